import {
  type ControlChartConfigDto,
  type ControlChartResultDto,
  DEFAULT_CONTROL_CHART_CONFIG,
  DEFAULT_SEVEN_TOOLS_CONFIG,
  PLUGIN_IDS,
  type SevenToolsConfigDto,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createTenantWithAdmin, createToolUser, tenantIdByName } from '../../../test/factories';

let t: TestApp;
let userToken: string; // a user of the tools (createToolUser: every statistics and seven-tools point)
let tenantBToken: string;
let newOnlyToken: string; // a tenant with the new seven tools but not the old
let neitherToken: string; // a tenant with neither set

const { ok, refused } = apiClient(() => t);
const CONFIGURE = '/qis/api/app/controlChart/configure';
const SAVE_CONFIGURE = '/qis/api/app/controlChart/saveConfigure';
const CONFIGER = '/qis/api/app/baseSevenToolsConfigure/configer';
const SAVE_CONFIGER = '/qis/api/app/baseSevenToolsConfigure/creatOrEditConfiger';
const CHART = '/qis/api/app/controlChart/makeControlChart';

const { oldSevenTools, newSevenTools } = PLUGIN_IDS;
const allBut = (...ids: number[]) => Object.values(PLUGIN_IDS).filter((id) => !ids.includes(id));

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const tenantA = await tenantIdByName(db);
  await createToolUser(db, { tenantId: tenantA, userName: 'tooluser', password: 'Tool@1234', name: '工具用户' });
  userToken = await t.login('tooluser', 'Tool@1234');
  const tenants = [
    ['工具乙', 'toolb', undefined],
    ['仅新七', 'newonly', allBut(oldSevenTools)],
    ['无七种', 'neither', allBut(oldSevenTools, newSevenTools)],
  ] as const;
  for (const [name, adminUserName, pluginIds] of tenants) {
    await createTenantWithAdmin(db, {
      name,
      adminUserName,
      adminPassword: 'Tool@1234',
      ...(pluginIds ? { pluginIds: [...pluginIds] } : {}),
    });
  }
  tenantBToken = await t.login('toolb', 'Tool@1234', '工具乙');
  newOnlyToken = await t.login('newonly', 'Tool@1234', '仅新七');
  neitherToken = await t.login('neither', 'Tool@1234', '无七种');
});
afterAll(() => t?.close());

describe('control-chart configure', () => {
  it('answers the defaults, version 0, before the tenant saves', async () => {
    expect(await ok(userToken, 'GET', CONFIGURE)).toEqual({ ...DEFAULT_CONTROL_CHART_CONFIG, version: 0 });
  });

  it('saves for the whole tenant; another tenant keeps its defaults; a stale version gets 409', async () => {
    const first = await ok<ControlChartConfigDto>(userToken, 'GET', CONFIGURE);
    const saved = await ok<ControlChartConfigDto>(userToken, 'POST', SAVE_CONFIGURE, {
      ...first,
      westernElectric: false,
      nelson: [5, 2],
      constants: 'exact',
      decimals: 3,
    });
    expect(saved).toEqual({ westernElectric: false, nelson: [2, 5], constants: 'exact', decimals: 3, version: 1 });
    expect(await ok(userToken, 'GET', CONFIGURE)).toEqual(saved);
    expect(await ok(tenantBToken, 'GET', CONFIGURE)).toEqual({ ...DEFAULT_CONTROL_CHART_CONFIG, version: 0 });
    await refused(userToken, 'POST', SAVE_CONFIGURE, { ...saved, decimals: 5, version: 0 }, failure(409));
    await refused(tenantBToken, 'POST', SAVE_CONFIGURE, { ...saved, version: 1 }, failure(409));
    const again = await ok<ControlChartConfigDto>(userToken, 'POST', SAVE_CONFIGURE, { ...saved, decimals: 5 });
    expect(again).toMatchObject({ decimals: 5, version: 2 });
  });

  it('gives a chart that names no rules or constants the saved ones', async () => {
    const current = await ok<ControlChartConfigDto>(userToken, 'GET', CONFIGURE);
    await ok(userToken, 'POST', SAVE_CONFIGURE, {
      ...current,
      westernElectric: false,
      nelson: [2],
      constants: 'exact',
    });
    // Nine points above the centre line after nine below: Nelson 2 flags the 9th and the 18th.
    const cells = [...Array(9).fill('1'), ...Array(9).fill('3')].map((v, i) => String(Number(v) + (i % 3) * 0.01));
    const chart = await ok<ControlChartResultDto>(userToken, 'POST', CHART, {
      chartType: 'imr',
      columns: [{ column: 'A', cells }],
    });
    expect(chart.rules).toEqual({ westernElectric: false, nelson: [2] });
    expect(chart.constants.source).toBe('exact');
    const ids = new Set(chart.charts[0]?.flags.flatMap((flag) => flag.rules.map((rule) => rule.id)));
    expect([...ids]).toEqual(['Nelson2']);
    expect(chart.charts[0]?.flags.map((flag) => flag.point)).toEqual([9, 18]);
    const other = await ok<ControlChartResultDto>(tenantBToken, 'POST', CHART, {
      chartType: 'imr',
      columns: [{ column: 'A', cells }],
    });
    expect(other.rules).toEqual({ westernElectric: true, nelson: [] });
    expect(other.constants.source).toBe('table');
  });

  it('refuses bad settings with 400 naming the field', async () => {
    const current = await ok<ControlChartConfigDto>(userToken, 'GET', CONFIGURE);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ nelson: [0] }, /^参数 nelson\.0 无效/],
      [{ nelson: [3, 3] }, /^参数 nelson 无效：Nelson 规则不能重复/],
      [{ constants: 'printed' }, /^参数 constants 无效/],
      [{ decimals: 11 }, /^参数 decimals 无效/],
    ];
    for (const [change, message] of cases) {
      await refused(userToken, 'POST', SAVE_CONFIGURE, { ...current, ...change }, failure(400, message));
    }
  });

  it('needs a signed-in user, and the old seven tools plugin', async () => {
    await refused(undefined, 'GET', CONFIGURE, undefined, failure(401));
    await refused(newOnlyToken, 'GET', CONFIGURE, undefined, failure(403, '插件未启用'));
    const defaults = { ...DEFAULT_CONTROL_CHART_CONFIG, version: 0 };
    await refused(newOnlyToken, 'POST', SAVE_CONFIGURE, defaults, failure(403, '插件未启用'));
  });
});

describe('basic settings of the seven tools (old and new set)', () => {
  const defaults = (set: 'old' | 'new') => ({ ...DEFAULT_SEVEN_TOOLS_CONFIG, set, version: 0 });

  it('keeps the old and the new set apart, and each tenant its own', async () => {
    expect(await ok(userToken, 'GET', `${CONFIGER}?set=old`)).toEqual(defaults('old'));
    const saved = await ok<SevenToolsConfigDto>(userToken, 'POST', SAVE_CONFIGER, {
      ...defaults('old'),
      decimals: 3,
      histogramBinRule: 'scott',
      colors: { ...DEFAULT_SEVEN_TOOLS_CONFIG.colors, outOfControl: '#AA0000' },
    });
    expect(saved).toMatchObject({ set: 'old', decimals: 3, histogramBinRule: 'scott', version: 1 });
    expect(saved.colors.outOfControl).toBe('#AA0000');
    expect(await ok(userToken, 'GET', `${CONFIGER}?set=old`)).toEqual(saved);
    expect(await ok(userToken, 'GET', `${CONFIGER}?set=new`)).toEqual(defaults('new'));
    expect(await ok(tenantBToken, 'GET', `${CONFIGER}?set=old`)).toEqual(defaults('old'));
    const savedNew = await ok<SevenToolsConfigDto>(userToken, 'POST', SAVE_CONFIGER, {
      ...defaults('new'),
      decimals: 1,
    });
    expect(savedNew).toMatchObject({ set: 'new', decimals: 1, version: 1 });
    expect(await ok(userToken, 'GET', `${CONFIGER}?set=old`)).toEqual(saved);
  });

  it('refuses a stale version with 409, per set', async () => {
    const current = await ok<SevenToolsConfigDto>(userToken, 'GET', `${CONFIGER}?set=old`);
    await refused(userToken, 'POST', SAVE_CONFIGER, { ...current, decimals: 4, version: 0 }, failure(409));
    await refused(tenantBToken, 'POST', SAVE_CONFIGER, { ...current, version: 1 }, failure(409));
    const next = await ok<SevenToolsConfigDto>(userToken, 'POST', SAVE_CONFIGER, { ...current, decimals: 4 });
    expect(next.version).toBe(current.version + 1);
  });

  it('refuses bad settings with 400 naming the field', async () => {
    const cases: [string, string, unknown, RegExp][] = [
      [
        'POST',
        SAVE_CONFIGER,
        { ...defaults('old'), colors: { ...DEFAULT_SEVEN_TOOLS_CONFIG.colors, bar: 'red' } },
        /^参数 colors\.bar 无效：颜色须为 #RRGGBB 格式/,
      ],
      ['POST', SAVE_CONFIGER, { ...defaults('old'), histogramBinRule: 'rice' }, /^参数 histogramBinRule 无效/],
      ['POST', SAVE_CONFIGER, { ...defaults('old'), set: 'both' }, /^参数 set 无效/],
      ['GET', `${CONFIGER}?set=both`, undefined, /^参数 set 无效/],
      ['GET', CONFIGER, undefined, /^参数 set 无效/],
    ];
    for (const [method, url, body, message] of cases) {
      await refused(userToken, method as 'GET' | 'POST', url, body, failure(400, message));
    }
  });

  it('needs the plugin of the set named: 1010 for the old set, 1009 for the new', async () => {
    expect(await ok(newOnlyToken, 'GET', `${CONFIGER}?set=new`)).toEqual(defaults('new'));
    await refused(newOnlyToken, 'GET', `${CONFIGER}?set=old`, undefined, failure(403, '插件未启用'));
    await refused(newOnlyToken, 'POST', SAVE_CONFIGER, defaults('old'), failure(403, '插件未启用'));
    await refused(neitherToken, 'GET', `${CONFIGER}?set=new`, undefined, failure(403, '插件未启用'));
    await refused(neitherToken, 'POST', SAVE_CONFIGER, defaults('new'), failure(403, '插件未启用'));
    await refused(undefined, 'GET', `${CONFIGER}?set=old`, undefined, failure(401));
  });
});
