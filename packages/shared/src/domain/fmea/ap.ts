/** Action Priority (AIAG & VDA 2019) and the RPN shown beside it, from the tables in ap-tables.ts. */
import { DFMEA_PFMEA_AP_LOOKUP, MSR_AP_LOOKUP } from './ap-tables';
import { FMEA_KINDS, type FmeaKind } from './kinds';

export const ACTION_PRIORITIES = ['H', 'M', 'L'] as const;
export type ActionPriority = (typeof ACTION_PRIORITIES)[number];

/** `lookup[S][O][D − 1]` (MSR: `lookup[S][F][M − 1]`), keys 1–10, as in the reference files. */
export type ApLookup = Readonly<Record<number, Readonly<Record<number, string>>>>;

/** The two tables a tenant computes with: DFMEA and PFMEA share one, FMEA-MSR has its own. */
export interface ApTables {
  dfmeaPfmea: { lookup: ApLookup };
  msr: { lookup: ApLookup };
}

export const AP_TABLES: ApTables = { dfmeaPfmea: { lookup: DFMEA_PFMEA_AP_LOOKUP }, msr: { lookup: MSR_AP_LOOKUP } };

/** A rating of the 1–10 scales (S, O, D; MSR's F and M). */
export function isRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10;
}

/** The priority of (S, O, D) in `lookup`, or null while a rating is missing. */
export function lookupActionPriority(
  lookup: ApLookup,
  severity: number | null | undefined,
  occurrence: number | null | undefined,
  detection: number | null | undefined,
): ActionPriority | null {
  if (!isRating(severity) || !isRating(occurrence) || !isRating(detection)) return null;
  const letter = lookup[severity]?.[occurrence]?.[detection - 1];
  return letter === 'H' || letter === 'M' || letter === 'L' ? letter : null;
}

/** The table a kind of FMEA rates with. */
export function apLookupFor(kind: FmeaKind, tables: ApTables = AP_TABLES): ApLookup {
  return kind === FMEA_KINDS.msr ? tables.msr.lookup : tables.dfmeaPfmea.lookup;
}

/** AP of a chain: (S, O, D) for DFMEA and PFMEA, (S, F, M) for FMEA-MSR; null while a rating is missing. */
export function actionPriority(
  kind: FmeaKind,
  severity: number | null | undefined,
  occurrence: number | null | undefined,
  detection: number | null | undefined,
  tables: ApTables = AP_TABLES,
): ActionPriority | null {
  return lookupActionPriority(apLookupFor(kind, tables), severity, occurrence, detection);
}

/** S × O × D, shown as a secondary figure (the handbook ranks by AP, not RPN); null while a rating is missing. */
export function riskPriorityNumber(
  severity: number | null | undefined,
  occurrence: number | null | undefined,
  detection: number | null | undefined,
): number | null {
  if (!isRating(severity) || !isRating(occurrence) || !isRating(detection)) return null;
  return severity * occurrence * detection;
}
