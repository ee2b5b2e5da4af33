import { PARTS_MESSAGES, type PartDto } from '@qis/shared';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { bomLines, parts } from '../../db/tables';
import type { DbExecutor } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/escape-like';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { subtreeIds, typePaths } from './part-type-tree';
import { allPartTypes } from './part-types.service';

type PartRow = typeof parts.$inferSelect;

const PART_NOT_FOUND = '零件不存在或已被删除';

export interface PartInput {
  partNo: string;
  name: string;
  typeId: string | null;
  drawingNo: string | null;
  material: string | null;
  description: string | null;
}

const toDto = (row: PartRow, paths: Map<string, string>): PartDto => ({
  id: row.id,
  partNo: row.partNo,
  name: row.name,
  typeId: row.typeId,
  typeName: row.typeId ? (paths.get(row.typeId) ?? null) : null,
  drawingNo: row.drawingNo,
  material: row.material,
  description: row.description,
  updateTime: row.updatedAt.toISOString(),
  version: row.version,
});

export async function partsPage(
  ctx: UserContext,
  query: { SkipCount: number; MaxResultCount: number; keyword?: string | undefined; typeId?: string | undefined },
) {
  const types = await allPartTypes(ctx.tx);
  const like = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
  const typeIds = query.typeId ? [...subtreeIds(types, query.typeId)] : undefined;
  const where = and(
    like ? or(ilike(parts.partNo, like), ilike(parts.name, like), ilike(parts.drawingNo, like)) : undefined,
    typeIds ? inArray(parts.typeId, typeIds) : undefined,
  );
  const rows = await ctx.tx
    .select()
    .from(parts)
    .where(where)
    .orderBy(asc(parts.partNo))
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const [total] = await ctx.tx.select({ n: count() }).from(parts).where(where);
  const paths = typePaths(types);
  return { items: rows.map((r) => toDto(r, paths)), totalCount: total?.n ?? 0 };
}

async function requirePart(ctx: UserContext, id: string): Promise<PartRow> {
  const [row] = await ctx.tx.select().from(parts).where(eq(parts.id, id));
  if (!row) throw notFound(PART_NOT_FOUND);
  return row;
}

async function dtoOf(ctx: UserContext, row: PartRow) {
  return toDto(row, typePaths(await allPartTypes(ctx.tx)));
}

export async function getPart(ctx: UserContext, id: string) {
  return dtoOf(ctx, await requirePart(ctx, id));
}

async function checkInput(ctx: UserContext, input: PartInput, exceptId?: string) {
  if (input.typeId) {
    const types = await allPartTypes(ctx.tx);
    if (!types.some((t) => t.id === input.typeId)) throw badRequest('参数 typeId 无效：零件类型不存在');
  }
  const [taken] = await ctx.tx
    .select({ id: parts.id })
    .from(parts)
    .where(
      and(sql`lower(${parts.partNo}) = lower(${input.partNo})`, exceptId ? sql`${parts.id} <> ${exceptId}` : undefined),
    );
  if (taken) throw businessError(PARTS_MESSAGES.partNoTaken);
}

export async function createPart(ctx: UserContext, input: PartInput) {
  await checkInput(ctx, input);
  const { tenantId, userId } = ctx.principal;
  const [row] = await ctx.tx
    .insert(parts)
    .values({ tenantId, ...input, createdBy: userId, updatedBy: userId })
    .returning();
  if (!row) throw new Error('part was not created');
  const dto = await dtoOf(ctx, row);
  ctx.recordChange({ entity: 'part', entityId: row.id, after: dto });
  return dto;
}

export async function editPart(ctx: UserContext, input: PartInput & { id: string; version: number }) {
  const before = await requirePart(ctx, input.id);
  const { id, version, ...fields } = input;
  await checkInput(ctx, fields, id);
  const row = await updateVersioned(ctx.tx, parts, id, version, { ...fields, updatedBy: ctx.principal.userId });
  const dto = await dtoOf(ctx, row);
  ctx.recordChange({ entity: 'part', entityId: id, before: await dtoOf(ctx, before), after: dto });
  return dto;
}

export async function deleteParts(ctx: UserContext, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = await ctx.tx.select().from(parts).where(inArray(parts.id, unique));
  if (found.length !== unique.length) throw notFound(PART_NOT_FOUND);
  const [used] = await ctx.tx
    .select({ id: bomLines.id })
    .from(bomLines)
    .where(inArray(bomLines.partId, unique))
    .limit(1);
  if (used) throw businessError(PARTS_MESSAGES.partInBom);
  await ctx.tx.delete(parts).where(inArray(parts.id, unique));
  ctx.recordChange({
    entity: 'part',
    entityId: unique.join(','),
    before: found.map((p) => ({ id: p.id, partNo: p.partNo, name: p.name })),
  });
  return { deletedCount: unique.length };
}

/** The ids of the parts with these part numbers, by number: for seeds that link their data to the library. */
export async function partIdsByNumber(tx: DbExecutor, partNos: readonly string[]): Promise<Map<string, string>> {
  if (partNos.length === 0) return new Map();
  const rows = await tx
    .select({ id: parts.id, partNo: parts.partNo })
    .from(parts)
    .where(inArray(parts.partNo, [...partNos]));
  return new Map(rows.map((r) => [r.partNo, r.id]));
}
