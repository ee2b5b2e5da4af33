import type { ExportedWorkbook, FmeaNetDto, FmeaProjectListItem, FormSheetImportResult } from '@qis/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, business } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-app';
import { COLUMNS } from './form-sheet-layout';
import { netByNames } from './net-by-names';

let t: TestApp;
let zhangwei: string;
let lina: string;
const { call, ok, refused } = apiClient(() => t);
const API = '/qis/api/app';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  t = await buildTestApp();
  zhangwei = await t.login('zhangwei', 'Quality@123');
  lina = await t.login('lina', 'Audit@123');
});
afterAll(() => t?.close());

async function upload(bytes: Buffer, token = zhangwei): Promise<string> {
  const form = new FormData();
  form.append('fileType', '1');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: XLSX_MIME }), 'DFMEA.xlsx');
  const res = await call(token, 'POST', `${API}/Common/UploadFile`, form);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data.filePath as string;
}

async function demoProject() {
  const list = await ok<{ items: FmeaProjectListItem[] }>(
    zhangwei,
    'GET',
    `${API}/ProjectAppServicecs/dFMEAProjectList?MaxResultCount=50`,
  );
  const project = list.items.find((item) => item.projectName.includes('制动钳'));
  if (!project) throw new Error('the demo DFMEA is missing');
  return project;
}

async function emptyProject(projectNO: string) {
  const me = await ok<{ id: string }>(zhangwei, 'GET', `${API}/user/currentUserInfo`);
  const project = await ok<{ id: string; ownerId: string }>(
    zhangwei,
    'POST',
    `${API}/ProjectAppServicecs/createDFMEAProject`,
    {
      category: 2,
      projectNO,
      projectName: '导入的制动钳 DFMEA',
      customerName: '',
      modelYear: '',
      subject: '',
      startTime: '2026-11-01',
      overTime: '2027-03-31',
      ownerId: me.id,
      confidentiality: '',
      responsibility: '',
      location: '',
      team: [],
    },
  );
  return project.id;
}

const net = (projectId: string, token = zhangwei) =>
  ok<FmeaNetDto>(token, 'GET', `${API}/ProjectAppServicecs/dFMEANet?projectId=${projectId}`).then((dto) => dto.net);

async function exported(projectId: string): Promise<Buffer> {
  const file = await ok<ExportedWorkbook>(
    zhangwei,
    'GET',
    `${API}/FailureMode/ExportRiskAnalysis?projectId=${projectId}`,
  );
  expect(file.fileName).toMatch(/\.xlsx$/);
  return Buffer.from(file.contentBase64, 'base64');
}

describe('the DFMEA form sheet as a file', () => {
  it('exports the demo DFMEA with AP per chain and merged failure-mode blocks, and imports it into an empty project as the same net', async () => {
    const demo = await demoProject();
    const bytes = await exported(demo.id);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('DFMEA');
    const apColumn = COLUMNS.findIndex((c) => c.key === 'ap') + 1;
    const aps: string[] = [];
    sheet?.eachRow((row) => {
      const value = row.getCell(apColumn).value;
      if (value === 'H' || value === 'M' || value === 'L') aps.push(value);
    });
    expect(aps.length).toBeGreaterThan(0);
    expect(Object.keys((sheet as unknown as { _merges: object })._merges).length).toBeGreaterThan(0);

    const target = await emptyProject('DF-IMPORT-1');
    const filePath = await upload(bytes);
    const check = await ok<FormSheetImportResult>(
      zhangwei,
      'POST',
      `${API}/ProjectAppServicecs/checkImportDFMEAFormSheet`,
      { projectId: target, filePath },
    );
    expect(check.problems).toEqual([]);
    const result = await ok<FormSheetImportResult>(
      zhangwei,
      'POST',
      `${API}/ProjectAppServicecs/importDFMEAFormSheet`,
      { projectId: target, filePath },
    );
    const source = await net(demo.id);
    expect(result.chains).toBe(source.risks.length);
    expect(netByNames(await net(target))).toEqual(netByNames(source));
    // The project now has a structure: a second import is refused.
    const again = await call(zhangwei, 'POST', `${API}/ProjectAppServicecs/importDFMEAFormSheet`, {
      projectId: target,
      filePath: await upload(bytes),
    });
    expect(again.statusCode).toBe(400);
  });

  it('imports nothing from a sheet with a bad row, and names the row', async () => {
    const demo = await demoProject();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported(demo.id)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('DFMEA');
    if (!sheet) throw new Error('no DFMEA sheet');
    let headRow = 0;
    sheet.eachRow((row, number) => {
      if (row.getCell(COLUMNS.findIndex((c) => c.key === 'mode') + 1).value === '2. 失效模式（FM）') headRow = number;
    });
    sheet.getCell(headRow + 1, COLUMNS.findIndex((c) => c.key === 'occurrence') + 1).value = 12;
    const filePath = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    const target = await emptyProject('DF-IMPORT-2');

    const check = await ok<FormSheetImportResult>(
      zhangwei,
      'POST',
      `${API}/ProjectAppServicecs/checkImportDFMEAFormSheet`,
      { projectId: target, filePath },
    );
    expect(check.problems).toContain(`第 ${headRow + 1} 行：频度（O）须为 1–10 的整数`);
    await refused(
      () => call(zhangwei, 'POST', `${API}/ProjectAppServicecs/importDFMEAFormSheet`, { projectId: target, filePath }),
      business(/^导入失败：\d+ 处数据有误，未导入任何内容/),
    );
    expect((await net(target)).elements).toEqual([]);
  });

  it('lets only those who may edit the project import into it', async () => {
    const demo = await demoProject();
    const filePath = await upload(await exported(demo.id));
    const res = await call(lina, 'POST', `${API}/ProjectAppServicecs/importDFMEAFormSheet`, {
      projectId: demo.id,
      filePath,
    });
    expect([403]).toContain(res.statusCode);
  });
});
