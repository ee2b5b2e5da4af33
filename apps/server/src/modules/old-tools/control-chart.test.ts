import { readFileSync } from 'node:fs';
import { type ControlChartDto, type ControlChartResultDto, PLUGIN_IDS, perPoint } from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createTenantWithAdmin, createToolUser, tenantIdByName } from '../../../test/factories';

const REFERENCE = new URL('../../../../../reference/stats/control_charts/', import.meta.url);
const fixture = (name: string) => JSON.parse(readFileSync(new URL(name, REFERENCE), 'utf8'));
const XBAR_R = fixture('cc_pistonrings_xbar_R.json');
const XBAR_S = fixture('cc_pistonrings_xbar_S.json');
const IMR = fixture('cc_viscosity_individuals_MR.json');
const P_NP = fixture('cc_orangejuice_p_np.json');
const C = fixture('cc_circuit_c.json');
const U = fixture('cc_pcmanufact_u.json');

let t: TestApp;
let token: string;
let noPluginToken: string;
const { ok, refused } = apiClient(() => t);
const CHART = '/qis/api/app/controlChart/makeControlChart';
const ALL_RULES = { westernElectric: true, nelson: [1, 2, 3, 4, 5, 6, 7, 8] };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const tenantId = await tenantIdByName(db);
  await createToolUser(db, { tenantId, userName: 'ccuser', password: 'Tool@1234', name: '控制图用户' });
  token = await t.login('ccuser', 'Tool@1234');
  await createTenantWithAdmin(db, {
    name: '无老七',
    adminUserName: 'nooldtools',
    adminPassword: 'Tool@1234',
    pluginIds: Object.values(PLUGIN_IDS).filter((id) => id !== PLUGIN_IDS.oldSevenTools),
  });
  noPluginToken = await t.login('nooldtools', 'Tool@1234', '无老七');
});
afterAll(() => t?.close());

type Block = Record<string, unknown> & {
  rules: { western_electric: Record<string, number[]>; nelson: Record<string, number[]> };
};

const LETTERS = ['B', 'C', 'D', 'E', 'F'];
/** Subgroups as sheet columns B–F, one subgroup per row (as typed text). */
const subgroupColumns = (subgroups: number[][]) =>
  LETTERS.map((column, j) => ({ column, cells: subgroups.map((row) => String(row[j])) }));
const column = (letter: string, values: (number | string)[]) => ({ column: letter, cells: values.map(String) });

function expectClose(actual: number | null | undefined, expected: number, tolerance: number, what = '') {
  const scale = Math.max(Math.abs(expected), 1e-300);
  expect(Math.abs((actual as number) - expected) / scale, `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
    tolerance,
  );
}

function expectAllClose(actual: readonly number[], expected: number[], tolerance: number, what: string) {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, i) => {
    if (value === 0) expect(Math.abs(actual[i] as number), `${what}[${i}]`).toBeLessThan(1e-15);
    else expectClose(actual[i], value, tolerance, `${what}[${i}]`);
  });
}

const RULE_KEYS: Record<string, string> = {
  rule1_beyond_3sigma: '1',
  rule2_2of3_beyond_2sigma: '2',
  rule3_4of5_beyond_1sigma: '3',
  rule4_8_same_side: '4',
  rule2_9_same_side: '2',
  rule3_6_trending: '3',
  rule4_14_alternating: '4',
  rule5_2of3_beyond_2sigma: '5',
  rule6_4of5_beyond_1sigma: '6',
  rule7_15_within_1sigma: '7',
  rule8_8_outside_1sigma_both_sides: '8',
};

/** The points flagged by one rule, read back from the per-point flags. */
const flaggedBy = (chart: ControlChartDto, id: string) =>
  chart.flags.filter((flag) => flag.rules.some((rule) => rule.id === id)).map((flag) => flag.point);

/** A chart of the answer against a qcc block: limits, σ, statistics, beyond-limit points and every rule's flags. */
function expectBlock(chart: ControlChartDto, block: Block, tolerance: number) {
  expectClose(chart.sigma, block.std_dev as number, tolerance, 'sigma');
  if (block.center !== null) expectClose(chart.center, block.center as number, tolerance, 'center');
  const statistics = [...(block.statistics as number[]), ...((block.new_statistics as number[] | null) ?? [])];
  expectAllClose(chart.points.value, statistics, tolerance, 'statistics');
  if (Array.isArray(block.per_point_LCL)) {
    const count = statistics.length;
    expectAllClose(perPoint(chart.points.lcl, count), block.per_point_LCL as number[], tolerance, 'per-point LCL');
    expectAllClose(perPoint(chart.points.ucl, count), block.per_point_UCL as number[], tolerance, 'per-point UCL');
  } else {
    if (block.LCL === 0) expect(chart.lcl).toBe(0);
    else expectClose(chart.lcl, block.LCL as number, tolerance, 'LCL');
    expectClose(chart.ucl, block.UCL as number, tolerance, 'UCL');
  }
  expect(chart.phaseOneCount).toBe(block.n_calibration);
  expect(chart.beyondLimits).toEqual(block.qcc_beyond_limits);
  for (const [key, points] of Object.entries(block.rules.western_electric))
    expect(flaggedBy(chart, `WE${RULE_KEYS[key]}`), key).toEqual(points);
  for (const [key, points] of Object.entries(block.rules.nelson))
    expect(flaggedBy(chart, `Nelson${RULE_KEYS[key]}`), key).toEqual(points);
}

const chartOf = (result: ControlChartResultDto, type: string) => {
  const chart = result.charts.find((c) => c.type === type);
  if (!chart) throw new Error(`no ${type} chart in the answer`);
  return chart;
};

describe('POST controlChart/makeControlChart: variables charts', () => {
  const pistonRings = [...XBAR_R.input.calibration_subgroups, ...XBAR_R.input.new_subgroups] as number[][];

  it('reproduces qcc’s X̄-R chart of the piston rings, 25 subgroups calibrating and 15 judged (phase II)', async () => {
    const result = await ok<ControlChartResultDto>(token, 'POST', CHART, {
      chartType: 'xbarR',
      columns: subgroupColumns(pistonRings),
      phaseOneCount: 25,
      rules: ALL_RULES,
      constants: 'table',
    });
    const tolerance = XBAR_R.tolerance.rel;
    expectBlock(chartOf(result, 'xbar'), XBAR_R.expected.xbar_chart, tolerance);
    expectBlock(chartOf(result, 'R'), XBAR_R.expected.R_chart, tolerance);
    expectClose(result.parameters.center, XBAR_R.expected.grand_mean, tolerance, 'x̿');
    expectClose(result.parameters.rBar, XBAR_R.expected.Rbar, tolerance, 'R̄');
    expectClose(result.parameters.sigma, XBAR_R.expected.xbar_chart.std_dev, tolerance, 'σ');
    expect(result.constants.source).toBe('table');
    expect(result.constants.bySize).toHaveLength(1);
    expect(result.constants.bySize[0]?.n).toBe(5);
    expect(result.constants.bySize[0]?.values.d2).toBe(2.326);
    expect(result.rules).toEqual(ALL_RULES);
    const flag = chartOf(result, 'xbar').flags.find((f) => f.point === 37);
    expect(flag?.rules.map((rule) => rule.name)).toContain('WE1 超出控制限');
    // Subgroups of one size: each limit, σ and size is sent once for all 40 points.
    const { points } = chartOf(result, 'xbar');
    expect(points.value).toHaveLength(40);
    expect([points.center, points.lcl, points.ucl, points.sigma, points.size].map((values) => values.length)).toEqual([
      1, 1, 1, 1, 1,
    ]);
    expect(points.size).toEqual([5]);
  });

  it('uses the printed and the exact constants when asked, naming them in the answer', async () => {
    const body = { chartType: 'xbarR', columns: subgroupColumns(pistonRings), phaseOneCount: 25, rules: ALL_RULES };
    for (const [constants, block, factor] of [
      ['published', XBAR_R.expected.limits_from_published_constants, 'A2'],
      ['exact', XBAR_R.expected.limits_from_exact_constants, 'A2'],
    ] as const) {
      const result = await ok<ControlChartResultDto>(token, 'POST', CHART, { ...body, constants });
      expectClose(chartOf(result, 'xbar').lcl, block.xbar.LCL, 1e-10, `${constants} LCL`);
      expectClose(chartOf(result, 'xbar').ucl, block.xbar.UCL, 1e-10, `${constants} UCL`);
      expectClose(chartOf(result, 'R').ucl, block.R.UCL, 1e-10, `${constants} R UCL`);
      expectClose(result.constants.bySize[0]?.values[factor], block.xbar[factor], 1e-10, `${constants} ${factor}`);
      expectClose(result.constants.bySize[0]?.values.D4, block.R.D4, 1e-10, `${constants} D4`);
    }
  });

  it('freezes phase I limits: the parameters sent back as given judge new subgroups alone', async () => {
    const phaseOne = await ok<ControlChartResultDto>(token, 'POST', CHART, {
      chartType: 'xbarR',
      columns: subgroupColumns(XBAR_R.input.calibration_subgroups),
      rules: ALL_RULES,
    });
    expect(chartOf(phaseOne, 'xbar').phaseOneCount).toBe(25);
    const phaseTwo = await ok<ControlChartResultDto>(token, 'POST', CHART, {
      chartType: 'xbarR',
      columns: subgroupColumns(XBAR_R.input.new_subgroups),
      rules: ALL_RULES,
      given: phaseOne.parameters,
    });
    const xbar = chartOf(phaseTwo, 'xbar');
    expect(xbar.phaseOneCount).toBe(0);
    expectClose(xbar.lcl, XBAR_R.expected.xbar_chart.LCL, 1e-12, 'frozen LCL');
    expectClose(xbar.ucl, XBAR_R.expected.xbar_chart.UCL, 1e-12, 'frozen UCL');
    expectClose(chartOf(phaseTwo, 'R').ucl, XBAR_R.expected.R_chart.UCL, 1e-12, 'frozen R UCL');
    // Points 37–39 of the whole series are the 12th–14th new subgroups.
    expect(xbar.beyondLimits).toEqual([12, 13, 14]);
    expect(phaseTwo.parameters).toEqual(phaseOne.parameters);
  });

  it('reproduces the X̄-S chart, from subgroup rows and from one column cut into subgroups of 5', async () => {
    const rows = await ok<ControlChartResultDto>(token, 'POST', CHART, {
      chartType: 'xbarS',
      columns: subgroupColumns(pistonRings),
      phaseOneCount: 25,
      rules: ALL_RULES,
    });
    expectBlock(chartOf(rows, 'xbar'), XBAR_S.expected.xbar_chart, XBAR_S.tolerance.rel);
    expectBlock(chartOf(rows, 'S'), XBAR_S.expected.S_chart, XBAR_S.tolerance.rel);
    expectClose(rows.parameters.sBar, XBAR_S.expected.Sbar, XBAR_S.tolerance.rel, 'S̄');
    expectClose(rows.constants.bySize[0]?.values.B4, XBAR_S.expected.limits_from_exact_constants.S.B4, 1e-10, 'B4');
    const oneColumn = await ok<ControlChartResultDto>(token, 'POST', CHART, {
      chartType: 'xbarS',
      columns: [column('A', pistonRings.flat())],
      subgroupSize: 5,
      phaseOneCount: 25,
      rules: ALL_RULES,
    });
    expect(oneColumn.charts).toEqual(rows.charts);
  });

  it('reproduces the I-MR chart of the viscosity data: MR_i belongs to point i, MR limits from D4 = 3.267', async () => {
    const values = [...IMR.input.calibration, ...IMR.input.new] as number[];
    const result = await ok<ControlChartResultDto>(token, 'POST', CHART, {
      chartType: 'imr',
      columns: [column('A', values)],
      phaseOneCount: IMR.input.calibration.length,
      rules: ALL_RULES,
      constants: 'table',
    });
    expectBlock(chartOf(result, 'individuals'), IMR.expected.individuals_chart, IMR.tolerance.rel);
    const mr = chartOf(result, 'movingRange');
    const expected = IMR.expected.moving_range_chart;
    expect(mr.firstPoint).toBe(2);
    expectAllClose(mr.points.value, expected.moving_ranges_all, 1e-12, 'moving ranges');
    expectClose(mr.center, expected.MRbar, 1e-12, 'MR̄');
    expect(mr.lcl).toBe(0);
    expectClose(mr.ucl, expected.UCL_published_D4, 1e-12, 'MR UCL');
    expect(mr.beyondLimits).toEqual(expected.beyond_UCL_published);
    expect(result.constants.bySize).toEqual([{ n: 2, values: { d2: 1.128, E2: 3 / 1.128, D3: 0, D4: 3.267 } }]);
  });
});

describe('POST controlChart/makeControlChart: attribute charts', () => {
  const orangeJuice = {
    columns: [column('B', P_NP.input.defectives)],
    sizeColumn: column('C', P_NP.input.sizes),
    rules: ALL_RULES,
  };

  it('reproduces the p chart (per-point limits) and the np chart of the orange-juice cans', async () => {
    const p = await ok<ControlChartResultDto>(token, 'POST', CHART, { chartType: 'p', ...orangeJuice });
    expectBlock(chartOf(p, 'p'), P_NP.expected.p_chart, P_NP.tolerance.rel);
    expectClose(p.parameters.pBar, P_NP.expected.p_chart.center, 1e-12, 'p̄');
    expect(p.constants.bySize).toEqual([]);
    const np = await ok<ControlChartResultDto>(token, 'POST', CHART, { chartType: 'np', ...orangeJuice });
    expectBlock(chartOf(np, 'np'), P_NP.expected.np_chart, P_NP.tolerance.rel);
  });

  it('draws each point of a p chart with unequal samples against its own limits', async () => {
    const defectives = [12, 20, 9, 30, 15, 25];
    const sizes = [200, 300, 150, 400, 250, 350];
    const result = await ok<ControlChartResultDto>(token, 'POST', CHART, {
      chartType: 'p',
      columns: [column('B', defectives)],
      sizeColumn: column('C', sizes),
      rules: ALL_RULES,
    });
    const chart = chartOf(result, 'p');
    const pBar = 111 / 1650;
    expectClose(chart.center, pBar, 1e-12, 'p̄');
    expect(chart.lcl).toBeNull();
    expect(chart.ucl).toBeNull();
    sizes.forEach((n, i) => {
      const half = 3 * Math.sqrt((pBar * (1 - pBar)) / n);
      expectClose(chart.points.ucl[i], pBar + half, 1e-12, `UCL of n=${n}`);
      expectClose(chart.points.lcl[i], pBar - half, 1e-12, `LCL of n=${n}`);
      expect(chart.points.size[i]).toBe(n);
    });
    // p̄ is every point's centre line, sent once; the limits vary and are sent per point.
    expect(chart.points.center).toEqual([chart.center]);
    expect(chart.points.ucl).toHaveLength(sizes.length);
  });

  it('reproduces the c chart of the circuit boards (no size column), 26 samples calibrating', async () => {
    const counts = [...C.input.calibration_counts, ...C.input.new_counts] as number[];
    const result = await ok<ControlChartResultDto>(token, 'POST', CHART, {
      chartType: 'c',
      columns: [column('A', counts)],
      phaseOneCount: C.input.calibration_counts.length,
      rules: ALL_RULES,
    });
    expectBlock(chartOf(result, 'c'), C.expected.c_chart, C.tolerance.rel);
  });

  it('reproduces the u chart of the personal computers', async () => {
    const result = await ok<ControlChartResultDto>(token, 'POST', CHART, {
      chartType: 'u',
      columns: [column('A', U.input.counts)],
      sizeColumn: column('B', U.input.sizes),
      rules: ALL_RULES,
    });
    expectBlock(chartOf(result, 'u'), U.expected.u_chart, U.tolerance.rel);
  });

  it('flags only the rules asked for', async () => {
    const result = await ok<ControlChartResultDto>(token, 'POST', CHART, {
      chartType: 'p',
      ...orangeJuice,
      rules: { westernElectric: false, nelson: [2] },
    });
    const chart = chartOf(result, 'p');
    expect(chart.beyondLimits).toEqual([15, 23]);
    expect(chart.flags.flatMap((flag) => flag.rules.map((rule) => rule.id))).toEqual([]);
    const weOnly = await ok<ControlChartResultDto>(token, 'POST', CHART, {
      chartType: 'p',
      ...orangeJuice,
      rules: { westernElectric: true, nelson: [] },
    });
    const ids = new Set(chartOf(weOnly, 'p').flags.flatMap((flag) => flag.rules.map((rule) => rule.id)));
    expect([...ids].every((id) => id.startsWith('WE'))).toBe(true);
    const expectedWe2 = P_NP.expected.p_chart.rules.western_electric.rule2_2of3_beyond_2sigma as number[];
    expect(flaggedBy(chartOf(weOnly, 'p'), 'WE2')).toEqual(expectedWe2);
  });
});

describe('POST controlChart/makeControlChart: refusals', () => {
  const rules = ALL_RULES;
  const cases: [string, Record<string, unknown>, string | RegExp][] = [
    [
      'a cell that is not a number',
      { chartType: 'imr', columns: [column('C', ['1', '2', 'abc', '4'])], rules },
      '单元格 C4 的值“abc”不是数字',
    ],
    [
      'too few subgroups to estimate limits',
      { chartType: 'xbarR', columns: subgroupColumns([[1, 2, 3, 4, 5]]), rules },
      '数据太少：至少需要 2 个子组，实际只有 1 个',
    ],
    [
      'too few individual values',
      { chartType: 'imr', columns: [column('A', [5])], rules },
      '数据太少：至少需要 2 个数据，实际只有 1 个',
    ],
    [
      'a p chart whose defectives exceed the sample size',
      { chartType: 'p', columns: [column('B', [2, 12, 3])], sizeColumn: column('C', [10, 10, 10]), rules },
      '单元格 B3 的不合格品数 12 大于样本量 10（C3）',
    ],
    [
      'a p chart without its size column',
      { chartType: 'p', columns: [column('B', [2, 3, 4])], rules },
      '参数 sizeColumn 无效：p 图须选择样本量列',
    ],
    [
      'a u chart without its size column',
      { chartType: 'u', columns: [column('B', [2, 3, 4])], rules },
      '参数 sizeColumn 无效：u 图须选择样本量列',
    ],
    [
      'a negative or fractional count',
      { chartType: 'c', columns: [{ column: 'D', firstRow: 5, cells: ['3', '-1', '2'] }], rules },
      '单元格 D6 的值“-1”须为非负整数',
    ],
    [
      'a sample size of 0',
      { chartType: 'u', columns: [column('B', [2, 3, 4])], sizeColumn: column('C', [5, 0, 5]), rules },
      '单元格 C3 的样本量“0”须为大于 0 的数',
    ],
    [
      'an np chart with unequal samples',
      { chartType: 'np', columns: [column('B', [2, 3, 4])], sizeColumn: column('C', [50, 60, 50]), rules },
      'np 图要求各样本量相同；样本量不同时请使用 p 图',
    ],
    [
      'one column of subgroups without a subgroup size',
      { chartType: 'xbarR', columns: [column('A', [1, 2, 3, 4])], rules },
      /^参数 subgroupSize 无效/,
    ],
    [
      'two columns for an I-MR chart',
      { chartType: 'imr', columns: [column('A', [1, 2]), column('B', [3, 4])], rules },
      '参数 columns 无效：单值-移动极差图只能选择 1 列数据',
    ],
    [
      'more phase I points than there are',
      { chartType: 'imr', columns: [column('A', [1, 2, 4])], phaseOneCount: 4, rules },
      '参数 phaseOneCount 无效：第一阶段点数 4 超过了数据的点数 3',
    ],
    [
      'a given parameter of another chart',
      { chartType: 'xbarR', columns: subgroupColumns(XBAR_R.input.new_subgroups), given: { pBar: 0.1 }, rules },
      '参数 given.pBar 无效：X̄-R 图不使用该参数',
    ],
    [
      'printed constants for subgroups of unequal size',
      { chartType: 'xbarR', columns: [column('A', [1, 2, 3, 4, 5, 6, 7, 9])], subgroupSize: 3, constants: 'published' },
      /^按印刷常数表（published）计算时/,
    ],
    [
      'a Nelson rule that does not exist',
      { chartType: 'imr', columns: [column('A', [1, 2, 4])], rules: { westernElectric: true, nelson: [9] } },
      /^参数 rules\.nelson\.0 无效/,
    ],
    ['an unknown chart type', { chartType: 'xbarMR', columns: [column('A', [1, 2])] }, /^参数 chartType 无效/],
  ];

  it.each(cases)('answers 400 for %s, naming the field or cell, and writes nothing', async (_name, body, message) => {
    await refused(token, 'POST', CHART, body, failure(400, message));
  });

  it('needs a signed-in user, and the old seven tools plugin', async () => {
    const body = { chartType: 'imr', columns: [column('A', [1, 2, 4])], rules: ALL_RULES };
    await refused(undefined, 'POST', CHART, body, failure(401));
    await refused(noPluginToken, 'POST', CHART, body, failure(403, '插件未启用'));
  });
});

describe('capability beside the chart', () => {
  const values = [10.1, 9.9, 10.2, 10.0, 9.8, 10.1, 10.3, 9.9, 10.0, 10.2];

  it('gives Cp/Cpk from the chart’s centre and σ within, Pp/Ppk from every value', async () => {
    const result = await ok<ControlChartResultDto>(token, 'POST', CHART, {
      chartType: 'imr',
      columns: [column('A', values)],
      lsl: 9.4,
      usl: 10.8,
    });
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1));
    const mrBar = values.slice(1).reduce((a, v, i) => a + Math.abs(v - (values[i] as number)), 0) / 9;
    const sigma = mrBar / 1.128;
    const capability = result.capability;
    expectClose(capability?.sigmaWithin, sigma, 1e-12, 'σ within');
    expectClose(capability?.cp, 1.4 / (6 * sigma), 1e-12, 'Cp');
    expectClose(capability?.cpk, Math.min(10.8 - mean, mean - 9.4) / (3 * sigma), 1e-12, 'Cpk');
    expectClose(capability?.ppk, Math.min(10.8 - mean, mean - 9.4) / (3 * sd), 1e-12, 'Ppk');
    expect(capability?.n).toBe(10);
  });

  it('has none without limits or for an attribute chart; refuses limits the wrong way round', async () => {
    const plain = await ok<ControlChartResultDto>(token, 'POST', CHART, {
      chartType: 'imr',
      columns: [column('A', values)],
    });
    expect(plain.capability).toBeNull();
    const counts = await ok<ControlChartResultDto>(token, 'POST', CHART, {
      chartType: 'c',
      columns: [column('A', [3, 4, 2, 5, 3])],
      usl: 8,
    });
    expect(counts.capability).toBeNull();
    await refused(
      token,
      'POST',
      CHART,
      { chartType: 'imr', columns: [column('A', values)], lsl: 11, usl: 10 },
      { status: 400, message: /usl/ },
    );
  });
});
