/**
 * The failure matrix of one focus element (FailureMode/FailureModelMatrix_X_Y): across (X) the failure modes of the
 * element's functions; down (Y) first the failures that can be their effects — those of the higher-level functions
 * the function net links the element's functions to (FE, or a higher FM) — then those that can be their causes, of
 * the lower-level functions (FC, or a lower FM). A failure already linked to one of the modes is on its axis even when
 * the function net no longer reaches it, so no link is hidden. A cell is an existing failure link; an FM × cause cell
 * is a chain and carries its S (most severe linked FE), O, D, AP from the table, RPN and AP after. A link between two
 * modes of the focus element itself has no cell (both ends are on X).
 */
import {
  type ActionPriority,
  type ApTables,
  chainActionPriority,
  chainActionPriorityAfter,
  riskPriorityNumber,
} from './ap';
import { elementTreeOrder } from './form-sheet';
import type { FmeaKind } from './kinds';
import type { Failure, FailureType, FmeaNet } from './net-schema';

export interface FailureMatrixItem {
  id: string;
  type: FailureType;
  name: string;
  /** S of an FE; null otherwise or while not rated. */
  severity: number | null;
  functionId: string;
  functionName: string;
  elementId: string;
  elementName: string;
  /** Reached through the function net (false: only its link to a mode keeps it on the axis). */
  inFunctionNet: boolean;
}

export interface FailureMatrixChain {
  severity: number | null;
  occurrence: number | null;
  detection: number | null;
  ap: ActionPriority | null;
  rpn: number | null;
  apAfter: ActionPriority | null;
  actions: number;
}

export interface FailureMatrixCell {
  /** The X item: a failure mode of the focus element. */
  modeId: string;
  /** The Y item. */
  failureId: string;
  role: 'effect' | 'cause';
  /** For a cause cell, the FM–FC chain's risk (null while the chain has no risk row yet). */
  chain: FailureMatrixChain | null;
}

export interface FailureMatrix {
  elementId: string;
  x: FailureMatrixItem[];
  effects: FailureMatrixItem[];
  causes: FailureMatrixItem[];
  cells: FailureMatrixCell[];
}

export function failureMatrix(kind: FmeaKind, net: FmeaNet, elementId: string, tables?: ApTables): FailureMatrix {
  const elements = new Map(net.elements.map((e) => [e.id, e]));
  const functions = new Map(net.functions.map((f) => [f.id, f]));
  const positions = elementTreeOrder(net.elements);
  const focusFunctions = new Set(net.functions.filter((f) => f.elementId === elementId).map((f) => f.id));
  const higher = new Set<string>();
  const lower = new Set<string>();
  for (const link of net.functionLinks) {
    if (focusFunctions.has(link.lowerId)) higher.add(link.higherId);
    if (focusFunctions.has(link.higherId)) lower.add(link.lowerId);
  }
  const item = (failure: Failure, inFunctionNet: boolean): FailureMatrixItem => {
    const fn = functions.get(failure.functionId);
    return {
      id: failure.id,
      type: failure.type,
      name: failure.name,
      severity: failure.type === 'FE' ? failure.severity : null,
      functionId: failure.functionId,
      functionName: fn?.name ?? '',
      elementId: fn?.elementId ?? '',
      elementName: elements.get(fn?.elementId ?? '')?.name ?? '',
      inFunctionNet,
    };
  };
  const place = (failure: Failure) => {
    const fn = functions.get(failure.functionId);
    return [positions.get(fn?.elementId ?? '') ?? Number.MAX_SAFE_INTEGER, fn?.sortOrder ?? 0] as const;
  };
  const byPlace = (a: Failure, b: Failure) => {
    const [ea, fa] = place(a);
    const [eb, fb] = place(b);
    return ea - eb || fa - fb;
  };

  const modes = net.failures.filter((f) => f.type === 'FM' && focusFunctions.has(f.functionId)).sort(byPlace);
  const modeIds = new Set(modes.map((m) => m.id));
  const linkedEffects = new Set<string>();
  const linkedCauses = new Set<string>();
  for (const link of net.failureLinks) {
    if (modeIds.has(link.causeId)) linkedEffects.add(link.effectId);
    if (modeIds.has(link.effectId)) linkedCauses.add(link.causeId);
  }
  const effects = net.failures
    .filter((f) => f.type !== 'FC' && !modeIds.has(f.id) && (higher.has(f.functionId) || linkedEffects.has(f.id)))
    .sort(byPlace);
  const causes = net.failures
    .filter((f) => f.type !== 'FE' && !modeIds.has(f.id) && (lower.has(f.functionId) || linkedCauses.has(f.id)))
    .sort(byPlace);
  const effectIds = new Set(effects.map((f) => f.id));
  const causeIds = new Set(causes.map((f) => f.id));

  // S of each mode: its most severe linked FE (domain chainSeverity).
  const failures = new Map(net.failures.map((f) => [f.id, f]));
  const severity = new Map<string, number | null>(modes.map((m) => [m.id, null]));
  for (const link of net.failureLinks) {
    if (!modeIds.has(link.causeId)) continue;
    const s = failures.get(link.effectId)?.severity ?? null;
    const current = severity.get(link.causeId) ?? null;
    if (s !== null && (current === null || s > current)) severity.set(link.causeId, s);
  }
  const risks = new Map(net.risks.map((r) => [`${r.modeId}:${r.causeId}`, r]));
  const actions = new Map<string, number>();
  for (const action of net.actions) {
    const key = `${action.modeId}:${action.causeId}`;
    actions.set(key, (actions.get(key) ?? 0) + 1);
  }

  const cells: FailureMatrixCell[] = [];
  for (const link of net.failureLinks) {
    if (modeIds.has(link.causeId) && effectIds.has(link.effectId)) {
      cells.push({ modeId: link.causeId, failureId: link.effectId, role: 'effect', chain: null });
    }
    if (modeIds.has(link.effectId) && causeIds.has(link.causeId)) {
      const key = `${link.effectId}:${link.causeId}`;
      const risk = risks.get(key);
      const s = severity.get(link.effectId) ?? null;
      cells.push({
        modeId: link.effectId,
        failureId: link.causeId,
        role: 'cause',
        chain: risk
          ? {
              severity: s,
              occurrence: risk.occurrence,
              detection: risk.detection,
              ap: chainActionPriority(kind, { ...risk, severity: s }, tables).ap,
              rpn: riskPriorityNumber(s, risk.occurrence, risk.detection),
              apAfter: chainActionPriorityAfter(kind, s, risk, tables)?.ap ?? null,
              actions: actions.get(key) ?? 0,
            }
          : null,
      });
    }
  }
  return {
    elementId,
    x: modes.map((m) => item(m, true)),
    effects: effects.map((f) => item(f, higher.has(f.functionId))),
    causes: causes.map((f) => item(f, lower.has(f.functionId))),
    cells,
  };
}
