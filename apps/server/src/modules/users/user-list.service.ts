import type { UserListFilter } from '@qis/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { organizations, posts, roles, users } from '../../db/tables';
import type { UserContext } from '../../platform/http/request-context';
import { byAccount, keywordCondition, narrowingCondition, selectUserRows, withRoles } from './user-queries';

type PageQuery = UserListFilter & { SkipCount: number; MaxResultCount: number };

/**
 * The count of the filtered list, then the page's ids in account order: plain queries the planner serves from the
 * account index (tenant, lower(user_name)), the page stopping as soon as it has its rows. The count checks the
 * keyword last (a subquery with OFFSET 0 is a fence the planner does not push conditions through): the text search
 * is the costliest test per row, so it runs only on the users the other filters leave.
 */
async function pageIds(ctx: UserContext, query: PageQuery): Promise<{ ids: string[]; total: number }> {
  const narrowing = narrowingCondition(ctx.principal.tenantId, query);
  const keyword = keywordCondition(query.filter, { userName: sql`narrowed.user_name`, name: sql`narrowed.name` });
  const counted = await ctx.tx.execute<{ n: number }>(
    keyword
      ? sql`select count(*)::int as n from (
          select ${users.userName} as user_name, ${users.name} as name from ${users} where ${narrowing} offset 0
        ) narrowed where ${keyword}`
      : sql`select count(*)::int as n from ${users} where ${narrowing}`,
  );
  const page = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(and(narrowing, keywordCondition(query.filter)))
    .orderBy(byAccount)
    .offset(query.SkipCount)
    .limit(query.MaxResultCount);
  return { ids: page.map((row) => row.id), total: counted.rows[0]?.n ?? 0 };
}

/** A page of users; names, post and roles are read for the page's rows only, never for skipped ones. */
export async function userListPage(ctx: UserContext, query: PageQuery) {
  const { ids, total } = await pageIds(ctx, query);
  const rows = ids.length > 0 ? await selectUserRows(ctx.tx).where(inArray(users.id, ids)).orderBy(byAccount) : [];
  return { items: await withRoles(ctx.tx, rows), totalCount: total };
}

/** Every enabled user, for pickers. */
export async function userOptions(ctx: UserContext) {
  return ctx.tx
    .select({
      id: users.id,
      userName: users.userName,
      name: users.name,
      organizationId: users.organizationId,
      organizationName: organizations.name,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.isActive, true))
    .orderBy(asc(users.name), byAccount);
}

export async function postOptions(ctx: UserContext) {
  return ctx.tx
    .select({
      id: posts.id,
      name: posts.name,
      code: posts.code,
      organizationId: posts.organizationId,
      organizationName: organizations.name,
    })
    .from(posts)
    .leftJoin(organizations, eq(organizations.id, posts.organizationId))
    .orderBy(asc(posts.sort), asc(posts.name));
}

/** Roles with the number of users holding each: the role filter of the user list. */
export async function rolesWithUserCounts(ctx: UserContext) {
  return ctx.tx
    .select({
      id: roles.id,
      name: roles.name,
      description: roles.description,
      isAdmin: roles.isAdmin,
      isDefault: roles.isDefault,
      userCount: sql<number>`(select count(*)::int from user_roles ur where ur.role_id = ${roles.id})`,
    })
    .from(roles)
    .orderBy(asc(roles.name));
}

export async function roleOptions(ctx: UserContext) {
  return ctx.tx
    .select({ id: roles.id, name: roles.name, isAdmin: roles.isAdmin, isDefault: roles.isDefault })
    .from(roles)
    .orderBy(asc(roles.name));
}
