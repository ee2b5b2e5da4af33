import type { UserListFilter } from '@qis/shared';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { organizations, posts, roles, users } from '../../db/tables';
import type { UserContext } from '../../platform/http/request-context';
import {
  byAccount,
  keywordCondition,
  narrowingCondition,
  rolesOfUser,
  userFilterCondition,
  userRowColumns,
} from './user-queries';

type PageQuery = UserListFilter & { SkipCount: number; MaxResultCount: number };

/**
 * The count of the filtered list. The text search is the costliest test per row. In a plain condition the planner
 * tests it after the cheap column tests (tenant, status), but before the organization or role filters, which join;
 * with one of those it runs in a subquery with OFFSET 0 (a fence the planner does not push conditions through), so
 * only on the users the other filters leave.
 */
function filteredCount(tenantId: string, filter: UserListFilter): SQL {
  const narrowing = narrowingCondition(tenantId, filter);
  const keyword = keywordCondition(filter.filter, { userName: sql`narrowed.user_name`, name: sql`narrowed.name` });
  return keyword && (filter.organizationId || filter.roleId)
    ? sql`select count(*)::int as n from (
        select ${users.userName} as user_name, ${users.name} as name from ${users} where ${narrowing} offset 0
      ) narrowed where ${keyword}`
    : sql`select count(*)::int as n from ${users} where ${userFilterCondition(tenantId, filter)}`;
}

/**
 * A page of users in one statement (the embedded database runs one statement at a time, so every round trip counts):
 * the page's ids in account order, read off the account index (tenant, lower(user_name)) and stopping as soon as
 * the page is full; names, post and roles for those rows only; the count of the whole filtered list once, as a
 * scalar subquery. A page past the end has no row to carry the count: then the count is asked alone.
 */
export async function userListPage(ctx: UserContext, query: PageQuery) {
  const { tx } = ctx;
  const { tenantId } = ctx.principal;
  const count = filteredCount(tenantId, query);
  const page = tx
    .$with('page')
    .as(
      tx
        .select({ id: users.id })
        .from(users)
        .where(userFilterCondition(tenantId, query))
        .orderBy(byAccount)
        .offset(query.SkipCount)
        .limit(query.MaxResultCount),
    );
  const roleLists = rolesOfUser(tx);
  const rows = await tx
    .with(page)
    .select({
      ...userRowColumns,
      roleIds: roleLists.roleIds,
      roleNames: roleLists.roleNames,
      totalCount: sql<number>`(${count})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(posts, eq(posts.id, users.postId))
    .crossJoinLateral(roleLists)
    .orderBy(byAccount);
  const [first] = rows;
  if (first) return { items: rows.map(({ totalCount: _, ...item }) => item), totalCount: first.totalCount };
  // No row to carry the count: on the first page the filter leaves no one, further on the page is past the end.
  if (query.SkipCount === 0) return { items: [], totalCount: 0 };
  const counted = await tx.execute<{ n: number }>(count);
  return { items: [], totalCount: counted.rows[0]?.n ?? 0 };
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
