import {
  AimOutlined,
  DeleteOutlined,
  EditOutlined,
  LinkOutlined,
  ReloadOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import {
  type BoundaryDiagram,
  boundaryBoxContents,
  type ElementInterface,
  INTERFACE_TYPE_DICTIONARY,
  layoutBoundaryDiagram,
} from '@qis/shared';
import { App, Button, Card, Empty, Flex, Select, Space, Spin, Tooltip, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { DiagramCanvas } from '../../diagram/DiagramCanvas';
import { MAX_SCALE, MIN_SCALE } from '../../diagram/diagram-graph';
import { syncCells } from '../../diagram/sync-cells';
import { fetchInterfaceTypes, type InterfaceTypeInfo, useDesignApi } from '../bom-boundary-api';
import { elementsInTreeOrder } from '../project/net-views';
import { useProject } from '../project/ProjectContext';
import { boundaryCells } from './boundary/boundary-cells';
import { type InterfaceDraft, InterfaceModal } from './boundary/InterfaceModal';
import { useBoundaryGraph } from './boundary/useBoundaryGraph';
import { useStoredDiagram } from './boundary/useStoredDiagram';
import '../../diagram/diagram-editor.css';
import './boundary/boundary.css';

type Form = { editing: ElementInterface | null; initial: InterfaceDraft } | null;

/**
 * Task node 边界图: the structure as nested boxes on AntV X6 — the focus element as the boundary with its subsystems
 * and components inside, the other elements outside — and the interfaces as edges coloured by type with direction
 * arrows. Boxes are dragged (positions saved for the project), interfaces drawn from a box's handle or picked and
 * changed; 重新生成布局 lays it out again from the structure.
 */
export function BoundaryDiagramStep() {
  const { project, net } = useProject();
  const stored = useStoredDiagram(project.id);
  if (!stored.loaded) return <Spin />;
  if (net.elements.length === 0)
    return (
      <Card size="small" title={t('fmea.boundary.title')}>
        <Empty description={t('fmea.boundary.empty')} />
      </Card>
    );
  return <BoundaryEditor stored={stored} />;
}

/** The editor itself, mounted once the stored diagram is read (the X6 graph needs its container at once). */
function BoundaryEditor({ stored }: { stored: ReturnType<typeof useStoredDiagram> }) {
  const { deleteInterface, saveInterface } = useDesignApi();
  const { project, net, readOnly, run, reload } = useProject();
  const { modal } = App.useApp();
  const [types, setTypes] = useState<InterfaceTypeInfo[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [connecting, setConnecting] = useState<{ source: string | null } | null>(null);
  const [form, setForm] = useState<Form>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    fetchInterfaceTypes()
      .then(setTypes)
      .catch(() => undefined);
  }, []);

  const layout = useMemo(
    () => layoutBoundaryDiagram(net.elements, stored.diagram, net.interfaces),
    [net.elements, stored.diagram, net.interfaces],
  );
  const names = useMemo(() => new Map(net.elements.map((e) => [e.id, e.name])), [net.elements]);
  const typeNames = useMemo(() => new Map(types.map((type) => [type.type, type.name])), [types]);
  const selected = net.interfaces.find((i) => i.id === selectedId) ?? null;
  const source = connecting?.source ?? null;
  const cells = useMemo(
    () =>
      boundaryCells(
        layout,
        net.elements,
        net.interfaces,
        {
          type: (type) => t(`fmea.structure.type.${type}` as MessageKey),
          interfaceType: (type) => typeNames.get(type) ?? t(`fmea.if.type.${type}` as MessageKey),
          interfaceCode: (type) => types.find((x) => x.type === type)?.code ?? INTERFACE_TYPE_DICTIONARY[type].code,
        },
        { interfaceId: selected?.id ?? null, sourceId: source },
      ),
    [layout, net.elements, net.interfaces, types, typeNames, selected, source],
  );

  const focusCanvas = () => canvasRef.current?.focus({ preventScroll: true });
  const openNew = (fromId: string, toId: string) =>
    setForm({ editing: null, initial: { fromId, toId, type: 'physical', direction: 'twoWay', description: '' } });
  const graphRef = useBoundaryGraph(containerRef, readOnly, {
    onElementClick: (id) => {
      if (connecting && source && source !== id) {
        setConnecting(null);
        openNew(source, id);
      } else if (connecting) setConnecting({ source: id });
      else setSelectedId(null);
      focusCanvas();
    },
    onInterfaceClick: (id) => {
      if (!connecting) setSelectedId(id);
      focusCanvas();
    },
    onBlankClick: () => {
      setSelectedId(null);
      if (connecting) setConnecting({ source: null });
      focusCanvas();
    },
    onMoved: (moved) => {
      if (readOnly) return;
      const next: BoundaryDiagram = {
        focusId: layout.focusId,
        positions: layout.diagram.positions.map((p) => {
          const at = moved.get(p.elementId);
          return at ? { ...p, x: Math.round(at.x), y: Math.round(at.y) } : p;
        }),
      };
      stored.save(next);
    },
    onConnect: (from, to) => openNew(from, to),
    contentsOf: (id) => boundaryBoxContents(net.elements, id),
  });

  // The drawing follows the cells; the first drawing is fitted into view.
  const fitted = useRef<unknown>(null);
  const fit = () => {
    const graph = graphRef.current;
    if (!graph || graph.getGraphArea().width === 0) return;
    graph.zoomToFit({ padding: 24, maxScale: 1 });
    graph.centerContent();
  };
  useEffect(() => {
    const graph = graphRef.current;
    if (!graph) return;
    syncCells(graph, cells.nodes, cells.edges);
    if (fitted.current !== graph) {
      fitted.current = graph;
      requestAnimationFrame(() => requestAnimationFrame(() => fit()));
    }
  });
  const zoom = (delta: number) => graphRef.current?.zoom(delta, { minScale: MIN_SCALE, maxScale: MAX_SCALE });

  const saveForm = async (draft: InterfaceDraft) => {
    const editing = form?.editing;
    const body = editing
      ? { projectId: project.id, id: editing.id, version: editing.version, ...draft }
      : { projectId: project.id, ...draft };
    const saved = await run(() => saveInterface(body), t('fmea.boundary.interface.saved'));
    if (!saved) return false;
    setSelectedId(saved.id);
    await reload();
    return true;
  };
  const removeSelected = () => {
    if (!selected) return;
    modal.confirm({
      title: t('fmea.boundary.deleteConfirm', {
        from: names.get(selected.fromId) ?? '',
        to: names.get(selected.toId) ?? '',
      }),
      okButtonProps: { danger: true, 'data-testid': 'fmea-boundary-delete-ok' } as never,
      onOk: async () => {
        const done = await run(
          () => deleteInterface({ projectId: project.id, id: selected.id, version: selected.version }),
          t('fmea.boundary.interface.deleted'),
        );
        if (done) {
          setSelectedId(null);
          await reload();
        }
      },
    });
  };
  const resetLayout = () =>
    modal.confirm({
      title: t('fmea.boundary.resetConfirm'),
      okButtonProps: { 'data-testid': 'fmea-boundary-reset-ok' } as never,
      onOk: () => {
        stored.reset(layout.focusId);
        requestAnimationFrame(() => requestAnimationFrame(() => fit()));
      },
    });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Escape') {
      setConnecting(null);
      setSelectedId(null);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && selected && !readOnly) {
      event.preventDefault();
      removeSelected();
    }
  };

  const focusOptions = elementsInTreeOrder(net.elements)
    .filter(({ element }) => net.elements.some((e) => e.parentId === element.id) || element.parentId === null)
    .map(({ element, depth }) => ({ value: element.id, label: `${'\u3000'.repeat(depth)}${element.name}` }));
  const hint = readOnly
    ? t('fmea.boundary.readOnlyHint')
    : connecting
      ? t(source ? 'fmea.boundary.connecting.to' : 'fmea.boundary.connecting.from')
      : t('fmea.boundary.hint');
  const saveText = {
    generated: t('fmea.boundary.notSaved'),
    saving: t('fmea.boundary.saving'),
    saved: t('fmea.boundary.saved'),
  }[stored.saveState];

  return (
    <Card size="small" title={t('fmea.boundary.title')} styles={{ body: { padding: 0 } }} data-testid="fmea-boundary">
      <div className="qis-diagram qis-boundary">
        <Flex className="qis-diagram-toolbar" gap={8} align="center" wrap>
          <Typography.Text>{t('fmea.boundary.focus')}</Typography.Text>
          <Select
            style={{ width: 220 }}
            value={layout.focusId ?? undefined}
            disabled={readOnly}
            options={focusOptions}
            data-testid="fmea-boundary-focus"
            onChange={(focusId: string) => stored.save({ ...layout.diagram, focusId })}
          />
          {!readOnly && (
            <>
              <Button
                icon={<LinkOutlined />}
                type={connecting ? 'primary' : 'default'}
                onClick={() => {
                  setSelectedId(null);
                  setConnecting(connecting ? null : { source: null });
                  focusCanvas();
                }}
                data-testid="fmea-boundary-connect"
              >
                {t('fmea.boundary.connect')}
              </Button>
              <Button icon={<ReloadOutlined />} onClick={resetLayout} data-testid="fmea-boundary-reset">
                {t('fmea.boundary.reset')}
              </Button>
            </>
          )}
          <Space.Compact>
            <Tooltip title={t('fmea.boundary.zoomIn')}>
              <Button icon={<ZoomInOutlined />} aria-label={t('fmea.boundary.zoomIn')} onClick={() => zoom(0.1)} />
            </Tooltip>
            <Tooltip title={t('fmea.boundary.zoomOut')}>
              <Button icon={<ZoomOutOutlined />} aria-label={t('fmea.boundary.zoomOut')} onClick={() => zoom(-0.1)} />
            </Tooltip>
            <Tooltip title={t('fmea.boundary.fit')}>
              <Button icon={<AimOutlined />} aria-label={t('fmea.boundary.fit')} onClick={fit} />
            </Tooltip>
          </Space.Compact>
          <Typography.Text
            type="secondary"
            style={{ marginInlineStart: 'auto' }}
            data-testid="fmea-boundary-save-state"
          >
            {saveText}
          </Typography.Text>
        </Flex>
        {selected && (
          <Flex className="qis-diagram-toolbar" gap={8} align="center" wrap data-testid="fmea-boundary-selection">
            <Typography.Text>
              {t('fmea.boundary.selected', {
                from: names.get(selected.fromId) ?? '',
                to: names.get(selected.toId) ?? '',
                arrow: selected.direction === 'twoWay' ? '↔' : '→',
              })}
            </Typography.Text>
            <Typography.Text style={{ color: types.find((x) => x.type === selected.type)?.color }}>
              {typeNames.get(selected.type) ?? selected.type}
            </Typography.Text>
            {selected.description && <Typography.Text type="secondary">{selected.description}</Typography.Text>}
            {!readOnly && (
              <>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setForm({ editing: selected, initial: { ...selected } })}
                  data-testid="fmea-boundary-edit"
                >
                  {t('fmea.boundary.interface.edit')}
                </Button>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={removeSelected}
                  data-testid="fmea-boundary-delete"
                >
                  {t('fmea.boundary.deleteInterface')}
                </Button>
              </>
            )}
          </Flex>
        )}
        <DiagramCanvas
          canvasRef={canvasRef}
          containerRef={containerRef}
          hint={hint}
          hintType={connecting ? 'warning' : 'secondary'}
          label={t('fmea.boundary.title')}
          onKeyDown={onKeyDown}
          testId="fmea-boundary-canvas"
          className={connecting ? 'is-connecting' : undefined}
        />
        <div className="qis-boundary-legend" data-testid="fmea-boundary-legend">
          <Typography.Text type="secondary">{t('fmea.boundary.legend')}</Typography.Text>
          {types.map((type) => (
            <span key={type.type} data-testid={`fmea-boundary-legend-${type.type}`}>
              <span className="qis-boundary-legend-line" style={{ borderColor: type.color }} />
              {type.code} {type.name}
            </span>
          ))}
          <span>→ {t('fmea.boundary.legend.oneWay')}</span>
          <span>↔ {t('fmea.boundary.legend.twoWay')}</span>
          <span>
            <span className="qis-boundary-legend-box" />
            {t('fmea.boundary.legend.boundary')}
          </span>
        </div>
      </div>
      {form && (
        <InterfaceModal
          editing={!!form.editing}
          initial={form.initial}
          names={names}
          types={types}
          onClose={() => setForm(null)}
          onSave={saveForm}
        />
      )}
    </Card>
  );
}
