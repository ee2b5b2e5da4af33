import type { BomLineDto, StructureElement } from '@qis/shared';

/** A line of the project's BOM as its tree table shows it: with the structure element copied from it, if any. */
export interface BomLineRow extends BomLineDto {
  element: StructureElement | null;
  children?: BomLineRow[];
}

/** The lines (parents before children) as a tree for antd's Table, each with the element that stands for it. */
export function bomLineRows(lines: readonly BomLineDto[], elements: readonly StructureElement[]): BomLineRow[] {
  const byLine = new Map<string, StructureElement>();
  for (const element of elements) if (element.bomLineId) byLine.set(element.bomLineId, element);
  const rows = new Map<string, BomLineRow>();
  const roots: BomLineRow[] = [];
  for (const line of lines) {
    const row: BomLineRow = { ...line, element: byLine.get(line.id) ?? null };
    rows.set(line.id, row);
    const parent = line.parentId ? rows.get(line.parentId) : undefined;
    if (parent) parent.children = [...(parent.children ?? []), row];
    else roots.push(row);
  }
  return roots;
}
