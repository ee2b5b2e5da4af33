/**
 * Mathematical statistics end to end: data files made through the API from the reference datasets (the same ones
 * the engine is checked against), the workbench listing them, and each analysis page analysing one in the browser:
 * the figure R gives appears on the page, and a screenshot of every page is kept.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { chooseOption, inSession, screenshot, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { referenceFixture, usePlatformAndBrowser } from './support/suite';

const TEST_TIMEOUT_MS = 900_000;
// The platform and Chromium, started once for the tests of this file.
const env = usePlatformAndBrowser();
const fixture = referenceFixture;

type Column = { name: string; cells: string[] };

const api = <T>(token: string, path: string, body: unknown) => callApi<T>(env().baseUrl, token, 'POST', path, body);

/** A data file with these columns: the id of the file. */
async function dataFile(token: string, name: string, columns: Column[]): Promise<string> {
  const file = await api<{ id: string }>(token, '/folders/creatOrEditFiles', { name, folderId: null });
  await api(token, '/mSData/saveData', { id: file.id, columns, version: 1 });
  return file.id;
}

const text = (values: (string | number)[]) => values.map(String);
/** Matches a text anywhere in an element's text. */
const containing = (part: string) => new RegExp(part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Picks options of an antd Select whose input has this id (a form field), by their labels. */
async function pickColumns(page: Page, fieldId: string, labels: string[]) {
  for (const label of labels) {
    await page.locator(`#${fieldId}`).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click();
  }
  await page.keyboard.press('Escape');
  // The next select opens only once this dropdown has closed (its options would catch the clicks otherwise).
  await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
}

async function analyse(page: Page, expected: string) {
  await page.getByRole('button', { name: '分 析' }).click();
  await waitForText(page.getByTestId('analysis-result'), containing(expected));
  await page.waitForTimeout(800); // charts finish their entry animation before the screenshot
}

describe('mathematical statistics', () => {
  test(
    'each analysis page analyses a data file and shows the figures R gives',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'statistics', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'admin', password: 'Admin@123' });
        const token = await tokenOf(page);

        const rings = fixture('capability/capability_pistonrings_subgrouped.json').input.subgroups as number[][];
        const ringsId = await dataFile(
          token,
          '活塞环内径',
          [0, 1, 2, 3, 4].map((j) => ({ name: `x${j + 1}`, cells: rings.map((row) => String(row[j])) })),
        );
        const cars = fixture('regression/linreg_cars.json').input;
        const carsId = await dataFile(token, '车速与刹车距离', [
          { name: 'speed', cells: text(cars.x) },
          { name: 'dist', cells: text(cars.y) },
        ]);
        const chickwts = fixture('anova_oneway/anova1_chickwts.json').input.groups as {
          label: string;
          values: number[];
        }[];
        const chickId = await dataFile(
          token,
          '饲料与体重',
          chickwts.map((group) => ({ name: group.label, cells: text(group.values) })),
        );
        const tooth = fixture('anova_twoway/anova2_ToothGrowth_replicated.json').input.long;
        const toothId = await dataFile(token, '维生素C与牙齿生长', [
          { name: 'supp', cells: tooth.A },
          { name: 'dose', cells: text(tooth.B) },
          { name: 'len', cells: text(tooth.y) },
        ]);
        const yieldRuns = fixture('orthogonal/orthogonal_L9_3factors_yield.json').input.y as number[];
        const yieldId = await dataFile(token, 'L9 收率试验', [{ name: '收率', cells: text(yieldRuns) }]);

        await page.goto('/statisticsTool');
        await waitForText(page.getByTestId('workbench-files'), containing('维生素C与牙齿生长'));
        await screenshot(page, 'statistics-workbench');

        // Process capability: five columns, a subgroup per row; R/qcc: Cpk 1.663219 (4 decimals shown).
        await page.goto(`/toolProcessCapabilityAnalysis/${ringsId}`);
        await pickColumns(page, 'columns', ['A x1', 'B x2', 'C x3', 'D x4', 'E x5']);
        await page.locator('#lsl').fill('73.95');
        await page.locator('#usl').fill('74.05');
        await page.locator('#target').fill('74');
        await analyse(page, '1.6632');
        await screenshot(page, 'statistics-capability');

        // Regression: the first two columns are X and Y; R lm(dist ~ speed): slope 3.932409.
        await page.goto(`/toolPegressiveAnalysisOne/${carsId}`);
        await page.getByTestId('analysis-settings').waitFor();
        await analyse(page, '3.9324');
        await screenshot(page, 'statistics-regression');

        // One-way ANOVA, a column per feed; R aov: F 15.3648.
        await page.goto(`/toolOnewayAnalysisOfVariance/${chickId}`);
        await pickColumns(
          page,
          'groups',
          chickwts.map((group, i) => `${'ABCDEF'[i]} ${group.label}`),
        );
        await analyse(page, '15.3648');
        await screenshot(page, 'statistics-anova-oneway');

        // Two-way ANOVA with interaction; R aov: F(dose) 92.0000, F(supp×dose) 4.1070.
        await page.goto(`/toolTwoWayAnalysisOfVariance/${toothId}`);
        await pickColumns(page, 'factorA', ['A supp']);
        await pickColumns(page, 'factorB', ['B dose']);
        await pickColumns(page, 'response', ['C len']);
        await analyse(page, '4.1070');
        await screenshot(page, 'statistics-anova-twoway');

        // Orthogonal experiment on L9: factors in columns 1–3, column 4 empty (the error); F(A) 34.3333.
        await page.goto(`/toolOrthogonalExperiment/${yieldId}`);
        const settings = page.getByTestId('analysis-settings');
        await chooseOption(page, settings.locator('.ant-select', { has: page.locator('#array') }).first(), 'L9');
        for (const [i, factor] of ['A', 'B', 'C'].entries()) await settings.locator(`#assignment_${i}`).fill(factor);
        await pickColumns(page, 'results', ['A 收率']);
        await analyse(page, '34.3333');
        await screenshot(page, 'statistics-orthogonal');

        // Module settings: a chart colour and the decimals are saved for the tenant and shown again after a reload.
        await page.goto('/moduleSetting');
        await page.locator('#colors_bar').fill('#2f9e44');
        await page.locator('#decimals').fill('3');
        await page.getByTestId('statistics-config-save').click();
        await waitForText(page.locator('.ant-message'), containing('工具配置已保存'));
        await page.reload();
        await page.getByTestId('statistics-config-save').waitFor();
        assert.equal(await page.locator('#colors_bar').inputValue(), '#2f9e44');
        assert.equal(await page.locator('#decimals').inputValue(), '3');
        await screenshot(page, 'statistics-settings');
        // Back to the default, for the other tests of the tenant.
        await page.getByRole('button', { name: '恢复默认' }).click();
        await page.getByTestId('statistics-config-save').click();
        await waitForText(page.locator('.ant-message'), containing('工具配置已保存'));
      });
    },
  );

  test(
    'my files: a folder, an analysis file kept with its settings and reopened, quick access',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'statistics-files', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
        const token = await tokenOf(page);
        const rings = fixture('capability/capability_pistonrings_subgrouped.json').input.subgroups as number[][];
        await dataFile(
          token,
          '活塞环内径数据',
          [0, 1, 2, 3, 4].map((j) => ({ name: `x${j + 1}`, cells: rings.map((row) => String(row[j])) })),
        );

        // A folder, then an analysis file in it that reads the data file.
        await page.goto('/statisticsFile');
        await page.getByTestId('files-new-folder').click();
        await page.getByTestId('files-name-input').fill('质量月报');
        await page.getByRole('button', { name: /确\s*定|OK/ }).click();
        await page.getByTestId('files-table').getByText('质量月报').click();
        await waitForText(page.getByTestId('files-breadcrumb'), containing('质量月报'));
        await page.getByTestId('files-new-file').click();
        const dialog = page.locator('.ant-modal:visible');
        await chooseOption(page, dialog.locator('.ant-select').first(), '过程能力分析');
        await dialog.getByTestId('files-name-input').fill('活塞环 Cpk');
        await chooseOption(page, dialog.getByTestId('data-file-select'), '活塞环内径数据');
        await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
        await page.waitForURL(/\/processCapabilityAnalysis\//);

        // The settings are kept in the file: after a reload they come back and give the same Cpk.
        await pickColumns(page, 'columns', ['A x1', 'B x2', 'C x3', 'D x4', 'E x5']);
        await page.locator('#lsl').fill('73.95');
        await page.locator('#usl').fill('74.05');
        await analyse(page, '1.6632');
        await page.getByTestId('analysis-keep').click();
        await waitForText(page.locator('.ant-message'), containing('已保存'));
        await page.reload();
        await page.getByTestId('analysis-settings').waitFor();
        assert.equal(await page.locator('#usl').inputValue(), '74.05');
        await analyse(page, '1.6632');

        // The histogram's style is saved in the file (changePCHistogramStyle).
        await page.getByTestId('chart-style-button').first().click();
        const styleModal = page.getByTestId('chart-style-modal');
        await styleModal.locator('#title').fill('活塞环内径分布');
        await styleModal.getByRole('button', { name: /确\s*定|OK/ }).click();
        await styleModal.waitFor({ state: 'hidden' });
        const fileId = new URL(page.url()).pathname.split('/').at(-1);
        const detail = await callApi<{ settings: { chartStyles?: { histogram?: { title?: string } } } }>(
          baseUrl,
          token,
          'GET',
          `/folderAndFile/msFileDetail?id=${fileId}`,
        );
        assert.equal(detail.settings.chartStyles?.histogram?.title, '活塞环内径分布');
        await screenshot(page, 'statistics-analysis-file');

        // Back in the folder: the file is listed, and goes into quick access.
        await page.goto('/statisticsFile');
        await page.getByTestId('files-tree').getByText('质量月报').click();
        const row = page.getByTestId('files-table').locator('tr', { hasText: '活塞环 Cpk' });
        await row.getByTestId('files-item-more').click();
        await page.locator('.ant-dropdown:visible').getByText('加入快速访问').click();
        await waitForText(page.getByTestId('files-quick-access'), containing('活塞环 Cpk'));
        await waitForText(page.getByTestId('files-recent'), containing('活塞环 Cpk'));
        await screenshot(page, 'statistics-files');

        // 按类型: every capability file, with the folder it is in.
        await page.getByTestId('files-kinds').getByText('过程能力分析').click();
        const kindRow = page.getByTestId('files-kind-table').locator('tr', { hasText: '活塞环 Cpk' });
        await waitForText(kindRow, containing('质量月报'));
        await screenshot(page, 'statistics-files-kind');

        // Back in the folder, the selected file goes to the recycle bin in one call (quickDelete).
        await page.getByRole('button', { name: '返回文件夹' }).click();
        await page
          .getByTestId('files-table')
          .locator('tr', { hasText: '活塞环 Cpk' })
          .locator('.ant-checkbox-input')
          .check();
        await page.getByRole('button', { name: /删除所选/ }).click();
        await page
          .locator('.ant-modal-confirm')
          .getByRole('button', { name: /确\s*定|OK/ })
          .click();
        await waitForText(page.locator('.ant-message'), containing('已删除到回收站'));
        await waitForText(page.getByTestId('files-table'), containing('这个文件夹是空的'));
      });
    },
  );

  test(
    'the data grid: typing, a block pasted from Excel, saving, and a stale save refused',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'statistics-grid', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
        const token = await tokenOf(page);
        const file = await callApi<{ id: string }>(baseUrl, token, 'POST', '/folders/creatOrEditFiles', {
          name: '尺寸测量',
          folderId: null,
        });
        type Sheet = { columns: { name: string; cells: (string | null)[] }[]; version: number };
        const sheetNow = () => callApi<Sheet>(baseUrl, token, 'GET', `/mSData/dataDetail?id=${file.id}`);

        await page.goto(`/dataFileDetail/${file.id}`);
        const editor = page.getByTestId('data-grid-editor');
        await editor.waitFor();
        // Row 1 holds the column names: type a name and two values down column A.
        await page.locator('[data-testid="data-grid"] [data-row="0"][data-column="0"]').click();
        for (const value of ['直径', '10.1', '10.3']) {
          await page.keyboard.type(value);
          await page.keyboard.press('Enter');
        }
        // A block copied from Excel (tab-separated) pasted at B1.
        await page.locator('[data-testid="data-grid"] [data-row="0"][data-column="1"]').click();
        await editor.evaluate((input) => {
          const data = new DataTransfer();
          data.setData('text/plain', '宽度\t长度\r\n5.1\t7.2\r\n5.3\t7.4\r\n');
          input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        });
        await waitForText(page.locator('.ant-message'), containing('已粘贴 3 行 × 2 列'));
        await waitForText(page.getByTestId('data-grid-state'), '有未保存的修改');
        await page.keyboard.press('Control+s');
        await waitForText(page.getByTestId('data-grid-state'), '已保存');
        await screenshot(page, 'statistics-data-grid');
        const saved = await sheetNow();
        assert.deepEqual(
          saved.columns.map((column) => [column.name, ...column.cells.slice(0, 2)]),
          [
            ['直径', '10.1', '10.3'],
            ['宽度', '5.1', '5.3'],
            ['长度', '7.2', '7.4'],
          ],
        );

        // Another tab saves first: this tab's save is refused (409) and offers to reload the newer sheet.
        await callApi(baseUrl, token, 'POST', '/mSData/saveData', {
          id: file.id,
          columns: [{ name: '直径', cells: ['9.9'] }],
          version: saved.version,
        });
        await page.locator('[data-testid="data-grid"] [data-row="1"][data-column="1"]').click();
        await page.keyboard.type('6.0');
        await page.keyboard.press('Enter');
        await page.keyboard.press('Control+s');
        const conflict = page.locator('.ant-modal-confirm');
        await waitForText(conflict.locator('.ant-modal-confirm-title'), '数据文件已在别处修改');
        await conflict.getByRole('button', { name: '重新加载' }).click();
        await waitForText(page.locator('[data-testid="data-grid"] [data-row="1"][data-column="0"]'), '9.9');
        assert.deepEqual(
          (await sheetNow()).columns.map((column) => column.name),
          ['直径'],
          'the refused save wrote nothing',
        );
      });
    },
  );
});
