import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_TENANT_NAME } from '../../db/seed/default-tenant';
import { loginLogs, tenants, users } from '../../db/tables';
import { hashPassword, verifyPassword } from '../../platform/auth/password-hash';
import type { Database } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant-transaction';
import { businessError, tooManyRequests } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { LoginThrottle, THROTTLE_WINDOW_MINUTES } from './login-throttle';

/**
 * After this many failed passwords in a row, from whatever addresses, the account is locked for LOCKOUT_MINUTES.
 * One address is stopped long before (login-throttle.ts), so locking an account takes several addresses.
 */
export const MAX_FAILED_LOGINS = 20;
export const LOCKOUT_MINUTES = 15;

export const LOGIN_MESSAGES = {
  badCredentials: '用户名或密码错误',
  inactive: '账号已被停用，请联系管理员',
  tenantInactive: '租户已停用，请联系管理员',
  lockedOut: (minutes: number) => `密码连续错误次数过多，账号已被临时锁定，请${minutes}分钟后再试`,
  remaining: (left: number) => `用户名或密码错误，还可尝试${left}次`,
  throttled: (minutes: number) => `登录失败次数过多，请${minutes}分钟后再试`,
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
  | { ok: true; userId: string; tenantId: string; userName: string; sessionGeneration: number }
  | { ok: false; error: Error };

export async function findTenantByName(db: Database, tenantName = DEFAULT_TENANT_NAME) {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.name, tenantName));
  return tenant;
}

const throttles = new WeakMap<AppServices, LoginThrottle>();
const throttleOf = (services: AppServices) => {
  const known = throttles.get(services);
  if (known) return known;
  const created = new LoginThrottle();
  throttles.set(services, created);
  return created;
};

/** What an unknown account's password is checked against: the same argon2 work as for a known one. */
const DUMMY_HASH = hashPassword(randomBytes(24).toString('base64'));

/**
 * Checks a user name and password. An address that failed too often (on this account, or on any) is refused before
 * anything is checked; otherwise the password is always verified (against a dummy hash for an unknown tenant or
 * account), so an unknown account answers as a known one, in wording and in time. The account is locked after
 * MAX_FAILED_LOGINS failures; a disabled tenant or user is named only after the right password. Every attempt that
 * reaches a tenant is written to its login log; the outcome is returned (not thrown) so those writes commit.
 */
export async function checkCredentials(services: AppServices, req: LoginRequest): Promise<LoginOutcome> {
  const throttle = throttleOf(services);
  const account = `${req.tenantName ?? ''}\n${req.userName}`;
  const blocked = throttle.blockedMinutes(req.ipAddress, account);
  if (blocked > 0) return { ok: false, error: tooManyRequests(LOGIN_MESSAGES.throttled(blocked)) };
  const badPassword = (): LoginOutcome => {
    const left = throttle.fail(req.ipAddress, account);
    return {
      ok: false,
      error:
        left > 0
          ? businessError(LOGIN_MESSAGES.remaining(left))
          : tooManyRequests(LOGIN_MESSAGES.throttled(THROTTLE_WINDOW_MINUTES)),
    };
  };

  const tenant = await findTenantByName(services.db, req.tenantName);
  if (!tenant) {
    await verifyPassword(await DUMMY_HASH, req.password);
    return badPassword();
  }

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
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), req.password);

    if (!user) {
      await log(false, 'unknown user');
      return badPassword();
    }
    const now = new Date();
    if (user.lockoutEnd && user.lockoutEnd > now) {
      await log(false, 'locked out');
      const minutes = Math.ceil((user.lockoutEnd.getTime() - now.getTime()) / 60_000);
      return { ok: false, error: tooManyRequests(LOGIN_MESSAGES.lockedOut(minutes)) };
    }
    if (!passwordOk) {
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
      const outcome = badPassword();
      return locks ? { ok: false, error: tooManyRequests(LOGIN_MESSAGES.lockedOut(LOCKOUT_MINUTES)) } : outcome;
    }
    throttle.succeed(req.ipAddress, account);
    if (!tenant.isActive) {
      await log(false, 'tenant inactive');
      return { ok: false, error: businessError(LOGIN_MESSAGES.tenantInactive) };
    }
    if (!user.isActive) {
      await log(false, 'inactive');
      return { ok: false, error: businessError(LOGIN_MESSAGES.inactive) };
    }
    if (user.failedLoginCount > 0 || user.lockoutEnd) {
      await tx.update(users).set({ failedLoginCount: 0, lockoutEnd: null }).where(eq(users.id, user.id));
    }
    await log(true, null);
    return {
      ok: true,
      userId: user.id,
      tenantId: tenant.id,
      userName: user.userName,
      sessionGeneration: user.sessionGeneration,
    };
  });
}
