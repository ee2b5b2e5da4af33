import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { UserContext } from '../../platform/http/request-context';
import { moveAndRenumber, type Sortable } from './ordering';

interface OrderedTable extends PgTable {
  id: PgColumn;
  sort: PgColumn;
  version: PgColumn;
}

/**
 * Moves one row of `ordered` one place and writes the sort numbers 1..n that change, in one statement (each changed
 * row's version goes up, so an edit read before the move gets 409); records each change. Answers the changed ids.
 */
export async function moveRow(
  ctx: UserContext,
  table: OrderedTable,
  entity: string,
  ordered: readonly Sortable[],
  id: string,
  direction: -1 | 1,
): Promise<string[]> {
  const changes = moveAndRenumber(ordered, id, direction);
  if (changes.length === 0) return [];
  const ids = changes.map((change) => change.id);
  const newSort = sql.join(
    changes.map((change) => sql`when ${change.id}::uuid then ${change.sort}::int`),
    sql` `,
  );
  await ctx.tx
    .update(table)
    .set({
      sort: sql`case ${table.id} ${newSort} end`,
      version: sql`${table.version} + 1`,
      updatedAt: new Date(),
      updatedBy: ctx.principal.userId,
    })
    .where(inArray(table.id, ids));
  const before = new Map(ordered.map((row) => [row.id, row.sort]));
  for (const change of changes)
    ctx.recordChange({
      entity,
      entityId: change.id,
      before: { sort: before.get(change.id) },
      after: { sort: change.sort },
    });
  return ids;
}
