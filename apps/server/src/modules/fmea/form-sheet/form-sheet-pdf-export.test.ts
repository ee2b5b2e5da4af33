import type { ExportedWorkbook, FmeaProjectListItem } from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-app';
import { pdfPageItems } from './pdf-text.test-support';

let t: TestApp;
let zhangwei: string;
const { call, ok } = apiClient(() => t);
const API = '/qis/api/app';

beforeAll(async () => {
  t = await buildTestApp();
  zhangwei = await t.login('zhangwei', 'Quality@123');
});
afterAll(() => t?.close());

describe('GET FailureMode/ExportRiskAnalysisPdf', () => {
  it('answers the demo DFMEA form sheet as a PDF in the AIAG-VDA layout, rendered off the main thread', async () => {
    const list = await ok<{ items: FmeaProjectListItem[] }>(
      zhangwei,
      'GET',
      `${API}/ProjectAppServicecs/dFMEAProjectList?MaxResultCount=50`,
    );
    const demo = list.items.find((item) => item.projectName.includes('制动钳'));
    if (!demo) throw new Error('the demo DFMEA is missing');
    const file = await ok<ExportedWorkbook>(
      zhangwei,
      'GET',
      `${API}/FailureMode/ExportRiskAnalysisPdf?projectId=${demo.id}`,
    );
    expect(file.fileName).toBe(`${demo.projectNO}_${demo.projectName}.pdf`);
    const pages = await pdfPageItems(Buffer.from(file.contentBase64, 'base64'));
    const first = pages[0]?.join('') ?? '';
    expect(first).toContain('设计失效模式及影响分析（DFMEA）');
    expect(first).toContain(demo.projectNO);
    expect(first).toContain('结构分析（步骤二）');

    // The same chains and AP as the workbook export of the same project.
    const sheet = await ok<{ rows: Array<{ ap: string | null; apAfter: string | null }> }>(
      zhangwei,
      'GET',
      `${API}/FailureMode/DFMEAResultTables?projectId=${demo.id}`,
    );
    const rated = sheet.rows.filter((row) => row.ap).length;
    expect(rated).toBeGreaterThan(0);
    const apCells = pages.flat().filter((item) => item === 'H' || item === 'M' || item === 'L').length;
    // AP before on every rated chain, and AP after on those re-rated in step 6.
    expect(apCells).toBe(rated + sheet.rows.filter((row) => row.apAfter).length);
  });

  it('answers 404 for a project that is not there', async () => {
    const res = await call(
      zhangwei,
      'GET',
      `${API}/FailureMode/ExportRiskAnalysisPdf?projectId=00000000-0000-4000-8000-000000000000`,
    );
    expect(res.statusCode).toBe(404);
  });
});
