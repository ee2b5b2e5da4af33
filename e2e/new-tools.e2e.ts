/**
 * New seven tools end to end: a tree diagram built with the keyboard, intact after a reload, replaced by an .xlsx
 * import and converted into an affinity diagram (exported as a PNG); an arrow diagram typed as a table whose
 * critical path, floats and total duration are computed and drawn.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { inSession, screenshot, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { usePlatformAndBrowser } from './support/suite';
import { newToolFile, submitModal } from './support/tool-files';

const TEST_TIMEOUT_MS = 900_000;
const env = usePlatformAndBrowser();

interface OutlineNode {
  text: string;
  children: OutlineNode[];
}
const texts = (node: OutlineNode): unknown => [node.text, node.children.map(texts)];

/** A workbook as people write a tree in Excel: the goal in column A, each further column one level deeper. */
async function treeWorkbook(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('系统图');
  sheet.addRow(['提高焊接合格率', '提高操作技能', '开展焊接培训']);
  sheet.addRow(['', '', '技能比武']);
  sheet.addRow(['', '改进设备', '更换老化焊机']);
  sheet.addRow(['', '', '定期校准电流表']);
  const path = join(tmpdir(), `tree-${Date.now()}.xlsx`);
  await workbook.xlsx.writeFile(path);
  return path;
}

/** Adds an activity to another's predecessors through its multiple select, and closes the dropdown again. */
async function addPredecessor(page: Page, activity: string, predecessor: string) {
  const select = page.getByTestId(`arrow-predecessors-${activity}`);
  await select.click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${predecessor}$`) })
    .click();
  await page.keyboard.press('Escape');
  await dropdown.waitFor({ state: 'hidden' });
  await waitForText(select, new RegExp(`\\b${predecessor}\\b`));
}

describe('new seven tools', () => {
  test(
    'a tree diagram: keyboard editing, reload, Excel import, conversion to an affinity diagram, PNG export',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'new-tools-tree', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
        const fileId = await newToolFile(page, 'tree', '焊接合格率系统图', /\/myTools\/tree\//);

        // The goal → Tab: a means under it → Tab: a means under that one → Enter: its sibling.
        const canvas = page.getByTestId('outline-canvas');
        await canvas.getByText('目标', { exact: true }).click();
        for (const [key, text] of [
          ['Tab', '提高操作技能'],
          ['Tab', '开展焊接培训'],
          ['Enter', '技能比武'],
        ] as const) {
          await page.keyboard.press(key);
          const input = page.getByTestId('outline-text-input');
          await input.fill(text);
          await input.press('Enter');
          await canvas.getByText(text, { exact: true }).waitFor();
        }
        await waitForText(page.getByTestId('tool-file-state'), '已自动保存');
        await screenshot(page, 'new-tools-tree');

        await page.reload();
        await canvas.getByText('技能比武', { exact: true }).waitFor();
        const token = await tokenOf(page);
        const saved = await callApi<{ diagram: { root: OutlineNode } }>(
          baseUrl,
          token,
          'GET',
          `/newToolsChart/treeDiagramJson?id=${fileId}`,
        );
        assert.deepEqual(texts(saved.diagram.root), [
          '目标',
          [
            [
              '提高操作技能',
              [
                ['开展焊接培训', []],
                ['技能比武', []],
              ],
            ],
          ],
        ]);

        // A remark on the file, kept with it.
        await page.getByTestId('file-remark-edit').click();
        await page.getByTestId('file-remark-input').fill('质量改进小组 第一季度');
        await submitModal(page, /保\s*存/);
        await waitForText(page.getByTestId('file-remark'), '质量改进小组 第一季度');

        // Import from Excel replaces the tree (after a confirmation naming the goal and the node count).
        const chooser = page.waitForEvent('filechooser');
        await page.getByTestId('tree-import').click();
        await (await chooser).setFiles(await treeWorkbook());
        const confirm = page.locator('.ant-modal-confirm:visible');
        await waitForText(confirm, /提高焊接合格率.*7 个节点/);
        await submitModal(page, /替\s*换/);
        await canvas.getByText('定期校准电流表', { exact: true }).waitFor();
        await screenshot(page, 'new-tools-tree-imported');
        const imported = await callApi<{ remark: string; diagram: { root: OutlineNode } }>(
          baseUrl,
          token,
          'GET',
          `/newToolsChart/treeDiagramJson?id=${fileId}`,
        );
        assert.equal(imported.remark, '质量改进小组 第一季度');
        assert.deepEqual(texts(imported.diagram.root), [
          '提高焊接合格率',
          [
            [
              '提高操作技能',
              [
                ['开展焊接培训', []],
                ['技能比武', []],
              ],
            ],
            [
              '改进设备',
              [
                ['更换老化焊机', []],
                ['定期校准电流表', []],
              ],
            ],
          ],
        ]);

        // Tree → affinity: the goal is the theme, the first level the groups, the means below them the cards.
        await page.getByTestId('tree-to-affinity').click();
        await page.waitForURL(/\/affinity\//);
        const board = page.getByTestId('affinity-canvas');
        await board.getByText('提高焊接合格率', { exact: true }).waitFor();
        await board.getByText('改进设备', { exact: true }).waitFor();
        await board.getByText('定期校准电流表', { exact: true }).waitFor();
        await screenshot(page, 'new-tools-affinity');

        const download = page.waitForEvent('download');
        await page.getByTestId('diagram-export-png').click();
        const picture = await download;
        assert.match(picture.suggestedFilename(), /^提高焊接合格率\.png$/);
        const path = await picture.path();
        assert.ok(path && readFileSync(path).subarray(1, 4).toString() === 'PNG', 'the export is a PNG picture');
      });
    },
  );

  test(
    'an arrow diagram: the critical path, floats and total duration follow what is typed',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'new-tools-arrow', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
        await newToolFile(page, 'arrow', '新产线安装计划', /\/myTools\/arrow\//);

        // Four activities, each added after the last (A ← B ← C ← D); then C also follows A only, D follows B and C.
        for (let i = 0; i < 4; i++) await page.getByTestId('arrow-add').click();
        const durations = { A: 2, B: 3, C: 5, D: 4 };
        for (const [id, duration] of Object.entries(durations)) {
          const field = page.getByTestId(`arrow-duration-${id}`);
          await field.fill(String(duration));
          await field.press('Tab');
        }
        // C: remove B from its predecessors and add A; D: add B.
        await page.getByTestId('arrow-predecessors-C').locator('.ant-select-selection-item-remove').first().click();
        await addPredecessor(page, 'C', 'A');
        await addPredecessor(page, 'D', 'B');

        // A(2) → C(5) → D(4) is 11 long; A → B(3) → D is 9: B has 2 days of float.
        await waitForText(page.getByTestId('arrow-duration'), '总工期：11 天');
        await waitForText(page.getByTestId('arrow-critical-paths'), /A 新作业 → C 新作业 → D 新作业/);
        await waitForText(page.getByTestId('arrow-activities'), /关键/);
        await page.getByTestId('arrow-network').getByText('总时差 2').waitFor();
        await waitForText(page.getByTestId('tool-file-state'), '已自动保存');
        await screenshot(page, 'new-tools-arrow');
      });
    },
  );
});
