/**
 * The DFMEA knowledge base in headless Chromium against the whole platform: /DFMEAknowledgeList holds the released
 * demo DFMEA's entries by part type; a function entered there under 制动钳总成 is picked in the demo DFMEA's function
 * list (从知识库选择), fills the form and, saved, is a function of the element; the pick counted a use. A DVP library
 * test fills a DVP&R line the same way.
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
const FUNCTION = '保持驻车制动力';
const REQUIREMENT = '坡度 20% 驻车 30 min 不溜车';

const okButton = (page: Page) => page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定|OK/ });

async function openNode(page: Page, node: string) {
  await page.getByTestId(`fmea-node-${node}`).click();
  await page.getByTestId(`fmea-screen-${node}`).waitFor();
}

describe('DFMEA knowledge base', () => {
  test(
    'an entry added on /DFMEAknowledgeList is picked in a DFMEA step and fills its form',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      await inSession(browser, baseUrl, 'fmea-knowledge', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
        const token = await tokenOf(page);

        // The menu entry of the FMEA基础库 group opens the screen with the demo DFMEA's functions.
        await page.goto('/DFMEAknowledgeList');
        const table = page.getByTestId('knowledge-table');
        await table.getByText('按驾驶员制动需求产生制动力矩使车辆减速停车').waitFor();
        await waitForText(page.getByTestId('knowledge-type-tree'), /制动钳总成\s*\d+/);
        await waitForText(table, /前制动钳总成 DFMEA/);
        await screenshot(page, 'fmea-knowledge-list');

        await page.getByRole('tab', { name: '控制措施' }).click();
        await table.getByText('公差叠加分析', { exact: true }).waitFor();
        await screenshot(page, 'fmea-knowledge-measures');
        await page.getByRole('tab', { name: '功能' }).click();

        // A new function under 制动钳总成.
        await page.getByTestId('knowledge-type-tree').getByText('制动钳总成').click();
        await page.getByTestId('knowledge-add').click();
        await page.getByTestId('knowledge-entry-name').fill(FUNCTION);
        await page.getByTestId('knowledge-entry-requirement').fill(REQUIREMENT);
        await waitForText(page.getByTestId('knowledge-entry-form'), /制动钳总成/);
        await page.getByTestId('knowledge-entry-ok').click();
        await page.getByTestId('knowledge-entry-form').waitFor({ state: 'detached' });
        // Unused yet, it is listed after the used ones: found by its text.
        await page.getByTestId('knowledge-search').locator('input').fill('驻车');
        await page.getByTestId('knowledge-search').locator('input').press('Enter');
        const row = table.getByRole('row', { name: new RegExp(FUNCTION) });
        await waitForText(row, /制动系统\/制动钳总成.*手工录入/);

        // Picked in the demo DFMEA's function list: the form is filled, the function saved.
        const projects = await callApi<{ items: { id: string; projectName: string }[] }>(
          baseUrl,
          token,
          'GET',
          '/ProjectAppServicecs/dFMEAProjectList',
        );
        const demo = projects.items.find((p) => p.projectName === '前制动钳总成 DFMEA');
        assert.ok(demo, 'the demo DFMEA is listed');
        await page.goto(`/projectInfo/${demo.id}`);
        await openNode(page, 'functionList');
        await page.locator('[data-testid=fmea-element-item][data-name="前制动钳总成"]').click();
        await page.getByTestId('fmea-function-pick').click();
        const picker = page.getByTestId('knowledge-picker');
        await picker.getByTestId('knowledge-picker-search').locator('input').fill('驻车');
        const item = picker.getByTestId('knowledge-pick-item').filter({ hasText: FUNCTION });
        await item.waitFor();
        await waitForText(picker.getByTestId('knowledge-picker-tree'), /制动钳总成/);
        await screenshot(page, 'fmea-knowledge-picker');
        await item.click();
        await picker.waitFor({ state: 'detached' });
        assert.equal(await page.getByTestId('fmea-function-name').inputValue(), FUNCTION);
        assert.equal(await page.getByTestId('fmea-function-requirement').inputValue(), REQUIREMENT);
        await page.getByTestId('fmea-function-save').click();
        await page.getByTestId('fmea-function-table').getByText(FUNCTION).waitFor();

        // The pick counted one use.
        const used = await callApi<{ items: { name: string; useCount: number }[] }>(
          baseUrl,
          token,
          'GET',
          `/FunctionLibrary/functionLibraryPage?keyword=${encodeURIComponent(FUNCTION)}`,
        );
        assert.deepEqual(
          used.items.map((e) => [e.name, e.useCount]),
          [[FUNCTION, 1]],
        );

        // A DVP library test fills a new DVP&R line.
        await openNode(page, 'dvpr');
        await page.getByTestId('fmea-dvp-add').click();
        await page.getByTestId('fmea-dvp-pick').click();
        await page.getByTestId('knowledge-picker').getByTestId('knowledge-picker-search').locator('input').fill('盐雾');
        await page.getByTestId('knowledge-pick-item').filter({ hasText: '中性盐雾试验 480 h' }).click();
        const modal = page.locator('.ant-modal:visible');
        assert.equal(await modal.getByLabel('试验名称').inputValue(), '中性盐雾试验 480 h');
        assert.match(await modal.getByLabel('接收准则').inputValue(), /GB\/T 10125.*无红锈/);
        await okButton(page).click();
        await page.getByTestId('fmea-dvp').getByText('中性盐雾试验 480 h', { exact: true }).waitFor();
      });
    },
  );
});
