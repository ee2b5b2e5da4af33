import { checkPasswordChange } from '@qis/shared';
import { asc, eq } from 'drizzle-orm';
import { organizations, roles, tenants, userRoles, users } from '../../db/tables';
import { hashPassword, verifyPassword } from '../../platform/auth/password-hash';
import { endSessionsOf } from '../../platform/auth/session-end';
import { updateVersioned } from '../../platform/db/versioned-update';
import { fileKeyOfUrl } from '../../platform/files/file-storage';
import { badRequest, businessError, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { authorityPointsOf } from './authority-points';

export async function currentUserInfo(ctx: UserContext) {
  const { tx, principal } = ctx;
  const [row] = await tx
    .select({
      user: users,
      organizationName: organizations.name,
      tenantName: tenants.name,
      tenantNickName: tenants.nickName,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, principal.userId));
  if (!row) throw notFound();
  const roleRows = await tx
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, principal.userId))
    .orderBy(asc(roles.name));
  return {
    id: row.user.id,
    name: row.user.name,
    userName: row.user.userName,
    tenantName: row.tenantName,
    tenantNickName: row.tenantNickName,
    roleName: roleRows.map((r) => r.name).join(','),
    emailAddress: row.user.emailAddress,
    organizationName: row.organizationName,
    organizationId: row.user.organizationId,
    logoUrl: row.user.logoUrl,
    ...authorityPointsOf(principal),
  };
}

export async function personalInfo(ctx: UserContext) {
  const [row] = await ctx.tx
    .select({ user: users, organizationName: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, ctx.principal.userId));
  if (!row) throw notFound();
  const { user } = row;
  return {
    id: user.id,
    userName: user.userName,
    name: user.name,
    emailAddress: user.emailAddress,
    phoneNumber: user.phoneNumber,
    organizationName: row.organizationName,
    logoUrl: user.logoUrl,
    smallLogoUrl: user.smallLogoUrl,
    version: user.version,
  };
}

export async function updatePersonalInfo(
  ctx: UserContext,
  input: { name: string; emailAddress: string | null; phoneNumber: string | null; version: number },
) {
  const before = await personalInfo(ctx);
  const { version, ...values } = input;
  await updateVersioned(ctx.tx, users, ctx.principal.userId, version, { ...values, updatedBy: ctx.principal.userId });
  await ctx.authChanged();
  const after = await personalInfo(ctx);
  ctx.recordChange({ entity: 'user', entityId: after.id, before, after });
  return after;
}

export async function changeOwnPassword(
  ctx: UserContext,
  input: { password: string; newPassword: string; againPassword: string },
) {
  const problem = checkPasswordChange(input);
  if (problem) throw badRequest(problem);
  const [user] = await ctx.tx.select().from(users).where(eq(users.id, ctx.principal.userId));
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.password))) throw businessError('原密码错误');
  await ctx.tx
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date(), updatedBy: user.id })
    .where(eq(users.id, user.id));
  // Every session of the user ends, this one too (the web signs out after a password change).
  await endSessionsOf(ctx, [user.id]);
  ctx.recordChange({ entity: 'user', entityId: user.id, after: { password: 'changed' } });
  return null;
}

export async function changeImage(ctx: UserContext, input: { imagePath: string; slImagePath: string }) {
  for (const url of [input.imagePath, input.slImagePath]) {
    const file = fileKeyOfUrl(url);
    const ownImage = file?.tenantId === ctx.principal.tenantId && file.category === 'images';
    if (!ownImage || !(await ctx.services.files.read(file.key, ctx.tx))) throw badRequest('图片保存失败');
  }
  const before = await personalInfo(ctx);
  await ctx.tx
    .update(users)
    .set({ logoUrl: input.imagePath, smallLogoUrl: input.slImagePath, updatedAt: new Date() })
    .where(eq(users.id, ctx.principal.userId));
  ctx.recordChange({
    entity: 'user',
    entityId: before.id,
    before: { logoUrl: before.logoUrl },
    after: { logoUrl: input.imagePath },
  });
  return null;
}

export async function hasAdminRole(ctx: UserContext) {
  return ctx.principal.isAdmin;
}
