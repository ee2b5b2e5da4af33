import { GENERIC_MODULE_TYPE, WorkflowGraph, type WorkflowGraphInput } from '@qis/shared';
import { and, eq, sql } from 'drizzle-orm';
import { deployProcess } from '../../modules/workflow/definitions.service';
import { actOnTask, startFlow, type WorkflowContext, withdraw } from '../../modules/workflow/engine';
import type { Transaction } from '../../platform/db/database';
import { roles, workflowHistory, workflowInstances, workflowTasks } from '../tables';
import { DEMO_ACCOUNTS } from './identity.seed';
import type { SeedStep } from './seed-step';

/** The demo's generic flow: the submission is approved by any 系统管理员, then the initiator is told. */
const genericFlow = (adminRoleId: string): WorkflowGraphInput => ({
  nodes: [
    { id: 'start', type: 'start', name: '提交', position: { x: 80, y: 200 } },
    {
      id: 'review',
      type: 'approve',
      name: '管理员审批',
      assignees: [{ type: 'role', id: adminRoleId }],
      signMode: 'any',
      rejectTo: 'initiator',
      position: { x: 280, y: 200 },
    },
    {
      id: 'inform',
      type: 'notify',
      name: '知会发起人',
      assignees: [{ type: 'initiator' }],
      position: { x: 480, y: 200 },
    },
    { id: 'end', type: 'end', name: '结束', position: { x: 680, y: 200 } },
  ],
  edges: [
    { from: 'start', to: 'review' },
    { from: 'review', to: 'inform' },
    { from: 'inform', to: 'end' },
  ],
});

/** Default flow of the business modules: the initiator's organization head audits, the initiator is told. */
const auditFlow: WorkflowGraphInput = {
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

/**
 * Default flow of FMEA task audits (DFMEA 1003; the task flow passes submitterIsOwner): the project owner (the flow's business owner)
 * audits the node; when the owner submitted it, the owner's department head does — nobody audits their own work.
 * The approver's decision is then made known to the submitter.
 */
const fmeaTaskFlow: WorkflowGraphInput = {
  nodes: [
    { id: 'start', type: 'start', name: '提交审核', position: { x: 80, y: 200 } },
    {
      id: 'ownerAudit',
      type: 'approve',
      name: '项目负责人审核',
      assignees: [{ type: 'businessOwner' }],
      rejectTo: 'initiator',
      position: { x: 300, y: 120 },
    },
    {
      id: 'headAudit',
      type: 'approve',
      name: '部门负责人审核',
      assignees: [{ type: 'orgHead' }],
      rejectTo: 'initiator',
      position: { x: 300, y: 280 },
    },
    {
      id: 'inform',
      type: 'notify',
      name: '知会提交人',
      assignees: [{ type: 'initiator' }],
      position: { x: 520, y: 200 },
    },
    { id: 'end', type: 'end', name: '结束', position: { x: 720, y: 200 } },
  ],
  edges: [
    { from: 'start', to: 'headAudit', condition: 'submitterIsOwner', name: '负责人本人提交' },
    { from: 'start', to: 'ownerAudit' },
    { from: 'ownerAudit', to: 'inform' },
    { from: 'headAudit', to: 'inform' },
    { from: 'inform', to: 'end' },
  ],
};

/** Quality-system corrective actions: the organization head handles them, an administrator approves. */
const correctiveActionFlow = (adminRoleId: string): WorkflowGraphInput => ({
  nodes: [
    { id: 'start', type: 'start', name: '提出整改' },
    { id: 'fix', type: 'handle', name: '整改办理', assignees: [{ type: 'orgHead' }] },
    {
      id: 'verify',
      type: 'approve',
      name: '整改验证',
      assignees: [{ type: 'role', id: adminRoleId }],
      rejectTo: 'previous',
    },
    { id: 'end', type: 'end', name: '结束' },
  ],
  edges: [
    { from: 'start', to: 'fix' },
    { from: 'fix', to: 'verify' },
    { from: 'verify', to: 'end' },
  ],
});

/** Moves every timestamp of an instance back, so the demo's lists spread over the last days. */
async function backdate(tx: Transaction, instanceId: string, hours: number) {
  const shift = sql`${`${hours} hours`}::interval`;
  await tx
    .update(workflowInstances)
    .set({
      startedAt: sql`${workflowInstances.startedAt} - ${shift}`,
      endedAt: sql`${workflowInstances.endedAt} - ${shift}`,
    })
    .where(eq(workflowInstances.id, instanceId));
  await tx
    .update(workflowTasks)
    .set({
      createdAt: sql`${workflowTasks.createdAt} - ${shift}`,
      completedAt: sql`${workflowTasks.completedAt} - ${shift}`,
    })
    .where(eq(workflowTasks.instanceId, instanceId));
  await tx
    .update(workflowHistory)
    .set({ createdAt: sql`${workflowHistory.createdAt} - ${shift}` })
    .where(eq(workflowHistory.instanceId, instanceId));
}

export const workflowDemoSeed: SeedStep = {
  name: 'workflow',
  async run(tx, state) {
    const tenantId = state.tenantId;
    if (!tenantId) throw new Error('workflow seed needs the default tenant');
    const as = (userName: (typeof DEMO_ACCOUNTS)[number]['userName']): WorkflowContext => {
      const account = DEMO_ACCOUNTS.find((a) => a.userName === userName);
      const userId = state.userIds[userName];
      if (!account || !userId) throw new Error(`demo user ${userName} missing`);
      // Seeded flows make no messages: the demo's messages are seeded by their own step.
      return { tx, principal: { userId, tenantId, name: account.name }, afterCommit: () => {} };
    };
    const [adminRole] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.name, '系统管理员')));
    if (!adminRole) throw new Error('role 系统管理员 missing');

    const admin = as('admin');
    await deployProcess(admin, {
      moduleType: GENERIC_MODULE_TYPE,
      name: '通用审批',
      graph: WorkflowGraph.parse(genericFlow(adminRole.id)),
    });
    // The FMEA tasks of each kind submit on the same flow.
    await deployProcess(admin, { moduleType: 1003, name: 'DFMEA任务审核', graph: WorkflowGraph.parse(fmeaTaskFlow) });
    await deployProcess(admin, { moduleType: 1005, name: 'PFMEA任务审核', graph: WorkflowGraph.parse(fmeaTaskFlow) });
    await deployProcess(admin, { moduleType: 1004, name: 'MSR任务审核', graph: WorkflowGraph.parse(fmeaTaskFlow) });
    for (const moduleType of [1007, 1020])
      await deployProcess(admin, { moduleType, name: '提交审核', graph: WorkflowGraph.parse(auditFlow) });
    await deployProcess(admin, {
      moduleType: 1006,
      name: '内审不符合项整改',
      graph: WorkflowGraph.parse(correctiveActionFlow(adminRole.id)),
    });

    const zhangwei = as('zhangwei');
    const lina = as('lina');
    const generic = (title: string, summary: string, extra: { assignees?: Record<string, string[]> } = {}) => ({
      moduleType: GENERIC_MODULE_TYPE,
      title,
      summary,
      ...extra,
    });
    const pendingTaskOf = async (instanceId: string) => {
      const [task] = await tx
        .select({ id: workflowTasks.id })
        .from(workflowTasks)
        .where(and(eq(workflowTasks.instanceId, instanceId), eq(workflowTasks.status, 'pending')));
      if (!task) throw new Error(`instance ${instanceId} has no pending task`);
      return task.id;
    };

    const approved = await startFlow(
      zhangwei,
      generic(
        '来料检验规范修订（QI-IQC-012 C 版）',
        '增加铝压铸件气孔的 X 光抽检要求，抽样方案按 GB/T 2828.1 一般检验水平 II。',
      ),
    );
    await actOnTask(admin, await pendingTaskOf(approved.id), { action: 'approve', comment: '同意，按新版本执行。' });
    await backdate(tx, approved.id, 72);

    const rejected = await startFlow(
      zhangwei,
      generic('供应商现场审核计划（苏州精锻）', '计划于下月第二周对苏州精锻进行过程审核，审核组 3 人。'),
    );
    await actOnTask(admin, await pendingTaskOf(rejected.id), {
      action: 'reject',
      comment: '审核组缺少熟悉锻造工艺的成员，请补充后重新提交。',
    });
    await backdate(tx, rejected.id, 48);

    const withdrawn = await startFlow(zhangwei, generic('量检具校准计划调整', '三坐标测量机校准由 6 月调整至 7 月。'));
    await withdraw(zhangwei, withdrawn.id);
    await backdate(tx, withdrawn.id, 30);

    const forReview = await startFlow(
      lina,
      generic('MSA 分析报告审批（外径千分尺 GRR）', 'GRR 为 8.6%，ndc = 12，结论可接受。', {
        assignees: { review: [state.userIds.zhangwei as string] },
      }),
    );
    await backdate(tx, forReview.id, 20);

    const corrective = await startFlow(lina, {
      moduleType: 1006,
      businessKey: 'QAM-2025-003',
      title: '内审不符合项整改（QAM-2025-003）',
      summary: '质量工程科未按要求保留首件检验记录（条款 8.5.1），请整改并提交证据。',
    });
    await backdate(tx, corrective.id, 6);

    const annualPlan = await startFlow(lina, generic('2025 年度内审计划', '覆盖 ISO 9001 全部条款，分两次进行。'));
    await backdate(tx, annualPlan.id, 3);

    await startFlow(
      zhangwei,
      generic('DFMEA 评审会议纪要确认', '转向节 DFMEA 第三次评审：新增 4 项失效模式，2 项 AP 为高。'),
    );
  },
};
