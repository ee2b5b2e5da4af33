import { readFileSync } from 'node:fs';
import type { OneWayAnovaDto, TwoWayAnovaDto } from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createToolUser, tenantIdByName } from '../../../test/factories';

const REFERENCE = new URL('../../../../../reference/stats/', import.meta.url);
const fixture = (name: string) => JSON.parse(readFileSync(new URL(name, REFERENCE), 'utf8'));
const CHICKWTS = fixture('anova_oneway/anova1_chickwts.json');
const TOOTH = fixture('anova_twoway/anova2_ToothGrowth_replicated.json');
const SMLS07 = fixture('nist/nist_anova_SmLs07.json');

let t: TestApp;
let token: string;
const { ok, refused } = apiClient(() => t);
const ONE_WAY = '/qis/api/app/oneFactorVarianceAnalysis/makeOneFactorVarianceReturn';
const TWO_WAY = '/qis/api/app/twoFactorVarianceAnalysis/makeTwoFactorVarianceReturn';

beforeAll(async () => {
  t = await buildTestApp();
  const tenantId = await tenantIdByName(t.database.db);
  await createToolUser(t.database.db, { tenantId, userName: 'avuser', password: 'Stat@1234', name: '方差分析员' });
  token = await t.login('avuser', 'Stat@1234');
});
afterAll(() => t?.close());

const relative = (actual: number | null | undefined, expected: number) =>
  Math.abs((actual as number) - expected) / Math.abs(expected);
const LETTERS = 'ABCDEFGHIJ';
const columnsOf = (groups: { label: string | number; values: (number | string)[] }[]) =>
  groups.map((group, i) => ({
    column: LETTERS[i] as string,
    name: String(group.label),
    cells: group.values.map(String),
  }));

describe('POST oneFactorVarianceAnalysis/makeOneFactorVarianceReturn', () => {
  it('reproduces R aov on chickwts (unbalanced, a column per group) with Tukey comparisons and box plots', async () => {
    const result = await ok<OneWayAnovaDto>(token, 'POST', ONE_WAY, { groups: columnsOf(CHICKWTS.input.groups) });
    const expected = CHICKWTS.expected;
    expect(result).toMatchObject({ k: 6, n: 71, balanced: false });
    expect(result.groups.map((g) => g.label)).toEqual(expected.groups.map((g: { label: string }) => g.label));
    expect(relative(result.anova[0]?.f, expected.between.f)).toBeLessThan(1e-10);
    expect(relative(result.anova[0]?.p, expected.between.p)).toBeLessThan(1e-8);
    expect(result.anova.map((row) => [row.kind, row.df])).toEqual([
      ['effect', 5],
      ['error', 65],
      ['total', 70],
    ]);
    expect(result.tukey).toHaveLength(15);
    const casein = result.groups[0];
    expect(casein?.box.min).toBeLessThanOrEqual(casein?.box.q1 as number);
    expect(casein?.ciLower).toBeLessThan(casein?.mean as number);
  });

  it('reads stacked data (a factor column and a response column) with the same result', async () => {
    const rows = CHICKWTS.input.groups.flatMap((g: { label: string; values: number[] }) =>
      g.values.map((v) => [g.label, String(v)]),
    );
    const result = await ok<OneWayAnovaDto>(token, 'POST', ONE_WAY, {
      factor: { column: 'A', cells: rows.map((r: string[]) => r[0]) },
      response: { column: 'B', cells: rows.map((r: string[]) => r[1]) },
    });
    expect(relative(result.anova[0]?.f, CHICKWTS.expected.between.f)).toBeLessThan(1e-10);
  });

  it('keeps NIST SmLs07 to the certified digits, its 13-digit values read as text', async () => {
    const result = await ok<OneWayAnovaDto>(token, 'POST', ONE_WAY, {
      groups: SMLS07.data.groups.map((g: { values_text: string[] }, i: number) => ({
        column: LETTERS[i],
        cells: g.values_text,
      })),
    });
    expect(relative(result.anova[0]?.f, SMLS07.certified.f_statistic)).toBeLessThan(1e-9);
    expect(relative(result.anova[1]?.ss, SMLS07.certified.within_ss)).toBeLessThan(1e-9);
  });

  it('answers bad input with a precise Chinese message and 400', async () => {
    const cases: [unknown, string | RegExp][] = [
      [{ groups: columnsOf([{ label: 'a', values: [1, 2] }]) }, /groups.*至少 2 列数据/],
      [
        {
          groups: columnsOf([
            { label: 'a', values: [1, 2] },
            { label: 'b', values: [] },
          ]),
        },
        /实际只有 0 个（组“b”）/,
      ],
      [
        {
          groups: columnsOf([
            { label: 'a', values: [3, 3] },
            { label: 'b', values: [3, 3] },
          ]),
        },
        /数据全部相同/,
      ],
      [
        {
          groups: columnsOf([
            { label: 'a', values: [1, 2] },
            { label: 'b', values: [3, '4,5'] },
          ]),
        },
        '单元格 B3 的值“4,5”不是数字',
      ],
    ];
    for (const [body, message] of cases) await refused(token, 'POST', ONE_WAY, body, failure(400, message));
  });
});

describe('POST twoFactorVarianceAnalysis/makeTwoFactorVarianceReturn', () => {
  const { A, B, y } = TOOTH.input.long;
  const body = {
    factorA: { column: 'A', name: 'supp', cells: A },
    factorB: { column: 'B', name: 'dose', cells: B.map(String) },
    response: { column: 'C', name: 'len', cells: y.map(String) },
  };

  it('reproduces R aov on ToothGrowth with interaction, levels sorted', async () => {
    const result = await ok<TwoWayAnovaDto>(token, 'POST', TWO_WAY, body);
    const expected = TOOTH.expected;
    expect(result).toMatchObject({ n: 60, replicates: 10, levelsA: ['OJ', 'VC'], levelsB: ['0.5', '1', '2'] });
    expect(result.anova.map((row) => [row.kind, row.source, row.df])).toEqual([
      ['effect', 'supp', 1],
      ['effect', 'dose', 2],
      ['interaction', 'supp×dose', 2],
      ['error', '', 54],
      ['total', '', 59],
    ]);
    expect(relative(result.anova[1]?.p, expected.anova.factor_B.p)).toBeLessThan(1e-8);
    expect(relative(result.anova[2]?.f, expected.anova.interaction_AB.f)).toBeLessThan(1e-10);
    expect(relative(result.cellMeans[1]?.[0], expected.cell_means.values[1][0])).toBeLessThan(1e-12);
  });

  it('leaves the interaction out on request, pooling it into the error', async () => {
    const result = await ok<TwoWayAnovaDto>(token, 'POST', TWO_WAY, { ...body, interaction: false });
    expect(result.anova.map((row) => row.kind)).toEqual(['effect', 'effect', 'error', 'total']);
    expect(result.anova[2]?.df).toBe(56);
  });

  it('names the cell that breaks the balance', async () => {
    const cells = y.map(String);
    cells[0] = '';
    const unbalanced = { ...body, response: { column: 'C', cells } };
    await refused(token, 'POST', TWO_WAY, unbalanced, failure(400, /试验设计不平衡.*（VC×0.5）/));
  });

  it('needs a signed-in user', async () => {
    await refused(undefined, 'POST', TWO_WAY, body, failure(401));
  });
});
