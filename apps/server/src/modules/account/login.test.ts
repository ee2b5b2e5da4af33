import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-app';
import { createTenantWithAdmin } from '../../../test/factories';
import { tenants } from '../../db/tables';
import { LOGIN_MESSAGES, MAX_FAILED_LOGINS } from './login.service';
import {
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT,
  THROTTLE_WINDOW_MINUTES,
} from './login-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

interface From {
  remoteAddress?: string;
  headers?: Record<string, string>;
  tenantName?: string;
}
const login = (userName: string, password: string, from: From = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/identity/api/Account/LocalLogin',
    payload: { userName, password, ...(from.tenantName ? { tenantName: from.tenantName } : {}) },
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    ...(from.headers ? { headers: from.headers } : {}),
  });

describe('password login', () => {
  it('signs the demo administrator in and the token opens the API', async () => {
    const res = await login('admin', 'Admin@123');
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(0);
    expect(data.expiresIn).toBe(604800);
    const me = await t.app.inject({ url: '/qis/api/app/user/currentUserInfo', headers: bearer(data.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ userName: 'admin', name: '系统管理员', tenantName: 'default' });
  });

  it('refuses a wrong password with a business error naming no detail, alike for an unknown account', async () => {
    const res = await login('zhangwei', 'Wrong@123');
    const expected = { code: 9999, message: LOGIN_MESSAGES.remaining(MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT - 1) };
    expect(res.json()).toEqual(expected);
    const unknown = await login('nobody', 'Wrong@123');
    expect(unknown.json()).toEqual(expected);
  });

  it('spends the same argon2 work on an unknown account as on a known one', async () => {
    // CPU time of this process (argon2 runs on its thread pool), not wall time: other processes load this machine.
    // Each attempt from an address of its own, so no throttle answers early.
    const cpuOf = async (userName: string, i: number) => {
      const before = process.cpuUsage();
      await login(userName, 'Wrong@123', { remoteAddress: `10.20.${userName.length}.${i}` });
      const used = process.cpuUsage(before);
      return used.user + used.system;
    };
    let known = 0;
    let unknown = 0;
    for (let i = 0; i < 8; i++) {
      known += await cpuOf('wangfang', i);
      unknown += await cpuOf('nobody.at.all', i);
    }
    // Before: an unknown account cost a database query, a known one an argon2id verification besides (53 against
    // 342 ms over 8 attempts: 0.15). After, the ratio has been 0.67-1.4: a known account's failure also writes its
    // count, and CI's machines are noisy, so the bounds leave room on both sides and still tell the two apart.
    expect(unknown).toBeGreaterThan(known * 0.4);
    expect(unknown).toBeLessThan(known * 2.5);
  });

  it('stops one address after a few failures on an account; the account itself stays open to others', async () => {
    const attacker = { remoteAddress: '10.0.0.66' };
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT; i++) await login('admin', 'Wrong@123', attacker);
    const refused = await login('admin', 'Admin@123', attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LOGIN_MESSAGES.throttled(THROTTLE_WINDOW_MINUTES));
    // An unknown account is throttled the same way: the answer tells nothing about existence.
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT; i++) await login('no.such.admin', 'Wrong@123', attacker);
    expect((await login('no.such.admin', 'Wrong@123', attacker)).json().message).toBe(refused.json().message);

    const owner = await login('admin', 'Admin@123', { remoteAddress: '10.0.0.1' });
    expect(owner.json().code).toBe(0);
  });

  it('stops an address that fails on many accounts', async () => {
    const sprayer = { remoteAddress: '10.0.0.77' };
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) await login(`spray${i}`, 'Wrong@123', sprayer);
    const refused = await login('zhangwei', 'Quality@123', sprayer);
    expect(refused.statusCode).toBe(429);
    expect((await login('zhangwei', 'Quality@123', { remoteAddress: '10.0.0.78' })).json().code).toBe(0);
  });

  it('counts X-Forwarded-For only from a configured proxy: without one, a forged header changes nothing', async () => {
    const client = { remoteAddress: '10.0.0.88' };
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT; i++) {
      await login('liuyang', 'Wrong@123', { ...client, headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    }
    const refused = await login('liuyang', 'Wrong@123', { ...client, headers: { 'x-forwarded-for': '198.51.100.99' } });
    expect(refused.statusCode).toBe(429);
    const logged = await t.database.db.execute<{ ip_address: string }>(
      "select distinct ip_address from login_logs where user_name = 'liuyang'",
    );
    expect(logged.rows).toEqual([{ ip_address: '10.0.0.88' }]);
  });

  it('locks an account after failures from many addresses, and logs every attempt', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      await login('lina', 'Wrong@123', { remoteAddress: `10.1.${Math.floor(i / 4)}.1` });
    }
    const locked = await login('lina', 'Audit@123', { remoteAddress: '10.2.0.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/账号已被临时锁定/);
    const logs = await t.database.db.execute<{ succeeded: boolean; reason: string | null }>(
      "select succeeded, reason from login_logs where user_name = 'lina' order by created_at",
    );
    expect(logs.rows).toHaveLength(MAX_FAILED_LOGINS + 1);
    expect(logs.rows.every((r) => !r.succeeded)).toBe(true);
    expect(logs.rows.at(-1)?.reason).toBe('locked out');
  });

  it("names a disabled tenant ('租户已停用') only after the right password", async () => {
    const tenant = await createTenantWithAdmin(t.database.db, {
      name: 'stopped-co',
      adminUserName: 'stopped.admin',
      adminPassword: 'Stopped@123',
    });
    await t.database.db.update(tenants).set({ isActive: false }).where(eq(tenants.id, tenant.tenantId));
    const at = { remoteAddress: '10.0.0.99' };
    const wrong = await login('stopped.admin', 'Wrong@123', { ...at, tenantName: 'stopped-co' });
    expect(wrong.json().message).toBe(LOGIN_MESSAGES.remaining(MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT - 1));
    const right = await login('stopped.admin', 'Stopped@123', { ...at, tenantName: 'stopped-co' });
    expect(right.json()).toEqual({ code: 9999, message: LOGIN_MESSAGES.tenantInactive });
  });

  it('answers 400 naming the field when the body is malformed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/api/Account/LocalLogin',
      payload: { userName: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('password');
  });
});

describe('logout', () => {
  it('revokes the token by its id: the same token is refused afterwards', async () => {
    const token = await t.login('wangfang', 'Viewer@123');
    const before = await t.app.inject({ url: '/qis/api/app/role/currentUserPermissions', headers: bearer(token) });
    expect(before.statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/identity/api/Account/SsoLogout', headers: bearer(token) });
    expect(out.json()).toEqual({ code: 0, message: '', data: null });
    const after = await t.app.inject({ url: '/qis/api/app/role/currentUserPermissions', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    // A fresh sign-in still works.
    const again = await t.login('wangfang', 'Viewer@123');
    expect(again).not.toBe(token);
  });
});

describe('the session cookie', () => {
  it('is httpOnly, same-site only, kept 7 days; the API takes it; logout revokes the token and clears it', async () => {
    const res = await login('zhangwei', 'Quality@123', { remoteAddress: '10.3.0.1' });
    expect(res.json().code).toBe(0);
    const setCookie = String(res.headers['set-cookie']);
    const token = /^Access-Tokens=([^;]+);/.exec(setCookie)?.[1];
    expect(token).toBe(res.json().data.accessToken);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Max-Age=604800');
    expect(setCookie).toContain('Path=/');

    const cookies = { 'Access-Tokens': token as string };
    const me = () => t.app.inject({ url: '/qis/api/app/user/currentUserInfo', cookies });
    expect((await me()).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/identity/api/Account/SsoLogout', cookies });
    expect(out.json().code).toBe(0);
    expect(String(out.headers['set-cookie'])).toMatch(/^Access-Tokens=;.*Expires=Thu, 01 Jan 1970/);
    expect((await me()).statusCode).toBe(401);
  });

  it('is not set by a failed sign-in', async () => {
    const res = await login('zhangwei', 'Wrong@123', { remoteAddress: '10.3.0.2' });
    expect(res.json().code).toBe(9999);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('behind a configured proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ TRUST_PROXY: '10.9.9.9' });
  });
  afterAll(() => proxied?.close());

  it('takes the client address from X-Forwarded-For only when the proxy sent it', async () => {
    const attempt = (remoteAddress: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/identity/api/Account/LocalLogin',
        payload: { userName: 'zhangwei', password: 'Wrong@123' },
        remoteAddress,
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
    await attempt('10.9.9.9');
    await attempt('10.9.9.10');
    const logged = await proxied.database.db.execute<{ ip_address: string }>(
      "select ip_address from login_logs where user_name = 'zhangwei' order by created_at",
    );
    expect(logged.rows.map((r) => r.ip_address)).toEqual(['203.0.113.7', '10.9.9.10']);
  });

  it('lets the identity server build its URLs from X-Forwarded-Host and -Proto only when the proxy sent them', async () => {
    const discovery = async (remoteAddress: string) => {
      const res = await proxied.app.inject({
        url: '/identity/.well-known/openid-configuration',
        remoteAddress,
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      return res.json().token_endpoint as string;
    };
    expect(await discovery('10.9.9.9')).toBe('https://evil.example/identity/connect/token');
    expect(await discovery('10.9.9.10')).not.toContain('evil.example');
  });
});
