import { ALL_PLUGIN_IDS, P, PASSWORD_MESSAGES, type TenantDto } from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Method } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  type CreatedTenant,
  createRole,
  createTenantWithAdmin,
  createUser,
  tenantIdByName,
} from '../../../test/factories';
import { dictionaryTypes, messageTemplates, operationLogs, organizations, tenants } from '../../db/tables';
import { withTenant } from '../../platform/db/tenant-transaction';

let t: TestApp;
let tenantA: string;
let tenantB: CreatedTenant;
let adminToken: string;
let engineerToken: string;
let enablerToken: string; // holds tenant management with query and enable only
let tenantBToken: string;

const API = '/qis/api/app/TenantManager';
const LOGIN = '/identity/api/Account/LocalLogin';

const NEW_TENANT = {
  name: 'acme',
  nickName: '艾克米精密制造有限公司',
  adminUserName: 'acme.admin',
  adminPassword: 'Acme@2024',
  adminEmailAddress: 'admin@acme.example',
  pluginIds: [1003, 1004, 1013],
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenantA = await tenantIdByName(db);
  const enablerRole = await createRole(db, {
    tenantId: tenantA,
    name: '租户启用',
    grants: { [P.system.Tenants.key]: ['query', 'enable'] },
  });
  await createUser(db, { tenantId: tenantA, userName: 'tenant.enabler', password: 'Enabler@123' }, [enablerRole]);
  tenantB = await createTenantWithAdmin(db, { name: 'tenants-b', adminUserName: 'admin', adminPassword: 'TenB@4567' });
  adminToken = await t.login('admin', 'Admin@123');
  engineerToken = await t.login('zhangwei', 'Quality@123');
  enablerToken = await t.login('tenant.enabler', 'Enabler@123');
  tenantBToken = await t.login('admin', 'TenB@4567', 'tenants-b');
});
afterAll(() => t?.close());

const api = apiClient(() => t);
const { nothingWritten, loginCode } = api;
const call = (token: string, method: Method, action: string, payload?: object, query = '') =>
  api.call(token, method, `${API}/${action}${query}`, payload);
const list = async (token = adminToken, query = '?MaxResultCount=100') => {
  const res = await call(token, 'GET', 'GetListAsync', undefined, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: TenantDto[]; totalCount: number };
};
const rawLogin = (userName: string, password: string, tenantName?: string) =>
  api.call(undefined, 'POST', LOGIN, { userName, password, tenantName });
const get = (url: string, token: string) => api.call(token, 'GET', url);

let acme: TenantDto;

describe('GET TenantManager/GetListAsync and GetModuls', () => {
  it('lists every tenant with its administrator, plugins and user count; the host first', async () => {
    const page = await list();
    expect(page.totalCount).toBe(2);
    const [host, b] = page.items;
    expect(host).toMatchObject({
      name: 'default',
      isHost: true,
      isActive: true,
      adminUserName: 'admin',
      pluginIds: [...ALL_PLUGIN_IDS],
    });
    expect(host?.userCount).toBeGreaterThanOrEqual(5);
    expect(b).toMatchObject({ name: 'tenants-b', isHost: false, adminUserName: 'admin', userCount: 1 });
  });

  it('searches by tenant name or display name and pages', async () => {
    expect((await list(adminToken, '?filter=TENANTS-B')).items.map((x) => x.name)).toEqual(['tenants-b']);
    expect((await list(adminToken, `?filter=${encodeURIComponent('恒信')}`)).items.map((x) => x.name)).toEqual([
      'default',
    ]);
    const paged = await list(adminToken, '?SkipCount=1&MaxResultCount=1');
    expect(paged).toMatchObject({ totalCount: 2, items: [{ name: 'tenants-b' }] });
  });

  it('answers the plugins a tenant can be given', async () => {
    const res = await call(adminToken, 'GET', 'GetModuls');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { pluginId: number }) => p.pluginId)).toEqual([...ALL_PLUGIN_IDS]);
  });

  it('answers 403 to a user without the tenant point', async () => {
    expect((await call(engineerToken, 'GET', 'GetListAsync')).statusCode).toBe(403);
  });
});

describe('POST TenantManager/CreateAsync', () => {
  it('creates the tenant with its administrator, organization and message templates in one go', async () => {
    const res = await call(adminToken, 'POST', 'CreateAsync', NEW_TENANT);
    expect(res.statusCode, res.body).toBe(200);
    acme = res.json().data;
    expect(acme).toMatchObject({
      name: 'acme',
      nickName: NEW_TENANT.nickName,
      isActive: true,
      isHost: false,
      adminUserName: 'acme.admin',
      userCount: 1,
      pluginIds: [1003, 1004, 1013, 1014],
      version: 1,
    });
    const [org] = await withTenant(t.database.db, acme.id, (tx) => tx.select().from(organizations));
    expect(org?.name).toBe(NEW_TENANT.nickName);
    const templates = await withTenant(t.database.db, acme.id, (tx) => tx.select().from(messageTemplates));
    expect(templates.length).toBeGreaterThan(0);
    const dictionaries = await withTenant(t.database.db, acme.id, (tx) => tx.select().from(dictionaryTypes));
    expect(dictionaries.length).toBeGreaterThan(0);
    const [log] = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.endpoint, 'createTenant'), eq(operationLogs.tenantId, tenantA)));
    expect(JSON.stringify(log?.changes)).not.toContain(NEW_TENANT.adminPassword);
  });

  it('lets the new administrator sign in with the tenant name and see only the new tenant’s users and plugins', async () => {
    expect(await loginCode('acme.admin', NEW_TENANT.adminPassword)).toBe(9999);
    const token = await t.login('acme.admin', NEW_TENANT.adminPassword, 'acme');
    const users = await get('/qis/api/app/user/userListPage?MaxResultCount=100', token);
    expect(users.statusCode, users.body).toBe(200);
    expect(users.json().data.items.map((u: { userName: string }) => u.userName)).toEqual(['acme.admin']);
    const me = (await get('/qis/api/app/user/currentUserInfo', token)).json().data;
    expect(me).toMatchObject({ tenantName: 'acme', tenantNickName: NEW_TENANT.nickName });
    const points = (me.permissionList as { permissionId: string }[]).map((p) => p.permissionId);
    expect(points).toContain('SystemManager.Users');
    expect(points).toContain('FMEAManager.Pages_MyFMEAMSR');
    expect(points).not.toContain('QFDManager');
    expect(points).not.toContain('AbpTenantManagement.Tenants');
    const menu = (await get('/qis/api/app/common/modules', token)).json().data as {
      moduleDtos: { moduleKey: string }[];
    }[];
    const keys = menu.flatMap((c) => c.moduleDtos.map((m) => m.moduleKey));
    expect(keys).toEqual(expect.arrayContaining(['fmea', 'statistics', 'system']));
    expect(keys).not.toContain('qfd');
    expect(keys).not.toContain('newSevenTools');
  });

  it('refuses a name taken in any letter case (9999 租户名称已存在) and writes nothing', async () => {
    await nothingWritten(async () => {
      for (const name of ['acme', 'DEFAULT']) {
        const res = await call(adminToken, 'POST', 'CreateAsync', { ...NEW_TENANT, name });
        expect(res.json()).toEqual({ code: 9999, message: '租户名称已存在' });
      }
    });
  });

  it('refuses a plugin chosen without its dependency (9999) and an unknown plugin (400), writing nothing', async () => {
    await nothingWritten(async () => {
      const missing = await call(adminToken, 'POST', 'CreateAsync', { ...NEW_TENANT, name: 'beta', pluginIds: [1004] });
      expect(missing.json()).toEqual({ code: 9999, message: '插件“MSR”依赖插件“DFMEA”，请一并选择' });
      const unknown = await call(adminToken, 'POST', 'CreateAsync', { ...NEW_TENANT, name: 'beta', pluginIds: [1011] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('参数 pluginIds 无效：插件 1011 不存在');
    });
  });

  it('answers 400 naming the field for a bad name, account, password or e-mail, writing nothing', async () => {
    await nothingWritten(async () => {
      const cases: [object, string][] = [
        [{ name: '中文租户' }, '参数 name 无效：租户名称为2-32位字母、数字、下划线或短横线'],
        [{ adminUserName: 'a b' }, '参数 adminUserName 无效：管理员账号为2-16位字母、数字、点或@'],
        [{ adminPassword: '123456' }, `参数 adminPassword 无效：${PASSWORD_MESSAGES.format}`],
        [{ adminEmailAddress: 'not-mail' }, '参数 adminEmailAddress 无效：请输入正确的管理员邮箱'],
        [{ nickName: '  ' }, '参数 nickName 无效：请输入显示名称'],
      ];
      for (const [change, message] of cases) {
        const res = await call(adminToken, 'POST', 'CreateAsync', { ...NEW_TENANT, name: 'gamma', ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });
  });
});

describe('PUT TenantManager/UpdateAsync', () => {
  it('changes the display name and plugins; the tenant’s signed-in users see the change on their next request', async () => {
    const token = await t.login('acme.admin', NEW_TENANT.adminPassword, 'acme');
    const res = await call(adminToken, 'PUT', 'UpdateAsync', {
      id: acme.id,
      nickName: '艾克米',
      pluginIds: [1003, 1004, 1007],
      version: acme.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated: TenantDto = res.json().data;
    expect(updated).toMatchObject({ nickName: '艾克米', pluginIds: [1003, 1004, 1007, 1014], version: 2 });
    const menu = (await get('/qis/api/app/common/modules', token)).json().data as {
      moduleDtos: { moduleKey: string }[];
    }[];
    const keys = menu.flatMap((c) => c.moduleDtos.map((m) => m.moduleKey));
    expect(keys).toContain('qfd');
    expect(keys).not.toContain('statistics');
    acme = updated;
  });

  it('answers 409 for a stale version and 9999 for a broken dependency, writing nothing', async () => {
    await nothingWritten(async () => {
      const stale = await call(adminToken, 'PUT', 'UpdateAsync', {
        id: acme.id,
        nickName: 'x',
        pluginIds: [],
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      const broken = await call(adminToken, 'PUT', 'UpdateAsync', {
        id: acme.id,
        nickName: 'x',
        pluginIds: [1012],
        version: acme.version,
      });
      expect(broken.json()).toEqual({ code: 9999, message: '插件“FMEA主题自定义首页”依赖插件“DFMEA”，请一并选择' });
    });
  });
});

describe('POST TenantManager/ChangeTenantStatus', () => {
  it('disabling a tenant refuses its sign-ins and ends its tokens at once; enabling lets them in again', async () => {
    const token = await t.login('acme.admin', NEW_TENANT.adminPassword, 'acme');
    expect((await get('/qis/api/app/user/currentUserInfo', token)).statusCode).toBe(200);
    const res = await call(adminToken, 'POST', 'ChangeTenantStatus', { id: acme.id, isActive: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ isActive: false, version: acme.version + 1 });
    expect((await get('/qis/api/app/user/currentUserInfo', token)).statusCode).toBe(401);
    const refused = await rawLogin('acme.admin', NEW_TENANT.adminPassword, 'acme');
    expect(refused.json()).toEqual({ code: 9999, message: '租户已停用，请联系管理员' });
    const enabled = await call(adminToken, 'POST', 'ChangeTenantStatus', { id: acme.id, isActive: true });
    expect(enabled.json().data.isActive).toBe(true);
    expect(await loginCode('acme.admin', NEW_TENANT.adminPassword, 'acme')).toBe(0);
  });

  it('never disables the host tenant (9999), and disabling needs the disable action', async () => {
    const host = await call(adminToken, 'POST', 'ChangeTenantStatus', { id: tenantA, isActive: false });
    expect(host.json()).toEqual({ code: 9999, message: '默认租户不能停用' });
    const noDisable = await call(enablerToken, 'POST', 'ChangeTenantStatus', { id: acme.id, isActive: false });
    expect(noDisable.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, acme.id));
    expect(row?.isActive).toBe(true);
  });

  it('answers 404 for a tenant that does not exist', async () => {
    const res = await call(adminToken, 'POST', 'ChangeTenantStatus', {
      id: '00000000-0000-4000-8000-000000000000',
      isActive: true,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('only the host tenant manages tenants', () => {
  it('answers 403 to another tenant’s administrator on every TenantManager call and hides the point', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', 'GetListAsync'],
      ['GET', 'GetModuls'],
      ['POST', 'CreateAsync', { ...NEW_TENANT, name: 'delta' }],
      ['PUT', 'UpdateAsync', { id: tenantB.tenantId, nickName: 'x', pluginIds: [], version: 1 }],
      ['POST', 'ChangeTenantStatus', { id: tenantA, isActive: false }],
    ];
    await nothingWritten(async () => {
      for (const [method, action, payload] of calls) {
        const res = await call(tenantBToken, method, action, payload);
        expect(res.statusCode, action).toBe(403);
      }
    });
    const points = (await get('/qis/api/app/role/currentUserPermissions', tenantBToken)).json().data.permissionList as {
      permissionId: string;
    }[];
    expect(points.map((p) => p.permissionId)).not.toContain('AbpTenantManagement.Tenants');
    expect(points.map((p) => p.permissionId)).toContain('SystemManager.PlugInManager');
  });
});
