/**
 * The control plan generated from a PFMEA (AIAG control plan; worksheet-columns.md "Links to other documents"): one
 * line per process step × characteristic. A process step's functions are its product characteristics (the function
 * with its requirement as specification); its work elements' functions are the process characteristics. The machine
 * column names the step's 机 work elements, the control method the prevention and detection controls of the chains
 * through the characteristic (a product characteristic's failure modes, a process characteristic's causes), the
 * special class the function's CC/SC (else the strongest of its chains').
 *
 * Regenerating keeps the plan in step with the PFMEA (`planRegeneration`): a new characteristic adds a line with the
 * next characteristic number, a line whose source is gone is marked, not deleted, and the engineer's edits of the
 * editable fields survive: a field still holding the value generated for it last time takes the new one, an edited
 * field keeps the engineer's.
 */
import type { ChainRisk, Failure, FmeaFunction, StructureElement } from './net-schema';

/** What the control plan is made from: a PFMEA's structure, functions, failures and chain risks (an FmeaNet is one). */
export interface ControlPlanNet {
  elements: ReadonlyArray<
    Pick<StructureElement, 'id' | 'parentId' | 'type' | 'name' | 'number' | 'sortOrder' | 'workElementCategory'>
  >;
  functions: ReadonlyArray<
    Pick<FmeaFunction, 'id' | 'elementId' | 'name' | 'requirement' | 'specialCharacteristic' | 'sortOrder'>
  >;
  failures: ReadonlyArray<Pick<Failure, 'id' | 'functionId'>>;
  risks: ReadonlyArray<
    Pick<ChainRisk, 'modeId' | 'causeId' | 'preventionControls' | 'detectionControls' | 'specialCharacteristic'>
  >;
}
type PlanElement = ControlPlanNet['elements'][number];
type PlanFunction = ControlPlanNet['functions'][number];

/** AIAG's three control plans: prototype, pre-launch, production. */
export const CONTROL_PLAN_PHASES = ['prototype', 'preLaunch', 'production'] as const;
export type ControlPlanPhase = (typeof CONTROL_PLAN_PHASES)[number];

export const CHARACTERISTIC_KINDS = ['product', 'process'] as const;
export type CharacteristicKind = (typeof CHARACTERISTIC_KINDS)[number];

/** The fields the engineer fills or edits (the handbook's "methods" and reaction plan); the rest follow the PFMEA. */
export const CONTROL_PLAN_EDITABLE_FIELDS = [
  'measurementTechnique',
  'sampleSize',
  'frequency',
  'controlMethod',
  'reactionPlan',
] as const;
export type ControlPlanEditableField = (typeof CONTROL_PLAN_EDITABLE_FIELDS)[number];
export type ControlPlanEditables = Record<ControlPlanEditableField, string>;

/** The fields that always follow the PFMEA. */
export const CONTROL_PLAN_SOURCE_FIELDS = [
  'stepId',
  'stepNumber',
  'stepName',
  'machine',
  'productCharacteristic',
  'processCharacteristic',
  'specialClass',
  'specification',
] as const;
export type ControlPlanSourceField = (typeof CONTROL_PLAN_SOURCE_FIELDS)[number];

/** How the control method names the chains' controls. */
export const CONTROL_METHOD_LABELS = { prevention: '预防', detection: '探测' } as const;
const JOIN = '；';

/** A line as the PFMEA gives it. */
export interface ControlPlanSource {
  /** `${characteristicKind}:${functionId}`: the line's identity across regenerations. */
  sourceKey: string;
  characteristicKind: CharacteristicKind;
  functionId: string;
  stepId: string;
  stepNumber: string;
  stepName: string;
  machine: string;
  productCharacteristic: string;
  processCharacteristic: string;
  specialClass: 'CC' | 'SC' | null;
  specification: string;
  /** Position in the plan: step order, product before process characteristics, then function order. */
  sortOrder: number;
  /** The editable fields' generated values. */
  generated: ControlPlanEditables;
}

/** A stored line, as regeneration compares it. */
export interface ControlPlanLineState extends Omit<ControlPlanSource, 'generated' | 'functionId' | 'stepId'> {
  id: string;
  functionId: string | null;
  stepId: string | null;
  characteristicNumber: number;
  sourceGone: boolean;
  values: ControlPlanEditables;
  /** What the editable fields were generated as the last time: a field still equal to it was not edited. */
  generated: ControlPlanEditables;
}

const CLASS_RANK = { CC: 2, SC: 1 } as const;
function stronger(a: 'CC' | 'SC' | null, b: 'CC' | 'SC' | null): 'CC' | 'SC' | null {
  if (a === null) return b;
  if (b === null) return a;
  return CLASS_RANK[a] >= CLASS_RANK[b] ? a : b;
}

/** Distinct non-blank texts in first-seen order. */
class Texts {
  private readonly seen = new Set<string>();
  add(value: string): void {
    const text = value.trim();
    if (text !== '') this.seen.add(text);
  }
  join(): string {
    return [...this.seen].join(JOIN);
  }
  get size(): number {
    return this.seen.size;
  }
}

interface ChainControls {
  prevention: Texts;
  detection: Texts;
  specialClass: 'CC' | 'SC' | null;
}

function controlsOf(map: Map<string, ChainControls>, functionId: string): ChainControls {
  let controls = map.get(functionId);
  if (!controls) {
    controls = { prevention: new Texts(), detection: new Texts(), specialClass: null };
    map.set(functionId, controls);
  }
  return controls;
}

/** "预防：…\n探测：…" from a characteristic's chains; '' without controls. */
export function controlMethodText(controls: { prevention: string; detection: string }): string {
  return [
    controls.prevention ? `${CONTROL_METHOD_LABELS.prevention}：${controls.prevention}` : '',
    controls.detection ? `${CONTROL_METHOD_LABELS.detection}：${controls.detection}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function childrenByParent(elements: ControlPlanNet['elements']): Map<string | null, PlanElement[]> {
  const children = new Map<string | null, PlanElement[]>();
  for (const element of elements) {
    const list = children.get(element.parentId);
    if (list) list.push(element);
    else children.set(element.parentId, [element]);
  }
  for (const list of children.values()) list.sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
  return children;
}

/** The process steps in tree order. */
function stepsInOrder(children: Map<string | null, PlanElement[]>): PlanElement[] {
  const steps: PlanElement[] = [];
  const visit = (parentId: string | null) => {
    for (const element of children.get(parentId) ?? []) {
      if (element.type === 'processStep') steps.push(element);
      else visit(element.id);
    }
  };
  visit(null);
  return steps;
}

/** The controls and classes of the chains through each function: a mode's function and a cause's function. */
function chainControls(net: ControlPlanNet): Map<string, ChainControls> {
  const failures = new Map(net.failures.map((failure) => [failure.id, failure]));
  const byFunction = new Map<string, ChainControls>();
  const add = (failure: { functionId: string } | undefined, risk: ControlPlanNet['risks'][number]) => {
    if (!failure) return;
    const controls = controlsOf(byFunction, failure.functionId);
    controls.prevention.add(risk.preventionControls);
    controls.detection.add(risk.detectionControls);
    controls.specialClass = stronger(controls.specialClass, risk.specialCharacteristic);
  };
  for (const risk of net.risks) {
    add(failures.get(risk.modeId), risk);
    add(failures.get(risk.causeId), risk);
  }
  return byFunction;
}

/** The lines the PFMEA gives, in plan order. */
export function controlPlanSources(net: ControlPlanNet): ControlPlanSource[] {
  const children = childrenByParent(net.elements);
  const functionsOf = new Map<string, PlanFunction[]>();
  for (const fn of net.functions) {
    const list = functionsOf.get(fn.elementId);
    if (list) list.push(fn);
    else functionsOf.set(fn.elementId, [fn]);
  }
  for (const list of functionsOf.values())
    list.sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
  const controls = chainControls(net);
  const empty: ChainControls = { prevention: new Texts(), detection: new Texts(), specialClass: null };

  const sources: ControlPlanSource[] = [];
  for (const step of stepsInOrder(children)) {
    const workElements = (children.get(step.id) ?? []).filter((element) => element.type === 'workElement');
    const names = (category: string) =>
      workElements
        .filter((element) => element.workElementCategory === category)
        .map((element) => element.name)
        .join('、');
    const machines = names('machine');
    const gauges = names('measurement');
    const line = (kind: CharacteristicKind, fn: PlanFunction, machine: string): ControlPlanSource => {
      const chains = controls.get(fn.id) ?? empty;
      return {
        sourceKey: `${kind}:${fn.id}`,
        characteristicKind: kind,
        functionId: fn.id,
        stepId: step.id,
        stepNumber: step.number,
        stepName: step.name,
        machine,
        productCharacteristic: kind === 'product' ? fn.name : '',
        processCharacteristic: kind === 'process' ? fn.name : '',
        specialClass: stronger(fn.specialCharacteristic, chains.specialClass),
        specification: fn.requirement,
        sortOrder: sources.length,
        generated: {
          measurementTechnique: gauges,
          sampleSize: '',
          frequency: '',
          controlMethod: controlMethodText({
            prevention: chains.prevention.join(),
            detection: chains.detection.join(),
          }),
          reactionPlan: '',
        },
      };
    };
    for (const fn of functionsOf.get(step.id) ?? []) sources.push(line('product', fn, machines));
    for (const element of workElements) {
      const machine = element.workElementCategory === 'machine' ? element.name : machines;
      for (const fn of functionsOf.get(element.id) ?? []) sources.push(line('process', fn, machine));
    }
  }
  return sources;
}

/** A new line: the source with its characteristic number; its editable fields start as generated. */
export interface ControlPlanInsert extends ControlPlanSource {
  characteristicNumber: number;
}

export interface ControlPlanUpdate {
  id: string;
  /** The fields that change (source fields, untouched editable fields, sortOrder, sourceGone, generated). */
  set: Partial<Omit<ControlPlanLineState, 'id' | 'values'>> & Partial<ControlPlanEditables>;
  /** The source and editable fields whose shown value changes, for the change report. */
  changed: Array<ControlPlanSourceField | ControlPlanEditableField>;
  /** The editable fields kept as the engineer edited them although the PFMEA now gives another value. */
  kept: ControlPlanEditableField[];
}

export interface ControlPlanRegeneration {
  inserts: ControlPlanInsert[];
  updates: ControlPlanUpdate[];
  /** Lines whose source is gone now (marked, kept). */
  gone: string[];
  /** Lines whose source came back. */
  revived: string[];
  unchanged: number;
}

const sameText = (a: string | null, b: string | null) => (a ?? '') === (b ?? '');

/**
 * What regenerating a plan does to its lines: inserts for new characteristics (numbered after the highest number
 * the plan has used), updates for lines whose source changed, marks for lines whose source is gone. An editable
 * field the engineer changed (its value differs from what was generated for it) keeps its value.
 */
export function planRegeneration(
  existing: readonly ControlPlanLineState[],
  sources: readonly ControlPlanSource[],
): ControlPlanRegeneration {
  const byKey = new Map(existing.map((line) => [line.sourceKey, line]));
  let nextNumber = existing.reduce((most, line) => Math.max(most, line.characteristicNumber), 0) + 1;
  const result: ControlPlanRegeneration = { inserts: [], updates: [], gone: [], revived: [], unchanged: 0 };
  const seen = new Set<string>();
  for (const source of sources) {
    seen.add(source.sourceKey);
    const line = byKey.get(source.sourceKey);
    if (!line) {
      result.inserts.push({ ...source, characteristicNumber: nextNumber++ });
      continue;
    }
    const update: ControlPlanUpdate = { id: line.id, set: {}, changed: [], kept: [] };
    const set = update.set as Record<string, unknown>;
    for (const field of CONTROL_PLAN_SOURCE_FIELDS) {
      if (!sameText(line[field], source[field])) {
        set[field] = source[field];
        update.changed.push(field);
      }
    }
    for (const field of CONTROL_PLAN_EDITABLE_FIELDS) {
      const fresh = source.generated[field];
      if (line.generated[field] === fresh) continue;
      if (line.values[field] === line.generated[field]) {
        set[field] = fresh;
        if (line.values[field] !== fresh) update.changed.push(field);
      } else if (line.values[field] !== fresh) update.kept.push(field);
    }
    if (CONTROL_PLAN_EDITABLE_FIELDS.some((field) => line.generated[field] !== source.generated[field])) {
      set.generated = source.generated;
    }
    if (line.sortOrder !== source.sortOrder) set.sortOrder = source.sortOrder;
    if (line.functionId !== source.functionId) set.functionId = source.functionId;
    if (line.sourceGone) {
      set.sourceGone = false;
      result.revived.push(line.id);
    }
    if (Object.keys(set).length > 0) result.updates.push(update);
    else result.unchanged++;
  }
  for (const line of existing) {
    if (seen.has(line.sourceKey)) continue;
    if (line.sourceGone) result.unchanged++;
    else result.gone.push(line.id);
  }
  return result;
}

/** Cpk below this needs attention on a characteristic whose occurrence is rated low (AIAG SPC: 1.33). */
export const CPK_TARGET = 1.33;
/** An occurrence rating up to this claims the cause is well prevented. */
export const LOW_OCCURRENCE = 3;

/** Whether the measured capability contradicts the occurrence rating: Cpk < 1.33 while O ≤ 3. */
export function capabilityContradictsOccurrence(cpk: number | null, occurrence: number | null): boolean {
  return cpk !== null && occurrence !== null && cpk < CPK_TARGET && occurrence <= LOW_OCCURRENCE;
}
