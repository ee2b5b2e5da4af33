/**
 * Process flows (issue 16, part 1) in headless Chromium against the whole platform: a quality engineer creates a
 * process with five steps of every kind and their 4M work elements, sees its flow diagram drawn from the steps with
 * their symbols, adds a rework loop that is still there after a reload, and exports the diagram as a PNG. The demo
 * caliper's process flow is listed under its classification.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { inSession, screenshot, waitForPath, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { usePlatformAndBrowser } from './support/suite';
import { expectPngDownload } from './support/tool-files';

const TEST_TIMEOUT_MS = 900_000;
const env = usePlatformAndBrowser();

/** [name, type as the picker shows it, the 4M names 人机料环] */
const STEPS: Array<[string, string, [string, string, string, string]]> = [
  ['活塞来料检验', '检验', ['来料检验员', '外径千分尺', '活塞（镀铬）', '检验室']],
  ['活塞清洗', '加工', ['清洗工', '超声波清洗机', '清洗剂', '清洗间']],
  ['转运至装配线', '搬运', ['物流员', 'AGV 小车', '周转箱', '物流通道']],
  ['压装活塞', '加工兼检验', ['装配工', '压装机', '矩形密封圈', '洁净装配区']],
  ['成品暂存', '储存', ['仓管员', '货架', '包装箱', '成品库']],
];

const canvas = (page: Page) => page.getByTestId('process-flow-canvas');
const node = (page: Page, name: string) => canvas(page).locator('.x6-node', { hasText: name });

async function countOf(page: Page, selector: string, count: number) {
  await page.waitForFunction(
    ([sel, n]) => document.querySelectorAll(`[data-testid="process-flow-canvas"] ${sel}`).length === n,
    [selector, count] as const,
  );
}

async function pick(page: Page, option: string | RegExp) {
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

describe('process flows', () => {
  test(
    'a process of five steps with their 4M, its diagram, a rework loop and the PNG',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      await inSession(browser, baseUrl, 'fmea-process', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });

        // The demo caliper's flow, listed under 装配 (its classification's parent).
        await page.goto('/process');
        await page.getByTestId('process-class-tree').getByText('装配', { exact: true }).click();
        await waitForText(page.getByTestId('process-table'), /PF-BC-1000/);

        await page.getByTestId('process-add').click();
        await waitForPath(page, '/addProcess');
        await page.getByTestId('process-no').fill('PF-E2E-1');
        await page.getByTestId('process-name').fill('活塞分装线');
        await page.getByTestId('process-classification').click();
        await page.locator('.ant-select-dropdown:visible').getByText('部件装配', { exact: true }).click();

        for (const [i, [name, type, fourM]] of STEPS.entries()) {
          await page.getByTestId('process-add-step').click();
          const row = page.getByTestId(`process-step-${i}`);
          // Numbered 10, 20, 30 … as they are added.
          assert.equal(await row.getByLabel('工序号').inputValue(), String((i + 1) * 10));
          await row.getByLabel('工序名称').fill(name);
          await row.getByLabel('类型').click();
          await pick(page, new RegExp(`^${type}$`));
          const elements = page.getByTestId(`process-elements-${i}`);
          for (const category of ['man', 'machine', 'material', 'environment'])
            await elements.getByTestId(`process-add-element-${category}`).click();
          const names = elements.getByLabel('要素名称');
          for (const [j, elementName] of fourM.entries()) await names.nth(j).fill(elementName);
          await waitForText(row.getByTestId('process-step-4m'), /人 1\s*机 1\s*料 1\s*环 1/);
        }
        await screenshot(page, 'fmea-process-add');
        await page.getByTestId('process-save').click();
        await page.getByText('已创建过程流程').waitFor();
        await waitForPath(page, /^\/editProcess\//);

        // The diagram: five symbols in order, joined by four arrows, the legend's symbols.
        for (const [name] of STEPS) await node(page, name).waitFor();
        await countOf(page, '.x6-node', 5);
        await countOf(page, '.x6-edge', 4);
        await waitForText(page.getByTestId('process-flow-legend'), /加工.*搬运.*检验.*储存.*加工兼检验/);
        // SVG text keeps its spaces as no-break spaces.
        const label = ((await node(page, '压装活塞').textContent()) ?? '').replace(/\s+/g, ' ');
        assert.equal(label, '40 压装活塞人1 机1 料1 环1');

        // A rework loop from the press-fit back to the cleaning, kept after a reload.
        await page.getByTestId('process-flow-connect').click();
        await node(page, '压装活塞').click();
        await node(page, '活塞清洗').click();
        await page.getByTestId('process-flow-edge-label').fill('返工');
        const saved = page.waitForResponse((r) => r.url().includes('saveProcessFlowChart') && r.ok());
        await page.getByTestId('process-flow-edge-ok').click();
        await saved;
        await countOf(page, '.x6-edge', 5);
        await waitForText(page.getByTestId('process-flow-save-state'), /布局已保存/);
        await page.reload();
        await node(page, '成品暂存').waitFor();
        await countOf(page, '.x6-edge', 5);
        assert.match((await canvas(page).locator('.x6-edge', { hasText: '返工' }).textContent()) ?? '', /返工/);
        await screenshot(page, 'fmea-process-edit');

        await expectPngDownload(page, page.getByTestId('diagram-export-png'), /^PF-E2E-1 活塞分装线\.png$/);

        // The list counts the five steps.
        await page.goto('/process');
        const search = page.getByPlaceholder('过程编号、名称或产品零件');
        await search.fill('PF-E2E-1');
        await search.press('Enter');
        await waitForText(page.getByTestId('process-table').getByRole('row', { name: /PF-E2E-1/ }), /部件装配.*\b5\b/);
        await screenshot(page, 'fmea-process-list');
      });
    },
  );
});
