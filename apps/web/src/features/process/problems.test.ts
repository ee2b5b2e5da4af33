import type { WorkflowGraph } from '@qis/shared';
import { workflowGraphProblem } from '@qis/shared/domain';
import { describe, expect, it } from 'vitest';
import { defaultGraph } from './graph-cells';
import { graphProblems, problemNodeIds } from './problems';

type Node = WorkflowGraph['nodes'][number];
const node = (id: string, type: Node['type'], extra: Partial<Node> = {}): Node => ({
  id,
  type,
  name: id,
  assignees: type === 'approve' || type === 'handle' || type === 'notify' ? [{ type: 'initiator' }] : [],
  signMode: 'any',
  rejectTo: 'initiator',
  ...extra,
});

describe('graphProblems', () => {
  it('finds nothing in a sound flow', () => {
    expect(graphProblems(defaultGraph())).toEqual([]);
  });

  it('lists every problem with the nodes it names, not only the first', () => {
    const graph: WorkflowGraph = {
      nodes: [
        node('s', 'start', { name: '发起' }),
        node('a', 'approve', { name: '部门审批', assignees: [] }),
        node('h', 'handle', { name: '整改', assignees: [] }),
        node('n', 'notify', { name: '抄送' }),
        node('e', 'end', { name: '结束' }),
      ],
      edges: [
        { from: 's', to: 'a' },
        { from: 'a', to: 'e' },
        { from: 'a', to: 'h' },
      ],
    };
    const problems = graphProblems(graph);
    expect(problems.map((p) => p.message)).toEqual([
      '审批节点「部门审批」有多条无条件的流出连线，无法确定去向',
      '审批节点「部门审批」未设置审批人',
      '办理节点「整改」没有流出的连线',
      '办理节点「整改」未设置办理人',
      '知会节点「抄送」没有流出的连线',
      '知会节点「抄送」无法从开始节点到达',
    ]);
    expect(problems[0]?.nodeIds).toEqual(['a']);
    expect([...problemNodeIds(problems)].sort()).toEqual(['a', 'h', 'n']);
    // The shared rule's first answer is among them.
    expect(problems.map((p) => p.message)).toContain(workflowGraphProblem(graph));
  });

  it('names missing start and end, several starts and wrong edges at start and end', () => {
    expect(graphProblems({ nodes: [node('a', 'approve')], edges: [] }).map((p) => p.message)).toEqual([
      '流程缺少开始节点',
      '流程缺少结束节点',
      '审批节点「a」没有流出的连线',
    ]);
    const problems = graphProblems({
      nodes: [node('s1', 'start'), node('s2', 'start'), node('e', 'end')],
      edges: [
        { from: 's1', to: 'e' },
        { from: 'e', to: 's2' },
        { from: 's2', to: 'e' },
      ],
    });
    expect(problems[0]).toEqual({ message: '流程只能有一个开始节点，现有 2 个', nodeIds: ['s1', 's2'] });
    expect(problems.map((p) => p.message)).toContain('开始节点「s2」不能有流入的连线');
    expect(problems.map((p) => p.message)).toContain('结束节点「e」不能有流出的连线');
  });

  it('names nodes that cannot reach an end', () => {
    const problems = graphProblems({
      nodes: [node('s', 'start'), node('a', 'approve'), node('b', 'approve'), node('e', 'end')],
      edges: [
        { from: 's', to: 'a' },
        { from: 'a', to: 'b' },
        { from: 'b', to: 'a' },
      ],
    });
    expect(problems.map((p) => p.message)).toEqual([
      '结束节点「e」无法从开始节点到达',
      '从开始节点无法到达任何结束节点',
      '审批节点「a」无法到达结束节点',
      '审批节点「b」无法到达结束节点',
    ]);
  });

  it('adds the loop rule only the shared check knows, highlighting the nodes it names', () => {
    const graph: WorkflowGraph = {
      nodes: [node('s', 'start'), node('c1', 'condition'), node('c2', 'condition'), node('e', 'end')],
      edges: [
        { from: 's', to: 'c1' },
        { from: 'c1', to: 'c2' },
        { from: 'c2', to: 'c1', condition: 'x > 1' },
        { from: 'c2', to: 'e' },
      ],
    };
    const problems = graphProblems(graph);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/^流程存在不经过审批或办理节点的循环/);
    expect(problems[0]?.nodeIds.sort()).toEqual(['c1', 'c2']);
  });

  it('names blank node names and duplicate ids', () => {
    const problems = graphProblems({
      nodes: [node('s', 'start'), node('a', 'approve', { name: ' ' }), node('a', 'approve'), node('e', 'end')],
      edges: [
        { from: 's', to: 'a' },
        { from: 'a', to: 'e' },
      ],
    });
    expect(problems.map((p) => p.message).slice(0, 2)).toEqual(['节点编号「a」重复', '审批节点的名称不能为空']);
  });
});
