import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../src/db/tables';
import { LOGIN_MESSAGES } from '../src/modules/account/login.service';
import { MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT } from '../src/modules/account/login-throttle';
import { withTenant } from '../src/platform/db/tenant-transaction';
import { bearer, buildTestApp, type TestApp } from './build-app';
import { type CreatedTenant, type CreatedUser, createTenantWithAdmin, createUser, errorMessages } from './factories';

// Tenant A is the seeded default tenant; tenant B is created here with its own administrator, who is also
// called "admin" (user names are unique per tenant only) but has another password.
let t: TestApp;
let tenantA: string;
let tenantB: CreatedTenant;
let workerB: CreatedUser;
let orgB: string;
let tokenA: string;
let tokenB: string;

const TENANT_B = { name: 'tenant-b', nickName: '乙公司', adminUserName: 'admin', adminPassword: 'TenantB@456' };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const [adminA] = await db.select().from(users).where(eq(users.userName, 'admin'));
  if (!adminA) throw new Error('seeded admin missing');
  tenantA = adminA.tenantId;
  tenantB = await createTenantWithAdmin(db, TENANT_B);
  const [org] = await db
    .insert(organizations)
    .values({ tenantId: tenantB.tenantId, name: '乙公司质量部' })
    .returning({ id: organizations.id });
  if (!org) throw new Error('organization of B missing');
  orgB = org.id;
  workerB = await createUser(db, {
    tenantId: tenantB.tenantId,
    userName: 'worker.b',
    password: 'WorkerB@789',
    name: '乙员工',
    emailAddress: 'worker.b@tenant-b.example',
  });
  tokenA = await t.login('admin', 'Admin@123');
  tokenB = await t.login(TENANT_B.adminUserName, TENANT_B.adminPassword, TENANT_B.name);
});
afterAll(() => t?.close());

interface ListItem {
  id: string;
  userName: string;
  version: number;
}

async function listUsers(token: string, query = ''): Promise<{ items: ListItem[]; totalCount: number }> {
  const res = await t.app.inject({
    url: `/qis/api/app/user/userListPage?MaxResultCount=1000${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const rowsOfTenant = (tenantId: string) => t.database.db.select().from(users).where(eq(users.tenantId, tenantId));

describe('signing in to a tenant by name', () => {
  it('signs B’s administrator in to tenant B when tenantName names it', async () => {
    const me = await t.app.inject({ url: '/qis/api/app/user/currentUserInfo', headers: bearer(tokenB) });
    expect(me.json().data).toMatchObject({
      id: tenantB.admin.id,
      userName: 'admin',
      tenantName: TENANT_B.name,
      tenantNickName: TENANT_B.nickName,
    });
  });

  it('signs the same user name in to the default tenant when no tenant is named', async () => {
    const me = await t.app.inject({ url: '/qis/api/app/user/currentUserInfo', headers: bearer(tokenA) });
    expect(me.json().data).toMatchObject({ userName: 'admin', tenantName: 'default' });
    expect(me.json().data.id).not.toBe(tenantB.admin.id);
  });

  it('checks the password of the named tenant’s user only', async () => {
    const crossed = await t.app.inject({
      method: 'POST',
      url: '/identity/api/Account/LocalLogin',
      payload: { userName: 'admin', password: 'Admin@123', tenantName: TENANT_B.name },
    });
    expect(crossed.json().code).toBe(9999);
    const aUserInB = await t.app.inject({
      method: 'POST',
      url: '/identity/api/Account/LocalLogin',
      payload: { userName: 'zhangwei', password: 'Quality@123', tenantName: TENANT_B.name },
    });
    expect(aUserInB.json().code).toBe(9999);
    const unknownTenant = await t.app.inject({
      method: 'POST',
      url: '/identity/api/Account/LocalLogin',
      payload: { userName: 'admin', password: 'Admin@123', tenantName: 'no-such-tenant' },
    });
    // An unknown tenant answers as a wrong password of a known account does (issue 14 §4).
    expect(unknownTenant.json()).toEqual({
      code: 9999,
      message: LOGIN_MESSAGES.remaining(MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT - 1),
    });
  });

  it('writes the failed attempts to the right tenant’s login log', async () => {
    const logsOfB = await t.database.db.execute<{ user_name: string; tenant_id: string }>(
      `select user_name, tenant_id from login_logs where tenant_id = '${tenantB.tenantId}' and not succeeded`,
    );
    expect(logsOfB.rows.map((r) => r.user_name).sort()).toEqual(['admin', 'zhangwei']);
  });
});

describe('user list', () => {
  it('shows A’s administrator none of B’s users', async () => {
    const list = await listUsers(tokenA);
    const ids = list.items.map((u) => u.id);
    expect(ids).not.toContain(tenantB.admin.id);
    expect(ids).not.toContain(workerB.id);
    expect(list.totalCount).toBe((await rowsOfTenant(tenantA)).length);
    expect(list.items.map((u) => u.userName)).toEqual(expect.arrayContaining(['admin', 'zhangwei', 'lina']));
  });

  it('shows B’s administrator exactly B’s users', async () => {
    const list = await listUsers(tokenB);
    expect(list.items.map((u) => u.id).sort()).toEqual([tenantB.admin.id, workerB.id].sort());
    expect(list.totalCount).toBe(2);
  });

  it('finds nothing of the other tenant by filter either', async () => {
    expect((await listUsers(tokenA, '&filter=worker')).items).toEqual([]);
    expect((await listUsers(tokenB, '&filter=zhangwei')).items).toEqual([]);
  });
});

describe('editing across tenants', () => {
  const edit = (token: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/qis/api/app/user/changeUser', headers: bearer(token), payload: body });
  const editBody = (id: string, overrides: Record<string, unknown> = {}) => ({
    id,
    name: '被篡改',
    emailAddress: 'hijack@example.com',
    phoneNumber: '13800138000',
    organizationId: null,
    version: 1,
    ...overrides,
  });

  it('gives A’s administrator 404 for B’s user, and B’s row stays as it was', async () => {
    const [before] = await t.database.db.select().from(users).where(eq(users.id, workerB.id));
    const res = await edit(tokenA, editBody(workerB.id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: '用户不存在' });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, workerB.id));
    expect(after).toEqual(before);
    expect(after?.name).toBe('乙员工');
  });

  it('gives B’s administrator 404 for A’s user', async () => {
    const a = (await listUsers(tokenA)).items.find((u) => u.userName === 'zhangwei');
    if (!a) throw new Error('zhangwei missing');
    const res = await edit(tokenB, editBody(a.id, { version: a.version }));
    expect(res.statusCode).toBe(404);
    const again = (await listUsers(tokenA)).items.find((u) => u.userName === 'zhangwei');
    expect(again).toEqual(a);
  });

  it('refuses to put A’s user into B’s organization', async () => {
    const a = (await listUsers(tokenA)).items.find((u) => u.userName === 'lina');
    if (!a) throw new Error('lina missing');
    const res = await edit(tokenA, editBody(a.id, { version: a.version, organizationId: orgB }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('organizationId');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, a.id));
    expect(row?.organizationId).not.toBe(orgB);
    expect(row?.version).toBe(a.version);
  });

  it('lets B’s administrator edit B’s own user (the 404s above are not a broken endpoint)', async () => {
    const res = await edit(tokenB, editBody(workerB.id, { name: '乙员工二号', organizationId: orgB }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: workerB.id, name: '乙员工二号', organizationId: orgB, version: 2 });
  });

  it('writes each tenant’s operation log under its own tenant only', async () => {
    const logs = await t.database.db.execute<{ tenant_id: string; endpoint: string }>(
      "select tenant_id, endpoint from operation_logs where endpoint = 'changeUser'",
    );
    expect(logs.rows).toEqual([{ tenant_id: tenantB.tenantId, endpoint: 'changeUser' }]);
  });
});

describe('row-level security under withTenant', () => {
  it('shows a query with no where clause only the tenant’s own rows', async () => {
    const seen = await withTenant(t.database.db, tenantA, (tx) => tx.select().from(users));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((u) => u.tenantId === tenantA)).toBe(true);
    expect(seen.map((u) => u.id)).not.toContain(workerB.id);
    const orgs = await withTenant(t.database.db, tenantA, (tx) => tx.select().from(organizations));
    expect(orgs.map((o) => o.id)).not.toContain(orgB);
  });

  it('finds nothing of B even by B’s id, and an update of it changes no row', async () => {
    const [found] = await withTenant(t.database.db, tenantA, (tx) =>
      tx.select().from(users).where(eq(users.id, workerB.id)),
    );
    expect(found).toBeUndefined();
    const updated = await withTenant(t.database.db, tenantA, (tx) =>
      tx.update(users).set({ name: '越权修改' }).where(eq(users.id, workerB.id)).returning(),
    );
    expect(updated).toEqual([]);
    const deleted = await withTenant(t.database.db, tenantA, (tx) =>
      tx.delete(users).where(eq(users.id, workerB.id)).returning(),
    );
    expect(deleted).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, workerB.id));
    expect(row?.name).not.toBe('越权修改');
  });

  it('refuses an insert carrying B’s tenant_id inside A’s transaction', async () => {
    const countOfB = (await rowsOfTenant(tenantB.tenantId)).length;
    const error = await withTenant(t.database.db, tenantA, (tx) =>
      tx.insert(users).values({
        tenantId: tenantB.tenantId,
        userName: 'smuggled',
        name: '越权插入',
        passwordHash: 'x',
      }),
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(errorMessages(error)).toMatch(/row-level security/);
    expect((await rowsOfTenant(tenantB.tenantId)).length).toBe(countOfB);
  });

  it('refuses moving one of A’s rows into B', async () => {
    const error = await withTenant(t.database.db, tenantA, (tx) =>
      tx.update(users).set({ tenantId: tenantB.tenantId }).where(eq(users.userName, 'wangfang')),
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(errorMessages(error)).toMatch(/row-level security/);
    const [wangfang] = await t.database.db.select().from(users).where(eq(users.userName, 'wangfang'));
    expect(wangfang?.tenantId).toBe(tenantA);
  });

  it('shows a transaction naming no tenant no rows at all', async () => {
    const seen = await withTenant(t.database.db, '', (tx) => tx.select().from(users)).catch((e: unknown) => e);
    // Either the empty setting matches nothing, or the cast refuses it: no row may come back.
    if (Array.isArray(seen)) expect(seen).toEqual([]);
    else expect(seen).toBeInstanceOf(Error);
  });
});
