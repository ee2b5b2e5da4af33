import { type DvpLine, FMEA_MESSAGES, type FmeaKind } from '@qis/shared';
import { asc, count, eq, max } from 'drizzle-orm';
import { badRequest } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { checkResponsible } from './actions.service';
import { fmeaActions, fmeaDvpLines } from './fmea-net.tables';
import { toDvp } from './net-rows';
import { deleteNetRow, editNetRow, insertNetRow, rowOf } from './net-rows-access';
import { projectFor, projectForWrite } from './project-access';
import { chainRow } from './risks.service';

// DVP&R: the design verification plan and report of a project, each line tied to a chain's detection control or to
// an action (or to neither).

export type DvpInput = Omit<DvpLine, 'id' | 'version'> & { projectId: string; id?: string; version?: number };

export async function saveDvp(ctx: UserContext, kind: FmeaKind, input: DvpInput): Promise<DvpLine> {
  await projectForWrite(ctx, kind, input.projectId, 'dvp');
  if ((input.modeId === null) !== (input.causeId === null))
    throw badRequest(`参数 ${input.modeId === null ? 'modeId' : 'causeId'} 无效：失效链须同时给出 modeId 与 causeId`);
  if (input.modeId && input.causeId) await chainRow(ctx.tx, input.projectId, input.modeId, input.causeId);
  if (input.actionId) await rowOf(ctx.tx, fmeaActions, input.projectId, input.actionId, FMEA_MESSAGES.actionNotFound);
  await checkResponsible(ctx, input.responsibleId, 'responsibleId');
  if (input.plannedStart && input.plannedEnd && input.plannedEnd < input.plannedStart)
    throw badRequest(`参数 plannedEnd 无效：${FMEA_MESSAGES.datesOrder}`);
  const values = {
    modeId: input.modeId,
    causeId: input.causeId,
    actionId: input.actionId,
    testName: input.testName,
    acceptanceCriteria: input.acceptanceCriteria,
    sampleSize: input.sampleSize,
    responsibleId: input.responsibleId,
    plannedStart: input.plannedStart,
    plannedEnd: input.plannedEnd,
    result: input.result,
    status: input.status,
    updatedBy: ctx.principal.userId,
  };
  if (input.id) {
    const key = { projectId: input.projectId, id: input.id, version: input.version };
    return toDvp(
      await editNetRow(ctx, fmeaDvpLines, key, { entity: 'FmeaDvpLine', notFound: FMEA_MESSAGES.dvpNotFound }, values),
    );
  }
  const [last] = await ctx.tx
    .select({ n: max(fmeaDvpLines.sortOrder) })
    .from(fmeaDvpLines)
    .where(eq(fmeaDvpLines.projectId, input.projectId));
  return toDvp(
    await insertNetRow(ctx, fmeaDvpLines, input.projectId, 'FmeaDvpLine', {
      ...values,
      sortOrder: (last?.n ?? -1) + 1,
    }),
  );
}

export async function deleteDvp(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; id: string; version: number },
) {
  await projectForWrite(ctx, kind, input.projectId, 'dvp');
  await deleteNetRow(ctx, fmeaDvpLines, input, { entity: 'FmeaDvpLine', notFound: FMEA_MESSAGES.dvpNotFound });
  return { id: input.id, deleted: true };
}

export async function listDvp(
  ctx: UserContext,
  kind: FmeaKind,
  query: { projectId: string; SkipCount: number; MaxResultCount: number },
): Promise<{ items: DvpLine[]; totalCount: number }> {
  await projectFor(ctx, kind, query.projectId, 'read');
  const where = eq(fmeaDvpLines.projectId, query.projectId);
  const [total] = await ctx.tx.select({ n: count() }).from(fmeaDvpLines).where(where);
  const rows = await ctx.tx
    .select()
    .from(fmeaDvpLines)
    .where(where)
    .orderBy(asc(fmeaDvpLines.sortOrder), asc(fmeaDvpLines.createdAt))
    .offset(query.SkipCount)
    .limit(query.MaxResultCount);
  return { items: rows.map(toDvp), totalCount: total?.n ?? 0 };
}
