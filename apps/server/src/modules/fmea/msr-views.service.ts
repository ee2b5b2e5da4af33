import { type ChainRiskRow, type Failure, FMEA_KINDS } from '@qis/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { UserContext } from '../../platform/http/request-context';
import { modeSeverities, riskRow } from './chain-risk-row';
import { fmeaChainRisks, fmeaFailureLinks, fmeaFailures } from './fmea-net.tables';
import { toFailure } from './net-rows';
import { projectFor } from './project-access';

// The FMEA-MSR views spec §7 names beside the kind's calls: the failures above and below one failure in the net
// (MSRSuperiorFailureModel, MSRSubordinateFailureModel) and the chains' risks (MSRMeasureList). The same data the
// project's net answer carries, read alone.

const MSR = FMEA_KINDS.msr;

/** The failures `failureId` leads to ('superior': its effects) or that lead to it ('subordinate': its causes). */
export async function linkedFailures(
  ctx: UserContext,
  query: { projectId: string; failureId: string },
  direction: 'superior' | 'subordinate',
): Promise<{ items: Failure[] }> {
  await projectFor(ctx, MSR, query.projectId, 'read');
  const [from, to] =
    direction === 'superior'
      ? [fmeaFailureLinks.causeId, fmeaFailureLinks.effectId]
      : [fmeaFailureLinks.effectId, fmeaFailureLinks.causeId];
  const rows = await ctx.tx
    .select({ failure: fmeaFailures })
    .from(fmeaFailureLinks)
    .innerJoin(fmeaFailures, eq(fmeaFailures.id, to))
    .where(and(eq(fmeaFailureLinks.projectId, query.projectId), eq(from, query.failureId)))
    .orderBy(asc(fmeaFailures.createdAt));
  return { items: rows.map((row) => toFailure(row.failure)) };
}

/** The chains' risks of the project, or of one failure mode, with S, AP (M = 1 rule) and AP after. */
export async function measureList(
  ctx: UserContext,
  body: { projectId: string; modeId?: string },
): Promise<{ items: ChainRiskRow[] }> {
  await projectFor(ctx, MSR, body.projectId, 'read');
  const rows = await ctx.tx
    .select()
    .from(fmeaChainRisks)
    .where(
      and(
        eq(fmeaChainRisks.projectId, body.projectId),
        body.modeId ? eq(fmeaChainRisks.modeId, body.modeId) : undefined,
      ),
    )
    .orderBy(asc(fmeaChainRisks.createdAt));
  const severities = await modeSeverities(ctx.tx, [...new Set(rows.map((row) => row.modeId))]);
  return { items: rows.map((row) => riskRow(MSR, row, severities.get(row.modeId) ?? null)) };
}
