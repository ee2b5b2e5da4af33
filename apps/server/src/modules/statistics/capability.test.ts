import { readFileSync } from 'node:fs';
import type { CapabilityDto } from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createToolUser, tenantIdByName } from '../../../test/factories';

const REFERENCE = new URL('../../../../../reference/stats/capability/', import.meta.url);
const fixture = (name: string) => JSON.parse(readFileSync(new URL(name, REFERENCE), 'utf8'));
const PISTON_RINGS = fixture('capability_pistonrings_subgrouped.json');
const UPPER_ONLY = fixture('capability_upper_only.json');

let t: TestApp;
let token: string;
const { ok, refused } = apiClient(() => t);
const CHART = '/qis/api/app/processCapabilityAnalysis/makeChart';

beforeAll(async () => {
  t = await buildTestApp();
  const tenantId = await tenantIdByName(t.database.db);
  await createToolUser(t.database.db, { tenantId, userName: 'pcuser', password: 'Stat@1234', name: '能力分析员' });
  token = await t.login('pcuser', 'Stat@1234');
});
afterAll(() => t?.close());

const relative = (actual: number | null | undefined, expected: number) =>
  Math.abs((actual as number) - expected) / Math.abs(expected);

/** The piston-ring subgroups as five sheet columns B–F, one subgroup per row (as typed text). */
const subgroupColumns = (subgroups: number[][] = PISTON_RINGS.input.subgroups) =>
  ['B', 'C', 'D', 'E', 'F'].map((column, j) => ({ column, cells: subgroups.map((row) => String(row[j])) }));

describe('POST processCapabilityAnalysis/makeChart', () => {
  it('reproduces the R/qcc capability of the piston-ring subgroups (R̄/d2, two-sided, with target)', async () => {
    const { LSL, USL, target } = PISTON_RINGS.input;
    const result = await ok<CapabilityDto>(token, 'POST', CHART, {
      columns: subgroupColumns(),
      lsl: LSL,
      usl: USL,
      target,
    });
    const expected = PISTON_RINGS.expected;
    expect(result.n).toBe(125);
    expect(result.within).toMatchObject({ method: 'Rbar/d2', subgroupSize: 5, subgroupCount: 25, d2: 2.326 });
    for (const [field, value] of [
      ['cp', expected.Cp],
      ['cpk', expected.Cpk],
      ['pp', expected.Pp],
      ['ppk', expected.Ppk],
      ['cpm', expected.Cpm],
    ] as const) {
      expect(relative(result.indices[field], value), field).toBeLessThan(1e-9);
    }
    expect(relative(result.ppm.expectedOverall.total, expected.expected_ppm_overall.total)).toBeLessThan(1e-9);
    expect(result.ppm.observed.total).toBe(0);
    expect(result.histogram.counts.reduce((a, b) => a + b, 0)).toBe(125);
    expect(result.normality?.pValue).toBeGreaterThan(0);
    expect(result.confidenceIntervals.cpk?.lower).toBeLessThan(result.indices.cpk);
  });

  it('reads one column as consecutive subgroups with the same result, and with exact d2 as Minitab', async () => {
    const { LSL, USL, target } = PISTON_RINGS.input;
    const cells = PISTON_RINGS.input.subgroups.flat().map(String);
    const body = { columns: [{ column: 'A', cells }], subgroupSize: 5, lsl: LSL, usl: USL, target };
    const table = await ok<CapabilityDto>(token, 'POST', CHART, body);
    expect(relative(table.indices.cpk, PISTON_RINGS.expected.Cpk)).toBeLessThan(1e-9);
    const exact = await ok<CapabilityDto>(token, 'POST', CHART, { ...body, d2: 'exact' });
    expect(relative(exact.indices.cpk, PISTON_RINGS.expected_exact_d2.Cpk)).toBeLessThan(1e-9);
  });

  it('handles individuals with an upper limit only: Cp null, Cpk = Cpu, observed PPM counted', async () => {
    const cells = UPPER_ONLY.input.data.map(String);
    const result = await ok<CapabilityDto>(token, 'POST', CHART, { columns: [{ column: 'A', cells }], usl: 2.8 });
    expect(result.within).toMatchObject({ method: 'MRbar/d2', d2: 1.128, subgroupSize: null });
    expect(result.indices.cp).toBeNull();
    expect(result.indices.cpl).toBeNull();
    expect(relative(result.indices.cpk, UPPER_ONLY.expected.Cpk)).toBeLessThan(1e-9);
    expect(relative(result.ppm.expectedWithin.total, UPPER_ONLY.expected.expected_ppm_within.total)).toBeLessThan(1e-9);
    expect(result.ppm.observed).toEqual({ belowLsl: null, aboveUsl: 100000, total: 100000 });
  });

  it('bins the histogram by a fixed width when asked', async () => {
    const cells = UPPER_ONLY.input.data.map(String);
    const result = await ok<CapabilityDto>(token, 'POST', CHART, {
      columns: [{ column: 'A', cells }],
      usl: 2.8,
      histogram: { rule: 'width', width: 0.25, start: 1 },
    });
    const widths = result.histogram.breaks.slice(1).map((b, i) => b - (result.histogram.breaks[i] as number));
    for (const width of widths) expect(width).toBeCloseTo(0.25, 12);
  });

  it('answers bad input with a precise Chinese message and 400', async () => {
    const column = (cells: string[]) => [{ column: 'C', cells }];
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ columns: column(['1.2']), usl: 2 }, '数据太少：至少需要 2 个数据，实际只有 1 个'],
      [{ columns: column(['1.2', '1.2', '1.2']), usl: 2 }, '数据全部相同（标准差为 0），无法分析'],
      [{ columns: column(['1', '2', '3']), lsl: 5, usl: 4 }, '规格下限必须小于规格上限'],
      [{ columns: column(['1', '2', '3']) }, '请至少填写规格下限或规格上限'],
      [{ columns: column(['1', '2', 'x3']), usl: 4 }, '单元格 C4 的值“x3”不是数字'],
      [{ columns: column(['1', '2', '3', '4', '5']), subgroupSize: 2, usl: 9 }, /实际只有 1 个（第 3 个子组）/],
      [{ columns: column(['1', '2', '3']), usl: 4, confidenceLevel: 0.5 }, /confidenceLevel/],
      [{ columns: column(['1', '2', '3']), usl: 4, histogram: { rule: 'width' } }, /histogram\.width.*须填写组距/],
      [{ columns: [], usl: 4 }, /至少选择 1 列数据/],
    ];
    for (const [body, message] of cases) await refused(token, 'POST', CHART, body, failure(400, message));
  });

  it('needs a signed-in user', async () => {
    await refused(undefined, 'POST', CHART, { columns: subgroupColumns(), usl: 74.05 }, failure(401));
  });
});
