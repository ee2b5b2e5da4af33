/**
 * Workflow and realtime end to end: a quality engineer submits a generic approval, the administrator's bell and
 * to-review counter rise without a reload, the administrator approves it, the engineer is told without a reload,
 * and the administrator's processed list shows it read-only.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  ACTION_TIMEOUT_MS,
  inSession,
  launchBrowser,
  NAVIGATION_TIMEOUT_MS,
  openHoverMenu,
  openSession,
  screenshot,
  waitForPath,
  waitForText,
} from './support/browser';
import { type Platform, startPlatform } from './support/platform';
import { signIn } from './support/sign-in';

const TEST_TIMEOUT_MS = 900_000;
let platform: Platform | undefined;
let browser: Browser | undefined;

function env() {
  assert.ok(platform && browser, 'the platform and the browser were not started');
  return { baseUrl: platform.baseUrl, browser };
}

/** The number a badge shows (0 when it shows none). */
async function badgeCount(page: Page, testId: string): Promise<number> {
  const count = page.locator(`[data-testid="${testId}"] sup`);
  if ((await count.count()) === 0) return 0;
  return Number((await count.first().getAttribute('title')) ?? 0);
}

async function waitForBadge(page: Page, testId: string, expected: number) {
  const deadline = Date.now() + ACTION_TIMEOUT_MS;
  let seen = -1;
  while (Date.now() < deadline) {
    seen = await badgeCount(page, testId);
    if (seen === expected) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`expected the ${testId} badge to show ${expected}, it showed ${seen}`);
}

/**
 * Starts watching for a pop-up notification with this text, which closes after a few seconds: the answer is awaited
 * after the steps that bring it.
 */
function watchNotification(page: Page, text: string): Promise<void> {
  const shown = page
    .locator('.ant-notification-notice')
    .filter({ hasText: text })
    .waitFor({ timeout: NAVIGATION_TIMEOUT_MS });
  // Awaited later: a failure of a step in between must not leave its rejection unhandled.
  shown.catch(() => undefined);
  return shown;
}

describe('workflow with realtime notifications', () => {
  before(
    async () => {
      platform = await startPlatform();
      browser = await launchBrowser();
    },
    { timeout: 900_000 },
  );
  after(
    async () => {
      await browser?.close().catch(() => undefined);
      await platform?.stop();
    },
    { timeout: 120_000 },
  );

  test(
    'a submission reaches the approver live, and the approval reaches the submitter live',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      const title = `二号线扭矩标准变更 ${Date.now()}`;
      const approver = await openSession(browser, baseUrl);
      try {
        await inSession(browser, baseUrl, 'workflow-submitter', async ({ page: submitter }) => {
          await signIn(approver.page, { userName: 'admin', password: 'Admin@123' });
          await approver.page.getByTestId('notice-badge').waitFor();
          await approver.page.waitForTimeout(1000); // let the hub connection settle and the counters load
          const bellBefore = await badgeCount(approver.page, 'notice-badge');
          const tasksBefore = await badgeCount(approver.page, 'workflow-badge');

          await signIn(submitter, { userName: 'zhangwei', password: 'Quality@123' });
          const submitterBell = await badgeCount(submitter, 'notice-badge');
          const submitterTasks = await badgeCount(submitter, 'workflow-badge');
          await submitter.goto('/work/pending');
          await submitter.getByTestId('workflow-start').click();
          await submitter.getByTestId('workflow-start-title').fill(title);
          await submitter.getByTestId('workflow-start-summary').fill('扭矩由 12 N·m 调整为 12.5 N·m，需质量经理审批。');
          // The approver's pop-up closes after a few seconds: it is watched for from before the submission.
          const approverNotified = watchNotification(approver.page, title);
          await submitter.getByRole('button', { name: '提 交' }).click();
          await waitForText(submitter.locator('.ant-message'), /已提交审批/);
          await submitter.getByText(title).waitFor();
          await screenshot(submitter, 'workflow-submitted');

          // The approver's page was not reloaded: the hub pushed the message, bell and counter follow.
          await waitForBadge(approver.page, 'notice-badge', bellBefore + 1);
          await waitForBadge(approver.page, 'workflow-badge', tasksBefore + 1);
          await approverNotified;
          await screenshot(approver.page, 'workflow-approver-notified');

          // The bell keeps the task under 待办 (a task waiting for the approver), not under 消息.
          const bell = approver.page.getByTestId('notice-popover');
          await approver.page.getByTestId('notice-bell').click();
          await bell.getByRole('tab', { name: /待办/ }).click();
          await waitForText(bell.getByTestId('notice-list-todo'), new RegExp(title));
          await screenshot(approver.page, 'workflow-bell-todo');
          await approver.page.getByTestId('notice-bell').click();
          await bell.waitFor({ state: 'hidden' });

          // The approver opens the to-review list and approves.
          const toReview = approver.page.getByRole('menuitem', { name: /待审核/ });
          await openHoverMenu(approver.page, approver.page.getByTestId('workflow-menu'), toReview);
          await toReview.click();
          await waitForPath(approver.page, '/upcomingTrial');
          await approver.page.getByTestId('workflow-task-link').filter({ hasText: title }).click();
          await waitForPath(approver.page, '/upcomingTrialDetails');
          await approver.page.getByTestId('workflow-comment').fill('同意，按新扭矩执行。');
          const submitterTold = watchNotification(submitter, '已审批通过');
          await approver.page.getByTestId('workflow-approve').click();
          await waitForText(approver.page.getByTestId('workflow-status'), '已通过');
          await screenshot(approver.page, 'workflow-approved');
          await waitForBadge(approver.page, 'workflow-badge', tasksBefore);

          // The submitter is told without a reload: approved message plus the to-read task.
          await submitterTold;
          assert.ok((await badgeCount(submitter, 'notice-badge')) > submitterBell);
          // The approved flow sends the submitter a to-read task: their counter rises too.
          await waitForBadge(submitter, 'workflow-badge', submitterTasks + 1);
          await screenshot(submitter, 'workflow-submitter-told');

          // The processed list shows it, and its details are read-only.
          await approver.page.goto('/processedFlowList');
          await approver.page.getByTestId('workflow-task-link').filter({ hasText: title }).click();
          await waitForPath(approver.page, '/processedFlowDetails');
          await approver.page.getByTestId('workflow-history').getByText('同意，按新扭矩执行。').waitFor();
          assert.equal(await approver.page.getByTestId('workflow-actions').count(), 0);
          await screenshot(approver.page, 'workflow-processed-read-only');
        });
      } finally {
        await approver.context.close().catch(() => undefined);
      }
    },
  );
});
