import { Dnd, type Edge, Graph, type Node } from '@antv/x6';
import type { WorkflowGraph, WorkflowNodeType } from '@qis/shared';
import { hasTasks } from '@qis/shared/domain';
import { Alert, App, Button, Card, Empty, Flex, Form, Input, List, Radio, Select, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { ApiError } from '../../../shell/http';
import { type AssigneeOptionsData, type DefinitionItem, deploy } from '../api';
import {
  cellsToGraph,
  type EdgeData,
  edgeAttrs,
  edgeLabels,
  graphToCells,
  layoutGraph,
  NODE_SIZE,
  type NodeData,
  newNode,
  nodeAttrs,
  nodeMeta,
} from '../graph-cells';
import {
  assigneeKey,
  assigneeSelectOptions,
  NODE_COLORS,
  NODE_TYPES,
  nodeTypeLabel,
  parseAssigneeKey,
  REJECT_TARGETS,
  SIGN_MODES,
} from '../labels';
import { graphProblems, problemNodeIds } from '../problems';
import './flow-designer.css';

export interface FlowDesignerProps {
  moduleType: number;
  moduleTypeName: string;
  /** The version the design starts from (null: a new flow from the default graph). */
  basedOn: { version: number } | null;
  initialName: string;
  initialGraph: WorkflowGraph;
  assigneeOptions: AssigneeOptionsData;
  onBack: () => void;
  onDeployed: (item: DefinitionItem) => void;
}

type Selection = { kind: 'node' | 'edge'; id: string } | null;

/** The flow graph the canvas draws, in the engine's format. */
function readGraph(graph: Graph): WorkflowGraph {
  return cellsToGraph(
    graph.getNodes().map((n) => ({ id: n.id, position: n.getPosition(), data: n.getData<NodeData>() })),
    graph.getEdges().map((e) => ({
      source: e.getSourceCellId() ?? null,
      target: e.getTargetCellId() ?? null,
      data: e.getData<EdgeData>(),
    })),
  );
}

/** Shows the whole flow: scaled down when it does not fit (never up), centred. */
function fitContent(graph: Graph) {
  const { width, height } = graph.getGraphArea();
  if (width === 0 || height === 0) return;
  graph.zoomToFit({ padding: 40, maxScale: 1 });
  graph.centerContent();
}

/**
 * The visual flow designer (AntV X6): a palette of node types (drag onto the canvas or click to add), edges drawn
 * from a node's ports, a side panel editing the selected node or edge, and the validation of the shared graph
 * rules listed beside the canvas with the offending nodes outlined in red. Deploys a new version when valid.
 */
export function FlowDesigner(props: FlowDesignerProps) {
  const { moduleType, moduleTypeName, basedOn, initialGraph, assigneeOptions, onBack, onDeployed } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const graphRef = useRef<Graph | null>(null);
  const dndRef = useRef<Dnd | null>(null);
  const [revision, setRevision] = useState(0);
  const [selection, setSelection] = useState<Selection>(null);
  const [name, setName] = useState(props.initialName);
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [deploying, setDeploying] = useState(false);
  const { modal } = App.useApp();
  const bump = useCallback(() => setRevision((r) => r + 1), []);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const graph = new Graph({
      container,
      autoResize: true,
      background: { color: '#fafafa' },
      grid: { visible: true, size: 10, type: 'dot' },
      panning: { enabled: true },
      mousewheel: { enabled: true, modifiers: ['ctrl', 'meta'], minScale: 0.3, maxScale: 2 },
      connecting: {
        anchor: 'center',
        connectionPoint: 'boundary',
        connector: { name: 'rounded' },
        allowBlank: false,
        allowLoop: false,
        allowNode: true,
        allowEdge: false,
        allowMulti: true,
        highlight: true,
        snap: { radius: 30 },
        createEdge() {
          return this.createEdge({ shape: 'edge', attrs: edgeAttrs({}), data: { condition: '', name: '' }, zIndex: 0 });
        },
        // The end node has no way out; nothing flows into the start node.
        validateMagnet: ({ cell }) => cell.getData<NodeData>()?.type !== 'end',
        validateConnection: ({ sourceCell, targetCell }) =>
          !!targetCell?.isNode() && targetCell !== sourceCell && targetCell.getData<NodeData>()?.type !== 'start',
      },
      highlighting: {
        magnetAvailable: { name: 'stroke', args: { padding: 4, attrs: { stroke: '#52c41a', strokeWidth: 2 } } },
        magnetAdsorbed: { name: 'stroke', args: { padding: 4, attrs: { stroke: '#1677ff', strokeWidth: 3 } } },
      },
    });
    graphRef.current = graph;
    const cells = graphToCells(initialGraph);
    graph.fromJSON({ nodes: cells.nodes, edges: cells.edges } as never);
    // Fit once the canvas has its final size (the flex layout settles after the first frame).
    const frame = requestAnimationFrame(() => fitContent(graph));

    dndRef.current = new Dnd({
      target: graph,
      scaled: false,
      getDropNode: (dragging) => {
        const type = dragging.getData<NodeData>().type;
        return graph.createNode(
          nodeMeta(
            newNode(
              type,
              graph.getNodes().map((n) => n.id),
            ),
            { x: 0, y: 0 },
          ),
        );
      },
    });

    graph.on('node:click', ({ node }) => setSelection({ kind: 'node', id: node.id }));
    graph.on('edge:click', ({ edge }) => setSelection({ kind: 'edge', id: edge.id }));
    graph.on('blank:click', () => setSelection(null));
    graph.on('edge:connected', ({ edge }) => {
      // Edges join nodes, not ports: saved graphs keep no ports, so a reloaded flow looks the same.
      const source = edge.getSourceCellId();
      const target = edge.getTargetCellId();
      if (source) edge.setSource({ cell: source });
      if (target) edge.setTarget({ cell: target });
      setSelection({ kind: 'edge', id: edge.id });
      bump();
    });
    graph.on('node:added', ({ node }) => {
      setSelection({ kind: 'node', id: node.id });
      bump();
    });
    graph.on('cell:removed', ({ cell }) => {
      setSelection((s) => (s?.id === cell.id ? null : s));
      bump();
    });
    graph.on('cell:change:data', bump);
    graph.on('node:moved', bump);
    bump();
    return () => {
      cancelAnimationFrame(frame);
      dndRef.current?.dispose();
      dndRef.current = null;
      graph.dispose();
      graphRef.current = null;
    };
  }, [initialGraph, bump]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: revision marks every change of the canvas
  const current = useMemo(
    () => (graphRef.current ? readGraph(graphRef.current) : initialGraph),
    [revision, initialGraph],
  );
  const problems = useMemo(() => graphProblems(current), [current]);
  const errorIds = useMemo(() => (checked ? problemNodeIds(problems) : new Set<string>()), [checked, problems]);

  // Outline: red for nodes a problem names, blue for the selected cell (again after every change: new cells).
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision marks every change of the canvas
  useEffect(() => {
    const graph = graphRef.current;
    if (!graph) return;
    for (const node of graph.getNodes()) {
      const data = node.getData<NodeData>();
      const attrs = nodeAttrs(data, { selected: selection?.id === node.id, error: errorIds.has(node.id) });
      node.attr('body', attrs.body);
    }
    for (const edge of graph.getEdges()) {
      edge.attr('line', edgeAttrs(edge.getData<EdgeData>() ?? {}, selection?.id === edge.id).line);
    }
  }, [selection, errorIds, revision]);

  const selectedNode = selection?.kind === 'node' ? graphRef.current?.getCellById(selection.id) : null;
  const selectedEdge = selection?.kind === 'edge' ? graphRef.current?.getCellById(selection.id) : null;

  const updateNode = (node: Node, patch: Partial<NodeData>) => {
    const data = { ...node.getData<NodeData>(), ...patch };
    node.setData(data, { overwrite: true });
    node.attr('label/text', data.name);
  };
  const updateEdge = (edge: Edge, patch: Partial<EdgeData>) => {
    const data = { ...edge.getData<EdgeData>(), ...patch };
    edge.setData(data, { overwrite: true });
    edge.setLabels(edgeLabels(data));
  };

  const addNode = (type: WorkflowNodeType) => {
    const graph = graphRef.current;
    if (!graph) return;
    const node = newNode(
      type,
      graph.getNodes().map((n) => n.id),
    );
    // The middle of the visible canvas, or the first free spot to the right of it (then further down).
    const area = graph.getGraphArea();
    const size = NODE_SIZE[type];
    const boxes = graph.getNodes().map((n) => n.getBBox().inflate(20));
    let x = area.x + area.width / 2 - size.width / 2;
    let y = area.y + area.height / 2 - size.height / 2;
    for (let i = 0; i < 40 && boxes.some((b) => b.isIntersectWithRect({ x, y, ...size })); i++) {
      x += 60;
      if (x + size.width > area.x + area.width) {
        x = area.x + 20;
        y += 80;
      }
    }
    graph.addNode(nodeMeta(node, { x, y }));
  };
  // A press on a palette item becomes a drag once the pointer moves a few pixels; a plain click adds the node.
  const startDrag = (type: WorkflowNodeType, event: React.MouseEvent) => {
    const graph = graphRef.current;
    if (!graph || event.button !== 0) return;
    const from = { x: event.clientX, y: event.clientY };
    const move = (e: MouseEvent) => {
      if (Math.abs(e.clientX - from.x) + Math.abs(e.clientY - from.y) < 5) return;
      stop();
      const node = graph.createNode(nodeMeta(newNode(type, []), { x: 0, y: 0 }));
      dndRef.current?.start(node, e);
    };
    const stop = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', stop);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', stop);
  };
  const removeSelected = () => {
    const cell = selection ? graphRef.current?.getCellById(selection.id) : null;
    if (cell) graphRef.current?.removeCell(cell);
    setSelection(null);
  };
  const arrange = () => {
    const graph = graphRef.current;
    if (!graph) return;
    const positions = layoutGraph(readGraph(graph));
    graph.batchUpdate(() => {
      for (const node of graph.getNodes()) {
        const p = positions.get(node.id);
        if (p) node.setPosition(p.x, p.y);
      }
    });
    fitContent(graph);
    bump();
  };

  const doDeploy = async () => {
    setChecked(true);
    setServerError(null);
    if (problems.length > 0) {
      toast.warning(t('process.designer.invalid', { count: problems.length }));
      return;
    }
    if (!name.trim()) {
      toast.warning(t('process.designer.name.required'));
      return;
    }
    setDeploying(true);
    try {
      const item = await deploy({ moduleType, name: name.trim(), graph: current });
      toast.success(t('process.designer.deploy.done', { version: item.definitionVersion }));
      onDeployed(item);
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : String(error));
    } finally {
      setDeploying(false);
    }
  };

  const back = () =>
    modal.confirm({
      title: t('process.designer.back'),
      content: t('process.designer.back.confirm'),
      onOk: onBack,
    });

  const nodeOptions = useMemo(() => assigneeSelectOptions(assigneeOptions), [assigneeOptions]);
  const nodeName = (id: string) => current.nodes.find((n) => n.id === id)?.name ?? id;

  return (
    <Card
      title={
        <Space>
          {t('process.designer.title', { name: moduleTypeName })}
          <Tag>{basedOn ? t('process.designer.basedOn', { version: basedOn.version }) : t('process.designer.new')}</Tag>
        </Space>
      }
      extra={
        <Space>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={100}
            placeholder={t('process.designer.name')}
            prefix={<Typography.Text type="secondary">{t('process.designer.name')}</Typography.Text>}
            status={name.trim() ? undefined : 'error'}
            style={{ width: 320 }}
            data-testid="designer-name"
          />
          <Button onClick={back}>{t('process.designer.back')}</Button>
          <Button onClick={() => setChecked(true)} data-testid="designer-validate">
            {t('process.designer.validate')}
          </Button>
          <Button type="primary" loading={deploying} onClick={() => void doDeploy()} data-testid="designer-deploy">
            {t('process.designer.deploy')}
          </Button>
        </Space>
      }
      styles={{ body: { padding: 0 } }}
    >
      <Flex className="qis-flow" style={{ height: 'calc(100vh - 260px)', minHeight: 520 }}>
        <div className="qis-flow-palette">
          <Typography.Text strong>{t('process.designer.palette')}</Typography.Text>
          {NODE_TYPES.map((type) => (
            <button
              type="button"
              key={type}
              className="qis-flow-palette-item"
              style={{
                background: NODE_COLORS[type].fill,
                borderColor: NODE_COLORS[type].stroke,
                color: NODE_COLORS[type].text,
                borderRadius: type === 'start' || type === 'end' ? 16 : type === 'condition' ? 2 : 6,
              }}
              onMouseDown={(e) => startDrag(type, e)}
              onClick={() => addNode(type)}
              data-testid={`palette-${type}`}
            >
              {nodeTypeLabel(type)}
            </button>
          ))}
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8 }}>
            {t('process.designer.palette.hint')}
          </Typography.Paragraph>
          <Button size="small" block onClick={arrange}>
            {t('process.designer.layout')}
          </Button>
          <Button size="small" block onClick={() => graphRef.current && fitContent(graphRef.current)}>
            {t('process.designer.fit')}
          </Button>
        </div>
        {/* X6 sizes the graph to the container's parent: the canvas cell, not the whole row. */}
        <div className="qis-flow-canvas" data-testid="designer-canvas">
          <div ref={containerRef} style={{ width: '100%', height: '100%' }} />
        </div>
        <div className="qis-flow-side">
          {selectedNode?.isNode() ? (
            <NodePanel
              key={selectedNode.id}
              node={selectedNode}
              options={nodeOptions}
              onChange={(patch) => updateNode(selectedNode, patch)}
              onRemove={removeSelected}
            />
          ) : selectedEdge?.isEdge() ? (
            <EdgePanel
              key={selectedEdge.id}
              data={selectedEdge.getData<EdgeData>() ?? {}}
              ends={t('process.designer.edgeEnds', {
                from: nodeName(selectedEdge.getSourceCellId() ?? ''),
                to: nodeName(selectedEdge.getTargetCellId() ?? ''),
              })}
              onChange={(patch) => updateEdge(selectedEdge, patch)}
              onRemove={removeSelected}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('process.designer.empty')} />
          )}
          {serverError && (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 12 }}
              title={t('process.designer.serverRefused', { message: serverError })}
              data-testid="designer-server-error"
            />
          )}
          {checked &&
            (problems.length === 0 ? (
              <Alert type="success" showIcon style={{ marginTop: 12 }} title={t('process.designer.valid')} />
            ) : (
              <List
                size="small"
                style={{ marginTop: 12 }}
                bordered
                header={
                  <Typography.Text type="danger" strong>
                    {t('process.designer.problems', { count: problems.length })}
                  </Typography.Text>
                }
                dataSource={problems}
                data-testid="designer-problems"
                renderItem={(problem) => (
                  <List.Item
                    style={{ cursor: problem.nodeIds.length ? 'pointer' : undefined }}
                    onClick={() => {
                      const id = problem.nodeIds[0];
                      if (id) setSelection({ kind: 'node', id });
                    }}
                  >
                    <Typography.Text type="danger">{problem.message}</Typography.Text>
                  </List.Item>
                )}
              />
            ))}
        </div>
      </Flex>
    </Card>
  );
}

function NodePanel(props: {
  node: Node;
  options: ReturnType<typeof assigneeSelectOptions>;
  onChange: (patch: Partial<NodeData>) => void;
  onRemove: () => void;
}) {
  const { node, options, onChange, onRemove } = props;
  const [data, setData] = useState(() => node.getData<NodeData>());
  const change = (patch: Partial<NodeData>) => {
    setData((d) => ({ ...d, ...patch }));
    onChange(patch);
  };
  const known = new Set(options.flatMap((g) => g.options.map((o) => o.value)));
  return (
    <Form layout="vertical" size="small" data-testid="designer-node-panel">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('process.designer.node')}
      </Typography.Title>
      <Form.Item label={t('process.designer.nodeType')} style={{ marginBottom: 8 }}>
        <Space>
          <Tag color={NODE_COLORS[data.type].stroke}>{nodeTypeLabel(data.type)}</Tag>
          <Typography.Text type="secondary">
            {t('process.designer.nodeId')}：{node.id}
          </Typography.Text>
        </Space>
      </Form.Item>
      <Form.Item
        label={t('process.designer.nodeName')}
        validateStatus={data.name.trim() ? undefined : 'error'}
        style={{ marginBottom: 8 }}
      >
        <Input
          value={data.name}
          maxLength={64}
          onChange={(e) => change({ name: e.target.value })}
          data-testid="node-name"
        />
      </Form.Item>
      {hasTasks(data) && (
        <Form.Item
          label={t('process.designer.assignees')}
          validateStatus={data.assignees.length ? undefined : 'error'}
          style={{ marginBottom: 8 }}
        >
          <Select
            mode="multiple"
            value={data.assignees.map(assigneeKey)}
            options={options}
            optionFilterProp="label"
            placeholder={t('process.designer.assignees.placeholder')}
            labelRender={({ value, label }) =>
              known.has(String(value)) ? label : `${value}${t('process.assignee.unknown')}`
            }
            onChange={(keys: string[]) => change({ assignees: keys.flatMap((k) => parseAssigneeKey(k) ?? []) })}
            data-testid="node-assignees"
          />
        </Form.Item>
      )}
      {(data.type === 'approve' || data.type === 'handle') && (
        <Form.Item label={t('process.designer.signMode')} style={{ marginBottom: 8 }}>
          <Radio.Group
            value={data.signMode}
            onChange={(e) => change({ signMode: e.target.value })}
            options={SIGN_MODES.map((m) => ({ value: m.value, label: t(m.key) }))}
          />
        </Form.Item>
      )}
      {data.type === 'approve' && (
        <Form.Item label={t('process.designer.rejectTo')} style={{ marginBottom: 8 }}>
          <Radio.Group
            value={data.rejectTo}
            onChange={(e) => change({ rejectTo: e.target.value })}
            options={REJECT_TARGETS.map((m) => ({ value: m.value, label: t(m.key) }))}
          />
        </Form.Item>
      )}
      <Button danger size="small" onClick={onRemove}>
        {t('process.designer.delete')}
      </Button>
    </Form>
  );
}

function EdgePanel(props: {
  data: EdgeData;
  ends: string;
  onChange: (patch: Partial<EdgeData>) => void;
  onRemove: () => void;
}) {
  const { ends, onChange, onRemove } = props;
  const [data, setData] = useState(props.data);
  const change = (patch: Partial<EdgeData>) => {
    setData((d) => ({ ...d, ...patch }));
    onChange(patch);
  };
  return (
    <Form layout="vertical" size="small" data-testid="designer-edge-panel">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('process.designer.edge')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{ends}</Typography.Paragraph>
      <Form.Item label={t('process.designer.edgeName')} style={{ marginBottom: 8 }}>
        <Input
          value={data.name ?? ''}
          maxLength={64}
          onChange={(e) => change({ name: e.target.value })}
          data-testid="edge-name"
        />
      </Form.Item>
      <Form.Item
        label={t('process.designer.condition')}
        extra={t('process.designer.condition.hint')}
        style={{ marginBottom: 8 }}
      >
        <Input.TextArea
          value={data.condition ?? ''}
          maxLength={500}
          rows={3}
          placeholder={t('process.designer.condition.placeholder')}
          onChange={(e) => change({ condition: e.target.value })}
          data-testid="edge-condition"
        />
      </Form.Item>
      <Button danger size="small" onClick={onRemove}>
        {t('process.designer.delete')}
      </Button>
    </Form>
  );
}
