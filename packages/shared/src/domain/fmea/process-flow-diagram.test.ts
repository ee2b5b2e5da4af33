import { describe, expect, it } from 'vitest';
import {
  generateProcessFlowDiagram,
  layoutProcessFlow,
  PROCESS_FLOW_NODE_WIDTH,
  PROCESS_FLOW_SIZES,
  ProcessFlowDiagram,
} from './process-flow-diagram';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const steps = (...ns: number[]) => ns.map((n) => ({ id: id(n) }));
const { origin, symbol, rowGap } = PROCESS_FLOW_SIZES;
const row = symbol + rowGap;

describe('the generated process flow diagram', () => {
  it('draws the steps top to bottom in their order, joined by the flow, with nothing else', () => {
    const diagram = generateProcessFlowDiagram(steps(1, 2, 3));
    expect(diagram).toEqual({
      positions: [
        { stepId: id(1), x: origin.x, y: origin.y },
        { stepId: id(2), x: origin.x, y: origin.y + row },
        { stepId: id(3), x: origin.x, y: origin.y + 2 * row },
      ],
      edges: [],
    });
    const layout = layoutProcessFlow(steps(1, 2, 3), diagram);
    expect(layout.edges.map((e) => [e.kind, e.fromId, e.toId])).toEqual([
      ['flow', id(1), id(2)],
      ['flow', id(2), id(3)],
    ]);
    expect(layout.width).toBe(origin.x + PROCESS_FLOW_NODE_WIDTH + PROCESS_FLOW_SIZES.margin);
    expect(layout.height).toBe(origin.y + 2 * row + symbol + PROCESS_FLOW_SIZES.margin);
  });

  it('follows the steps when they are reordered: the flow is never stored', () => {
    const diagram = generateProcessFlowDiagram(steps(1, 2, 3));
    const layout = layoutProcessFlow(steps(3, 1, 2), diagram);
    expect(layout.edges.map((e) => [e.fromId, e.toId])).toEqual([
      [id(3), id(1)],
      [id(1), id(2)],
    ]);
    // Their symbols stay where they were drawn.
    expect(layout.nodes[0]).toEqual({ stepId: id(3), x: origin.x, y: origin.y + 2 * row });
  });

  it('is the first layout of a process without a stored diagram', () => {
    const layout = layoutProcessFlow(steps(1, 2), null);
    expect(layout.diagram).toEqual(generateProcessFlowDiagram(steps(1, 2)));
  });
});

describe('a stored diagram over changed steps', () => {
  it('keeps moved symbols, places a new step below the one before it where that spot is free', () => {
    const saved: ProcessFlowDiagram = {
      positions: [
        { stepId: id(1), x: 300, y: 40 },
        { stepId: id(2), x: 300, y: 200 },
        { stepId: id(9), x: 0, y: 0 },
      ],
      edges: [],
    };
    // Step 3 is new after 1: below it (y 120) is free. Step 4 is new after 2.
    const layout = layoutProcessFlow(steps(1, 3, 2, 4), saved);
    expect(layout.nodes).toEqual([
      { stepId: id(1), x: 300, y: 40 },
      { stepId: id(3), x: 300, y: 40 + row },
      { stepId: id(2), x: 300, y: 200 },
      { stepId: id(4), x: 300, y: 200 + row },
    ]);
    // The gone step's position is not stored again.
    expect(layout.diagram.positions.map((p) => p.stepId)).toEqual([id(1), id(3), id(2), id(4)]);
  });

  it('moves a new step further down while its spot is taken', () => {
    const saved: ProcessFlowDiagram = {
      positions: [
        { stepId: id(1), x: 120, y: 40 },
        { stepId: id(2), x: 120, y: 40 + row },
      ],
      edges: [],
    };
    const layout = layoutProcessFlow(steps(1, 3, 2), saved);
    expect(layout.nodes[1]).toEqual({ stepId: id(3), x: 120, y: 40 + 2 * row });
  });

  it('keeps a symbol dragged past the picture inside it', () => {
    const layout = layoutProcessFlow(steps(1), { positions: [{ stepId: id(1), x: -50, y: -3.6 }], edges: [] });
    expect(layout.nodes[0]).toEqual({ stepId: id(1), x: 0, y: 0 });
  });
});

describe('extra edges', () => {
  const base = generateProcessFlowDiagram(steps(1, 2, 3, 4));
  const edge = (key: string, from: number, to: number, label = '返工') => ({
    id: key,
    fromId: id(from),
    toId: id(to),
    label,
  });

  it('draws a rework loop left of the steps it spans, from the test back to the station', () => {
    const layout = layoutProcessFlow(steps(1, 2, 3, 4), { ...base, edges: [edge('r1', 4, 2)] });
    const loop = layout.edges.find((e) => e.kind === 'extra');
    expect(loop).toMatchObject({ id: 'r1', fromId: id(4), toId: id(2), label: '返工' });
    const x = origin.x - PROCESS_FLOW_SIZES.loopGap;
    expect(loop?.vertices).toEqual([
      { x, y: origin.y + 3 * row + symbol / 2 },
      { x, y: origin.y + row + symbol / 2 },
    ]);
  });

  it('sets overlapping loops side by side, and lets loops that do not overlap share a lane', () => {
    const layout = layoutProcessFlow(steps(1, 2, 3, 4), {
      ...base,
      edges: [edge('a', 3, 1), edge('b', 4, 2), edge('c', 1, 1), edge('d', 4, 4)],
    });
    const extra = layout.edges.filter((e) => e.kind === 'extra');
    // A loop from a step to itself is not drawn, nor stored.
    expect(extra.map((e) => e.id)).toEqual(['a', 'b']);
    expect(extra[1]?.vertices[0]?.x).toBe((extra[0]?.vertices[0]?.x ?? 0) - PROCESS_FLOW_SIZES.loopGap);
    const apart = layoutProcessFlow(steps(1, 2, 3, 4), { ...base, edges: [edge('a', 2, 1), edge('b', 4, 3)] });
    const [first, second] = apart.edges.filter((e) => e.kind === 'extra');
    expect(first?.vertices[0]?.x).toBe(second?.vertices[0]?.x);
  });

  it('drops edges whose steps are gone and repeated ids', () => {
    const layout = layoutProcessFlow(steps(1, 2, 3), {
      ...base,
      edges: [edge('a', 3, 1), edge('a', 2, 1), edge('b', 4, 1)],
    });
    expect(layout.diagram.edges).toEqual([edge('a', 3, 1)]);
  });
});

describe('the stored shape', () => {
  it('names the field of a bad position or edge', () => {
    const bad = ProcessFlowDiagram.safeParse({
      positions: [{ stepId: 'x', x: 0, y: 0 }],
      edges: [],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['positions', 0, 'stepId'], message: 'stepId 格式不正确' });
    const long = ProcessFlowDiagram.safeParse({
      positions: [],
      edges: [{ id: 'e', fromId: id(1), toId: id(2), label: '返'.repeat(21) }],
    });
    expect(long.error?.issues[0]?.path).toEqual(['edges', 0, 'label']);
  });
});
