/**
 * Process flows (/process), the base data a PFMEA analyses: a process item makes a product or part through steps in
 * order, each with its station number (10, 20, 30 …), its type (the symbols of a process flow chart) and the work
 * elements of its 4M — 人 Man, 机 Machine, 料 Material, 环 Environment — with the 6M's 法 Method and 测 Measurement
 * where a company uses them (AIAG-VDA FMEA 2019, step 2 of a PFMEA: process item → process step → work element).
 */
import { WORK_ELEMENT_CATEGORIES } from './net-schema';

/**
 * Step types, each drawn with its process-flow-chart symbol (ASME): operation ○, transport ⇨, inspection □,
 * storage ▽, and an operation with inspection at the same station (□ around ○).
 */
export const PROCESS_STEP_TYPES = ['operation', 'transport', 'inspection', 'storage', 'operationInspection'] as const;
export type ProcessStepType = (typeof PROCESS_STEP_TYPES)[number];

export type WorkElementCategory = (typeof WORK_ELEMENT_CATEGORIES)[number];

/** The 4M every step is looked at by; method and measurement (the 6M's other two) are optional. */
export const FOUR_M: readonly WorkElementCategory[] = ['man', 'machine', 'material', 'environment'];

/** A station number: letters, digits, '.', '-' or '_', starting with a letter or digit (10, 20, OP30, 40.1). */
export const STEP_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,19}$/;
export const STEP_NUMBER_INTERVAL = 10;

/** The station numbers of `count` steps numbered afresh: 10, 20, 30 … (with a prefix such as OP: OP10, OP20 …). */
export function stepNumbers(count: number, prefix = '', interval = STEP_NUMBER_INTERVAL): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${(i + 1) * interval}`);
}

const NUMBERED = /^(.*?)(\d+)$/;

/**
 * The number of a step appended after steps numbered `numbers` (in step order): the next multiple of the interval
 * after the last number ending in digits, keeping its prefix (… 30 → 40, 25 → 30, OP30 → OP40); 10 for none.
 */
export function nextStepNumber(numbers: readonly string[], interval = STEP_NUMBER_INTERVAL): string {
  for (let i = numbers.length - 1; i >= 0; i--) {
    const match = NUMBERED.exec(numbers[i]?.trim() ?? '');
    if (!match) continue;
    const [, prefix = '', digits = '0'] = match;
    const next = (Math.floor(Number(digits) / interval) + 1) * interval;
    const taken = new Set(numbers.map((n) => n.trim().toLowerCase()));
    let candidate = next;
    while (taken.has(`${prefix}${candidate}`.toLowerCase())) candidate += interval;
    return `${prefix}${candidate}`;
  }
  return String(interval);
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The indexes of steps whose number does not rise above the one before it (compared as a person reads them: OP9
 * before OP10, 10 before 10.1): a flow whose stations run out of order is allowed, and the editor points it out.
 */
export function unorderedStepNumbers(numbers: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < numbers.length; i++)
    if (collator.compare(numbers[i] ?? '', numbers[i - 1] ?? '') <= 0) out.push(i);
  return out;
}

/** A step as the rules read it. */
export interface ProcessStepDraft {
  key: string;
  number: string;
  elements: ReadonlyArray<{ key: string; category: WorkElementCategory }>;
}

/** What is wrong with the steps sent: the field as a request path and the message, in Chinese. */
export interface ProcessStepProblem {
  field: string;
  message: string;
}

/**
 * The first problem across the steps of one process (what a field's own schema cannot see): a station number or a
 * key used twice, or a work element key used twice anywhere in the process. Null when there is none.
 */
export function checkProcessSteps(steps: readonly ProcessStepDraft[]): ProcessStepProblem | null {
  const stepKeys = new Set<string>();
  const numbers = new Map<string, number>();
  for (const [i, step] of steps.entries()) {
    if (stepKeys.has(step.key)) return { field: `steps.${i}.key`, message: '工序标识重复' };
    stepKeys.add(step.key);
    const number = step.number.trim().toLowerCase();
    const first = numbers.get(number);
    if (first !== undefined)
      return { field: `steps.${i}.number`, message: `工序号 ${step.number.trim()} 与第 ${first + 1} 道工序重复` };
    numbers.set(number, i);
  }
  // Stored steps and elements keep their ids (the keys): a key may name one row only.
  const elementKeys = new Set<string>();
  for (const [i, step] of steps.entries())
    for (const [j, element] of step.elements.entries()) {
      if (elementKeys.has(element.key) || stepKeys.has(element.key))
        return { field: `steps.${i}.elements.${j}.key`, message: '要素标识重复' };
      elementKeys.add(element.key);
    }
  return null;
}

/** How many work elements a step has in each category (every category present, 0 when none). */
export function workElementCounts(
  elements: ReadonlyArray<{ category: WorkElementCategory }>,
): Record<WorkElementCategory, number> {
  const counts = Object.fromEntries(WORK_ELEMENT_CATEGORIES.map((c) => [c, 0])) as Record<WorkElementCategory, number>;
  for (const element of elements) counts[element.category] += 1;
  return counts;
}

/** The 4M categories a step has no work element in (method and measurement are never missing). */
export function missingFourM(elements: ReadonlyArray<{ category: WorkElementCategory }>): WorkElementCategory[] {
  const counts = workElementCounts(elements);
  return FOUR_M.filter((category) => counts[category] === 0);
}

/** Work elements in the order the editor and the PFMEA show them: by category (人机料环法测), then as entered. */
export function sortWorkElements<T extends { category: WorkElementCategory }>(elements: readonly T[]): T[] {
  const rank = (c: WorkElementCategory) => WORK_ELEMENT_CATEGORIES.indexOf(c);
  return elements
    .map((element, index) => ({ element, index }))
    .sort((a, b) => rank(a.element.category) - rank(b.element.category) || a.index - b.index)
    .map(({ element }) => element);
}
