import { type WorkflowGraph, WorkflowGraph as WorkflowGraphSchema } from '@qis/shared';
import { workflowGraphProblem } from '@qis/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  cellsToGraph,
  defaultGraph,
  edgeMeta,
  edgeText,
  graphToCells,
  layoutGraph,
  newNode,
  nextNodeId,
} from './graph-cells';

const node = (
  id: string,
  type: WorkflowGraph['nodes'][number]['type'],
  extra: Partial<WorkflowGraph['nodes'][number]> = {},
) => ({
  id,
  type,
  name: id,
  assignees: [],
  signMode: 'any' as const,
  rejectTo: 'initiator' as const,
  ...extra,
});

describe('defaultGraph', () => {
  it('is a valid flow start → approve (initiator’s head) → end with positions', () => {
    const graph = defaultGraph();
    expect(graph.nodes.map((n) => [n.type, n.name])).toEqual([
      ['start', '发起'],
      ['approve', '审批'],
      ['end', '结束'],
    ]);
    expect(graph.nodes[1]?.assignees).toEqual([{ type: 'orgHead' }]);
    expect(workflowGraphProblem(graph)).toBeNull();
    expect(WorkflowGraphSchema.safeParse(graph).success).toBe(true);
    expect(graph.nodes.every((n) => n.position)).toBe(true);
    const ys = graph.nodes.map((n) => (n.position?.y ?? 0) + 0);
    expect(ys[0]).toBeLessThan(ys[1] as number);
  });
});

describe('newNode / nextNodeId', () => {
  it('names a node by its Chinese label and takes the first free id', () => {
    expect(nextNodeId('approve', ['approve_1', 'approve_3'])).toBe('approve_2');
    const n = newNode('notify', ['notify_1']);
    expect(n).toMatchObject({ id: 'notify_2', type: 'notify', name: '知会', assignees: [], signMode: 'any' });
    expect(newNode('condition', []).name).toBe('条件');
    expect(newNode('handle', []).name).toBe('办理');
    expect(/^[A-Za-z0-9_-]+$/.test(n.id)).toBe(true);
  });
});

describe('graphToCells / cellsToGraph', () => {
  const graph: WorkflowGraph = {
    nodes: [
      node('s', 'start', { name: '发起', position: { x: 10, y: 20 } }),
      node('a', 'approve', {
        name: '部门审批',
        assignees: [{ type: 'role', id: '00000000-0000-4000-8000-000000000001' }],
        signMode: 'all',
        rejectTo: 'previous',
        position: { x: 10, y: 120 },
      }),
      node('c', 'condition', { name: '金额', position: { x: 10, y: 220 } }),
      node('e', 'end', { name: '结束', position: { x: 10, y: 320 } }),
    ],
    edges: [
      { from: 's', to: 'a' },
      { from: 'a', to: 'c' },
      { from: 'c', to: 'e', condition: 'amount > 1000 and level == "A"', name: '大额' },
      { from: 'c', to: 'e' },
    ],
  };

  it('describes nodes by type with their data, shape and position', () => {
    const cells = graphToCells(graph);
    expect(cells.nodes.map((n) => [n.id, n.shape, n.x, n.y])).toEqual([
      ['s', 'rect', 10, 20],
      ['a', 'rect', 10, 120],
      ['c', 'polygon', 10, 220],
      ['e', 'rect', 10, 320],
    ]);
    expect(cells.nodes[1]?.data).toEqual({
      type: 'approve',
      name: '部门审批',
      assignees: [{ type: 'role', id: '00000000-0000-4000-8000-000000000001' }],
      signMode: 'all',
      rejectTo: 'previous',
    });
    expect(cells.nodes[1]?.attrs.label?.text).toBe('部门审批');
    expect(cells.nodes[1]?.attrs.tag?.text).toBe('审批');
    expect(cells.nodes[1]?.ports.items).toHaveLength(4);
    expect(cells.edges[2]).toMatchObject({ source: { cell: 'c' }, target: { cell: 'e' } });
    expect(cells.edges[2]?.labels[0]?.attrs.label.text).toBe('大额');
    expect(cells.edges[3]?.labels).toEqual([]);
  });

  it('round-trips through cells', () => {
    const cells = graphToCells(graph);
    const back = cellsToGraph(
      cells.nodes.map((n) => ({ id: n.id, position: { x: n.x, y: n.y }, data: n.data })),
      cells.edges.map((e) => ({ source: e.source.cell, target: e.target.cell, data: e.data })),
    );
    expect(back).toEqual(graph);
  });

  it('trims texts, leaves blank conditions out, drops loose edges and rounds positions', () => {
    const back = cellsToGraph(
      [
        {
          id: 'n',
          position: { x: 1.4, y: 2.6 },
          data: {
            type: 'notify',
            name: ' 知会 ',
            assignees: [{ type: 'initiator' }],
            signMode: 'any',
            rejectTo: 'initiator',
          },
        },
        {
          id: 's',
          position: { x: 0, y: 0 },
          data: {
            type: 'start',
            name: '发起',
            assignees: [{ type: 'initiator' }],
            signMode: 'any',
            rejectTo: 'initiator',
          },
        },
      ],
      [
        { source: 's', target: 'n', data: { condition: '   ', name: ' 路径 ' } },
        { source: 'n', target: null },
      ],
    );
    expect(back.nodes[0]).toMatchObject({ name: '知会', position: { x: 1, y: 3 } });
    // Only task nodes keep assignees.
    expect(back.nodes[1]?.assignees).toEqual([]);
    expect(back.edges).toEqual([{ from: 's', to: 'n', name: '路径' }]);
  });

  it('lays out a graph without positions top to bottom', () => {
    const plain: WorkflowGraph = { nodes: graph.nodes.map(({ position: _p, ...n }) => n), edges: graph.edges };
    const cells = graphToCells(plain);
    const ys = cells.nodes.map((n) => n.y + (n.height ?? 0) / 2);
    expect(ys[0]).toBeLessThan(ys[1] as number);
    expect(ys[1]).toBeLessThan(ys[2] as number);
    expect(ys[2]).toBeLessThan(ys[3] as number);
  });

  it('puts branches side by side and ignores edges that close a loop', () => {
    const positions = layoutGraph({
      nodes: [node('s', 'start'), node('a', 'approve'), node('b', 'handle'), node('e', 'end'), node('x', 'notify')],
      edges: [
        { from: 's', to: 'a' },
        { from: 's', to: 'b' },
        { from: 'a', to: 'e' },
        { from: 'b', to: 'e' },
        { from: 'e', to: 's' },
      ],
    });
    const a = positions.get('a');
    const b = positions.get('b');
    expect(a?.y).toBe(b?.y);
    expect(a?.x).not.toBe(b?.x);
    expect(positions.get('e')?.y).toBeGreaterThan(a?.y as number);
    // An unreachable node goes below the rest.
    expect(positions.get('x')?.y).toBeGreaterThan(positions.get('e')?.y as number);
  });
});

describe('edges', () => {
  it('shows the name, else the condition; conditional edges are dashed', () => {
    expect(edgeText({ name: '', condition: 'a > 1' })).toBe('a > 1');
    expect(edgeText({ name: '大额', condition: 'a > 1' })).toBe('大额');
    expect(edgeMeta({ from: 'a', to: 'b', condition: 'x' }).attrs.line?.strokeDasharray).toBe('5 3');
    expect(edgeMeta({ from: 'a', to: 'b' }).attrs.line?.strokeDasharray).toBe('');
  });
});
