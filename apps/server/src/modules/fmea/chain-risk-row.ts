import {
  type ChainRiskRow,
  chainActionPriority,
  chainActionPriorityAfter,
  type FmeaKind,
  riskPriorityNumber,
} from '@qis/shared';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database';
import type { fmeaChainRisks } from './fmea-net.tables';
import { fmeaFailureLinks, fmeaFailures } from './fmea-net.tables';
import { toRisk } from './net-rows';

// A chain's risk with what the server computes, without loading the whole net: S is the highest S among the effects
// the mode leads to (domain chainSeverity, here as one aggregate), AP from the kind's table (FMEA-MSR: with the
// mitigated severity when M = 1, chainActionPriority), RPN, AP after.

export async function modeSeverities(tx: Transaction, modeIds: readonly string[]): Promise<Map<string, number | null>> {
  const severities = new Map<string, number | null>(modeIds.map((id) => [id, null]));
  if (modeIds.length === 0) return severities;
  const rows = await tx
    .select({ modeId: fmeaFailureLinks.causeId, severity: max(fmeaFailures.severity) })
    .from(fmeaFailureLinks)
    .innerJoin(fmeaFailures, eq(fmeaFailures.id, fmeaFailureLinks.effectId))
    .where(and(inArray(fmeaFailureLinks.causeId, [...modeIds])))
    .groupBy(fmeaFailureLinks.causeId);
  for (const row of rows) severities.set(row.modeId, row.severity);
  return severities;
}

export function riskRow(
  kind: FmeaKind,
  row: (typeof fmeaChainRisks)['$inferSelect'],
  severity: number | null,
): ChainRiskRow {
  const risk = toRisk(row);
  const before = chainActionPriority(kind, { ...risk, severity });
  const after = chainActionPriorityAfter(kind, severity, risk);
  return {
    ...risk,
    severity,
    ap: before.ap,
    apSeverity: before.severity,
    apMitigated: before.mitigated,
    rpn: riskPriorityNumber(severity, risk.occurrence, risk.detection),
    apAfter: after?.ap ?? null,
    apAfterSeverity: after?.severity ?? null,
    apAfterMitigated: after?.mitigated ?? false,
  };
}

export async function chainRiskRow(
  tx: Transaction,
  kind: FmeaKind,
  row: (typeof fmeaChainRisks)['$inferSelect'],
): Promise<ChainRiskRow> {
  const severities = await modeSeverities(tx, [row.modeId]);
  return riskRow(kind, row, severities.get(row.modeId) ?? null);
}
