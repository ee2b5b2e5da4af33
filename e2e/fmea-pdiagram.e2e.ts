/**
 * The P-diagram's libraries in headless Chromium against the whole platform: a factor entered on the 影响因素 tab of
 * /DFMEAknowledgeList is picked (从影响因素库选择) into the demo DFMEA's caliper P-diagram beside what it holds
 * already, and saved; a function of the seal's part type is picked (从功能库选择) as an ideal output of the seal's new
 * P-diagram. Each pick counted a use.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { chooseOption, inSession, screenshot, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { usePlatformAndBrowser } from './support/suite';

const TEST_TIMEOUT_MS = 900_000;
const env = usePlatformAndBrowser();
const FACTOR = '高原低气压';

interface PDiagramPage {
  items: { elementId: string; idealOutputs: string[]; noise: Record<string, string[]> }[];
}

async function openNode(page: Page, node: string) {
  await page.getByTestId(`fmea-node-${node}`).click();
  await page.getByTestId(`fmea-screen-${node}`).waitFor();
}

/** The tags of a P-diagram list, by its label. */
const tagsOf = (page: Page, label: string) =>
  page
    .getByTestId('fmea-pdiagram')
    .locator('.ant-form-item')
    .filter({ has: page.locator('label', { hasText: label }) })
    .locator('.ant-select-selection-item');

describe('P-diagram libraries', () => {
  test(
    'a factor of the influencing-factor library and a function of the function library are picked into P-diagrams',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      await inSession(browser, baseUrl, 'fmea-pdiagram', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
        const token = await tokenOf(page);

        // The factor library beside the knowledge base: the seeded and released factors.
        await page.goto('/DFMEAknowledgeList');
        await page.getByRole('tab', { name: '影响因素' }).click();
        const table = page.getByTestId('factor-table');
        await waitForText(table, /噪声·外部环境/);
        await page.getByTestId('knowledge-type-tree').getByText('制动钳总成').click();
        await waitForText(table, /前制动钳总成 DFMEA/);
        await screenshot(page, 'fmea-pdiagram-factor-library');

        // A new factor of the external environment under 制动钳总成.
        await page.getByTestId('factor-add').click();
        const form = page.getByTestId('factor-form');
        await chooseOption(page, form.getByTestId('factor-category'), '外部环境');
        await form.getByTestId('factor-name').fill(FACTOR);
        await form.getByTestId('factor-description').fill('海拔 4000 m，大气压约 62 kPa');
        await waitForText(form, /制动钳总成/);
        await screenshot(page, 'fmea-pdiagram-factor-new');
        await page.getByTestId('factor-ok').click();
        await form.waitFor({ state: 'detached' });
        await page.getByTestId('factor-search').locator('input').fill('高原');
        await page.getByTestId('factor-search').locator('input').press('Enter');
        await waitForText(
          table.getByRole('row', { name: new RegExp(FACTOR) }),
          /外部环境.*制动系统\/制动钳总成.*手工录入/,
        );

        // Picked into the caliper's P-diagram: what it holds is marked, the new factor added, the diagram saved.
        const projects = await callApi<{ items: { id: string; projectName: string }[] }>(
          baseUrl,
          token,
          'GET',
          '/ProjectAppServicecs/dFMEAProjectList',
        );
        const demo = projects.items.find((p) => p.projectName === '前制动钳总成 DFMEA');
        assert.ok(demo, 'the demo DFMEA is listed');
        await page.goto(`/projectInfo/${demo.id}`);
        await openNode(page, 'pDiagram');
        await page.locator('[data-testid=fmea-element-item][data-name="前制动钳总成"]').click();
        await tagsOf(page, '外部环境').filter({ hasText: '涉水' }).waitFor();
        await page.getByTestId('fmea-pd-pick-externalEnvironment').click();
        const picker = page.getByTestId('pd-picker');
        await waitForText(picker, /制动系统\/制动钳总成 排列/);
        const held = picker.locator('[data-testid=pd-picker-item][data-text="盐雾与泥水"]');
        await waitForText(held, /已在P图中/);
        assert.equal(await held.locator('input[type=checkbox]').isDisabled(), true);
        await picker.getByTestId('pd-picker-search').locator('input').fill('高原');
        const item = picker.locator(`[data-testid=pd-picker-item][data-text="${FACTOR}"]`);
        await waitForText(item, /本类型/);
        await item.locator('input[type=checkbox]').check();
        await screenshot(page, 'fmea-pdiagram-picker');
        await page.getByTestId('pd-picker-add').click();
        await picker.waitFor({ state: 'detached' });
        await tagsOf(page, '外部环境').filter({ hasText: FACTOR }).waitFor();
        await page.getByTestId('fmea-pdiagram-save').click();
        await waitForText(page.locator('.ant-message'), /P图已保存/);
        await screenshot(page, 'fmea-pdiagram-picked');

        const caliper = await callApi<PDiagramPage>(baseUrl, token, 'GET', `/PCharts/PChartsPage?projectId=${demo.id}`);
        assert.deepEqual(caliper.items[0]?.noise.externalEnvironment, [
          '盐雾与泥水',
          '-40 ℃ 至 +150 ℃',
          '涉水',
          FACTOR,
        ]);
        const factors = await callApi<{ items: { name: string; useCount: number }[] }>(
          baseUrl,
          token,
          'GET',
          `/PCharts/InfluencingFactorList?keyword=${encodeURIComponent(FACTOR)}`,
        );
        assert.deepEqual(
          factors.items.map((f) => [f.name, f.useCount]),
          [[FACTOR, 1]],
        );

        // The seal's ideal output from the function library: its part type's functions come first.
        await page.locator('[data-testid=fmea-element-item][data-name="矩形密封圈"]').click();
        await page.getByTestId('fmea-pd-pick-idealOutputs').click();
        const functions = page.getByTestId('pd-picker');
        await waitForText(functions, /标准件\/密封件 排列/);
        const first = functions.getByTestId('pd-picker-item').first();
        await waitForText(first, /本类型/);
        const sealing = functions.locator('[data-testid=pd-picker-item][data-text^="密封并以弹性变形带动活塞回位"]');
        await waitForText(sealing, /本类型/);
        await screenshot(page, 'fmea-pdiagram-function-picker');
        await sealing.locator('input[type=checkbox]').check();
        await page.getByTestId('pd-picker-add').click();
        await functions.waitFor({ state: 'detached' });
        await page.getByTestId('fmea-pdiagram-save').click();
        await waitForText(page.locator('.ant-message'), /P图已保存/);
        const after = await callApi<PDiagramPage>(baseUrl, token, 'GET', `/PCharts/PChartsPage?projectId=${demo.id}`);
        assert.deepEqual(
          after.items.flatMap((d) => d.idealOutputs).filter((o) => o.startsWith('密封并以弹性变形')),
          ['密封并以弹性变形带动活塞回位（EPDM 70 Shore A，压缩量 8%–12%）'],
        );
      });
    },
  );
});
