/**
 * DFMEA → PFMEA linkage (AIAG-VDA: the product characteristics and special characteristics a design FMEA hands to
 * the process FMEA of the same product). A DFMEA's product characteristics are the requirements of its components'
 * functions, each with its special characteristic (CC/SC). A PFMEA carries one into a function of a process step
 * (the step's product characteristic) and keeps what it took over; when the DFMEA changes the characteristic
 * afterwards, the change is shown until the engineer accepts it. These rules are pure: which characteristics a DFMEA
 * has, which process step one obviously belongs to, and what changed since it was taken over.
 */
import { elementTreeOrder } from './form-sheet';
import type { FmeaFunction, StructureElement } from './net-schema';

type Special = FmeaFunction['specialCharacteristic'];

/** A product characteristic of a DFMEA: a requirement of a component's function. */
export interface DfmeaCharacteristic {
  functionId: string;
  elementId: string;
  elementName: string;
  elementNumber: string;
  functionName: string;
  requirement: string;
  specialCharacteristic: Special;
  /** The DFMEA function's row version (an acceptance names the one it saw). */
  version: number;
}

/**
 * The product characteristics of a DFMEA, in tree order: the requirements of its components' functions, and any other
 * element's requirement marked as a special characteristic (CC/SC must reach the process FMEA whatever its level).
 */
export function dfmeaCharacteristics(net: {
  elements: readonly StructureElement[];
  functions: readonly FmeaFunction[];
}): DfmeaCharacteristic[] {
  const order = elementTreeOrder(net.elements);
  const elements = new Map(net.elements.map((e) => [e.id, e]));
  return net.functions
    .filter((f) => {
      const element = elements.get(f.elementId);
      if (!element || f.requirement.trim() === '') return false;
      return element.type === 'component' || f.specialCharacteristic !== null;
    })
    .sort(
      (a, b) =>
        (order.get(a.elementId) ?? 0) - (order.get(b.elementId) ?? 0) ||
        a.sortOrder - b.sortOrder ||
        a.name.localeCompare(b.name),
    )
    .map((f) => {
      const element = elements.get(f.elementId) as StructureElement;
      return {
        functionId: f.id,
        elementId: element.id,
        elementName: element.name,
        elementNumber: element.number,
        functionName: f.name,
        requirement: f.requirement,
        specialCharacteristic: f.specialCharacteristic,
        version: f.version,
      };
    });
}

/** What a PFMEA function took over from the DFMEA (or the DFMEA states now). */
export interface CharacteristicValue {
  requirement: string;
  specialCharacteristic: Special;
}

/**
 * One change of a carried characteristic. A requirement whose words stay and only its figures change (a value, a
 * tolerance, a fit class) is a tolerance change; any other is a text change.
 */
export type CharacteristicChange =
  | { field: 'requirement'; kind: 'text' | 'tolerance'; before: string; after: string }
  | { field: 'specialCharacteristic'; before: Special; after: Special };

/** current: as taken over; changed: the DFMEA changed it since; removed: the DFMEA no longer has it. */
export type CarriedStatus = 'current' | 'changed' | 'removed';

export interface CarriedState {
  status: CarriedStatus;
  changes: CharacteristicChange[];
}

const FIGURE = /\d+(?:[.,]\d+)?/g;
const SPACES = /\s+/g;

/** 'tolerance' when the two requirements differ only in their figures, 'text' otherwise. */
export function requirementChangeKind(before: string, after: string): 'text' | 'tolerance' {
  const words = (text: string) => text.replace(SPACES, '').replace(FIGURE, '#');
  return words(before) === words(after) ? 'tolerance' : 'text';
}

/**
 * What changed in the DFMEA since the PFMEA took the characteristic over (`carried`); `current` is null when the
 * DFMEA's function is gone or no longer a product characteristic. Spaces at the ends do not count as a change.
 */
export function characteristicChanges(carried: CharacteristicValue, current: CharacteristicValue | null): CarriedState {
  if (!current) return { status: 'removed', changes: [] };
  const changes: CharacteristicChange[] = [];
  const before = carried.requirement.trim();
  const after = current.requirement.trim();
  if (before !== after)
    changes.push({ field: 'requirement', kind: requirementChangeKind(before, after), before, after });
  if (carried.specialCharacteristic !== current.specialCharacteristic)
    changes.push({
      field: 'specialCharacteristic',
      before: carried.specialCharacteristic,
      after: current.specialCharacteristic,
    });
  return { status: changes.length > 0 ? 'changed' : 'current', changes };
}

/** A process step of the PFMEA as the matching reads it. */
export interface StepForMatching {
  id: string;
  name: string;
  /**
   * Its work elements' names, its functions' names and requirements, and (copied from a process) the process step's
   * and its work elements' descriptions.
   */
  details: readonly string[];
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The length of the longest substring `a` and `b` share (spaces ignored) that means something: two Chinese
 * characters or more, or four characters of any kind (so "μm" or "15" alone match nothing). 0 when none does.
 */
export function sharedTermLength(a: string, b: string): number {
  const x = [...a.replace(SPACES, '')];
  const y = [...b.replace(SPACES, '')];
  if (x.length === 0 || y.length === 0) return 0;
  const cjkBefore = [0];
  for (const ch of x) cjkBefore.push((cjkBefore.at(-1) as number) + (CJK.test(ch) ? 1 : 0));
  let best = 0;
  let previous = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    const row = new Array<number>(y.length + 1).fill(0);
    for (let j = 1; j <= y.length; j++) {
      if (x[i - 1] !== y[j - 1]) continue;
      const length = (previous[j - 1] as number) + 1;
      row[j] = length;
      // The longest common run ending here holds the most of everything: if it does not qualify, no shorter one does.
      const cjk = (cjkBefore[i] as number) - (cjkBefore[i - length] as number);
      if (length > best && (cjk >= 2 || length >= 4)) best = length;
    }
    previous = row;
  }
  return best;
}

/**
 * How well a step matches a characteristic: for each of the characteristic's texts, its longest shared term with the
 * step's name (counted twice) or with one of its details, summed; the component's name weighs three times, as the
 * part a step works on names it best (a shared material grade or unit says less).
 */
export function stepMatchScore(
  characteristic: Pick<DfmeaCharacteristic, 'elementName' | 'functionName' | 'requirement'>,
  step: StepForMatching,
): number {
  const probes: Array<[string, number]> = [
    [characteristic.elementName, 3],
    [characteristic.functionName, 1],
    [characteristic.requirement, 1],
  ];
  let score = 0;
  for (const [probe, weight] of probes) {
    let best = 2 * sharedTermLength(probe, step.name);
    for (const detail of step.details) best = Math.max(best, sharedTermLength(probe, detail));
    score += weight * best;
  }
  return score;
}

/**
 * An obvious match scores at least this (the part's name in the step's name: 2 characters × 2 × 3) — a short term met
 * by chance (制动 of 制动钳 in 制动液) is not enough — and this much more than any other step.
 */
export const OBVIOUS_MATCH = { score: 12, lead: 3 } as const;

/**
 * The process step a characteristic obviously belongs to: the step that matches it well enough and clearly better
 * than every other; null when none does (then the engineer chooses).
 */
export function obviousProcessStep(
  characteristic: Pick<DfmeaCharacteristic, 'elementName' | 'functionName' | 'requirement'>,
  steps: readonly StepForMatching[],
): string | null {
  const scored = steps
    .map((step) => ({ id: step.id, score: stepMatchScore(characteristic, step) }))
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  if (!best || best.score < OBVIOUS_MATCH.score) return null;
  return !next || best.score - next.score >= OBVIOUS_MATCH.lead ? best.id : null;
}
