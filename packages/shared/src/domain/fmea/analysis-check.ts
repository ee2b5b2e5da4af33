/**
 * The completeness check of the failure and risk analysis (FailureMode/FailureAnalyse): what steps 4–6 still lack,
 * per focus element, each finding with the ids a screen needs to jump to it. The rules:
 * - modeWithoutEffect: a failure mode linked to no effect (its chains have no S);
 * - modeWithoutCause: a failure mode linked to no cause (it has no chain to rate);
 * - effectWithoutSeverity: an FE without S (filed under the focus element of the first mode it is an effect of, or
 *   under its own element while no mode leads to it);
 * - chainWithoutOccurrence / chainWithoutDetection: an FM–FC chain not yet rated for O, or for D;
 * - chainWithoutAction: a chain whose AP needs an action under the kind's configuration (H, or H and M) and has none.
 */
import type { ActionPriority } from './ap';
import { type ActionRequiredLevel, needsAction } from './config';
import { elementTreeOrder, type FormSheetRow } from './form-sheet';
import type { FmeaNet } from './net-schema';

export const ANALYSIS_CHECK_RULES = [
  'modeWithoutEffect',
  'modeWithoutCause',
  'effectWithoutSeverity',
  'chainWithoutOccurrence',
  'chainWithoutDetection',
  'chainWithoutAction',
] as const;
export type AnalysisCheckRule = (typeof ANALYSIS_CHECK_RULES)[number];

export interface AnalysisFinding {
  rule: AnalysisCheckRule;
  /** The function of the mode (of the effect, for an effect no mode leads to). */
  functionId: string;
  /** The mode concerned (null: an effect no mode leads to). */
  modeId: string | null;
  /** The chain's cause (chain rules). */
  causeId: string | null;
  /** The effect (effectWithoutSeverity). */
  effectId: string | null;
  /** `${modeId}:${causeId}` for the chain rules, as the form sheet keys a row. */
  chainKey: string | null;
  /** The mode's name; the effect's for effectWithoutSeverity. */
  name: string;
  /** The cause's name (chain rules). */
  causeName: string | null;
  /** AP of the chain (chainWithoutAction). */
  ap: ActionPriority | null;
}

export type AnalysisCounts = Record<AnalysisCheckRule, number>;

export interface AnalysisElementFindings {
  elementId: string;
  elementName: string;
  counts: AnalysisCounts;
  findings: AnalysisFinding[];
}

export interface AnalysisCheck {
  counts: AnalysisCounts;
  total: number;
  /** Only the elements with findings, in structure order. */
  elements: AnalysisElementFindings[];
}

export const emptyAnalysisCounts = (): AnalysisCounts =>
  Object.fromEntries(ANALYSIS_CHECK_RULES.map((rule) => [rule, 0])) as AnalysisCounts;

/** The check of `net` from its form sheet `rows` (domain formSheetRows of the same net, AP from the project's table). */
export function analysisCheck(
  net: FmeaNet,
  rows: readonly FormSheetRow[],
  actionRequired: ActionRequiredLevel,
): AnalysisCheck {
  const functions = new Map(net.functions.map((f) => [f.id, f]));
  const elements = new Map(net.elements.map((e) => [e.id, e]));
  // Rows come in structure order, so the findings of each element do too.
  const byElement = new Map<string, AnalysisFinding[]>();
  const add = (elementId: string, finding: AnalysisFinding) => {
    const list = byElement.get(elementId);
    if (list) list.push(finding);
    else byElement.set(elementId, [finding]);
  };
  const blank = { causeId: null, effectId: null, chainKey: null, causeName: null, ap: null };
  const seenModes = new Set<string>();
  const effectFiledUnder = new Map<string, { elementId: string; modeId: string; functionId: string }>();
  for (const row of rows) {
    const { mode } = row;
    const elementId = row.focusElement?.id ?? '';
    const modeFinding = { ...blank, functionId: mode.functionId, modeId: mode.id, name: mode.name };
    if (!seenModes.has(mode.id)) {
      seenModes.add(mode.id);
      if (row.effects.length === 0) add(elementId, { ...modeFinding, rule: 'modeWithoutEffect' });
      if (row.cause === null) add(elementId, { ...modeFinding, rule: 'modeWithoutCause' });
      for (const effect of row.effects) {
        if (effect.type === 'FE' && effect.severity === null && !effectFiledUnder.has(effect.id)) {
          effectFiledUnder.set(effect.id, { elementId, modeId: mode.id, functionId: mode.functionId });
          add(elementId, { ...modeFinding, rule: 'effectWithoutSeverity', effectId: effect.id, name: effect.name });
        }
      }
    }
    if (row.cause === null) continue;
    const chain = {
      ...modeFinding,
      causeId: row.cause.id,
      chainKey: row.key,
      causeName: row.cause.name,
    };
    if (row.risk?.occurrence == null) add(elementId, { ...chain, rule: 'chainWithoutOccurrence' });
    if (row.risk?.detection == null) add(elementId, { ...chain, rule: 'chainWithoutDetection' });
    if (needsAction(row.ap, actionRequired) && row.actions.length === 0)
      add(elementId, { ...chain, rule: 'chainWithoutAction', ap: row.ap });
  }
  // Effects without S that no mode leads to: under their own element.
  for (const failure of net.failures) {
    if (failure.type !== 'FE' || failure.severity !== null || effectFiledUnder.has(failure.id)) continue;
    const elementId = functions.get(failure.functionId)?.elementId ?? '';
    add(elementId, {
      ...blank,
      rule: 'effectWithoutSeverity',
      functionId: failure.functionId,
      modeId: null,
      effectId: failure.id,
      name: failure.name,
    });
  }

  const counts = emptyAnalysisCounts();
  const found: AnalysisElementFindings[] = [];
  const order = elementTreeOrder(net.elements);
  for (const [elementId, findings] of byElement) {
    const elementCounts = emptyAnalysisCounts();
    for (const finding of findings) {
      elementCounts[finding.rule]++;
      counts[finding.rule]++;
    }
    found.push({ elementId, elementName: elements.get(elementId)?.name ?? '', counts: elementCounts, findings });
  }
  const position = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  found.sort((a, b) => position(a.elementId) - position(b.elementId));
  const total = ANALYSIS_CHECK_RULES.reduce((sum, rule) => sum + counts[rule], 0);
  return { counts, total, elements: found };
}
