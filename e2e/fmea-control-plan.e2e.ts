/**
 * The PFMEA's control plan and its loop to SPC (issue 16 items 4–5): a small PFMEA built through the API, its control
 * plan generated in the browser, a method edited in place, the .xlsx exported and read back, the PDF exported, a
 * special characteristic linked to a control chart of the old seven tools, its Cpk beside the occurrence rating in the
 * risk view (with the warning for Cpk < 1.33 while O ≤ 3) equal to the control chart page's, and a regeneration after
 * the PFMEA changed that keeps the edit.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { inSession, screenshot, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { usePlatformAndBrowser } from './support/suite';

const TEST_TIMEOUT_MS = 600_000;
const env = usePlatformAndBrowser();
const STABLE = [54.012, 54.015, 54.011, 54.018, 54.014, 54.016, 54.013, 54.019, 54.012, 54.017, 54.015];
const DIAMETERS = [...STABLE, ...STABLE, 54.021];

async function openNode(page: Page, node: string) {
  await page.getByTestId(`fmea-node-${node}`).click();
  await page.getByTestId(`fmea-screen-${node}`).waitFor();
}

async function closeChanges(page: Page) {
  const dialog = page.locator('.ant-modal-wrap:visible');
  await dialog.getByRole('button', { name: /知\s*道\s*了|确\s*定|OK/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function download(page: Page, testId: string, dir: string): Promise<string> {
  const pending = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const saved = await pending;
  const file = path.join(dir, saved.suggestedFilename());
  await saved.saveAs(file);
  return file;
}

describe('PFMEA control plan', () => {
  test(
    'generated, edited, exported, linked to a control chart, its Cpk beside O',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'fmea-control-plan', async ({ page }) => {
        await page.setViewportSize({ width: 1600, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
        await page.goto('/createPFMEA');
        await page.getByTestId('fmea-field-projectNO').fill('PF-CP-E2E');
        await page.getByTestId('fmea-field-projectName').fill('钳体机加工 控制计划');
        await page.getByTestId('fmea-create-submit').click();
        await page.waitForURL(/\/ProjectPFMEA\//);
        const projectId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
        const token = await tokenOf(page);
        const api = <T>(method: 'GET' | 'POST', route: string, body?: Record<string, unknown>) =>
          callApi<T>(baseUrl, token, method, route, body && { projectId, ...body });

        // The PFMEA: one process item, two steps with their 4M, a CC product characteristic and its chain rated O 2.
        const element = (body: Record<string, unknown>) =>
          api<{ id: string }>('POST', '/pFPartsRelation/OrEditPartsRelation', body);
        const item = await element({ parentId: null, type: 'processItem', name: '钳体机加工', number: 'BC-1000' });
        const boring = await element({ parentId: item.id, type: 'processStep', name: '精镗缸孔', number: '20' });
        const washing = await element({ parentId: item.id, type: 'processStep', name: '清洗', number: '30' });
        const cnc = await element({
          parentId: boring.id,
          type: 'workElement',
          name: '数控镗床',
          workElementCategory: 'machine',
        });
        await element({
          parentId: boring.id,
          type: 'workElement',
          name: '气动量仪',
          workElementCategory: 'measurement',
        });
        const fn = (elementId: string, name: string, requirement: string, specialCharacteristic: 'CC' | 'SC' | null) =>
          api<{ id: string }>('POST', '/pFFunctionRelationAppServices/OrEditFunction', {
            elementId,
            name,
            requirement,
            specialCharacteristic,
          });
        const fItem = await fn(item.id, '提供合格钳体', '', null);
        const fBore = await fn(boring.id, '缸孔直径', 'Φ54 +0.025/0', 'CC');
        const fSpindle = await fn(cnc.id, '主轴转速', '1200±50 rpm', null);
        await fn(washing.id, '清洁度', '残留物 ≤ 2 mg', null);
        const failure = (route: string, functionId: string, body: Record<string, unknown>) =>
          api<{ failure: { id: string } }>('POST', route, { functionId, ...body }).then((r) => r.failure);
        const fe = await failure('/pFFailureEffect/OrEditFailureEffect', fItem.id, { name: '活塞卡滞', severity: 8 });
        const fm = await failure('/pFFailureMode/EditFailure', fBore.id, { type: 'FM', name: '缸孔直径超差' });
        const fc = await failure('/pFFailureMode/EditFailure', fSpindle.id, { type: 'FC', name: '主轴转速漂移' });
        await api('POST', '/pFFunctionalFailureMatrix/FailureRelation', { causeId: fm.id, effectId: fe.id });
        const chain = await api<{ risk: { version: number } }>('POST', '/pFFunctionalFailureMatrix/FailureRelation', {
          causeId: fc.id,
          effectId: fm.id,
        });
        await api('POST', '/pFRelationMeasure/OrEditRelationMeasure', {
          modeId: fm.id,
          causeId: fc.id,
          version: chain.risk.version,
          preventionControls: '主轴定期点检',
          occurrence: 2,
          detectionControls: '100% 气动量仪检测',
          detection: 4,
          specialCharacteristic: null,
          filterCode: '',
          remarks: '',
        });

        // The shop floor's control chart of the bore diameter: an I-MR chart with the specification limits.
        const dataFile = await callApi<{ id: string }>(baseUrl, token, 'POST', '/folders/creatOrEditFiles', {
          name: '缸孔直径测量',
          folderId: null,
          space: 'oldTools',
        });
        await callApi(baseUrl, token, 'POST', '/mSData/saveData', {
          id: dataFile.id,
          columns: [{ name: '直径', cells: DIAMETERS.map(String) }],
          version: 1,
          space: 'oldTools',
        });
        const chart = await callApi<{ id: string }>(baseUrl, token, 'POST', '/folders/creatOrEditFiles', {
          name: '缸孔直径 I-MR',
          folderId: null,
          kind: 'controlChart',
          dataFileId: dataFile.id,
          settings: { dataFileId: dataFile.id, chartType: 'imr', columns: [0], lsl: 54.0, usl: 54.025 },
          space: 'oldTools',
        });

        // Generate the control plan in the browser.
        await page.reload();
        await openNode(page, 'controlPlan');
        await page.getByTestId('cp-generate').click();
        await waitForText(page.getByTestId('cp-changes'), /新增 3 条/);
        await screenshot(page, 'cp-generated-changes');
        await closeChanges(page);
        const line = (n: number) => page.getByTestId(`cp-line-${n}`);
        await waitForText(line(1), /20\s*精镗缸孔\s*数控镗床\s*1\s*缸孔直径/);
        await waitForText(line(1), /CC/);
        await waitForText(line(1), /预防：主轴定期点检/);

        // Edit the sample size and frequency in place.
        await line(1).getByTestId('cp-sampleSize').click();
        await line(1).getByTestId('cp-sampleSize-input').fill('5 件');
        await line(1).getByTestId('cp-frequency').click();
        await waitForText(line(1).getByTestId('cp-sampleSize'), '5 件');
        await line(1).getByTestId('cp-frequency-input').fill('每 2 小时');
        await line(1).getByTestId('cp-reactionPlan').click();
        await waitForText(line(1).getByTestId('cp-frequency'), '每 2 小时');
        await page.keyboard.press('Escape');
        await page.getByTestId('cp-summary').click();
        assert.equal(await line(1).getByTestId('cp-sampleSize').getAttribute('data-edited'), 'true');

        // Export .xlsx and read it back; export the PDF.
        const dir = mkdtempSync(path.join(tmpdir(), 'qis-cp-e2e-'));
        const xlsx = await download(page, 'cp-export', dir);
        assert.match(path.basename(xlsx), /^CP-PF-CP-E2E_.*控制计划\.xlsx$/);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(readFileSync(xlsx) as unknown as ArrayBuffer);
        const sheet = workbook.getWorksheet('控制计划');
        assert.ok(sheet, 'the workbook has the control plan sheet');
        const cell = (row: number, column: number) => String(sheet.getCell(row, column).value ?? '');
        assert.match(cell(2, 1), /■ 生产/);
        assert.equal(cell(3, 2), 'CP-PF-CP-E2E');
        assert.deepEqual(
          [1, 2, 3, 4, 5, 7, 8, 10, 11].map((column) => cell(10, column)),
          ['20', '精镗缸孔', '数控镗床', '1', '缸孔直径', 'CC', 'Φ54 +0.025/0', '5 件', '每 2 小时'],
        );
        assert.equal(cell(12, 1), '30');
        assert.equal(cell(12, 5), '清洁度');
        const pdf = await download(page, 'cp-export-pdf', dir);
        assert.equal(readFileSync(pdf).subarray(0, 5).toString(), '%PDF-');

        // Link the CC characteristic to the control chart: its Cpk shows beside the chains' lowest O.
        await line(1).getByTestId('cp-link').click();
        await page.getByTestId('cp-chart-缸孔直径 I-MR').click();
        await page.locator('#cp-link-ok').click();
        await waitForText(line(1).getByTestId('spc-cpk'), /Cpk \d+\.\d\d/);
        const planCpk = ((await line(1).getByTestId('spc-cpk').textContent()) ?? '').match(/Cpk (\d+\.\d\d)/)?.[1];
        assert.equal(await line(1).getByTestId('spc-cpk').getAttribute('data-warning'), 'true');
        await screenshot(page, 'cp-linked');

        // The PFMEA changes: a new SC characteristic; regenerating adds it and keeps the edited sample size.
        await fn(boring.id, '缸孔圆柱度', '≤ 0.01', 'SC');
        await page.reload();
        await openNode(page, 'controlPlan');
        await page.getByTestId('cp-stale').waitFor();
        await page.getByTestId('cp-generate').click();
        await waitForText(page.getByTestId('cp-changes'), /新增 1 条/);
        await waitForText(page.getByTestId('cp-changes'), /缸孔圆柱度/);
        await closeChanges(page);
        await waitForText(line(4), /缸孔圆柱度/);
        await waitForText(line(1).getByTestId('cp-sampleSize'), '5 件');
        await screenshot(page, 'cp-regenerated');

        // The risk view: the chain's O with the measured Cpk and the warning (Cpk < 1.33 while O ≤ 3).
        await openNode(page, 'riskAnalysis');
        const badge = page.getByTestId('spc-cpk').first();
        await waitForText(badge, new RegExp(`Cpk ${planCpk}`));
        assert.equal(await badge.getAttribute('data-warning'), 'true');
        await badge.hover();
        await waitForText(page.locator('.ant-tooltip:visible'), /Cpk < 1\.33 而 O ≤ 3/);
        await screenshot(page, 'cp-risk-cpk');

        // The control chart page shows the same Cpk.
        await page.goto(`/myOldTools/controlChart/${chart.id}`);
        await page.getByTestId('cc-analyse').click();
        await waitForText(page.getByTestId('cc-cpk'), new RegExp(`^${planCpk}$`));
        await screenshot(page, 'cp-chart-page-cpk');
      });
    },
  );
});
