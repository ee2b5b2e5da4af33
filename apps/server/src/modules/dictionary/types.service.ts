import {
  DICTIONARY_CODE_TAKEN,
  type DictionaryOption,
  type DictionaryTypeDto,
  type DictionaryTypeFields,
} from '@qis/shared';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { dictionaryItems, dictionaryTypes } from '../../db/tables';
import type { DbExecutor } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/escape-like';
import { updateVersioned } from '../../platform/db/versioned-update';
import { businessError, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { moveRow } from './move-row';

export type TypeRow = typeof dictionaryTypes.$inferSelect;

const TYPE_NOT_FOUND = '数据字典类型不存在或已被删除';
const SYSTEM_TYPE_UNDELETABLE = '系统字典不能删除';
const SYSTEM_TYPE_CODE_FIXED = '系统字典的编码不能修改';

export const toTypeDto = (row: TypeRow, itemCount: number): DictionaryTypeDto => ({
  id: row.id,
  code: row.code,
  name: row.name,
  moduleKey: row.moduleKey,
  description: row.description,
  sort: row.sort,
  isActive: row.isActive,
  isSystem: row.isSystem,
  itemCount,
  creationTime: row.createdAt.toISOString(),
  version: row.version,
});

export const TYPE_ORDER = [asc(dictionaryTypes.sort), asc(dictionaryTypes.code)];

// Qualified by hand: drizzle leaves the columns of a one-table select unqualified, which the subquery would capture.
const itemCountOf = sql<number>`(select count(*)::int from dictionary_items i where i.type_id = dictionary_types.id)`;

export async function listTypes(
  ctx: UserContext,
  query: {
    SkipCount: number;
    MaxResultCount: number;
    keyword?: string | undefined;
    moduleKey?: string | undefined;
    isActive?: boolean | undefined;
  },
) {
  const like = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
  const where = and(
    like ? or(ilike(dictionaryTypes.code, like), ilike(dictionaryTypes.name, like)) : undefined,
    query.moduleKey ? eq(dictionaryTypes.moduleKey, query.moduleKey) : undefined,
    query.isActive === undefined ? undefined : eq(dictionaryTypes.isActive, query.isActive),
  );
  const rows = await ctx.tx
    .select({ type: dictionaryTypes, itemCount: itemCountOf })
    .from(dictionaryTypes)
    .where(where)
    .orderBy(...TYPE_ORDER)
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const [total] = await ctx.tx.select({ n: count() }).from(dictionaryTypes).where(where);
  return { items: rows.map((r) => toTypeDto(r.type, r.itemCount)), totalCount: total?.n ?? 0 };
}

/** The enabled types as options, in their order; only those of one module when `moduleKey` is given. */
export async function typeOptions(
  tx: DbExecutor,
  moduleKey?: string,
): Promise<Array<DictionaryOption & { moduleKey: string | null }>> {
  return tx
    .select({
      id: dictionaryTypes.id,
      code: dictionaryTypes.code,
      name: dictionaryTypes.name,
      moduleKey: dictionaryTypes.moduleKey,
    })
    .from(dictionaryTypes)
    .where(and(eq(dictionaryTypes.isActive, true), moduleKey ? eq(dictionaryTypes.moduleKey, moduleKey) : undefined))
    .orderBy(...TYPE_ORDER);
}

export async function requireType(tx: DbExecutor, id: string): Promise<TypeRow> {
  const [row] = await tx.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, id));
  if (!row) throw notFound(TYPE_NOT_FOUND);
  return row;
}

/** The type with this code (case-insensitive), or 404. */
export async function requireTypeByCode(tx: DbExecutor, code: string): Promise<TypeRow> {
  const [row] = await tx.select().from(dictionaryTypes).where(sql`lower(${dictionaryTypes.code}) = lower(${code})`);
  if (!row) throw notFound(`数据字典类型 ${code} 不存在`);
  return row;
}

export async function typeDto(tx: DbExecutor, row: TypeRow): Promise<DictionaryTypeDto> {
  const [counted] = await tx.select({ n: count() }).from(dictionaryItems).where(eq(dictionaryItems.typeId, row.id));
  return toTypeDto(row, counted?.n ?? 0);
}

async function requireFreeTypeCode(tx: DbExecutor, code: string, except?: string) {
  const [taken] = await tx
    .select({ id: dictionaryTypes.id })
    .from(dictionaryTypes)
    .where(sql`lower(${dictionaryTypes.code}) = lower(${code})`);
  if (taken && taken.id !== except) throw businessError(DICTIONARY_CODE_TAKEN);
}

async function nextTypeSort(tx: DbExecutor): Promise<number> {
  const [last] = await tx.select({ max: sql<number | null>`max(${dictionaryTypes.sort})` }).from(dictionaryTypes);
  return (last?.max ?? 0) + 1;
}

/** Inserts a type (code checked free); the caller records the change. */
export async function insertType(ctx: UserContext, input: DictionaryTypeFields): Promise<TypeRow> {
  await requireFreeTypeCode(ctx.tx, input.code);
  const [row] = await ctx.tx
    .insert(dictionaryTypes)
    .values({
      tenantId: ctx.principal.tenantId,
      code: input.code,
      name: input.name,
      moduleKey: input.moduleKey ?? null,
      description: input.description ?? null,
      sort: input.sort ?? (await nextTypeSort(ctx.tx)),
      isActive: input.isActive ?? true,
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    })
    .returning();
  if (!row) throw new Error('dictionary type was not created');
  return row;
}

/** Updates a type at the version read (409 when stale); a system type keeps its code. */
export async function updateType(
  ctx: UserContext,
  before: TypeRow,
  input: DictionaryTypeFields & { version: number },
): Promise<TypeRow> {
  if (before.isSystem && input.code !== before.code) throw businessError(SYSTEM_TYPE_CODE_FIXED);
  await requireFreeTypeCode(ctx.tx, input.code, before.id);
  return updateVersioned(ctx.tx, dictionaryTypes, before.id, input.version, {
    code: input.code,
    name: input.name,
    ...(input.moduleKey === undefined ? {} : { moduleKey: input.moduleKey }),
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.sort === undefined ? {} : { sort: input.sort }),
    ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
    updatedBy: ctx.principal.userId,
  });
}

export async function createType(ctx: UserContext, input: DictionaryTypeFields) {
  const dto = toTypeDto(await insertType(ctx, input), 0);
  ctx.recordChange({ entity: 'dictionaryType', entityId: dto.id, after: dto });
  return dto;
}

export async function editType(ctx: UserContext, input: DictionaryTypeFields & { id: string; version: number }) {
  const beforeRow = await requireType(ctx.tx, input.id);
  const before = await typeDto(ctx.tx, beforeRow);
  const after = toTypeDto(await updateType(ctx, beforeRow, input), before.itemCount);
  ctx.recordChange({ entity: 'dictionaryType', entityId: input.id, before, after });
  return after;
}

export async function changeTypeActive(ctx: UserContext, input: { id: string; version: number; isActive: boolean }) {
  const beforeRow = await requireType(ctx.tx, input.id);
  const before = await typeDto(ctx.tx, beforeRow);
  const row = await updateVersioned(ctx.tx, dictionaryTypes, input.id, input.version, {
    isActive: input.isActive,
    updatedBy: ctx.principal.userId,
  });
  const after = toTypeDto(row, before.itemCount);
  ctx.recordChange({ entity: 'dictionaryType', entityId: input.id, before, after });
  return after;
}

/** Deletes a type with all its items (foreign key cascade); system types stay. */
export async function deleteType(ctx: UserContext, id: string): Promise<null> {
  const row = await requireType(ctx.tx, id);
  if (row.isSystem) throw businessError(SYSTEM_TYPE_UNDELETABLE);
  const before = await typeDto(ctx.tx, row);
  await ctx.tx.delete(dictionaryTypes).where(eq(dictionaryTypes.id, id));
  ctx.recordChange({ entity: 'dictionaryType', entityId: id, before });
  return null;
}

export async function moveType(ctx: UserContext, id: string, direction: -1 | 1): Promise<DictionaryTypeDto[]> {
  await requireType(ctx.tx, id);
  const ordered = await ctx.tx
    .select({ id: dictionaryTypes.id, sort: dictionaryTypes.sort })
    .from(dictionaryTypes)
    .orderBy(...TYPE_ORDER);
  const movedIds = await moveRow(ctx, dictionaryTypes, 'dictionaryType', ordered, id, direction);
  if (movedIds.length === 0) return [];
  const rows = await ctx.tx
    .select({ type: dictionaryTypes, itemCount: itemCountOf })
    .from(dictionaryTypes)
    .where(inArray(dictionaryTypes.id, movedIds))
    .orderBy(...TYPE_ORDER);
  return rows.map((r) => toTypeDto(r.type, r.itemCount));
}
