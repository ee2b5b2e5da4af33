import type { SQL } from 'drizzle-orm';
import type { organizations, posts, users } from '../../db/tables';
import type { UserContext } from '../../platform/http/request-context';

/** Whether any row of the caller's tenant in `table` matches `where`. */
export async function anyRow(
  ctx: UserContext,
  table: typeof organizations | typeof posts | typeof users,
  where: SQL | undefined,
): Promise<boolean> {
  const rows = await ctx.tx.select({ id: table.id }).from(table).where(where).limit(1);
  return rows.length > 0;
}
