/**
 * The form sheet as a view of the net: one row per FM–FC chain (a failure mode without causes yet gets one row with
 * an empty cause, so nothing entered disappears from the sheet), in structure order. Each row names the three levels
 * of steps 2–4 (higher, focus, lower), the chain's effects with S from the most severe, the risk of step 5 with AP
 * from the project's table, and step 6's actions and ratings after.
 */
import {
  type ActionPriority,
  type ApTables,
  chainActionPriority,
  chainActionPriorityAfter,
  riskPriorityNumber,
} from './ap';
import type { FmeaKind } from './kinds';
import type { ChainRisk, Failure, FmeaFunction, FmeaNet, OptimizationAction, StructureElement } from './net-schema';

export interface FormSheetRow {
  /** `${modeId}:${causeId}`, or the mode's id alone for a mode without causes. */
  key: string;
  higherElement: StructureElement | null;
  focusElement: StructureElement | null;
  lowerElement: StructureElement | null;
  higherFunctions: FmeaFunction[];
  focusFunction: FmeaFunction | null;
  lowerFunction: FmeaFunction | null;
  effects: Failure[];
  mode: Failure;
  cause: Failure | null;
  severity: number | null;
  risk: ChainRisk | null;
  ap: ActionPriority | null;
  /** The S that entered the AP table: the chain's S, or (FMEA-MSR, M = 1) the mitigated effect's (chainActionPriority). */
  apSeverity: number | null;
  /** FMEA-MSR: AP was computed with the mitigated effect's severity (M = 1). */
  apMitigated: boolean;
  rpn: number | null;
  actions: OptimizationAction[];
  apAfter: ActionPriority | null;
  apAfterSeverity: number | null;
  apAfterMitigated: boolean;
}

function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

/** Groups `items` by a key, keeping their order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const at = key(item);
    const list = groups.get(at);
    if (list) list.push(item);
    else groups.set(at, [item]);
  }
  return groups;
}

/** Elements in tree order (parents before children, siblings by sortOrder), as their position. */
export function elementTreeOrder(elements: readonly StructureElement[]): Map<string, number> {
  const children = new Map<string | null, StructureElement[]>();
  for (const element of elements) {
    const list = children.get(element.parentId);
    if (list) list.push(element);
    else children.set(element.parentId, [element]);
  }
  for (const list of children.values()) list.sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
  const order = new Map<string, number>();
  const visit = (parentId: string | null) => {
    for (const element of children.get(parentId) ?? []) {
      order.set(element.id, order.size);
      visit(element.id);
    }
  };
  visit(null);
  return order;
}

export function formSheetRows(kind: FmeaKind, net: FmeaNet, tables?: ApTables): FormSheetRow[] {
  const elements = byId(net.elements);
  const functions = byId(net.functions);
  const failures = byId(net.failures);
  const order = elementTreeOrder(net.elements);
  const risks = new Map(net.risks.map((risk) => [`${risk.modeId}:${risk.causeId}`, risk]));
  const actions = groupBy(net.actions, (action) => `${action.modeId}:${action.causeId}`);
  // Links by the failure at either end, so that each mode finds its effects and causes without a scan.
  const effectLinks = groupBy(net.failureLinks, (link) => link.causeId);
  const causeLinks = groupBy(net.failureLinks, (link) => link.effectId);
  const elementOf = (failure: Failure | null | undefined) => {
    const fn = failure ? functions.get(failure.functionId) : undefined;
    return fn ? (elements.get(fn.elementId) ?? null) : null;
  };
  const functionOf = (failure: Failure | null | undefined) =>
    failure ? (functions.get(failure.functionId) ?? null) : null;

  const modes = net.failures
    .filter((failure) => failure.type === 'FM')
    .map((mode) => ({ mode, element: elementOf(mode), fn: functionOf(mode) }))
    .sort(
      (a, b) =>
        (order.get(a.element?.id ?? '') ?? -1) - (order.get(b.element?.id ?? '') ?? -1) ||
        (a.fn?.sortOrder ?? 0) - (b.fn?.sortOrder ?? 0),
    );

  const rows: FormSheetRow[] = [];
  for (const { mode, element, fn } of modes) {
    const effects = (effectLinks.get(mode.id) ?? [])
      .map((link) => failures.get(link.effectId))
      .filter((failure): failure is Failure => failure !== undefined);
    // S of the chain: the most severe effect (chainSeverity, here over the effects already found).
    let severity: number | null = null;
    for (const effect of effects) {
      if (effect.severity !== null && (severity === null || effect.severity > severity)) severity = effect.severity;
    }
    const higherFunctions = [
      ...new Map(
        effects
          .map(functionOf)
          .filter((f): f is FmeaFunction => f !== null)
          .map((f) => [f.id, f]),
      ).values(),
    ];
    const higherElement =
      (element?.parentId ? elements.get(element.parentId) : undefined) ?? elementOf(effects[0]) ?? null;
    const causes = (causeLinks.get(mode.id) ?? [])
      .map((link) => failures.get(link.causeId))
      .filter((failure): failure is Failure => failure !== undefined);
    for (const cause of causes.length > 0 ? causes : [null]) {
      const key = cause ? `${mode.id}:${cause.id}` : mode.id;
      const risk = cause ? (risks.get(key) ?? null) : null;
      const before = risk ? chainActionPriority(kind, { ...risk, severity }, tables) : null;
      const after = risk ? chainActionPriorityAfter(kind, severity, risk, tables) : null;
      rows.push({
        key,
        higherElement,
        focusElement: element,
        lowerElement: elementOf(cause),
        higherFunctions,
        focusFunction: fn,
        lowerFunction: functionOf(cause),
        effects,
        mode,
        cause,
        severity,
        risk,
        ap: before?.ap ?? null,
        apSeverity: before?.severity ?? null,
        apMitigated: before?.mitigated ?? false,
        rpn: risk ? riskPriorityNumber(severity, risk.occurrence, risk.detection) : null,
        actions: cause ? (actions.get(key) ?? []) : [],
        apAfter: after?.ap ?? null,
        apAfterSeverity: after?.severity ?? null,
        apAfterMitigated: after?.mitigated ?? false,
      });
    }
  }
  return rows;
}

/** How many chains have each AP (the AP_S_RPNDistribution and the results step's summary). */
export function apCounts(rows: readonly FormSheetRow[]): Record<ActionPriority | 'unrated', number> {
  const counts = { H: 0, M: 0, L: 0, unrated: 0 };
  for (const row of rows) {
    if (!row.cause) continue;
    counts[row.ap ?? 'unrated']++;
  }
  return counts;
}
