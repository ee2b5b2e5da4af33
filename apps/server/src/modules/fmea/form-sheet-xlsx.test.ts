import type { ExportedWorkbook, FmeaProjectListItem, FormSheetDto } from '@qis/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { fmeaClient } from './fmea-test-kit';
import { AP_COLUMN, FORM_SHEET_FIRST_ROW } from './form-sheet-xlsx';

let t: TestApp;
let zhangwei: string;
const c = fmeaClient(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  zhangwei = await t.login('zhangwei', 'Quality@123');
});
afterAll(() => t?.close());

describe('the form sheet as .xlsx', () => {
  it('opens with exceljs: header block, step groups, the AP column of the sheet, one merged block per FM', async () => {
    const list = await c.get<{ items: FmeaProjectListItem[] }>(zhangwei, 'ProjectAppServicecs/dFMEAProjectList');
    const id = list.items[0]?.id as string;
    const sheetData = await c.get<FormSheetDto>(zhangwei, `FailureMode/RiskAnalysisInfo?projectId=${id}`);
    const exported = await c.get<ExportedWorkbook>(zhangwei, `FailureMode/ExportRiskAnalysis?projectId=${id}`);
    expect(exported.fileName).toBe('DFMEA-BC-2027-001 前制动钳总成 DFMEA.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(exported.contentBase64, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('DFMEA表单');
    if (!sheet) throw new Error('no sheet');
    const text = (row: number, col: number) => String(sheet.getCell(row, col).value ?? '');
    expect(text(1, 1)).toBe('设计失效模式及影响分析（DFMEA）');
    expect(text(2, 2)).toBe('苏州恒信精密机械有限公司');
    const groups = sheet.getRow(7).values as unknown[];
    expect([...new Set(groups.filter(Boolean))]).toEqual([
      '步骤2 结构分析',
      '步骤3 功能分析',
      '步骤4 失效分析',
      '步骤5 风险分析',
      '步骤6 优化',
    ]);
    expect(text(8, AP_COLUMN)).toBe('AP');

    // Each chain starts a row (its action rows follow, merged); the AP there is the form sheet's.
    const chainStarts: number[] = [];
    const modeStarts: number[] = [];
    let row = FORM_SHEET_FIRST_ROW;
    let previousMode: string | null = null;
    for (const chain of sheetData.rows) {
      if (chain.mode.id !== previousMode) modeStarts.push(row);
      previousMode = chain.mode.id;
      chainStarts.push(row);
      row += Math.max(1, chain.actions.length);
    }
    expect(chainStarts.map((r) => text(r, AP_COLUMN))).toEqual(sheetData.rows.map((r) => r.ap ?? ''));
    // The FM column (step 4, "2. 失效模式") merges over all rows of the mode; the next mode starts a new block.
    const fmColumn = (sheet.getRow(8).values as unknown[]).indexOf('2. 失效模式（FM）');
    modeStarts.forEach((start, i) => {
      const end = (modeStarts[i + 1] ?? row) - 1;
      const mode = sheetData.rows.find((_, k) => chainStarts[k] === start)?.mode.name;
      expect(text(start, fmColumn)).toBe(mode);
      const master = sheet.getCell(start, fmColumn).address;
      if (end > start) expect(sheet.getCell(start, fmColumn).isMerged).toBe(true);
      for (let r = start + 1; r <= end; r++) expect(sheet.getCell(r, fmColumn).master.address).toBe(master);
      // The next mode's block is not part of this one.
      if (end + 1 < row) expect(sheet.getCell(end + 1, fmColumn).master.address).not.toBe(master);
    });
    // A chain with two actions spans two rows whose chain cells (O) are one merged cell.
    const twoActions = sheetData.rows.findIndex((r) => r.actions.length === 2);
    const oColumn = (sheet.getRow(8).values as unknown[]).indexOf('频度（O）');
    const start = chainStarts[twoActions] as number;
    expect(sheet.getCell(start + 1, oColumn).master.address).toBe(sheet.getCell(start, oColumn).address);
    expect(text(start, oColumn)).toBe('5');
  });
});
