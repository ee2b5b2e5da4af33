/**
 * The DFMEA task flow end to end (issue 15 §4): the owner plans a node in the 节点计划 editor (assignee and dates),
 * the node shows its task with the grey 待提交 badge, 提交审核 (提示 / 确定提交任务吗? / 是) puts it under audit (the
 * warning badge with the hourglass), the approver — the owner's department head, admin, as the seeded DFMEA flow
 * says when the owner submits — approves it on the workflow screen, and the owner's page shows 已通过 without a
 * reload. /myProjectList?type=2 lists the owner's tasks not yet due.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { chooseOption, inSession, openSession, screenshot, waitForPath, waitForText } from './support/browser';
import { signIn } from './support/sign-in';
import { usePlatformAndBrowser } from './support/suite';

const TEST_TIMEOUT_MS = 600_000;
const env = usePlatformAndBrowser();

interface Task {
  id: string;
  nodeEventId: number;
  auditStatus: number;
  instanceId: string | null;
}

const statusOf = (page: Page) => page.getByTestId('fmea-node-task').getByTestId('fmea-task-status');

async function waitForStatus(page: Page, status: number) {
  await page
    .locator(`[data-testid=fmea-node-task] [data-testid=fmea-task-status][data-status="${status}"]`)
    .waitFor({ timeout: 60_000 });
}

/** A date n days from today, yyyy-MM-dd. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('DFMEA tasks', () => {
  test(
    'a node planned, submitted, approved by the flow’s approver, and its badge follows',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const { browser, baseUrl } = env();
      const approver = await openSession(browser, baseUrl);
      try {
        await inSession(browser, baseUrl, 'fmea-tasks', async ({ page }) => {
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
              projectNO: `DF-TASK-${Date.now()}`,
              projectName: '电子驻车卡钳 DFMEA',
              customerName: '',
              modelYear: '2027',
              subject: 'EPB 卡钳',
              startTime: inDays(-10),
              overTime: inDays(120),
              ownerId: me,
              confidentiality: '内部',
              responsibility: '研发中心',
              location: '苏州',
            },
          );

          // 节点计划: the structure tree to zhangwei, from today for two weeks.
          await page.goto(`/projectInfo/${project.id}`);
          await page.getByTestId('fmea-plan').waitFor();
          await page.getByTestId('fmea-plan-edit').click();
          const editor = page.getByTestId('fmea-plan-editor');
          await chooseOption(page, editor.getByTestId('fmea-plan-assignee-10033'), '张伟（zhangwei）');
          const dates = editor.locator('tr', { hasText: '结构树' }).locator('.ant-picker');
          await dates.locator('input').first().click();
          await dates.locator('input').first().fill(inDays(0));
          await dates.locator('input').nth(1).click();
          await dates.locator('input').nth(1).fill(inDays(14));
          await dates.locator('input').nth(1).press('Enter');
          await screenshot(page, 'fmea-tasks-plan-editor');
          await page.locator('.ant-modal:visible').getByRole('button', { name: '保存计划' }).click();
          await waitForText(page.locator('.ant-message'), /节点计划已保存/);
          await waitForText(
            page.getByTestId('fmea-plan').locator('tr', { hasText: '结构树' }),
            new RegExp(`结构树\\s*张伟\\s*${inDays(0)}\\s*${inDays(14)}\\s*待提交`),
          );
          await screenshot(page, 'fmea-tasks-plan');

          // The node shows its task: 待提交 (grey), assignee, dates; 提交审核 with the spec's confirmation.
          await page.getByTestId('fmea-node-structureTree').click();
          await waitForStatus(page, 1);
          await waitForText(statusOf(page), '待提交');
          await waitForText(page.getByTestId('fmea-node-task-assignee'), '张伟');
          await screenshot(page, 'fmea-tasks-pending');
          await page.getByTestId('fmea-node-task-submit').click();
          const confirm = page.locator('.ant-modal-confirm:visible');
          await waitForText(confirm.locator('.ant-modal-confirm-title'), '提示');
          await waitForText(confirm.locator('.ant-modal-confirm-content'), '确定提交任务吗?');
          await confirm.getByRole('button', { name: /是/ }).click();
          await waitForText(page.locator('.ant-message'), /提交成功/);
          await waitForStatus(page, 2);
          await waitForText(statusOf(page), '审核中');
          assert.equal(await statusOf(page).locator('.anticon-hourglass').count(), 1, 'the hourglass of spec §4');
          assert.ok(await page.getByTestId('fmea-node-task-submit').isDisabled(), 'no second submission under audit');
          await page.getByTestId('fmea-node-dot-structureTree').locator('.ant-badge-status-warning').waitFor();
          await screenshot(page, 'fmea-tasks-under-audit');

          // The owner submitted: the flow goes to his department head, admin, who approves on the workflow screen.
          const tasks = await callApi<{ items: Task[] }>(baseUrl, token, 'POST', '/DFMEATask/AuditTaskList', {
            projectId: project.id,
          });
          const submitted = tasks.items.find((task) => task.nodeEventId === 10033);
          assert.equal(submitted?.auditStatus, 2);
          await signIn(approver.page, { userName: 'admin', password: 'Admin@123' });
          const detail = await (
            await fetch(`${baseUrl}/qis/api/FlowInstances/instanceDetail/${submitted?.instanceId}`, {
              headers: { Authorization: `Bearer ${await tokenOf(approver.page)}` },
            })
          ).json();
          const auditTask = detail.data.openTask.taskId as string;
          await approver.page.goto(`/upcomingTrialDetails?taskId=${auditTask}`);
          await waitForText(approver.page.getByText('电子驻车卡钳 DFMEA：结构树 任务审核').first(), /结构树 任务审核/);
          await approver.page.getByTestId('workflow-comment').fill('结构完整，同意。');
          await approver.page.getByTestId('workflow-approve').click();
          await waitForText(approver.page.getByTestId('workflow-status'), '已通过');
          await screenshot(approver.page, 'fmea-tasks-approved-by-head');

          // zhangwei's page was not reloaded: the realtime notice brings 已通过.
          await waitForStatus(page, 4);
          await waitForText(statusOf(page), '已通过');
          assert.ok(
            await page.getByTestId('fmea-node-task-submit').isDisabled(),
            'an approved task is not submitted again',
          );
          await screenshot(page, 'fmea-tasks-approved');

          // The task list's 'more' link: the owner's tasks not yet due (the approved one is done, so none of this
          // project's; the plan gives him another).
          await page.goto(`/projectInfo/${project.id}`);
          await page.getByTestId('fmea-plan-edit').click();
          await chooseOption(page, page.getByTestId('fmea-plan-assignee-100310'), '张伟（zhangwei）');
          await page.locator('.ant-modal:visible').getByRole('button', { name: '保存计划' }).click();
          await waitForText(page.locator('.ant-message'), /节点计划已保存/);
          await page.goto('/myProjectList?type=2');
          await waitForPath(page, '/myProjectList');
          const mine = page.getByTestId('fmea-my-tasks');
          await waitForText(mine.locator('tr', { hasText: '电子驻车卡钳 DFMEA' }).first(), /风险分析\s.*待提交/);
          await screenshot(page, 'fmea-tasks-my-not-due');
        });
      } finally {
        await approver.context.close().catch(() => undefined);
      }
    },
  );
});
