/**
 * The process flow diagram of a process item: its steps in order, top to bottom, each drawn with the symbol of its
 * type, joined by the flow from each step to the next. What is stored per process is small: where each step's symbol
 * was moved to, and the edges drawn besides the flow (a rework loop from a test back to the station that repairs,
 * a branch past a step). The flow itself always follows the steps' order, so editing the steps redraws it.
 */
import { z } from 'zod';

export const PROCESS_FLOW_MAX_POSITIONS = 2_000;
export const PROCESS_FLOW_MAX_EDGES = 200;
export const PROCESS_FLOW_EDGE_LABEL_MAX = 20;
const COORDINATE_LIMIT = 1_000_000;

const Coordinate = (label: string) =>
  z.number(`${label} 须为数字`).min(-COORDINATE_LIMIT, `${label} 超出范围`).max(COORDINATE_LIMIT, `${label} 超出范围`);

export const ProcessFlowPosition = z.object({
  stepId: z.uuid('stepId 格式不正确'),
  x: Coordinate('x'),
  y: Coordinate('y'),
});
export type ProcessFlowPosition = z.infer<typeof ProcessFlowPosition>;

/** An edge drawn besides the flow, from one step to another (either way), with an optional label such as 返工. */
export const ProcessFlowEdge = z.object({
  /** The client's key of the edge, unique in the diagram. */
  id: z.string().trim().min(1, 'id 不能为空').max(64, 'id 不能超过 64 个字符'),
  fromId: z.uuid('fromId 格式不正确'),
  toId: z.uuid('toId 格式不正确'),
  label: z.string().trim().max(PROCESS_FLOW_EDGE_LABEL_MAX, `连线说明不能超过 ${PROCESS_FLOW_EDGE_LABEL_MAX} 个字符`),
});
export type ProcessFlowEdge = z.infer<typeof ProcessFlowEdge>;

/** What is stored of a process's flow diagram. */
export const ProcessFlowDiagram = z.object({
  /** Top-left corners of the steps' symbols. */
  positions: z
    .array(ProcessFlowPosition)
    .max(PROCESS_FLOW_MAX_POSITIONS, `positions 不能超过 ${PROCESS_FLOW_MAX_POSITIONS} 项`),
  edges: z.array(ProcessFlowEdge).max(PROCESS_FLOW_MAX_EDGES, `edges 不能超过 ${PROCESS_FLOW_MAX_EDGES} 条`),
});
export type ProcessFlowDiagram = z.infer<typeof ProcessFlowDiagram>;

/** Sizes of the drawing: a step is its symbol with its number and name on its right. */
export const PROCESS_FLOW_SIZES = {
  symbol: 44,
  /** The text beside the symbol. */
  label: 232,
  /** Between a symbol and the next one below it (the flow's arrow). */
  rowGap: 36,
  /** Where the first step is drawn: room on the left for the loops of extra edges. */
  origin: { x: 120, y: 40 },
  /** Between the loops of extra edges, and between the first loop and the steps. */
  loopGap: 24,
  /** Around the drawing (a picture's white border). */
  margin: 40,
} as const;

/** The whole width a step takes: its symbol and its text. */
export const PROCESS_FLOW_NODE_WIDTH = PROCESS_FLOW_SIZES.symbol + 12 + PROCESS_FLOW_SIZES.label;

export interface ProcessFlowNode {
  stepId: string;
  x: number;
  y: number;
}

export interface ProcessFlowLayoutEdge {
  /** `flow:<from>:<to>` for the flow, the stored id for an extra edge. */
  id: string;
  kind: 'flow' | 'extra';
  fromId: string;
  toId: string;
  label: string;
  /** Bends of an extra edge's loop, in diagram coordinates (none for the flow). */
  vertices: { x: number; y: number }[];
}

export interface ProcessFlowLayout {
  /** One per step, in step order. */
  nodes: ProcessFlowNode[];
  edges: ProcessFlowLayoutEdge[];
  /** The drawing's size from (0, 0), margin included: what a picture shows. */
  width: number;
  height: number;
  /** The diagram to store for this drawing. */
  diagram: ProcessFlowDiagram;
}

type Step = { id: string };

const rowHeight = PROCESS_FLOW_SIZES.symbol + PROCESS_FLOW_SIZES.rowGap;

/** The diagram a reset gives: the steps in one column in their order, no extra edges. */
export function generateProcessFlowDiagram(steps: readonly Step[]): ProcessFlowDiagram {
  const { origin } = PROCESS_FLOW_SIZES;
  return {
    positions: steps.map((step, i) => ({ stepId: step.id, x: origin.x, y: origin.y + i * rowHeight })),
    edges: [],
  };
}

const overlaps = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(a.x - b.x) < PROCESS_FLOW_NODE_WIDTH && Math.abs(a.y - b.y) < PROCESS_FLOW_SIZES.symbol;

/**
 * The drawing of `saved` over the current steps: a stored position (never left of or above the origin of the
 * picture) is kept; a step without one (added since) goes below the step before it, further down while that spot
 * is taken. Extra edges whose steps are gone are dropped, and each is drawn as a loop on the left of the steps it
 * spans, the loops side by side.
 */
export function layoutProcessFlow(steps: readonly Step[], saved: ProcessFlowDiagram | null): ProcessFlowLayout {
  const { origin, symbol, loopGap, margin } = PROCESS_FLOW_SIZES;
  const known = new Set(steps.map((s) => s.id));
  const stored = new Map<string, { x: number; y: number }>();
  for (const p of saved?.positions ?? [])
    if (known.has(p.stepId)) stored.set(p.stepId, { x: Math.max(0, Math.round(p.x)), y: Math.max(0, Math.round(p.y)) });

  const nodes: ProcessFlowNode[] = [];
  const placed: { x: number; y: number }[] = [...stored.values()];
  for (const [i, step] of steps.entries()) {
    const own = stored.get(step.id);
    if (own) {
      nodes.push({ stepId: step.id, ...own });
      continue;
    }
    const before = nodes[i - 1];
    const spot = before ? { x: before.x, y: before.y + rowHeight } : { x: origin.x, y: origin.y };
    for (let guard = 0; placed.some((p) => overlaps(p, spot)) && guard <= steps.length + placed.length; guard++)
      spot.y += rowHeight;
    placed.push(spot);
    nodes.push({ stepId: step.id, ...spot });
  }

  const flow: ProcessFlowLayoutEdge[] = [];
  for (let i = 1; i < nodes.length; i++) {
    const from = nodes[i - 1] as ProcessFlowNode;
    const to = nodes[i] as ProcessFlowNode;
    flow.push({
      id: `flow:${from.stepId}:${to.stepId}`,
      kind: 'flow',
      fromId: from.stepId,
      toId: to.stepId,
      label: '',
      vertices: [],
    });
  }

  const at = new Map(nodes.map((n) => [n.stepId, n]));
  const order = new Map(steps.map((s, i) => [s.id, i]));
  const seen = new Set<string>();
  const extra = (saved?.edges ?? []).filter((e) => {
    const keep = at.has(e.fromId) && at.has(e.toId) && e.fromId !== e.toId && !seen.has(e.id);
    seen.add(e.id);
    return keep;
  });
  // Each loop runs left of every step it spans, and left of the loops drawn before it that overlap it.
  const lanes: { top: number; bottom: number; x: number }[] = [];
  const edges = extra.map((edge): ProcessFlowLayoutEdge => {
    const from = at.get(edge.fromId) as ProcessFlowNode;
    const to = at.get(edge.toId) as ProcessFlowNode;
    const [a, b] = [order.get(edge.fromId) ?? 0, order.get(edge.toId) ?? 0].sort((p, q) => p - q);
    const spanned = nodes.slice(a, (b ?? 0) + 1);
    const top = Math.min(from.y, to.y);
    const bottom = Math.max(from.y, to.y);
    let x = Math.min(from.x, to.x, ...spanned.map((n) => n.x)) - loopGap;
    for (const lane of lanes) if (lane.top <= bottom && top <= lane.bottom) x = Math.min(x, lane.x - loopGap);
    x = Math.max(4, x);
    lanes.push({ top, bottom, x });
    const centre = symbol / 2;
    return {
      id: edge.id,
      kind: 'extra',
      fromId: edge.fromId,
      toId: edge.toId,
      label: edge.label,
      vertices: [
        { x, y: from.y + centre },
        { x, y: to.y + centre },
      ],
    };
  });

  const width = Math.max(0, ...nodes.map((n) => n.x + PROCESS_FLOW_NODE_WIDTH)) + margin;
  const height = Math.max(0, ...nodes.map((n) => n.y + symbol)) + margin;
  return {
    nodes,
    edges: [...flow, ...edges],
    width,
    height,
    diagram: {
      positions: nodes.map((n) => ({ stepId: n.stepId, x: n.x, y: n.y })),
      edges: extra.map((e) => ({ id: e.id, fromId: e.fromId, toId: e.toId, label: e.label })),
    },
  };
}
