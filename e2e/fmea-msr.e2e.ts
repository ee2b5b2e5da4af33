/**
 * FMEA-MSR on the shared FMEA model (issue 17): an MSR analysis of an electric parking brake (EPB) created on
 * /createFmeaPage → /createFMEAMSR, its page /ProjectFMEAMSR/{id} with the ten MSR task nodes, a structure built in
 * the tree, functions and a failure chain through the MSR's calls, then the chain rated in the MSR risk view: the
 * rationale for F, F, the diagnostic monitor, the system response, the mitigated effect and its severity, and M —
 * AP changes as M changes, and at M = 1 the mitigated severity enters the MSR table (shown). The form sheet exported as
 * .xlsx has the MSR layout; a monitoring action in step 6. /myFMEAMSRList redirects to /myFMEAMSRProject.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { chooseOption, inSession, screenshot, waitForPath, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { usePlatformAndBrowser } from './support/suite';

const TEST_TIMEOUT_MS = 600_000;
const env = usePlatformAndBrowser();

const okButton = (page: Page) => page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定|OK/ });

async function openNode(page: Page, node: string) {
  await page.getByTestId(`fmea-node-${node}`).click();
  await page.getByTestId(`fmea-screen-${node}`).waitFor();
}

/** A rating of the sheet picked from the keyboard: its picker opened, the number typed, Enter. */
async function rate(page: Page, picker: Locator, rating: number) {
  await picker.click();
  await page.keyboard.type(String(rating));
  await page.keyboard.press('Enter');
  await waitForText(picker, String(rating));
}

/** A chain's risk saved (MSRRelationMeasure/OrEditMSRRelationMeasure answered). */
const riskSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/MSRRelationMeasure/OrEditMSRRelationMeasure'));

/** A rating of the sheet picked, its save answered. */
async function rateSaved(page: Page, picker: Locator, rating: number) {
  const saved = riskSaved(page);
  await rate(page, picker, rating);
  await saved;
}

/** A text cell of the sheet typed in place and committed with Enter, its save answered. */
async function typeCell(page: Page, cell: Locator, text: string) {
  await cell.click();
  await cell.fill(text);
  const saved = riskSaved(page);
  await cell.press('Enter');
  await saved;
}

/** The exported MSR form sheet read with exceljs: the handbook's MSR step 5 heads, and the chain with AP L. */
async function checkExportedSheet(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet('FMEA-MSR');
  assert.ok(sheet, 'the workbook has an FMEA-MSR sheet');
  let heads: string[] = [];
  let chainRow: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    const texts = (row.values as unknown[]).map((value) =>
      value === null || value === undefined ? '' : String(value),
    );
    if (texts.includes('频率评级理由')) heads = texts;
    else if (heads.length > 0 && texts.includes('电机卡滞')) chainRow ??= row;
  });
  for (const head of [
    '频率评级理由',
    '频率（F）',
    '当前诊断监视',
    '当前系统响应',
    '系统响应后最严重的失效影响',
    '监视与系统响应后的严重度',
    '监视（M）',
    'MSR 措施优先级（AP）',
  ]) {
    assert.ok(heads.includes(head), `the sheet has the head ${head}`);
  }
  assert.ok(chainRow, 'the chain 驻车夹紧力不足 ← 电机卡滞 is a row of the sheet');
  const column = (head: string) => heads.indexOf(head);
  assert.equal(chainRow.getCell(column('MSR 措施优先级（AP）')).value, 'L');
  assert.equal(chainRow.getCell(column('监视（M）')).value, 1);
  assert.equal(chainRow.getCell(column('当前系统响应')).value, '点亮驻车故障灯，由 ESC 液压保持车辆');
}

describe('FMEA-MSR', () => {
  test(
    'an EPB MSR analysis: a cause with a diagnostic monitor and a system response, AP as M changes, the form exported',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'fmea-msr', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });

        await page.goto('/createFmeaPage');
        await page.getByTestId('fmea-create-kind-2').click();
        await page.waitForURL(/\/createFMEAMSR$/);
        await page.getByTestId('fmea-field-projectNO').fill('MSR-E2E-001');
        await page.getByTestId('fmea-field-projectName').fill('电子驻车制动器 EPB FMEA-MSR');
        await page.getByTestId('fmea-create-submit').click();
        await page.waitForURL(/\/ProjectFMEAMSR\//);
        const projectId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
        await waitForText(page.getByTestId('fmea-project-title'), '电子驻车制动器 EPB FMEA-MSR');
        await waitForText(
          page.getByTestId('fmea-node-nav'),
          /项目信息.*物料清单.*结构树.*边界图.*接口分析.*功能清单.*功能失效矩阵.*失效分析.*风险分析.*优化.*结果/,
        );
        const nav = await page.getByTestId('fmea-node-nav').innerText();
        assert.doesNotMatch(nav, /P图|DVP/, 'an MSR has no P-diagram and no DVP&R');

        // Step 2 in the tree: vehicle brake system → EPB → caliper motor.
        await openNode(page, 'structureTree');
        await page.getByTestId('fmea-tree-add-root').click();
        await page.getByTestId('fmea-element-name').fill('整车制动系统');
        await okButton(page).click();
        const node = (name: string) => page.locator(`[data-testid=fmea-tree-node][data-name="${name}"]`);
        await node('整车制动系统').waitFor();
        for (const [parent, name] of [
          ['整车制动系统', '电子驻车制动器 EPB'],
          ['电子驻车制动器 EPB', '卡钳电机'],
        ] as const) {
          await node(parent).getByTestId('fmea-tree-add-child').click();
          await page.getByTestId('fmea-element-name').fill(name);
          await okButton(page).click();
          await node(name).waitFor();
        }
        await screenshot(page, 'msr-nav-structure');

        // The product-structure nodes read and write through the MSR's own calls (a DFMEA path would be refused).
        await openNode(page, 'interfaceAnalysis');
        const interfaceForm = page.getByTestId('fmea-interface-form');
        await chooseOption(page, interfaceForm.getByTestId('fmea-interface-from'), '电子驻车制动器 EPB');
        await chooseOption(page, interfaceForm.getByTestId('fmea-interface-to'), '卡钳电机');
        await page.getByTestId('fmea-interface-add').click();
        await waitForText(page.getByTestId('fmea-interfaces'), /电子驻车制动器 EPB\s*↔\s*卡钳电机/);
        await openNode(page, 'boundaryDiagram');
        await openNode(page, 'bom');
        assert.equal(await page.locator('.ant-message-error').count(), 0, 'no call of the MSR nodes was refused');

        // Functions and the failure chain through the MSR's calls (the DFMEA's screens make them the same way).
        const token = await tokenOf(page);
        const net = await callApi<{ net: { elements: { id: string; name: string }[] } }>(
          baseUrl,
          token,
          'GET',
          `/MSRPartsRelation/MSRPartsRelationList?projectId=${projectId}`,
        );
        const elementId = (name: string) => net.net.elements.find((e) => e.name === name)?.id as string;
        const fn = (name: string, element: string) =>
          callApi<{ id: string }>(baseUrl, token, 'POST', '/MSRFunctionRelation/OrEditMSRFunctionRelation', {
            projectId,
            elementId: elementId(element),
            name,
          });
        const fSystem = await fn('车辆在 30% 坡道上保持静止', '整车制动系统');
        const fEpb = await fn('按驾驶员指令施加驻车夹紧力', '电子驻车制动器 EPB');
        const fMotor = await fn('输出额定扭矩', '卡钳电机');
        const failure = (path: string, functionId: string, body: Record<string, unknown>) =>
          callApi<{ failure: { id: string } }>(baseUrl, token, 'POST', path, { projectId, functionId, ...body }).then(
            (r) => r.failure,
          );
        const fe = await failure('/MSRFailureEffect/OrEditMSRFailureEffect', fSystem.id, {
          name: '车辆在坡道上溜车',
          severity: 10,
        });
        const fm = await failure('/MSRFailureMode/EditFailure', fEpb.id, { type: 'FM', name: '驻车夹紧力不足' });
        const fc = await failure('/MSRFailureCause/OrEditMSRFailureCause', fMotor.id, { type: 'FC', name: '电机卡滞' });
        const link = (causeId: string, effectId: string) =>
          callApi(baseUrl, token, 'POST', '/MSRFunctionalFailureMatrix/FailureRelation', {
            projectId,
            causeId,
            effectId,
          });
        await link(fm.id, fe.id);
        await link(fc.id, fm.id);

        // Step 5, MSR: the cause's rationale for F, F, its diagnostic monitor and the system response.
        await page.reload();
        await openNode(page, 'riskAnalysis');
        await waitForText(page.getByTestId('sheet-summary'), /1 条失效链/);
        await waitForText(page.getByTestId('form-sheet'), /频率评级理由.*频率（F）.*当前诊断监视.*当前系统响应/s);
        await waitForText(page.getByTestId('sheet-hint'), /M=1/);
        const chain = page.locator('[data-chain="驻车夹紧力不足|电机卡滞"]');
        await typeCell(page, chain.getByTestId('sheet-pc'), '电机寿命试验 30 万次，现场同类电机失效极少');
        await rateSaved(page, chain.getByTestId('sheet-o'), 4);
        await typeCell(page, chain.getByTestId('sheet-dc'), '电机电流与霍尔信号持续监视，100 ms 内识别卡滞');
        await typeCell(page, chain.getByTestId('sheet-response'), '点亮驻车故障灯，由 ESC 液压保持车辆');
        await typeCell(page, chain.getByTestId('sheet-mitigated'), '驻车功能降级，驾驶员收到警告');
        await rateSaved(page, chain.getByTestId('sheet-ms'), 4);
        // M 2: the original S 10 enters the MSR table → (10, 4, 2) H.
        await rateSaved(page, chain.getByTestId('sheet-d'), 2);
        await waitForText(chain.getByTestId('sheet-ap'), 'H');
        assert.equal(await chain.getByTestId('sheet-ap-mitigated').count(), 0);
        await screenshot(page, 'msr-risk-m2');
        // M 1 (monitoring and response fully effective): the mitigated severity 4 enters → (4, 4, 1) L.
        await rateSaved(page, chain.getByTestId('sheet-d'), 1);
        await waitForText(chain.getByTestId('sheet-ap'), 'L');
        await waitForText(chain.getByTestId('sheet-ap-mitigated'), '响应后S4');
        assert.equal(
          await chain.getByTestId('sheet-ap-mitigated').getAttribute('title'),
          'AP 按系统响应后的严重度 4 计算（M=1）',
        );
        // The server agrees once the saves have landed.
        await waitForSaved(baseUrl, token, projectId);
        await screenshot(page, 'msr-risk-m1');
        // The MSR step 5 columns from the start: rationale for F, F, the diagnostic monitor, the system response.
        await page.getByTestId('form-sheet').evaluate((sheet) => {
          sheet.scrollLeft = 1000;
        });
        await screenshot(page, 'msr-risk-columns');

        // The form sheet exported in the MSR layout.
        const download = page.waitForEvent('download');
        await page.getByTestId('fmea-sheet-export').click();
        const saved = await download;
        const exportedPath = path.join(mkdtempSync(path.join(tmpdir(), 'qis-msr-e2e-')), saved.suggestedFilename());
        await saved.saveAs(exportedPath);
        await checkExportedSheet(exportedPath);

        // Step 6: a monitoring action on the chain, M after 1 with the severity after.
        await chain.getByTestId('sheet-actions').click();
        await page.getByTestId('fmea-screen-optimization').waitFor();
        await page.getByTestId('fmea-opt-ap-mitigated').waitFor();
        await page.getByTestId('fmea-action-add').click();
        await chooseOption(page, page.getByTestId('fmea-action-type'), '监视措施');
        await page.getByTestId('fmea-action-description').fill('增加电机堵转电流诊断');
        await page.getByTestId('fmea-action-ok').click();
        await waitForText(page.getByTestId('fmea-actions'), /监视措施.*增加电机堵转电流诊断/);
        await rate(page, page.getByTestId('fmea-after-o'), 2);
        await waitForText(page.getByTestId('fmea-after-ap'), 'L');
        await screenshot(page, 'msr-optimization');
        await openNode(page, 'results');
        await waitForText(page.getByTestId('fmea-screen-results'), /措施前 AP/);
        await screenshot(page, 'msr-results');

        await page.goto('/myFMEAMSRList?type=3');
        await waitForPath(page, '/myFMEAMSRProject');
        assert.equal(new URL(page.url()).search, '?type=3');
        await page.goto('/myFMEAMSRProject');
        await waitForText(page.locator('.ant-table-tbody'), /MSR-E2E-001 电子驻车制动器 EPB FMEA-MSR/);
        assert.match(
          (await page.getByTestId('fmea-project-link').first().getAttribute('href')) ?? '',
          /\/ProjectFMEAMSR\//,
        );

        // The SFM standards (severity, frequency, monitoring) on their tab of /DFMEAstandard, one opened at /sfm/{id}.
        await page.goto('/DFMEAstandard?tab=sfm');
        await page
          .getByRole('link', { name: /FMEA-MSR 评分标准/ })
          .first()
          .click();
        await page.waitForURL(/\/sfm\//);
        await waitForText(page.locator('.ant-card').first(), /频率/);
        await screenshot(page, 'msr-sfm-standard');
      });
    },
  );
});

/** Waits until the server's form sheet has the chain at M = 1 with the mitigated severity in AP. */
async function waitForSaved(baseUrl: string, token: string, projectId: string) {
  type Sheet = { rows: { detection?: number; ap: string | null; apSeverity: number | null; apMitigated: boolean }[] };
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const sheet = await callApi<Sheet>(
      baseUrl,
      token,
      'GET',
      `/MSRFailureMode/RiskAnalysisInfo?projectId=${projectId}`,
    );
    const row = sheet.rows[0];
    if (row?.apMitigated && row.ap === 'L' && row.apSeverity === 4) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail('the server has the chain at M = 1 with AP L from the mitigated severity 4');
}
