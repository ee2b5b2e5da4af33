import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { messageModuleOf, workflowMessages } from './workflow-messages';

const base = {
  tenantId: 't',
  instanceId: 'i-1',
  moduleType: 1000,
  businessKey: 'b',
  title: '来料检验规范变更',
  initiatorId: 'u-ini',
  actorId: 'u-act',
};

describe('the messages of workflow events', () => {
  it('tells an assignee what to do, with the detail page to open', () => {
    expect(
      workflowMessages({
        ...base,
        type: 'taskAssigned',
        taskId: 'k-1',
        kind: 'approve',
        nodeId: 'n',
        nodeName: '质量经理审批',
        assigneeId: 'u-a',
      }),
    ).toEqual([
      {
        userId: 'u-a',
        module: 11,
        content: '「来料检验规范变更」等待您审核（质量经理审批）',
        url: '/upcomingTrialDetails?taskId=k-1',
      },
    ]);
  });

  it('tells the initiator how the flow ended, and says nothing on other events', () => {
    expect(workflowMessages({ ...base, type: 'instanceApproved' })[0]).toMatchObject({
      userId: 'u-ini',
      content: '您发起的「来料检验规范变更」已审批通过',
      url: '/processedFlowDetails?instanceId=i-1',
    });
    expect(
      workflowMessages({ ...base, type: 'instanceRejected', nodeName: '质量经理审批', comment: '缺少检验数据' })[0]
        ?.content,
    ).toBe('您发起的「来料检验规范变更」在「质量经理审批」被驳回：缺少检验数据');
    expect(workflowMessages({ ...base, type: 'instanceWithdrawn' })).toEqual([]);
    expect(workflowMessages({ ...base, type: 'instanceStarted' })).toEqual([]);
  });

  it('files FMEA, QFD and quality-system flows under their message modules', () => {
    expect([1003, 1004, 1005, 1007, 1006, 1020, 1000].map(messageModuleOf)).toEqual([3, 3, 3, 2, 10, 10, 11]);
  });
});

describe('a flow started and approved through the API', () => {
  let t: TestApp;
  let initiator: string;
  let approver: string;
  beforeAll(async () => {
    t = await buildTestApp();
    initiator = await t.login('zhangwei', 'Quality@123');
    approver = await t.login('admin', 'Admin@123');
  });
  afterAll(() => t?.close());

  const { ok } = apiClient(() => t);
  const messagesOf = async (token: string) =>
    (
      await ok<{ items: Array<{ content: string; url: string | null }> }>(
        token,
        'GET',
        '/qis/api/app/message/messageList?status=0&MaxResultCount=50',
      )
    ).items;

  // Generous: a hang guard on a shared machine that is at times many times slower than usual.
  const WAIT = { timeout: 30_000, interval: 200 };

  it('messages the approver, then the initiator when it is approved', async () => {
    await ok(initiator, 'POST', '/qis/api/FlowInstances/start', {
      title: '二号线扭矩标准变更',
      summary: '扭矩由 12 N·m 调整为 12.5 N·m',
    });

    const toApprover = await vi.waitFor(async () => {
      const found = (await messagesOf(approver)).find((m) => m.content.startsWith('「二号线扭矩标准变更」等待您审核'));
      if (!found) throw new Error('no message yet');
      return found;
    }, WAIT);
    const taskId = new URLSearchParams(toApprover.url?.split('?')[1]).get('taskId');
    expect(toApprover.url).toMatch(/^\/upcomingTrialDetails\?taskId=/);

    await ok(approver, 'POST', '/qis/api/wfTask/approve', { taskId, comment: '同意' });
    await vi.waitFor(async () => {
      const contents = (await messagesOf(initiator)).map((m) => m.content);
      expect(contents).toContain('您发起的「二号线扭矩标准变更」已审批通过');
    }, WAIT);
  });
});
