import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { buildCategoryTree, type CategoryRow, levelOf, subtreeDepth, subtreeIds } from './part-type-tree';

// A tenant's category tree kept in a table of its own (the part types of the parts library, the process
// classification of the process flows): create, rename or move, and delete while nothing is filed under it, with
// a depth limit, no cycles and names unique among siblings. Each node counts the rows filed directly under it.

interface CategoryTable extends PgTable {
  id: PgColumn;
  tenantId: PgColumn;
  parentId: PgColumn;
  name: PgColumn;
  sort: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  createdBy: PgColumn;
  updatedBy: PgColumn;
}

export interface CategoryTreeSpec<CountKey extends string> {
  table: CategoryTable;
  /** The change log's entity name. */
  entity: string;
  /** The rows filed under a category: their table and the column naming the category. */
  filed: { table: PgTable; categoryColumn: PgColumn };
  /** The node's field counting them (partCount, processCount). */
  countKey: CountKey;
  maxDepth: number;
  messages: {
    notFound: string;
    parentMissing: string;
    nameTaken: string;
    tooDeep: string;
    cycle: string;
    hasChildren: string;
    inUse: string;
  };
  /** Further reasons to refuse a deletion (other tables that refer to the category); throws to refuse. */
  refuseDelete?: (ctx: UserContext, id: string) => Promise<void>;
}

export type CategoryNode<CountKey extends string> = CategoryRow &
  Record<CountKey, number> & { children: CategoryNode<CountKey>[] };

export function categoryTreeStore<CountKey extends string>(spec: CategoryTreeSpec<CountKey>) {
  const { table, filed, messages } = spec;

  const columns = {
    id: table.id,
    parentId: table.parentId,
    name: table.name,
    sort: table.sort,
    version: table.version,
  };

  async function all(tx: DbExecutor): Promise<CategoryRow[]> {
    return (await tx.select(columns).from(table).orderBy(asc(table.sort), asc(table.name))) as CategoryRow[];
  }

  async function filedCounts(tx: DbExecutor): Promise<Map<string, number>> {
    const rows = await tx
      .select({ categoryId: filed.categoryColumn, n: count() })
      .from(filed.table)
      .where(sql`${filed.categoryColumn} is not null`)
      .groupBy(filed.categoryColumn);
    return new Map(rows.map((r) => [r.categoryId as string, r.n]));
  }

  async function nodeOf(ctx: UserContext, id: string): Promise<CategoryNode<CountKey>> {
    const [row] = (await ctx.tx.select(columns).from(table).where(eq(table.id, id))) as CategoryRow[];
    if (!row) throw notFound(messages.notFound);
    const [counted] = await ctx.tx.select({ n: count() }).from(filed.table).where(eq(filed.categoryColumn, id));
    return { ...row, [spec.countKey]: counted?.n ?? 0, children: [] } as CategoryNode<CountKey>;
  }

  async function refuseTakenName(ctx: UserContext, parentId: string | null, name: string, exceptId?: string) {
    const [taken] = await ctx.tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          parentId ? eq(table.parentId, parentId) : isNull(table.parentId),
          sql`lower(${table.name}) = lower(${name})`,
          exceptId ? sql`${table.id} <> ${exceptId}` : undefined,
        ),
      );
    if (taken) throw businessError(messages.nameTaken);
  }

  function requireParent(rows: readonly CategoryRow[], parentId: string | null) {
    if (parentId && !rows.some((r) => r.id === parentId)) throw badRequest(messages.parentMissing);
  }

  return {
    all,

    async tree(ctx: UserContext): Promise<CategoryNode<CountKey>[]> {
      return buildCategoryTree(await all(ctx.tx), await filedCounts(ctx.tx), spec.countKey);
    },

    async create(ctx: UserContext, input: { name: string; parentId: string | null }) {
      const rows = await all(ctx.tx);
      requireParent(rows, input.parentId);
      if (levelOf(rows, input.parentId) + 1 > spec.maxDepth) throw businessError(messages.tooDeep);
      await refuseTakenName(ctx, input.parentId, input.name);
      const siblings = rows.filter((r) => r.parentId === input.parentId);
      const { tenantId, userId } = ctx.principal;
      const [row] = (await ctx.tx
        .insert(table)
        .values({
          tenantId,
          parentId: input.parentId,
          name: input.name,
          sort: Math.max(0, ...siblings.map((s) => s.sort)) + 1,
          createdBy: userId,
          updatedBy: userId,
        } as never)
        .returning({ id: table.id })) as { id: string }[];
      if (!row) throw new Error(`${spec.entity} was not created`);
      const node = await nodeOf(ctx, row.id);
      ctx.recordChange({ entity: spec.entity, entityId: row.id, after: node });
      return node;
    },

    async edit(ctx: UserContext, input: { id: string; version: number; name: string; parentId: string | null }) {
      const rows = await all(ctx.tx);
      const before = rows.find((r) => r.id === input.id);
      if (!before) throw notFound(messages.notFound);
      requireParent(rows, input.parentId);
      if (input.parentId && subtreeIds(rows, input.id).has(input.parentId)) throw businessError(messages.cycle);
      if (levelOf(rows, input.parentId) + subtreeDepth(rows, input.id) > spec.maxDepth)
        throw businessError(messages.tooDeep);
      await refuseTakenName(ctx, input.parentId, input.name, input.id);
      await updateVersioned(ctx.tx, table, input.id, input.version, {
        name: input.name,
        parentId: input.parentId,
        updatedBy: ctx.principal.userId,
      });
      const node = await nodeOf(ctx, input.id);
      ctx.recordChange({ entity: spec.entity, entityId: input.id, before, after: node });
      return node;
    },

    async remove(ctx: UserContext, id: string) {
      const node = await nodeOf(ctx, id);
      const [child] = await ctx.tx.select({ id: table.id }).from(table).where(eq(table.parentId, id)).limit(1);
      if (child) throw businessError(messages.hasChildren);
      if (node[spec.countKey] > 0) throw businessError(messages.inUse);
      await spec.refuseDelete?.(ctx, id);
      await ctx.tx.delete(table).where(eq(table.id, id));
      ctx.recordChange({ entity: spec.entity, entityId: id, before: node });
      return true;
    },
  };
}
