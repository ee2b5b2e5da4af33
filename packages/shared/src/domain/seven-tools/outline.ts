import { z } from 'zod';
import { HexColor } from '../../contracts/statistics-config';

// Tree (systematic) diagrams and PDPC charts are outlines: one root (the goal, or the plan's aim) with nested
// children. A PDPC node also carries its role (a step of the plan, a risk, a countermeasure) and its state.

/** Longest text of one node. */
export const OUTLINE_TEXT_MAX = 200;
/** Most nodes of one diagram, root included. */
export const OUTLINE_MAX_NODES = 2_000;
/** Deepest level below the root (the root is level 0). */
export const OUTLINE_MAX_DEPTH = 12;

export const PDPC_NODE_KINDS = ['step', 'risk', 'measure'] as const;
export type PdpcNodeKind = (typeof PDPC_NODE_KINDS)[number];
/** A countermeasure's verdict: 可行 (feasible), 不可行 (infeasible), 选定 (chosen); absent: not judged yet. */
export const PDPC_STATES = ['feasible', 'infeasible', 'chosen'] as const;
export type PdpcState = (typeof PDPC_STATES)[number];

export interface OutlineNode {
  id: string;
  text: string;
  children: OutlineNode[];
  /** Children hidden in the drawing (they stay in the file). */
  collapsed?: boolean | undefined;
  /** A colour of its own (#rrggbb); absent: the level's colour. */
  color?: string | undefined;
  /** PDPC only. */
  kind?: PdpcNodeKind | undefined;
  /** PDPC only. */
  state?: PdpcState | undefined;
}

export interface TreeDiagram {
  root: OutlineNode;
}
export type PdpcDiagram = TreeDiagram;

export const NodeId = z.string().trim().min(1, '节点 id 不能为空').max(64, '节点 id 不能超过64个字符');
export const NodeText = z.string().max(OUTLINE_TEXT_MAX, `文字不能超过${OUTLINE_TEXT_MAX}个字符`);

export const OutlineNodeSchema: z.ZodType<OutlineNode> = z.lazy(() =>
  z.object({
    id: NodeId,
    text: NodeText,
    children: z.array(OutlineNodeSchema).max(OUTLINE_MAX_NODES),
    collapsed: z.boolean().optional(),
    color: HexColor.optional(),
    kind: z.enum(PDPC_NODE_KINDS, '节点类型须为 step、risk 或 measure').optional(),
    state: z.enum(PDPC_STATES, '状态须为 feasible、infeasible 或 chosen').optional(),
  }),
);

/** Every node of the outline, depth first (root first), with its level (root 0). */
export function* walkOutline(node: OutlineNode, depth = 0): Generator<{ node: OutlineNode; depth: number }> {
  yield { node, depth };
  for (const child of node.children) yield* walkOutline(child, depth + 1);
}

/** Why an outline cannot be kept (too many nodes, too deep, an id twice), or null. */
export function outlineProblem(root: OutlineNode): string | null {
  const ids = new Set<string>();
  let count = 0;
  for (const { node, depth } of walkOutline(root)) {
    count += 1;
    if (count > OUTLINE_MAX_NODES) return `节点不能超过${OUTLINE_MAX_NODES}个`;
    if (depth > OUTLINE_MAX_DEPTH) return `层级不能超过${OUTLINE_MAX_DEPTH}层`;
    if (ids.has(node.id)) return `节点 id 重复：${node.id}`;
    ids.add(node.id);
  }
  return null;
}

const outlineDiagram = z.object({ root: OutlineNodeSchema }).superRefine((diagram, context) => {
  const problem = outlineProblem(diagram.root);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['root'] });
});

export const TreeDiagramSchema: z.ZodType<TreeDiagram> = outlineDiagram;
export const PdpcDiagramSchema: z.ZodType<PdpcDiagram> = outlineDiagram;
