/**
 * Old seven tools end to end: a fishbone diagram made on /myTool, drawn with the keyboard to three levels, saved
 * automatically, intact after a reload (in the page and through the API), and exported as a PNG picture; a control
 * chart of the piston-ring subgroups (an old-tools data file made through the API) showing the limits qcc gives.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { callApi, tokenOf } from './support/api';
import { chooseOption, inSession, screenshot, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { referenceFixture, usePlatformAndBrowser } from './support/suite';

const TEST_TIMEOUT_MS = 900_000;
// The platform and Chromium, started once for the tests of this file.
const env = usePlatformAndBrowser();
const fixture = referenceFixture;

interface Cause {
  text: string;
  causes: Cause[];
}

describe('old seven tools', () => {
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
        await page.getByTestId('files-name-input').fill('焊缝气孔分析');
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

        // The workbench lists the file.
        await page.goto('/myTool');
        await waitForText(page.getByTestId('old-tool-files'), /焊缝气孔分析/);
        await screenshot(page, 'old-tools-workbench');
      });
    },
  );

  test(
    'a control chart of the piston rings shows the limits qcc gives and keeps its settings',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'old-tools-control-chart', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
        const token = await tokenOf(page);
        const reference = fixture('control_charts/cc_pistonrings_xbar_R.json');
        const subgroups = [...reference.input.calibration_subgroups, ...reference.input.new_subgroups] as number[][];
        const dataFile = await callApi<{ id: string }>(baseUrl, token, 'POST', '/folders/creatOrEditFiles', {
          name: '活塞环内径',
          folderId: null,
          space: 'oldTools',
        });
        await callApi(baseUrl, token, 'POST', '/mSData/saveData', {
          id: dataFile.id,
          columns: [0, 1, 2, 3, 4].map((j) => ({ name: `x${j + 1}`, cells: subgroups.map((row) => String(row[j])) })),
          version: 1,
          space: 'oldTools',
        });

        await page.goto('/myTool');
        await page.getByTestId('old-tool-controlChart').click();
        await page.getByTestId('files-name-input').fill('活塞环内径控制图');
        await page
          .locator('.ant-modal:visible')
          .getByRole('button', { name: /确\s*定|OK/ })
          .click();
        await page.waitForURL(/\/myOldTools\/controlChart\//);
        const fileId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

        await chooseOption(
          page,
          page.locator('.ant-select', { has: page.locator('#cc-data-file') }).first(),
          '活塞环内径',
        );
        for (const column of ['x1', 'x2', 'x3', 'x4', 'x5']) {
          await page.locator('#cc-columns').click();
          await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: column }).click();
        }
        await page.keyboard.press('Escape');
        // Subgroups 1–25 set the limits; 26–40 are judged against them (phase II), as in the reference.
        await page.locator('#cc-phase-one').fill('25');
        await page.getByTestId('cc-analyse').click();
        const ucl = (reference.expected.xbar_chart.UCL as number).toFixed(4);
        await waitForText(page.getByTestId('cc-figures-xbar'), new RegExp(ucl.replace('.', '\\.')));
        // qcc's points beyond the limits (37–39) are listed among the flagged points.
        await waitForText(page.getByTestId('cc-flags'), /超出控制限|WE1/);
        await waitForText(page.getByTestId('tool-file-state'), '已自动保存');
        await page.waitForTimeout(800); // the charts finish their entry animation before the screenshot
        await screenshot(page, 'old-tools-control-chart');

        const file = await callApi<{ settings: { dataFileId: string; columns: number[]; phaseOneCount: number } }>(
          baseUrl,
          token,
          'GET',
          `/folderAndFile/msFileDetail?id=${fileId}&space=oldTools`,
        );
        assert.equal(file.settings.dataFileId, dataFile.id);
        assert.deepEqual(file.settings.columns, [0, 1, 2, 3, 4]);
        assert.equal(file.settings.phaseOneCount, 25);

        // After a reload the settings are back: 分析 gives the same limits at once.
        await page.reload();
        await page.getByTestId('cc-analyse').click();
        await waitForText(page.getByTestId('cc-figures-xbar'), new RegExp(ucl.replace('.', '\\.')));

        // 编辑数据 opens the data file in the grid of the old tools' space: its cells, no statistics 分析 menu.
        await page.getByRole('button', { name: '编辑数据' }).click();
        await page.waitForURL(new RegExp(`/oldDataFileDetail/${dataFile.id}$`));
        await waitForText(page.getByTestId('data-file-name'), '活塞环内径');
        await waitForText(page.getByTestId('data-grid-size'), /× 5 列/);
        assert.equal(await page.getByTestId('workbench-analyse-menu').count(), 0);
        await screenshot(page, 'old-tools-data-file');
      });
    },
  );
});
