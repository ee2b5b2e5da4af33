/**
 * The FMEA dashboard /fmeaOverview (issue 18 item 5): a user with tasks sees the four cards, the task counts and the
 * list; submitting one task (提示 / 确定提交任务吗? / 是) shows 提交成功 and the counts change; the chart's range picker
 * moves a start more than three months back to three months before the end plus one day with 最大查询范围为三个月.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { earliestTaskStatsStart } from '@qis/shared';
import type { Page } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { BROWSER_TIME_ZONE, inSession, screenshot, waitForPath, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { usePlatformAndBrowser } from './support/suite';

const TEST_TIMEOUT_MS = 600_000;
const env = usePlatformAndBrowser();

/** A date n days from today on the server's calendar (the machine's time zone, as the database's), yyyy-MM-dd. */
const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * A date n days from today on the browser's calendar (BROWSER_TIME_ZONE), which the chart's range follows: it is a
 * day ahead of the server's while it is already tomorrow in China.
 */
const inBrowserDays = (days: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: BROWSER_TIME_ZONE }).format(new Date(Date.now() + days * 86_400_000));

const count = async (page: Page, testId: string) => Number(await page.getByTestId(testId).getAttribute('data-count'));

async function waitForCount(page: Page, testId: string, expected: number) {
  await page.locator(`[data-testid="${testId}"][data-count="${expected}"]`).waitFor({ timeout: 60_000 });
}

describe('FMEA dashboard', () => {
  test(
    'cards, task counts, submitting a task, and the chart’s three-month clamp',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      await inSession(browser, baseUrl, 'fmea-dashboard', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signIn(page, { userName: 'zhangwei', password: 'Quality@123' });
        const token = await tokenOf(page);
        const users = await callApi<{ id: string; userName: string }[]>(baseUrl, token, 'GET', '/user/userList');
        const me = users.find((user) => user.userName === 'zhangwei')?.id as string;
        const project = await callApi<{ id: string }>(
          baseUrl,
          token,
          'POST',
          '/ProjectAppServicecs/createDFMEAProject',
          {
            category: 2,
            projectNO: `DF-DASH-${Date.now()}`,
            projectName: '看板制动钳 DFMEA',
            customerName: '看板客户',
            modelYear: '2027',
            subject: '制动钳',
            startTime: inDays(-20),
            overTime: inDays(120),
            ownerId: me,
            confidentiality: '内部',
            responsibility: '研发中心',
            location: '苏州',
          },
        );
        // Three tasks of zhangwei's: overdue since yesterday, due today, without an end.
        const plan = await callApi<{ tasks: { nodeEventId: number; version: number }[] }>(
          baseUrl,
          token,
          'GET',
          `/ProjectNodeTime/projectInfoTime?projectId=${project.id}`,
        );
        const [bom, tree, boundary] = plan.tasks;
        const node = (task: typeof bom, endTime: string | null) => ({
          nodeId: task?.nodeEventId,
          version: task?.version,
          startTime: null,
          endTime,
          assigneeId: me,
        });
        await callApi(baseUrl, token, 'POST', '/ProjectNodeTime/batchChangeNodeTime', {
          projectId: project.id,
          nodes: [node(bom, inDays(-1)), node(tree, inDays(0)), node(boundary, null)],
        });

        await page.goto('/fmeaOverview');
        await waitForPath(page, '/fmeaOverview');
        await page.getByTestId('fmea-dashboard').waitFor();
        // The cards show the figures of the data: zhangwei takes part in the new project at least.
        await page.locator('[data-testid="card-mine"][data-clickable="true"]').waitFor();
        await waitForText(page.getByTestId('card-running'), /进行中的FMEA/);
        await page.getByTestId('count-today').and(page.locator('[data-count]:not([data-count=""])')).waitFor();
        const today = await count(page, 'count-today');
        const notDue = await count(page, 'count-not-due');
        const overdue = await count(page, 'count-overdue');
        assert.ok(today >= 1 && overdue >= 1 && notDue >= 2, `counts ${overdue}/${today}/${notDue}`);
        await page.getByTestId('task-chart').locator('canvas').waitFor();
        await page.getByTestId('recent-table-0').getByText('看板制动钳 DFMEA').waitFor();
        await screenshot(page, 'fmea-dashboard');

        // Submit today's task: 提示 / 确定提交任务吗? / 是 → 提交成功, and today's and the not-yet-due counts drop.
        const task = page.getByTestId('dashboard-task').filter({ hasText: '看板制动钳 DFMEA · 结构树' });
        await task.getByTestId('task-submit').click();
        const confirm = page.locator('.ant-modal-confirm');
        await waitForText(confirm.locator('.ant-modal-confirm-title'), '提示');
        await waitForText(confirm.locator('.ant-modal-confirm-content'), '确定提交任务吗?');
        await confirm.getByRole('button', { name: '是' }).click();
        await page.locator('.ant-message').getByText('提交成功').waitFor();
        await waitForCount(page, 'count-today', today - 1);
        await waitForCount(page, 'count-not-due', notDue - 1);
        await task.locator('[data-testid="task-status"][data-status="2"]').waitFor();
        assert.equal(await task.getByTestId('task-submit').count(), 0);
        await screenshot(page, 'fmea-dashboard-submitted');

        // The overdue count links to the DFMEA task list with ?type=3.
        assert.equal(
          await page.getByTestId('count-overdue').locator('a').getAttribute('href'),
          '/myProjectList?type=3',
        );
        assert.equal(
          await page.getByTestId('count-not-due').locator('a').getAttribute('href'),
          '/myProjectList?type=2',
        );

        // The chart: by day the last 7 days; a start 200 days back is moved to three months before the end plus a day.
        const range = page.getByTestId('chart-range-value');
        assert.equal(await range.getAttribute('data-start'), inBrowserDays(-6));
        assert.equal(await range.getAttribute('data-end'), inBrowserDays(0));
        const picker = page.getByTestId('fmea-dashboard-chart').locator('.ant-picker-range');
        const inputs = picker.locator('input');
        await inputs.first().click();
        await inputs.first().fill(inBrowserDays(-200));
        await inputs.first().press('Enter');
        await inputs.nth(1).fill(inBrowserDays(0));
        await inputs.nth(1).press('Enter');
        await page.locator('.ant-message').getByText('最大查询范围为三个月').waitFor();
        await page.waitForFunction(
          (expected) =>
            document.querySelector('[data-testid="chart-range-value"]')?.getAttribute('data-start') === expected,
          earliestTaskStatsStart(inBrowserDays(0)),
        );
        await page.getByTestId('task-chart').locator('canvas').waitFor();
        // A future day cannot be picked.
        await inputs.nth(1).click();
        const future = page.locator('.ant-picker-cell-disabled').first();
        await future.waitFor();
        await page.keyboard.press('Escape');
        await screenshot(page, 'fmea-dashboard-chart-clamped');
      });
    },
  );
});
