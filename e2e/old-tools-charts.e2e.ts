/**
 * Old seven tools end to end, the chart pages: a Pareto chart of the defect counts, a histogram of the piston-ring
 * diameters and a scatter chart of R's cars data, each showing the reference's figures (qcc pareto.chart, R hist,
 * cor.test and lm); and a control chart whose limits are frozen, still frozen after a reload, then released.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { chooseOption, inSession, screenshot, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { referenceFixture, usePlatformAndBrowser } from './support/suite';

const TEST_TIMEOUT_MS = 900_000;
const env = usePlatformAndBrowser();
const DEMO_USER = { userName: 'zhangwei', password: 'Quality@123' };

interface Column {
  name: string;
  cells: string[];
}

/** The signed-in user's page and token, with the old tools' basic settings: decimals shown, default bin rule. */
async function startOn(page: Page, baseUrl: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_USER);
  const token = await tokenOf(page);
  const config = await callApi<{ decimals: number; histogramBinRule: string }>(
    baseUrl,
    token,
    'GET',
    '/baseSevenToolsConfigure/configer?set=old',
  );
  return { token, decimals: config.decimals, binRule: config.histogramBinRule };
}

/** An old-tools data file with these columns, made through the API; answers its id. */
async function oldToolsDataFile(baseUrl: string, token: string, name: string, columns: Column[]): Promise<string> {
  const file = await callApi<{ id: string }>(baseUrl, token, 'POST', '/folders/creatOrEditFiles', {
    name,
    folderId: null,
    space: 'oldTools',
  });
  await callApi(baseUrl, token, 'POST', '/mSData/saveData', { id: file.id, columns, version: 1, space: 'oldTools' });
  return file.id;
}

/** Creates a chart file from the /myTool workbench and waits for its page; answers the file's id. */
async function oldToolFile(page: Page, kind: string, name: string): Promise<string> {
  await page.goto('/myTool');
  await page.getByTestId(`old-tool-${kind}`).click();
  await page.getByTestId('files-name-input').fill(name);
  await page
    .locator('.ant-modal:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await page.waitForURL(new RegExp(`/myOldTools/${kind}/`));
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/** Chooses the chart's data file in its select (`#${prefix}-data-file`). */
const chooseDataFile = (page: Page, prefix: string, name: string) =>
  chooseOption(page, page.locator('.ant-select', { has: page.locator(`#${prefix}-data-file`) }).first(), name);

/** Chooses a column in a single column select by its field id. */
const chooseColumn = (page: Page, id: string, column: string) =>
  chooseOption(page, page.locator('.ant-select', { has: page.locator(`#${id}`) }).first(), column);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A figure as the result tables show it, as a RegExp. */
const shown = (value: number, decimals: number) => escaped(value.toFixed(decimals));

interface Saved<T> {
  settings: T;
}
const fileDetail = <T>(baseUrl: string, token: string, id: string) =>
  callApi<Saved<T>>(baseUrl, token, 'GET', `/folderAndFile/msFileDetail?id=${id}&space=oldTools`);

describe('old seven tools: Pareto, histogram, scatter and frozen control limits', () => {
  test(
    "a Pareto chart of the defect counts shows qcc's order, cumulative % and classes",
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'old-tools-pareto', async ({ page }) => {
        const { token, decimals } = await startOn(page, baseUrl);
        const reference = referenceFixture('seven_tools/pareto_defects.json');
        const dataFileId = await oldToolsDataFile(baseUrl, token, '注塑缺陷统计', [
          { name: '缺陷类型', cells: reference.input.categories },
          { name: '件数', cells: (reference.input.counts as number[]).map(String) },
        ]);
        const fileId = await oldToolFile(page, 'permutationChart', '注塑缺陷排列图');
        await chooseDataFile(page, 'pareto', '注塑缺陷统计');
        await chooseColumn(page, 'pareto-category-column', '缺陷类型');
        await chooseColumn(page, 'pareto-count-column', '件数');
        await page.getByTestId('pareto-analyse').click();

        // One table row per category, in qcc's order: 项目, 频数, 占比, 累计占比, 类别.
        const table = page.getByTestId('pareto-table');
        await waitForText(table.locator('.ant-table-tbody tr').first(), new RegExp(`^${reference.expected.order[0]}`));
        const rows = (await table.locator('.ant-table-tbody tr').allInnerTexts()).map((row) => row.split(/\t|\n/));
        const expected = reference.expected;
        assert.deepEqual(
          rows.map((cells) => cells.slice(0, 4).map((cell) => cell.trim())),
          (expected.order as string[]).map((category, i) => [
            category,
            String(expected.frequency[i]),
            `${expected.percentage[i].toFixed(decimals)}%`,
            `${expected.cum_percentage[i].toFixed(decimals)}%`,
          ]),
        );
        // Class A: the vital few whose cumulative share reaches 80 %.
        const classA = rows.filter((cells) => cells[4]?.trim() === 'A').map((cells) => cells[0]);
        assert.deepEqual(classA, expected.vital_few_80);
        await page.getByTestId('pareto-chart').locator('canvas').first().waitFor();
        await waitForText(page.getByTestId('tool-file-state'), '已自动保存');
        await page.waitForTimeout(800); // the chart finishes its entry animation before the screenshot
        await screenshot(page, 'old-tools-pareto');

        const file = await fileDetail<{ dataFileId: string; categoryColumn: number; countColumn: number }>(
          baseUrl,
          token,
          fileId,
        );
        assert.equal(file.settings.dataFileId, dataFileId);
        assert.equal(file.settings.categoryColumn, 0);
        assert.equal(file.settings.countColumn, 1);
      });
    },
  );

  test("a histogram of the piston rings shows R's classes, mean and s", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { baseUrl } = env();
    await inSession(env().browser, baseUrl, 'old-tools-histogram', async ({ page }) => {
      const { token, decimals, binRule } = await startOn(page, baseUrl);
      const reference = referenceFixture('seven_tools/histogram_pistonrings.json');
      const expected = reference.expected;
      await oldToolsDataFile(baseUrl, token, '活塞环外径样本', [
        { name: '直径', cells: (reference.input.x as number[]).map(String) },
      ]);
      const fileId = await oldToolFile(page, 'histogramChart', '活塞环直径直方图');
      await chooseDataFile(page, 'histogram', '活塞环外径样本');
      await page.locator('#histogram-columns').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '直径' }).first().click();
      await page.keyboard.press('Escape');
      await chooseOption(
        page,
        page.locator('.ant-select', { has: page.locator('#histogram-binning') }).first(),
        'Sturges',
      );
      const answer = page.waitForResponse((response) => response.url().includes('/histogramChart/makeHistogram'));
      await page.getByTestId('histogram-analyse').click();

      const stats = page.getByTestId('histogram-stats');
      await waitForText(stats, new RegExp(`平均值 ${shown(expected.mean, decimals)}`));
      await waitForText(stats, new RegExp(`标准差 s ${shown(expected.sd, decimals)}`));
      await waitForText(stats, new RegExp(`组数 ${expected.counts.length}\\b`));
      await waitForText(stats, new RegExp(`组距 ${shown(expected.breaks[1] - expected.breaks[0], decimals)}`));
      // The counts drawn are R's hist() counts (Sturges, pretty() breaks, right-closed classes).
      const body = (await (await answer).json()) as {
        data: { n: number; bins: { counts: number[] }; describe: { mean: number; sd: number } };
      };
      assert.equal(body.data.n, expected.n);
      assert.deepEqual(body.data.bins.counts, expected.counts);
      // The figures behind the rounded ones shown.
      assert.ok(Math.abs(body.data.describe.mean - expected.mean) < 1e-9, 'the mean is R’s');
      assert.ok(Math.abs(body.data.describe.sd / expected.sd - 1) < 1e-9, 'the standard deviation is R’s');
      await page.getByTestId('histogram-chart').locator('canvas').first().waitFor();
      await waitForText(page.getByTestId('tool-file-state'), '已自动保存');
      await page.waitForTimeout(800);
      await screenshot(page, 'old-tools-histogram');

      const file = await fileDetail<{ columns: number[]; binning: string }>(baseUrl, token, fileId);
      assert.deepEqual(file.settings.columns, [0]);
      // null: the module's rule, Sturges in the demo data.
      assert.equal(file.settings.binning ?? binRule, 'sturges');
    });
  });

  test(
    "a scatter chart of the cars shows R's r, its reading and the fitted line",
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'old-tools-scatter', async ({ page }) => {
        const { token, decimals } = await startOn(page, baseUrl);
        const correlation = referenceFixture('seven_tools/scatter_cars.json');
        const regression = referenceFixture('regression/linreg_cars.json').expected;
        await oldToolsDataFile(baseUrl, token, '车速与刹车距离', [
          { name: '车速', cells: (correlation.input.x as number[]).map(String) },
          { name: '刹车距离', cells: (correlation.input.y as number[]).map(String) },
        ]);
        const fileId = await oldToolFile(page, 'scatterChart', '车速刹车距离散布图');
        await chooseDataFile(page, 'scatter', '车速与刹车距离');
        await chooseColumn(page, 'scatter-x', '车速');
        await chooseColumn(page, 'scatter-y', '刹车距离');
        await page.getByTestId('scatter-analyse').click();

        const r = correlation.expected.pearson_r as number;
        await waitForText(page.getByTestId('scatter-reading'), new RegExp(`强正相关.*${shown(r, decimals)}`));
        const stats = page.getByTestId('scatter-stats');
        await waitForText(stats, new RegExp(`相关系数 r ${shown(r, decimals)}`));
        await waitForText(stats, new RegExp(`r² ${shown(regression.r_squared, decimals)}`));
        // y = a + bx with lm's intercept (negative: written with a minus sign) and slope.
        const line = `y = −${shown(-regression.intercept.estimate, decimals)} \\+ ${shown(regression.slope.estimate, decimals)}x`;
        await waitForText(stats, new RegExp(line));
        await page.getByTestId('scatter-chart').locator('canvas').first().waitFor();
        await waitForText(page.getByTestId('tool-file-state'), '已自动保存');
        await page.waitForTimeout(800);
        await screenshot(page, 'old-tools-scatter');

        const file = await fileDetail<{ x: number; y: number }>(baseUrl, token, fileId);
        assert.deepEqual([file.settings.x, file.settings.y], [0, 1]);
      });
    },
  );

  test(
    'control limits frozen from phase I stay frozen after a reload until released',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'old-tools-freeze', async ({ page }) => {
        const { token } = await startOn(page, baseUrl);
        const reference = referenceFixture('control_charts/cc_pistonrings_xbar_R.json');
        const subgroups = [...reference.input.calibration_subgroups, ...reference.input.new_subgroups] as number[][];
        const dataFileId = await oldToolsDataFile(
          baseUrl,
          token,
          '活塞环内径',
          [0, 1, 2, 3, 4].map((j) => ({ name: `x${j + 1}`, cells: subgroups.map((row) => String(row[j])) })),
        );
        // The chart file with its settings (subgroups 1–25 set the limits), as the page keeps them.
        const chart = await callApi<{ id: string; version: number }>(
          baseUrl,
          token,
          'POST',
          '/folders/creatOrEditFiles',
          {
            name: '活塞环内径控制图',
            folderId: null,
            kind: 'controlChart',
            space: 'oldTools',
          },
        );
        await callApi(baseUrl, token, 'POST', '/folderAndFile/keepFile', {
          id: chart.id,
          settings: { dataFileId, chartType: 'xbarR', columns: [0, 1, 2, 3, 4], phaseOneCount: 25 },
          dataFileId,
          version: chart.version,
          space: 'oldTools',
        });

        await page.goto(`/myOldTools/controlChart/${chart.id}`);
        await page.getByTestId('cc-analyse').click();
        const ucl = shown(reference.expected.xbar_chart.UCL as number, 4);
        await waitForText(page.getByTestId('cc-figures-xbar'), new RegExp(ucl));
        await page.getByTestId('cc-freeze').click();
        const note = page.getByTestId('cc-frozen-note');
        await waitForText(note, /控制限已冻结（基于第 1–25 组）/);
        await waitForText(page.getByTestId('tool-file-state'), '已自动保存');
        await page.waitForTimeout(800);
        await screenshot(page, 'old-tools-control-chart-frozen');
        const frozen = await fileDetail<{ frozen: { phaseOneCount: number; given: Record<string, number> } | null }>(
          baseUrl,
          token,
          chart.id,
        );
        assert.equal(frozen.settings.frozen?.phaseOneCount, 25);
        assert.ok(
          frozen.settings.frozen && Object.keys(frozen.settings.frozen.given).length > 0,
          'the limits are kept',
        );

        // After a reload the chart is still frozen, and 分析 judges against the frozen limits (the same UCL).
        await page.reload();
        await waitForText(note, /控制限已冻结（基于第 1–25 组）/);
        await page.getByTestId('cc-analyse').click();
        await waitForText(page.getByTestId('cc-figures-xbar'), new RegExp(ucl));

        await page.getByTestId('cc-unfreeze').click();
        await note.waitFor({ state: 'detached' });
        await page.getByTestId('cc-freeze').waitFor();
        await waitForText(page.getByTestId('tool-file-state'), '已自动保存');
        const released = await fileDetail<{ frozen: unknown }>(baseUrl, token, chart.id);
        assert.equal(released.settings.frozen ?? null, null);
        await screenshot(page, 'old-tools-control-chart-released');
      });
    },
  );
});
