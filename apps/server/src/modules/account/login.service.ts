import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_TENANT_NAME } from '../../db/seed/default-tenant';
import { loginLogs, tenants, users } from '../../db/tables';
import { verifyPassword } from '../../platform/auth/password-hash';
import type { Database } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant-transaction';
import { businessError, tooManyRequests } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';

/** After this many failed passwords in a row the account is locked for LOCKOUT_MINUTES. */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;

export const LOGIN_MESSAGES = {
  badCredentials: '用户名或密码错误',
  inactive: '账号已被停用，请联系管理员',
  tenantInactive: '租户已停用，请联系管理员',
  lockedOut: (minutes: number) => `密码连续错误次数过多，账号已被临时锁定，请${minutes}分钟后再试`,
  remaining: (left: number) => `用户名或密码错误，还可尝试${left}次`,
};

export interface LoginRequest {
  userName: string;
  password: string;
  tenantName?: string;
  ipAddress: string;
  userAgent?: string;
  loginType: 0 | 1;
}

export type LoginOutcome =
  | { ok: true; userId: string; tenantId: string; userName: string }
  | { ok: false; error: Error };

export async function findTenantByName(db: Database, tenantName = DEFAULT_TENANT_NAME) {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.name, tenantName));
  return tenant;
}

/**
 * Checks a user name and password, counting failures and locking the account after MAX_FAILED_LOGINS.
 * Every attempt is written to the login log; the outcome is returned (not thrown) so those writes commit.
 */
export async function checkCredentials(services: AppServices, req: LoginRequest): Promise<LoginOutcome> {
  const tenant = await findTenantByName(services.db, req.tenantName);
  if (!tenant) return { ok: false, error: businessError(LOGIN_MESSAGES.badCredentials) };
  if (!tenant.isActive) return { ok: false, error: businessError(LOGIN_MESSAGES.tenantInactive) };

  return withTenant(services.db, tenant.id, async (tx) => {
    const [user] = await tx.select().from(users).where(sql`lower(${users.userName}) = lower(${req.userName})`);
    const log = (succeeded: boolean, reason: string | null) =>
      tx.insert(loginLogs).values({
        tenantId: tenant.id,
        userId: user?.id ?? null,
        userName: req.userName,
        loginType: req.loginType,
        succeeded,
        reason,
        ipAddress: req.ipAddress,
        userAgent: req.userAgent ?? null,
      });

    if (!user) {
      await log(false, 'unknown user');
      return { ok: false, error: businessError(LOGIN_MESSAGES.badCredentials) };
    }
    const now = new Date();
    if (user.lockoutEnd && user.lockoutEnd > now) {
      await log(false, 'locked out');
      const minutes = Math.ceil((user.lockoutEnd.getTime() - now.getTime()) / 60_000);
      return { ok: false, error: tooManyRequests(LOGIN_MESSAGES.lockedOut(minutes)) };
    }
    if (!(await verifyPassword(user.passwordHash, req.password))) {
      const failures = user.failedLoginCount + 1;
      const locks = failures >= MAX_FAILED_LOGINS;
      await tx
        .update(users)
        .set({
          failedLoginCount: locks ? 0 : failures,
          lockoutEnd: locks ? new Date(now.getTime() + LOCKOUT_MINUTES * 60_000) : user.lockoutEnd,
        })
        .where(and(eq(users.id, user.id)));
      await log(false, locks ? 'bad password, locked out' : 'bad password');
      return {
        ok: false,
        error: locks
          ? tooManyRequests(LOGIN_MESSAGES.lockedOut(LOCKOUT_MINUTES))
          : businessError(LOGIN_MESSAGES.remaining(MAX_FAILED_LOGINS - failures)),
      };
    }
    if (!user.isActive) {
      await log(false, 'inactive');
      return { ok: false, error: businessError(LOGIN_MESSAGES.inactive) };
    }
    if (user.failedLoginCount > 0 || user.lockoutEnd) {
      await tx.update(users).set({ failedLoginCount: 0, lockoutEnd: null }).where(eq(users.id, user.id));
    }
    await log(true, null);
    return { ok: true, userId: user.id, tenantId: tenant.id, userName: user.userName };
  });
}
