import { readFileSync } from 'node:fs';
import type { RegressionDto } from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createToolUser, tenantIdByName } from '../../../test/factories';

const REFERENCE = new URL('../../../../../reference/stats/', import.meta.url);
const fixture = (name: string) => JSON.parse(readFileSync(new URL(name, REFERENCE), 'utf8'));
const CARS = fixture('regression/linreg_cars.json');
const NORRIS = fixture('nist/nist_linreg_Norris.json');

let t: TestApp;
let token: string;
const { ok, refused } = apiClient(() => t);
const REGRESSION = '/qis/api/app/oneDollarReturn/makeOneDollarReturn';

beforeAll(async () => {
  t = await buildTestApp();
  const tenantId = await tenantIdByName(t.database.db);
  await createToolUser(t.database.db, { tenantId, userName: 'lruser', password: 'Stat@1234', name: '回归分析员' });
  token = await t.login('lruser', 'Stat@1234');
});
afterAll(() => t?.close());

const relative = (actual: number | null | undefined, expected: number) =>
  Math.abs((actual as number) - expected) / Math.abs(expected);
const columns = (x: (string | number)[], y: (string | number)[]) => ({
  x: { column: 'A', cells: x.map(String) },
  y: { column: 'B', cells: y.map(String) },
});

describe('POST oneDollarReturn/makeOneDollarReturn', () => {
  it('reproduces R lm on cars: coefficients, tests, R², ANOVA and intervals', async () => {
    const { x, y, prediction_x } = CARS.input;
    const result = await ok<RegressionDto>(token, 'POST', REGRESSION, { ...columns(x, y), predictAt: prediction_x });
    const expected = CARS.expected;
    expect(result.n).toBe(50);
    expect(relative(result.slope.estimate, expected.slope.estimate)).toBeLessThan(1e-10);
    expect(relative(result.slope.standardError, expected.slope.std_error)).toBeLessThan(1e-10);
    expect(relative(result.slope.pValue, expected.slope.p_value)).toBeLessThan(1e-8);
    expect(relative(result.intercept?.ciLower, expected.intercept.ci95_lower)).toBeLessThan(1e-10);
    expect(relative(result.adjustedRSquared, expected.adj_r_squared)).toBeLessThan(1e-10);
    expect(result.anova.map((row) => [row.kind, row.df])).toEqual([
      ['effect', 1],
      ['error', 48],
      ['total', 49],
    ]);
    expect(relative(result.intervals[2]?.predictionUpper, expected.intervals[2].prediction_upper)).toBeLessThan(1e-10);
    expect(result.points).toMatchObject({ sampled: false });
    expect(result.points.x).toHaveLength(50);
    expect(result.probability.normalScore[0]).toBeLessThan(-2);
    expect(result.band.x).toHaveLength(50);
    expect(result.residualHistogram.counts.reduce((a, b) => a + b, 0)).toBe(50);
  });

  it('fits NIST Norris from the decimal text to the certified digits', async () => {
    const result = await ok<RegressionDto>(token, 'POST', REGRESSION, columns(NORRIS.data.x_text, NORRIS.data.y_text));
    expect(relative(result.slope.estimate, NORRIS.certified.B1)).toBeLessThan(1e-12);
    expect(relative(result.slope.standardError, NORRIS.certified.B1_sd)).toBeLessThan(1e-12);
    expect(relative(result.rSquared, NORRIS.certified.r_squared)).toBeLessThan(1e-12);
  });

  it('fits through the origin on request', async () => {
    const result = await ok<RegressionDto>(token, 'POST', REGRESSION, {
      ...columns([1, 2, 3, 4], [2.1, 3.9, 6.2, 7.8]),
      intercept: false,
    });
    expect(result.intercept).toBeNull();
    expect(result.residualDf).toBe(3);
    expect(result.slope.estimate).toBeCloseTo((2.1 + 7.8 + 18.6 + 31.2) / 30, 12);
  });

  it('pairs the two columns by row, skipping rows with an empty cell', async () => {
    const result = await ok<RegressionDto>(
      token,
      'POST',
      REGRESSION,
      columns(['1', '2', '', '4', '5'], ['2', '4', '6', '', '10']),
    );
    expect(result.n).toBe(3);
    expect(result.slope.estimate).toBeCloseTo(2, 12);
  });

  it('answers bad input with a precise Chinese message and 400', async () => {
    const cases: [unknown, string | RegExp][] = [
      [columns(['1', '2'], ['3', '4']), '数据太少：至少需要 3 个数据，实际只有 2 个'],
      [columns(['2', '2', '2'], ['1', '2', '3']), /数据全部相同/],
      [columns(['1', '2', '3'], ['1', 'two', '3']), '单元格 B3 的值“two”不是数字'],
      [{ ...columns(['1', '2', '3'], ['1', '2', '3']), predictAt: ['x'] }, /predictAt/],
      [{ x: { column: 'A1', cells: ['1'] }, y: { column: 'B', cells: ['1'] } }, /x\.column.*列须为字母/],
    ];
    for (const [body, message] of cases) await refused(token, 'POST', REGRESSION, body, failure(400, message));
  });

  it('needs a signed-in user', async () => {
    await refused(undefined, 'POST', REGRESSION, columns(['1', '2', '3'], ['1', '2', '3']), failure(401));
  });
});
