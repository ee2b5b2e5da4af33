/**
 * Old seven tools end to end: a fishbone diagram made on /myTool, drawn with the keyboard to three levels, saved
 * automatically, intact after a reload (in the page and through the API), and exported as a PNG picture.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { inSession, launchBrowser, screenshot, waitForText } from './support/browser';
import { type Platform, startPlatform } from './support/platform';
import { signIn } from './support/sign-in';

const TEST_TIMEOUT_MS = 300_000;

let platform: Platform | undefined;
let browser: Browser | undefined;

function env() {
  assert.ok(platform && browser, 'the platform and the browser were not started');
  return { baseUrl: platform.baseUrl, browser };
}

interface Cause {
  text: string;
  causes: Cause[];
}

describe('old seven tools', () => {
  before(
    async () => {
      platform = await startPlatform();
      browser = await launchBrowser();
    },
    { timeout: 600_000 },
  );
  after(
    async () => {
      await browser?.close().catch(() => undefined);
      await platform?.stop();
    },
    { timeout: 120_000 },
  );

  test(
    'a fishbone drawn to three levels is saved, intact after a reload, and exported',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'old-tools-fishbone', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
        await page.goto('/myTool');
        await page.getByTestId('old-tool-fishboneDiagram').click();
        await page.getByTestId('old-tool-new-name').fill('焊缝气孔分析');
        await page
          .locator('.ant-modal:visible')
          .getByRole('button', { name: /确\s*定|OK/ })
          .click();
        await page.waitForURL(/\/myOldTools\/fishboneDiagram\//);
        const fileId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

        // 人 (a main bone) → Tab: a cause under it → Tab: a sub-cause under that one.
        const canvas = page.getByTestId('fishbone-canvas');
        await canvas.getByText('人', { exact: true }).click();
        for (const text of ['新员工', '焊接培训不足']) {
          await page.keyboard.press('Tab');
          const input = page.getByTestId('fishbone-text-input');
          await input.fill(text);
          await input.press('Enter');
          await canvas.getByText(text, { exact: true }).waitFor();
        }
        await waitForText(page.getByTestId('tool-file-state'), '已自动保存');
        await screenshot(page, 'old-tools-fishbone');

        await page.reload();
        await canvas.getByText('焊接培训不足', { exact: true }).waitFor();
        const token = await tokenOf(page);
        const file = await callApi<{ settings: { diagram: { bones: Cause[] } } }>(
          baseUrl,
          token,
          'GET',
          `/folderAndFile/msFileDetail?id=${fileId}&space=oldTools`,
        );
        const man = file.settings.diagram.bones.find((bone) => bone.text === '人');
        assert.equal(man?.causes[0]?.text, '新员工');
        assert.equal(man?.causes[0]?.causes[0]?.text, '焊接培训不足');

        const download = page.waitForEvent('download');
        await page.getByTestId('fishbone-export-png').click();
        const picture = await download;
        assert.match(picture.suggestedFilename(), /\.png$/);
        const path = await picture.path();
        assert.ok(path && readFileSync(path).subarray(1, 4).toString() === 'PNG', 'the export is a PNG picture');

        // The workbench lists the file; the tools whose pages are not built yet say so.
        await page.goto('/myTool');
        await waitForText(page.getByTestId('old-tool-files'), /焊缝气孔分析/);
        await waitForText(page.getByTestId('old-tool-controlChart'), /开发中/);
        await screenshot(page, 'old-tools-workbench');
      });
    },
  );
});
