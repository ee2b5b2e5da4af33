import { randomUUID } from 'node:crypto';
import {
  checkProcessSteps,
  type ProcessStepProblem,
  type ProcessStepType,
  sortWorkElements,
  type WorkElementCategory,
} from '@qis/shared';

// The steps of a process as a request sends them (each with a key) turned into rows with ids: a key that is the id
// of a stored step or work element of the same process keeps that id, so the flow diagram's positions and a PFMEA
// copied from the process still find them after the steps are saved again.

export interface StepInput {
  key: string;
  number: string;
  name: string;
  stepType: ProcessStepType;
  description: string | null;
  elements: Array<{ key: string; category: WorkElementCategory; name: string; description: string | null }>;
}

export interface StepRow {
  id: string;
  number: string;
  name: string;
  stepType: ProcessStepType;
  description: string | null;
  sort: number;
}

export interface ElementRow {
  id: string;
  stepId: string;
  category: WorkElementCategory;
  name: string;
  description: string | null;
  sort: number;
}

export interface StoredIds {
  steps: ReadonlySet<string>;
  elements: ReadonlySet<string>;
}

const NONE: StoredIds = { steps: new Set(), elements: new Set() };

/** The rows to store, in order (work elements by category, then as sent); or the first problem across the steps. */
export function stepsToRows(
  steps: readonly StepInput[],
  stored: StoredIds = NONE,
): { steps: StepRow[]; elements: ElementRow[] } | { problem: ProcessStepProblem } {
  const problem = checkProcessSteps(steps);
  if (problem) return { problem };
  const stepRows: StepRow[] = [];
  const elementRows: ElementRow[] = [];
  for (const [sort, step] of steps.entries()) {
    const id = stored.steps.has(step.key) ? step.key : randomUUID();
    stepRows.push({
      id,
      number: step.number.trim(),
      name: step.name,
      stepType: step.stepType,
      description: step.description,
      sort,
    });
    for (const [i, element] of sortWorkElements(step.elements).entries())
      elementRows.push({
        id: stored.elements.has(element.key) ? element.key : randomUUID(),
        stepId: id,
        category: element.category,
        name: element.name,
        description: element.description,
        sort: i,
      });
  }
  return { steps: stepRows, elements: elementRows };
}
