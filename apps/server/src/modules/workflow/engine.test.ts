import { WorkflowGraph, type WorkflowGraphInput } from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createUser, databaseFingerprint, tenantIdByName } from '../../../test/factories';
import { organizations, users, workflowInstances, workflowTasks } from '../../db/tables';
import { AppError } from '../../platform/http/app-error';
import { deployProcess } from './definitions.service';
import {
  ALREADY_HANDLED,
  actOnTask,
  onWorkflowEvent,
  onWorkflowTransition,
  runWorkflow,
  startFlow,
  type WorkflowContext,
  type WorkflowEvent,
} from './index';
import { approve, chain, end, notify, start } from './test-kit';

// The engine as business modules call it: inside their own transaction, with their own module type.

let t: TestApp;
let tenantId: string;
type Who = WorkflowContext['principal'];
const people: Record<string, Who> = {};
const cleanups: Array<() => void> = [];

beforeAll(async () => {
  t = await buildTestApp();
  tenantId = await tenantIdByName(t.database.db);
  const rows = await t.database.db.select().from(users).where(eq(users.tenantId, tenantId));
  for (const row of rows) people[row.userName] = { userId: row.id, tenantId, name: row.name };
  const loner = await createUser(t.database.db, { tenantId, userName: 'eng.loner', password: 'Flow@1234' });
  people['eng.loner'] = { userId: loner.id, tenantId, name: 'eng.loner' };
});
afterAll(() => t?.close());
afterEach(() => {
  for (const stop of cleanups.splice(0)) stop();
});

const as = (userName: string) => people[userName] as Who;
const run = <T>(userName: string, work: (ctx: WorkflowContext) => Promise<T>) =>
  runWorkflow(t.database.db, as(userName), work);
const deploy = (moduleType: number, graph: WorkflowGraphInput) =>
  run('admin', (ctx) => deployProcess(ctx, { moduleType, name: '引擎测试', graph: WorkflowGraph.parse(graph) }));
const pendingOf = async (instanceId: string) =>
  t.database.db
    .select()
    .from(workflowTasks)
    .where(and(eq(workflowTasks.instanceId, instanceId), eq(workflowTasks.status, 'pending')));
const setLeader = async (organization: string, userName: string | null) =>
  t.database.db
    .update(organizations)
    .set({ leaderId: userName ? as(userName).userId : null })
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.name, organization)));

describe('the initiator’s organization head', () => {
  it('is the head of the nearest organization up the tree that has an active one', async () => {
    // zhangwei works in 质量工程科 (no head) under 质量部 (head: admin): the demo seed's quality-file flow.
    const first = await run('zhangwei', (ctx) =>
      startFlow(ctx, { moduleType: 1020, businessKey: 'DFMEA-TASK-1', title: '结构树提交审核' }),
    );
    expect(first).toMatchObject({ status: 'running', currentNodeId: 'audit', businessKey: 'DFMEA-TASK-1' });
    expect((await pendingOf(first.id)).map((x) => x.assigneeId)).toEqual([as('admin').userId]);

    await setLeader('质量工程科', 'wangfang');
    const second = await run('zhangwei', (ctx) =>
      startFlow(ctx, { moduleType: 1020, businessKey: 'DFMEA-TASK-2', title: '功能分析提交审核' }),
    );
    expect((await pendingOf(second.id)).map((x) => x.assigneeId)).toEqual([as('wangfang').userId]);

    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, as('wangfang').userId));
    const third = await run('zhangwei', (ctx) =>
      startFlow(ctx, { moduleType: 1020, businessKey: 'DFMEA-TASK-3', title: '风险分析提交审核' }),
    );
    expect((await pendingOf(third.id)).map((x) => x.assigneeId)).toEqual([as('admin').userId]);
    await t.database.db
      .update(users)
      .set({ isActive: true })
      .where(eq(users.id, as('wangfang').userId));
    await setLeader('质量工程科', null);
  });

  it('stops a flow whose approve node finds nobody, with a business error and nothing written', async () => {
    const before = await databaseFingerprint(t.database.db);
    const attempt = run('eng.loner', (ctx) => startFlow(ctx, { moduleType: 1020, title: '无部门用户提交' }));
    await expect(attempt).rejects.toMatchObject({
      statusCode: 200,
      code: 9999,
      message: '审批节点「部门负责人审核」没有可用的审批人，流程无法继续，请联系管理员',
    });
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('skips a to-read node that finds nobody: notify never holds the flow', async () => {
    await deploy(
      1020,
      chain(
        start(),
        notify('N', [{ type: 'orgHead' }]),
        approve('A', [{ type: 'user', id: as('lina').userId }]),
        end(),
      ),
    );
    const flow = await run('eng.loner', (ctx) => startFlow(ctx, { moduleType: 1020, title: '质量文件发布' }));
    const tasks = await pendingOf(flow.id);
    expect(tasks.map((x) => [x.kind, x.assigneeId])).toEqual([['approve', as('lina').userId]]);
  });
});

describe('the business owner', () => {
  it('is who the starting module names; a flow that names none finds nobody at such a node', async () => {
    await deploy(1000, chain(start(), approve('A', [{ type: 'businessOwner' }]), end()));
    const flow = await run('lina', (ctx) =>
      startFlow(ctx, { moduleType: 1000, title: '负责人审核', businessOwnerId: as('wangfang').userId }),
    );
    expect(flow.businessOwnerId).toBe(as('wangfang').userId);
    expect((await pendingOf(flow.id)).map((x) => x.assigneeId)).toEqual([as('wangfang').userId]);
    await expect(run('lina', (ctx) => startFlow(ctx, { moduleType: 1000, title: '无负责人' }))).rejects.toMatchObject({
      code: 9999,
      message: '审批节点「审批A」没有可用的审批人，流程无法继续，请联系管理员',
    });
  });
});

describe('assignees by post and by start-time override', () => {
  it('gives the task to every active holder of the post', async () => {
    const [zhangwei] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, as('zhangwei').userId));
    await deploy(1007, chain(start(), approve('A', [{ type: 'post', id: zhangwei?.postId as string }]), end()));
    const flow = await run('lina', (ctx) => startFlow(ctx, { moduleType: 1007, title: 'QFD 阶段一审批' }));
    expect((await pendingOf(flow.id)).map((x) => x.assigneeId)).toEqual([as('zhangwei').userId]);
  });

  it('lets the initiator name the assignees of a node, checked', async () => {
    const flow = await run('lina', (ctx) =>
      startFlow(ctx, { moduleType: 1007, title: '指定审批人', assignees: { A: [as('wangfang').userId] } }),
    );
    expect((await pendingOf(flow.id)).map((x) => x.assigneeId)).toEqual([as('wangfang').userId]);
    await expect(
      run('lina', (ctx) =>
        startFlow(ctx, { moduleType: 1007, title: 'x', assignees: { start: [as('admin').userId] } }),
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: '参数 assignees 无效：流程中没有可指定办理人的节点「start」' });
    await expect(
      run('lina', (ctx) => startFlow(ctx, { moduleType: 1007, title: 'x', assignees: { A: [crypto.randomUUID()] } })),
    ).rejects.toMatchObject({ statusCode: 400, message: '参数 assignees 无效：指定的办理人不存在或已停用' });
    await expect(run('lina', (ctx) => startFlow(ctx, { moduleType: 42, title: 'x' }))).rejects.toMatchObject({
      statusCode: 400,
      message: '参数 moduleType 无效：模块类型 42 不存在',
    });
  });
});

// The events' and acting tests run on module 1004 with the plain audit flow (the seed deploys the FMEA task flow for
// MSR tasks there now).
const AUDIT_FLOW: WorkflowGraphInput = {
  nodes: [
    { id: 'start', type: 'start', name: '提交审核' },
    { id: 'audit', type: 'approve', name: '部门负责人审核', assignees: [{ type: 'orgHead' }], rejectTo: 'initiator' },
    { id: 'inform', type: 'notify', name: '知会发起人', assignees: [{ type: 'initiator' }] },
    { id: 'end', type: 'end', name: '结束' },
  ],
  edges: [
    { from: 'start', to: 'audit' },
    { from: 'audit', to: 'inform' },
    { from: 'inform', to: 'end' },
  ],
};

describe('events', () => {
  beforeAll(() => deploy(1004, AUDIT_FLOW));

  it('reach listeners after the commit, with who must act', async () => {
    const seen: Array<{ event: WorkflowEvent; committed: boolean }> = [];
    cleanups.push(
      onWorkflowEvent(async (event) => {
        const rows = await t.database.db
          .select({ id: workflowInstances.id })
          .from(workflowInstances)
          .where(eq(workflowInstances.id, event.instanceId));
        seen.push({ event, committed: rows.length === 1 });
      }),
    );
    const flow = await run('zhangwei', (ctx) =>
      startFlow(ctx, { moduleType: 1004, businessKey: 'MSR-9', title: '边界图提交审核', summary: '第 2 版' }),
    );
    expect(seen.map((s) => s.committed)).toEqual([true, true]);
    expect(seen.map((s) => s.event)).toEqual([
      {
        type: 'instanceStarted',
        tenantId,
        instanceId: flow.id,
        moduleType: 1004,
        businessKey: 'MSR-9',
        title: '边界图提交审核',
        initiatorId: as('zhangwei').userId,
        actorId: as('zhangwei').userId,
      },
      expect.objectContaining({
        type: 'taskAssigned',
        kind: 'approve',
        nodeId: 'audit',
        nodeName: '部门负责人审核',
        assigneeId: as('admin').userId,
      }),
    ]);

    seen.length = 0;
    const [task] = await pendingOf(flow.id);
    await run('admin', (ctx) => actOnTask(ctx, task?.id as string, { action: 'reject', comment: '请补充' }));
    expect(seen.map((s) => s.event.type)).toEqual(['taskCompleted', 'instanceRejected']);
    expect(seen[1]?.event).toMatchObject({ comment: '请补充', actorId: as('admin').userId, businessKey: 'MSR-9' });
  });

  it('run in-transaction handlers before the commit; a throwing handler rolls the action back', async () => {
    const inside: string[] = [];
    const delivered: string[] = [];
    cleanups.push(onWorkflowEvent((e) => void delivered.push(e.type)));
    cleanups.push(
      onWorkflowTransition(async (tx, event) => {
        const [row] = await tx
          .select({ status: workflowInstances.status })
          .from(workflowInstances)
          .where(eq(workflowInstances.id, event.instanceId));
        inside.push(`${event.type}:${row?.status}`);
        if (event.type === 'instanceApproved' && event.businessKey === 'REFUSE') throw new Error('业务模块拒绝');
      }),
    );
    const flow = await run('zhangwei', (ctx) =>
      startFlow(ctx, { moduleType: 1004, businessKey: 'REFUSE', title: '业务拒绝' }),
    );
    expect(inside).toEqual(['instanceStarted:running', 'taskAssigned:running']);
    const [task] = await pendingOf(flow.id);
    inside.length = 0;
    delivered.length = 0;
    const before = await databaseFingerprint(t.database.db);
    await expect(run('admin', (ctx) => actOnTask(ctx, task?.id as string, { action: 'approve' }))).rejects.toThrow(
      '业务模块拒绝',
    );
    // Handlers run once the instance's new state is written, so they all see it approved.
    expect(inside).toEqual(['taskCompleted:approved', 'taskAssigned:approved', 'instanceApproved:approved']);
    expect(delivered).toEqual([]);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('a failing listener undoes nothing', async () => {
    cleanups.push(
      onWorkflowEvent(() => {
        throw new Error('消息服务不可用');
      }),
    );
    const reported: unknown[] = [];
    const flow = await runWorkflow(
      t.database.db,
      as('zhangwei'),
      (ctx) => startFlow(ctx, { moduleType: 1004, title: '监听失败' }),
      (error) => reported.push(error),
    );
    expect(flow.status).toBe('running');
    expect(reported).toEqual([new Error('消息服务不可用')]);
    expect(await pendingOf(flow.id)).toHaveLength(1);
  });
});

describe('acting through the engine', () => {
  it('answers 该事项已办理 for a task already handled, as an AppError', async () => {
    const flow = await run('zhangwei', (ctx) => startFlow(ctx, { moduleType: 1004, title: 'MSR 提交审核' }));
    const [task] = await pendingOf(flow.id);
    const done = await run('admin', (ctx) =>
      actOnTask(ctx, task?.id as string, { action: 'approve', comment: '同意', variables: { checked: true } }),
    );
    expect(done.instance).toMatchObject({ status: 'approved', variables: { checked: true } });
    const again = run('admin', (ctx) => actOnTask(ctx, task?.id as string, { action: 'approve' }));
    await expect(again).rejects.toBeInstanceOf(AppError);
    await expect(again).rejects.toMatchObject({ code: 9999, message: ALREADY_HANDLED });
  });
});
