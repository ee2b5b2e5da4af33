import {
  PROCESS_FLOW_NODE_WIDTH,
  PROCESS_FLOW_SIZES,
  type ProcessFlowLayout,
  type ProcessStepType,
  WORK_ELEMENT_CATEGORIES,
  type WorkElementCategory,
  workElementCounts,
} from '@qis/shared';
import type { EdgeMeta, NodeMeta } from '../../../diagram/sync-cells';

// The X6 cells of a process flow diagram (plain descriptions for syncCells; nothing here touches X6 or the DOM): a
// node per step (cell id = step id) drawn as the symbol of its type with its number, name and 4M counts beside it,
// an arrow from each step to the next, and the extra edges (rework loops) as dashed red lines with their labels.

export interface FlowCellData {
  kind: 'step' | 'flow' | 'extra';
  /** The step, or the edge's id. */
  id: string;
}

export interface FlowStep {
  id: string;
  number: string;
  name: string;
  stepType: ProcessStepType;
  elements: ReadonlyArray<{ category: WorkElementCategory }>;
}

export interface FlowTexts {
  /** 4M category → its one character (人, 机 …). */
  category: (category: WorkElementCategory) => string;
}

export interface FlowHighlight {
  /** The selected extra edge. */
  edgeId: string | null;
  /** The step chosen first while adding an edge. */
  sourceId: string | null;
}

const { symbol: S } = PROCESS_FLOW_SIZES;
const W = PROCESS_FLOW_NODE_WIDTH;

/** The symbol's colours per type, also the legend's. */
export const STEP_TYPE_STYLE: Record<ProcessStepType, { fill: string; stroke: string }> = {
  operation: { fill: '#e6f4ff', stroke: '#1677ff' },
  transport: { fill: '#fff7e6', stroke: '#fa8c16' },
  inspection: { fill: '#f6ffed', stroke: '#389e0d' },
  storage: { fill: '#f9f0ff', stroke: '#722ed1' },
  operationInspection: { fill: '#f6ffed', stroke: '#389e0d' },
};

/** The outlines of the symbols in a 44 × 44 box (also drawn by the legend). */
export const SYMBOL_PATHS = {
  transport: 'M 2 14 L 25 14 L 25 4 L 42 22 L 25 40 L 25 30 L 2 30 Z',
  storage: 'M 3 5 L 41 5 L 22 40 Z',
} as const;

export const EXTRA_EDGE_COLOR = '#cf1322';
export const SELECTED_COLOR = '#1677ff';
const SOURCE_COLOR = '#fa8c16';
const FLOW_COLOR = '#595959';

// One markup for every type (a step's type may change: its cell is only updated, never replaced). The whole step's
// rect comes first: X6 measures a node (its anchors) by its first element.
const MARKUP = [
  { tagName: 'rect', selector: 'body' },
  { tagName: 'rect', selector: 'halo' },
  { tagName: 'rect', selector: 'square' },
  { tagName: 'circle', selector: 'circle' },
  { tagName: 'path', selector: 'shape' },
  { tagName: 'text', selector: 'label' },
  { tagName: 'text', selector: 'sub' },
];
type FlowNodeMeta = NodeMeta<FlowCellData> & { markup: typeof MARKUP };

const shown = (visible: boolean) => (visible ? 'block' : 'none');

/** About how wide `text` is drawn at `fontSize`: a CJK character a full em, others about 0.6 em. */
const textWidth = (text: string, fontSize: number) =>
  [...text].reduce((sum, ch) => sum + (/[\u2e80-\uffff]/.test(ch) ? fontSize : fontSize * 0.6), 0);

/** `text` cut to fit `width` (with an ellipsis). */
export function fitText(text: string, width: number, fontSize: number): string {
  if (textWidth(text, fontSize) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join('')}…`, fontSize) > width) chars.pop();
  return `${chars.join('')}…`;
}

/** The 4M counts of a step as its sub line shows them: 人2 机1 料1 环1 (法, 测 only when there are some). */
export function fourMLine(elements: FlowStep['elements'], texts: FlowTexts): string {
  const counts = workElementCounts(elements);
  return WORK_ELEMENT_CATEGORIES.filter(
    (c) => counts[c] > 0 || c === 'man' || c === 'machine' || c === 'material' || c === 'environment',
  )
    .map((c) => `${texts.category(c)}${counts[c]}`)
    .join(' ');
}

function nodeMeta(step: FlowStep, at: { x: number; y: number }, texts: FlowTexts, source: boolean): FlowNodeMeta {
  const style = STEP_TYPE_STYLE[step.stepType];
  const type = step.stepType;
  const labelWidth = W - S - 14;
  return {
    id: step.id,
    shape: 'rect',
    markup: MARKUP,
    x: at.x,
    y: at.y,
    width: W,
    height: S,
    zIndex: 10,
    attrs: {
      halo: {
        display: shown(source),
        x: -5,
        y: -5,
        width: S + 10,
        height: S + 10,
        rx: 6,
        ry: 6,
        fill: 'none',
        stroke: SOURCE_COLOR,
        strokeWidth: 2,
        strokeDasharray: '6 3',
      },
      // The whole step (symbol and text) is what is dragged and clicked.
      body: { x: 0, y: 0, width: W, height: S, fill: 'transparent', stroke: 'none', cursor: 'move' },
      square: {
        display: shown(type === 'inspection' || type === 'operationInspection'),
        x: 3,
        y: 3,
        width: S - 6,
        height: S - 6,
        fill: style.fill,
        stroke: style.stroke,
        strokeWidth: 2,
        pointerEvents: 'none',
      },
      circle: {
        display: shown(type === 'operation' || type === 'operationInspection'),
        cx: S / 2,
        cy: S / 2,
        r: type === 'operation' ? S / 2 - 2 : S / 2 - 9,
        fill: type === 'operation' ? style.fill : '#ffffff',
        stroke: type === 'operation' ? style.stroke : STEP_TYPE_STYLE.operation.stroke,
        strokeWidth: 2,
        pointerEvents: 'none',
      },
      shape: {
        display: shown(type === 'transport' || type === 'storage'),
        d: type === 'storage' ? SYMBOL_PATHS.storage : SYMBOL_PATHS.transport,
        fill: style.fill,
        stroke: style.stroke,
        strokeWidth: 2,
        strokeLinejoin: 'round',
        pointerEvents: 'none',
      },
      label: {
        text: fitText(`${step.number}  ${step.name}`, labelWidth, 14),
        // Absolute offsets (the shape's label is otherwise centred).
        refX: S + 12,
        refY: 14,
        fontSize: 14,
        fontWeight: 600,
        fill: '#262626',
        textAnchor: 'start',
        textVerticalAnchor: 'middle',
        pointerEvents: 'none',
      },
      sub: {
        text: fourMLine(step.elements, texts),
        refX: S + 12,
        refY: 33,
        fontSize: 12,
        fill: '#8c8c8c',
        textAnchor: 'start',
        textVerticalAnchor: 'middle',
        pointerEvents: 'none',
      },
    },
    data: { kind: 'step', id: step.id },
  };
}

// Where edges meet a step: the middle of its symbol's top, bottom or left side.
const symbolCentreOffset = -(W / 2 - S / 2);
const TOP = { name: 'top', args: { dx: symbolCentreOffset } };
const BOTTOM = { name: 'bottom', args: { dx: symbolCentreOffset } };
const LEFT = { name: 'left' };
const MARKER = { name: 'block', width: 10, height: 8 };

/** The cells of a laid-out diagram over the steps it was laid out from. */
export function flowCells(
  layout: ProcessFlowLayout,
  steps: readonly FlowStep[],
  texts: FlowTexts,
  highlight: FlowHighlight,
): { nodes: NodeMeta[]; edges: EdgeMeta[] } {
  const byId = new Map(steps.map((s) => [s.id, s]));
  const nodes = layout.nodes.flatMap((node) => {
    const step = byId.get(node.stepId);
    return step ? [nodeMeta(step, node, texts, highlight.sourceId === step.id)] : [];
  });
  const edges = layout.edges.map((edge): EdgeMeta<FlowCellData> => {
    if (edge.kind === 'flow')
      return {
        id: edge.id,
        shape: 'edge',
        source: { cell: edge.fromId, anchor: BOTTOM },
        target: { cell: edge.toId, anchor: TOP },
        zIndex: 5,
        attrs: { line: { stroke: FLOW_COLOR, strokeWidth: 1.5, targetMarker: MARKER } },
        data: { kind: 'flow', id: edge.id },
      };
    const selected = highlight.edgeId === edge.id;
    return {
      id: `extra:${edge.id}`,
      shape: 'edge',
      source: { cell: edge.fromId, anchor: LEFT },
      target: { cell: edge.toId, anchor: LEFT },
      vertices: edge.vertices,
      zIndex: 6,
      attrs: {
        line: {
          stroke: selected ? SELECTED_COLOR : EXTRA_EDGE_COLOR,
          strokeWidth: selected ? 3 : 1.5,
          strokeDasharray: '6 4',
          targetMarker: MARKER,
          cursor: 'pointer',
        },
        // A wide invisible line over the drawn one makes the edge easy to click.
        wrap: { strokeWidth: 12 },
      },
      labels: edge.label
        ? [
            {
              position: 0.5,
              attrs: {
                label: { text: edge.label, fill: selected ? SELECTED_COLOR : EXTRA_EDGE_COLOR, fontSize: 12 },
                body: { fill: '#ffffff', stroke: 'none' },
              },
            },
          ]
        : [],
      data: { kind: 'extra', id: edge.id },
    };
  });
  return { nodes, edges };
}
