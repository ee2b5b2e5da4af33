import { z } from 'zod';
import { FMEA_KINDS, TASK_AUDIT_STATUS_VALUES } from '../domain/fmea';
import { Id } from './common-schemas';
import { pagedResult } from './define';
import { fmeaEndpoint, IsoDateField, ProjectIdField, VersionField } from './fmea-common';

// The task flow of an FMEA project (spec §3 task list item, §4 auditStatus and task nodes, §5, §7): one task per
// task node of the kind (DFMEA_TASK_NODES), assigned to the owner or a team member with edit rights, with its planned
// start and end (the one source of the node dates; the project's nodeTimes are a view of them), and its auditStatus:
// 1 pending, 2 under audit, 3 rejected (spec), 4 approved (ours: the spec shows no value for a done task).
// Submitting (1 or 3 only) starts an approval flow of the kind's module type on the workflow engine; its approval
// moves the task to 4, its rejection to 3, a withdrawal back to 1 — in the engine's transaction.
// Spec-named paths: dFMEATask/submitTaskToAudit, DFMEATask/AuditTaskList, ProjectNodeTime/projectInfoTime. The spec
// names batchChangeNodeTime and sevenStepsList without their service: ours put them under ProjectNodeTime.

const DFMEA = FMEA_KINDS.dfmea;

export const FMEA_TASK_MESSAGES = {
  taskNotFound: '任务不存在或已被删除',
  underAudit: '该任务正在审核中，不能重复提交',
  approved: '该任务已审核通过，无需再次提交',
  submitRight: '只有任务负责人或项目负责人可以提交审核',
  projectCancelled: '项目已取消，不能提交审核',
  manageOnly: '只有项目负责人或项目管理员可以执行此操作',
  assigneeNotMember: '任务负责人须为项目负责人或有编辑权限的团队成员',
  nodeDuplicate: '任务节点不能重复',
  endBeforeStart: '计划完成时间不能早于计划开始时间',
} as const;

/** The seven steps' names (spec §4); PFMEA calls step 2 process analysis. */
export const FMEA_STEP_NAMES: Record<number, string> = {
  1: '策划与准备',
  2: '结构分析',
  3: '功能分析',
  4: '失效分析',
  5: '风险分析',
  6: '优化',
  7: '结果文件化',
};

/** The DFMEA task nodes' names (spec §4), for flow titles and messages. */
export const DFMEA_TASK_NODE_NAMES: Record<number, string> = {
  10032: '物料清单',
  10033: '结构树',
  10034: '边界图',
  10035: 'P图',
  10036: '接口分析',
  10037: '功能清单',
  10038: '功能失效矩阵',
  10039: '失效分析',
  100310: '风险分析',
  100311: '优化',
  100312: 'DVP&R',
  100313: '结果',
};

/** The PFMEA's task node names (spec §4, ids 10052 to 100510). */
export const PFMEA_TASK_NODE_NAMES: Record<number, string> = {
  10052: '过程流程图',
  10053: '结构树',
  10054: '功能清单',
  10055: '特性失效矩阵',
  10056: '失效分析',
  10057: '风险分析',
  10058: '优化',
  10059: '控制计划',
  100510: '结果',
};

/** The FMEA-MSR's task node names (spec §4, ids 10042 to 1004111). */
export const MSR_TASK_NODE_NAMES: Record<number, string> = {
  10042: '物料清单',
  10043: '结构树',
  10044: '边界图',
  10045: '接口分析',
  10046: '功能清单',
  10047: '功能失效矩阵',
  10048: '失效分析',
  10049: '风险分析',
  100410: '优化',
  1004111: '结果',
};

const AuditStatusField = z.union(
  TASK_AUDIT_STATUS_VALUES.map((value) => z.literal(value)),
  'auditStatus 须为 1（待提交）、2（审核中）、3（已驳回）或 4（已通过）',
);

/** One task (spec §3 "Task list item": id, entityId, fmeaName, nodeEventId, auditStatus; the rest is ours). */
export const FmeaTaskDto = z.object({
  id: Id,
  /** The project. */
  entityId: Id,
  fmeaName: z.string(),
  projectNO: z.string(),
  /** The task node (spec §4 ids, e.g. DFMEA 10032 … 100313). */
  nodeEventId: z.number().int(),
  nodeName: z.string(),
  /** The AIAG-VDA step (2–7) the node belongs to. */
  step: z.number().int(),
  assigneeId: Id.nullable(),
  assigneeName: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** 1 pending, 2 under audit, 3 rejected, 4 approved. */
  auditStatus: z.number().int(),
  /** Not approved and its end date lies before today. */
  overdue: z.boolean(),
  /** The caller may submit it now (auditStatus 1 or 3, the caller is its assignee or the project owner). */
  canSubmit: z.boolean(),
  /** The approval flow of its last submission. */
  instanceId: Id.nullable(),
  /** The comment of its last rejection ('' if none). */
  auditComment: z.string(),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** Version of the plan (dates and assignee); the audit flow does not change it. */
  version: z.number().int(),
});
export type FmeaTaskDto = z.infer<typeof FmeaTaskDto>;

export const submitDfmeaTask = fmeaEndpoint(DFMEA, 'edit', {
  name: 'submitDfmeaTask',
  method: 'POST',
  path: '/api/app/dFMEATask/submitTaskToAudit',
  summary:
    '提交 DFMEA 任务审核：仅 auditStatus 为 1（待提交）或 3（已驳回）时可提交，仅任务负责人或项目负责人；在工作流引擎上发起 DFMEA（1003）审批流程，任务变为 2（审核中）；成功返回 true',
  body: z.object({ id: z.uuid('任务 id 格式不正确') }),
  data: z.boolean(),
});

export const AuditTaskListBody = z.object({
  /** The tasks of this project; without it, the caller's own tasks (assigned to the caller) of every project. */
  projectId: ProjectIdField.optional(),
  auditStatus: AuditStatusField.optional(),
  /** 2 not yet due (end today or later, or none), 3 overdue; both only tasks not yet approved. */
  type: z.union([z.literal(2), z.literal(3)], 'type 须为 2（未到期）或 3（已逾期）').optional(),
  SkipCount: z.number().int('SkipCount 须为整数').min(0, 'SkipCount 不能小于 0').default(0),
  MaxResultCount: z
    .number()
    .int('MaxResultCount 须为整数')
    .min(1, 'MaxResultCount 须为 1–100')
    .max(100, 'MaxResultCount 须为 1–100')
    .default(25),
});

export const listDfmeaAuditTasks = fmeaEndpoint(DFMEA, 'query', {
  name: 'listDfmeaAuditTasks',
  method: 'POST',
  path: '/api/app/DFMEATask/AuditTaskList',
  summary:
    'DFMEA 任务列表：指定 projectId 时为该项目的全部任务，否则为本人负责的任务；每项含节点、负责人、计划时间、auditStatus（1 待提交、2 审核中、3 已驳回、4 已通过）；可按 auditStatus、type（2 未到期、3 已逾期）筛选',
  body: AuditTaskListBody,
  data: pagedResult(FmeaTaskDto),
  mutates: false,
});

export const PlanStepDto = z.object({
  step: z.number().int(),
  name: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  status: z.enum(['notStarted', 'inProgress', 'done']),
  progress: z.number().int(),
  reached: z.boolean(),
  overdue: z.boolean(),
  tasks: z.array(FmeaTaskDto),
});
export type PlanStepDto = z.infer<typeof PlanStepDto>;

export const getDfmeaSevenSteps = fmeaEndpoint(DFMEA, 'get', {
  name: 'getDfmeaSevenSteps',
  method: 'GET',
  path: '/api/app/ProjectNodeTime/sevenStepsList',
  summary:
    'DFMEA 七步法（服务名为本系统所定）：每一步的任务节点、起止时间、状态（未开始、进行中、已完成）与进度（已通过任务的百分比；第 1 步为已排定负责人和完成时间的任务占比）',
  query: z.object({ projectId: ProjectIdField }),
  data: z.object({ projectId: Id, stage: z.number().int(), steps: z.array(PlanStepDto) }),
});

export const NodeTimeInput = z.object({
  nodeId: z.number().int('任务节点 nodeId 须为整数'),
  /** The task's version as read (409 when it moved on). */
  version: VersionField,
  startTime: IsoDateField('计划开始时间').nullable(),
  endTime: IsoDateField('计划完成时间').nullable(),
  assigneeId: z.uuid('任务负责人 assigneeId 格式不正确').nullable(),
});

export const BatchChangeNodeTimeBody = z.object({
  projectId: ProjectIdField,
  nodes: z.array(NodeTimeInput).min(1, '请至少修改一个任务节点').max(50, '任务节点不能超过 50 个'),
});

export const ProjectPlanDto = z.object({
  projectId: Id,
  startTime: z.string(),
  overTime: z.string(),
  ownerId: Id,
  /** Who may be assigned a task: the owner and the team members with edit rights. */
  assignable: z.array(z.object({ userId: Id, name: z.string(), userName: z.string() })),
  /** The caller may change the plan and the team (owner, or holder of the project-management point). */
  canManage: z.boolean(),
  tasks: z.array(FmeaTaskDto),
});
export type ProjectPlanDto = z.infer<typeof ProjectPlanDto>;

export const batchChangeDfmeaNodeTime = fmeaEndpoint(DFMEA, 'edit', {
  name: 'batchChangeDfmeaNodeTime',
  method: 'POST',
  path: '/api/app/ProjectNodeTime/batchChangeNodeTime',
  summary:
    '批量设置 DFMEA 任务节点的计划开始、完成时间与负责人（服务名为本系统所定），仅项目负责人或项目管理员；完成不得早于开始，负责人须为项目负责人或有编辑权限的成员；任一节点 version 过期则 409，全部不写入',
  body: BatchChangeNodeTimeBody,
  data: ProjectPlanDto,
});

export const getDfmeaProjectInfoTime = fmeaEndpoint(DFMEA, 'get', {
  name: 'getDfmeaProjectInfoTime',
  method: 'GET',
  path: '/api/app/ProjectNodeTime/projectInfoTime',
  summary: 'DFMEA 项目计划：项目起止时间、各任务节点的计划时间、负责人与审核状态、可指派的成员',
  query: z.object({ projectId: ProjectIdField }),
  data: ProjectPlanDto,
});
