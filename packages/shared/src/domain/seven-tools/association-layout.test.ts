import { describe, expect, it } from 'vitest';
import { wrapText } from '../text-measure';
import type { AssociationDiagram, AssociationNode } from './association';
import {
  type AssociationLayout,
  type AssociationNodeBox,
  associationNodeLabel,
  layoutAssociation,
} from './association-layout';

const node = (id: string, text = `原因${id}`): AssociationNode => ({ id, text, kind: 'cause' });
const diagram = (ids: string[], arrows: [string, string][]): AssociationDiagram => ({
  nodes: ids.map((id) => node(id)),
  edges: arrows.map(([from, to], i) => ({ id: `e${i}`, from, to })),
});
const boxOf = (layout: AssociationLayout, id: string): AssociationNodeBox => {
  const box = layout.nodes.find((b) => b.id === id);
  if (!box) throw new Error(`no box for ${id}`);
  return box;
};
const overlap = (a: AssociationNodeBox, b: AssociationNodeBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const overlaps = (layout: AssociationLayout) =>
  layout.nodes.flatMap((a, i) =>
    layout.nodes
      .slice(i + 1)
      .filter((b) => overlap(a, b))
      .map((b) => [a.id, b.id]),
  );
const above = (layout: AssociationLayout, cause: string, effect: string) =>
  boxOf(layout, cause).y + boxOf(layout, cause).height <= boxOf(layout, effect).y;

// A seeded pseudo-random generator (mulberry32), so the big diagrams are the same on every run.
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let r = Math.imul(s ^ (s >>> 15), 1 | s);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
function randomDiagram(count: number, seed: number, backward = 0): AssociationDiagram {
  const next = random(seed);
  const ids = Array.from({ length: count }, (_, i) => `n${i}`);
  const arrows: [string, string][] = [];
  for (let i = 1; i < count; i++) {
    arrows.push([`n${i}`, `n${Math.floor(next() * i)}`]);
    if (next() < backward) arrows.push([`n${Math.floor(next() * i)}`, `n${i}`]);
  }
  return diagram(ids, arrows);
}

describe('node sizes', () => {
  it('fits a short text in the narrowest box and wraps a long one within 200 px', () => {
    expect(associationNodeLabel(node('a', '温度'))).toMatchObject({ lines: ['温度'], width: 96, height: 36 });
    const long = associationNodeLabel(node('a', '焊接电流设定值偏离工艺卡要求且未定期点检确认'));
    expect(long.width).toBeLessThanOrEqual(200);
    expect(long.width).toBeGreaterThan(180);
    expect(long.lines.length).toBe(2);
    expect(long.height).toBe(2 * 20 + 16);
  });

  it('draws a problem a little larger than a cause with the same text', () => {
    const cause = associationNodeLabel({ text: '焊缝气孔', kind: 'cause' });
    const problem = associationNodeLabel({ text: '焊缝气孔', kind: 'problem' });
    expect(problem.width).toBeGreaterThan(cause.width);
    expect(problem.height).toBeGreaterThan(cause.height);
  });

  it('keeps Latin words whole when wrapping', () => {
    expect(wrapText('设备 temperature sensor 漂移', 120, 14)).toEqual(['设备 temperature', 'sensor 漂移']);
  });
});

describe('layoutAssociation', () => {
  it('draws every cause above its effect in a diagram without cycles', () => {
    const d = diagram(
      ['p', 'a', 'b', 'c', 'd', 'e'],
      [
        ['a', 'p'],
        ['b', 'p'],
        ['c', 'a'],
        ['d', 'a'],
        ['d', 'b'],
        ['e', 'c'],
        ['e', 'p'],
      ],
    );
    const layout = layoutAssociation(d);
    for (const edge of d.edges) expect(above(layout, edge.from, edge.to), `${edge.from} → ${edge.to}`).toBe(true);
    expect(overlaps(layout)).toEqual([]);
  });

  it('keeps every edge of a large random acyclic diagram pointing down, without overlaps', () => {
    const d = randomDiagram(200, 7);
    const layout = layoutAssociation(d);
    for (const edge of d.edges) expect(above(layout, edge.from, edge.to)).toBe(true);
    expect(overlaps(layout)).toEqual([]);
  });

  it('lays out mutual causes (cycles) without overlaps, the rest of the arrows still pointing down', () => {
    const d = diagram(
      ['p', 'a', 'b', 'c'],
      [
        ['a', 'b'],
        ['b', 'a'],
        ['b', 'c'],
        ['c', 'p'],
      ],
    );
    const layout = layoutAssociation(d);
    expect(layout.nodes).toHaveLength(4);
    expect(overlaps(layout)).toEqual([]);
    expect(above(layout, 'b', 'c')).toBe(true);
    expect(above(layout, 'c', 'p')).toBe(true);
    const a = boxOf(layout, 'a');
    const b = boxOf(layout, 'b');
    expect(a.y === b.y).toBe(false);
  });

  it('lays out a diagram that is one big cycle', () => {
    const layout = layoutAssociation(
      diagram(
        ['a', 'b', 'c'],
        [
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
        ],
      ),
    );
    expect(new Set(layout.nodes.map((b) => b.y)).size).toBe(3);
    expect(overlaps(layout)).toEqual([]);
  });

  it('sets disconnected parts side by side and nodes without arrows after them', () => {
    const layout = layoutAssociation(
      diagram(
        ['p', 'a', 'q', 'b', 'lone'],
        [
          ['a', 'p'],
          ['b', 'q'],
        ],
      ),
    );
    const first = [boxOf(layout, 'p'), boxOf(layout, 'a')];
    const second = [boxOf(layout, 'q'), boxOf(layout, 'b')];
    const lone = boxOf(layout, 'lone');
    expect(Math.max(...first.map((b) => b.x + b.width))).toBeLessThan(Math.min(...second.map((b) => b.x)));
    expect(Math.max(...second.map((b) => b.x + b.width))).toBeLessThan(lone.x);
    expect(overlaps(layout)).toEqual([]);
  });

  it('puts isolated nodes in a grid without overlaps', () => {
    const layout = layoutAssociation(diagram(['a', 'b', 'c', 'd', 'e'], []));
    expect(new Set(layout.nodes.map((b) => b.y)).size).toBe(2);
    expect(overlaps(layout)).toEqual([]);
  });

  it('keeps nodes placed by hand where they were put', () => {
    const d = diagram(
      ['p', 'a', 'b'],
      [
        ['a', 'p'],
        ['b', 'p'],
      ],
    );
    d.nodes[1] = { ...(d.nodes[1] as AssociationNode), x: 900, y: 40 };
    const layout = layoutAssociation(d);
    expect(boxOf(layout, 'a')).toMatchObject({ x: 900, y: 40 });
    expect(layout.width).toBeGreaterThanOrEqual(900 + boxOf(layout, 'a').width);
  });

  it('moves laid-out nodes out of the way of nodes placed by hand', () => {
    const d = randomDiagram(40, 9, 0.2);
    const free = layoutAssociation(d);
    const middle = free.nodes[20] as AssociationNodeBox;
    // Drop n0 right onto where n20 is laid out, and n1 across the top-left.
    d.nodes[0] = { ...(d.nodes[0] as AssociationNode), x: middle.x + 10, y: middle.y };
    d.nodes[1] = { ...(d.nodes[1] as AssociationNode), x: 0, y: 0 };
    const layout = layoutAssociation(d);
    expect(boxOf(layout, 'n0')).toMatchObject({ x: middle.x + 10, y: middle.y });
    expect(overlaps(layout)).toEqual([]);
  });

  it('gives the drawing a size that holds every node', () => {
    const layout = layoutAssociation(randomDiagram(60, 3, 0.3));
    for (const box of layout.nodes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(layout.width);
      expect(box.y + box.height).toBeLessThanOrEqual(layout.height);
    }
  });

  it('ignores arrows to missing nodes and repeated arrows', () => {
    const d = diagram(
      ['p', 'a'],
      [
        ['a', 'p'],
        ['a', 'p'],
        ['a', 'ghost'],
      ],
    );
    const layout = layoutAssociation(d);
    expect(layout.nodes.map((b) => b.id)).toEqual(['p', 'a']);
    expect(above(layout, 'a', 'p')).toBe(true);
  });

  it('gives the same drawing for the same diagram', () => {
    const d = randomDiagram(150, 11, 0.2);
    expect(layoutAssociation(d)).toEqual(layoutAssociation(structuredClone(d)));
  });

  it('answers an empty diagram with an empty drawing', () => {
    expect(layoutAssociation({ nodes: [], edges: [] })).toEqual({ nodes: [], width: 0, height: 0 });
  });

  it('lays out 500 nodes with cycles without overlaps', () => {
    const layout = layoutAssociation(randomDiagram(500, 5, 0.4));
    expect(layout.nodes).toHaveLength(500);
    expect(overlaps(layout)).toEqual([]);
  });
});
