import type { WorkflowEdge, WorkflowGraph, WorkflowNode, WorkflowNodeType } from '@qis/shared';
import { hasTasks } from '@qis/shared/domain';
import { NODE_COLORS, nodeTypeLabel } from './labels';

/**
 * Conversion between the engine's flow graph (WorkflowGraph) and the plain cell descriptions the X6 designer adds
 * (`graph.addNode(meta)`, `graph.addEdge(meta)`), and the defaults of a new flow. Nothing here touches X6 or the DOM.
 */

/** What a node cell carries in its `data`: the node as the engine reads it, without id and position. */
export type NodeData = Pick<WorkflowNode, 'type' | 'name' | 'assignees' | 'signMode' | 'rejectTo'>;
/** What an edge cell carries in its `data`. */
export type EdgeData = Pick<WorkflowEdge, 'condition' | 'name'>;

export const NODE_SIZE: Record<WorkflowNodeType, { width: number; height: number }> = {
  start: { width: 110, height: 40 },
  end: { width: 110, height: 40 },
  approve: { width: 150, height: 52 },
  handle: { width: 150, height: 52 },
  notify: { width: 150, height: 52 },
  condition: { width: 130, height: 64 },
};

const PORT_CIRCLE = { r: 5, magnet: true, stroke: '#1677ff', strokeWidth: 1, fill: '#fff' };
/** Four connection ports, one on each side. */
const NODE_PORTS = {
  groups: Object.fromEntries(
    (['top', 'right', 'bottom', 'left'] as const).map((side) => [
      side,
      { position: side, attrs: { circle: PORT_CIRCLE } },
    ]),
  ),
  items: (['top', 'right', 'bottom', 'left'] as const).map((side) => ({ id: side, group: side })),
};

/** An X6 attribute value: plain JSON (what X6's `ComplexAttrValue` accepts). */
export type AttrValue = string | number | boolean | null | undefined | { [key: string]: AttrValue };
export type CellAttrs = Record<string, { [key: string]: AttrValue }>;

export interface NodeMeta {
  id: string;
  shape: 'rect' | 'polygon';
  x: number;
  y: number;
  width: number;
  height: number;
  markup?: { tagName: string; selector: string }[];
  attrs: CellAttrs;
  ports: typeof NODE_PORTS;
  data: NodeData;
}

export interface EdgeMeta {
  shape: 'edge';
  source: { cell: string };
  target: { cell: string };
  attrs: CellAttrs;
  labels: { attrs: { label: { text: string } } }[];
  data: EdgeData;
}

/** Stroke of a node: red when validation names it, blue when selected, else its type's colour. */
function nodeStroke(type: WorkflowNodeType, state: { selected?: boolean; error?: boolean } = {}) {
  if (state.error) return { stroke: '#ff4d4f', strokeWidth: 3 };
  if (state.selected) return { stroke: '#1677ff', strokeWidth: 3 };
  return { stroke: NODE_COLORS[type].stroke, strokeWidth: 1.5 };
}

/** The X6 attrs of a node: its body, its name and, on task nodes, the type's label in the corner. */
export function nodeAttrs(data: NodeData, state: { selected?: boolean; error?: boolean } = {}) {
  const colors = NODE_COLORS[data.type];
  const attrs: NodeMeta['attrs'] = {
    body: { fill: colors.fill, ...nodeStroke(data.type, state) },
    label: { text: data.name, fill: colors.text, fontSize: 13, textWrap: { width: -16, ellipsis: true } },
  };
  if (data.type === 'start' || data.type === 'end') attrs.body = { ...attrs.body, rx: 20, ry: 20 };
  else if (data.type === 'condition') attrs.body = { ...attrs.body, refPoints: '0,10 10,0 20,10 10,20' };
  else {
    attrs.body = { ...attrs.body, rx: 6, ry: 6 };
    attrs.tag = {
      text: nodeTypeLabel(data.type),
      fill: colors.stroke,
      fontSize: 11,
      refX: 6,
      refY: 4,
      textAnchor: 'start',
      textVerticalAnchor: 'top',
    };
    attrs.label = { ...attrs.label, refY: 0.58 };
  }
  return attrs;
}

export function nodeMeta(node: WorkflowNode, position: { x: number; y: number }): NodeMeta {
  const data = nodeData(node);
  const size = NODE_SIZE[node.type];
  const meta: NodeMeta = {
    id: node.id,
    shape: node.type === 'condition' ? 'polygon' : 'rect',
    x: Math.round(position.x),
    y: Math.round(position.y),
    ...size,
    attrs: nodeAttrs(data),
    ports: NODE_PORTS,
    data,
  };
  if (hasTasks(node)) {
    meta.markup = [
      { tagName: 'rect', selector: 'body' },
      { tagName: 'text', selector: 'tag' },
      { tagName: 'text', selector: 'label' },
    ];
  }
  return meta;
}

/** Text shown on an edge: its name, else its condition. */
export const edgeText = (data: EdgeData) => data.name?.trim() || data.condition?.trim() || '';

export function edgeMeta(edge: WorkflowEdge): EdgeMeta {
  const data: EdgeData = { condition: edge.condition ?? '', name: edge.name ?? '' };
  return {
    shape: 'edge',
    source: { cell: edge.from },
    target: { cell: edge.to },
    attrs: edgeAttrs(data),
    labels: edgeLabels(data),
    data,
  };
}

/** An edge with a condition is drawn dashed: the default way out is the solid one. */
export function edgeAttrs(data: EdgeData, selected = false) {
  return {
    line: {
      stroke: selected ? '#1677ff' : '#8c8c8c',
      strokeWidth: selected ? 2.5 : 1.5,
      strokeDasharray: data.condition?.trim() ? '5 3' : '',
      targetMarker: { name: 'block', width: 10, height: 7 },
    },
  };
}

export const edgeLabels = (data: EdgeData) => {
  const text = edgeText(data);
  return text ? [{ attrs: { label: { text } } }] : [];
};

function nodeData(node: WorkflowNode): NodeData {
  return {
    type: node.type,
    name: node.name,
    assignees: hasTasks(node) ? node.assignees : [],
    signMode: node.signMode,
    rejectTo: node.rejectTo,
  };
}

/** The cells of a graph: nodes where they were drawn, or laid out top to bottom when any lacks a position. */
export function graphToCells(graph: WorkflowGraph): { nodes: NodeMeta[]; edges: EdgeMeta[] } {
  const positions = graph.nodes.every((n) => n.position) ? null : layoutGraph(graph);
  return {
    nodes: graph.nodes.map((node) => nodeMeta(node, node.position ?? positions?.get(node.id) ?? { x: 0, y: 0 })),
    edges: graph.edges.map(edgeMeta),
  };
}

/** A node cell as the designer reads it back: its id, top-left position and data. */
export interface CellNode {
  id: string;
  position: { x: number; y: number };
  data: NodeData;
}
/** An edge cell as the designer reads it back: the ids of its end nodes (null when loose) and data. */
export interface CellEdge {
  source: string | null;
  target: string | null;
  data?: Partial<EdgeData>;
}

/** The flow graph the cells draw, in the engine's format: trimmed texts, blank ones left out, loose edges dropped. */
export function cellsToGraph(nodes: CellNode[], edges: CellEdge[]): WorkflowGraph {
  return {
    nodes: nodes.map(({ id, position, data }) => ({
      id,
      type: data.type,
      name: data.name.trim(),
      assignees: hasTasks(data) ? data.assignees : [],
      signMode: data.signMode ?? 'any',
      rejectTo: data.rejectTo ?? 'initiator',
      position: { x: Math.round(position.x), y: Math.round(position.y) },
    })),
    edges: edges.flatMap(({ source, target, data }) => {
      if (!source || !target) return [];
      const edge: WorkflowEdge = { from: source, to: target };
      const condition = data?.condition?.trim();
      const name = data?.name?.trim();
      if (condition) edge.condition = condition;
      if (name) edge.name = name;
      return [edge];
    }),
  };
}

/** A new node of a type: named by its Chinese label, no assignees, any-sign, rejections to the initiator. */
export function newNode(type: WorkflowNodeType, existingIds: Iterable<string>): WorkflowNode {
  return {
    id: nextNodeId(type, existingIds),
    type,
    name: nodeTypeLabel(type),
    assignees: [],
    signMode: 'any',
    rejectTo: 'initiator',
  };
}

/** The first free id of the form `<type>_<n>` (ids must match the contract's `[A-Za-z0-9_-]+`). */
export function nextNodeId(type: WorkflowNodeType, existingIds: Iterable<string>): string {
  const taken = new Set(existingIds);
  for (let n = 1; ; n++) {
    const id = `${type}_${n}`;
    if (!taken.has(id)) return id;
  }
}

/** The graph a new flow starts from: 发起 → 审批（发起人所在部门负责人）→ 结束, drawn top to bottom. */
export function defaultGraph(): WorkflowGraph {
  const start = { ...newNode('start', []), id: 'start' };
  const approve = { ...newNode('approve', []), id: 'approve_1', assignees: [{ type: 'orgHead' as const }] };
  const end = { ...newNode('end', []), id: 'end' };
  const graph: WorkflowGraph = {
    nodes: [start, approve, end],
    edges: [
      { from: 'start', to: 'approve_1' },
      { from: 'approve_1', to: 'end' },
    ],
  };
  const positions = layoutGraph(graph);
  return { ...graph, nodes: graph.nodes.map((n) => ({ ...n, position: positions.get(n.id) })) };
}

const LAYER_GAP = 110;
const COLUMN_GAP = 200;
const CENTRE_X = 300;

/**
 * Top-left positions laying the graph out top to bottom: each node one layer below the deepest of its predecessors
 * along edges that do not close a loop (breadth first from the start nodes; unreached nodes go below), nodes of a
 * layer side by side around one centre line.
 */
export function layoutGraph(graph: WorkflowGraph): Map<string, { x: number; y: number }> {
  const ids = graph.nodes.map((n) => n.id);
  const types = new Map(graph.nodes.map((n) => [n.id, n.type]));
  const outgoing = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const e of graph.edges) if (types.has(e.from) && types.has(e.to)) outgoing.get(e.from)?.push(e.to);

  // Order by breadth-first discovery; an edge back to an earlier node is a loop and sets no layer.
  const order = new Map<string, number>();
  const roots = graph.nodes.filter((n) => n.type === 'start').map((n) => n.id);
  const queue = [...roots];
  for (const id of queue) if (!order.has(id)) order.set(id, order.size);
  for (let i = 0; i < queue.length; i++) {
    for (const to of outgoing.get(queue[i] as string) ?? []) {
      if (!order.has(to)) {
        order.set(to, order.size);
        queue.push(to);
      }
    }
  }
  const layer = new Map<string, number>(roots.map((id) => [id, 0]));
  for (const id of queue) {
    for (const to of outgoing.get(id) ?? []) {
      if ((order.get(to) ?? 0) > (order.get(id) ?? 0))
        layer.set(to, Math.max(layer.get(to) ?? 0, (layer.get(id) ?? 0) + 1));
    }
  }
  let bottom = Math.max(-1, ...layer.values());
  for (const id of ids) if (!layer.has(id)) layer.set(id, ++bottom);

  const byLayer = new Map<number, string[]>();
  for (const id of [...ids].sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity))) {
    const l = layer.get(id) as number;
    byLayer.set(l, [...(byLayer.get(l) ?? []), id]);
  }
  const positions = new Map<string, { x: number; y: number }>();
  for (const [l, members] of byLayer) {
    members.forEach((id, i) => {
      const size = NODE_SIZE[types.get(id) as WorkflowNodeType];
      const centreX = CENTRE_X + (i - (members.length - 1) / 2) * COLUMN_GAP;
      const centreY = 40 + l * LAYER_GAP;
      positions.set(id, { x: Math.round(centreX - size.width / 2), y: Math.round(centreY - size.height / 2) });
    });
  }
  return positions;
}
