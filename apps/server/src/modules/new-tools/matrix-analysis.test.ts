import { readFileSync } from 'node:fs';
import type { PcaDto } from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { API, type NewToolsUsers, newToolsClient, signInNewToolsUsers } from './new-tools-test-kit';

const REFERENCE = new URL('../../../../../reference/stats/pca/', import.meta.url);
const USARRESTS = JSON.parse(readFileSync(new URL('pca_USArrests_scaled.json', REFERENCE), 'utf8'));

let t: TestApp;
let u: NewToolsUsers;
const { ok, refused } = newToolsClient(() => t);
const ANALYSE = `${API}/matrixDataAnalysis/analyse`;

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInNewToolsUsers(t, 'ntp');
});
afterAll(() => t?.close());

function expectClose(actual: number | undefined, expected: number, relative: number, what: string) {
  const error = Math.abs((actual as number) - expected) / Math.max(Math.abs(expected), 1e-300);
  expect(error, `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(relative);
}

const LETTERS = ['A', 'B', 'C', 'D'];
const data = USARRESTS.input.data as number[][];
const variables = USARRESTS.input.variables as string[];
const columnsOf = (rows: (number | string | null)[][]) =>
  variables.map((name, j) => ({
    column: LETTERS[j],
    name,
    cells: rows.map((row) => (row[j] === null ? null : String(row[j]))),
  }));

describe('POST matrixDataAnalysis/analyse', () => {
  it('reproduces R’s prcomp of USArrests on the correlation matrix', async () => {
    const result = await ok<PcaDto>(u.mine, 'POST', ANALYSE, { columns: columnsOf(data) });
    const expected = USARRESTS.expected;
    expect(result).toMatchObject({ n: 50, matrix: 'correlation', variables, kaiserCount: 1 });
    const expectAllClose = (actual: number[], wanted: number[], what: string) => {
      expect(actual).toHaveLength(wanted.length);
      for (const [i, value] of wanted.entries()) expectClose(actual[i], value, 1e-9, `${what}[${i}]`);
    };
    expectAllClose(result.eigenvalues, expected.eigenvalues, 'eigenvalues');
    expectAllClose(result.proportionOfVariance, expected.proportion_of_variance, 'proportion');
    expectAllClose(result.cumulativeProportion, expected.cumulative_proportion, 'cumulative');
    expectAllClose(
      result.means,
      variables.map((name) => expected.means[name]),
      'means',
    );
    expectAllClose(
      result.sds,
      variables.map((name) => expected.sds[name]),
      'sds',
    );
    // The engine makes each component's largest entry positive, as these reference loadings have it.
    for (const [j, row] of (expected.loadings.values as number[][]).entries()) {
      for (const [k, value] of row.entries())
        expect(Math.abs((result.loadings[j]?.[k] as number) - value), `loading ${j},${k}`).toBeLessThanOrEqual(1e-9);
    }
    for (const [i, row] of (expected.scores_first_5_rows as number[][]).entries())
      expectAllClose(result.scores[i] as number[], row, `scores[${i}]`);
    expect(result.rows).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
  });

  it('skips rows with an empty cell and reports the sheet rows it scored', async () => {
    const rows: (number | null)[][] = data.slice(0, 6).map((row) => [...row]);
    (rows[1] as (number | null)[])[2] = null;
    const result = await ok<PcaDto>(u.mine, 'POST', ANALYSE, { columns: columnsOf(rows), standardize: false });
    expect(result.n).toBe(5);
    expect(result.matrix).toBe('covariance');
    expect(result.rows).toEqual([2, 4, 5, 6, 7]);
  });

  it('refuses a non-number naming its cell, too few complete rows, and a constant column to standardise', async () => {
    const text: (number | string)[][] = data.slice(0, 5).map((row) => [...row]);
    (text[2] as (number | string)[])[1] = 'abc';
    await refused(u.mine, 'POST', ANALYSE, { columns: columnsOf(text) }, failure(400, /B4/));
    await refused(u.mine, 'POST', ANALYSE, { columns: columnsOf(data.slice(0, 2)) }, failure(400, /至少需要 3 行/));
    const constant = data.slice(0, 5).map((row) => [row[0] as number, 7, row[2] as number, row[3] as number]);
    await refused(
      u.mine,
      'POST',
      ANALYSE,
      { columns: columnsOf(constant) },
      failure(400, /^B 列“Assault” 的数据全部相同/),
    );
    const covariance = await ok<PcaDto>(u.mine, 'POST', ANALYSE, { columns: columnsOf(constant), standardize: false });
    expect(covariance.eigenvalues.at(-1)).toBeCloseTo(0, 12);
  });

  it('needs plugin 1009', async () => {
    await refused(u.noPlugin, 'POST', ANALYSE, { columns: columnsOf(data) }, failure(403, '插件未启用'));
  });
});
