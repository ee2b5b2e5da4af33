import type { DictionaryItemDto, ProductPlatformItemDto } from '@qis/shared';
import { and, count, eq, ilike, isNotNull, or } from 'drizzle-orm';
import { boms, dictionaryItems } from '../../db/tables';
import { escapeLike } from '../../platform/db/escape-like';
import { notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { changeItemActive, createItem, editItem, ITEM_ORDER, requireTypeByCode } from '../dictionary';

// Product platforms (/ProductPlatformManagement): the items of the productPlatform dictionary, managed behind the FMEA
// point FMEAManager.ProductPlatFrom through the dictionary's own item rules (codes unique per type, versions).

const PLATFORM_TYPE = 'productPlatform';
const PLATFORM_NOT_FOUND = '产品平台不存在或已被删除';

async function platformType(ctx: UserContext) {
  return requireTypeByCode(ctx.tx, PLATFORM_TYPE);
}

/** BOMs per platform code. */
async function bomCounts(ctx: UserContext): Promise<Map<string, number>> {
  const rows = await ctx.tx
    .select({ code: boms.productPlatform, n: count() })
    .from(boms)
    .where(isNotNull(boms.productPlatform))
    .groupBy(boms.productPlatform);
  return new Map(rows.map((r) => [r.code as string, r.n]));
}

const toDto = (item: DictionaryItemDto, counts: Map<string, number>): ProductPlatformItemDto => ({
  id: item.id,
  code: item.code,
  name: item.name,
  description: item.description,
  sort: item.sort,
  isActive: item.isActive,
  bomCount: counts.get(item.code) ?? 0,
  version: item.version,
});

export async function listPlatforms(
  ctx: UserContext,
  query: { keyword?: string | undefined; isActive?: boolean | undefined },
): Promise<ProductPlatformItemDto[]> {
  const type = await platformType(ctx);
  const like = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
  const rows = await ctx.tx
    .select()
    .from(dictionaryItems)
    .where(
      and(
        eq(dictionaryItems.typeId, type.id),
        like ? or(ilike(dictionaryItems.code, like), ilike(dictionaryItems.name, like)) : undefined,
        query.isActive === undefined ? undefined : eq(dictionaryItems.isActive, query.isActive),
      ),
    )
    .orderBy(...ITEM_ORDER);
  const counts = await bomCounts(ctx);
  return rows.map((row) => toDto(row, counts));
}

/** A platform: an item of the productPlatform type (any other dictionary item is not found here). */
async function requirePlatform(ctx: UserContext, id: string) {
  const type = await platformType(ctx);
  const [row] = await ctx.tx
    .select({ id: dictionaryItems.id })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.id, id), eq(dictionaryItems.typeId, type.id)));
  if (!row) throw notFound(PLATFORM_NOT_FOUND);
}

export async function createPlatform(
  ctx: UserContext,
  input: { code: string; name: string; description: string | null },
): Promise<ProductPlatformItemDto> {
  const type = await platformType(ctx);
  const item = await createItem(ctx, {
    typeId: type.id,
    code: input.code,
    name: input.name,
    description: input.description,
  });
  return toDto(item, await bomCounts(ctx));
}

export async function editPlatform(
  ctx: UserContext,
  input: { id: string; version: number; name: string; description: string | null },
): Promise<ProductPlatformItemDto> {
  await requirePlatform(ctx, input.id);
  const [current] = await ctx.tx.select().from(dictionaryItems).where(eq(dictionaryItems.id, input.id));
  const item = await editItem(ctx, {
    id: input.id,
    version: input.version,
    code: current?.code as string,
    name: input.name,
    description: input.description,
  });
  return toDto(item, await bomCounts(ctx));
}

export async function setPlatformActive(
  ctx: UserContext,
  input: { id: string; version: number },
  isActive: boolean,
): Promise<ProductPlatformItemDto> {
  await requirePlatform(ctx, input.id);
  const item = await changeItemActive(ctx, { ...input, isActive });
  return toDto(item, await bomCounts(ctx));
}
