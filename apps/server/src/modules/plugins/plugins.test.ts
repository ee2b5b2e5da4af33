import { ALL_PLUGIN_IDS, type EndpointAccess, P, PLUGIN_IDS, type PluginDto } from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  type CreatedTenant,
  createRole,
  createTenantWithAdmin,
  createUser,
  tenantIdByName,
} from '../../../test/factories';
import { operationLogs, tenants } from '../../db/tables';
import { checkAccess } from '../../platform/auth/authenticate';
import type { Principal } from '../../platform/auth/principal';

let t: TestApp;
let tenantA: string;
let tenantB: CreatedTenant;
let adminToken: string;
let engineerToken: string; // zhangwei: every non-system point, no plugin management
let enablerToken: string; // holds the plugin management point with query and enable only
let tenantBToken: string;

const PLUGIN = '/qis/api/app/common/plugin';
const MANAGEMENT = '/qis/api/app/common/moduleManagement';
const PLUG = '/qis/api/app/common/plugDataBase';
const MODULES = '/qis/api/app/common/modules';
const PERMISSIONS = '/qis/api/app/role/currentUserPermissions';
const CURRENT_USER = '/qis/api/app/user/currentUserInfo';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenantA = await tenantIdByName(db);
  const enablerRole = await createRole(db, {
    tenantId: tenantA,
    name: '插件启用',
    grants: { [P.system.PlugIn.key]: ['query', 'enable'] },
  });
  await createUser(db, { tenantId: tenantA, userName: 'plugin.enabler', password: 'Enabler@123' }, [enablerRole]);
  tenantB = await createTenantWithAdmin(db, { name: 'plugins-b', adminUserName: 'admin', adminPassword: 'PlugB@456' });
  adminToken = await t.login('admin', 'Admin@123');
  engineerToken = await t.login('zhangwei', 'Quality@123');
  enablerToken = await t.login('plugin.enabler', 'Enabler@123');
  tenantBToken = await t.login('admin', 'PlugB@456', 'plugins-b');
});
afterAll(() => t?.close());

// Every test starts from tenants with every plugin enabled.
afterEach(async () => {
  await t.database.db.update(tenants).set({ pluginIds: [...ALL_PLUGIN_IDS] });
  t.app.services.principals.clear();
});

const { call, ok, fingerprint, nothingWritten, refused } = apiClient(() => t);
const get = (url: string, token: string) => call(token, 'GET', url);
const plug = (token: string, payload: { pluginId: number; isEnabled: boolean }) => call(token, 'POST', PLUG, payload);
const plugOk = (pluginId: number, isEnabled: boolean, token = adminToken) =>
  ok<PluginDto[]>(token, 'POST', PLUG, { pluginId, isEnabled });
const enabledIds = (list: PluginDto[]) => list.filter((p) => p.isEnabled).map((p) => p.pluginId);
const menuKeys = async (token: string) => {
  const res = await get(MODULES, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { moduleDtos: { moduleKey: string }[] }[]).flatMap((c) =>
    c.moduleDtos.map((m) => m.moduleKey),
  );
};
const pointKeys = async (token: string) => {
  const res = await get(PERMISSIONS, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.permissionList as { permissionId: string }[]).map((p) => p.permissionId);
};
const storedPluginIds = async (tenantId: string) => {
  const [row] = await t.database.db
    .select({ pluginIds: tenants.pluginIds })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.pluginIds;
};

describe('GET common/plugin', () => {
  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: PLUGIN })).statusCode).toBe(401);
  });

  it('lists the ten plugins with their descriptors and the tenant’s enabled flags, for any signed-in user', async () => {
    const res = await get(PLUGIN, await t.login('wangfang', 'Viewer@123'));
    expect(res.statusCode, res.body).toBe(200);
    const list: PluginDto[] = res.json().data;
    expect(list.map((p) => p.pluginId)).toEqual([...ALL_PLUGIN_IDS]);
    expect(list.every((p) => p.isEnabled)).toBe(true);
    expect(list.find((p) => p.pluginId === 1020)).toMatchObject({
      pluginName: '质量文件',
      pluginVersion: '1.0',
      isOfficial: true,
      isWeb: true,
      isRear: true,
      moduleNames: ['质量文件'],
    });
    expect(list.find((p) => p.pluginId === 1004)?.dependPlugins).toEqual([1003]);
    expect(list.find((p) => p.pluginId === 1014)?.isCore).toBe(true);
    // The permission roots are the server's business, not a field of the call.
    expect(list[0]).not.toHaveProperty('permissionRoots');
  });
});

describe('GET common/moduleManagement', () => {
  it('is the plugin management list for holders of SystemManager.PlugInManager only', async () => {
    const res = await get(MANAGEMENT, adminToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(enabledIds(res.json().data)).toEqual([...ALL_PLUGIN_IDS]);
    expect((await get(MANAGEMENT, enablerToken)).statusCode).toBe(200);
    const refused = await get(MANAGEMENT, engineerToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('抱歉，你无权访问该资源');
  });
});

describe('POST common/plugDataBase', () => {
  it('disables and enables a plugin for the caller’s tenant only, logs it and bumps the tenant’s version', async () => {
    const [before] = await t.database.db.select().from(tenants).where(eq(tenants.id, tenantA));
    const list = await plugOk(1013, false);
    expect(enabledIds(list)).not.toContain(1013);
    expect(await storedPluginIds(tenantA)).not.toContain(1013);
    expect(await storedPluginIds(tenantB.tenantId)).toContain(1013);
    const [after] = await t.database.db.select().from(tenants).where(eq(tenants.id, tenantA));
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    const logs = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.endpoint, 'plugDataBase'), eq(operationLogs.tenantId, tenantA)));
    expect(logs).toHaveLength(1);
    expect(enabledIds(await plugOk(1013, true))).toContain(1013);
    expect(enabledIds((await get(PLUGIN, tenantBToken)).json().data)).toContain(1013);
  });

  it('refuses enabling a plugin whose dependency is disabled (9999) and writes nothing', async () => {
    await plugOk(1012, false);
    await plugOk(1004, false);
    await plugOk(1003, false);
    await nothingWritten(async () => {
      const res = await plug(adminToken, { pluginId: 1004, isEnabled: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 9999, message: '请先启用依赖插件：DFMEA' });
    });
    expect(enabledIds(await plugOk(1003, true))).toContain(1003);
    expect(enabledIds(await plugOk(1004, true))).toContain(1004);
  });

  it('refuses disabling a plugin an enabled plugin depends on (9999) and writes nothing', async () => {
    await nothingWritten(async () => {
      const res = await plug(adminToken, { pluginId: 1003, isEnabled: false });
      expect(res.json()).toEqual({ code: 9999, message: '插件“MSR、FMEA主题自定义首页”依赖此插件，无法停用' });
    });
  });

  it('never disables the core system-management plugin (9999)', async () => {
    const res = await plug(adminToken, { pluginId: 1014, isEnabled: false });
    expect(res.json()).toEqual({ code: 9999, message: '插件“系统管理”为核心插件，无法停用' });
    expect(await storedPluginIds(tenantA)).toContain(1014);
  });

  it('answers 400 naming pluginId for a plugin that does not exist, and writes nothing', async () => {
    await refused(() => plug(adminToken, { pluginId: 1011, isEnabled: true }), {
      status: 400,
      message: '参数 pluginId 无效：插件 1011 不存在',
    });
  });

  it('lets the enable action enable but needs the disable action to disable', async () => {
    await plugOk(1010, false);
    expect(enabledIds(await plugOk(1010, true, enablerToken))).toContain(1010);
    const refused = await plug(enablerToken, { pluginId: 1010, isEnabled: false });
    expect(refused.statusCode).toBe(403);
    expect(await storedPluginIds(tenantA)).toContain(1010);
    expect((await plug(engineerToken, { pluginId: 1010, isEnabled: true })).statusCode).toBe(403);
  });

  it('answers the same list again when the plugin already has the asked state, writing nothing', async () => {
    const baseline = await fingerprint();
    expect(enabledIds(await plugOk(1009, true))).toEqual([...ALL_PLUGIN_IDS]);
    const after = await fingerprint();
    expect(after.tenants).toBe(baseline.tenants);
  });
});

describe('a disabled plugin is gone from menus, points and calls', () => {
  it('disabling 1013 removes 数理统计 from the module menu of every user at once (same tokens), enabling restores it', async () => {
    expect(await menuKeys(adminToken)).toContain('statistics');
    expect(await menuKeys(engineerToken)).toContain('statistics');
    await plugOk(1013, false);
    expect(await menuKeys(adminToken)).not.toContain('statistics');
    expect(await menuKeys(engineerToken)).not.toContain('statistics');
    expect(await menuKeys(tenantBToken)).toContain('statistics');
    await plugOk(1013, true);
    expect(await menuKeys(engineerToken)).toContain('statistics');
  });

  it('disabling QFD removes its menu module and every QFD point, for administrators too', async () => {
    expect(await pointKeys(adminToken)).toContain('QFDManager');
    await plugOk(1007, false);
    for (const token of [adminToken, engineerToken]) {
      const points = await pointKeys(token);
      expect(points.filter((p) => p.startsWith('QFDManager') || p === 'qfdKnowledge')).toEqual([]);
      expect(points).toContain('FMEAManager');
      expect(await menuKeys(token)).not.toContain('qfd');
    }
    const me = await get(CURRENT_USER, adminToken);
    const dtoKeys = (me.json().data.authorityPointDtos as { permissionId: string }[]).map((p) => p.permissionId);
    expect(dtoKeys).not.toContain('QFDManager');
    expect(await pointKeys(tenantBToken)).toContain('QFDManager');
  });

  it('keeps the shared FMEA points while PFMEA is left, and drops them with the last FMEA kind', async () => {
    await plugOk(1012, false);
    await plugOk(1004, false);
    await plugOk(1003, false);
    let points = await pointKeys(adminToken);
    expect(points).toContain('FMEAManager');
    expect(points).toContain('FMEAManager.MyPFMEA');
    expect(points).toContain('FMEAStatistics_Paged.PFMEAPaged');
    expect(points).not.toContain('FMEAManager.Pages_MyDFMEA');
    expect(points).not.toContain('FMEAStatistics_Paged.DFMEAPaged');
    expect(points).not.toContain('DFMEAknowledgeList');
    expect(await menuKeys(adminToken)).toContain('fmea');
    await plugOk(1005, false);
    points = await pointKeys(adminToken);
    expect(points.filter((p) => p.startsWith('FMEA') || p.includes('FMEA_Paged'))).toEqual([]);
    expect(points).not.toContain('HomePageManager');
    expect(await menuKeys(adminToken)).not.toContain('fmea');
  });

  it('answers 403 插件未启用 on a call guarded by a disabled plugin’s point, even for an administrator', async () => {
    const HOME_PAGES = '/qis/api/app/homePage/homePageDtos';
    expect((await get(HOME_PAGES, adminToken)).statusCode).toBe(200);
    await plugOk(1012, false);
    const res = await get(HOME_PAGES, adminToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, message: '插件未启用' });
    expect((await get(HOME_PAGES, tenantBToken)).statusCode).toBe(200);
  });
});

describe('checkAccess (the endpoint gate)', () => {
  const principal = (pluginIds: number[], isAdmin = true): Principal => ({
    userId: 'u',
    tenantId: 't',
    userName: 'admin',
    name: 'admin',
    tokenId: 'tok',
    tokenExpiresAt: new Date(Date.now() + 60_000),
    isAdmin,
    grants: new Map(),
    pluginIds: new Set(pluginIds),
    isHostTenant: true,
  });
  const refusal = (p: Principal, access: EndpointAccess, plugin?: number) => {
    try {
      checkAccess(p, { access, plugin });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('refuses a point of a disabled plugin with 插件未启用, administrators included', () => {
    expect(refusal(principal([1014]), P.qfd.MyQFD.query)).toBe('插件未启用');
    expect(refusal(principal([1014]), P.fmea.MyDFMEA.add)).toBe('插件未启用');
    expect(refusal(principal([1003, 1014]), P.fmea.MyDFMEA.add)).toBeNull();
    expect(refusal(principal([1014]), P.qam.AnnualPlan.query)).toBeNull();
    expect(refusal(principal([1014]), 'user')).toBeNull();
  });

  it("refuses an endpoint of a disabled plugin's module that has no permission point (statistics)", () => {
    expect(refusal(principal([1014]), 'user', PLUGIN_IDS.statistics)).toBe('插件未启用');
    expect(refusal(principal([1013, 1014], false), 'user', PLUGIN_IDS.statistics)).toBeNull();
  });

  it('refuses a point of an enabled plugin the roles do not grant with the usual message', () => {
    expect(refusal(principal([...ALL_PLUGIN_IDS], false), P.qfd.MyQFD.query)).toBe('抱歉，你无权访问该资源');
  });
});
