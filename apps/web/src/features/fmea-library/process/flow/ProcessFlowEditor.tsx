import { DeleteOutlined, LinkOutlined, ReloadOutlined } from '@ant-design/icons';
import { layoutProcessFlow, type ProcessFlowDiagram, type ProcessStepDto, type WorkElementCategory } from '@qis/shared';
import { App, Button, Card, Empty, Flex, Input, Modal, Spin, Typography } from 'antd';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { type MessageKey, t } from '../../../../locales';
import { DiagramCanvas } from '../../../diagram/DiagramCanvas';
import { ViewButtons } from '../../../diagram/DiagramTools';
import { exportFileName } from '../../../diagram/picture-file-name';
import { useDiagramDrawing } from '../../../diagram/useDiagramDrawing';
import { newKey } from '../steps-editing';
import { FlowLegend } from './FlowLegend';
import { flowCells } from './flow-cells';
import { useFlowGraph } from './useFlowGraph';
import { useStoredFlowChart } from './useStoredFlowChart';
import '../../../diagram/diagram-editor.css';
import './flow.css';

interface Props {
  processId: string;
  /** The process's saved steps, in order. */
  steps: ProcessStepDto[];
  /** The picture's file name. */
  title: string;
  readOnly: boolean;
  /** The steps table has changes not saved yet (the diagram shows the saved steps). */
  stepsDirty: boolean;
}

/** Tall enough to show a flow of a dozen steps at about full size; longer ones are zoomed out or scrolled. */
const canvasHeight = (drawing: number) => Math.min(Math.max(560, drawing + 150), 1200);

const TEXTS = { category: (c: WorkElementCategory) => t(`fmeaProcess.m.${c}` as MessageKey) };

/**
 * The process flow diagram (AntV X6): the saved steps top to bottom with the symbols of their types (加工 ○, 搬运 ⇨,
 * 检验 □, 储存 ▽), the flow from step to step, and extra edges such as rework loops. Symbols are dragged (positions
 * saved), edges added with 添加连线 and deleted when picked; 按工序重新生成 lays it out again; PNG and SVG export.
 */
export function ProcessFlowEditor(props: Props) {
  const stored = useStoredFlowChart(props.processId);
  if (!stored.loaded) return <Spin />;
  if (props.steps.length === 0)
    return (
      <Card size="small" title={t('fmeaProcess.flow.title')}>
        <Empty description={t('fmeaProcess.flow.empty')} />
      </Card>
    );
  return <FlowEditor {...props} stored={stored} />;
}

function FlowEditor({
  steps,
  title,
  readOnly,
  stepsDirty,
  stored,
}: Props & { stored: ReturnType<typeof useStoredFlowChart> }) {
  const { modal } = App.useApp();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [connecting, setConnecting] = useState<{ source: string | null } | null>(null);
  const [adding, setAdding] = useState<{ fromId: string; toId: string; label: string } | null>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const layout = useMemo(() => layoutProcessFlow(steps, stored.diagram), [steps, stored.diagram]);
  const names = useMemo(() => new Map(steps.map((s) => [s.id, `${s.number} ${s.name}`])), [steps]);
  const selected = layout.diagram.edges.find((e) => e.id === selectedId) ?? null;
  const source = connecting?.source ?? null;
  const cells = useMemo(
    () => flowCells(layout, steps, TEXTS, { edgeId: selected?.id ?? null, sourceId: source }),
    [layout, steps, selected, source],
  );

  const save = (next: ProcessFlowDiagram) => stored.save(next);
  const focusCanvas = () => canvasRef.current?.focus({ preventScroll: true });
  const graphRef = useFlowGraph(containerRef, readOnly, {
    onStepClick: (stepId) => {
      if (connecting && source && source !== stepId) {
        setConnecting(null);
        setAdding({ fromId: source, toId: stepId, label: t('fmeaProcess.flow.edgeLabel.default') });
      } else if (connecting) setConnecting({ source: stepId });
      else setSelectedId(null);
      focusCanvas();
    },
    onEdgeClick: (edgeId) => {
      if (!connecting) setSelectedId(edgeId);
      focusCanvas();
    },
    onBlankClick: () => {
      setSelectedId(null);
      if (connecting) setConnecting({ source: null });
      focusCanvas();
    },
    onMoved: (stepId, at) => {
      if (readOnly) return;
      save({
        ...layout.diagram,
        positions: layout.diagram.positions.map((p) =>
          p.stepId === stepId ? { stepId, x: Math.max(0, Math.round(at.x)), y: Math.max(0, Math.round(at.y)) } : p,
        ),
      });
    },
  });
  const view = useDiagramDrawing(
    graphRef,
    cells,
    {
      area: { width: layout.width, height: layout.height },
      plainCells: () => flowCells(layout, steps, TEXTS, { edgeId: null, sourceId: null }),
      fileName: (kind) => exportFileName(title, kind, t('fmeaProcess.flow.title')),
    },
    { padding: 24 },
  );

  const addEdge = () => {
    if (!adding) return;
    save({
      ...layout.diagram,
      edges: [
        ...layout.diagram.edges,
        { id: newKey('edge'), fromId: adding.fromId, toId: adding.toId, label: adding.label.trim() },
      ],
    });
    setAdding(null);
  };
  const removeSelected = () => {
    if (!selected) return;
    save({ ...layout.diagram, edges: layout.diagram.edges.filter((e) => e.id !== selected.id) });
    setSelectedId(null);
  };
  const resetLayout = () =>
    modal.confirm({
      title: t('fmeaProcess.flow.resetConfirm'),
      okButtonProps: { 'data-testid': 'process-flow-reset-ok' } as never,
      onOk: () => {
        setSelectedId(null);
        stored.reset();
        view.fitSoon();
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

  const hint = readOnly
    ? t('fmeaProcess.flow.readOnlyHint')
    : stepsDirty
      ? t('fmeaProcess.flow.unsavedSteps')
      : connecting
        ? t(source ? 'fmeaProcess.flow.connecting.to' : 'fmeaProcess.flow.connecting.from')
        : t('fmeaProcess.flow.hint');
  const saveText = {
    generated: t('fmeaProcess.flow.notSaved'),
    saving: t('fmeaProcess.flow.saving'),
    saved: t('fmeaProcess.flow.saved'),
  }[stored.saveState];

  return (
    <Card size="small" title={t('fmeaProcess.flow.title')} styles={{ body: { padding: 0 } }} data-testid="process-flow">
      <div className="qis-diagram qis-process-flow" style={{ height: canvasHeight(layout.height) }}>
        <Flex className="qis-diagram-toolbar" gap={8} align="center" wrap>
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
                data-testid="process-flow-connect"
              >
                {t('fmeaProcess.flow.connect')}
              </Button>
              <Button icon={<ReloadOutlined />} onClick={resetLayout} data-testid="process-flow-reset">
                {t('fmeaProcess.flow.reset')}
              </Button>
            </>
          )}
          <ViewButtons zoomIn={view.zoomIn} zoomOut={view.zoomOut} fit={view.fit} exportPicture={view.exportPicture} />
          <Typography.Text type="secondary" style={{ marginInlineStart: 'auto' }} data-testid="process-flow-save-state">
            {saveText}
          </Typography.Text>
        </Flex>
        {selected && (
          <Flex className="qis-diagram-toolbar" gap={8} align="center" wrap data-testid="process-flow-selection">
            <Typography.Text>
              {t('fmeaProcess.flow.selected', {
                from: names.get(selected.fromId) ?? '',
                to: names.get(selected.toId) ?? '',
              })}
            </Typography.Text>
            {selected.label && <Typography.Text type="danger">{selected.label}</Typography.Text>}
            {!readOnly && (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={removeSelected}
                data-testid="process-flow-delete-edge"
              >
                {t('fmeaProcess.flow.deleteEdge')}
              </Button>
            )}
          </Flex>
        )}
        <DiagramCanvas
          canvasRef={canvasRef}
          containerRef={containerRef}
          hint={hint}
          hintType={connecting || stepsDirty ? 'warning' : 'secondary'}
          label={t('fmeaProcess.flow.title')}
          onKeyDown={onKeyDown}
          testId="process-flow-canvas"
          className={connecting ? 'is-connecting' : undefined}
        />
        <FlowLegend />
      </div>
      {adding && (
        <Modal
          open
          title={t('fmeaProcess.flow.edgeTitle', {
            from: names.get(adding.fromId) ?? '',
            to: names.get(adding.toId) ?? '',
          })}
          onCancel={() => setAdding(null)}
          onOk={addEdge}
          okButtonProps={{ 'data-testid': 'process-flow-edge-ok' } as never}
          destroyOnHidden
        >
          <Input
            value={adding.label}
            maxLength={20}
            placeholder={t('fmeaProcess.flow.edgeLabel')}
            aria-label={t('fmeaProcess.flow.edgeLabel')}
            onChange={(e) => setAdding({ ...adding, label: e.target.value })}
            onPressEnter={addEdge}
            data-testid="process-flow-edge-label"
          />
        </Modal>
      )}
    </Card>
  );
}
