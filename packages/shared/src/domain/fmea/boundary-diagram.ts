/**
 * The boundary diagram (step 2): the structure drawn as nested boxes — the focus element as the boundary around its
 * subsystems and components, the other elements outside it — joined by the interfaces. What is stored per project is
 * small: the focus element and the position of each element drawn as a plain box (an element without children). Every
 * element with children is a box around its own, so moving a box moves what is inside it, and the boundary always
 * encloses the focus element's structure.
 */
import { z } from 'zod';
import type { ElementInterface, INTERFACE_TYPES, StructureElement } from './net-schema';

export type InterfaceType = (typeof INTERFACE_TYPES)[number];

/** The colour of each interface type on the diagram and its legend. */
export const INTERFACE_TYPE_COLORS: Record<InterfaceType, string> = {
  physical: '#1677ff',
  material: '#13a8a8',
  energy: '#fa541c',
  data: '#722ed1',
  humanMachine: '#c41d7f',
};

/** The item code of each type in the `fmeaInterfaceType` dictionary, and the name when the tenant has none. */
export const INTERFACE_TYPE_DICTIONARY: Record<InterfaceType, { code: string; name: string }> = {
  physical: { code: 'P', name: '物理连接' },
  material: { code: 'M', name: '物料交换' },
  energy: { code: 'E', name: '能量传递' },
  data: { code: 'I', name: '信息交换' },
  humanMachine: { code: 'H', name: '人机交互' },
};

export const BOUNDARY_MAX_POSITIONS = 5_000;
const COORDINATE_LIMIT = 1_000_000;

const Coordinate = (label: string) =>
  z.number(`${label} 须为数字`).min(-COORDINATE_LIMIT, `${label} 超出范围`).max(COORDINATE_LIMIT, `${label} 超出范围`);

export const BoundaryPosition = z.object({
  elementId: z.uuid('elementId 格式不正确'),
  x: Coordinate('x'),
  y: Coordinate('y'),
});
export type BoundaryPosition = z.infer<typeof BoundaryPosition>;

/** What is stored of a project's boundary diagram. */
export const BoundaryDiagram = z.object({
  /** The element drawn as the boundary; null: the first root. */
  focusId: z.uuid('focusId 格式不正确').nullable(),
  /** Top-left corners of the plain boxes (elements without children). */
  positions: z.array(BoundaryPosition).max(BOUNDARY_MAX_POSITIONS, `positions 不能超过 ${BOUNDARY_MAX_POSITIONS} 项`),
});
export type BoundaryDiagram = z.infer<typeof BoundaryDiagram>;

/** Sizes of the drawing. */
export const BOUNDARY_SIZES = {
  node: { width: 136, height: 44 },
  /** Between siblings. */
  gap: 32,
  /** Inside a group's border. */
  padding: 16,
  /** A group's title line. */
  header: 28,
  /** Between the focus structure and the elements outside it. */
  outsideGap: 96,
} as const;

export type BoundaryBoxKind = 'boundary' | 'group' | 'node';

export interface BoundaryBox {
  elementId: string;
  kind: BoundaryBoxKind;
  /** Inside the boundary (the focus element and its descendants). */
  inside: boolean;
  /** Levels below its root. */
  depth: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BoundaryLayout {
  focusId: string | null;
  /** Outer boxes before the boxes inside them. */
  boxes: BoundaryBox[];
  /** The diagram to store for this drawing. */
  diagram: BoundaryDiagram;
}

type Element = Pick<StructureElement, 'id' | 'parentId' | 'sortOrder'>;
/** An interface as the layout reads it: the outside elements are placed near what they connect to. */
type Link = Pick<ElementInterface, 'fromId' | 'toId'>;

interface Tree {
  roots: Element[];
  children: Map<string, Element[]>;
  byId: Map<string, Element>;
}

function treeOf(elements: readonly Element[]): Tree {
  const byId = new Map(elements.map((e) => [e.id, e]));
  const children = new Map<string, Element[]>();
  const roots: Element[] = [];
  for (const element of elements) {
    const parent = element.parentId ? byId.get(element.parentId) : undefined;
    if (!parent) roots.push(element);
    else children.set(parent.id, [...(children.get(parent.id) ?? []), element]);
  }
  const order = (list: Element[]) => list.sort((a, b) => a.sortOrder - b.sortOrder);
  order(roots);
  for (const list of children.values()) order(list);
  return { roots, children, byId };
}

const descendantsOf = (tree: Tree, id: string): string[] => {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const child of tree.children.get(at) ?? []) {
      out.push(child.id);
      walk(child.id);
    }
  };
  walk(id);
  return out;
};

/** The focus: the stored one while it exists, else the first root. */
function focusOf(tree: Tree, wanted: string | null): string | null {
  if (wanted && tree.byId.has(wanted)) return wanted;
  return tree.roots[0]?.id ?? null;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Relative top-left corners of the plain boxes of a subtree, and its size, laid out as a grid per group. */
function packSubtree(tree: Tree, id: string): { width: number; height: number; leaves: Map<string, Rect> } {
  const { node, gap, padding, header } = BOUNDARY_SIZES;
  const children = tree.children.get(id) ?? [];
  if (children.length === 0)
    return { ...node, leaves: new Map([[id, { x: 0, y: 0, width: node.width, height: node.height }]]) };
  const packed = children.map((child) => packSubtree(tree, child.id));
  // Plain boxes in a column or two (a group of them stays upright), groups side by side.
  const onlyPlain = children.every((child) => (tree.children.get(child.id)?.length ?? 0) === 0);
  const columns = Math.max(1, onlyPlain ? Math.round(Math.sqrt(packed.length)) : Math.ceil(Math.sqrt(packed.length)));
  const leaves = new Map<string, Rect>();
  let y = header;
  let width = 0;
  for (let row = 0; row * columns < packed.length; row++) {
    const items = packed.slice(row * columns, row * columns + columns);
    let x = padding;
    for (const item of items) {
      for (const [leafId, rect] of item.leaves) leaves.set(leafId, { ...rect, x: rect.x + x, y: rect.y + y });
      x += item.width + gap;
    }
    width = Math.max(width, x - gap + padding);
    y += Math.max(...items.map((item) => item.height)) + gap;
  }
  return { width, height: y - gap + padding, leaves };
}

/**
 * The diagram a reset gives: the focus element's root tree at the origin, the other roots in a column on its right or
 * its left, each on the side (and in the order, top to bottom) of the boxes its interfaces lead to; roots without
 * interfaces into the focus tree fill the shorter column.
 */
export function generateBoundaryDiagram(
  elements: readonly Element[],
  focusId: string | null = null,
  interfaces: readonly Link[] = [],
): BoundaryDiagram {
  const tree = treeOf(elements);
  const focus = focusOf(tree, focusId);
  if (!focus) return { focusId: null, positions: [] };
  let root = tree.byId.get(focus) as Element;
  while (root.parentId && tree.byId.has(root.parentId)) root = tree.byId.get(root.parentId) as Element;
  const positions: BoundaryPosition[] = [];
  const place = (packed: ReturnType<typeof packSubtree>, x: number, y: number) => {
    for (const [elementId, rect] of packed.leaves) positions.push({ elementId, x: rect.x + x, y: rect.y + y });
  };
  const main = packSubtree(tree, root.id);
  place(main, 0, 0);
  const { gap, outsideGap } = BOUNDARY_SIZES;
  // Where each outside root's interfaces lead inside the focus tree: the mean centre of those boxes.
  const rootOfId = new Map<string, string>();
  for (const r of tree.roots) for (const id of [r.id, ...descendantsOf(tree, r.id)]) rootOfId.set(id, r.id);
  const centres = new Map<string, { x: number; y: number }[]>();
  for (const link of interfaces) {
    for (const [outside, inside] of [
      [link.fromId, link.toId],
      [link.toId, link.fromId],
    ] as const) {
      const rect = main.leaves.get(inside) ?? groupRect(tree, main.leaves, inside);
      const outsideRoot = rootOfId.get(outside);
      if (!rect || !outsideRoot || outsideRoot === root.id || rootOfId.get(inside) !== root.id) continue;
      centres.set(outsideRoot, [
        ...(centres.get(outsideRoot) ?? []),
        { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 },
      ]);
    }
  }
  const aim = (id: string) => {
    const list = centres.get(id);
    if (!list) return null;
    return { x: list.reduce((s, c) => s + c.x, 0) / list.length, y: list.reduce((s, c) => s + c.y, 0) / list.length };
  };
  const others = tree.roots
    .filter((r) => r.id !== root.id)
    .map((r) => ({ id: r.id, packed: packSubtree(tree, r.id), aim: aim(r.id) }));
  const right: typeof others = [];
  const left: typeof others = [];
  for (const other of others.filter((o) => o.aim))
    (other.aim && other.aim.x < main.width / 2 ? left : right).push(other);
  for (const other of others.filter((o) => !o.aim)) (right.length <= left.length ? right : left).push(other);
  const byHeight = (a: (typeof others)[number], b: (typeof others)[number]) =>
    (a.aim?.y ?? Number.POSITIVE_INFINITY) - (b.aim?.y ?? Number.POSITIVE_INFINITY);
  const columns = [right.sort(byHeight).map((o) => o.packed), left.sort(byHeight).map((o) => o.packed)];
  for (const [side, column] of columns.entries()) {
    const height = column.reduce((sum, item) => sum + item.height, 0) + gap * Math.max(0, column.length - 1);
    let y = (main.height - height) / 2;
    for (const item of column) {
      place(item, side === 0 ? main.width + outsideGap : -outsideGap - item.width, y);
      y += item.height + gap;
    }
  }
  return { focusId: focus, positions: positions.map((p) => ({ ...p, x: Math.round(p.x), y: Math.round(p.y) })) };
}

/** The box around the plain boxes of a group (as packed), or null. */
function groupRect(tree: Tree, leaves: Map<string, Rect>, id: string): Rect | null {
  return union(descendantsOf(tree, id).flatMap((d) => leaves.get(d) ?? []));
}

function union(rects: Rect[]): Rect | null {
  if (rects.length === 0) return null;
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * The drawing of `saved` over the current structure: stored positions of elements that still exist kept; a plain box
 * without one (an element added since) placed by the generated layout, moved below what its nearest placed ancestor
 * already holds (or right of everything for a new root tree); every group the box around its children.
 */
export function layoutBoundaryDiagram(
  elements: readonly Element[],
  saved: BoundaryDiagram | null,
  interfaces: readonly Link[] = [],
): BoundaryLayout {
  const tree = treeOf(elements);
  const focus = focusOf(tree, saved?.focusId ?? null);
  const { node, gap, padding, header, outsideGap } = BOUNDARY_SIZES;
  const isLeaf = (id: string) => (tree.children.get(id)?.length ?? 0) === 0;
  const stored = new Map<string, { x: number; y: number }>();
  for (const p of saved?.positions ?? []) if (tree.byId.has(p.elementId)) stored.set(p.elementId, { x: p.x, y: p.y });
  // The generated layout, made only when a plain box has no stored position.
  let generatedLayout: Map<string, BoundaryPosition> | null = null;
  const generated = () => {
    generatedLayout ??= new Map(
      generateBoundaryDiagram(elements, focus, interfaces).positions.map((p) => [p.elementId, p]),
    );
    return generatedLayout;
  };
  const box = (p: { x: number; y: number }): Rect => ({ ...p, width: node.width, height: node.height });

  // Stored corners of a subtree (any element of it, a former plain box too) as boxes; asked per ancestor, so kept.
  const storedCache = new Map<string, Rect[]>();
  const storedRects = (id: string): Rect[] => {
    let rects = storedCache.get(id);
    if (!rects) {
      rects = [id, ...descendantsOf(tree, id)].flatMap((d) => {
        const p = stored.get(d);
        return p ? [box(p)] : [];
      });
      storedCache.set(id, rects);
    }
    return rects;
  };
  const generatedRects = (id: string) =>
    [id, ...descendantsOf(tree, id)].flatMap((d) => {
      const p = generated().get(d);
      return p && isLeaf(d) ? [box(p)] : [];
    });
  const everything = union([...stored.values()].map(box));

  const positions = new Map<string, { x: number; y: number }>();
  const shifts = new Map<string, { dx: number; dy: number }>();
  const shiftFor = (leafId: string): { dx: number; dy: number } => {
    let anchor: string | null = null;
    for (let up = tree.byId.get(leafId)?.parentId ?? null; up && tree.byId.has(up); ) {
      if (storedRects(up).length > 0) {
        anchor = up;
        break;
      }
      up = tree.byId.get(up)?.parentId ?? null;
    }
    const key = anchor ?? `root:${rootOf(tree, leafId)}`;
    const known = shifts.get(key);
    if (known) return known;
    let shift = { dx: 0, dy: 0 };
    if (anchor) {
      const have = union(storedRects(anchor)) as Rect;
      const missing = union(
        [anchor, ...descendantsOf(tree, anchor)]
          .filter((d) => isLeaf(d) && !stored.has(d))
          .flatMap((d) => generatedRects(d)),
      ) as Rect;
      shift = { dx: have.x - missing.x, dy: have.y + have.height + gap - missing.y };
    } else if (everything) {
      const tree0 = union(generatedRects(rootOf(tree, leafId))) as Rect;
      shift = { dx: everything.x + everything.width + outsideGap - tree0.x, dy: everything.y - tree0.y };
    }
    shifts.set(key, shift);
    return shift;
  };
  for (const element of elements) {
    if (!isLeaf(element.id)) continue;
    const own = stored.get(element.id);
    if (own) positions.set(element.id, own);
    else if (stored.size === 0) positions.set(element.id, generated().get(element.id) ?? { x: 0, y: 0 });
    else {
      const at = generated().get(element.id) ?? { x: 0, y: 0 };
      const { dx, dy } = shiftFor(element.id);
      positions.set(element.id, { x: Math.round(at.x + dx), y: Math.round(at.y + dy) });
    }
  }

  const inside = new Set(focus ? [focus, ...descendantsOf(tree, focus)] : []);
  const boxes: BoundaryBox[] = [];
  const build = (element: Element, depth: number): Rect => {
    const children = tree.children.get(element.id) ?? [];
    const kind: BoundaryBoxKind = element.id === focus ? 'boundary' : children.length > 0 ? 'group' : 'node';
    const own: BoundaryBox = {
      elementId: element.id,
      kind,
      inside: inside.has(element.id),
      depth,
      x: 0,
      y: 0,
      ...node,
    };
    boxes.push(own);
    let rect: Rect;
    if (children.length === 0) rect = box(positions.get(element.id) ?? { x: 0, y: 0 });
    else {
      const around = union(children.map((child) => build(child, depth + 1))) as Rect;
      rect = {
        x: around.x - padding,
        y: around.y - header,
        width: around.width + 2 * padding,
        height: around.height + header + padding,
      };
    }
    Object.assign(own, rect);
    return rect;
  };
  for (const root of tree.roots) build(root, 0);
  const diagram: BoundaryDiagram = {
    focusId: focus,
    positions: [...positions].map(([elementId, p]) => ({ elementId, x: p.x, y: p.y })),
  };
  return { focusId: focus, boxes, diagram };
}

function rootOf(tree: Tree, id: string): string {
  let at = tree.byId.get(id) as Element;
  while (at.parentId && tree.byId.has(at.parentId)) at = tree.byId.get(at.parentId) as Element;
  return at.id;
}

/** The elements a box moved with `elementId` carries: itself and everything inside it. */
export function boundaryBoxContents(elements: readonly Element[], elementId: string): string[] {
  return [elementId, ...descendantsOf(treeOf(elements), elementId)];
}
