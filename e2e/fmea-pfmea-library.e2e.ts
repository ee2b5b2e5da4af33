/**
 * The PFMEA's libraries and display in headless Chromium against the whole platform (issue 16 item 2): the PFMEA
 * default SOD standard copied on /PFMEAstandard and its criteria edited on /pfmeaSod/{id}; a PFMEA rating with the
 * copy shows the edited criteria in its pickers; a released PFMEA feeds /PFMEAknowledgeList, filed by 4M; its cause
 * is picked (从知识库选择, the 机 group) in another PFMEA's failure analysis and counted; the session's PFMEA display
 * configuration on /FMEAOtherConfigurations hides the control-plan node and shows step 7's chains.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { inSession, screenshot, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { usePlatformAndBrowser } from './support/suite';

const TEST_TIMEOUT_MS = 900_000;
const env = usePlatformAndBrowser();
const COPY = '机加工车间 PFMEA 评分标准';
const SEVERITY_10 = '本厂：危及机加工作业人员安全（车间补充）';
const CAUSE = '镗刀磨损未按寿命更换';

const okButton = (page: Page) => page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定|OK/ });

async function openNode(page: Page, node: string) {
  await page.getByTestId(`fmea-node-${node}`).click();
  await page.getByTestId(`fmea-screen-${node}`).waitFor();
}

type Api = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

/**
 * A PFMEA rating with `sodStandardId`: 钳体机加工 → 精镗缸孔 (OP20) → 数控镗床 (机), the functions linked
 * item ← step ← machine, an effect and a mode; with `cause`, the machine's cause linked, rated with controls.
 */
async function pfmea(api: Api, projectNO: string, sodStandardId: string, cause?: string) {
  const { id: ownerId } = await api<{ id: string }>('GET', '/user/currentUserInfo');
  const project = await api<{ id: string }>('POST', '/Project/createPFMEAProject', {
    category: 2,
    projectNO,
    projectName: `${projectNO} 钳体机加工`,
    customerName: '',
    modelYear: '',
    subject: '钳体机加工线',
    confidentiality: '',
    responsibility: '制造工程部',
    location: '',
    startTime: '2026-11-01',
    overTime: '2027-03-31',
    ownerId,
    sodStandardId,
    team: [],
  });
  const projectId = project.id;
  const element = (body: Record<string, unknown>) =>
    api<{ id: string }>('POST', '/pFPartsRelation/OrEditPartsRelation', { projectId, ...body });
  const item = await element({ parentId: null, type: 'processItem', name: '钳体机加工' });
  const step = await element({ parentId: item.id, type: 'processStep', name: '精镗缸孔', number: 'OP20' });
  const machine = await element({
    parentId: step.id,
    type: 'workElement',
    name: '数控镗床',
    workElementCategory: 'machine',
  });
  const fn = (elementId: string, name: string) =>
    api<{ id: string }>('POST', '/pFFunctionRelationAppServices/OrEditFunction', { projectId, elementId, name });
  const fItem = await fn(item.id, '提供尺寸合格的钳体');
  const fStep = await fn(step.id, '精镗缸孔至 Φ54 H8');
  const fMachine = await fn(machine.id, '保持镗削精度');
  const linkFunctions = (higherId: string, lowerId: string) =>
    api('POST', '/pFFunctionalFailureMatrix/FunctionalRelation', { projectId, higherId, lowerId });
  await linkFunctions(fItem.id, fStep.id);
  await linkFunctions(fStep.id, fMachine.id);
  const fe = (
    await api<{ failure: { id: string } }>('POST', '/pFFailureEffect/OrEditFailureEffect', {
      projectId,
      functionId: fItem.id,
      name: '活塞卡滞导致制动拖滞',
      severity: 8,
    })
  ).failure;
  const failure = (functionId: string, type: 'FM' | 'FC', name: string) =>
    api<{ failure: { id: string } }>('POST', '/pFFailureMode/EditFailure', { projectId, functionId, type, name }).then(
      (r) => r.failure,
    );
  const fm = await failure(fStep.id, 'FM', '缸孔直径超差');
  const link = (causeId: string, effectId: string) =>
    api<{ risk: { version: number } | null }>('POST', '/pFFunctionalFailureMatrix/FailureRelation', {
      projectId,
      causeId,
      effectId,
    });
  await link(fm.id, fe.id);
  if (cause) {
    const fc = await failure(fMachine.id, 'FC', cause);
    const chain = await link(fc.id, fm.id);
    await api('POST', '/pFRelationMeasure/OrEditRelationMeasure', {
      projectId,
      modeId: fm.id,
      causeId: fc.id,
      version: chain.risk?.version,
      preventionControls: '刀具寿命管理',
      occurrence: 4,
      detectionControls: '气动量仪 100% 检测缸孔',
      detection: 3,
    });
  }
  return projectId;
}

describe('PFMEA libraries', () => {
  test(
    'a PFMEA standard copied and rated with, a PFMEA knowledge entry picked in a PFMEA step, the session display',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      await inSession(browser, baseUrl, 'fmea-pfmea-library', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
        const token = await tokenOf(page);
        const api: Api = (method, path, body) => callApi(baseUrl, token, method, path, body);

        // /PFMEAstandard: the PFMEA default, copied; the copy's severity 10 edited on /pfmeaSod/{id}.
        await page.goto('/PFMEAstandard');
        const list = page.getByTestId('sod-list');
        const preset = list.getByRole('row', { name: /PFMEA 评分标准（AIAG-VDA 2019）/ });
        await preset.getByText('默认', { exact: true }).waitFor();
        await preset.getByRole('button', { name: '复制' }).click();
        await page.getByTestId('sod-copy-name').fill(COPY);
        await okButton(page).click();
        const copied = list.getByRole('row', { name: new RegExp(COPY) });
        await copied.waitFor();
        await screenshot(page, 'pfmea-sod-list');
        await copied.getByRole('link').click();
        await page.waitForURL(/\/pfmeaSod\//);
        const standardId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
        // The PFMEA's scales, not the DFMEA's: severity is rated for the plant, the ship-to plant and the end user.
        const severity10 = page.getByLabel('严重度（S） 10 评价准则');
        await severity10.waitFor();
        assert.match(await severity10.inputValue(), /^本厂：危及制造\/装配作业人员健康或安全/);
        await severity10.fill(SEVERITY_10);
        await page.getByTestId('sod-save').click();
        await page.getByText('版本 2').waitFor();
        await screenshot(page, 'pfmea-sod-detail');

        // A released PFMEA (rated with the copy) feeds the PFMEA knowledge base: its cause under 机.
        const released = await pfmea(api, 'PF-LIB-001', standardId, CAUSE);
        await api('POST', '/pFResultsVersion/pFResultsVersion', { projectId: released, note: '首版' });
        await page.goto('/PFMEAknowledgeList');
        await page.getByRole('tab', { name: '失效原因' }).click();
        await waitForText(page.getByTestId('knowledge-type-tree'), /机（设备\/工装）\s*\d+/);
        await page.getByTestId('knowledge-type-tree').getByText('机（设备/工装）').click();
        const table = page.getByTestId('knowledge-table');
        await waitForText(
          table.getByRole('row', { name: new RegExp(CAUSE) }),
          /机（设备\/工装）.*PF-LIB-001 钳体机加工/,
        );
        await screenshot(page, 'pfmea-knowledge-list');

        // Another PFMEA with the copy: its pickers show the copy's criteria; its failure analysis picks the cause.
        const projectId = await pfmea(api, 'PF-LIB-002', standardId);
        await page.goto(`/ProjectPFMEA/${projectId}`);
        await openNode(page, 'failureAnalysis');
        await page.locator('[data-testid=fmea-element-item][data-name="精镗缸孔"]').click();
        await page.getByTestId('fmea-failure-new-FE-severity').click();
        await page.locator('.ant-select-dropdown:visible').getByText(SEVERITY_10).waitFor();
        await page.keyboard.press('Escape');
        await page.getByTestId('fmea-failure-pick-FC').click();
        const picker = page.getByTestId('knowledge-picker');
        await waitForText(picker.getByTestId('knowledge-picker-tree'), /机（设备\/工装）/);
        await picker.getByTestId('knowledge-picker-search').locator('input').fill('镗刀');
        const item = picker.getByTestId('knowledge-pick-item').filter({ hasText: CAUSE });
        await waitForText(item, /机（设备\/工装）/);
        await screenshot(page, 'pfmea-knowledge-picker');
        await item.click();
        await picker.waitFor({ state: 'detached' });
        assert.equal(await page.getByTestId('fmea-failure-new-FC').inputValue(), CAUSE);
        await page.getByTestId('fmea-failure-add-FC').click();
        await page.getByTestId('fmea-failure-FC').locator('.ant-table').getByText(CAUSE).waitFor();
        const used = await api<{ items: { name: string; useCount: number }[] }>(
          'GET',
          `/pFFailureModeLibrary/failureModeLibraryPage?keyword=${encodeURIComponent(CAUSE)}`,
        );
        // One for the released project, one for the pick.
        assert.deepEqual(
          used.items.map((e) => [e.name, e.useCount]),
          [[CAUSE, 2]],
        );

        // The session's display: no control-plan node, step 7 with its chains by risk; the charts by default.
        await page.goto('/FMEAOtherConfigurations');
        await page.getByTestId('pfmea-display-card').getByText('仅本次登录有效', { exact: false }).waitFor();
        await page.getByTestId('pfmea-display-isShowControlPlan').click();
        await page.getByTestId('pfmea-display-fmeaResultView').getByText('汇总与失效链明细').click();
        await page.getByTestId('pfmea-display-save').click();
        await page.getByText('配置已保存').waitFor();
        await screenshot(page, 'pfmea-display-config');
        await page.goto(`/ProjectPFMEA/${released}`);
        await page.getByTestId('fmea-node-results').waitFor();
        assert.equal(await page.getByTestId('fmea-node-controlPlan').count(), 0);
        await openNode(page, 'results');
        await page.getByTestId('fmea-risk-charts').waitFor();
        await waitForText(page.getByTestId('fmea-result-chains'), new RegExp(`精镗缸孔.*缸孔直径超差.*${CAUSE}`));
        await screenshot(page, 'pfmea-results-display');
      });
    },
  );
});
