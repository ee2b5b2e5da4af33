/**
 * The FMEA libraries in headless Chromium against the whole platform: a DFMEA SOD standard made from the default,
 * refused while a criteria is blank (the scale's tab opens on it), saved, edited on /sod/{id} and set as the default;
 * a read-only user sees the scales without a save button; a parts import that names its bad rows and imports
 * nothing, then a good one; a BOM import of type 2 that asks for its product platform (请选择产品平台).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { inSession, screenshot } from './support/browser';
import { signIn } from './support/sign-in';
import { usePlatformAndBrowser } from './support/suite';

const TEST_TIMEOUT_MS = 900_000;
const env = usePlatformAndBrowser();
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function chooseFile(page: Page, button: string, rows: string[][], name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(button).click();
  await (await chooser).setFiles({ name, mimeType: XLSX_MIME, buffer: await workbook(rows) });
}

describe('FMEA libraries', () => {
  test(
    'a DFMEA SOD standard is made from the default, refused with a blank criteria, edited and made the default',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      await inSession(browser, baseUrl, 'fmea-library-sod', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
        await page.goto('/DFMEAstandard');
        await page.getByTestId('sod-add').click();
        await page.getByTestId('sod-new-name').fill('制动系统 DFMEA 评分标准');
        await page.getByRole('tab', { name: '频度（O）' }).click();
        await page.getByLabel('频度（O） 6 评价准则').fill('');
        await page.getByRole('tab', { name: '严重度（S）' }).click();
        await page.getByTestId('sod-create').click();
        // The check names the scale and the rating, and opens the scale's tab.
        await page.getByText('频度（O）：评分 6 的评价准则不能为空').waitFor();
        assert.equal(await page.getByRole('tab', { name: '频度（O）' }).getAttribute('aria-selected'), 'true');
        await page.getByLabel('频度（O） 6 评价准则').fill('与以往设计相似，应用有变化；以往设计在现场出现过问题');
        await page.getByTestId('sod-create').click();
        await page.waitForURL(/\/DFMEAstandard$/);

        const row = page.getByRole('row', { name: /制动系统 DFMEA 评分标准/ });
        await row.getByRole('link').click();
        await page.waitForURL(/\/sod\//);
        await page.getByLabel('严重度（S） 10 评价准则').fill('危及人身安全且无预警');
        await page.getByTestId('sod-save').click();
        await page.getByText('版本 2').waitFor();
        await page.reload();
        assert.equal(await page.getByLabel('严重度（S） 10 评价准则').inputValue(), '危及人身安全且无预警');
        await screenshot(page, 'fmea-library-sod-detail');

        await page.goto('/DFMEAstandard');
        await page
          .getByRole('row', { name: /制动系统 DFMEA 评分标准/ })
          .getByRole('button', { name: '设为默认' })
          .click();
        // The tag, not the 设为默认 button, which goes once the list reloads.
        await page
          .getByRole('row', { name: /制动系统 DFMEA 评分标准/ })
          .getByRole('button', { name: '设为默认' })
          .waitFor({ state: 'detached' });
        await page
          .getByRole('row', { name: /制动系统 DFMEA 评分标准/ })
          .getByText('默认', { exact: true })
          .waitFor();
        // The old default can now be deleted; the new one offers no delete.
        assert.equal(
          await page
            .getByRole('row', { name: /制动系统 DFMEA 评分标准/ })
            .getByRole('button', { name: '删除' })
            .count(),
          0,
        );
        await screenshot(page, 'fmea-library-sod-list');
      });
    },
  );

  test('a read-only user reads the scales and changes nothing', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { browser, baseUrl } = env();
    await inSession(browser, baseUrl, 'fmea-library-readonly', async ({ page }) => {
      await signIn(page, { userName: 'wangfang', password: 'Viewer@123' });
      await page.goto('/DFMEAstandard');
      await page.getByTestId('sod-list').getByRole('link').first().click();
      await page.waitForURL(/\/sod\//);
      await page.getByTestId('sod-scale-severity').getByText('不符合法规要求').waitFor();
      assert.equal(await page.getByTestId('sod-save').count(), 0);
      assert.equal(await page.getByTestId('sod-add').count(), 0);
    });
  });

  test(
    'a parts import names every bad row and imports nothing, then a good file whole',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      await inSession(browser, baseUrl, 'fmea-library-parts-import', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
        await page.goto('/productList');
        await page.getByTestId('parts-table').getByText('BC-1001').first().waitFor();
        const header = ['零件号', '零件名称', '零件类型', '图号', '材料', '描述'];
        await page.getByTestId('parts-import').click();
        await chooseFile(
          page,
          'import-parts-choose',
          [
            header,
            ['E2E-001', '端盖', '制动盘', '', '', ''],
            ['BC-1001', '重复', '', '', '', ''],
            ['E2E-002', '', '', '', '', ''],
          ],
          '零件.xlsx',
        );
        const report = page.getByTestId('import-parts-report');
        await report.getByText('零件号已存在').first().waitFor();
        await report.getByText('零件名称不能为空').first().waitFor();
        await screenshot(page, 'fmea-library-parts-import-report');
        await chooseFile(
          page,
          'import-parts-choose',
          [
            header,
            ['E2E-001', '端盖', '制动系统/制动盘', 'D-1', 'HT250', ''],
            ['E2E-002', '垫片', '密封件', '', '', ''],
          ],
          '零件.xlsx',
        );
        await page.getByTestId('import-parts-modal').waitFor({ state: 'detached' });
        await page.getByTestId('parts-search').locator('input').fill('E2E-');
        await page.getByTestId('parts-search').locator('input').press('Enter');
        await page.getByTestId('parts-table').getByText('制动系统/制动盘').first().waitFor();
        await page.getByTestId('parts-table').getByText('标准件/密封件').first().waitFor();
      });
    },
  );

  test(
    'a BOM import of type 2 asks for its product platform, then names its bad rows',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      await inSession(browser, baseUrl, 'fmea-library-bom-import', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
        await page.goto('/BOMList');
        await page.getByTestId('bom-table').getByText('BOM-BC-1000').first().waitFor();
        await page.getByTestId('bom-import').click();
        const modal = page.getByTestId('import-bom-modal');
        await modal.getByText('产品平台BOM', { exact: true }).click();
        await page.getByTestId('import-bom-no').fill('BOM-E2E-1');
        await page.getByTestId('import-bom-name').fill('端到端导入');
        const rows = [
          ['层级', '零件号', '零件名称', '数量', '备注'],
          ['1', 'BC-1000', '', '1', ''],
          ['3', 'BC-1001', '', '1', ''],
        ];
        await chooseFile(page, 'import-bom-choose', rows, 'BOM.xlsx');
        await modal.getByText('请选择产品平台').waitFor();
        await page.getByTestId('import-bom-platform').click();
        await page.getByTitle('制动系统平台').click();
        await chooseFile(page, 'import-bom-choose', rows, 'BOM.xlsx');
        await page.getByTestId('import-bom-report').getByText('层级不连续（上方最近一行为 1 级）').first().waitFor();
        await screenshot(page, 'fmea-library-bom-import-report');
      });
    },
  );
});
