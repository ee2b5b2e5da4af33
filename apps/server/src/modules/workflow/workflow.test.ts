import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-app';
import {
  type CreatedTenant,
  type CreatedUser,
  createRole,
  createTenantWithAdmin,
  createUser,
  tenantIdByName,
} from '../../../test/factories';
import { workflowHistory, workflowInstances, workflowTasks } from '../../db/tables';
import { withTenant } from '../../platform/db/tenant-transaction';
import { onWorkflowEvent, type WorkflowEvent } from './index';
import {
  approve,
  chain,
  condition,
  edge,
  end,
  expectAlreadyHandled,
  handle,
  notify,
  role,
  start,
  user,
  workflowApi,
} from './test-kit';

let t: TestApp;
let api: ReturnType<typeof workflowApi>;
const { nothingWritten, refused } = apiClient(() => t);
let tenantA: string;
let tenantB: CreatedTenant;
let adminToken: string;
let tenantBToken: string;
let approversRole: string;
// Users of tenant A made here, so the demo seed's flows do not show in their counters and lists.
let ini: CreatedUser; // starts the flows
let a1: CreatedUser; // approver, in approversRole
let a2: CreatedUser; // approver, in approversRole
let h: CreatedUser; // handles to-do tasks
let outsider: CreatedUser; // takes part in nothing
let lister: CreatedUser; // starts the flows of the list tests
let listApprover: CreatedUser;
let flowViewer: CreatedUser; // holds SystemManager.WorkFlow query: may read any flow's detail
const tokens = new Map<string, string>();
const tok = (u: CreatedUser) => tokens.get(u.userName) as string;

const events: WorkflowEvent[] = [];
let stopListening: () => void;

beforeAll(async () => {
  t = await buildTestApp();
  api = workflowApi(t);
  const db = t.database.db;
  tenantA = await tenantIdByName(db);
  approversRole = await createRole(db, { tenantId: tenantA, name: '测试审批组', grants: {} });
  const viewerRole = await createRole(db, {
    tenantId: tenantA,
    name: '流程查看',
    grants: { 'SystemManager.WorkFlow': ['query'] },
  });
  const make = (userName: string, roles: string[] = []) =>
    createUser(db, { tenantId: tenantA, userName, password: 'Flow@1234', name: userName }, roles);
  ini = await make('wf.ini');
  a1 = await make('wf.a1', [approversRole]);
  a2 = await make('wf.a2', [approversRole]);
  h = await make('wf.h');
  outsider = await make('wf.out');
  lister = await make('wf.lister');
  listApprover = await make('wf.lapp');
  flowViewer = await make('wf.viewer', [viewerRole]);
  for (const u of [ini, a1, a2, h, outsider, lister, listApprover, flowViewer])
    tokens.set(u.userName, await t.login(u.userName, u.password));
  adminToken = await t.login('admin', 'Admin@123');
  tenantB = await createTenantWithAdmin(db, { name: 'wf-b', adminUserName: 'admin', adminPassword: 'FlowB@456' });
  tenantBToken = await t.login('admin', 'FlowB@456', 'wf-b');
  stopListening = onWorkflowEvent((e) => {
    events.push(e);
  });
});
afterAll(async () => {
  stopListening?.();
  await t?.close();
});
beforeEach(() => {
  events.length = 0;
});

const historyOf = async (instanceId: string) =>
  t.database.db
    .select()
    .from(workflowHistory)
    .where(eq(workflowHistory.instanceId, instanceId))
    .orderBy(workflowHistory.seq);
const instanceRow = async (id: string) => {
  const [row] = await t.database.db.select().from(workflowInstances).where(eq(workflowInstances.id, id));
  if (!row) throw new Error(`no instance ${id}`);
  return row;
};

describe('any-sign approval (any one of the role signs)', () => {
  it('moves on when one approver signs, closes the other’s task, and counts change accordingly', async () => {
    await api.deploy(
      adminToken,
      chain(start(), approve('A', [role(approversRole)]), notify('N', [{ type: 'initiator' }]), end()),
    );
    const before = { ini: await api.counts(tok(ini)), a1: await api.counts(tok(a1)), a2: await api.counts(tok(a2)) };

    const flow = await api.start(tok(ini), { title: '任一签审批' });
    expect(flow).toMatchObject({ status: 'running', currentNodeName: '审批A', canWithdraw: true });
    expect(await api.counts(tok(a1))).toMatchObject({
      approveTaskCount: before.a1.approveTaskCount + 1,
      waitNum: before.a1.waitNum + 1,
    });
    expect((await api.counts(tok(a2))).approveTaskCount).toBe(before.a2.approveTaskCount + 1);
    expect((await api.counts(tok(ini))).initiatedNum).toBe(before.ini.initiatedNum + 1);
    expect(events.map((e) => e.type)).toEqual(['instanceStarted', 'taskAssigned', 'taskAssigned']);
    expect(
      events
        .filter((e) => e.type === 'taskAssigned')
        .map((e) => e.assigneeId)
        .sort(),
    ).toEqual([a1.id, a2.id].sort());

    events.length = 0;
    const task1 = await api.pendingTask(flow.id, a1.id);
    const task2 = await api.pendingTask(flow.id, a2.id);
    const res = await api.approve(tok(a1), task1, '同意发布');
    expect(api.ok(res)).toMatchObject({
      instanceStatus: 'approved',
      currentNodeName: null,
      task: { taskId: task1, taskStatus: 'done', action: 'approve', comment: '同意发布', kind: 'approve' },
    });
    expect(events.map((e) => e.type)).toEqual(['taskCompleted', 'taskAssigned', 'instanceApproved']);
    expect(events[1]).toMatchObject({ type: 'taskAssigned', kind: 'notify', assigneeId: ini.id, nodeName: '知会N' });

    const tasks = await api.tasks(flow.id);
    expect(tasks.find((x) => x.id === task2)?.status).toBe('cancelled');
    expectAlreadyHandled(await api.approve(tok(a2), task2));

    expect(await api.counts(tok(a1))).toMatchObject({
      approveTaskCount: before.a1.approveTaskCount,
      waitNum: before.a1.waitNum,
      disposedNum: before.a1.disposedNum + 1,
    });
    expect(await api.counts(tok(a2))).toMatchObject({
      approveTaskCount: before.a2.approveTaskCount,
      disposedNum: before.a2.disposedNum,
    });
    const iniNow = await api.counts(tok(ini));
    expect(iniNow.notifyTaskCount).toBe(before.ini.notifyTaskCount + 1);

    // The to-read task never held the flow; reading it completes it, once.
    const readTask = await api.pendingTask(flow.id, ini.id, 'notify');
    expect(api.ok(await api.read(tok(ini), readTask))).toMatchObject({
      instanceStatus: 'approved',
      task: { taskStatus: 'done', action: 'read' },
    });
    expectAlreadyHandled(await api.read(tok(ini), readTask));
    expect((await api.counts(tok(ini))).notifyTaskCount).toBe(before.ini.notifyTaskCount);

    const detail = await api.detail(tok(ini), flow.id);
    expect(detail.instance.status).toBe('approved');
    expect(detail.currentNodes).toEqual([]);
    expect(detail.history.map((x) => [x.action, x.nodeId, x.actorName])).toEqual([
      ['start', 'start', 'wf.ini'],
      ['approve', 'A', 'wf.a1'],
      ['complete', 'end', null],
      ['read', 'N', 'wf.ini'],
    ]);
  });
});

describe('all-sign approval (every assignee signs)', () => {
  beforeAll(async () => {
    await api.deploy(adminToken, chain(start(), approve('A', [user(a1.id), user(a2.id)], { signMode: 'all' }), end()));
  });

  it('holds the node until the last assignee signs', async () => {
    const flow = await api.start(tok(ini), { title: '会签' });
    const res = api.ok<{ instanceStatus: string; currentNodeName: string }>(
      await api.approve(tok(a1), await api.pendingTask(flow.id, a1.id)),
    );
    expect(res).toMatchObject({ instanceStatus: 'running', currentNodeName: '审批A' });
    const detail = await api.detail(tok(a2), flow.id);
    expect(detail.currentNodes[0]?.assignees.map((x) => [x.userId, x.taskStatus]).sort()).toEqual(
      [
        [a1.id, 'done'],
        [a2.id, 'pending'],
      ].sort(),
    );
    expect(detail.openTask?.kind).toBe('approve');
    const last = api.ok<{ instanceStatus: string }>(await api.approve(tok(a2), await api.pendingTask(flow.id, a2.id)));
    expect(last.instanceStatus).toBe('approved');
  });

  it('ends rejected on the first rejection and closes the other assignee’s task', async () => {
    const flow = await api.start(tok(ini), { title: '会签驳回' });
    const res = api.ok<{ instanceStatus: string }>(
      await api.reject(tok(a2), await api.pendingTask(flow.id, a2.id), '资料不全'),
    );
    expect(res.instanceStatus).toBe('rejected');
    expect((await api.tasks(flow.id)).map((x) => [x.assigneeId, x.status]).sort()).toEqual(
      [
        [a1.id, 'cancelled'],
        [a2.id, 'done'],
      ].sort(),
    );
  });
});

describe('rejection', () => {
  it('goes back to the initiator by default: the flow ends rejected, with the comment in history and event', async () => {
    await api.deploy(adminToken, chain(start(), handle('H', [user(h.id)]), approve('A', [user(a1.id)]), end()));
    const flow = await api.start(tok(ini), { title: '驳回到发起人' });
    api.ok(await api.handle(tok(h), await api.pendingTask(flow.id, h.id)));
    events.length = 0;
    const res = api.ok<{ instanceStatus: string }>(
      await api.reject(tok(a1), await api.pendingTask(flow.id, a1.id), '数据有误'),
    );
    expect(res.instanceStatus).toBe('rejected');
    expect(events.at(-1)).toMatchObject({ type: 'instanceRejected', comment: '数据有误', nodeName: '审批A' });
    const detail = await api.detail(tok(ini), flow.id);
    expect(detail.history.at(-1)).toMatchObject({ action: 'reject', rejectTo: 'initiator', actorName: 'wf.a1' });
    expect((await instanceRow(flow.id)).endedAt).not.toBeNull();
  });

  it('requires a comment to reject, and changes nothing without one', async () => {
    await api.deploy(adminToken, chain(start(), approve('A', [user(a1.id)]), end()));
    const flow = await api.start(tok(ini), { title: '驳回无意见' });
    const task = await api.pendingTask(flow.id, a1.id);
    await refused(() => api.reject(tok(a1), task, '   '), {
      status: 400,
      message: '参数 comment 无效：驳回时必须填写意见',
    });
  });

  it('goes back to the previous node when the node says so, and forward again from there', async () => {
    await api.deploy(
      adminToken,
      chain(start(), handle('H', [user(h.id)]), approve('A', [user(a1.id)], { rejectTo: 'previous' }), end()),
    );
    const flow = await api.start(tok(ini), { title: '驳回到上一节点' });
    api.ok(await api.handle(tok(h), await api.pendingTask(flow.id, h.id), '第一次办理'));
    const back = api.ok<{ instanceStatus: string; currentNodeName: string }>(
      await api.reject(tok(a1), await api.pendingTask(flow.id, a1.id), '请补充附件'),
    );
    expect(back).toMatchObject({ instanceStatus: 'running', currentNodeName: '办理H' });
    expect((await api.tasks(flow.id)).filter((x) => x.status === 'pending').map((x) => x.assigneeId)).toEqual([h.id]);

    api.ok(await api.handle(tok(h), await api.pendingTask(flow.id, h.id), '已补充'));
    const done = api.ok<{ instanceStatus: string }>(await api.approve(tok(a1), await api.pendingTask(flow.id, a1.id)));
    expect(done.instanceStatus).toBe('approved');
    const detail = await api.detail(tok(ini), flow.id);
    expect(detail.history.map((x) => [x.action, x.nodeId, x.rejectTo])).toEqual([
      ['start', 'start', null],
      ['handle', 'H', null],
      ['reject', 'A', 'previous'],
      ['handle', 'H', null],
      ['approve', 'A', null],
      ['complete', 'end', null],
    ]);
  });

  it('lets the approver send a rejection to the initiator instead of the previous node', async () => {
    const flow = await api.start(tok(ini), { title: '指定驳回到发起人' });
    api.ok(await api.handle(tok(h), await api.pendingTask(flow.id, h.id)));
    const res = api.ok<{ instanceStatus: string }>(
      await api.reject(tok(a1), await api.pendingTask(flow.id, a1.id), '作废', 'initiator'),
    );
    expect(res.instanceStatus).toBe('rejected');
  });

  it('goes to the initiator when there is no previous node', async () => {
    await api.deploy(adminToken, chain(start(), approve('A', [user(a1.id)], { rejectTo: 'previous' }), end()));
    const flow = await api.start(tok(ini), { title: '首节点驳回' });
    const res = api.ok<{ instanceStatus: string }>(
      await api.reject(tok(a1), await api.pendingTask(flow.id, a1.id), '不需要', 'previous'),
    );
    expect(res.instanceStatus).toBe('rejected');
    expect((await api.detail(tok(ini), flow.id)).history.at(-1)).toMatchObject({ rejectTo: 'initiator' });
  });
});

describe('conditional branches', () => {
  beforeAll(async () => {
    await api.deploy(adminToken, {
      nodes: [start(), condition('C'), approve('BIG', [user(a1.id)]), approve('SMALL', [user(a2.id)]), end()],
      edges: [
        edge('start', 'C'),
        edge('C', 'BIG', 'amount > 1000 and level == "A"'),
        edge('C', 'SMALL'),
        edge('BIG', 'end'),
        edge('SMALL', 'end'),
      ],
    });
  });

  it('takes the conditional edge when its condition holds', async () => {
    const flow = await api.start(tok(ini), { title: '大额', variables: { amount: 1500, level: 'A' } });
    expect(flow.currentNodeName).toBe('审批BIG');
    expect((await api.tasks(flow.id)).map((x) => x.assigneeId)).toEqual([a1.id]);
  });

  it('takes the default edge when it does not', async () => {
    for (const variables of [
      { amount: 10, level: 'A' },
      { amount: 5000, level: 'B' },
    ]) {
      const flow = await api.start(tok(ini), { title: '小额', variables });
      expect(flow.currentNodeName).toBe('审批SMALL');
      expect((await api.tasks(flow.id)).map((x) => x.assigneeId)).toEqual([a2.id]);
    }
  });

  it('answers an expression that cannot be evaluated with 500 "Error while evaluating expression", writing nothing', async () => {
    await nothingWritten(async () => {
      const res = await api.post(tok(ini), '/api/FlowInstances/start', { title: '缺变量', variables: { level: 'A' } });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body.code).toBe(500);
      expect(body.message).toMatch(/^Error while evaluating expression: amount > 1000 and level == "A" \(/);
      expect(body.message).toContain('amount');
      expect(body.requestId).toBe(res.headers['x-request-id']);
      expect(res.body).not.toMatch(/\/src\/|node_modules|\n\s+at /);
    });
    expect(events).toEqual([]);
  });

  it('answers a condition that does not yield a boolean the same way', async () => {
    await api.deploy(adminToken, {
      nodes: [start(), condition('C'), approve('A', [user(a1.id)]), end()],
      edges: [edge('start', 'C'), edge('C', 'A', 'amount * 2'), edge('C', 'end'), edge('A', 'end')],
    });
    const res = await api.post(tok(ini), '/api/FlowInstances/start', { title: '非布尔', variables: { amount: 3 } });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(
      /^Error while evaluating expression: amount \* 2 \(result is 6, not a boolean\)/,
    );
  });

  it('fails an action whose next condition cannot be evaluated, leaving the task pending', async () => {
    await api.deploy(adminToken, {
      nodes: [start(), approve('A', [user(a1.id)]), condition('C'), handle('H', [user(h.id)]), end()],
      edges: [edge('start', 'A'), edge('A', 'C'), edge('C', 'end', 'score >= 60'), edge('C', 'H'), edge('H', 'end')],
    });
    const flow = await api.start(tok(ini), { title: '审批后分支' });
    const task = await api.pendingTask(flow.id, a1.id);
    await nothingWritten(async () => {
      events.length = 0;
      const res = await api.approve(tok(a1), task);
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toMatch(/^Error while evaluating expression: score >= 60/);
    });
    expect(events).toEqual([]);
    // Variables given with the action feed the condition.
    const ok = api.ok<{ instanceStatus: string }>(
      await api.post(tok(a1), '/api/wfTask/approve', { taskId: task, variables: { score: 75 } }),
    );
    expect(ok.instanceStatus).toBe('approved');
  });
});

describe('withdrawal by the initiator', () => {
  beforeAll(async () => {
    await api.deploy(
      adminToken,
      chain(start(), approve('A', [user(a1.id), user(a2.id)], { signMode: 'all' }), approve('B', [user(a2.id)]), end()),
    );
  });

  it('is allowed while the first node is untouched: the flow ends withdrawn and its tasks close', async () => {
    const before = await api.counts(tok(a1));
    const flow = await api.start(tok(ini), { title: '可撤回' });
    expect((await api.counts(tok(a1))).approveTaskCount).toBe(before.approveTaskCount + 1);
    expect((await api.withdraw(tok(a1), flow.id)).statusCode).toBe(403);
    expect((await api.withdraw(tok(outsider), flow.id)).statusCode).toBe(403);
    events.length = 0;
    const res = api.ok<{ status: string; canWithdraw: boolean }>(await api.withdraw(tok(ini), flow.id));
    expect(res).toMatchObject({ status: 'withdrawn', canWithdraw: false });
    expect(events.map((e) => e.type)).toEqual(['instanceWithdrawn']);
    expect((await api.tasks(flow.id)).map((x) => x.status)).toEqual(['cancelled', 'cancelled']);
    expect((await api.counts(tok(a1))).approveTaskCount).toBe(before.approveTaskCount);
    expect((await api.detail(tok(ini), flow.id)).history.map((x) => x.action)).toEqual(['start', 'withdraw']);
    const again = await api.withdraw(tok(ini), flow.id);
    expect(again.json()).toEqual({ code: 9999, message: '流程已结束，无法撤回' });
  });

  it('is refused once anybody has signed, even while the first node is still open', async () => {
    const flow = await api.start(tok(ini), { title: '不可撤回' });
    api.ok(await api.approve(tok(a1), await api.pendingTask(flow.id, a1.id)));
    expect((await api.detail(tok(ini), flow.id)).instance.canWithdraw).toBe(false);
    await nothingWritten(async () => {
      const res = await api.withdraw(tok(ini), flow.id);
      expect(res.json()).toEqual({ code: 9999, message: '流程已有人审批或办理，无法撤回' });
    });
    api.ok(await api.approve(tok(a2), await api.pendingTask(flow.id, a2.id)));
    expect((await api.detail(tok(ini), flow.id)).instance.currentNodeName).toBe('审批B');
    expect((await api.withdraw(tok(ini), flow.id)).json().code).toBe(9999);
  });
});

describe('a new version deployed while flows run', () => {
  it('leaves running instances on their version; new instances start on the selected one', async () => {
    const v1 = await api.deploy(
      adminToken,
      chain(start(), approve('A', [user(a1.id)]), approve('B', [user(a2.id)]), end()),
    );
    const running = await api.start(tok(ini), { title: '旧版本流程' });
    expect(running.currentNodeName).toBe('审批A');

    const v2 = await api.deploy(adminToken, chain(start(), approve('B', [user(a2.id)]), end()), '测试流程（简化）');
    expect(v2.definitionVersion).toBe(v1.definitionVersion + 1);
    const fresh = await api.start(tok(ini), { title: '新版本流程' });
    expect(fresh.currentNodeName).toBe('审批B');
    expect((await api.detail(tok(ini), fresh.id)).instance.definitionVersion).toBe(v2.definitionVersion);

    const moved = api.ok<{ currentNodeName: string }>(
      await api.approve(tok(a1), await api.pendingTask(running.id, a1.id)),
    );
    expect(moved.currentNodeName).toBe('审批B');
    expect((await api.detail(tok(ini), running.id)).instance.definitionVersion).toBe(v1.definitionVersion);

    // Selecting the old version again: new flows start on it, the running ones are untouched.
    api.ok(
      await api.post(adminToken, '/api/app/processManagement/selectionProcess', {
        moduleType: 1000,
        definitionId: v1.id,
      }),
    );
    const onOld = await api.start(tok(ini), { title: '重新选用旧版本' });
    expect(onOld.currentNodeName).toBe('审批A');
    expect((await api.detail(tok(ini), fresh.id)).instance.definitionVersion).toBe(v2.definitionVersion);
    const done = api.ok<{ instanceStatus: string }>(
      await api.approve(tok(a2), await api.pendingTask(running.id, a2.id)),
    );
    expect(done.instanceStatus).toBe('approved');
  });
});

describe('simultaneous actions', () => {
  const transitions = async (instanceId: string) =>
    (await historyOf(instanceId)).filter((x) => x.action === 'complete').length;

  it('two approvers of an any-sign node at the same moment: one transition, the other gets 该事项已办理', async () => {
    await api.deploy(adminToken, chain(start(), approve('A', [role(approversRole)]), end()));
    for (let round = 0; round < 3; round++) {
      const flow = await api.start(tok(ini), { title: `并发审批 ${round}` });
      const { version } = await instanceRow(flow.id);
      const [r1, r2] = await Promise.all([
        api.approve(tok(a1), await api.pendingTask(flow.id, a1.id)),
        api.approve(tok(a2), await api.pendingTask(flow.id, a2.id)),
      ]);
      const bodies = [r1, r2].map((r) => r.json());
      expect(bodies.map((b) => b.code).sort()).toEqual([0, 9999]);
      expect(bodies.find((b) => b.code === 9999)).toEqual({ code: 9999, message: '该事项已办理' });
      const row = await instanceRow(flow.id);
      expect(row.status).toBe('approved');
      expect(row.version).toBe(version + 1);
      expect((await historyOf(flow.id)).filter((x) => x.action === 'approve')).toHaveLength(1);
      expect(await transitions(flow.id)).toBe(1);
    }
  });

  it('one approver submitting the same task twice at once: one succeeds', async () => {
    const flow = await api.start(tok(ini), { title: '重复提交' });
    const task = await api.pendingTask(flow.id, a1.id);
    const results = await Promise.all([api.approve(tok(a1), task), api.approve(tok(a1), task)]);
    expect(results.map((r) => r.json().code).sort()).toEqual([0, 9999]);
    expect(await transitions(flow.id)).toBe(1);
  });

  it('both assignees of an all-sign node at once: both sign, and the flow moves exactly once', async () => {
    await api.deploy(
      adminToken,
      chain(start(), approve('A', [user(a1.id), user(a2.id)], { signMode: 'all' }), notify('N', [user(h.id)]), end()),
    );
    const flow = await api.start(tok(ini), { title: '并发会签' });
    const results = await Promise.all([
      api.approve(tok(a1), await api.pendingTask(flow.id, a1.id)),
      api.approve(tok(a2), await api.pendingTask(flow.id, a2.id)),
    ]);
    expect(results.map((r) => r.json().code)).toEqual([0, 0]);
    expect((await instanceRow(flow.id)).status).toBe('approved');
    expect(await transitions(flow.id)).toBe(1);
    expect((await api.tasks(flow.id)).filter((x) => x.kind === 'notify')).toHaveLength(1);
  });
});

describe('who may act', () => {
  it('answers 403 to anyone but the task’s assignee and changes nothing; 404 for an unknown task', async () => {
    await api.deploy(adminToken, chain(start(), approve('A', [user(a1.id)]), handle('H', [user(h.id)]), end()));
    const flow = await api.start(tok(ini), { title: '仅办理人' });
    const task = await api.pendingTask(flow.id, a1.id);
    await nothingWritten(async () => {
      for (const who of [outsider, ini, a2, h]) {
        const res = await api.approve(tok(who), task);
        expect(res.statusCode, who.userName).toBe(403);
        expect(res.json()).toEqual({ code: 403, message: '抱歉，只有该事项的办理人可以处理' });
        expect((await api.reject(tok(who), task, '越权')).statusCode).toBe(403);
      }
      expect((await api.approve(adminToken, task)).statusCode).toBe(403);
      expect((await api.approve(tok(a1), crypto.randomUUID())).statusCode).toBe(404);
    });
  });

  it('refuses an action that does not fit the task’s kind', async () => {
    const flow = await api.start(tok(ini), { title: '类型不符' });
    api.ok(await api.approve(tok(a1), await api.pendingTask(flow.id, a1.id)));
    const handleTask = await api.pendingTask(flow.id, h.id);
    const res = await api.approve(tok(h), handleTask);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('该事项是办理事项，不能同意');
    expect((await api.read(tok(h), handleTask)).json().message).toBe('该事项是办理事项，不能标记已阅');
    expect(api.ok<{ instanceStatus: string }>(await api.handle(tok(h), handleTask)).instanceStatus).toBe('approved');
  });
});

describe('my-workflow lists and details', () => {
  const ids: Record<string, string> = {};
  const list = async (token: string, path: string, query = '') =>
    api.ok<{
      items: Array<{ title: string; taskStatus?: string; status?: string; canWithdraw?: boolean }>;
      totalCount: number;
    }>(await api.get(token, `${path}${query ? `?${query}` : ''}`));
  const titles = (page: { items: Array<{ title: string }> }) => page.items.map((i) => i.title);
  const day = (offset: number) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };

  beforeAll(async () => {
    await api.deploy(
      adminToken,
      chain(start(), approve('A', [user(listApprover.id)]), notify('N', [{ type: 'initiator' }]), end()),
    );
    for (const title of ['甲 检验报告', '乙 审核计划', '丙 检验报告'])
      ids[title] = (await api.start(tok(lister), { title })).id;
    api.ok(await api.approve(tok(listApprover), await api.pendingTask(ids['甲 检验报告'] as string, listApprover.id)));
    api.ok(
      await api.reject(tok(listApprover), await api.pendingTask(ids['乙 审核计划'] as string, listApprover.id), '重做'),
    );
  });

  it('lists to-review tasks by tab, newest first', async () => {
    const token = tok(listApprover);
    expect(titles(await list(token, '/api/wfTask/approveTaskList'))).toEqual(['丙 检验报告']);
    expect(titles(await list(token, '/api/wfTask/approveTaskList', 'tab=processed')).sort()).toEqual(
      ['乙 审核计划', '甲 检验报告'].sort(),
    );
    const all = await list(token, '/api/wfTask/approveTaskList', 'tab=all');
    expect(all.totalCount).toBe(3);
    expect(all.items[0]).toMatchObject({
      title: '丙 检验报告',
      taskStatus: 'pending',
      kind: 'approve',
      moduleType: 1000,
      moduleTypeName: '通用审批',
      instanceStatus: 'running',
      initiatorName: 'wf.lister',
      nodeName: '审批A',
      action: null,
      completedAt: null,
    });
    const page = await list(token, '/api/wfTask/approveTaskList', 'tab=all&MaxResultCount=1&SkipCount=1');
    expect(page.totalCount).toBe(3);
    expect(page.items).toHaveLength(1);
    expect(await list(token, '/api/wfTask/dealTaskList', 'tab=all')).toEqual({ items: [], totalCount: 0 });
  });

  it('searches by title, module type and date range', async () => {
    const token = tok(listApprover);
    const search = async (q: string) => titles(await list(token, '/api/wfTask/approveTaskList', `tab=all&${q}`)).sort();
    expect(await search('title=检验')).toEqual(['丙 检验报告', '甲 检验报告']);
    expect(await search('title=100%25')).toEqual([]);
    expect(await search('moduleType=1000')).toHaveLength(3);
    expect(await search('moduleType=1003')).toEqual([]);
    expect(await search(`startTime=${day(0)}&endTime=${day(0)}`)).toHaveLength(3);
    expect(await search(`startTime=${day(1)}`)).toEqual([]);
    expect(await search(`endTime=${day(-1)}`)).toEqual([]);
  });

  it('lists processed tasks and sign-off records', async () => {
    const token = tok(listApprover);
    expect(titles(await list(token, '/api/wfTask/processedTaskList')).sort()).toEqual(
      ['乙 审核计划', '甲 检验报告'].sort(),
    );
    expect(titles(await list(token, '/api/wfTask/signOffRecordList', 'result=reject'))).toEqual(['乙 审核计划']);
    expect(titles(await list(token, '/api/wfTask/signOffRecordList', 'result=approve'))).toEqual(['甲 检验报告']);
    expect((await list(token, '/api/wfTask/signOffRecordList', 'title=乙')).items[0]).toMatchObject({
      action: 'reject',
      comment: '重做',
      instanceStatus: 'rejected',
    });
  });

  it('lists the initiator’s to-read tasks and started flows', async () => {
    const token = tok(lister);
    expect(titles(await list(token, '/api/wfTask/notifyTaskList'))).toEqual(['甲 检验报告']);
    const started = await list(token, '/api/FlowInstances/initiatedList', 'tab=all');
    expect(titles(started).sort()).toEqual(['丙 检验报告', '乙 审核计划', '甲 检验报告'].sort());
    expect(titles(await list(token, '/api/FlowInstances/initiatedList'))).toEqual(['丙 检验报告']);
    expect(started.items.find((i) => i.title === '丙 检验报告')).toMatchObject({
      status: 'running',
      canWithdraw: true,
    });
    expect(started.items.find((i) => i.title === '乙 审核计划')).toMatchObject({
      status: 'rejected',
      canWithdraw: false,
    });
    expect(titles(await list(token, '/api/FlowInstances/initiatedList', 'tab=processed')).sort()).toEqual(
      ['乙 审核计划', '甲 检验报告'].sort(),
    );
  });

  it('opens a task’s detail with the business summary, the state, the open task and the timeline', async () => {
    const taskId = await api.pendingTask(ids['丙 检验报告'] as string, listApprover.id);
    const detail = api.ok<Record<string, unknown>>(
      await api.get(tok(listApprover), `/api/wfTask/taskDetail/${taskId}`),
    );
    expect(detail).toMatchObject({
      instance: { title: '丙 检验报告', summary: '摘要', status: 'running', currentNodeName: '审批A' },
      task: { taskId, taskStatus: 'pending' },
      openTask: { taskId },
      currentNodes: [{ nodeId: 'A', kind: 'approve', assignees: [{ userId: listApprover.id, taskStatus: 'pending' }] }],
      history: [{ action: 'start', actorName: 'wf.lister' }],
    });
    expect((detail.graph as { nodes: unknown[] }).nodes).toHaveLength(4);
  });

  it('shows a flow only to those who take part in it or manage flows', async () => {
    const id = ids['丙 检验报告'] as string;
    const taskId = await api.pendingTask(id, listApprover.id);
    expect((await api.get(tok(outsider), `/api/FlowInstances/instanceDetail/${id}`)).statusCode).toBe(403);
    expect((await api.get(tok(outsider), `/api/wfTask/taskDetail/${taskId}`)).statusCode).toBe(403);
    for (const token of [tok(lister), tok(listApprover), tok(flowViewer), adminToken]) {
      const detail = api.ok<{ openTask: unknown }>(await api.get(token, `/api/FlowInstances/instanceDetail/${id}`));
      expect(detail.openTask === null).toBe(token !== tok(listApprover));
    }
    expect((await api.get(tok(lister), `/api/FlowInstances/instanceDetail/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
  });
});

describe('tenant isolation', () => {
  it('shows another tenant nothing of these flows, and lets it touch none of them', async () => {
    const [anyTask] = await t.database.db
      .select()
      .from(workflowTasks)
      .where(and(eq(workflowTasks.tenantId, tenantA), eq(workflowTasks.status, 'pending')))
      .limit(1);
    if (!anyTask) throw new Error('tenant A has no pending task');
    expect(await api.counts(tenantBToken)).toEqual({
      approveTaskCount: 0,
      dealTaskCount: 0,
      notifyTaskCount: 0,
      waitNum: 0,
      disposedNum: 0,
      initiatedNum: 0,
    });
    for (const path of ['approveTaskList', 'dealTaskList', 'notifyTaskList', 'processedTaskList', 'signOffRecordList'])
      expect(api.ok(await api.get(tenantBToken, `/api/wfTask/${path}?tab=all`))).toEqual({ items: [], totalCount: 0 });
    expect(api.ok(await api.get(tenantBToken, '/api/app/processManagement/processManagementList'))).toEqual({
      items: [],
      totalCount: 0,
    });
    expect((await api.get(tenantBToken, `/api/FlowInstances/instanceDetail/${anyTask.instanceId}`)).statusCode).toBe(
      404,
    );
    expect((await api.get(tenantBToken, `/api/wfTask/taskDetail/${anyTask.id}`)).statusCode).toBe(404);
    expect((await api.approve(tenantBToken, anyTask.id)).statusCode).toBe(404);
    expect((await api.withdraw(tenantBToken, anyTask.instanceId)).statusCode).toBe(404);
    // Tenant B has no flow of its own yet.
    expect((await api.post(tenantBToken, '/api/FlowInstances/start', { title: 'B 的流程' })).json()).toEqual({
      code: 9999,
      message: '「通用审批」尚未选用审批流程，请联系管理员在流程管理中部署流程',
    });
  });

  it('keeps each tenant’s definitions, instances, tasks and history apart by row-level security', async () => {
    await api.deploy(tenantBToken, chain(start(), approve('A', [user(tenantB.admin.id)]), end()), 'B 的流程');
    const bFlow = await api.start(tenantBToken, { title: 'B 的流程' });
    expect((await api.counts(tenantBToken)).approveTaskCount).toBe(1);
    expect((await api.get(adminToken, `/api/FlowInstances/instanceDetail/${bFlow.id}`)).statusCode).toBe(404);

    const db = t.database.db;
    for (const table of [workflowInstances, workflowTasks, workflowHistory]) {
      const asB = await withTenant(db, tenantB.tenantId, (tx) => tx.select().from(table));
      expect(asB.length).toBeGreaterThan(0);
      expect(new Set(asB.map((r) => r.tenantId))).toEqual(new Set([tenantB.tenantId]));
      const asA = await withTenant(db, tenantA, (tx) => tx.select().from(table));
      expect(asA.some((r) => r.tenantId === tenantB.tenantId)).toBe(false);
    }
    const write = withTenant(db, tenantA, (tx) =>
      tx.update(workflowInstances).set({ status: 'approved' }).where(eq(workflowInstances.id, bFlow.id)).returning(),
    );
    expect(await write).toEqual([]);
    expect((await instanceRow(bFlow.id)).status).toBe('running');
  });
});

describe('the demo seed', () => {
  it('gives the demo users flows in every list', async () => {
    const admin = await api.counts(adminToken);
    expect(admin.approveTaskCount).toBeGreaterThanOrEqual(2);
    expect(admin.dealTaskCount).toBeGreaterThanOrEqual(1);
    const zhangwei = await api.counts(await t.login('zhangwei', 'Quality@123'));
    // 4 generic flows, the 11 audits of the demo DFMEA's node tasks (dfmea-demo.seed.ts), the 8 of the demo
    // PFMEA's (pfmea-demo.seed.ts) and the 10 of the demo FMEA-MSR's (msr-demo.seed.ts).
    expect(zhangwei).toMatchObject({ approveTaskCount: 1, notifyTaskCount: 1, initiatedNum: 33 });
    const lina = await api.counts(await t.login('lina', 'Audit@123'));
    expect(lina.initiatedNum).toBe(3);
    // Both outcomes are among admin's sign-offs (the seed's records share one timestamp, so a first page alone could
    // hold approvals only).
    for (const result of ['approve', 'reject']) {
      const records = api.ok<{ items: Array<{ action: string }>; totalCount: number }>(
        await api.get(adminToken, `/api/wfTask/signOffRecordList?result=${result}`),
      );
      expect(records.totalCount).toBeGreaterThan(0);
      expect(records.items.every((i) => i.action === result)).toBe(true);
    }
  });

  it('answers an unauthenticated counter call with 401', async () => {
    const res = await t.app.inject({ url: '/qis/api/wfTask/getTaskCount', headers: bearer('garbage') });
    expect(res.statusCode).toBe(401);
  });
});
