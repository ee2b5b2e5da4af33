import { describe, expect, it } from 'vitest';
import {
  BOUNDARY_SIZES,
  BoundaryDiagram,
  boundaryBoxContents,
  generateBoundaryDiagram,
  layoutBoundaryDiagram,
} from './boundary-diagram';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const el = (n: number, parent: number | null, sortOrder = 0) => ({
  id: id(n),
  parentId: parent === null ? null : id(parent),
  sortOrder,
});
// 1 caliper ⊃ 2 housing group ⊃ (3 piston, 4 seal), 5 bracket; outside: 6 disc, 7 knuckle.
const ELEMENTS = [el(1, null, 0), el(2, 1, 0), el(3, 2, 0), el(4, 2, 1), el(5, 1, 1), el(6, null, 1), el(7, null, 2)];

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const contains = (outer: { x: number; y: number; width: number; height: number }, inner: typeof outer) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

describe('the generated boundary diagram', () => {
  it('places every plain box once, none overlapping, the outside roots beside the focus structure', () => {
    const diagram = generateBoundaryDiagram(ELEMENTS);
    expect(diagram.focusId).toBe(id(1));
    expect(diagram.positions.map((p) => p.elementId).sort()).toEqual([id(3), id(4), id(5), id(6), id(7)]);
    const layout = layoutBoundaryDiagram(ELEMENTS, diagram);
    const nodes = layout.boxes.filter((b) => b.kind === 'node');
    for (const a of nodes) for (const b of nodes) if (a !== b) expect(overlaps(a, b)).toBe(false);
    const boundary = layout.boxes.find((b) => b.kind === 'boundary');
    expect(boundary).toMatchObject({ elementId: id(1), inside: true, depth: 0 });
    const byId = new Map(layout.boxes.map((b) => [b.elementId, b]));
    for (const inner of [2, 3, 4, 5]) expect(contains(boundary as never, byId.get(id(inner)) as never)).toBe(true);
    for (const outer of [6, 7]) {
      expect(byId.get(id(outer))).toMatchObject({ kind: 'node', inside: false });
      expect(overlaps(boundary as never, byId.get(id(outer)) as never)).toBe(false);
    }
    // One outside root right of the boundary, the next left of it.
    expect(byId.get(id(6))?.x).toBeGreaterThan((boundary?.x ?? 0) + (boundary?.width ?? 0));
    expect(byId.get(id(7))?.x).toBeLessThan(boundary?.x ?? 0);
    expect(byId.get(id(2))).toMatchObject({ kind: 'group', inside: true, depth: 1 });
  });

  it('puts an outside root on the side and at the height of the boxes its interfaces lead to', () => {
    const plain = generateBoundaryDiagram(ELEMENTS);
    const at = (diagram: typeof plain, n: number) => diagram.positions.find((p) => p.elementId === id(n));
    // The housing group (piston, seal) packs left of the bracket: the disc linked to the piston goes left.
    const linked = generateBoundaryDiagram(ELEMENTS, null, [{ fromId: id(6), toId: id(3) }]);
    expect(at(plain, 6)?.x).toBeGreaterThan(0);
    expect(at(linked, 6)?.x).toBeLessThan(0);
    // The knuckle, linked to nothing, takes the other (shorter) column.
    expect(at(linked, 7)?.x).toBeGreaterThan(0);
  });

  it('draws another focus as the boundary; an unknown focus falls back to the first root', () => {
    const layout = layoutBoundaryDiagram(ELEMENTS, generateBoundaryDiagram(ELEMENTS, id(2)));
    expect(layout.focusId).toBe(id(2));
    const kinds = new Map(layout.boxes.map((b) => [b.elementId, [b.kind, b.inside]]));
    expect(kinds.get(id(2))).toEqual(['boundary', true]);
    expect(kinds.get(id(1))).toEqual(['group', false]);
    expect(kinds.get(id(5))).toEqual(['node', false]);
    expect(layoutBoundaryDiagram(ELEMENTS, { focusId: id(99), positions: [] }).focusId).toBe(id(1));
    expect(layoutBoundaryDiagram([], null)).toEqual({
      focusId: null,
      boxes: [],
      diagram: { focusId: null, positions: [] },
    });
  });
});

describe('a stored boundary diagram', () => {
  it('keeps stored positions, and every group stays the box around its children', () => {
    const stored = generateBoundaryDiagram(ELEMENTS);
    const moved = {
      ...stored,
      positions: stored.positions.map((p) => (p.elementId === id(3) ? { ...p, x: p.x + 400, y: p.y + 300 } : p)),
    };
    const layout = layoutBoundaryDiagram(ELEMENTS, moved);
    const byId = new Map(layout.boxes.map((b) => [b.elementId, b]));
    const before = stored.positions.find((p) => p.elementId === id(3));
    expect(byId.get(id(3))).toMatchObject({ x: (before?.x ?? 0) + 400, y: (before?.y ?? 0) + 300 });
    expect(contains(byId.get(id(2)) as never, byId.get(id(3)) as never)).toBe(true);
    expect(contains(byId.get(id(1)) as never, byId.get(id(2)) as never)).toBe(true);
    const group = byId.get(id(2));
    const children = [byId.get(id(3)), byId.get(id(4))] as { x: number; y: number }[];
    expect(group?.x).toBe(Math.min(...children.map((c) => c.x)) - BOUNDARY_SIZES.padding);
    expect(group?.y).toBe(Math.min(...children.map((c) => c.y)) - BOUNDARY_SIZES.header);
    expect(layout.diagram.positions).toEqual(moved.positions);
  });

  it('drops deleted elements and places added ones below their group’s boxes, or right of everything', () => {
    const stored = generateBoundaryDiagram(ELEMENTS);
    const grown = [...ELEMENTS.filter((e) => e.id !== id(7)), el(8, 2, 2), el(9, null, 3)];
    const layout = layoutBoundaryDiagram(grown, stored);
    expect(layout.diagram.positions.map((p) => p.elementId)).not.toContain(id(7));
    const byId = new Map(layout.boxes.map((b) => [b.elementId, b]));
    const added = byId.get(id(8)) as { x: number; y: number; width: number; height: number };
    const siblings = [byId.get(id(3)), byId.get(id(4))] as (typeof added)[];
    expect(added.y).toBeGreaterThanOrEqual(Math.max(...siblings.map((s) => s.y + s.height)));
    expect(contains(byId.get(id(2)) as never, added)).toBe(true);
    const newRoot = byId.get(id(9)) as typeof added;
    const others = layout.boxes.filter((b) => b.elementId !== id(9) && b.kind === 'node');
    for (const other of others) expect(overlaps(newRoot, other)).toBe(false);
  });
});

describe('BoundaryDiagram', () => {
  it('refuses bad positions naming the field', () => {
    const result = BoundaryDiagram.safeParse({ focusId: null, positions: [{ elementId: id(1), x: 'a', y: 0 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['positions', 0, 'x'], message: 'x 须为数字' });
  });
});

describe('boundaryBoxContents', () => {
  it('is the element and everything inside it', () => {
    expect(boundaryBoxContents(ELEMENTS, id(2)).sort()).toEqual([id(2), id(3), id(4)]);
    expect(boundaryBoxContents(ELEMENTS, id(6))).toEqual([id(6)]);
  });
});
