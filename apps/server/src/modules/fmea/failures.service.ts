import {
  type ChainRiskRow,
  cycleThrough,
  type Failure,
  type FailureLink,
  FMEA_MESSAGES,
  FMEA_NET_MESSAGES,
  type FmeaKind,
  failureEdges,
} from '@qis/shared';
import { and, eq, or } from 'drizzle-orm';
import { updateVersioned } from '../../platform/db/versioned-update';
import { businessError } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { chainRiskRow, modeSeverities } from './chain-risk-row';
import {
  fmeaActions,
  fmeaChainRisks,
  fmeaDvpLines,
  fmeaFailureLinks,
  fmeaFailures,
  fmeaFunctions,
} from './fmea-net.tables';
import { loadFailureLinks } from './net-load';
import { toFailure } from './net-rows';
import { deleteVersioned, requireVersion, rowOf } from './net-rows-access';
import { projectForWrite } from './project-access';

// Step 4, failures: effects (with S), modes and causes per function, and the failure net (FC → FM → FE, and a lower
// element's mode causing a higher one's). Linking into a mode makes that chain's risk row; unlinking removes it with
// its actions. A chain's S is never stored: it follows the most severe effect its mode leads to.

interface FailureInput {
  projectId: string;
  id?: string;
  version?: number;
  functionId: string;
  name: string;
  type: Failure['type'];
  severity: number | null;
}

/** The modes whose chains take their S from this failure (the modes leading to it), with that S now. */
async function affectedChains(ctx: UserContext, projectId: string, failure: Failure) {
  const links = await loadFailureLinks(ctx.tx, projectId);
  const modes =
    failure.type === 'FM' ? [failure.id] : links.filter((l) => l.effectId === failure.id).map((l) => l.causeId);
  const severities = await modeSeverities(ctx.tx, modes);
  return [...severities].map(([modeId, severity]) => ({ modeId, severity }));
}

export async function saveFailure(
  ctx: UserContext,
  kind: FmeaKind,
  input: FailureInput,
): Promise<{ failure: Failure; chains: Array<{ modeId: string; severity: number | null }> }> {
  await projectForWrite(ctx, kind, input.projectId, 'failures');
  await rowOf(ctx.tx, fmeaFunctions, input.projectId, input.functionId, FMEA_MESSAGES.functionNotFound);
  const values = {
    functionId: input.functionId,
    name: input.name,
    severity: input.type === 'FE' ? input.severity : null,
    updatedBy: ctx.principal.userId,
  };
  let failure: Failure;
  if (input.id) {
    const before = await rowOf(ctx.tx, fmeaFailures, input.projectId, input.id, FMEA_MESSAGES.failureNotFound);
    if (before.type !== input.type) throw businessError(FMEA_MESSAGES.failureType);
    const row = await updateVersioned(ctx.tx, fmeaFailures, input.id, requireVersion(input.version), values);
    ctx.recordChange({ entity: 'FmeaFailure', entityId: row.id, before, after: row });
    failure = toFailure(row);
  } else {
    const [row] = await ctx.tx
      .insert(fmeaFailures)
      .values({
        ...values,
        type: input.type,
        tenantId: ctx.principal.tenantId,
        projectId: input.projectId,
        createdBy: ctx.principal.userId,
      })
      .returning();
    if (!row) throw new Error('failure was not created');
    ctx.recordChange({ entity: 'FmeaFailure', entityId: row.id, after: row });
    failure = toFailure(row);
  }
  return { failure, chains: await affectedChains(ctx, input.projectId, failure) };
}

export async function deleteFailure(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; id: string; version: number },
) {
  await projectForWrite(ctx, kind, input.projectId, 'failures');
  const before = await rowOf(ctx.tx, fmeaFailures, input.projectId, input.id, FMEA_MESSAGES.failureNotFound);
  const id = input.id;
  const [links, risks, actions, dvp] = await Promise.all([
    ctx.tx
      .select({ causeId: fmeaFailureLinks.causeId })
      .from(fmeaFailureLinks)
      .where(or(eq(fmeaFailureLinks.causeId, id), eq(fmeaFailureLinks.effectId, id))),
    ctx.tx
      .select({ id: fmeaChainRisks.id })
      .from(fmeaChainRisks)
      .where(or(eq(fmeaChainRisks.modeId, id), eq(fmeaChainRisks.causeId, id))),
    ctx.tx
      .select({ id: fmeaActions.id })
      .from(fmeaActions)
      .where(
        and(eq(fmeaActions.projectId, input.projectId), or(eq(fmeaActions.modeId, id), eq(fmeaActions.causeId, id))),
      ),
    ctx.tx
      .select({ id: fmeaDvpLines.id })
      .from(fmeaDvpLines)
      .where(or(eq(fmeaDvpLines.modeId, id), eq(fmeaDvpLines.causeId, id))),
  ]);
  await deleteVersioned(ctx.tx, fmeaFailures, input.projectId, id, input.version, FMEA_MESSAGES.failureNotFound);
  const removal = { failureLinks: links.length, risks: risks.length, actions: actions.length, dvp: dvp.length };
  ctx.recordChange({ entity: 'FmeaFailure', entityId: id, before, after: removal });
  return removal;
}

/** The pairs the failure net allows, cause → effect. */
const ALLOWED_LINKS = new Set(['FC>FM', 'FM>FM', 'FM>FE']);

export async function linkFailures(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; causeId: string; effectId: string },
): Promise<{ link: FailureLink; risk: ChainRiskRow | null }> {
  await projectForWrite(ctx, kind, input.projectId, 'failures');
  const cause = await rowOf(ctx.tx, fmeaFailures, input.projectId, input.causeId, FMEA_MESSAGES.failureNotFound);
  const effect = await rowOf(ctx.tx, fmeaFailures, input.projectId, input.effectId, FMEA_MESSAGES.failureNotFound);
  if (cause.id === effect.id) throw businessError(FMEA_NET_MESSAGES.selfLink);
  if (!ALLOWED_LINKS.has(`${cause.type}>${effect.type}`)) throw businessError(FMEA_MESSAGES.failureLinkTypes);
  const failureLinks = await loadFailureLinks(ctx.tx, input.projectId);
  if (failureLinks.some((l) => l.causeId === cause.id && l.effectId === effect.id))
    throw businessError(FMEA_MESSAGES.linkExists);
  if (cycleThrough(failureEdges({ failureLinks }), { from: cause.id, to: effect.id }))
    throw businessError(FMEA_NET_MESSAGES.failureCycle);
  const tenantId = ctx.principal.tenantId;
  await ctx.tx
    .insert(fmeaFailureLinks)
    .values({ tenantId, projectId: input.projectId, causeId: cause.id, effectId: effect.id });
  const link = { causeId: cause.id, effectId: effect.id };
  ctx.recordChange({ entity: 'FmeaFailureLink', entityId: `${cause.id}>${effect.id}`, after: link });
  if (effect.type !== 'FM') return { link, risk: null };
  const [row] = await ctx.tx
    .insert(fmeaChainRisks)
    .values({
      tenantId,
      projectId: input.projectId,
      modeId: effect.id,
      causeId: cause.id,
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    })
    .returning();
  if (!row) throw new Error('chain risk was not created');
  return { link, risk: await chainRiskRow(ctx.tx, kind, row) };
}

export async function unlinkFailures(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; causeId: string; effectId: string },
) {
  await projectForWrite(ctx, kind, input.projectId, 'failures');
  const deleted = await ctx.tx
    .delete(fmeaFailureLinks)
    .where(
      and(
        eq(fmeaFailureLinks.projectId, input.projectId),
        eq(fmeaFailureLinks.causeId, input.causeId),
        eq(fmeaFailureLinks.effectId, input.effectId),
      ),
    )
    .returning();
  if (deleted.length === 0) throw businessError(FMEA_MESSAGES.linkNotFound);
  const chain = and(
    eq(fmeaChainRisks.projectId, input.projectId),
    eq(fmeaChainRisks.modeId, input.effectId),
    eq(fmeaChainRisks.causeId, input.causeId),
  );
  const actions = await ctx.tx
    .select({ id: fmeaActions.id })
    .from(fmeaActions)
    .where(
      and(
        eq(fmeaActions.projectId, input.projectId),
        eq(fmeaActions.modeId, input.effectId),
        eq(fmeaActions.causeId, input.causeId),
      ),
    );
  // The chain's actions go with its risk row (foreign key).
  const risks = await ctx.tx.delete(fmeaChainRisks).where(chain).returning({ id: fmeaChainRisks.id });
  ctx.recordChange({ entity: 'FmeaFailureLink', entityId: `${input.causeId}>${input.effectId}`, before: input });
  return { deleted: true, risks: risks.length, actions: risks.length > 0 ? actions.length : 0 };
}
