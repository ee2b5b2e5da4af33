/**
 * The DFMEA's views over the whole analysis in headless Chromium against the whole platform: the demo DFMEA's 失效矩阵
 * (FailureMode/FailureModelMatrix_X_Y) with the chains' AP in its cells; on a DFMEA with gaps (made through the API),
 * 分析检查 (FailureMode/FailureAnalyse) counts them and its link opens the form sheet at the unrated chain; step 6's
 * list filtered by the server (FailureMode/Optimization) to the overdue action; 我的试验 on /myProjectList
 * (DVPAndRs/DVPAndUserPage); and the administrator, on no team, releases a results version through the admin path,
 * marked 管理员发布 on /dHistory.
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

async function openNode(page: Page, node: string) {
  await page.getByTestId(`fmea-node-${node}`).click();
  await page.getByTestId(`fmea-screen-${node}`).waitFor();
}

/**
 * A DFMEA of an electric parking caliper with gaps: an unrated chain, a mode without effect or cause; its H chain has
 * an overdue action and an overdue DVP&R line.
 */
async function projectWithGaps(baseUrl: string, token: string, ownerId: string) {
  const post = <T>(path: string, body: unknown) => callApi<T>(baseUrl, token, 'POST', `/${path}`, body);
  const p = await post<{ id: string }>('ProjectAppServicecs/createDFMEAProject', {
    category: 2,
    projectNO: 'DF-E2E-CHK',
    projectName: '电子驻车卡钳 DFMEA（检查）',
    customerName: '',
    modelYear: '2027',
    subject: '电子驻车卡钳',
    startTime: '2026-11-01',
    overTime: '2027-03-31',
    ownerId,
    confidentiality: '内部',
    responsibility: '研发中心',
    location: '苏州',
    team: [],
    nodeTimes: [],
  });
  const projectId = p.id;
  const element = (parentId: string | null, name: string, type = 'component') =>
    post<{ id: string }>('PartsRelation/OrEditPartsRelation', { projectId, parentId, name, type });
  const fn = (elementId: string, name: string) =>
    post<{ id: string }>('FunctionRelationAppServices/OrEditFunction', { projectId, elementId, name });
  const failure = async (functionId: string, type: 'FM' | 'FC', name: string) =>
    (await post<{ failure: { id: string } }>('FailureMode/EditFailure', { projectId, functionId, type, name })).failure;
  const system = await element(null, '电子驻车卡钳', 'system');
  const gear = await element(system.id, '减速齿轮组');
  const nut = await element(gear.id, '丝杠螺母');
  const fSystem = await fn(system.id, '提供驻车夹紧力');
  const fGear = await fn(gear.id, '放大扭矩并传递');
  const fNut = await fn(nut.id, '将旋转转为直线推力');
  await post('FunctionalFailureMatrix/FunctionalRelation', { projectId, higherId: fSystem.id, lowerId: fGear.id });
  await post('FunctionalFailureMatrix/FunctionalRelation', { projectId, higherId: fGear.id, lowerId: fNut.id });
  const effect = (
    await post<{ failure: { id: string } }>('FailureEffect/OrEditFailureEffect', {
      projectId,
      functionId: fSystem.id,
      name: '驻车溜车',
      severity: 10,
    })
  ).failure;
  const mode = await failure(fGear.id, 'FM', '输出扭矩不足');
  await failure(fGear.id, 'FM', '齿轮磨损过快');
  const rated = await failure(fNut.id, 'FC', '螺纹配合间隙过大');
  const unrated = await failure(fNut.id, 'FC', '润滑脂低温黏度过高');
  const link = (causeId: string, effectId: string) =>
    post<{ risk: { version: number } | null }>('FunctionalFailureMatrix/FailureRelation', {
      projectId,
      causeId,
      effectId,
    });
  await link(mode.id, effect.id);
  const risk = (await link(rated.id, mode.id)).risk;
  await link(unrated.id, mode.id);
  await post('RelationMeasure/OrEditRelationMeasure', {
    projectId,
    modeId: mode.id,
    causeId: rated.id,
    version: risk?.version,
    occurrence: 5,
    detection: 6,
  });
  await post('Optimizations/EditEditOptimization', {
    projectId,
    modeId: mode.id,
    causeId: rated.id,
    type: 'prevention',
    description: '螺纹改为细牙并收紧公差',
    responsibleId: ownerId,
    targetDate: '2020-06-30',
  });
  await post('DVPAndRs/OrEditDVPAndRs', {
    projectId,
    modeId: mode.id,
    causeId: rated.id,
    testName: '驻车低温夹紧力试验',
    responsibleId: ownerId,
    plannedEnd: '2020-07-31',
  });
  return { projectId, chain: `${mode.id}:${unrated.id}` };
}

describe('DFMEA analysis views', () => {
  test(
    'failure matrix, analysis check, the server’s work list, 我的试验 and the administrator’s release',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      let projectId = '';
      await inSession(browser, baseUrl, 'fmea-analysis', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
        const token = await tokenOf(page);
        const me = await callApi<{ id: string }>(baseUrl, token, 'GET', '/user/currentUserInfo');
        const projects = await callApi<{ items: { id: string; projectName: string }[] }>(
          baseUrl,
          token,
          'GET',
          '/ProjectAppServicecs/dFMEAProjectList',
        );
        const demo = projects.items.find((p) => p.projectName === '前制动钳总成 DFMEA');
        assert.ok(demo, 'the demo DFMEA is listed');

        // 失效矩阵 of the demo's 钳体组件: its modes across, effects and causes down, the chains' AP in the cells.
        await page.goto(`/projectInfo/${demo.id}`);
        await openNode(page, 'functionFailureMatrix');
        await page.getByTestId('fmea-matrix-view').getByText('失效矩阵').click();
        await page.locator('[data-testid=fmea-element-item][data-name="钳体组件"]').click();
        const matrix = page.getByTestId('fmea-fmatrix');
        await matrix.getByText('活塞推力不足').waitFor();
        await waitForText(matrix, /单轮制动力丧失.*S 10/);
        assert.ok((await matrix.locator('[data-ap=H]').count()) > 0, 'a chain of AP H has its cell');
        await screenshot(page, 'fmea-failure-matrix');

        // A DFMEA with gaps: 分析检查 counts them per rule; the link of the unrated chain opens the form sheet there.
        const gaps = await projectWithGaps(baseUrl, token, me.id);
        projectId = gaps.projectId;
        await page.goto(`/projectInfo/${projectId}`);
        await openNode(page, 'failureAnalysis');
        await page.getByTestId('fmea-check-open').click();
        const check = page.getByTestId('fmea-check');
        // The mode without effect or cause, the chain without O or D; the H chain has its action.
        await waitForText(check.getByTestId('fmea-check-counts'), /全部 4/);
        await waitForText(check.getByTestId('fmea-check-rule-chainWithoutOccurrence'), /失效链未评 O 1/);
        assert.equal(await check.getByTestId('fmea-check-rule-chainWithoutAction').count(), 0);
        await screenshot(page, 'fmea-analysis-check');
        await check.getByTestId('fmea-check-rule-chainWithoutOccurrence').click();
        await check.getByTestId('fmea-check-go').first().click();
        await page.getByTestId('fmea-screen-riskAnalysis').waitFor();
        assert.equal(new URL(page.url()).searchParams.get('chain'), gaps.chain);
        await page.getByTestId('sheet-focus').waitFor();
        // The marked row is the unrated chain's.
        const marked = await page.getByTestId('sheet-focus').boundingBox();
        const cause = await page.getByTestId('sheet-cause').filter({ hasText: '润滑脂低温黏度过高' }).boundingBox();
        assert.ok(marked && cause, 'the marked row and the chain’s cause are drawn');
        assert.ok(cause.y >= marked.y - 1 && cause.y < marked.y + marked.height, 'the marked row is the chain’s');
        await screenshot(page, 'fmea-analysis-check-sheet');

        // Step 6: the server's list, filtered to the chains with an overdue action.
        await openNode(page, 'optimization');
        const chains = page.getByTestId('fmea-opt-chains');
        await waitForText(chains, /螺纹配合间隙过大/);
        await page.getByTestId('fmea-wl-overdue').click();
        await waitForText(page.getByText(/^\d+ 条失效链$/), '1 条失效链');
        await waitForText(chains.locator('tbody'), /螺纹配合间隙过大.*逾期/);
        await screenshot(page, 'fmea-optimization-work-list');

        // 我的试验: the DVP&R line zhangwei is responsible for, overdue.
        await page.goto('/myProjectList?view=dvp');
        const mine = page.getByTestId('fmea-my-dvp');
        await waitForText(mine, /DF-E2E-CHK.*驻车低温夹紧力试验.*减速齿轮组：输出扭矩不足 ← 螺纹配合间隙过大/);
        await mine.getByTestId('fmea-my-dvp-overdue-tag').first().waitFor();
        await screenshot(page, 'fmea-my-dvp');
      });

      // The administrator is on no team: 结果 offers the admin release, the version is marked on /dHistory.
      await inSession(browser, baseUrl, 'fmea-analysis-admin', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'admin', password: 'Admin@123' });
        await page.goto(`/projectInfo/${projectId}?node=results`);
        const release = page.getByTestId('fmea-release');
        await waitForText(release, /以管理员身份发布/);
        await page.getByTestId('fmea-release-note').fill('负责人离职，由管理员发布');
        await release.click();
        await page
          .locator('.ant-modal-confirm')
          .getByRole('button', { name: /确\s*定|OK/ })
          .click();
        await waitForText(page.getByTestId('fmea-versions'), /V1.*负责人离职，由管理员发布.*系统管理员.*管理员发布/);
        await page.goto(`/dHistory/${projectId}`);
        await page.getByTestId('fmea-version-by-admin').waitFor();
        await screenshot(page, 'fmea-admin-release-history');
      });
    },
  );
});
