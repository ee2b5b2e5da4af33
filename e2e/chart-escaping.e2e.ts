/**
 * No markup from data (issue 14 §6): `<img src=x onerror=alert(1)>` typed as Pareto categories, as the column names
 * of a histogram, a scatter chart, a control chart and a regression, and as the groups of a one-way ANOVA is drawn
 * and shown in every chart's tooltip as the text it is: no dialog opens and the Content Security Policy never has
 * to stop a script. The Pareto chart is opened from the old tools' my files, at /oldToolFile/permutationChart/{id}
 * (routes spec §2, issue 14 §8).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { inSession, screenshot, waitForPath, waitForText } from './support/browser';
import { chartTooltip, hoverUntilTooltip } from './support/chart-tooltip';
import { watchForInjectedScript } from './support/script-watch';
import { signIn } from './support/sign-in';
import { usePlatformAndBrowser } from './support/suite';

const TEST_TIMEOUT_MS = 300_000;
const env = usePlatformAndBrowser();

const PAYLOAD = '<img src=x onerror=alert(1)>';
const showsPayload = new RegExp(PAYLOAD.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

interface Column {
  name: string;
  cells: string[];
}
type Space = 'statistics' | 'oldTools';
type Settings = { dataFileId: string } & Record<string, unknown>;

/** A data file of the space with these columns, made through the API; answers its id. */
async function dataFile(token: string, space: Space, name: string, columns: Column[]): Promise<string> {
  const { baseUrl } = env();
  const file = await callApi<{ id: string }>(baseUrl, token, 'POST', '/folders/creatOrEditFiles', {
    name,
    folderId: null,
    space,
  });
  await callApi(baseUrl, token, 'POST', '/mSData/saveData', { id: file.id, columns, version: 1, space });
  return file.id;
}

/** An old-tools chart file of this kind with its settings kept, as its page keeps them; answers its id. */
async function chartFile(token: string, kind: string, name: string, settings: Settings) {
  const { baseUrl } = env();
  const file = await callApi<{ id: string; version: number }>(baseUrl, token, 'POST', '/folders/creatOrEditFiles', {
    name,
    folderId: null,
    kind,
    space: 'oldTools',
  });
  await callApi(baseUrl, token, 'POST', '/folderAndFile/keepFile', {
    id: file.id,
    settings,
    dataFileId: settings.dataFileId,
    version: file.version,
    space: 'oldTools',
  });
  return file.id;
}

// Deterministic figures: a seeded generator (no Math.random), so every run draws the same charts.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
const random = seeded(14);
const around = (centre: number, spread: number, n: number) =>
  Array.from({ length: n }, () => (centre + (random() + random() + random() - 1.5) * spread).toFixed(3));
/** Points along y = slope·x: dense enough that a pointer moved down the plot's middle meets one. */
const line = (n: number, slope: number) => {
  const xs = Array.from({ length: n }, (_, i) => String(i + 1));
  return { xs, ys: xs.map((x) => (Number(x) * slope + (random() - 0.5)).toFixed(3)) };
};

/** Waits for the chart's canvas and its entry animation. */
async function drawn(chart: Locator, page: Page) {
  await chart.locator('canvas').first().waitFor();
  await page.waitForTimeout(800);
}

/** Hovers the chart until its tooltip shows, then checks it holds no element made from data. */
async function tooltipShown(page: Page, chart: Locator, expected?: RegExp): Promise<string> {
  const text = await hoverUntilTooltip(page, chart, expected);
  assert.equal(await chartTooltip(chart).locator('img, script, svg, iframe').count(), 0, 'no element from data');
  return text;
}

describe('no markup from data in charts', () => {
  test(
    'a value written as markup shows as text in the old tools’ and the statistics charts',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { baseUrl } = env();
      await inSession(env().browser, baseUrl, 'chart-escaping', async ({ page }) => {
        const watch = await watchForInjectedScript(page);
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'admin', password: 'Admin@123' });
        const token = await tokenOf(page);

        // Pareto: every category carries the markup; opened from my files at /oldToolFile/permutationChart/{id}.
        const defects = await dataFile(token, 'oldTools', '缺陷统计（标记）', [
          { name: PAYLOAD, cells: ['划伤', '气孔', '毛刺', '变形'].map((name) => `${PAYLOAD} ${name}`) },
          { name: '件数', cells: ['40', '25', '20', '15'] },
        ]);
        const paretoId = await chartFile(token, 'permutationChart', '标记排列图', {
          dataFileId: defects,
          categoryColumn: 0,
          countColumn: 1,
        });
        await page.goto('/oldToolFile');
        await page.getByTestId('files-table').getByText('标记排列图').click();
        await waitForPath(page, `/oldToolFile/permutationChart/${paretoId}`);
        await page.getByTestId('pareto-analyse').click();
        const pareto = page.getByTestId('pareto-chart');
        await waitForText(page.getByTestId('pareto-table'), showsPayload);
        await drawn(pareto, page);
        const paretoTip = await tooltipShown(page, pareto, showsPayload);
        assert.match(paretoTip, /频数/);
        await screenshot(page, 'chart-escaping-pareto');
        watch.assertNone('Pareto chart');

        // Histogram and control chart: the markup as column names.
        const sample = await dataFile(
          token,
          'oldTools',
          '尺寸样本（标记）',
          [0, 1, 2, 3, 4].map((j) => ({ name: `${PAYLOAD}${j + 1}`, cells: around(10, 0.6, 30) })),
        );
        const histogramId = await chartFile(token, 'histogramChart', '标记直方图', {
          dataFileId: sample,
          columns: [0, 1, 2, 3, 4],
        });
        await page.goto(`/myOldTools/histogramChart/${histogramId}`);
        await page.getByTestId('histogram-analyse').click();
        const histogram = page.getByTestId('histogram-chart');
        await drawn(histogram, page);
        assert.match(await tooltipShown(page, histogram), /频数/);
        watch.assertNone('histogram');

        const controlId = await chartFile(token, 'controlChart', '标记控制图', {
          dataFileId: sample,
          chartType: 'xbarR',
          columns: [0, 1, 2, 3, 4],
        });
        await page.goto(`/myOldTools/controlChart/${controlId}`);
        await page.getByTestId('cc-analyse').click();
        await page.getByTestId('cc-figures-xbar').waitFor();
        const controlChart = page.getByTestId('cc-result').getByTestId('stat-chart').first();
        await drawn(controlChart, page);
        assert.match(await tooltipShown(page, controlChart), /UCL/);
        watch.assertNone('control chart');

        // Scatter chart: X and Y columns named with markup, both in the tooltip.
        const pairs = line(300, 2);
        const pairsId = await dataFile(token, 'oldTools', '成对数据（标记）', [
          { name: PAYLOAD, cells: pairs.xs },
          { name: `${PAYLOAD} Y`, cells: pairs.ys },
        ]);
        const scatterId = await chartFile(token, 'scatterChart', '标记散布图', {
          dataFileId: pairsId,
          x: 0,
          y: 1,
        });
        await page.goto(`/myOldTools/scatterChart/${scatterId}`);
        await page.getByTestId('scatter-analyse').click();
        const scatter = page.getByTestId('scatter-chart');
        await drawn(scatter, page);
        assert.match(await tooltipShown(page, scatter, showsPayload), /Y/);
        await screenshot(page, 'chart-escaping-scatter');
        watch.assertNone('scatter chart');

        // Statistics, regression: the first two columns are X and Y.
        const regressionId = await dataFile(token, 'statistics', '回归数据（标记）', [
          { name: PAYLOAD, cells: pairs.xs },
          { name: `${PAYLOAD} Y`, cells: pairs.ys },
        ]);
        await page.goto(`/toolPegressiveAnalysisOne/${regressionId}`);
        await page.getByTestId('analysis-settings').waitFor();
        await page.getByRole('button', { name: '分 析' }).click();
        await page.getByTestId('analysis-result').waitFor();
        const fit = page.getByTestId('stat-chart').first();
        await drawn(fit, page);
        await tooltipShown(page, fit, showsPayload);
        watch.assertNone('regression');

        // Statistics, one-way ANOVA: a column per group, each group named with markup.
        const groups = ['甲', '乙', '丙'];
        const anovaId = await dataFile(
          token,
          'statistics',
          '分组数据（标记）',
          groups.map((group, i) => ({ name: `${PAYLOAD}${group}`, cells: around(10 + i, 2, 12) })),
        );
        await page.goto(`/toolOnewayAnalysisOfVariance/${anovaId}`);
        for (const [i, group] of groups.entries()) {
          await page.locator('#groups').click();
          await page
            .locator('.ant-select-dropdown:visible .ant-select-item-option', {
              hasText: `${'ABC'[i]} ${PAYLOAD}${group}`,
            })
            .first()
            .click();
        }
        await page.keyboard.press('Escape');
        await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: '分 析' }).click();
        await page.getByTestId('analysis-result').waitFor();
        const [box, interval] = [page.getByTestId('stat-chart').nth(0), page.getByTestId('stat-chart').nth(1)];
        await drawn(interval, page);
        await tooltipShown(page, box, showsPayload);
        watch.assertNone('ANOVA box plot');
        await tooltipShown(page, interval, showsPayload);
        await screenshot(page, 'chart-escaping-anova');
        watch.assertNone('ANOVA interval plot');
      });
    },
  );
});
