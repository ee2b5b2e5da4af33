import { randomUUID } from 'node:crypto';
import { BOM_MAX_DEPTH, type PartGatherNode } from '@qis/shared';

// The lines of a BOM as a request sends them (each with a key and its parent's key) turned into rows with ids,
// parents before children; and the stored lines gathered back into a tree.

export interface LineInput {
  key: string;
  parentKey?: string | null | undefined;
  partId: string;
  quantity: number;
  remark?: string | null | undefined;
}

export interface LineRow {
  id: string;
  parentId: string | null;
  partId: string;
  quantity: number;
  remark: string | null;
  sort: number;
}

/** What is wrong with the lines: the field as a request path and the message, in Chinese. */
export interface LineProblem {
  field: string;
  message: string;
}

/**
 * The rows to store, parents first; or the first problem (a repeated key, an unknown parent, a cycle, too deep). A
 * line whose key is one of `keptIds` (the stored lines of the BOM being edited) keeps that id, so what refers to a
 * line (an FMEA structure element copied from it) still finds it after the BOM is saved again.
 */
export function linesToRows(
  lines: readonly LineInput[],
  keptIds: ReadonlySet<string> = new Set(),
): { rows: LineRow[] } | { problem: LineProblem } {
  const indexOf = new Map<string, number>();
  for (const [i, line] of lines.entries()) {
    if (indexOf.has(line.key)) return { problem: { field: `lines.${i}.key`, message: '行标识重复' } };
    indexOf.set(line.key, i);
  }
  for (const [i, line] of lines.entries())
    if (line.parentKey && !indexOf.has(line.parentKey))
      return { problem: { field: `lines.${i}.parentKey`, message: '上级行不存在' } };
  const children = new Map<string | null, number[]>();
  for (const [i, line] of lines.entries()) {
    const parent = line.parentKey || null;
    children.set(parent, [...(children.get(parent) ?? []), i]);
  }
  const rows: LineRow[] = [];
  const placed = new Set<number>();
  const place = (parentKey: string | null, parentId: string | null, depth: number): LineProblem | null => {
    for (const [sort, i] of (children.get(parentKey) ?? []).entries()) {
      const line = lines[i] as LineInput;
      if (depth > BOM_MAX_DEPTH) return { field: `lines.${i}.parentKey`, message: `BOM 最多${BOM_MAX_DEPTH}层` };
      const id = keptIds.has(line.key) ? line.key : randomUUID();
      placed.add(i);
      rows.push({ id, parentId, partId: line.partId, quantity: line.quantity, remark: line.remark || null, sort });
      const problem = place(line.key, id, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  const problem = place(null, null, 1);
  if (problem) return { problem };
  // Lines never reached from the top hang in a cycle of parents.
  const stranded = lines.findIndex((_, i) => !placed.has(i));
  if (stranded >= 0) return { problem: { field: `lines.${stranded}.parentKey`, message: '上级行构成循环' } };
  return { rows };
}

/** Stored lines ordered parents first, siblings by sort (the order BomDto answers). */
export function treeOrder<T extends { id: string; parentId: string | null; sort: number }>(lines: readonly T[]): T[] {
  const children = new Map<string | null, T[]>();
  for (const line of lines) children.set(line.parentId, [...(children.get(line.parentId) ?? []), line]);
  const out: T[] = [];
  const walk = (parentId: string | null) => {
    for (const line of (children.get(parentId) ?? []).sort((a, b) => a.sort - b.sort)) {
      out.push(line);
      walk(line.id);
    }
  };
  walk(null);
  return out;
}

/** The lines under `rootId` (the whole BOM when null) as a tree, quantities multiplied down the tree. */
export function gatherParts(
  lines: ReadonlyArray<{
    id: string;
    parentId: string | null;
    sort: number;
    partId: string;
    partNo: string;
    partName: string;
    quantity: number;
  }>,
  rootId: string | null,
): PartGatherNode[] {
  const ordered = treeOrder(lines);
  const build = (parentId: string | null, factor: number): PartGatherNode[] =>
    ordered
      .filter((l) => l.parentId === parentId)
      .map((l) => ({
        lineId: l.id,
        partId: l.partId,
        partNo: l.partNo,
        partName: l.partName,
        totalQuantity: l.quantity * factor,
        children: build(l.id, l.quantity * factor),
      }));
  if (rootId === null) return build(null, 1);
  // A line of the BOM: itself with everything below it, its quantity multiplied by its parents'.
  const byId = new Map(lines.map((l) => [l.id, l]));
  const root = byId.get(rootId);
  if (!root) return [];
  let factor = 1;
  for (
    let up = root.parentId ? byId.get(root.parentId) : undefined;
    up;
    up = up.parentId ? byId.get(up.parentId) : undefined
  )
    factor *= up.quantity;
  const total = root.quantity * factor;
  return [
    {
      lineId: root.id,
      partId: root.partId,
      partNo: root.partNo,
      partName: root.partName,
      totalQuantity: total,
      children: build(root.id, total),
    },
  ];
}
