import { readFileSync } from 'node:fs';
import type { OrthogonalAnalysisDto, OrthogonalDesignDto } from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createToolUser, tenantIdByName } from '../../../test/factories';

const REFERENCE = new URL('../../../../../reference/stats/orthogonal/', import.meta.url);
const L9 = JSON.parse(readFileSync(new URL('orthogonal_L9_3factors_yield.json', REFERENCE), 'utf8'));

let t: TestApp;
let token: string;
const { ok, refused } = apiClient(() => t);
const DESIGN = '/qis/api/app/orthogonalExperiment/make';
const ANALYSIS = '/qis/api/app/orthogonalExperiment/makeOEDataAnalysis';

beforeAll(async () => {
  t = await buildTestApp();
  const tenantId = await tenantIdByName(t.database.db);
  await createToolUser(t.database.db, { tenantId, userName: 'oeuser', password: 'Stat@1234', name: '试验员' });
  token = await t.login('oeuser', 'Stat@1234');
});
afterAll(() => t?.close());

const yields = (cells: (string | number | null)[] = L9.input.y.map(String)) => ({
  array: 'L9',
  assignment: ['A', 'B', 'C', null],
  results: [{ column: 'E', cells }],
});

describe('POST orthogonalExperiment/make (design)', () => {
  it('picks the smallest array for three 3-level factors and lists every run with its level labels', async () => {
    const design = await ok<OrthogonalDesignDto>(token, 'POST', DESIGN, {
      factors: [
        { name: '温度', levels: ['80℃', '85℃', '90℃'] },
        { name: '时间', levels: ['90min', '120min', '150min'] },
        { name: '用碱量', levels: ['5%', '6%', '7%'] },
      ],
    });
    expect(design).toMatchObject({
      array: 'L9',
      notation: 'L9(3^4)',
      runs: 9,
      assignment: ['温度', '时间', '用碱量', null],
    });
    expect(design.matrix).toEqual(L9.input.matrix);
    expect(design.runsTable[3]).toEqual(['85℃', '90min', '6%']);
  });

  it('keeps two-level main effects clear of two-factor interactions in L8 (columns 1, 2, 4, 7)', async () => {
    const factors = ['A', 'B', 'C', 'D'].map((name) => ({ name, levels: ['低', '高'] }));
    const design = await ok<OrthogonalDesignDto>(token, 'POST', DESIGN, { factors });
    expect(design.assignment).toEqual(['A', 'B', null, 'C', null, null, 'D']);
  });

  it('uses L18 for one two-level and several three-level factors', async () => {
    const factors = [
      { name: 'A', levels: ['1', '2'] },
      ...['B', 'C', 'D'].map((name) => ({ name, levels: ['1', '2', '3'] })),
    ];
    expect(await ok(token, 'POST', DESIGN, { factors })).toMatchObject({ array: 'L18', runs: 18 });
  });

  it('uses L8(4×2^4) for one four-level factor with two-level ones, and L16(4^5) when chosen', async () => {
    const factors = [
      { name: '刀具', levels: ['T1', 'T2', 'T3', 'T4'] },
      ...['冷却', '夹紧'].map((name) => ({ name, levels: ['否', '是'] })),
    ];
    const design = await ok<OrthogonalDesignDto>(token, 'POST', DESIGN, { factors });
    expect(design).toMatchObject({ array: 'L8(4×2^4)', notation: 'L8(4^1×2^4)', runs: 8 });
    expect(design.matrix.map((row) => row[0])).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect(design.runsTable[0]?.slice(0, 1)).toEqual(['T1']);
    const fourLevels = ['A', 'B'].map((name) => ({ name, levels: ['1', '2', '3', '4'] }));
    const chosen = await ok<OrthogonalDesignDto>(token, 'POST', DESIGN, { factors: fourLevels, array: 'L16(4^5)' });
    expect(chosen).toMatchObject({ array: 'L16(4^5)', runs: 16 });
  });

  it('refuses factors no array holds, a chosen array too small, and bad factors, with 400', async () => {
    const sixLevels = [{ name: 'A', levels: ['1', '2', '3', '4', '5', '6'] }];
    await refused(token, 'POST', DESIGN, { factors: sixLevels }, failure(400, /factors\.0\.levels/));
    const fourThreeLevel = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, levels: ['1', '2', '3'] }));
    await refused(token, 'POST', DESIGN, { factors: fourThreeLevel, array: 'L9' }, failure(400, /L9\(3\^4\) 容纳不下/));
    const twice = [
      { name: 'A', levels: ['1', '2'] },
      { name: 'A', levels: ['1', '2'] },
    ];
    await refused(token, 'POST', DESIGN, { factors: twice }, failure(400, /因素名称不能重复/));
    await refused(token, 'POST', DESIGN, { factors: [] }, failure(400, /至少需要 1 个因素/));
  });
});

describe('POST orthogonalExperiment/makeOEDataAnalysis', () => {
  it('reproduces the reference range analysis and ANOVA of the L9 yield experiment', async () => {
    const result = await ok<OrthogonalAnalysisDto>(token, 'POST', ANALYSIS, yields());
    const expected = L9.expected;
    expect(result).toMatchObject({ total: expected.T, grandMean: expected.grand_mean, runs: 9, replicates: 1 });
    expect(result.columns.map((c) => c.K)).toEqual(expected.columns.map((c: { K: number[] }) => c.K));
    expect(result.columns.map((c) => c.bestLevel)).toEqual([3, 2, 2, null]);
    expect(result.rankingByRange).toEqual(expected.ranking_by_range);
    expect(result.optimalCombination).toEqual(expected.optimal_combination_larger_is_better);
    expect(result.errorColumns).toEqual([4]);
    const factorA = result.anova[0];
    expect(factorA).toMatchObject({ kind: 'effect', source: 'A', df: 2, ss: 618, ms: 309 });
    expect(factorA?.f).toBeCloseTo(expected.anova.factors[0].f, 12);
    expect(factorA?.p).toBeCloseTo(expected.anova.factors[0].p, 12);
    expect(result.anova.at(-2)).toMatchObject({ kind: 'error', df: 2, ss: 18, ms: 9 });
    expect(result.anova.at(-1)).toMatchObject({ kind: 'total', df: 8, ss: 984 });
    expect(result.signalToNoise).toBeNull();
  });

  it('analyses replicates with signal-to-noise ratios, and smaller-is-better', async () => {
    const second = L9.input.y.map((y: number) => String(y + 1.5));
    const result = await ok<OrthogonalAnalysisDto>(token, 'POST', ANALYSIS, {
      ...yields(),
      results: [...yields().results, { column: 'F', cells: second }],
      goal: 'smaller',
    });
    expect(result.replicates).toBe(2);
    expect(result.columns[0]?.bestLevel).toBe(1);
    expect(result.signalToNoise?.ratios).toHaveLength(9);
    expect(result.signalToNoise?.rankingByRange).toHaveLength(3);
  });

  it('names the cell of a result that is not a number, or missing, or beyond the last run', async () => {
    const bad = L9.input.y.map(String);
    bad[4] = '4九';
    await refused(token, 'POST', ANALYSIS, yields(bad), failure(400, '单元格 E6 的值“4九”不是数字'));
    const missing = L9.input.y.map(String);
    missing[2] = ' ';
    await refused(token, 'POST', ANALYSIS, yields(missing), failure(400, '第 3 次试验缺少结果（单元格 E4 为空）'));
    await refused(
      token,
      'POST',
      ANALYSIS,
      yields([...L9.input.y.map(String), '70']),
      failure(400, /多于 9 次试验（单元格 E11）/),
    );
  });

  it('refuses an unknown array, too many columns and nominal-the-best without a target', async () => {
    await refused(token, 'POST', ANALYSIS, { ...yields(), array: 'L7' }, failure(400, /array/));
    await refused(
      token,
      'POST',
      ANALYSIS,
      { ...yields(), assignment: ['A', 'B', 'C', 'D', 'E'] },
      failure(400, /只有 4 列/),
    );
    await refused(token, 'POST', ANALYSIS, { ...yields(), goal: 'nominal' }, failure(400, /目标值/));
  });

  it('needs a signed-in user', async () => {
    await refused(undefined, 'POST', ANALYSIS, yields(), failure(401));
  });
});
