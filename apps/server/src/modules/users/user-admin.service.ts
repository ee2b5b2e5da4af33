import { P, USER_MESSAGES, type UserListItem } from '@qis/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { organizations, posts, roles, userRoles, users } from '../../db/tables';
import { hashPassword } from '../../platform/auth/password-hash';
import { can } from '../../platform/auth/principal';
import { endSessionsOf } from '../../platform/auth/session-end';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, forbidden, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { organizationSetting } from '../system-info';
import { readUserItem } from './user-queries';

interface UserFields {
  name: string;
  emailAddress: string | null;
  phoneNumber: string | null;
  telephone?: string | null | undefined;
  organizationId: string | null;
  postId?: string | null | undefined;
  roleIds?: string[] | undefined;
}

const unique = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/** The organization, post and roles a user is given must exist in the caller's tenant. */
async function checkReferences(ctx: UserContext, input: UserFields) {
  if (input.organizationId) {
    const [found] = await ctx.tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, input.organizationId));
    if (!found) throw badRequest('参数 organizationId 无效：组织不存在');
  }
  if (input.postId) {
    const [found] = await ctx.tx.select({ id: posts.id }).from(posts).where(eq(posts.id, input.postId));
    if (!found) throw badRequest('参数 postId 无效：岗位不存在');
  }
  const roleIds = unique(input.roleIds ?? []);
  if (roleIds.length > 0) {
    const found = await ctx.tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
    if (found.length !== roleIds.length) throw badRequest('参数 roleIds 无效：角色不存在');
  }
}

/**
 * Only an administrator touches administrators: a holder of the Users actions without the administrator role can
 * neither grant that role nor edit, enable, disable or reset the password of a user holding it (each a way to
 * become an administrator).
 */
async function guardAdministrators(ctx: UserContext, input: { userIds?: string[]; roleIds?: string[] }) {
  if (ctx.principal.isAdmin) return;
  const adminRoles = await ctx.tx.select({ id: roles.id }).from(roles).where(eq(roles.isAdmin, true));
  const adminRoleIds = adminRoles.map((r) => r.id);
  if (adminRoleIds.length === 0) return;
  if (input.userIds?.length) {
    const [holder] = await ctx.tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(inArray(userRoles.userId, input.userIds), inArray(userRoles.roleId, adminRoleIds)))
      .limit(1);
    if (holder) throw businessError(USER_MESSAGES.adminUserOnly);
  }
  if (input.roleIds?.some((id) => adminRoleIds.includes(id.toLowerCase())))
    throw businessError(USER_MESSAGES.adminRoleOnly);
}

async function addRoles(ctx: UserContext, userId: string, roleIds: string[]) {
  const rows = unique(roleIds).map((roleId) => ({ tenantId: ctx.principal.tenantId, userId, roleId }));
  if (rows.length > 0) await ctx.tx.insert(userRoles).values(rows);
}

async function hasActiveAdmin(ctx: UserContext): Promise<boolean> {
  const result = await ctx.tx.execute<{ found: boolean }>(sql`select exists (
    select 1 from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
    where r.is_admin and u.is_active) as found`);
  return Boolean(result.rows[0]?.found);
}

async function requireUser(ctx: UserContext, id: string): Promise<UserListItem> {
  const user = await readUserItem(ctx.tx, id);
  if (!user) throw notFound(USER_MESSAGES.notFound);
  return user;
}

export async function createUser(ctx: UserContext, input: UserFields & { userName: string; password: string }) {
  await checkReferences(ctx, input);
  await guardAdministrators(ctx, { roleIds: input.roleIds ?? [] });
  const [row] = await ctx.tx
    .insert(users)
    .values({
      tenantId: ctx.principal.tenantId,
      userName: input.userName,
      name: input.name,
      emailAddress: input.emailAddress,
      phoneNumber: input.phoneNumber,
      telephone: input.telephone ?? null,
      // Without a chosen organization a new user joins the default one of the organization settings.
      organizationId: input.organizationId ?? (await organizationSetting(ctx.tx)).defaultOrganizationId,
      postId: input.postId ?? null,
      passwordHash: await hashPassword(input.password),
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    })
    // The account is taken (the unique index on the tenant and the lower-cased account is the only one it can hit).
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) throw businessError(USER_MESSAGES.userNameTaken);
  await addRoles(ctx, row.id, input.roleIds ?? []);
  const after = await requireUser(ctx, row.id);
  ctx.recordChange({ entity: 'user', entityId: row.id, after });
  return after;
}

export async function editUser(ctx: UserContext, input: UserFields & { id: string; version: number }) {
  const { id, version, roleIds, ...values } = input;
  const before = await requireUser(ctx, id);
  await checkReferences(ctx, input);
  await guardAdministrators(ctx, { userIds: [id], roleIds: roleIds ?? [] });
  // Only new roles can leave the tenant without an enabled administrator (one taking the role from themself): then
  // the edit is refused after the change, which the transaction rolls back.
  const hadActiveAdmin = roleIds !== undefined && (await hasActiveAdmin(ctx));
  // Fields left out (undefined) keep their value: drizzle leaves them out of the update.
  await updateVersioned(ctx.tx, users, id, version, { ...values, updatedBy: ctx.principal.userId });
  if (roleIds) {
    await ctx.tx.delete(userRoles).where(eq(userRoles.userId, id));
    await addRoles(ctx, id, roleIds);
  }
  if (hadActiveAdmin && !(await hasActiveAdmin(ctx))) throw businessError(USER_MESSAGES.lastAdmin);
  await ctx.authChanged();
  const after = await requireUser(ctx, id);
  ctx.recordChange({ entity: 'user', entityId: id, before, after });
  return after;
}

/**
 * Enables or disables users. Nobody disables their own account, and so the last enabled administrator stays enabled:
 * only an administrator may disable one (guardAdministrators), and that administrator stays. A disabled user's tokens
 * stop working on their next request: the principal query needs an active user, and the cached principals are dropped.
 */
export async function setUsersActive(ctx: UserContext, ids: string[], isActive: boolean): Promise<number> {
  const wanted = unique(ids);
  if (!isActive && wanted.includes(ctx.principal.userId)) throw businessError(USER_MESSAGES.disableSelf);
  const found = await ctx.tx
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(inArray(users.id, wanted));
  if (found.length !== wanted.length) throw notFound(USER_MESSAGES.notFound);
  await guardAdministrators(ctx, { userIds: wanted });
  const changing = found.filter((u) => u.isActive !== isActive).map((u) => u.id);
  if (changing.length === 0) return 0;
  await ctx.tx
    .update(users)
    .set({ isActive, version: sql`${users.version} + 1`, updatedAt: new Date(), updatedBy: ctx.principal.userId })
    .where(inArray(users.id, changing));
  // A disabled user's sessions end at once: tokens refused, sockets disconnected; enabling again revives none.
  if (isActive) await ctx.authChanged();
  else await endSessionsOf(ctx, changing);
  for (const id of changing)
    ctx.recordChange({ entity: 'user', entityId: id, before: { isActive: !isActive }, after: { isActive } });
  return changing.length;
}

export async function setUserActive(ctx: UserContext, id: string, isActive: boolean) {
  await setUsersActive(ctx, [id], isActive);
  return requireUser(ctx, id);
}

/** Batch: the declared permission is `disable`; enabling needs the `enable` action as well. */
export async function batchSetActive(ctx: UserContext, input: { ids: string[]; isActive: boolean }) {
  if (input.isActive && !can(ctx.principal, P.system.Users.enable)) throw forbidden();
  if (input.ids.length === 0) throw badRequest('参数 ids 无效：请至少选择一个用户');
  return { changedCount: await setUsersActive(ctx, input.ids, input.isActive) };
}

/** An administrator sets a user's password; a lockout from failed sign-ins ends with it. */
export async function resetPassword(ctx: UserContext, input: { id: string; password: string }): Promise<null> {
  const user = await requireUser(ctx, input.id);
  await guardAdministrators(ctx, { userIds: [user.id] });
  await ctx.tx
    .update(users)
    .set({
      passwordHash: await hashPassword(input.password),
      failedLoginCount: 0,
      lockoutEnd: null,
      updatedAt: new Date(),
      updatedBy: ctx.principal.userId,
    })
    .where(eq(users.id, user.id));
  // Whoever held the old password is signed out everywhere.
  await endSessionsOf(ctx, [user.id]);
  ctx.recordChange({ entity: 'user', entityId: user.id, after: { userName: user.userName, password: 'reset' } });
  return null;
}
