import type { CategoryNode } from './category-tree-store';

// A category tree (the part types, the process classification) built in memory from the tenant's rows (a few
// hundred at most).

export interface CategoryRow {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
  version: number;
}
export type PartTypeRow = CategoryRow;

/**
 * The tree of the rows, siblings by sort then name; a row whose parent is gone is a root. Each node's `countKey`
 * field is its count in `counts`.
 */
export function buildCategoryTree<CountKey extends string>(
  rows: readonly CategoryRow[],
  counts: ReadonlyMap<string, number>,
  countKey: CountKey,
): CategoryNode<CountKey>[] {
  type Node = CategoryNode<CountKey>;
  const nodes = new Map<string, Node>(
    rows.map((r) => [r.id, { ...r, [countKey]: counts.get(r.id) ?? 0, children: [] } as Node]),
  );
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: Node[]) => {
    list.sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name, 'zh-CN'));
    for (const n of list) order(n.children);
  };
  order(roots);
  return roots;
}

/** The id and every id below it. */
export function subtreeIds(rows: readonly CategoryRow[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows)
      if (r.parentId && ids.has(r.parentId) && !ids.has(r.id)) {
        ids.add(r.id);
        grew = true;
      }
  }
  return ids;
}

/** Level of a type counting its root as 1 (parent chain length + 1). */
export function levelOf(rows: readonly CategoryRow[], id: string | null): number {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let level = 0;
  for (let current = id ? byId.get(id) : undefined; current && level <= rows.length; level++)
    current = current.parentId ? byId.get(current.parentId) : undefined;
  return level;
}

/** Depth of the subtree under id (1 for a leaf). */
export function subtreeDepth(rows: readonly CategoryRow[], id: string): number {
  const children = rows.filter((r) => r.parentId === id);
  return 1 + Math.max(0, ...children.map((c) => subtreeDepth(rows, c.id)));
}

/** Each type's path from its root, names joined with '/'. */
export function typePaths(rows: readonly PartTypeRow[]): Map<string, string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<string, string>();
  const pathOf = (row: PartTypeRow, guard: number): string => {
    const known = paths.get(row.id);
    if (known !== undefined) return known;
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    const path = parent && guard > 0 ? `${pathOf(parent, guard - 1)}/${row.name}` : row.name;
    paths.set(row.id, path);
    return path;
  };
  for (const row of rows) pathOf(row, rows.length);
  return paths;
}
