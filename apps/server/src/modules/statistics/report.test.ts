import { readFileSync } from 'node:fs';
import type { CapabilityDto, ExportedWorkbook } from '@qis/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createToolUser, tenantIdByName } from '../../../test/factories';

const REFERENCE = new URL('../../../../../reference/stats/', import.meta.url);
const fixture = (name: string) => JSON.parse(readFileSync(new URL(name, REFERENCE), 'utf8'));
const PISTON_RINGS = fixture('capability/capability_pistonrings_subgrouped.json');
const PLANT_GROWTH = fixture('anova_oneway/anova1_PlantGrowth.json');
const TOOTH = fixture('anova_twoway/anova2_ToothGrowth_replicated.json');
const CARS = fixture('regression/linreg_cars.json');
const L9 = fixture('orthogonal/orthogonal_L9_3factors_yield.json');
/** A 1×1 PNG, as the page's chart export would send it. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let t: TestApp;
let token: string;
const { ok, refused } = apiClient(() => t);
const REPORT = '/qis/api/app/mathematicalStatistics/exportReport';
const CHART = '/qis/api/app/processCapabilityAnalysis/makeChart';

beforeAll(async () => {
  t = await buildTestApp();
  const tenantId = await tenantIdByName(t.database.db);
  await createToolUser(t.database.db, { tenantId, userName: 'rpuser', password: 'Stat@1234', name: '报告用户' });
  token = await t.login('rpuser', 'Stat@1234');
});
afterAll(() => t?.close());

const text = (values: (string | number)[]) => values.map(String);
const capabilityInput = {
  columns: ['B', 'C', 'D', 'E', 'F'].map((column, j) => ({
    column,
    cells: PISTON_RINGS.input.subgroups.map((row: number[]) => String(row[j])),
  })),
  lsl: PISTON_RINGS.input.LSL,
  usl: PISTON_RINGS.input.USL,
  target: PISTON_RINGS.input.target,
};

async function workbookOf(exported: ExportedWorkbook) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(exported.contentBase64, 'base64') as unknown as ArrayBuffer);
  return workbook;
}

/** Column A's texts and the row of a label on the report sheet. */
function rowOf(sheet: ExcelJS.Worksheet, label: string): ExcelJS.Row | undefined {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (!found && row.getCell(1).value === label) found = row;
  });
  return found;
}

describe('POST mathematicalStatistics/exportReport', () => {
  it('writes the capability report: the same figures as the analysis at full precision, and the page charts', async () => {
    const analysis = await ok<CapabilityDto>(token, 'POST', CHART, capabilityInput);
    const exported = await ok<ExportedWorkbook>(token, 'POST', REPORT, {
      kind: 'capability',
      title: '活塞环能力分析',
      input: capabilityInput,
      decimals: 3,
      charts: [{ title: '能力直方图', png: PNG }],
    });
    expect(exported.fileName).toBe('活塞环能力分析.xlsx');
    const workbook = await workbookOf(exported);
    const sheet = workbook.getWorksheet('分析报告') as ExcelJS.Worksheet;
    const cpk = rowOf(sheet, 'Cpk');
    expect(cpk?.getCell(2).value).toBe(analysis.indices.cpk);
    expect(cpk?.getCell(2).numFmt).toBe('0.000');
    expect(rowOf(sheet, '样本量')?.getCell(2).value).toBe(125);
    expect(workbook.getWorksheet('图表')?.getImages()).toHaveLength(1);
  });

  it('writes a report for every analysis', async () => {
    const letters = 'ABCDEFG';
    const cases = [
      {
        kind: 'regression',
        input: {
          x: { column: 'A', cells: text(CARS.input.x) },
          y: { column: 'B', cells: text(CARS.input.y) },
          predictAt: [10],
        },
        label: '常量',
      },
      {
        kind: 'oneWayAnova',
        input: {
          groups: PLANT_GROWTH.input.groups.map((g: { label: string; values: number[] }, i: number) => ({
            column: letters[i],
            name: g.label,
            cells: text(g.values),
          })),
        },
        label: 'trt2 − trt1',
      },
      {
        kind: 'twoWayAnova',
        input: {
          factorA: { column: 'A', name: 'supp', cells: TOOTH.input.long.A },
          factorB: { column: 'B', name: 'dose', cells: text(TOOTH.input.long.B) },
          response: { column: 'C', cells: text(TOOTH.input.long.y) },
        },
        label: 'supp',
      },
      {
        kind: 'orthogonal',
        input: { array: 'L9', assignment: ['A', 'B', 'C', null], results: [{ column: 'E', cells: text(L9.input.y) }] },
        label: '极差分析',
      },
    ];
    for (const { kind, input, label } of cases) {
      const exported = await ok<ExportedWorkbook>(token, 'POST', REPORT, { kind, title: kind, input });
      const sheet = (await workbookOf(exported)).getWorksheet('分析报告') as ExcelJS.Worksheet;
      expect(rowOf(sheet, label), `${kind}: ${label}`).toBeDefined();
      expect(rowOf(sheet, '方差分析'), kind).toBeDefined();
    }
  });

  it('refuses bad input with 400 naming the field, as the analysis itself does', async () => {
    await refused(token, 'POST', REPORT, { kind: 'pareto', title: 'x', input: {} }, failure(400, /kind/));
    await refused(
      token,
      'POST',
      REPORT,
      { kind: 'capability', title: '', input: capabilityInput },
      failure(400, /title.*报告名称不能为空/),
    );
    const bad = { ...capabilityInput, lsl: 80, usl: 70 };
    await refused(
      token,
      'POST',
      REPORT,
      { kind: 'capability', title: 'x', input: bad },
      failure(400, '规格下限必须小于规格上限'),
    );
  });

  it('needs a signed-in user', async () => {
    await refused(undefined, 'POST', REPORT, { kind: 'capability', title: 'x', input: capabilityInput }, failure(401));
  });
});
