import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-app';
import { LOGIN_MESSAGES, MAX_FAILED_LOGINS } from './login.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const login = (userName: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/identity/api/Account/LocalLogin', payload: { userName, password } });

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

  it('refuses a wrong password with a business error naming no detail', async () => {
    const res = await login('zhangwei', 'Wrong@123');
    expect(res.json()).toEqual({ code: 9999, message: LOGIN_MESSAGES.remaining(MAX_FAILED_LOGINS - 1) });
    const unknown = await login('nobody', 'Wrong@123');
    expect(unknown.json()).toEqual({ code: 9999, message: LOGIN_MESSAGES.badCredentials });
  });

  it('locks the account after repeated failures, even for the right password, and logs every attempt', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await login('lina', 'Wrong@123');
    const locked = await login('lina', 'Audit@123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/账号已被临时锁定/);
    const logs = await t.database.db.execute<{ succeeded: boolean; reason: string | null }>(
      "select succeeded, reason from login_logs where user_name = 'lina' order by created_at",
    );
    expect(logs.rows).toHaveLength(MAX_FAILED_LOGINS + 1);
    expect(logs.rows.every((r) => !r.succeeded)).toBe(true);
    expect(logs.rows.at(-1)?.reason).toBe('locked out');
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
