/**
 * Step 2 from the bill of materials: which structure elements copying BOM lines into a project's structure tree
 * makes. A line already copied (an element names it as its `bomLineId`) is never copied again: its element stays and
 * takes the copied lines below it, so copying the same lines twice changes nothing.
 */
import type { StructureElement } from './net-schema';

type DesignType = 'system' | 'subsystem' | 'component';

/** A line of the BOM, in tree order (parents before their children, siblings in order). */
export interface BomStructureLine {
  id: string;
  parentId: string | null;
  partId: string;
  partNo: string;
  partName: string;
}

/** An element to create: under an existing element (`parent.elementId`), a line created before it, or a root. */
export interface PlannedElement {
  lineId: string;
  parent: { elementId: string } | { lineId: string } | null;
  type: DesignType;
  name: string;
  number: string;
  partId: string;
}

export interface BomStructurePlan {
  created: PlannedElement[];
  /** Chosen lines an element already stands for. */
  existing: string[];
}

/** The type of an element placed under `parentType` (null: a root), a group when it takes copied lines below it. */
export function elementTypeUnder(parentType: StructureElement['type'] | null, hasChildren: boolean): DesignType {
  if (parentType === null) return 'system';
  if (parentType === 'system') return hasChildren ? 'subsystem' : 'component';
  return 'component';
}

/**
 * The elements copying `chosen` lines (all when null) creates. A chosen line goes under the element of its nearest
 * chosen or already copied ancestor line, else under `target` (an element, or null for a root); its type follows the
 * element it goes under (elementTypeUnder).
 */
export function planBomToStructure(
  lines: readonly BomStructureLine[],
  elements: ReadonlyArray<Pick<StructureElement, 'id' | 'type' | 'bomLineId'>>,
  chosen: ReadonlySet<string> | null,
  target: Pick<StructureElement, 'id' | 'type'> | null,
): BomStructurePlan {
  const isChosen = (lineId: string) => chosen === null || chosen.has(lineId);
  const elementOfLine = new Map<string, Pick<StructureElement, 'id' | 'type'>>();
  for (const element of elements) if (element.bomLineId) elementOfLine.set(element.bomLineId, element);
  const byId = new Map(lines.map((line) => [line.id, line]));

  // Which chosen lines take chosen lines below them (those become groups).
  const where = new Map<string, string | null>();
  const nearestPlaced = (line: BomStructureLine): string | null => {
    for (let up = line.parentId ? byId.get(line.parentId) : undefined; up; ) {
      if (isChosen(up.id) || elementOfLine.has(up.id)) return up.id;
      up = up.parentId ? byId.get(up.parentId) : undefined;
    }
    return null;
  };
  const takesChildren = new Set<string>();
  for (const line of lines) {
    if (!isChosen(line.id)) continue;
    const above = nearestPlaced(line);
    where.set(line.id, above);
    if (above) takesChildren.add(above);
  }

  const created: PlannedElement[] = [];
  const existing: string[] = [];
  const typeOfLine = new Map<string, DesignType>();
  for (const line of lines) {
    if (!isChosen(line.id)) continue;
    const stands = elementOfLine.get(line.id);
    if (stands) {
      existing.push(line.id);
      continue;
    }
    const above = where.get(line.id) ?? null;
    const aboveElement = above ? elementOfLine.get(above) : undefined;
    let parent: PlannedElement['parent'];
    let parentType: StructureElement['type'] | null;
    if (aboveElement) {
      parent = { elementId: aboveElement.id };
      parentType = aboveElement.type;
    } else if (above) {
      parent = { lineId: above };
      parentType = typeOfLine.get(above) ?? null;
    } else {
      parent = target ? { elementId: target.id } : null;
      parentType = target?.type ?? null;
    }
    const type = elementTypeUnder(parentType, takesChildren.has(line.id));
    typeOfLine.set(line.id, type);
    created.push({ lineId: line.id, parent, type, name: line.partName, number: line.partNo, partId: line.partId });
  }
  return { created, existing };
}
