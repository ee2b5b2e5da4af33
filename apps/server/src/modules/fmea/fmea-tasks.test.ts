import {
  FMEA_MESSAGES,
  FMEA_TASK_MESSAGES,
  type FmeaProjectDto,
  type FmeaTaskDto,
  P,
  type PlanStepDto,
  type ProjectPlanDto,
} from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createUser, tenantIdByName } from '../../../test/factories';
import { messages, organizations, users, workflowInstances, workflowTasks } from '../../db/tables';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

// The DFMEA task flow: the twelve node tasks, their plan (batchChangeNodeTime), submitting to audit on the workflow
// engine (the seeded DFMEA flow: the project owner audits; the owner's department head when the owner submitted),
// approval → 4, rejection → 3 → resubmit, the lists and the seven steps.

let t: TestApp;
let u: FmeaUsers;
let head: string;
let headId: string;
let manager: string;
const c = fmeaClient(() => t);
let project: FmeaProjectDto;

const SUBMIT = `${API}/dFMEATask/submitTaskToAudit`;
const BATCH = `${API}/ProjectNodeTime/batchChangeNodeTime`;
const PLAN = (id: string) => `ProjectNodeTime/projectInfoTime?projectId=${id}`;
const PASSWORD = 'Fmea@1234';

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'tk');
  const db = t.database.db;
  const tenantId = await tenantIdByName(db);
  // The owner's department head audits what the owner submits.
  headId = (await createUser(db, { tenantId, userName: 'tkhead', password: PASSWORD, name: '部门负责人' })).id;
  head = await t.login('tkhead', PASSWORD);
  const [org] = await db
    .insert(organizations)
    .values({ tenantId, name: '制动系统科', leaderId: headId })
    .returning({ id: organizations.id });
  await db.update(users).set({ organizationId: org?.id }).where(eq(users.id, u.ids.owner));
  // A project manager: the DFMEA point and 项目视图 with edit, on no team.
  const role = await createRole(db, {
    tenantId,
    name: 'tk项目管理',
    grants: { [P.fmea.MyDFMEA.key]: [...P.fmea.MyDFMEA.actions], [P.fmea.ProjectView.key]: ['get', 'query', 'edit'] },
  });
  await createUser(db, { tenantId, userName: 'tkpmo', password: PASSWORD }, [role]);
  manager = await t.login('tkpmo', PASSWORD);
  project = await c.createProject(u.owner, u);
});
afterAll(() => t?.close());

const plan = (token: string, id = project.id) => c.get<ProjectPlanDto>(token, PLAN(id));
const taskOf = async (nodeId: number, token = u.owner) =>
  (await plan(token)).tasks.find((task) => task.nodeEventId === nodeId) as FmeaTaskDto;
const nodeChange = (task: FmeaTaskDto, change: Record<string, unknown>) => ({
  nodeId: task.nodeEventId,
  version: task.version,
  startTime: task.startTime,
  endTime: task.endTime,
  assigneeId: task.assigneeId,
  ...change,
});
const pendingApproval = async (instanceId: string | null) => {
  const rows = await t.database.db
    .select()
    .from(workflowTasks)
    .where(
      and(
        eq(workflowTasks.instanceId, instanceId as string),
        eq(workflowTasks.kind, 'approve'),
        eq(workflowTasks.status, 'pending'),
      ),
    );
  expect(rows).toHaveLength(1);
  return rows[0] as typeof workflowTasks.$inferSelect;
};
const act = (token: string, action: 'approve' | 'reject', taskId: string, comment: string) =>
  c.ok(token, 'POST', `/qis/api/wfTask/${action}`, { taskId, comment });

describe('the node tasks of a DFMEA', () => {
  it('are made with the project: twelve, pending, unassigned, the node dates of the creation as their ends', async () => {
    const { tasks, assignable, canManage } = await plan(u.owner);
    expect(tasks.map((task) => task.nodeEventId)).toEqual([
      10032, 10033, 10034, 10035, 10036, 10037, 10038, 10039, 100310, 100311, 100312, 100313,
    ]);
    expect(tasks.every((task) => task.auditStatus === 1 && task.assigneeId === null)).toBe(true);
    expect(tasks[1]).toMatchObject({
      nodeName: '结构树',
      step: 2,
      endTime: '2026-12-01',
      fmeaName: '测试制动钳 DFMEA',
    });
    // The owner and the team members with edit rights may be assigned; the read-only member may not.
    expect(assignable.map((a) => a.userId).sort()).toEqual([u.ids.owner, u.ids.editor].sort());
    expect(canManage).toBe(true);
    expect((await plan(u.editor)).canManage).toBe(false);
    expect(project.nodeTimes).toEqual([{ nodeId: 10033, dueDate: '2026-12-01' }]);
  });

  it('are planned in one batch by the owner; the project’s nodeTimes are their end dates', async () => {
    const [bom, tree] = (await plan(u.owner)).tasks as [FmeaTaskDto, FmeaTaskDto];
    const planned = await c.post<ProjectPlanDto>(u.owner, 'ProjectNodeTime/batchChangeNodeTime', {
      projectId: project.id,
      nodes: [
        nodeChange(bom, { startTime: '2026-11-02', endTime: '2026-11-10', assigneeId: u.ids.owner }),
        nodeChange(tree, { startTime: '2026-11-05', endTime: '2026-12-05', assigneeId: u.ids.editor }),
      ],
    });
    expect(planned.tasks.slice(0, 2)).toMatchObject([
      { assigneeId: u.ids.owner, assigneeName: 'tkowner', startTime: '2026-11-02', endTime: '2026-11-10', version: 2 },
      { assigneeId: u.ids.editor, startTime: '2026-11-05', endTime: '2026-12-05', version: 2 },
    ]);
    const again = await c.get<FmeaProjectDto>(u.reader, `ProjectAppServicecs/dFMEAProject?id=${project.id}`);
    expect(again.nodeTimes).toEqual([
      { nodeId: 10032, dueDate: '2026-11-10' },
      { nodeId: 10033, dueDate: '2026-12-05' },
    ]);
  });

  it('refuses a bad plan with 400 naming the field and writes nothing; a stale version is 409', async () => {
    const tree = await taskOf(10033);
    const fmea = await taskOf(10034);
    const batch = (...nodes: unknown[]) => ({ projectId: project.id, nodes });
    await c.refused(
      u.owner,
      'POST',
      BATCH,
      batch(nodeChange(fmea, { assigneeId: u.ids.owner }), nodeChange(tree, { startTime: '2026-12-10' })),
      failure(400, `参数 nodes.1.endTime 无效：${FMEA_TASK_MESSAGES.endBeforeStart}`),
    );
    await c.refused(
      u.owner,
      'POST',
      BATCH,
      batch(nodeChange(fmea, { assigneeId: u.ids.reader })),
      failure(400, `参数 nodes.0.assigneeId 无效：${FMEA_TASK_MESSAGES.assigneeNotMember}`),
    );
    await c.refused(
      u.owner,
      'POST',
      BATCH,
      batch(nodeChange(fmea, { assigneeId: u.ids.outsider })),
      failure(400, /^参数 nodes\.0\.assigneeId 无效/),
    );
    await c.refused(
      u.owner,
      'POST',
      BATCH,
      batch(nodeChange(fmea, { nodeId: 20001 })),
      failure(400, /nodes\.0\.nodeId/),
    );
    await c.refused(
      u.owner,
      'POST',
      BATCH,
      batch(nodeChange(fmea, {}), nodeChange(fmea, {})),
      failure(400, /nodes\.1\.nodeId/),
    );
    await c.refused(
      u.owner,
      'POST',
      BATCH,
      batch(nodeChange(fmea, { endTime: '2026/12/01' })),
      failure(400, /^参数 nodes\.0\.endTime 无效/),
    );
    await c.refused(u.owner, 'POST', BATCH, { projectId: project.id, nodes: [] }, failure(400, /^参数 nodes 无效/));
    // The first entry is fine, the second was read before the last change: nothing of either is written.
    await c.refused(
      u.owner,
      'POST',
      BATCH,
      batch(nodeChange(fmea, { assigneeId: u.ids.owner }), nodeChange(tree, { version: 1, assigneeId: u.ids.owner })),
      failure(409),
    );
  });

  it('is planned by the owner or a project manager only; another tenant gets 404', async () => {
    const fmea = await taskOf(10034);
    const body = { projectId: project.id, nodes: [nodeChange(fmea, { assigneeId: u.ids.editor })] };
    await c.refused(u.editor, 'POST', BATCH, body, failure(403, FMEA_TASK_MESSAGES.manageOnly));
    await c.refused(u.reader, 'POST', BATCH, body, failure(403, FMEA_TASK_MESSAGES.manageOnly));
    await c.refused(u.outsider, 'POST', BATCH, body, failure(403));
    await c.refused(u.otherTenant, 'POST', BATCH, body, failure(404));
    await c.refused(u.otherTenant, 'GET', `${API}/${PLAN(project.id)}`, undefined, failure(404));
    await c.refused(
      u.outsider,
      'GET',
      `${API}/${PLAN(project.id)}`,
      undefined,
      failure(403, FMEA_MESSAGES.noReadRight),
    );
    // The project manager plans and reads it, but does not write its analysis.
    const planned = await c.post<ProjectPlanDto>(manager, 'ProjectNodeTime/batchChangeNodeTime', body);
    expect(planned.tasks[2]).toMatchObject({ assigneeId: u.ids.editor, version: fmea.version + 1 });
    expect(planned.canManage).toBe(true);
    await c.refused(
      manager,
      'POST',
      `${API}/PartsRelation/OrEditPartsRelation`,
      { projectId: project.id, parentId: null, name: '制动钳', type: 'system' },
      failure(403, FMEA_MESSAGES.noEditRight),
    );
  });
});

describe('submitting a task to audit', () => {
  it('is refused to others than its assignee and the owner; another tenant gets 404', async () => {
    const tree = await taskOf(10033);
    await c.refused(u.reader, 'POST', SUBMIT, { id: tree.id }, failure(403, FMEA_TASK_MESSAGES.submitRight));
    await c.refused(u.outsider, 'POST', SUBMIT, { id: tree.id }, failure(403, FMEA_MESSAGES.noReadRight));
    await c.refused(u.otherTenant, 'POST', SUBMIT, { id: tree.id }, failure(404));
    await c.refused(u.editor, 'POST', SUBMIT, { id: 'x' }, failure(400, /^参数 id 无效/));
    expect(tree.canSubmit).toBe(true);
    expect((await taskOf(10033, u.editor)).canSubmit).toBe(true);
    expect((await taskOf(10033, u.reader)).canSubmit).toBe(false);
  });

  it('puts it under audit (2) with the project owner as approver; a second submission is refused', async () => {
    const tree = await taskOf(10033);
    expect(await c.post<boolean>(u.editor, 'dFMEATask/submitTaskToAudit', { id: tree.id })).toBe(true);
    const submitted = await taskOf(10033);
    expect(submitted).toMatchObject({ auditStatus: 2, canSubmit: false, version: tree.version });
    const approval = await pendingApproval(submitted.instanceId);
    expect(approval).toMatchObject({ assigneeId: u.ids.owner, nodeName: '项目负责人审核' });
    const [instance] = await t.database.db
      .select()
      .from(workflowInstances)
      .where(eq(workflowInstances.id, submitted.instanceId as string));
    expect(instance).toMatchObject({
      moduleType: 1003,
      businessKey: tree.id,
      businessOwnerId: u.ids.owner,
      title: '测试制动钳 DFMEA：结构树 任务审核',
      variables: { projectId: project.id, nodeId: 10033, submitterIsOwner: false },
    });
    await c.refused(u.editor, 'POST', SUBMIT, { id: tree.id }, business(FMEA_TASK_MESSAGES.underAudit));
  });

  it('rejected on the workflow engine: 3 with the comment, then submitted again and approved: 4, done', async () => {
    const underAudit = await taskOf(10033);
    const approval = await pendingApproval(underAudit.instanceId);
    await act(u.owner, 'reject', approval.id, '请补充活塞密封圈的结构层级');
    const rejected = await taskOf(10033);
    expect(rejected).toMatchObject({ auditStatus: 3, auditComment: '请补充活塞密封圈的结构层级', canSubmit: true });

    expect(await c.post<boolean>(u.editor, 'dFMEATask/submitTaskToAudit', { id: rejected.id })).toBe(true);
    const again = await taskOf(10033);
    expect(again.auditStatus).toBe(2);
    expect(again.instanceId).not.toBe(underAudit.instanceId);
    await act(u.owner, 'approve', (await pendingApproval(again.instanceId)).id, '同意');
    const done = await taskOf(10033);
    expect(done).toMatchObject({ auditStatus: 4, canSubmit: false, overdue: false });
    expect(done.approvedAt).not.toBeNull();
    await c.refused(u.editor, 'POST', SUBMIT, { id: done.id }, business(FMEA_TASK_MESSAGES.approved));
  });

  it('by the owner goes to the owner’s department head; the assignee hears the outcome', async () => {
    const fmea = await taskOf(10034);
    expect(fmea.assigneeId).toBe(u.ids.editor);
    await c.post(u.owner, 'dFMEATask/submitTaskToAudit', { id: fmea.id });
    const submitted = await taskOf(10034);
    const approval = await pendingApproval(submitted.instanceId);
    expect(approval).toMatchObject({ assigneeId: headId, nodeName: '部门负责人审核' });
    // The head is no member: the engine's task is theirs all the same, and only theirs.
    await c.refused(u.owner, 'POST', '/qis/api/wfTask/approve', { taskId: approval.id, comment: 'x' }, failure(403));
    await act(head, 'reject', approval.id, '边界图缺少与轮毂的接口');
    expect(await taskOf(10034)).toMatchObject({ auditStatus: 3, auditComment: '边界图缺少与轮毂的接口' });
    const toAssignee = await vi.waitFor(async () => {
      const rows = await t.database.db.select().from(messages).where(eq(messages.userId, u.ids.editor));
      const found = rows.find((m) => m.content.includes('边界图'));
      expect(found).toBeDefined();
      return found as typeof messages.$inferSelect;
    });
    expect(toAssignee.content).toBe(
      '您负责的任务「测试制动钳 DFMEA：边界图」已被驳回：边界图缺少与轮毂的接口，请修改后重新提交',
    );
    expect(toAssignee.url).toBe(`/projectInfo/${project.id}?node=boundaryDiagram`);
  });

  it('submitted twice at the same moment: one flow starts, the other submission is refused', async () => {
    const pDiagram = await taskOf(10035);
    const both = await Promise.all(
      [0, 1].map(() => c.call(u.owner, 'POST', SUBMIT, { id: pDiagram.id }).then((res) => res.json())),
    );
    expect(both.map((body) => body.code).sort()).toEqual([0, 9999]);
    expect(both.find((body) => body.code === 9999)?.message).toBe(FMEA_TASK_MESSAGES.underAudit);
    const flows = await t.database.db
      .select()
      .from(workflowInstances)
      .where(eq(workflowInstances.businessKey, pDiagram.id));
    expect(flows).toHaveLength(1);
  });

  it('withdrawn by its submitter goes back to pending (1)', async () => {
    const fmea = await taskOf(10034);
    await c.post(u.editor, 'dFMEATask/submitTaskToAudit', { id: fmea.id });
    const submitted = await taskOf(10034);
    await c.ok(u.editor, 'POST', '/qis/api/FlowInstances/withdraw', { id: submitted.instanceId });
    expect(await taskOf(10034)).toMatchObject({ auditStatus: 1, canSubmit: true });
  });
});

describe('the task lists and the seven steps', () => {
  it('AuditTaskList: a project’s tasks in node order, or the caller’s own, filtered by status and due', async () => {
    const list = (token: string, body: Record<string, unknown>) =>
      c.post<{ items: FmeaTaskDto[]; totalCount: number }>(token, 'DFMEATask/AuditTaskList', body);
    const all = await list(u.reader, { projectId: project.id });
    expect(all.totalCount).toBe(12);
    expect(all.items.map((i) => i.auditStatus).slice(0, 3)).toEqual([1, 4, 1]);
    // The editor's own: the approved structure tree (ends 2026-12-05), then the boundary diagram (no end date).
    const mine = await list(u.editor, {});
    expect(mine.items.map((i) => i.nodeEventId)).toEqual([10033, 10034]);
    expect((await list(u.editor, { auditStatus: 4 })).items.map((i) => i.nodeEventId)).toEqual([10033]);
    expect((await list(u.owner, { projectId: project.id, auditStatus: 4 })).items.map((i) => i.nodeEventId)).toEqual([
      10033,
    ]);
    // The BOM ends 2026-11-10: overdue once that day is past; the boundary diagram has no end date: not yet due.
    const today = new Date().toISOString().slice(0, 10);
    const overdue = (await list(u.owner, { type: 3 })).items.map((i) => i.nodeEventId);
    expect(overdue).toEqual(today > '2026-11-10' ? [10032] : []);
    expect((await list(u.editor, { type: 2 })).items.map((i) => i.nodeEventId)).toEqual([10034]);
    await c.refused(u.owner, 'POST', `${API}/DFMEATask/AuditTaskList`, { type: 4 }, failure(400, /^参数 type 无效/));
    await c.refused(
      u.outsider,
      'POST',
      `${API}/DFMEATask/AuditTaskList`,
      { projectId: project.id },
      failure(403, FMEA_MESSAGES.noReadRight),
    );
    await c.refused(u.otherTenant, 'POST', `${API}/DFMEATask/AuditTaskList`, { projectId: project.id }, failure(404));
  });

  it('sevenStepsList: the steps with their tasks, dates, status and progress', async () => {
    const { steps, stage } = await c.get<{ steps: PlanStepDto[]; stage: number }>(
      u.reader,
      `ProjectNodeTime/sevenStepsList?projectId=${project.id}`,
    );
    expect(stage).toBe(1);
    expect(steps.map((s) => [s.step, s.name, s.tasks.length])).toEqual([
      [1, '策划与准备', 0],
      [2, '结构分析', 4],
      [3, '功能分析', 2],
      [4, '失效分析', 2],
      [5, '风险分析', 1],
      [6, '优化', 2],
      [7, '结果文件化', 1],
    ]);
    // Three of twelve tasks have an assignee and an end: the plan is a quarter done.
    expect(steps[0]).toMatchObject({ status: 'inProgress', progress: 17, startTime: '2026-11-01' });
    expect(steps[1]).toMatchObject({
      status: 'inProgress',
      progress: 25,
      startTime: '2026-11-02',
      endTime: '2026-12-05',
    });
    // The P-diagram is under audit: its step is under way, nothing of it approved yet.
    expect(steps[2]).toMatchObject({ status: 'inProgress', progress: 0 });
    expect(steps[3]).toMatchObject({ status: 'notStarted', progress: 0 });
  });

  it('a member leaving the team gives up their open tasks; what they got approved stays theirs', async () => {
    const current = await c.get<FmeaProjectDto>(u.owner, `ProjectAppServicecs/dFMEAProject?id=${project.id}`);
    await c.post(u.owner, 'permissionsManage/batchChangeProjectRole', {
      projectId: project.id,
      version: current.version,
      team: [{ userId: u.ids.reader, projectRole: '试验工程师', canEdit: false }],
    });
    expect((await taskOf(10034)).assigneeId).toBeNull();
    expect((await taskOf(10033)).assigneeId).toBe(u.ids.editor);
  });
});
