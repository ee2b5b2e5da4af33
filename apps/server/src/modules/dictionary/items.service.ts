import {
  DICTIONARY_CODE_TAKEN,
  type DictionaryItemDto,
  type DictionaryItemFields,
  type DictionaryItemOption,
} from '@qis/shared';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { dictionaryItems } from '../../db/tables';
import type { DbExecutor, Transaction } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/escape-like';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { moveRow } from './move-row';
import { requireType, requireTypeByCode } from './types.service';

export type ItemRow = typeof dictionaryItems.$inferSelect;

const ITEM_NOT_FOUND = '字典项不存在或已被删除';
export const ITEM_ORDER = [asc(dictionaryItems.sort), asc(dictionaryItems.code)];

export const toItemDto = (row: ItemRow): DictionaryItemDto => ({
  id: row.id,
  typeId: row.typeId,
  parentId: row.parentId,
  code: row.code,
  name: row.name,
  description: row.description,
  sort: row.sort,
  isActive: row.isActive,
  version: row.version,
});

export async function listItems(
  ctx: UserContext,
  query: {
    typeId: string;
    SkipCount: number;
    MaxResultCount: number;
    keyword?: string | undefined;
    isActive?: boolean | undefined;
  },
) {
  await requireType(ctx.tx, query.typeId);
  const like = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
  const where = and(
    eq(dictionaryItems.typeId, query.typeId),
    like ? or(ilike(dictionaryItems.code, like), ilike(dictionaryItems.name, like)) : undefined,
    query.isActive === undefined ? undefined : eq(dictionaryItems.isActive, query.isActive),
  );
  const rows = await ctx.tx
    .select()
    .from(dictionaryItems)
    .where(where)
    .orderBy(...ITEM_ORDER)
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const [total] = await ctx.tx.select({ n: count() }).from(dictionaryItems).where(where);
  return { items: rows.map(toItemDto), totalCount: total?.n ?? 0 };
}

/**
 * The enabled items of the type with this code, in their order, as options: what business modules offer in their
 * selects. A disabled type offers none; an unknown code is 404.
 */
export async function activeItemsOfType(tx: Transaction, code: string): Promise<DictionaryItemOption[]> {
  const type = await requireTypeByCode(tx, code);
  if (!type.isActive) return [];
  return tx
    .select({
      id: dictionaryItems.id,
      code: dictionaryItems.code,
      name: dictionaryItems.name,
      parentId: dictionaryItems.parentId,
      description: dictionaryItems.description,
      sort: dictionaryItems.sort,
    })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.typeId, type.id), eq(dictionaryItems.isActive, true)))
    .orderBy(...ITEM_ORDER);
}

async function requireItem(tx: DbExecutor, id: string): Promise<ItemRow> {
  const [row] = await tx.select().from(dictionaryItems).where(eq(dictionaryItems.id, id));
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return row;
}

async function requireFreeItemCode(tx: DbExecutor, typeId: string, code: string, except?: string) {
  const [taken] = await tx
    .select({ id: dictionaryItems.id })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.typeId, typeId), sql`lower(${dictionaryItems.code}) = lower(${code})`));
  if (taken && taken.id !== except) throw businessError(DICTIONARY_CODE_TAKEN);
}

/** A parent must be a top-level item of the same type, and never the item itself (items nest one level). */
async function checkParent(tx: DbExecutor, typeId: string, parentId: string, itemId?: string) {
  if (parentId === itemId) throw badRequest('参数 parentId 无效：上级字典项不能是其自身');
  const [parent] = await tx.select().from(dictionaryItems).where(eq(dictionaryItems.id, parentId));
  if (!parent || parent.typeId !== typeId) throw badRequest('参数 parentId 无效：上级字典项须属于同一类型');
  if (parent.parentId) throw badRequest('参数 parentId 无效：字典项只能有一级下级');
  if (itemId) {
    const [child] = await tx
      .select({ id: dictionaryItems.id })
      .from(dictionaryItems)
      .where(eq(dictionaryItems.parentId, itemId))
      .limit(1);
    if (child) throw badRequest('参数 parentId 无效：有下级字典项的字典项不能再放到其他字典项之下');
  }
}

async function nextItemSort(tx: DbExecutor, typeId: string): Promise<number> {
  const [last] = await tx
    .select({ max: sql<number | null>`max(${dictionaryItems.sort})` })
    .from(dictionaryItems)
    .where(eq(dictionaryItems.typeId, typeId));
  return (last?.max ?? 0) + 1;
}

export async function createItem(ctx: UserContext, input: DictionaryItemFields & { typeId: string }) {
  await requireType(ctx.tx, input.typeId);
  await requireFreeItemCode(ctx.tx, input.typeId, input.code);
  if (input.parentId) await checkParent(ctx.tx, input.typeId, input.parentId);
  const [row] = await ctx.tx
    .insert(dictionaryItems)
    .values({
      tenantId: ctx.principal.tenantId,
      typeId: input.typeId,
      parentId: input.parentId ?? null,
      code: input.code,
      name: input.name,
      description: input.description ?? null,
      sort: input.sort ?? (await nextItemSort(ctx.tx, input.typeId)),
      isActive: input.isActive ?? true,
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    })
    .returning();
  if (!row) throw new Error('dictionary item was not created');
  const dto = toItemDto(row);
  ctx.recordChange({ entity: 'dictionaryItem', entityId: row.id, after: dto });
  return dto;
}

export async function editItem(ctx: UserContext, input: DictionaryItemFields & { id: string; version: number }) {
  const beforeRow = await requireItem(ctx.tx, input.id);
  await requireFreeItemCode(ctx.tx, beforeRow.typeId, input.code, input.id);
  if (input.parentId) await checkParent(ctx.tx, beforeRow.typeId, input.parentId, input.id);
  const row = await updateVersioned(ctx.tx, dictionaryItems, input.id, input.version, {
    code: input.code,
    name: input.name,
    ...(input.parentId === undefined ? {} : { parentId: input.parentId }),
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.sort === undefined ? {} : { sort: input.sort }),
    ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
    updatedBy: ctx.principal.userId,
  });
  const dto = toItemDto(row);
  ctx.recordChange({ entity: 'dictionaryItem', entityId: input.id, before: toItemDto(beforeRow), after: dto });
  return dto;
}

export async function changeItemActive(ctx: UserContext, input: { id: string; version: number; isActive: boolean }) {
  const beforeRow = await requireItem(ctx.tx, input.id);
  const row = await updateVersioned(ctx.tx, dictionaryItems, input.id, input.version, {
    isActive: input.isActive,
    updatedBy: ctx.principal.userId,
  });
  const dto = toItemDto(row);
  ctx.recordChange({ entity: 'dictionaryItem', entityId: input.id, before: toItemDto(beforeRow), after: dto });
  return dto;
}

/** Deletes items and the items under them; every id must exist, else nothing is deleted (404). */
export async function deleteItems(ctx: UserContext, ids: readonly string[]): Promise<{ deletedCount: number }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw badRequest('参数 ids 无效：请选择要删除的字典项');
  const found = await ctx.tx.select().from(dictionaryItems).where(inArray(dictionaryItems.id, unique));
  if (found.length !== unique.length) throw notFound(ITEM_NOT_FOUND);
  const removed = await ctx.tx
    .delete(dictionaryItems)
    .where(or(inArray(dictionaryItems.id, unique), inArray(dictionaryItems.parentId, unique)))
    .returning();
  for (const row of removed) ctx.recordChange({ entity: 'dictionaryItem', entityId: row.id, before: toItemDto(row) });
  return { deletedCount: removed.length };
}

export async function deleteItem(ctx: UserContext, id: string): Promise<null> {
  await deleteItems(ctx, [id]);
  return null;
}

/** Moves an item among its siblings (same type, same parent) and numbers the siblings 1..n. */
export async function moveItem(ctx: UserContext, id: string, direction: -1 | 1): Promise<DictionaryItemDto[]> {
  const item = await requireItem(ctx.tx, id);
  const siblings = await ctx.tx
    .select({ id: dictionaryItems.id, sort: dictionaryItems.sort })
    .from(dictionaryItems)
    .where(
      and(
        eq(dictionaryItems.typeId, item.typeId),
        item.parentId ? eq(dictionaryItems.parentId, item.parentId) : isNull(dictionaryItems.parentId),
      ),
    )
    .orderBy(...ITEM_ORDER);
  const movedIds = await moveRow(ctx, dictionaryItems, 'dictionaryItem', siblings, id, direction);
  if (movedIds.length === 0) return [];
  const rows = await ctx.tx
    .select()
    .from(dictionaryItems)
    .where(inArray(dictionaryItems.id, movedIds))
    .orderBy(...ITEM_ORDER);
  return rows.map(toItemDto);
}
