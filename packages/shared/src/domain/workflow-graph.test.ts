import { describe, expect, it } from 'vitest';
import { WorkflowGraph, type WorkflowGraphInput } from '../contracts/workflow';
import { describeNode, isDefaultEdge, workflowGraphProblem } from './workflow-graph';

const ROLE = { type: 'role', id: '00000000-0000-4000-8000-000000000001' } as const;
const problem = (graph: WorkflowGraphInput) => workflowGraphProblem(WorkflowGraph.parse(graph));

describe('workflowGraphProblem', () => {
  it('accepts a sound graph with a branch, a notify node and a loop back through an approve node', () => {
    expect(
      problem({
        nodes: [
          { id: 'start', type: 'start', name: '发起' },
          { id: 'fix', type: 'handle', name: '整改', assignees: [{ type: 'initiator' }] },
          { id: 'check', type: 'condition', name: '金额判断' },
          { id: 'boss', type: 'approve', name: '总经理审批', assignees: [ROLE] },
          { id: 'tell', type: 'notify', name: '知会', assignees: [{ type: 'orgHead' }] },
          { id: 'end', type: 'end', name: '结束' },
        ],
        edges: [
          { from: 'start', to: 'fix' },
          { from: 'fix', to: 'check' },
          { from: 'check', to: 'boss', condition: 'amount > 1000' },
          { from: 'check', to: 'tell' },
          { from: 'boss', to: 'fix', condition: 'redo' },
          { from: 'boss', to: 'tell' },
          { from: 'tell', to: 'end' },
        ],
      }),
    ).toBeNull();
  });

  it('names the first problem in Chinese', () => {
    expect(problem({ nodes: [{ id: 'end', type: 'end', name: '结束' }], edges: [] })).toBe('流程缺少开始节点');
    expect(
      problem({
        nodes: [
          { id: 's', type: 'start', name: '发起' },
          { id: 'e', type: 'end', name: '完成' },
          { id: 'e2', type: 'end', name: '孤立结束' },
        ],
        edges: [{ from: 's', to: 'e' }],
      }),
    ).toBe('结束节点「孤立结束」无法从开始节点到达');
  });

  it('treats a blank condition as no condition', () => {
    expect(isDefaultEdge({ condition: '  ' })).toBe(true);
    expect(isDefaultEdge({ condition: 'x > 1' })).toBe(false);
    expect(describeNode({ type: 'notify', name: '知会质量部' })).toBe('知会节点「知会质量部」');
  });
});
