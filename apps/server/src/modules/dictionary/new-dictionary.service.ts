import {
  DICTIONARY_CODE_TAKEN,
  type DictionaryNode,
  type DictionaryTypeFields,
  type NewDictionaryType,
  P,
} from '@qis/shared';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { dictionaryItems, dictionaryTypes } from '../../db/tables';
import { can } from '../../platform/auth/principal';
import type { DbExecutor } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/escape-like';
import { badRequest, businessError, forbidden } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { ITEM_ORDER, type ItemRow, toItemDto } from './items.service';
import {
  insertType,
  requireType,
  requireTypeByCode,
  TYPE_ORDER,
  type TypeRow,
  toTypeDto,
  typeDto,
  updateType,
} from './types.service';

const nodeOf = (row: ItemRow): DictionaryNode => {
  const { typeId: _type, parentId: _parent, ...node } = toItemDto(row);
  return node;
};

/**
 * A type with its items as a tree: top-level items in order, each with the items under it. An item whose parent is
 * not among `items` (a disabled parent of an enabled item) stands at the top level.
 */
function treeOf(type: TypeRow, items: readonly ItemRow[]): NewDictionaryType {
  const { itemCount: _count, ...typeFields } = toTypeDto(type, items.length);
  const ids = new Set(items.map((item) => item.id));
  const childrenOf = new Map<string, DictionaryNode[]>();
  const topLevel: ItemRow[] = [];
  for (const item of items) {
    if (!item.parentId || !ids.has(item.parentId)) topLevel.push(item);
    else childrenOf.set(item.parentId, [...(childrenOf.get(item.parentId) ?? []), nodeOf(item)]);
  }
  return {
    ...typeFields,
    items: topLevel.map((item) => ({ ...nodeOf(item), children: childrenOf.get(item.id) ?? [] })),
  };
}

/** One dictionary by type code with its enabled items (none while the type is disabled); 404 for an unknown code. */
export async function dictionaryByType(tx: DbExecutor, code: string): Promise<NewDictionaryType> {
  const type = await requireTypeByCode(tx, code);
  const items = type.isActive
    ? await tx
        .select()
        .from(dictionaryItems)
        .where(and(eq(dictionaryItems.typeId, type.id), eq(dictionaryItems.isActive, true)))
        .orderBy(...ITEM_ORDER)
    : [];
  return treeOf(type, items);
}

export async function dictionariesWithItems(
  ctx: UserContext,
  query: { keyword?: string | undefined; moduleKey?: string | undefined },
): Promise<NewDictionaryType[]> {
  const like = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
  const types = await ctx.tx
    .select()
    .from(dictionaryTypes)
    .where(
      and(
        like ? or(ilike(dictionaryTypes.code, like), ilike(dictionaryTypes.name, like)) : undefined,
        query.moduleKey ? eq(dictionaryTypes.moduleKey, query.moduleKey) : undefined,
      ),
    )
    .orderBy(...TYPE_ORDER);
  if (types.length === 0) return [];
  const items = await ctx.tx
    .select()
    .from(dictionaryItems)
    .where(
      inArray(
        dictionaryItems.typeId,
        types.map((t) => t.id),
      ),
    )
    .orderBy(...ITEM_ORDER);
  return types.map((type) =>
    treeOf(
      type,
      items.filter((item) => item.typeId === type.id),
    ),
  );
}

interface NewItemInput {
  id?: string | undefined;
  code: string;
  name: string;
  description?: string | null | undefined;
  isActive?: boolean | undefined;
}

interface SaveDictionaryInput extends DictionaryTypeFields {
  id?: string | undefined;
  version?: number | undefined;
  items: NewItemInput[];
}

/**
 * Creates or updates a type together with its complete list of top-level items: listed items with an id are
 * updated, those without one created, unlisted ones deleted (with the items under them); the list's order becomes
 * the items' sort numbers 1..n.
 */
export async function saveDictionary(ctx: UserContext, input: SaveDictionaryInput): Promise<NewDictionaryType> {
  const { items, id, version, ...fields } = input;
  checkNoRepeatedCodes(items);
  let type: TypeRow;
  if (id) {
    if (version === undefined) throw badRequest('参数 version 无效：修改字典时须提供读取时的版本');
    const beforeRow = await requireType(ctx.tx, id);
    const before = await typeDto(ctx.tx, beforeRow);
    type = await updateType(ctx, beforeRow, { ...fields, version });
    ctx.recordChange({ entity: 'dictionaryType', entityId: id, before, after: toTypeDto(type, before.itemCount) });
  } else {
    if (!can(ctx.principal, P.system.Dictionary.add)) throw forbidden();
    type = await insertType(ctx, fields);
    ctx.recordChange({ entity: 'dictionaryType', entityId: type.id, after: toTypeDto(type, 0) });
  }
  await replaceTopLevelItems(ctx, type.id, items);
  const saved = await ctx.tx
    .select()
    .from(dictionaryItems)
    .where(eq(dictionaryItems.typeId, type.id))
    .orderBy(...ITEM_ORDER);
  return treeOf(type, saved);
}

function checkNoRepeatedCodes(items: readonly NewItemInput[]) {
  const seen = new Set<string>();
  for (const item of items) {
    const key = item.code.toLowerCase();
    if (seen.has(key)) throw businessError(`${DICTIONARY_CODE_TAKEN}：${item.code}`);
    seen.add(key);
  }
}

async function replaceTopLevelItems(ctx: UserContext, typeId: string, items: readonly NewItemInput[]) {
  const existing = await ctx.tx.select().from(dictionaryItems).where(eq(dictionaryItems.typeId, typeId));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const topLevel = existing.filter((row) => !row.parentId);
  for (const item of items) {
    const current = item.id ? byId.get(item.id) : undefined;
    if (item.id && (!current || current.parentId))
      throw badRequest('参数 items 无效：字典项不存在或不是该字典类型的顶级字典项');
  }
  const keptIds = new Set(items.flatMap((item) => (item.id ? [item.id] : [])));
  const removedIds = topLevel.filter((row) => !keptIds.has(row.id)).map((row) => row.id);
  // Codes stay unique within the type: the remaining children keep theirs.
  const childCodes = new Map(
    existing
      .filter((row) => row.parentId && !removedIds.includes(row.parentId))
      .map((row) => [row.code.toLowerCase(), row]),
  );
  for (const item of items) {
    if (childCodes.has(item.code.toLowerCase())) throw businessError(`${DICTIONARY_CODE_TAKEN}：${item.code}`);
  }

  if (removedIds.length > 0) {
    const removed = await ctx.tx
      .delete(dictionaryItems)
      .where(
        and(
          eq(dictionaryItems.typeId, typeId),
          or(inArray(dictionaryItems.id, removedIds), inArray(dictionaryItems.parentId, removedIds)),
        ),
      )
      .returning();
    for (const row of removed) ctx.recordChange({ entity: 'dictionaryItem', entityId: row.id, before: toItemDto(row) });
  }
  // Codes may be swapped between kept items: park the changing ones first so the unique index never trips.
  const renamed = items.filter((item) => item.id && byId.get(item.id)?.code !== item.code);
  for (const item of renamed)
    await ctx.tx
      .update(dictionaryItems)
      .set({ code: `~${item.id}` })
      .where(eq(dictionaryItems.id, item.id as string));

  for (const [index, item] of items.entries()) {
    const sort = index + 1;
    const current = item.id ? byId.get(item.id) : undefined;
    if (current) {
      const values = {
        code: item.code,
        name: item.name,
        description: item.description === undefined ? current.description : item.description,
        isActive: item.isActive ?? current.isActive,
        sort,
      };
      const unchanged = (Object.keys(values) as Array<keyof typeof values>).every((k) => values[k] === current[k]);
      if (unchanged) continue;
      const [row] = await ctx.tx
        .update(dictionaryItems)
        .set({
          ...values,
          version: sql`${dictionaryItems.version} + 1`,
          updatedAt: new Date(),
          updatedBy: ctx.principal.userId,
        })
        .where(eq(dictionaryItems.id, current.id))
        .returning();
      if (row)
        ctx.recordChange({
          entity: 'dictionaryItem',
          entityId: row.id,
          before: toItemDto(current),
          after: toItemDto(row),
        });
    } else {
      const [row] = await ctx.tx
        .insert(dictionaryItems)
        .values({
          tenantId: ctx.principal.tenantId,
          typeId,
          code: item.code,
          name: item.name,
          description: item.description ?? null,
          isActive: item.isActive ?? true,
          sort,
          createdBy: ctx.principal.userId,
          updatedBy: ctx.principal.userId,
        })
        .returning();
      if (row) ctx.recordChange({ entity: 'dictionaryItem', entityId: row.id, after: toItemDto(row) });
    }
  }
}
