/** Shows an ECharts chart's tooltip by moving the pointer over the chart, as a user hovering a bar or a point. */
import type { Locator, Page } from 'playwright-core';

/** ECharts' HTML tooltip: a div it adds inside the chart's container. */
export const chartTooltip = (chart: Locator) => chart.locator('div[style*="9999999"]').first();

/**
 * Moves the pointer down columns of the chart (the middle first, then further out) until its tooltip shows a text
 * matching `expected` (any text without it); answers that text. The pointer stays where the tooltip showed.
 */
export async function hoverUntilTooltip(page: Page, chart: Locator, expected?: RegExp): Promise<string> {
  // The pointer only reaches what is in the viewport.
  await chart.scrollIntoViewIfNeeded();
  const box = await chart.locator('canvas').first().boundingBox();
  if (!box) throw new Error(`${chart} has no drawn canvas`);
  const tooltip = chartTooltip(chart);
  const columns = [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.45, 0.55, 0.35, 0.65];
  let last = '(no tooltip)';
  for (const column of columns) {
    const x = box.x + box.width * column;
    for (let y = box.y + box.height * 0.12; y < box.y + box.height * 0.92; y += 3) {
      await page.mouse.move(x, y);
      if (!(await tooltip.isVisible())) continue;
      last = await tooltip.innerText();
      if (last.trim() !== '' && (!expected || expected.test(last))) return last;
    }
  }
  throw new Error(`no tooltip ${expected ?? ''} over ${chart}; the last one read: ${JSON.stringify(last)}`);
}
