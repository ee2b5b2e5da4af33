import {
  actionTypesOf,
  type ChainRiskRow,
  FMEA_KINDS,
  FMEA_MESSAGES,
  type FmeaKind,
  type OptimizationAction,
} from '@qis/shared';
import { and, asc, eq } from 'drizzle-orm';
import { users } from '../../db/tables';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { chainRiskRow } from './chain-risk-row';
import { evidenceKeysOfAction } from './evidence.service';
import { fmeaActions, fmeaChainRisks } from './fmea-net.tables';
import { toAction } from './net-rows';
import { deleteNetRow, editNetRow, insertNetRow } from './net-rows-access';
import { projectFor, projectForWrite } from './project-access';
import { chainRow } from './risks.service';

// Step 6, optimization: actions on a chain and the chain's ratings after them.

/** A responsible person must be a user of the tenant. */
export async function checkResponsible(ctx: UserContext, userId: string | null, field: string) {
  if (!userId) return;
  const [row] = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!row) throw badRequest(`参数 ${field} 无效：${FMEA_MESSAGES.userNotFound}`);
}

export async function listActions(
  ctx: UserContext,
  kind: FmeaKind,
  query: { projectId: string; modeId?: string; causeId?: string },
): Promise<{ items: OptimizationAction[] }> {
  await projectFor(ctx, kind, query.projectId, 'read');
  const rows = await ctx.tx
    .select()
    .from(fmeaActions)
    .where(
      and(
        eq(fmeaActions.projectId, query.projectId),
        query.modeId ? eq(fmeaActions.modeId, query.modeId) : undefined,
        query.causeId ? eq(fmeaActions.causeId, query.causeId) : undefined,
      ),
    )
    .orderBy(asc(fmeaActions.createdAt));
  return { items: rows.map(toAction) };
}

/** An action as saved; its evidence files are attached and removed by the evidence calls only. */
export type ActionInput = Omit<OptimizationAction, 'id' | 'version' | 'evidenceFileIds'> & {
  projectId: string;
  id?: string;
  version?: number;
};

export async function saveAction(ctx: UserContext, kind: FmeaKind, input: ActionInput): Promise<OptimizationAction> {
  await projectForWrite(ctx, kind, input.projectId, 'actions');
  if (!actionTypesOf(kind).includes(input.type)) {
    throw badRequest(`参数 type 无效：措施类型须为 ${actionTypesOf(kind).join('、')}`);
  }
  await chainRow(ctx.tx, input.projectId, input.modeId, input.causeId);
  await checkResponsible(ctx, input.responsibleId, 'responsibleId');
  const values = {
    modeId: input.modeId,
    causeId: input.causeId,
    type: input.type,
    description: input.description,
    responsibleId: input.responsibleId,
    targetDate: input.targetDate,
    status: input.status,
    actionTaken: input.actionTaken,
    completionDate: input.completionDate,
    remarks: input.remarks,
    updatedBy: ctx.principal.userId,
  };
  if (input.id) {
    const key = { projectId: input.projectId, id: input.id, version: input.version };
    return toAction(
      await editNetRow(ctx, fmeaActions, key, { entity: 'FmeaAction', notFound: FMEA_MESSAGES.actionNotFound }, values),
    );
  }
  return toAction(await insertNetRow(ctx, fmeaActions, input.projectId, 'FmeaAction', values));
}

export async function deleteAction(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; id: string; version: number },
) {
  await projectForWrite(ctx, kind, input.projectId, 'actions');
  const evidence = await evidenceKeysOfAction(ctx, input.projectId, input.id);
  await deleteNetRow(ctx, fmeaActions, input, { entity: 'FmeaAction', notFound: FMEA_MESSAGES.actionNotFound });
  // The evidence rows go with the action (foreign key); their stored files once that has committed.
  ctx.afterCommit(async () => {
    for (const key of evidence) await ctx.services.files.remove(key);
  });
  return { id: input.id, deleted: true };
}

export async function saveRatingsAfter(
  ctx: UserContext,
  kind: FmeaKind,
  input: {
    projectId: string;
    modeId: string;
    causeId: string;
    version: number;
    severityAfter: number | null;
    occurrenceAfter: number | null;
    detectionAfter: number | null;
    /** FMEA-MSR only (the other kinds' bodies refuse them). */
    mitigatedEffectAfter?: string;
    mitigatedSeverityAfter?: number | null;
  },
): Promise<ChainRiskRow> {
  await projectForWrite(ctx, kind, input.projectId, 'risks');
  const before = await chainRow(ctx.tx, input.projectId, input.modeId, input.causeId);
  const row = await updateVersioned(ctx.tx, fmeaChainRisks, before.id, input.version, {
    severityAfter: input.severityAfter,
    occurrenceAfter: input.occurrenceAfter,
    detectionAfter: input.detectionAfter,
    ...(kind === FMEA_KINDS.msr
      ? {
          mitigatedEffectAfter: input.mitigatedEffectAfter ?? '',
          mitigatedSeverityAfter: input.mitigatedSeverityAfter ?? null,
        }
      : {}),
    updatedBy: ctx.principal.userId,
  });
  ctx.recordChange({ entity: 'FmeaChainRisk', entityId: row.id, before, after: row });
  return chainRiskRow(ctx.tx, kind, row);
}
