import { readFileSync } from 'node:fs';
import { type HistogramChartDto, type ParetoChartDto, PLUGIN_IDS, type ScatterChartDto } from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createTenantWithAdmin, createToolUser, tenantIdByName } from '../../../test/factories';

const REFERENCE = new URL('../../../../../reference/stats/', import.meta.url);
const fixture = (name: string) => JSON.parse(readFileSync(new URL(name, REFERENCE), 'utf8'));
const HISTOGRAM = fixture('seven_tools/histogram_pistonrings.json');
const PARETO = fixture('seven_tools/pareto_defects.json');
const SCATTER = fixture('seven_tools/scatter_cars.json');
const CARS = fixture('regression/linreg_cars.json');

let t: TestApp;
let token: string;
let noPluginToken: string;
const { ok, refused } = apiClient(() => t);
const HISTOGRAM_URL = '/qis/api/app/histogramChart/makeHistogram';
const SCATTER_URL = '/qis/api/app/scatterChart/makeScatter';
const PARETO_URL = '/qis/api/app/permutationChart/makePareto';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const tenantId = await tenantIdByName(db);
  await createToolUser(db, { tenantId, userName: 'qcuser', password: 'Tool@1234', name: 'QC 小组' });
  token = await t.login('qcuser', 'Tool@1234');
  await createTenantWithAdmin(db, {
    name: '无老七',
    adminUserName: 'nooldtools',
    adminPassword: 'Tool@1234',
    pluginIds: Object.values(PLUGIN_IDS).filter((id) => id !== PLUGIN_IDS.oldSevenTools),
  });
  noPluginToken = await t.login('nooldtools', 'Tool@1234', '无老七');
});
afterAll(() => t?.close());

const column = (letter: string, values: (number | string | null)[]) => ({
  column: letter,
  cells: values.map((value) => (value === null ? null : String(value))),
});

function expectClose(actual: number | null | undefined, expected: number, tolerance: number, what = '') {
  const error =
    expected === 0 ? Math.abs(actual as number) : Math.abs((actual as number) - expected) / Math.abs(expected);
  expect(error, `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}

const expectAllClose = (actual: number[], expected: number[], tolerance: number, what: string) => {
  expect(actual).toHaveLength(expected.length);
  for (const [i, value] of expected.entries()) expectClose(actual[i], value, tolerance, `${what}[${i}]`);
};

describe('POST histogramChart/makeHistogram', () => {
  const values = HISTOGRAM.input.x as number[];

  it('bins the 200 piston rings as R’s hist (Sturges), with the fitted normal and the spec lines', async () => {
    const result = await ok<HistogramChartDto>(token, 'POST', HISTOGRAM_URL, {
      columns: [column('A', values)],
      lsl: 73.97,
      usl: 74.03,
      target: 74,
    });
    const expected = HISTOGRAM.expected;
    expect(result.n).toBe(200);
    expect(result.classCount).toBe(expected.sturges_k);
    expect(result.bins.counts).toEqual(expected.counts);
    expectAllClose(result.bins.breaks, expected.breaks, 1e-12, 'breaks');
    expectAllClose(result.bins.density, expected.density, 1e-9, 'density');
    expectAllClose(result.bins.mids, expected.mids, 1e-12, 'mids');
    expectClose(result.normal?.mean, expected.mean, 1e-12, 'mean');
    expectClose(result.normal?.sd, expected.sd, 1e-12, 'sd');
    expect(result.describe).toMatchObject({ n: 200, min: expected.min, max: expected.max });
    expect(result.spec).toEqual({ lsl: 73.97, usl: 74.03, target: 74 });
    expect(result.outOfSpec).toEqual({
      belowLsl: values.filter((x) => x < 73.97).length,
      aboveUsl: values.filter((x) => x > 74.03).length,
    });
    // The curve is the normal density: its peak at the mean is 1/(σ√(2π)).
    const curve = result.curve as { x: number[]; density: number[] };
    expect(curve.x[0]).toBeLessThanOrEqual(expected.breaks[0]);
    expect(Math.max(...curve.density)).toBeLessThanOrEqual(1 / (expected.sd * Math.sqrt(2 * Math.PI)) + 1e-9);
  });

  it('pools several columns into one sample, and bins by a fixed width when asked', async () => {
    const pooled = await ok<HistogramChartDto>(token, 'POST', HISTOGRAM_URL, {
      columns: [column('A', values.slice(0, 120)), column('B', [...values.slice(120), null, ''])],
    });
    expect(pooled.n).toBe(200);
    expect(pooled.bins.counts).toEqual(HISTOGRAM.expected.counts);
    expect(pooled.outOfSpec).toEqual({ belowLsl: null, aboveUsl: null });
    const fixed = await ok<HistogramChartDto>(token, 'POST', HISTOGRAM_URL, {
      columns: [column('A', values)],
      histogram: { rule: 'width', width: 0.005, start: 73.965 },
    });
    expect(fixed.classCount).toBeNull();
    expect(fixed.bins.counts.reduce((a, b) => a + b, 0)).toBe(200);
    for (const [i, edge] of fixed.bins.breaks.entries()) expect(edge).toBeCloseTo(73.965 + i * 0.005, 12);
  });

  it('refuses bad input with 400 naming the field or cell', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ columns: [column('A', [1, 2, 3])], lsl: 5, usl: 5 }, '参数 usl 无效：规格上限须大于规格下限'],
      [{ columns: [column('A', [1, 2, 3])], lsl: 6, usl: 5 }, '参数 usl 无效：规格上限须大于规格下限'],
      [{ columns: [column('D', ['1', 'x', '3'])] }, '单元格 D3 的值“x”不是数字'],
      [{ columns: [column('A', [])] }, /^数据太少/],
      [{ columns: [column('A', [1, 2])], histogram: { rule: 'width' } }, /^参数 histogram\.width 无效/],
    ];
    for (const [body, message] of cases) await refused(token, 'POST', HISTOGRAM_URL, body, failure(400, message));
  });
});

describe('POST scatterChart/makeScatter', () => {
  it('reproduces cor.test and the least-squares line of R’s cars data', async () => {
    const result = await ok<ScatterChartDto>(token, 'POST', SCATTER_URL, {
      x: column('A', SCATTER.input.x),
      y: column('B', SCATTER.input.y),
    });
    const expected = SCATTER.expected;
    expect(result.n).toBe(50);
    expect(result.df).toBe(48);
    expectClose(result.r, expected.pearson_r, 1e-10, 'r');
    expectClose(result.rSquared, CARS.expected.r_squared, 1e-10, 'r²');
    expectClose(result.t, expected.t, 1e-10, 't');
    expectClose(result.pValue, expected.p_value, 1e-8, 'p');
    expectClose(result.ci95?.lower, expected.ci95[0], 1e-10, 'ci lower');
    expectClose(result.ci95?.upper, expected.ci95[1], 1e-10, 'ci upper');
    expectClose(result.spearmanRho, expected.spearman_rho, 1e-10, 'ρ');
    expectClose(result.line.intercept, CARS.expected.intercept.estimate, 1e-10, 'intercept');
    expectClose(result.line.slope, CARS.expected.slope.estimate, 1e-10, 'slope');
    expect(result.points).toEqual({ sampled: false, x: SCATTER.input.x, y: SCATTER.input.y });
  });

  it('pairs the rows, skipping a row with an empty cell', async () => {
    const result = await ok<ScatterChartDto>(token, 'POST', SCATTER_URL, {
      x: column('A', [1, 2, null, 4, 5]),
      y: column('B', [2.1, 3.9, 6, '', 10.2]),
    });
    expect(result.n).toBe(3);
    expect(result.points.x).toEqual([1, 2, 5]);
    expect(result.points.y).toEqual([2.1, 3.9, 10.2]);
  });

  it('refuses too few pairs, a constant variable and a bad cell with 400', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ x: column('A', [1, 2]), y: column('B', [3, 4]) }, '数据太少：至少需要 3 个数据，实际只有 2 个'],
      [{ x: column('A', [1, 2, 3]), y: column('B', [4, 4, 4]) }, /数据全部相同.*因变量 Y/],
      [
        { x: column('A', [1, 2, 3]), y: { column: 'B', firstRow: 3, cells: ['4', '5x', '6'] } },
        '单元格 B4 的值“5x”不是数字',
      ],
    ];
    for (const [body, message] of cases) await refused(token, 'POST', SCATTER_URL, body, failure(400, message));
  });
});

describe('POST permutationChart/makePareto', () => {
  it('reproduces qcc’s Pareto chart of the molded-part defects with classes A/B/C', async () => {
    const result = await ok<ParetoChartDto>(token, 'POST', PARETO_URL, {
      categories: column('A', PARETO.input.categories),
      counts: column('B', PARETO.input.counts),
    });
    const expected = PARETO.expected;
    expect(result.total).toBe(174);
    expect(result.items.map((item) => item.category)).toEqual(expected.order);
    expect(result.items.map((item) => item.count)).toEqual(expected.frequency);
    expect(result.items.map((item) => item.cumulativeCount)).toEqual(expected.cum_frequency);
    expectAllClose(
      result.items.map((item) => item.percentage),
      expected.percentage,
      1e-12,
      'percentage',
    );
    expectAllClose(
      result.items.map((item) => item.cumulativePercentage),
      expected.cum_percentage,
      1e-12,
      'cumulative',
    );
    expect(result.vitalFew).toEqual(expected.vital_few_80);
    expect(result.items.map((item) => item.class)).toEqual(['A', 'A', 'A', 'A', 'B', 'C', 'C']);
  });

  it('counts occurrences without a count column, and adds up a category met on several rows', async () => {
    const occurrences = await ok<ParetoChartDto>(token, 'POST', PARETO_URL, {
      categories: column('A', ['划伤', '气泡', '划伤', null, '变形', '划伤', '气泡']),
    });
    expect(occurrences.items.map((item) => [item.category, item.count])).toEqual([
      ['划伤', 3],
      ['气泡', 2],
      ['变形', 1],
    ]);
    const repeated = await ok<ParetoChartDto>(token, 'POST', PARETO_URL, {
      categories: column('A', ['划伤', '气泡', '划伤']),
      counts: column('B', [5, 4, 2]),
    });
    expect(repeated.items.map((item) => [item.category, item.count])).toEqual([
      ['划伤', 7],
      ['气泡', 4],
    ]);
  });

  it('merges small categories into 其他, by share or by keeping the top K', async () => {
    const body = { categories: column('A', PARETO.input.categories), counts: column('B', PARETO.input.counts) };
    const byShare = await ok<ParetoChartDto>(token, 'POST', PARETO_URL, { ...body, otherBelowPercent: 5 });
    expect(byShare.items.map((item) => item.category)).toEqual([
      'Warpage',
      'Flash',
      'Short shot',
      'Sink mark',
      'Contamination',
      '其他',
    ]);
    expect(byShare.items.at(-1)).toMatchObject({ count: 13, merged: ['Burn', 'Other'], cumulativePercentage: 100 });
    const topThree = await ok<ParetoChartDto>(token, 'POST', PARETO_URL, { ...body, topK: 3 });
    expect(topThree.items.map((item) => item.category)).toEqual(['Warpage', 'Flash', 'Short shot', '其他']);
    expect(topThree.items.at(-1)?.count).toBe(39);
  });

  it('refuses a negative count, no data and a zero total with 400 naming the cell or field', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ categories: column('A', ['a', 'b', 'c']), counts: column('C', [3, -2, 1]) }, '单元格 C3 的频数“-2”不能为负数'],
      [{ categories: column('A', ['a', 'b']), counts: column('C', [3, 'x']) }, '单元格 C3 的值“x”不是数字'],
      [{ categories: column('A', [null, '']) }, '参数 categories 无效：类别列没有数据'],
      [{ categories: column('A', ['a', 'b']), counts: column('B', [0, 0]) }, '参数 counts 无效：频数合计为 0'],
      [{ categories: column('A', ['a']), topK: 0 }, /^参数 topK 无效/],
    ];
    for (const [body, message] of cases) await refused(token, 'POST', PARETO_URL, body, failure(400, message));
  });
});

describe('the old seven tools charts', () => {
  it('need a signed-in user, and the old seven tools plugin', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [HISTOGRAM_URL, { columns: [column('A', [1, 2, 3])] }],
      [SCATTER_URL, { x: column('A', [1, 2, 3]), y: column('B', [1, 3, 2]) }],
      [PARETO_URL, { categories: column('A', ['a', 'b']) }],
    ];
    for (const [url, body] of calls) {
      await refused(undefined, 'POST', url, body, failure(401));
      await refused(noPluginToken, 'POST', url, body, failure(403, '插件未启用'));
    }
  });
});
