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

/** The ratings a chain's AP is computed from: S (most severe FE), O / F, D / M, and MSR's mitigated severity. */
export interface ChainRatings {
  severity: number | null | undefined;
  occurrence: number | null | undefined;
  detection: number | null | undefined;
  /** FMEA-MSR: S of the most severe effect after monitoring and system response. */
  mitigatedSeverity?: number | null | undefined;
}

/** A chain's AP and the severity that entered the table. */
export interface ChainPriority {
  ap: ActionPriority | null;
  /** The S looked up: the chain's S, or (FMEA-MSR, M = 1) the mitigated effect's. */
  severity: number | null;
  /** True when the mitigated effect's severity entered the table (FMEA-MSR, M = 1). */
  mitigated: boolean;
}

/**
 * The AP of a chain of `kind`. FMEA-MSR (handbook, ap-msr.json notes): when M = 1 (monitoring and system response
 * fully effective) the severity of the mitigated effect enters the table, if it is rated; otherwise the original S.
 * DFMEA and PFMEA: (S, O, D) as rated.
 */
export function chainActionPriority(
  kind: FmeaKind,
  ratings: ChainRatings,
  tables: ApTables = AP_TABLES,
): ChainPriority {
  const mitigated = kind === FMEA_KINDS.msr && ratings.detection === 1 && isRating(ratings.mitigatedSeverity);
  const severity = mitigated ? (ratings.mitigatedSeverity as number) : (ratings.severity ?? null);
  return {
    ap: actionPriority(kind, severity, ratings.occurrence, ratings.detection, tables),
    severity,
    mitigated,
  };
}

/** The ratings after the actions of a chain: each rating after, or the one before where none was given. */
export interface ChainRatingsAfter {
  severityAfter: number | null;
  occurrenceAfter: number | null;
  detectionAfter: number | null;
  mitigatedSeverityAfter?: number | null;
}

/** Whether any rating after the actions was entered (AP after is shown only then). */
export function hasRatingsAfter(risk: ChainRatingsAfter): boolean {
  return Boolean(risk.severityAfter || risk.occurrenceAfter || risk.detectionAfter || risk.mitigatedSeverityAfter);
}

/** The AP after the actions by the same rule, or null while no rating after was entered. */
export function chainActionPriorityAfter(
  kind: FmeaKind,
  severity: number | null,
  risk: ChainRatingsAfter & { occurrence: number | null; detection: number | null; mitigatedSeverity?: number | null },
  tables: ApTables = AP_TABLES,
): ChainPriority | null {
  if (!hasRatingsAfter(risk)) return null;
  return chainActionPriority(
    kind,
    {
      severity: risk.severityAfter ?? severity,
      occurrence: risk.occurrenceAfter ?? risk.occurrence,
      detection: risk.detectionAfter ?? risk.detection,
      mitigatedSeverity: risk.mitigatedSeverityAfter ?? risk.mitigatedSeverity,
    },
    tables,
  );
}
