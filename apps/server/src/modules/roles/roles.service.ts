import {
  type PermissionAction,
  type PermissionGrant,
  ROLE_MESSAGES,
  type RoleDetailDto,
  type RoleDto,
} from '@qis/shared';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/tables';
import { escapeLike } from '../../platform/db/escape-like';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { grantsOf, normalizeGrants, replaceGrants, rolePermissionTree } from './role-grants';

const NOT_FOUND = '角色不存在或已被删除';

const userCount = sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`;

const roleColumns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  isAdmin: roles.isAdmin,
  isDefault: roles.isDefault,
  userCount,
  createdAt: roles.createdAt,
  version: roles.version,
};

type RoleRow = { createdAt: Date } & Omit<RoleDto, 'creationTime'>;

const toDto = ({ createdAt, ...row }: RoleRow): RoleDto => ({ ...row, creationTime: createdAt.toISOString() });

export async function listRoles(
  ctx: UserContext,
  query: { SkipCount: number; MaxResultCount: number; filter?: string | undefined },
) {
  const pattern = query.filter ? `%${escapeLike(query.filter)}%` : undefined;
  const where = pattern ? or(ilike(roles.name, pattern), ilike(roles.description, pattern)) : undefined;
  const rows = await ctx.tx
    .select(roleColumns)
    .from(roles)
    .where(where)
    .orderBy(desc(roles.isAdmin), asc(roles.name), asc(roles.id))
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const [total] = await ctx.tx.select({ n: count() }).from(roles).where(where);
  return { items: rows.map(toDto), totalCount: total?.n ?? 0 };
}

async function findRole(ctx: UserContext, id: string): Promise<RoleDto | undefined> {
  const [row] = await ctx.tx.select(roleColumns).from(roles).where(eq(roles.id, id));
  return row ? toDto(row) : undefined;
}

async function requireRole(ctx: UserContext, id: string): Promise<RoleDto> {
  const role = await findRole(ctx, id);
  if (!role) throw notFound(NOT_FOUND);
  return role;
}

export async function getRole(ctx: UserContext, id: string): Promise<RoleDetailDto> {
  const role = await requireRole(ctx, id);
  const members = await ctx.tx
    .select({ id: users.id, name: users.name, userName: users.userName })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.roleId, id))
    .orderBy(asc(users.name), asc(users.userName));
  return { ...role, permissionList: await grantsOf(ctx, id), users: members };
}

async function refuseDuplicateName(ctx: UserContext, name: string, exceptId?: string) {
  const filters: SQL[] = [eq(roles.name, name)];
  if (exceptId) filters.push(ne(roles.id, exceptId));
  const [clash] = await ctx.tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(...filters));
  if (clash) throw businessError(ROLE_MESSAGES.duplicateName);
}

/**
 * Only an administrator changes an administrator role, as only one gives the flag: its members, its default flag
 * (new and imported users get the default role) and its name decide who administers the tenant.
 */
function refuseUnlessAdministrator(ctx: UserContext, role: RoleDto) {
  if (role.isAdmin && !ctx.principal.isAdmin) throw businessError(ROLE_MESSAGES.adminRoleNeedsAdmin);
}

/** A concurrent request that took the same name first trips the unique index: the same answer as the check. */
async function nameClashAsBusinessError<T>(write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    // drizzle wraps the driver's error: look a few causes deep for PostgreSQL's unique_violation.
    let cause: unknown = error;
    for (let depth = 0; cause && depth < 5; depth++, cause = (cause as { cause?: unknown }).cause)
      if ((cause as { code?: unknown }).code === '23505') throw businessError(ROLE_MESSAGES.duplicateName);
    throw error;
  }
}

/** Only one role is the default for new users: choosing one clears the flag elsewhere. */
async function clearOtherDefaults(ctx: UserContext, roleId: string) {
  await ctx.tx
    .update(roles)
    .set({
      isDefault: false,
      version: sql`${roles.version} + 1`,
      updatedAt: new Date(),
      updatedBy: ctx.principal.userId,
    })
    .where(and(eq(roles.isDefault, true), ne(roles.id, roleId)));
}

export async function createRole(
  ctx: UserContext,
  input: { name: string; description: string | null; isDefault: boolean; permissionList: PermissionGrant[] },
): Promise<RoleDetailDto> {
  const grants = normalizeGrants(input.permissionList);
  await refuseDuplicateName(ctx, input.name);
  const [row] = await nameClashAsBusinessError(
    ctx.tx
      .insert(roles)
      .values({
        tenantId: ctx.principal.tenantId,
        name: input.name,
        description: input.description || null,
        isDefault: input.isDefault,
        createdBy: ctx.principal.userId,
        updatedBy: ctx.principal.userId,
      })
      .returning({ id: roles.id }),
  );
  if (!row) throw new Error('role was not created');
  if (input.isDefault) await clearOtherDefaults(ctx, row.id);
  await replaceGrants(ctx, row.id, grants);
  const after = await getRole(ctx, row.id);
  ctx.recordChange({ entity: 'role', entityId: row.id, after });
  return after;
}

export async function changeRole(
  ctx: UserContext,
  input: {
    id: string;
    name: string;
    description: string | null;
    isDefault: boolean;
    isAdmin?: boolean | undefined;
    permissionList?: PermissionGrant[] | undefined;
    version: number;
  },
): Promise<RoleDetailDto> {
  const grants = input.permissionList ? normalizeGrants(input.permissionList) : undefined;
  const before = await getRole(ctx, input.id);
  refuseUnlessAdministrator(ctx, before);
  const isAdmin = input.isAdmin ?? before.isAdmin;
  if (before.isAdmin && !isAdmin) throw businessError(ROLE_MESSAGES.adminFlagKept);
  if (!before.isAdmin && isAdmin && !ctx.principal.isAdmin) throw businessError(ROLE_MESSAGES.adminFlagNeedsAdmin);
  await refuseDuplicateName(ctx, input.name, input.id);
  await nameClashAsBusinessError(
    updateVersioned(ctx.tx, roles, input.id, input.version, {
      name: input.name,
      description: input.description || null,
      isDefault: input.isDefault,
      isAdmin,
      updatedBy: ctx.principal.userId,
    }),
  );
  if (input.isDefault) await clearOtherDefaults(ctx, input.id);
  if (grants) await replaceGrants(ctx, input.id, grants);
  if (grants || isAdmin !== before.isAdmin) await ctx.authChanged();
  const after = await getRole(ctx, input.id);
  ctx.recordChange({ entity: 'role', entityId: input.id, before, after });
  return after;
}

export async function removeRole(ctx: UserContext, id: string) {
  const before = await getRole(ctx, id);
  if (before.isAdmin) throw businessError(ROLE_MESSAGES.adminNotDeletable);
  if (before.userCount > 0) throw businessError(ROLE_MESSAGES.inUse);
  await ctx.tx.delete(roles).where(eq(roles.id, id));
  ctx.recordChange({ entity: 'role', entityId: id, before });
  return null;
}

export async function rolePermission(ctx: UserContext, roleId: string | undefined) {
  if (!roleId) return rolePermissionTree(new Map(), false);
  const role = await requireRole(ctx, roleId);
  const grants = await grantsOf(ctx, roleId);
  const granted = new Map<string, readonly PermissionAction[]>(grants.map((g) => [g.permissionId, g.actionList]));
  return rolePermissionTree(granted, role.isAdmin);
}

export async function changeRolePermission(
  ctx: UserContext,
  input: { roleId: string; permissionList: PermissionGrant[]; version?: number | undefined },
): Promise<RoleDetailDto> {
  const grants = normalizeGrants(input.permissionList);
  const before = await getRole(ctx, input.roleId);
  refuseUnlessAdministrator(ctx, before);
  // The grants are part of the role: its version moves with them, so an editor holding the old one gets 409.
  await updateVersioned(ctx.tx, roles, input.roleId, input.version ?? before.version, {
    updatedBy: ctx.principal.userId,
  });
  await replaceGrants(ctx, input.roleId, grants);
  await ctx.authChanged();
  const after = await getRole(ctx, input.roleId);
  ctx.recordChange({ entity: 'role', entityId: input.roleId, before, after });
  return after;
}

export async function changeRoleUsers(
  ctx: UserContext,
  input: { roleId: string; userIds: string[] },
): Promise<RoleDetailDto> {
  const before = await getRole(ctx, input.roleId);
  refuseUnlessAdministrator(ctx, before);
  // Ids compare as the database spells them (lower case), so one user named twice in two cases counts once.
  const userIds = [...new Set(input.userIds.map((id) => id.toLowerCase()))];
  if (userIds.length > 0) {
    const found = await ctx.tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
    const known = new Set(found.map((u) => u.id));
    const missing = userIds.filter((id) => !known.has(id));
    if (missing.length > 0) throw badRequest(`参数 userIds 无效：用户不存在 ${missing.join('、')}`);
  }
  if (before.isAdmin && userIds.length === 0) throw businessError(ROLE_MESSAGES.adminNeedsMember);
  await ctx.tx.delete(userRoles).where(eq(userRoles.roleId, input.roleId));
  if (userIds.length > 0)
    await ctx.tx
      .insert(userRoles)
      .values(userIds.map((userId) => ({ tenantId: ctx.principal.tenantId, userId, roleId: input.roleId })));
  await ctx.authChanged();
  const after = await getRole(ctx, input.roleId);
  ctx.recordChange({
    entity: 'role',
    entityId: input.roleId,
    before: { users: before.users },
    after: { users: after.users },
  });
  return after;
}
