import { randomUUID } from 'node:crypto';
import { ALL_PLUGIN_IDS, HOME_CARDS, PLUGIN_IDS, type RoleHomePageDto, STANDARD_HOME_PAGE } from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  type CreatedTenant,
  createRole,
  createTenantWithAdmin,
  createUser,
  tenantIdByName,
} from '../../../test/factories';
import { operationLogs, roleHomePages, tenants } from '../../db/tables';
import { withTenant } from '../../platform/db/tenant-transaction';

let t: TestApp;
let tenantA: string;
let tenantB: CreatedTenant;
let adminToken: string;
let tenantBToken: string;
let managerToken: string; // HomePageManager query/get only
// Roles named so that their order by name is alpha, beta, gamma.
const roleIds: Record<'alpha' | 'beta' | 'gamma', string> = { alpha: '', beta: '', gamma: '' };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenantA = await tenantIdByName(db);
  for (const name of ['beta', 'alpha', 'gamma'] as const)
    roleIds[name] = await createRole(db, { tenantId: tenantA, name: `home-${name}`, grants: {} });
  const reader = await createRole(db, {
    tenantId: tenantA,
    name: 'home-reader',
    grants: { HomePageManager: ['query', 'get'] },
  });
  const users = {
    both: [roleIds.alpha, roleIds.beta],
    withGamma: [roleIds.alpha, roleIds.gamma],
    onlyGamma: [roleIds.gamma],
    none: [],
    manager: [reader],
  };
  for (const [name, roles] of Object.entries(users)) {
    await createUser(db, { tenantId: tenantA, userName: `hp.${name}`, password: 'Home@1234' }, roles);
    tokens[name] = await t.login(`hp.${name}`, 'Home@1234');
  }
  tenantB = await createTenantWithAdmin(db, { name: 'homepage-b', adminUserName: 'admin', adminPassword: 'HomeB@456' });
  adminToken = await t.login('admin', 'Admin@123');
  tenantBToken = await t.login('admin', 'HomeB@456', 'homepage-b');
  managerToken = tokens.manager as string;
});
afterAll(() => t?.close());

const URL_DTOS = '/qis/api/app/homePage/homePageDtos';
const { call, ok, refused } = apiClient(() => t);
const list = (token = adminToken) => ok<RoleHomePageDto[]>(token, 'GET', URL_DTOS);
const save = (payload: Record<string, unknown>, token = adminToken) => call(token, 'POST', URL_DTOS, payload);
const saveOk = (payload: Record<string, unknown>) => ok<RoleHomePageDto>(adminToken, 'POST', URL_DTOS, payload);
const myHome = (token: string) =>
  ok<{ homePage: string; cards: string[] }>(token, 'GET', '/qis/api/app/homePage/homePage');
const roleOf = async (roleId: string) => (await list()).find((r) => r.roleId === roleId) as RoleHomePageDto;

describe('GET homePage/homePageDtos', () => {
  it('lists every role of the tenant by name, unconfigured ones as the standard page with every card', async () => {
    const roles = await list(managerToken);
    const names = roles.map((r) => r.roleName);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['home-alpha', 'home-beta', 'home-gamma', '系统管理员']));
    expect(roles.find((r) => r.roleName === 'home-alpha')).toEqual({
      roleId: roleIds.alpha,
      roleName: 'home-alpha',
      homePage: STANDARD_HOME_PAGE,
      cards: [...HOME_CARDS],
      isConfigured: false,
      version: 0,
    });
  });

  it('shows another tenant only its own roles', async () => {
    const roles = await list(tenantBToken);
    expect(roles.map((r) => r.roleId)).toEqual([tenantB.adminRoleId]);
  });
});

describe('GET homePage/homePage before any configuration', () => {
  it('gives the standard page with every card, with or without roles', async () => {
    for (const name of ['both', 'none'])
      expect(await myHome(tokens[name] as string)).toEqual({ homePage: STANDARD_HOME_PAGE, cards: [...HOME_CARDS] });
  });
});

describe('POST homePage/homePageDtos', () => {
  it('saves a role’s page and cards in order, versioned and logged', async () => {
    const saved = await saveOk({
      roleId: roleIds.alpha,
      homePage: STANDARD_HOME_PAGE,
      cards: ['monthBar', 'greeting'],
      version: 0,
    });
    expect(saved).toEqual({
      roleId: roleIds.alpha,
      roleName: 'home-alpha',
      homePage: STANDARD_HOME_PAGE,
      cards: ['monthBar', 'greeting'],
      isConfigured: true,
      version: 1,
    });
    expect(await roleOf(roleIds.alpha)).toEqual(saved);
    const logs = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.endpoint, 'saveHomePageDto'), eq(operationLogs.tenantId, tenantA)));
    expect(logs).toHaveLength(1);

    const again = await saveOk({
      roleId: roleIds.alpha,
      homePage: STANDARD_HOME_PAGE,
      cards: ['greeting'],
      version: 1,
    });
    expect(again).toMatchObject({ cards: ['greeting'], version: 2 });
    await saveOk({ roleId: roleIds.alpha, homePage: STANDARD_HOME_PAGE, cards: ['monthBar', 'greeting'], version: 2 });
  });

  it('refuses bad input with 400 naming the field, and a stale version with 409, writing nothing', async () => {
    const version = (await roleOf(roleIds.alpha)).version;
    const base = { roleId: roleIds.alpha, homePage: STANDARD_HOME_PAGE, cards: ['greeting'], version };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ cards: ['greeting', 'weather'] }, 400, '参数 cards 无效：卡片 weather 不存在'],
      [{ cards: ['greeting', 'greeting'] }, 400, '参数 cards 无效：卡片 greeting 重复'],
      [{ cards: [] }, 400, '参数 cards 无效：请至少选择一个首页卡片'],
      [{ homePage: 'noSuchPage' }, 400, '参数 homePage 无效：首页 noSuchPage 不存在'],
      [{ homePage: 'fmeaTheme' }, 400, '参数 homePage 无效：首页 fmeaTheme 仍在开发中，不能选择'],
      [{ homePage: '' }, 400, '参数 homePage 无效：请选择首页'],
      [{ roleId: randomUUID() }, 400, '参数 roleId 无效：角色不存在'],
      [{ roleId: tenantB.adminRoleId }, 400, '参数 roleId 无效：角色不存在'],
      [{ version: version - 1 }, 409, '数据已被他人修改，请刷新后重试'],
      [{ roleId: roleIds.beta, version: 1 }, 409, '数据已被他人修改，请刷新后重试'],
    ];
    for (const [change, status, message] of cases)
      await refused(() => save({ ...base, ...change }), { status, message });
  });

  it('refuses a holder of only query/get (403)', async () => {
    await refused(
      () => save({ roleId: roleIds.beta, homePage: STANDARD_HOME_PAGE, cards: ['greeting'], version: 0 }, managerToken),
      failure(403),
    );
  });
});

describe('GET homePage/homePage: the union over the user’s roles', () => {
  it('unites the configured roles’ cards in role-name order; unconfigured roles do not count', async () => {
    // alpha: monthBar, greeting (saved above); beta: not configured yet.
    expect(await myHome(tokens.both as string)).toEqual({
      homePage: STANDARD_HOME_PAGE,
      cards: ['monthBar', 'greeting'],
    });
    await saveOk({ roleId: roleIds.beta, homePage: STANDARD_HOME_PAGE, cards: ['favourites', 'monthBar'], version: 0 });
    expect(await myHome(tokens.both as string)).toEqual({
      homePage: STANDARD_HOME_PAGE,
      cards: ['monthBar', 'greeting', 'favourites'],
    });
  });

  it('follows each user’s own roles', async () => {
    await saveOk({ roleId: roleIds.gamma, homePage: STANDARD_HOME_PAGE, cards: ['recentVisits'], version: 0 });
    expect((await myHome(tokens.onlyGamma as string)).cards).toEqual(['recentVisits']);
    expect((await myHome(tokens.withGamma as string)).cards).toEqual(['monthBar', 'greeting', 'recentVisits']);
    expect((await myHome(tokens.none as string)).cards).toEqual([...HOME_CARDS]);
  });

  it('is confined to the tenant by row-level security', async () => {
    expect(await myHome(tenantBToken)).toEqual({ homePage: STANDARD_HOME_PAGE, cards: [...HOME_CARDS] });
    const asB = await withTenant(t.database.db, tenantB.tenantId, (tx) => tx.select().from(roleHomePages));
    expect(asB).toEqual([]);
    const write = withTenant(t.database.db, tenantA, (tx) =>
      tx.insert(roleHomePages).values({
        tenantId: tenantB.tenantId,
        roleId: tenantB.adminRoleId,
        homePage: STANDARD_HOME_PAGE,
        cards: ['greeting'],
      }),
    );
    await expect(write).rejects.toThrow();
  });
});

describe('without plugin 1012 (custom home page)', () => {
  it('refuses the management calls (403) to a tenant that has not enabled it', async () => {
    await createTenantWithAdmin(t.database.db, {
      name: 'homepage-c',
      adminUserName: 'admin',
      adminPassword: 'HomeC@456',
      pluginIds: ALL_PLUGIN_IDS.filter((id) => id !== PLUGIN_IDS.fmeaHomePage),
    });
    const token = await t.login('admin', 'HomeC@456', 'homepage-c');
    expect((await call(token, 'GET', URL_DTOS)).statusCode).toBe(403);
    expect(await myHome(token)).toEqual({ homePage: STANDARD_HOME_PAGE, cards: [...HOME_CARDS] });
  });

  it('lets the configurations rest while the tenant has it disabled', async () => {
    const db = t.database.db;
    const setPlugins = async (pluginIds: number[]) => {
      await db.update(tenants).set({ pluginIds }).where(eq(tenants.id, tenantA));
      t.app.services.principals.clear();
    };
    await setPlugins(ALL_PLUGIN_IDS.filter((id) => id !== PLUGIN_IDS.fmeaHomePage));
    expect(await myHome(tokens.onlyGamma as string)).toEqual({ homePage: STANDARD_HOME_PAGE, cards: [...HOME_CARDS] });
    await setPlugins([...ALL_PLUGIN_IDS]);
    expect((await myHome(tokens.onlyGamma as string)).cards).toEqual(['recentVisits']);
  });
});
