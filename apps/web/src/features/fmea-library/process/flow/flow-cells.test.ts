import { generateProcessFlowDiagram, layoutProcessFlow } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { type FlowStep, flowCells, fourMLine } from './flow-cells';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TEXTS = {
  category: (c: string) =>
    ({ man: '人', machine: '机', material: '料', environment: '环', method: '法', measurement: '测' })[c] ?? c,
};
const STEPS: FlowStep[] = [
  { id: id(1), number: '10', name: '来料检验', stepType: 'inspection', elements: [{ category: 'man' }] },
  { id: id(2), number: '20', name: '转运', stepType: 'transport', elements: [] },
  { id: id(3), number: '30', name: '精镗', stepType: 'operationInspection', elements: [{ category: 'measurement' }] },
  { id: id(4), number: '40', name: '入库', stepType: 'storage', elements: [] },
];
const display = (attrs: Record<string, Record<string, unknown>>) =>
  ['square', 'circle', 'shape'].filter((part) => attrs[part]?.display === 'block');

describe('the cells of a process flow diagram', () => {
  const diagram = generateProcessFlowDiagram(STEPS);
  diagram.edges = [{ id: 'r1', fromId: id(3), toId: id(1), label: '返工' }];
  const layout = layoutProcessFlow(STEPS, diagram);

  it('draws each step with the symbol of its type, its number and name and its 4M counts', () => {
    const { nodes } = flowCells(layout, STEPS, TEXTS, { edgeId: null, sourceId: null });
    expect(nodes.map((n) => n.id)).toEqual(STEPS.map((s) => s.id));
    expect(nodes.map((n) => display(n.attrs as never))).toEqual([
      ['square'],
      ['shape'],
      ['square', 'circle'],
      ['shape'],
    ]);
    expect(nodes[1]?.attrs.shape?.d).toMatch(/^M 2 14/);
    expect(nodes[3]?.attrs.shape?.d).toBe('M 3 5 L 41 5 L 22 40 Z');
    expect(nodes[0]?.attrs.label?.text).toBe('10  来料检验');
    expect(nodes[0]?.attrs.sub?.text).toBe('人1 机0 料0 环0');
    expect(nodes[2]?.attrs.sub?.text).toBe('人0 机0 料0 环0 测1');
    expect(nodes[0]).toMatchObject({ x: layout.nodes[0]?.x, y: layout.nodes[0]?.y });
  });

  it('joins the steps in order from symbol to symbol, and draws the rework loop with its label', () => {
    const { edges } = flowCells(layout, STEPS, TEXTS, { edgeId: 'r1', sourceId: null });
    const flow = edges.filter((e) => (e.data as { kind: string }).kind === 'flow');
    expect(flow.map((e) => [(e.source as { cell: string }).cell, (e.target as { cell: string }).cell])).toEqual([
      [id(1), id(2)],
      [id(2), id(3)],
      [id(3), id(4)],
    ]);
    const loop = edges.find((e) => e.id === 'extra:r1');
    expect(loop?.labels?.[0]?.attrs.label?.text).toBe('返工');
    expect(loop?.vertices).toHaveLength(2);
    // Selected: drawn thicker.
    expect(loop?.attrs.line?.strokeWidth).toBe(3);
  });

  it('marks the step chosen first while an edge is added', () => {
    const { nodes } = flowCells(layout, STEPS, TEXTS, { edgeId: null, sourceId: id(2) });
    expect(nodes.map((n) => n.attrs.halo?.display)).toEqual(['none', 'block', 'none', 'none']);
  });

  it('counts the 4M, with method and measurement only when there are some', () => {
    expect(fourMLine([{ category: 'method' }, { category: 'man' }, { category: 'man' }], TEXTS)).toBe(
      '人2 机0 料0 环0 法1',
    );
  });
});
