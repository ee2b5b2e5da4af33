/**
 * A PFMEA's structure tree (step 2, process analysis) from a process item of the process flows: the item as the root
 * (processItem, numbered with the process number, standing for the part it makes), each step under it in order
 * (processStep, numbered with its station number) and each work element under its step (workElement with its 4M
 * category). Every planned element names the process row it comes from (`sourceId`: the item's, step's or work
 * element's id, which a process keeps across its edits), so a copy made again — after the process changed — plans
 * only what the PFMEA does not have yet, under the elements it already has.
 */
import type { StructureElement } from './net-schema';
import type { WorkElementCategory } from './process-flow';

export interface ProcessStructureSource {
  id: string;
  processNo: string;
  name: string;
  partId: string | null;
  /** In step order. */
  steps: ReadonlyArray<{
    id: string;
    number: string;
    name: string;
    elements: ReadonlyArray<{ id: string; category: WorkElementCategory; name: string }>;
  }>;
}

export interface PlannedProcessElement {
  sourceId: string;
  /** The source row of the element it goes under (planned here or already in the PFMEA); null: a root. */
  parentSourceId: string | null;
  type: Extract<StructureElement['type'], 'processItem' | 'processStep' | 'workElement'>;
  name: string;
  number: string;
  partId: string | null;
  workElementCategory: WorkElementCategory | null;
  /** Among its siblings in the process. */
  sortOrder: number;
}

/**
 * The elements copying `process` into a PFMEA makes, parents before children; `existing` are the source ids the
 * PFMEA's elements already name (left out, their new children planned under them).
 */
export function planProcessStructure(
  process: ProcessStructureSource,
  existing: ReadonlySet<string> = new Set(),
): PlannedProcessElement[] {
  const planned: PlannedProcessElement[] = [
    {
      sourceId: process.id,
      parentSourceId: null,
      type: 'processItem',
      name: process.name,
      number: process.processNo,
      partId: process.partId,
      workElementCategory: null,
      sortOrder: 0,
    },
  ];
  for (const [i, step] of process.steps.entries()) {
    planned.push({
      sourceId: step.id,
      parentSourceId: process.id,
      type: 'processStep',
      name: step.name,
      number: step.number,
      partId: null,
      workElementCategory: null,
      sortOrder: i,
    });
    for (const [j, element] of step.elements.entries())
      planned.push({
        sourceId: element.id,
        parentSourceId: step.id,
        type: 'workElement',
        name: element.name,
        number: '',
        partId: null,
        workElementCategory: element.category,
        sortOrder: j,
      });
  }
  return planned.filter((element) => !existing.has(element.sourceId));
}
