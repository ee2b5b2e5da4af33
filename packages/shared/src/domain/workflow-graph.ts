import type { WorkflowEdge, WorkflowGraph, WorkflowNode } from '../contracts/workflow';

/** Nodes whose tasks hold the flow until someone acts: the engine stops there. */
export const BLOCKING_NODE_TYPES = ['approve', 'handle'] as const;
export const isBlockingNode = (node: Pick<WorkflowNode, 'type'>) => node.type === 'approve' || node.type === 'handle';
export const hasTasks = (node: Pick<WorkflowNode, 'type'>) =>
  node.type === 'approve' || node.type === 'handle' || node.type === 'notify';

const ASSIGNEE_WORD: Record<string, string> = { approve: '审批人', handle: '办理人', notify: '知会人' };
const NODE_WORD: Record<string, string> = {
  start: '开始节点',
  end: '结束节点',
  approve: '审批节点',
  handle: '办理节点',
  notify: '知会节点',
  condition: '条件节点',
};

/** A node as a message names it: its kind and name, e.g. 审批节点「部门审批」. */
export const describeNode = (node: Pick<WorkflowNode, 'type' | 'name'>) => `${NODE_WORD[node.type]}「${node.name}」`;

/** An edge without a condition (or with a blank one) is its node's default way out. */
export const isDefaultEdge = (edge: Pick<WorkflowEdge, 'condition'>) => !edge.condition?.trim();

/**
 * Checks a flow graph before it is deployed and answers the first problem in Chinese, or null when the graph is
 * sound: exactly one start node without incoming edges, at least one end node without outgoing ones, edges between
 * existing nodes, every other node with a way out and at most one default (unconditional) one, every node
 * reachable from the start and able to reach an end, every approve/handle/notify node with assignees, and no loop
 * that passes no approve or handle node (the engine would go round it forever).
 */
export function workflowGraphProblem(graph: WorkflowGraph): string | null {
  const { nodes, edges } = graph;
  const byId = new Map<string, WorkflowNode>();
  for (const node of nodes) {
    if (byId.has(node.id)) return `节点编号「${node.id}」重复`;
    byId.set(node.id, node);
  }
  const starts = nodes.filter((n) => n.type === 'start');
  if (starts.length === 0) return '流程缺少开始节点';
  if (starts.length > 1) return `流程只能有一个开始节点，现有 ${starts.length} 个`;
  if (!nodes.some((n) => n.type === 'end')) return '流程缺少结束节点';
  const start = starts[0] as WorkflowNode;

  const outgoing = new Map<string, WorkflowEdge[]>(nodes.map((n) => [n.id, []]));
  const incoming = new Map<string, WorkflowEdge[]>(nodes.map((n) => [n.id, []]));
  for (const edge of edges) {
    for (const end of [edge.from, edge.to]) {
      if (!byId.has(end)) return `连线引用了不存在的节点「${end}」`;
    }
    outgoing.get(edge.from)?.push(edge);
    incoming.get(edge.to)?.push(edge);
  }
  const name = (id: string) => describeNode(byId.get(id) as WorkflowNode);

  if ((incoming.get(start.id) ?? []).length > 0) return `${describeNode(start)}不能有流入的连线`;
  for (const node of nodes) {
    const out = outgoing.get(node.id) ?? [];
    if (node.type === 'end') {
      if (out.length > 0) return `${describeNode(node)}不能有流出的连线`;
      continue;
    }
    if (out.length === 0) return `${describeNode(node)}没有流出的连线`;
    if (out.filter(isDefaultEdge).length > 1) return `${describeNode(node)}有多条无条件的流出连线，无法确定去向`;
    if (hasTasks(node) && node.assignees.length === 0) return `${describeNode(node)}未设置${ASSIGNEE_WORD[node.type]}`;
  }

  const reached = reachable(start.id, (id) => (outgoing.get(id) ?? []).map((e) => e.to));
  const unreachable = nodes.find((n) => !reached.has(n.id));
  if (unreachable) return `${describeNode(unreachable)}无法从开始节点到达`;

  const ends = nodes.filter((n) => n.type === 'end').map((n) => n.id);
  const reachesEnd = reachableFromAll(ends, (id) => (incoming.get(id) ?? []).map((e) => e.from));
  if (!reachesEnd.has(start.id)) return '从开始节点无法到达任何结束节点';
  const deadEnd = nodes.find((n) => !reachesEnd.has(n.id));
  if (deadEnd) return `${describeNode(deadEnd)}无法到达结束节点`;

  // A cycle among nodes the engine passes without stopping would never end.
  const passThrough = (id: string) => !isBlockingNode(byId.get(id) as WorkflowNode);
  const cycle = findCycle(
    nodes.filter((n) => passThrough(n.id)).map((n) => n.id),
    (id) => (outgoing.get(id) ?? []).map((e) => e.to).filter(passThrough),
  );
  if (cycle) return `流程存在不经过审批或办理节点的循环：${cycle.map(name).join(' → ')}`;
  return null;
}

function reachable(from: string, next: (id: string) => string[]): Set<string> {
  return reachableFromAll([from], next);
}

function reachableFromAll(from: string[], next: (id: string) => string[]): Set<string> {
  const seen = new Set<string>(from);
  const queue = [...from];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const to of next(id)) {
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}

/** One cycle (its nodes in order, the first repeated at the end) of the graph over `ids`, or null. */
function findCycle(ids: string[], next: (id: string) => string[]): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    state.set(id, 'open');
    path.push(id);
    for (const to of next(id)) {
      if (state.get(to) === 'open') return [...path.slice(path.indexOf(to)), to];
      if (!state.has(to)) {
        const found = visit(to);
        if (found) return found;
      }
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };
  for (const id of ids) {
    if (!state.has(id)) {
      const found = visit(id);
      if (found) return found;
    }
  }
  return null;
}
