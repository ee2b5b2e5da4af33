import type { ProcessDto, ProcessStepDto, ProcessSummaryDto } from '@qis/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parts, processItems, processSteps, processWorkElements, users } from '../../db/tables';
import type { DbExecutor } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/escape-like';
import { notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { subtreeIds, typePaths } from '../fmea-library';
import { allClassifications } from './classifications.service';

// Reading process items: the paged list, one item with its steps and work elements.

export const PROCESS_NOT_FOUND = '过程流程不存在或已被删除';

export type ProcessRow = typeof processItems.$inferSelect;

const owner = alias(users, 'owner');
const editor = alias(users, 'editor');
const stepCountOf = sql<number>`(select count(*)::int from process_steps s where s.process_id = process_items.id)`;

function summarySelect() {
  return {
    item: processItems,
    partNo: parts.partNo,
    partName: parts.name,
    ownerName: owner.name,
    updatedByName: editor.name,
    stepCount: stepCountOf,
  };
}

type SummaryRow = {
  item: ProcessRow;
  partNo: string | null;
  partName: string | null;
  ownerName: string | null;
  updatedByName: string | null;
  stepCount: number;
};

const summaryOf = (row: SummaryRow, classificationPaths: Map<string, string>): ProcessSummaryDto => ({
  id: row.item.id,
  processNo: row.item.processNo,
  name: row.item.name,
  classificationId: row.item.classificationId,
  classificationName: row.item.classificationId ? (classificationPaths.get(row.item.classificationId) ?? null) : null,
  partId: row.item.partId,
  partNo: row.partNo,
  partName: row.partName,
  processVersion: row.item.processVersion,
  description: row.item.description,
  ownerId: row.item.ownerId,
  ownerName: row.ownerName,
  stepCount: row.stepCount,
  updateTime: row.item.updatedAt.toISOString(),
  updatedByName: row.updatedByName,
  version: row.item.version,
});

async function summaries(tx: DbExecutor, where: SQL | undefined, page?: { skip: number; take: number }) {
  const query = tx
    .select(summarySelect())
    .from(processItems)
    .leftJoin(parts, eq(parts.id, processItems.partId))
    .leftJoin(owner, eq(owner.id, processItems.ownerId))
    .leftJoin(editor, eq(editor.id, processItems.updatedBy))
    .where(where)
    .orderBy(desc(processItems.updatedAt), desc(processItems.id));
  const rows = page ? await query.limit(page.take).offset(page.skip) : await query;
  return rows as SummaryRow[];
}

export async function processPage(
  ctx: UserContext,
  query: { SkipCount: number; MaxResultCount: number; keyword?: string | undefined; classificationId?: string },
) {
  const classifications = await allClassifications(ctx.tx);
  const like = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
  const where = and(
    like
      ? or(
          ilike(processItems.processNo, like),
          ilike(processItems.name, like),
          sql`exists (select 1 from parts p where p.id = ${processItems.partId} and (p.part_no ilike ${like} or p.name ilike ${like}))`,
        )
      : undefined,
    query.classificationId
      ? inArray(processItems.classificationId, [...subtreeIds(classifications, query.classificationId)])
      : undefined,
  );
  const rows = await summaries(ctx.tx, where, { skip: query.SkipCount, take: query.MaxResultCount });
  const [total] = await ctx.tx.select({ n: count() }).from(processItems).where(where);
  const paths = typePaths(classifications);
  return { items: rows.map((r) => summaryOf(r, paths)), totalCount: total?.n ?? 0 };
}

export async function requireProcess(tx: DbExecutor, id: string): Promise<ProcessRow> {
  const [row] = await tx.select().from(processItems).where(eq(processItems.id, id));
  if (!row) throw notFound(PROCESS_NOT_FOUND);
  return row;
}

/** The steps of a process in order, each with its work elements in order. */
export async function stepsOf(tx: DbExecutor, processId: string): Promise<ProcessStepDto[]> {
  const steps = await tx
    .select({
      id: processSteps.id,
      number: processSteps.number,
      name: processSteps.name,
      stepType: processSteps.stepType,
      description: processSteps.description,
    })
    .from(processSteps)
    .where(eq(processSteps.processId, processId))
    .orderBy(asc(processSteps.sort));
  const elements = await tx
    .select({
      id: processWorkElements.id,
      stepId: processWorkElements.stepId,
      category: processWorkElements.category,
      name: processWorkElements.name,
      description: processWorkElements.description,
    })
    .from(processWorkElements)
    .where(eq(processWorkElements.processId, processId))
    .orderBy(asc(processWorkElements.sort));
  const byStep = new Map<string, ProcessStepDto['elements']>();
  for (const { stepId, ...element } of elements)
    byStep.set(stepId, [...(byStep.get(stepId) ?? []), element as ProcessStepDto['elements'][number]]);
  return steps.map((step) => ({
    ...step,
    stepType: step.stepType as ProcessStepDto['stepType'],
    elements: byStep.get(step.id) ?? [],
  }));
}

export async function processDto(ctx: UserContext, id: string): Promise<ProcessDto> {
  const [row] = await summaries(ctx.tx, eq(processItems.id, id));
  if (!row) throw notFound(PROCESS_NOT_FOUND);
  const paths = row.item.classificationId ? typePaths(await allClassifications(ctx.tx)) : new Map();
  return { ...summaryOf(row, paths), steps: await stepsOf(ctx.tx, id) };
}
