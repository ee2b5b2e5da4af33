import { USER_STATUS, type UserListFilter, type UserListItem } from '@qis/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { organizations, posts, roles, userRoles, users } from '../../db/tables';
import type { DbExecutor } from '../../platform/db/database';

// The user rows the administration screens show, and the list filter, shared by the list, the export and the edits.

export const userRowColumns = {
  id: users.id,
  userName: users.userName,
  name: users.name,
  emailAddress: users.emailAddress,
  phoneNumber: users.phoneNumber,
  telephone: users.telephone,
  organizationId: users.organizationId,
  organizationName: organizations.name,
  postId: users.postId,
  postName: posts.name,
  isActive: users.isActive,
  version: users.version,
};

/**
 * The roles of the outer query's user (`users.id`) by role name, ids and names in the same order: for a lateral join
 * over the rows of a user query. The aggregate answers one row even for a user without roles.
 */
export const rolesOfUser = (db: DbExecutor) =>
  db
    .select({
      roleIds: sql<string[]>`coalesce(array_agg(${roles.id} order by ${roles.name}, ${roles.id}), '{}')`.as('role_ids'),
      roleNames: sql<string[]>`coalesce(array_agg(${roles.name} order by ${roles.name}, ${roles.id}), '{}')`.as(
        'role_names',
      ),
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, users.id))
    .as('roles_of_user');

/** Users with their organization, post and roles, in one statement; add where and order. */
export function selectUserItems(db: DbExecutor) {
  const roleLists = rolesOfUser(db);
  return db
    .select({ ...userRowColumns, roleIds: roleLists.roleIds, roleNames: roleLists.roleNames })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(posts, eq(posts.id, users.postId))
    .crossJoinLateral(roleLists);
}

/** Account order, as the unique index (tenant, lower(user_name)) keeps it: a page is read off the index. */
export const byAccount = sql`lower(${users.userName})`;

/** True when case does not matter for the text (digits, Chinese ...): lower() can be skipped, it costs per row. */
const isUncased = (text: string) => text.toLowerCase() === text.toUpperCase();

/** The keyword filter, case-insensitive "contains" on account or name (strpos: cheaper than ILIKE, no wildcards). */
export function keywordCondition(
  keyword: string | undefined,
  columns: { userName: SQL | typeof users.userName; name: SQL | typeof users.name } = users,
): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const { userName, name } = columns;
  return isUncased(text)
    ? sql`(strpos(${userName}, ${text}) > 0 or strpos(${name}, ${text}) > 0)`
    : sql`(strpos(lower(${userName}), lower(${text})) > 0 or strpos(lower(${name}), lower(${text})) > 0)`;
}

/**
 * The filters other than the keyword, always naming the tenant: row-level security confines the query anyway, but
 * with the tenant as a constant the planner checks the policy once (a one-time filter) instead of on every row.
 */
export function narrowingCondition(tenantId: string, filter: UserListFilter): SQL {
  const conditions: SQL[] = [eq(users.tenantId, tenantId)];
  if (filter.organizationId)
    // The chosen organization and everything below it; UNION (not ALL) stops on a cycle in a broken tree.
    conditions.push(sql`${users.organizationId} in (
      with recursive tree(id) as (
        select ${filter.organizationId}::uuid
        union select o.id from organizations o join tree on o.parent_id = tree.id where o.tenant_id = ${tenantId})
      select id from tree)`);
  if (filter.roleId)
    conditions.push(sql`${users.id} in (select ur.user_id from user_roles ur
      where ur.tenant_id = ${tenantId} and ur.role_id = ${filter.roleId})`);
  if (filter.status !== undefined) conditions.push(eq(users.isActive, filter.status === USER_STATUS.enabled));
  return and(...conditions) as SQL;
}

/** The whole list filter as one condition. */
export const userFilterCondition = (tenantId: string, filter: UserListFilter) =>
  and(narrowingCondition(tenantId, filter), keywordCondition(filter.filter)) as SQL;

export async function readUserItem(db: DbExecutor, id: string): Promise<UserListItem | undefined> {
  const [item] = await selectUserItems(db).where(eq(users.id, id));
  return item;
}
