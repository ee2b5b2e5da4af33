import { type OutlineNode, type PdpcState, walkOutline } from '@qis/shared';
import type { EdgeMeta, NodeMeta } from '../../diagram/sync-cells';
import { readableTextColor } from '../../old-tools/fishbone/fishbone-colors';
import { FOLD_SIZE, OUTLINE_FONT, type OutlineBox, type OutlineLayout } from './outline-layout';

// The X6 cells of a laid-out outline: a box per node, a fold button beside each node with children, an elbow line per
// parent–child pair. PDPC charts draw a node by its role and state.

export type OutlineStyle = 'tree' | 'pdpc';

export interface OutlineCellData {
  nodeId: string;
  role: 'node' | 'fold' | 'line';
}

export const SELECTED_COLOR = '#1677ff';
const LINE_COLOR = '#8c8c8c';
const TEXT_COLOR = '#262626';

interface Look {
  fill: string;
  stroke: string;
  strokeWidth: number;
  dash?: string;
  fontWeight: number;
}

const TREE_LEVELS: Look[] = [
  { fill: '#1677ff', stroke: '#1677ff', strokeWidth: 1, fontWeight: 600 },
  { fill: '#e6f4ff', stroke: '#1677ff', strokeWidth: 1.5, fontWeight: 600 },
  { fill: '#ffffff', stroke: '#69b1ff', strokeWidth: 1.2, fontWeight: 400 },
  { fill: '#ffffff', stroke: '#bfbfbf', strokeWidth: 1, fontWeight: 400 },
];

const PDPC_KINDS: Record<'step' | 'risk' | 'measure', Look> = {
  step: { fill: '#e6f4ff', stroke: '#1677ff', strokeWidth: 1.5, fontWeight: 600 },
  risk: { fill: '#fff7e6', stroke: '#fa8c16', strokeWidth: 1.5, fontWeight: 400 },
  measure: { fill: '#f6ffed', stroke: '#52c41a', strokeWidth: 1.5, fontWeight: 400 },
};

/** The sign before a PDPC node's text: its state, or ⚠ for a risk. */
export const PDPC_STATE_MARKS: Record<PdpcState, string> = { feasible: '○ ', infeasible: '× ', chosen: '★ ' };
export function pdpcMark(node: OutlineNode): string {
  if (node.state) return PDPC_STATE_MARKS[node.state];
  return node.kind === 'risk' ? '⚠ ' : '';
}

function lookOf(node: OutlineNode, depth: number, style: OutlineStyle): Look {
  if (style === 'tree' || depth === 0) {
    const level = TREE_LEVELS[Math.min(depth, TREE_LEVELS.length - 1)] as Look;
    return node.color ? { ...level, fill: node.color, stroke: node.color } : level;
  }
  const kind = PDPC_KINDS[node.kind ?? 'step'];
  const base = node.color ? { ...kind, fill: node.color } : kind;
  if (node.state === 'infeasible') return { ...base, fill: '#fafafa', stroke: '#ff4d4f', dash: '5 3' };
  if (node.state === 'chosen') return { ...base, stroke: '#389e0d', strokeWidth: 3, fontWeight: 600 };
  return base;
}

function nodeMeta(
  item: OutlineBox,
  node: OutlineNode,
  style: OutlineStyle,
  selected: boolean,
): NodeMeta<OutlineCellData> {
  const look = lookOf(node, item.depth, style);
  return {
    id: item.id,
    shape: 'rect',
    ...item.box,
    zIndex: 2,
    attrs: {
      body: {
        fill: look.fill,
        stroke: selected ? SELECTED_COLOR : look.stroke,
        strokeWidth: selected ? 3 : look.strokeWidth,
        strokeDasharray: look.dash ?? null,
        rx: 6,
        ry: 6,
        cursor: 'pointer',
      },
      label: {
        text: item.lines.join('\n'),
        fontSize: item.depth === 0 ? OUTLINE_FONT.root : OUTLINE_FONT.node,
        fontWeight: look.fontWeight,
        lineHeight: `${OUTLINE_FONT.lineHeight}px`,
        fill: look.fill === '#ffffff' ? TEXT_COLOR : readableTextColor(look.fill),
      },
    },
    data: { nodeId: item.id, role: 'node' },
  };
}

function foldMeta(item: OutlineBox): NodeMeta<OutlineCellData> {
  const { box } = item;
  const collapsed = item.hidden > 0;
  return {
    id: `fold:${item.id}`,
    shape: 'rect',
    x: box.x + box.width + FOLD_SIZE.offset,
    y: box.y + box.height / 2 - FOLD_SIZE.height / 2,
    width: FOLD_SIZE.width,
    height: FOLD_SIZE.height,
    zIndex: 3,
    attrs: {
      body: {
        fill: collapsed ? '#1677ff' : '#ffffff',
        stroke: '#1677ff',
        strokeWidth: 1,
        rx: 8,
        ry: 8,
        cursor: 'pointer',
      },
      label: { text: collapsed ? `+${item.hidden}` : '−', fontSize: 11, fill: collapsed ? '#ffffff' : '#1677ff' },
    },
    data: { nodeId: item.id, role: 'fold' },
  };
}

/** The cells of a laid-out outline, `selected` drawn highlighted. */
export function outlineCells(root: OutlineNode, layout: OutlineLayout, style: OutlineStyle, selected: string | null) {
  const byId = new Map([...walkOutline(root)].map(({ node }) => [node.id, node]));
  const nodes: NodeMeta<OutlineCellData>[] = [];
  for (const item of layout.boxes) {
    const node = byId.get(item.id);
    if (!node) continue;
    nodes.push(nodeMeta(item, node, style, item.id === selected));
    if (item.hasChildren) nodes.push(foldMeta(item));
  }
  const edges: EdgeMeta<OutlineCellData>[] = layout.connectors.map((c) => ({
    id: `line:${c.child}`,
    shape: 'edge',
    source: c.from,
    target: c.to,
    vertices: c.via,
    zIndex: 1,
    attrs: {
      line: {
        stroke: LINE_COLOR,
        strokeWidth: 1.5,
        sourceMarker: null,
        targetMarker: style === 'pdpc' ? { name: 'block', width: 8, height: 6 } : null,
      },
    },
    data: { nodeId: c.child, role: 'line' },
  }));
  return { nodes, edges };
}
