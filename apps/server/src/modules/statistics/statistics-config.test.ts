import { DEFAULT_STATISTICS_CONFIG, PLUGIN_IDS, type StatisticsConfigDto } from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createTenantWithAdmin, createToolUser, tenantIdByName } from '../../../test/factories';

let t: TestApp;
let userToken: string; // a user of the module (createToolUser: every statistics and seven-tools point)
let tenantBToken: string;
let noPluginToken: string; // a tenant without plugin 1013

const { ok, refused } = apiClient(() => t);
const CONFIG = '/qis/api/app/mathematicalStatisticsConfiger/configer';
const SAVE = '/qis/api/app/mathematicalStatisticsConfiger/creatOrEditConfiger';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const tenantA = await tenantIdByName(db);
  await createToolUser(db, { tenantId: tenantA, userName: 'statuser', password: 'Stat@1234', name: '统计用户' });
  userToken = await t.login('statuser', 'Stat@1234');
  await createTenantWithAdmin(db, { name: '统计乙', adminUserName: 'statb', adminPassword: 'Stat@1234' });
  tenantBToken = await t.login('statb', 'Stat@1234', '统计乙');
  const withoutStatistics = Object.values(PLUGIN_IDS).filter((id) => id !== PLUGIN_IDS.statistics);
  await createTenantWithAdmin(db, {
    name: '无统计',
    adminUserName: 'nostat',
    adminPassword: 'Stat@1234',
    pluginIds: withoutStatistics,
  });
  noPluginToken = await t.login('nostat', 'Stat@1234', '无统计');
});
afterAll(() => t?.close());

const edited = (config: StatisticsConfigDto) => ({
  ...config,
  decimals: 2,
  histogramBinRule: 'freedmanDiaconis' as const,
  confidenceLevel: 0.99,
  colors: { ...config.colors, bar: '#112233' },
});

describe('statistics module settings', () => {
  it('answers the defaults, version 0, before the tenant saves', async () => {
    expect(await ok(userToken, 'GET', CONFIG)).toEqual({ ...DEFAULT_STATISTICS_CONFIG, version: 0 });
  });

  it('saves for the whole tenant, and another tenant keeps its own', async () => {
    const first = await ok<StatisticsConfigDto>(userToken, 'GET', CONFIG);
    const saved = await ok<StatisticsConfigDto>(userToken, 'POST', SAVE, edited(first));
    expect(saved).toMatchObject({
      decimals: 2,
      histogramBinRule: 'freedmanDiaconis',
      confidenceLevel: 0.99,
      version: 1,
    });
    expect(saved.colors.bar).toBe('#112233');
    expect(await ok(userToken, 'GET', CONFIG)).toEqual(saved);
    expect(await ok(tenantBToken, 'GET', CONFIG)).toEqual({ ...DEFAULT_STATISTICS_CONFIG, version: 0 });
    const again = await ok<StatisticsConfigDto>(userToken, 'POST', SAVE, { ...saved, decimals: 3 });
    expect(again).toMatchObject({ decimals: 3, version: 2 });
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const current = await ok<StatisticsConfigDto>(userToken, 'GET', CONFIG);
    await refused(userToken, 'POST', SAVE, { ...edited(current), version: current.version - 1 }, failure(409));
    await refused(tenantBToken, 'POST', SAVE, { ...edited(current), version: 5 }, failure(409));
  });

  it('refuses bad input with 400 naming the field', async () => {
    const current = await ok<StatisticsConfigDto>(userToken, 'GET', CONFIG);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ decimals: 11 }, /decimals/],
      [{ histogramBinRule: 'square-root' }, /histogramBinRule/],
      [{ confidenceLevel: 0.8 }, /confidenceLevel.*置信水平须为 0.9、0.95 或 0.99/],
      [{ colors: { ...current.colors, bar: 'blue' } }, /colors\.bar.*#RRGGBB/],
    ];
    for (const [change, message] of cases) {
      await refused(userToken, 'POST', SAVE, { ...current, ...change }, failure(400, message));
    }
  });

  it('needs a signed-in user, and the statistics plugin', async () => {
    await refused(undefined, 'GET', CONFIG, undefined, failure(401));
    await refused(noPluginToken, 'GET', CONFIG, undefined, failure(403, '插件未启用'));
    const defaults = { ...DEFAULT_STATISTICS_CONFIG, version: 0 };
    await refused(noPluginToken, 'POST', SAVE, defaults, failure(403, '插件未启用'));
  });
});
