import {
  type DvpLibraryDto,
  KNOWLEDGE_MESSAGES,
  normalizeKnowledgeText,
  P,
  type SaveDvpLibraryBody,
} from '@qis/shared';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { dvpLibraryEntries } from '../../db/tables';
import { escapeLike } from '../../platform/db/escape-like';
import { updateVersioned } from '../../platform/db/versioned-update';
import { businessError, conflict, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { typeCondition, typesWith } from './knowledge.service';
import { requireAddOnCreate, requireKnowledgeReader } from './knowledge-access';
import { typePaths } from './part-type-tree';
import { allPartTypes } from './part-types.service';

// The DVP library: reusable verification tests, filed under part types, that a DVP&R line is filled from.

type DvpRow = typeof dvpLibraryEntries.$inferSelect;
type DvpInput = z.infer<typeof SaveDvpLibraryBody>;

const toDto = (row: DvpRow, paths: ReadonlyMap<string, string>): DvpLibraryDto => ({
  id: row.id,
  typeId: row.typeId,
  typePath: row.typeId ? (paths.get(row.typeId) ?? null) : null,
  testName: row.testName,
  testMethod: row.testMethod,
  acceptanceCriteria: row.acceptanceCriteria,
  sampleSize: row.sampleSize,
  department: row.department,
  testStage: row.testStage === 'DV' || row.testStage === 'PV' ? row.testStage : null,
  remark: row.remark,
  contributorId: row.contributorId,
  contributorName: row.contributorName,
  creationTime: row.createdAt.toISOString(),
  useCount: row.useCount,
  updateTime: row.updatedAt.toISOString(),
  version: row.version,
});

export async function dvpLibraryPage(
  ctx: UserContext,
  query: {
    SkipCount: number;
    MaxResultCount: number;
    keyword?: string | undefined;
    typeId?: string | undefined;
    testStage?: string | undefined;
  },
) {
  requireKnowledgeReader(ctx);
  const types = await allPartTypes(ctx.tx);
  const keyword = query.keyword?.trim();
  const like = keyword ? `%${escapeLike(keyword)}%` : undefined;
  const where: SQL | undefined = and(
    like
      ? or(
          ilike(dvpLibraryEntries.testName, like),
          ilike(dvpLibraryEntries.testMethod, like),
          ilike(dvpLibraryEntries.acceptanceCriteria, like),
          ilike(dvpLibraryEntries.normKey, `%${escapeLike(normalizeKnowledgeText(keyword ?? ''))}%`),
        )
      : undefined,
    typeCondition(dvpLibraryEntries.typeId, types, query.typeId),
    query.testStage ? eq(dvpLibraryEntries.testStage, query.testStage) : undefined,
  );
  const rows = await ctx.tx
    .select()
    .from(dvpLibraryEntries)
    .where(where)
    .orderBy(desc(dvpLibraryEntries.useCount), asc(dvpLibraryEntries.testName), asc(dvpLibraryEntries.id))
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const [total] = await ctx.tx.select({ n: count() }).from(dvpLibraryEntries).where(where);
  const paths = typePaths(types);
  return { items: rows.map((r) => toDto(r, paths)), totalCount: total?.n ?? 0 };
}

async function requireDvpEntry(ctx: UserContext, id: string): Promise<DvpRow> {
  const [row] = await ctx.tx.select().from(dvpLibraryEntries).where(eq(dvpLibraryEntries.id, id));
  if (!row) throw notFound(KNOWLEDGE_MESSAGES.dvpNotFound);
  return row;
}

export async function saveDvpLibraryEntry(ctx: UserContext, input: DvpInput) {
  requireAddOnCreate(ctx, input.id, P.fmea.DVPLibrary.add);
  const types = await typesWith(ctx, input.typeId);
  const before = input.id ? await requireDvpEntry(ctx, input.id) : undefined;
  const normKey = normalizeKnowledgeText(input.testName);
  const [taken] = await ctx.tx
    .select({ id: dvpLibraryEntries.id })
    .from(dvpLibraryEntries)
    .where(
      and(
        input.typeId ? eq(dvpLibraryEntries.typeId, input.typeId) : isNull(dvpLibraryEntries.typeId),
        eq(dvpLibraryEntries.normKey, normKey),
        input.id ? ne(dvpLibraryEntries.id, input.id) : undefined,
      ),
    );
  if (taken) throw businessError(KNOWLEDGE_MESSAGES.dvpDuplicate);
  const { id: _id, version: _version, ...fields } = input;
  const values = { ...fields, normKey };
  const { tenantId, userId, name } = ctx.principal;
  let row: DvpRow | undefined;
  if (before && input.version !== undefined) {
    row = await updateVersioned(ctx.tx, dvpLibraryEntries, before.id, input.version, {
      ...values,
      updatedBy: userId,
    });
  } else {
    [row] = await ctx.tx
      .insert(dvpLibraryEntries)
      .values({
        ...values,
        tenantId,
        contributorId: userId,
        contributorName: name,
        createdBy: userId,
        updatedBy: userId,
      })
      .returning();
  }
  if (!row) throw new Error('DVP library entry was not saved');
  const dto = toDto(row, typePaths(types));
  ctx.recordChange({ entity: 'dvpLibraryEntry', entityId: row.id, before, after: dto });
  return dto;
}

export async function deleteDvpLibraryEntry(ctx: UserContext, input: { id: string; version: number }) {
  const before = await requireDvpEntry(ctx, input.id);
  const deleted = await ctx.tx
    .delete(dvpLibraryEntries)
    .where(and(eq(dvpLibraryEntries.id, input.id), eq(dvpLibraryEntries.version, input.version)))
    .returning({ id: dvpLibraryEntries.id });
  if (deleted.length === 0) throw conflict();
  ctx.recordChange({ entity: 'dvpLibraryEntry', entityId: input.id, before });
  return true;
}
