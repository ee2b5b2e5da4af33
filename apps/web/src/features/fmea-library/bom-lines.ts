import type { BomLineDto } from '@qis/shared';

/** A line as the BOM editor holds it: its key, its parent's key and the chosen part. */
export interface EditLine {
  key: string;
  parentKey: string | null;
  partId?: string;
  partNo?: string;
  partName?: string;
  quantity: number | null;
  remark: string;
}

export type LineNode = EditLine & { children?: LineNode[] };

export const linesOfBom = (lines: BomLineDto[]): EditLine[] =>
  lines.map((l) => ({
    key: l.id,
    parentKey: l.parentId,
    partId: l.partId,
    partNo: l.partNo,
    partName: l.partName,
    quantity: l.quantity,
    remark: l.remark ?? '',
  }));

/** The lines as a tree for the table (antd reads `children`), in their order. */
export function lineTree(lines: readonly EditLine[]): LineNode[] {
  const build = (parentKey: string | null): LineNode[] =>
    lines
      .filter((l) => l.parentKey === parentKey)
      .map((l) => {
        const children = build(l.key);
        return children.length > 0 ? { ...l, children } : { ...l };
      });
  return build(null);
}

/** The line and everything below it. */
export function withDescendants(lines: readonly EditLine[], key: string): Set<string> {
  const keys = new Set([key]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const l of lines)
      if (l.parentKey && keys.has(l.parentKey) && !keys.has(l.key)) {
        keys.add(l.key);
        grew = true;
      }
  }
  return keys;
}

/** The first line without a part or a positive quantity, by its place in the tree (1-based), or null. */
export function firstIncompleteLine(
  lines: readonly EditLine[],
): { index: number; missing: 'part' | 'quantity' } | null {
  const ordered: EditLine[] = [];
  const walk = (nodes: LineNode[]) => {
    for (const n of nodes) {
      ordered.push(n);
      walk(n.children ?? []);
    }
  };
  walk(lineTree(lines));
  for (const [i, l] of ordered.entries()) {
    if (!l.partId) return { index: i + 1, missing: 'part' };
    if (!l.quantity || l.quantity <= 0) return { index: i + 1, missing: 'quantity' };
  }
  return null;
}
