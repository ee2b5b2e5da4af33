import {
  type ControlChartConfigDto,
  DEFAULT_CONTROL_CHART_CONFIG,
  DEFAULT_SEVEN_TOOLS_CONFIG,
  DEFAULT_STATISTICS_CONFIG,
  FILE_SPACES,
  type FileSpace,
  type ModuleCategoryDto,
  type MsFileDto,
  type RolePermissionNode,
  type SevenToolsConfigDto,
  type StatisticsConfigDto,
} from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createUser, tenantIdByName } from '../../../test/factories';
import { roles } from '../../db/tables';

// The permission points of mathematical statistics and both seven-tools sets (issue 14 §3, §9), tried with the demo
// users as the README describes their roles: wangfang (只读用户, query and view only) and lina (内审员, other modules
// read-only) may read the tenant's settings and their files but neither save settings nor create files; zhangwei
// (质量工程师, all business modules) may do both.

let t: TestApp;
let admin: string;
let viewer: string; // wangfang
let auditor: string; // lina
let engineer: string; // zhangwei

const { ok, refused } = apiClient(() => t);
const DENIED = failure(403, '抱歉，你无权访问该资源');

const STATISTICS = '/qis/api/app/mathematicalStatisticsConfiger/configer';
const SAVE_STATISTICS = '/qis/api/app/mathematicalStatisticsConfiger/creatOrEditConfiger';
const CONTROL_CHART = '/qis/api/app/controlChart/configure';
const SAVE_CONTROL_CHART = '/qis/api/app/controlChart/saveConfigure';
const SEVEN_TOOLS = '/qis/api/app/baseSevenToolsConfigure/configer';
const SAVE_SEVEN_TOOLS = '/qis/api/app/baseSevenToolsConfigure/creatOrEditConfiger';
const FOLDERS = '/qis/api/app/folders';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login('admin', 'Admin@123');
  viewer = await t.login('wangfang', 'Viewer@123');
  auditor = await t.login('lina', 'Audit@123');
  engineer = await t.login('zhangwei', 'Quality@123');
});
afterAll(() => t?.close());

/** Every tenant-wide setting of the three modules, as the administrator reads them. */
async function tenantSettings() {
  return {
    statistics: await ok<StatisticsConfigDto>(admin, 'GET', STATISTICS),
    controlChart: await ok<ControlChartConfigDto>(admin, 'GET', CONTROL_CHART),
    oldTools: await ok<SevenToolsConfigDto>(admin, 'GET', `${SEVEN_TOOLS}?set=old`),
    newTools: await ok<SevenToolsConfigDto>(admin, 'GET', `${SEVEN_TOOLS}?set=new`),
  };
}

describe('a read-only user (wangfang)', () => {
  it('reads the module settings', async () => {
    expect(await ok(viewer, 'GET', STATISTICS)).toEqual({ ...DEFAULT_STATISTICS_CONFIG, version: 0 });
    expect(await ok(viewer, 'GET', CONTROL_CHART)).toEqual({ ...DEFAULT_CONTROL_CHART_CONFIG, version: 0 });
    for (const set of ['old', 'new']) {
      expect(await ok(viewer, 'GET', `${SEVEN_TOOLS}?set=${set}`)).toEqual({
        ...DEFAULT_SEVEN_TOOLS_CONFIG,
        set,
        version: 0,
      });
    }
  });

  it('is refused every settings save, and the whole tenant keeps its settings', async () => {
    const before = await tenantSettings();
    await refused(viewer, 'POST', SAVE_STATISTICS, { ...before.statistics, decimals: 1 }, DENIED);
    await refused(viewer, 'POST', SAVE_CONTROL_CHART, { ...before.controlChart, decimals: 1 }, DENIED);
    for (const set of ['old', 'new'] as const) {
      const config = set === 'old' ? before.oldTools : before.newTools;
      await refused(viewer, 'POST', SAVE_SEVEN_TOOLS, { ...config, set, decimals: 1 }, DENIED);
    }
    expect(await tenantSettings()).toEqual(before);
  });

  it.each(FILE_SPACES)('lists its files of %s but creates neither a file nor a folder there', async (space) => {
    await ok(viewer, 'GET', `/qis/api/app/folderAndFile/folderTrees?space=${space}`);
    await refused(viewer, 'POST', `${FOLDERS}/creatOrEditFiles`, { name: '数据', folderId: null, space }, DENIED);
    await refused(viewer, 'POST', `${FOLDERS}/creatOrEditFolder`, { name: '报告', parentId: null, space }, DENIED);
  });
});

describe('the auditor (lina, read-only outside audits)', () => {
  it('is refused the settings saves and creating files', async () => {
    const before = await tenantSettings();
    await refused(auditor, 'POST', SAVE_STATISTICS, { ...before.statistics, decimals: 1 }, DENIED);
    await refused(auditor, 'POST', SAVE_SEVEN_TOOLS, { ...before.newTools, set: 'new', decimals: 1 }, DENIED);
    await refused(auditor, 'POST', `${FOLDERS}/creatOrEditFiles`, { name: '数据', folderId: null }, DENIED);
  });
});

describe('the quality engineer (zhangwei, every business module)', () => {
  it.each(FILE_SPACES)('creates files in %s', async (space: FileSpace) => {
    const file = await ok<MsFileDto>(engineer, 'POST', `${FOLDERS}/creatOrEditFiles`, {
      name: '数据',
      folderId: null,
      space,
    });
    expect(file).toMatchObject({ name: '数据', kind: 'data' });
  });

  it('saves the module settings for the tenant', async () => {
    const current = await ok<StatisticsConfigDto>(engineer, 'GET', STATISTICS);
    expect(await ok(engineer, 'POST', SAVE_STATISTICS, { ...current, decimals: 2 })).toMatchObject({
      decimals: 2,
      version: 1,
    });
    const old = await ok<SevenToolsConfigDto>(engineer, 'GET', `${SEVEN_TOOLS}?set=old`);
    expect(await ok(engineer, 'POST', SAVE_SEVEN_TOOLS, { ...old, set: 'old', decimals: 2 })).toMatchObject({
      decimals: 2,
      version: 1,
    });
    const chart = await ok<ControlChartConfigDto>(engineer, 'GET', CONTROL_CHART);
    expect(await ok(engineer, 'POST', SAVE_CONTROL_CHART, { ...chart, decimals: 2 })).toMatchObject({ version: 1 });
    expect((await tenantSettings()).statistics.decimals).toBe(2);
  });
});

describe('the role editor', () => {
  /** The points of one module in the role's permission tree: key, what the role grants, children likewise. */
  const grantsOf = (node: RolePermissionNode): unknown => ({
    key: node.key,
    granted: node.checkedActionList,
    children: node.children.map(grantsOf),
  });

  it('lists the points of the three modules, and the read-only role grants their query and get only', async () => {
    const db = t.database.db;
    const tenantId = await tenantIdByName(db);
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.name, '只读用户')));
    const tree = await ok<RolePermissionNode[]>(admin, 'GET', `/qis/api/app/role/permission?roleId=${role?.id}`);
    const read = ['query', 'get'];
    for (const root of ['MathematicalStatistics', 'OldSevenTools', 'NewSevenTools']) {
      const node = tree.find((n) => n.key === root);
      expect(node && grantsOf(node), root).toEqual({
        key: root,
        granted: read,
        children: [
          { key: `${root}.Files`, granted: read, children: [] },
          { key: `${root}.Setting`, granted: read, children: [] },
        ],
      });
    }
  });
});

describe('the header module menu', () => {
  const TOOL_MODULES = ['statistics', 'newSevenTools', 'oldSevenTools'];
  const menuKeys = async (token: string) =>
    (await ok<ModuleCategoryDto[]>(token, 'GET', '/qis/api/app/common/modules')).flatMap((c) =>
      c.moduleDtos.map((m) => m.moduleKey),
    );

  it('offers the tools to the demo roles and hides them from a user without their points', async () => {
    for (const token of [viewer, auditor, engineer])
      expect(await menuKeys(token)).toEqual(expect.arrayContaining(TOOL_MODULES));
    const tenantId = await tenantIdByName(t.database.db);
    await createUser(t.database.db, { tenantId, userName: 'tools.none', password: 'NoTools@123' });
    const keys = await menuKeys(await t.login('tools.none', 'NoTools@123'));
    expect(keys.filter((key) => TOOL_MODULES.includes(key))).toEqual([]);
  });
});
