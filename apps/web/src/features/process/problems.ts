import type { WorkflowEdge, WorkflowGraph, WorkflowNode } from '@qis/shared';
import { describeNode, hasTasks, isDefaultEdge, workflowGraphProblem } from '@qis/shared/domain';
import { t } from '../../locales';
// The texts t() reads here come with this module, wherever it is used from.
import './texts';
import { ASSIGNEE_WORD, nodeTypeLabel } from './labels';

/** One thing that keeps a flow from being deployed, and the nodes it is about (to highlight them). */
export interface GraphProblem {
  message: string;
  nodeIds: string[];
}

/**
 * Every problem of a flow graph, in Chinese, each with the nodes it names. The checks are the shared rules of
 * `workflowGraphProblem` (which answers only the first problem, as the server does) applied to every node; the
 * shared function runs last so that a rule only it knows (a loop without an approve or handle node) is never
 * missed: the list is empty exactly when the server's check passes too.
 */
export function graphProblems(graph: WorkflowGraph): GraphProblem[] {
  const problems: GraphProblem[] = [];
  const add = (message: string, nodeIds: string[] = []) => {
    if (!problems.some((p) => p.message === message)) problems.push({ message, nodeIds });
  };
  const { nodes, edges } = graph;
  const byId = new Map<string, WorkflowNode>();
  for (const node of nodes) {
    if (byId.has(node.id)) add(t('process.problem.duplicateId', { id: node.id }), [node.id]);
    else byId.set(node.id, node);
  }
  for (const node of nodes) {
    if (!node.name.trim()) add(t('process.problem.emptyName', { type: nodeTypeLabel(node.type) }), [node.id]);
  }

  const starts = nodes.filter((n) => n.type === 'start');
  if (starts.length === 0) add(t('process.problem.noStart'));
  if (starts.length > 1)
    add(
      t('process.problem.manyStarts', { count: starts.length }),
      starts.map((n) => n.id),
    );
  if (!nodes.some((n) => n.type === 'end')) add(t('process.problem.noEnd'));

  const outgoing = new Map<string, WorkflowEdge[]>(nodes.map((n) => [n.id, []]));
  const incoming = new Map<string, WorkflowEdge[]>(nodes.map((n) => [n.id, []]));
  for (const edge of edges) {
    const missing = [edge.from, edge.to].filter((id) => !byId.has(id));
    for (const id of missing)
      add(
        t('process.problem.danglingEdge', { id }),
        [edge.from, edge.to].filter((e) => byId.has(e)),
      );
    if (missing.length > 0) continue;
    outgoing.get(edge.from)?.push(edge);
    incoming.get(edge.to)?.push(edge);
  }

  for (const start of starts) {
    if ((incoming.get(start.id) ?? []).length > 0)
      add(t('process.problem.startIncoming', { node: describeNode(start) }), [start.id]);
  }
  for (const node of nodes) {
    const out = outgoing.get(node.id) ?? [];
    const named = describeNode(node);
    if (node.type === 'end') {
      if (out.length > 0) add(t('process.problem.endOutgoing', { node: named }), [node.id]);
      continue;
    }
    if (out.length === 0) add(t('process.problem.noOutgoing', { node: named }), [node.id]);
    if (out.filter(isDefaultEdge).length > 1) add(t('process.problem.manyDefaults', { node: named }), [node.id]);
    const who = ASSIGNEE_WORD[node.type];
    if (hasTasks(node) && node.assignees.length === 0 && who) {
      add(t('process.problem.noAssignees', { node: named, who: t(who) }), [node.id]);
    }
  }

  if (starts.length === 1) {
    const start = starts[0] as WorkflowNode;
    const reached = closure([start.id], (id) => (outgoing.get(id) ?? []).map((e) => e.to));
    for (const node of nodes) {
      if (!reached.has(node.id)) add(t('process.problem.unreachable', { node: describeNode(node) }), [node.id]);
    }
    const ends = nodes.filter((n) => n.type === 'end').map((n) => n.id);
    if (ends.length > 0) {
      const reachesEnd = closure(ends, (id) => (incoming.get(id) ?? []).map((e) => e.from));
      if (!reachesEnd.has(start.id)) add(t('process.problem.startNoEnd'), [start.id]);
      for (const node of nodes) {
        // A node without a way out is already named for that.
        if (node.id === start.id || reachesEnd.has(node.id) || (outgoing.get(node.id) ?? []).length === 0) continue;
        add(t('process.problem.deadEnd', { node: describeNode(node) }), [node.id]);
      }
    }
  }

  const shared = workflowGraphProblem(graph);
  if (shared)
    add(
      shared,
      nodes.filter((n) => shared.includes(describeNode(n))).map((n) => n.id),
    );
  return problems;
}

function closure(from: string[], next: (id: string) => string[]): Set<string> {
  const seen = new Set(from);
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

/** The ids of every node some problem names. */
export const problemNodeIds = (problems: GraphProblem[]) => new Set(problems.flatMap((p) => p.nodeIds));
