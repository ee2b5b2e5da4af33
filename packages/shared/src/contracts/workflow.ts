import { z } from 'zod';
import { P } from '../permissions';
import { IdParams } from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';

// The approval-workflow engine (shell spec §2 "my workflows", §3 task and flow counts, §7 counters and process
// management, §8 "Error while evaluating expression"). Paths the spec does not show are ours and documented here.

// ---------------------------------------------------------------------------------------------------------
// Module types and flow graphs

/**
 * Module types a flow definition belongs to. The codes are the spec's plugin ids where it has one (1003 DFMEA,
 * 1004 MSR, 1005 PFMEA, 1007 QFD, 1020 quality files); 1000 (generic, for the demo and tests) and 1006 (quality
 * system audits and management reviews: the spec gives QAM no plugin id) are ours.
 */
export const WORKFLOW_MODULE_TYPES = [
  { moduleType: 1000, moduleTypeName: '通用审批' },
  { moduleType: 1003, moduleTypeName: 'DFMEA' },
  { moduleType: 1004, moduleTypeName: 'MSR' },
  { moduleType: 1005, moduleTypeName: 'PFMEA' },
  { moduleType: 1006, moduleTypeName: '质量体系' },
  { moduleType: 1007, moduleTypeName: 'QFD' },
  { moduleType: 1020, moduleTypeName: '质量文件' },
] as const;
export type WorkflowModuleType = (typeof WORKFLOW_MODULE_TYPES)[number]['moduleType'];
/** The module type of the generic flow: the only one the start endpoint starts (business modules call the engine). */
export const GENERIC_MODULE_TYPE = 1000 satisfies WorkflowModuleType;

export const WorkflowModuleTypeCode = z.literal(WORKFLOW_MODULE_TYPES.map((m) => m.moduleType));
/** In a query string: the number as text. */
const ModuleTypeQuery = z.coerce.number().int().pipe(WorkflowModuleTypeCode);
/** In a body: any integer; the server answers 400 naming moduleType when it is not one of WORKFLOW_MODULE_TYPES. */
const ModuleTypeBody = z.number().int();

export const isWorkflowModuleType = (value: number): value is WorkflowModuleType =>
  WORKFLOW_MODULE_TYPES.some((m) => m.moduleType === value);

export const moduleTypeName = (moduleType: number): string =>
  WORKFLOW_MODULE_TYPES.find((m) => m.moduleType === moduleType)?.moduleTypeName ?? String(moduleType);

/** start, end, 审批 approve (to-review), 办理 handle (to-do), 知会 notify (to-read), condition (branch). */
export const WORKFLOW_NODE_TYPES = ['start', 'end', 'approve', 'handle', 'notify', 'condition'] as const;
export type WorkflowNodeType = (typeof WORKFLOW_NODE_TYPES)[number];

/** Node kinds that create tasks, and their Chinese names. */
export const TASK_KINDS = ['approve', 'handle', 'notify'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

const NodeId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, '只能包含字母、数字、下划线和连字符');

/**
 * Who must act on a node: a user, every user holding a role, every user holding an organization post, the head of
 * the initiator's organization (the nearest organization up the tree that names a head), the initiator, or the
 * business owner: the person the starting module names as responsible for the business object (an FMEA task's
 * project owner); nobody when the module names none.
 */
export const WorkflowAssignee = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user'), id: z.uuid() }),
  z.object({ type: z.literal('role'), id: z.uuid() }),
  z.object({ type: z.literal('post'), id: z.uuid() }),
  z.object({ type: z.literal('orgHead') }),
  z.object({ type: z.literal('initiator') }),
  z.object({ type: z.literal('businessOwner') }),
]);
export type WorkflowAssignee = z.infer<typeof WorkflowAssignee>;

export const WorkflowNode = z.object({
  id: NodeId,
  type: z.enum(WORKFLOW_NODE_TYPES),
  name: z.string().trim().min(1).max(64),
  /** approve, handle and notify nodes: who gets a task (at least one entry). */
  assignees: z.array(WorkflowAssignee).max(50).default([]),
  /** approve and handle nodes: 'any' = the first assignee to act decides; 'all' = every assignee must act. */
  signMode: z.enum(['any', 'all']).default('any'),
  /** approve nodes: where a rejection goes unless the approver chooses: the initiator (flow rejected) or the previous node. */
  rejectTo: z.enum(['initiator', 'previous']).default('initiator'),
  /** Where the designer drew the node; the engine ignores it. */
  position: z.object({ x: z.number(), y: z.number() }).optional(),
});
export type WorkflowNode = z.infer<typeof WorkflowNode>;

/**
 * A directed edge. Leaving a node, the engine takes the first edge (in this order) whose condition holds, else the
 * node's one edge without a condition. A condition is an expression over the instance's variables (expr-eval
 * syntax: `amount > 1000 and level == "A"`, `not urgent`, `type in ["DFMEA", "PFMEA"]`) that must yield a boolean.
 */
export const WorkflowEdge = z.object({
  from: NodeId,
  to: NodeId,
  condition: z.string().trim().max(500).optional(),
  name: z.string().trim().max(64).optional(),
});
export type WorkflowEdge = z.infer<typeof WorkflowEdge>;

export const WorkflowGraph = z.object({
  nodes: z.array(WorkflowNode).max(200),
  edges: z.array(WorkflowEdge).max(400),
});
export type WorkflowGraph = z.infer<typeof WorkflowGraph>;
export type WorkflowGraphInput = z.input<typeof WorkflowGraph>;

/** Variables of an instance: what conditions read. Names are identifiers; values scalars. */
export const WorkflowVariables = z
  .record(
    z
      .string()
      .max(64)
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, '变量名只能包含字母、数字和下划线，且不能以数字开头'),
    z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]),
  )
  .refine((v) => Object.keys(v).length <= 100, '变量不能超过 100 个');
export type WorkflowVariables = z.infer<typeof WorkflowVariables>;

// ---------------------------------------------------------------------------------------------------------
// Tasks, instances, history

export const TaskStatus = z.enum(['pending', 'done', 'cancelled']);
export const TaskAction = z.enum(['approve', 'reject', 'handle', 'read']);
export const InstanceStatus = z.enum(['running', 'approved', 'rejected', 'withdrawn']);
export type InstanceStatus = z.infer<typeof InstanceStatus>;
export const RejectTarget = z.enum(['initiator', 'previous']);

/** One task of a user in a list: the task, its instance and the business it is about. Times are ISO 8601. */
export const WorkflowTaskItem = z.object({
  taskId: z.uuid(),
  instanceId: z.uuid(),
  title: z.string(),
  summary: z.string(),
  moduleType: z.number().int(),
  moduleTypeName: z.string(),
  businessKey: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  kind: z.enum(TASK_KINDS),
  /** pending: waiting for this user; done: this user acted; cancelled: closed without them (another signed, flow ended). */
  taskStatus: TaskStatus,
  action: TaskAction.nullable(),
  comment: z.string().nullable(),
  instanceStatus: InstanceStatus,
  initiatorId: z.uuid(),
  initiatorName: z.string(),
  /** When the task arrived. */
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** When the flow was started. */
  startedAt: z.string(),
});
export type WorkflowTaskItem = z.infer<typeof WorkflowTaskItem>;

const DateQuery = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

/**
 * Search of every my-workflow list: title contains (case-insensitive), module type, and a date range (server-local
 * days, both ends included) over the task's arrival (to-review, to-do, to-read), its completion (processed,
 * sign-off records) or the flow's start (initiated). Leave out a filter rather than sending it empty.
 */
export const WorkflowListQuery = PageQuery.extend({
  title: z.string().trim().max(100).optional(),
  moduleType: ModuleTypeQuery.optional(),
  startTime: DateQuery.optional(),
  endTime: DateQuery.optional(),
});
/**
 * Tabs of shell spec §2 "Workflow tabs: all, pending, processed"; pending by default. all = pending + processed:
 * tasks closed without the user (another approver signed first, the flow was withdrawn) are in no tab.
 */
export const WorkflowTab = z.enum(['all', 'pending', 'processed']);
export const WorkflowTabListQuery = WorkflowListQuery.extend({ tab: WorkflowTab.default('pending') });

export const TaskCount = z.object({
  approveTaskCount: z.number().int(),
  dealTaskCount: z.number().int(),
  notifyTaskCount: z.number().int(),
});
export const FlowInstanceNum = z.object({
  waitNum: z.number().int(),
  disposedNum: z.number().int(),
  initiatedNum: z.number().int(),
});

export const WorkflowInstanceItem = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string(),
  moduleType: z.number().int(),
  moduleTypeName: z.string(),
  businessKey: z.string(),
  status: InstanceStatus,
  /** The node waiting for someone (running flows only). */
  currentNodeName: z.string().nullable(),
  initiatorId: z.uuid(),
  initiatorName: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** The caller may withdraw it: they started it and nobody has acted on the first node yet. */
  canWithdraw: z.boolean(),
});
export type WorkflowInstanceItem = z.infer<typeof WorkflowInstanceItem>;

export const HistoryAction = z.enum(['start', 'approve', 'reject', 'handle', 'read', 'withdraw', 'complete']);

/** One entry of an instance's timeline: who did what, when, with which comment (actor null for the engine's own). */
export const WorkflowHistoryItem = z.object({
  id: z.uuid(),
  action: HistoryAction,
  nodeId: z.string().nullable(),
  nodeName: z.string().nullable(),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
  /** reject only: where the rejection went. */
  rejectTo: RejectTarget.nullable(),
  createdAt: z.string(),
});

export const WorkflowDetail = z.object({
  instance: WorkflowInstanceItem.extend({
    variables: z.record(z.string(), z.unknown()),
    definitionId: z.uuid(),
    definitionName: z.string(),
    definitionVersion: z.number().int(),
  }),
  /** The definition's graph the instance runs on, to draw it with the current node marked. */
  graph: WorkflowGraph,
  /** Nodes waiting for someone, with every assignee and their task's state. */
  currentNodes: z.array(
    z.object({
      nodeId: z.string(),
      nodeName: z.string(),
      kind: z.enum(TASK_KINDS),
      signMode: z.enum(['any', 'all']),
      assignees: z.array(z.object({ userId: z.uuid(), name: z.string(), taskStatus: TaskStatus })),
    }),
  ),
  /** The task the detail was opened by (task detail), else null. */
  task: WorkflowTaskItem.nullable(),
  /** The caller's pending task in this instance, if any: what the action buttons act on. */
  openTask: WorkflowTaskItem.nullable(),
  history: z.array(WorkflowHistoryItem),
});
export type WorkflowDetail = z.infer<typeof WorkflowDetail>;

// ---------------------------------------------------------------------------------------------------------
// Counters (spec §7) and my workflows

export const getTaskCount = defineEndpoint({
  name: 'getTaskCount',
  method: 'GET',
  base: 'qis',
  path: '/api/wfTask/getTaskCount',
  summary: '我的待办数量：待审（审批）approveTaskCount、待办（办理）dealTaskCount、待阅（知会）notifyTaskCount',
  access: 'user',
  data: TaskCount,
});

export const getFlowInstanceNum = defineEndpoint({
  name: 'getFlowInstanceNum',
  method: 'GET',
  base: 'qis',
  path: '/api/FlowInstances/GetFlowInstanceNum',
  summary: '我的流程数量：waitNum 我有待处理事项的流程，disposedNum 我审批或办理过的流程，initiatedNum 我发起的流程',
  access: 'user',
  data: FlowInstanceNum,
});

export const getApproveTaskList = defineEndpoint({
  name: 'getApproveTaskList',
  method: 'GET',
  base: 'qis',
  path: '/api/wfTask/approveTaskList',
  summary: '我的待审（审批事项）分页列表；tab all/pending/processed，可按标题、模块类型、到达日期筛选',
  access: 'user',
  query: WorkflowTabListQuery,
  data: pagedResult(WorkflowTaskItem),
});

export const getDealTaskList = defineEndpoint({
  name: 'getDealTaskList',
  method: 'GET',
  base: 'qis',
  path: '/api/wfTask/dealTaskList',
  summary: '我的待办（办理事项）分页列表；tab all/pending/processed，可按标题、模块类型、到达日期筛选',
  access: 'user',
  query: WorkflowTabListQuery,
  data: pagedResult(WorkflowTaskItem),
});

export const getNotifyTaskList = defineEndpoint({
  name: 'getNotifyTaskList',
  method: 'GET',
  base: 'qis',
  path: '/api/wfTask/notifyTaskList',
  summary: '我的待阅（知会事项）分页列表；tab all/pending（未读）/processed（已读），可按标题、模块类型、到达日期筛选',
  access: 'user',
  query: WorkflowTabListQuery,
  data: pagedResult(WorkflowTaskItem),
});

export const getProcessedTaskList = defineEndpoint({
  name: 'getProcessedTaskList',
  method: 'GET',
  base: 'qis',
  path: '/api/wfTask/processedTaskList',
  summary: '我的已办：我审批（同意/驳回）或办理过的事项，按办理时间倒序，可按标题、模块类型、办理日期筛选',
  access: 'user',
  query: WorkflowListQuery,
  data: pagedResult(WorkflowTaskItem),
});

export const getSignOffRecordList = defineEndpoint({
  name: 'getSignOffRecordList',
  method: 'GET',
  base: 'qis',
  path: '/api/wfTask/signOffRecordList',
  summary:
    '我的审批记录（签核记录）：我同意或驳回过的审批事项；result 只看同意或驳回；可按标题、模块类型、审批日期筛选',
  access: 'user',
  query: WorkflowListQuery.extend({ result: z.enum(['approve', 'reject']).optional() }),
  data: pagedResult(WorkflowTaskItem),
});

export const getInitiatedFlowList = defineEndpoint({
  name: 'getInitiatedFlowList',
  method: 'GET',
  base: 'qis',
  path: '/api/FlowInstances/initiatedList',
  summary: '我发起的流程分页列表；tab all/pending（进行中）/processed（已结束），可按标题、模块类型、发起日期筛选',
  access: 'user',
  query: WorkflowTabListQuery,
  data: pagedResult(WorkflowInstanceItem),
});

export const getTaskDetail = defineEndpoint({
  name: 'getTaskDetail',
  method: 'GET',
  base: 'qis',
  path: '/api/wfTask/taskDetail/:id',
  summary: '事项详情（按事项 id）：业务摘要、流程状态、当前节点、我的待处理事项、流转记录；仅流程参与人可看',
  access: 'user',
  params: IdParams,
  data: WorkflowDetail,
});

export const getFlowInstanceDetail = defineEndpoint({
  name: 'getFlowInstanceDetail',
  method: 'GET',
  base: 'qis',
  path: '/api/FlowInstances/instanceDetail/:id',
  summary: '流程详情（按流程实例 id）：同事项详情，task 为 null；仅流程参与人或流程管理员可看',
  access: 'user',
  params: IdParams,
  data: WorkflowDetail,
});

// ---------------------------------------------------------------------------------------------------------
// Actions

const Comment = z.string().trim().max(500);

/** What every action answers: the task as it is now and the instance's state after the action. */
export const TaskActionResult = z.object({
  task: WorkflowTaskItem,
  instanceStatus: InstanceStatus,
  currentNodeName: z.string().nullable(),
});

export const startFlow = defineEndpoint({
  name: 'startFlow',
  method: 'POST',
  base: 'qis',
  path: '/api/FlowInstances/start',
  summary:
    '发起通用审批流程（模块类型 1000，使用其当前选用的流程版本）；assignees 可按节点改派办理人；业务模块由服务端调用引擎发起',
  access: 'user',
  ownData: true,
  body: z.object({
    title: z.string().trim().min(1).max(200),
    summary: z.string().trim().max(2000).default(''),
    businessKey: z.string().trim().max(100).optional(),
    variables: WorkflowVariables.optional(),
    assignees: z
      .array(z.object({ nodeId: NodeId, userIds: z.array(z.uuid()).min(1).max(50) }))
      .max(50)
      .optional(),
  }),
  data: WorkflowInstanceItem,
});

export const approveTask = defineEndpoint({
  name: 'approveTask',
  method: 'POST',
  base: 'qis',
  path: '/api/wfTask/approve',
  summary: '同意（审批事项）；已办理的事项答 9999「该事项已办理」；只有事项的审批人可操作',
  access: 'user',
  ownData: true,
  body: z.object({ taskId: z.uuid(), comment: Comment.optional(), variables: WorkflowVariables.optional() }),
  data: TaskActionResult,
});

export const rejectTask = defineEndpoint({
  name: 'rejectTask',
  method: 'POST',
  base: 'qis',
  path: '/api/wfTask/reject',
  summary:
    '驳回（审批事项，须填写意见）；rejectTo initiator 退回发起人（流程驳回结束）或 previous 退回上一审批/办理节点，缺省按节点设置',
  access: 'user',
  ownData: true,
  body: z.object({ taskId: z.uuid(), comment: Comment, rejectTo: RejectTarget.optional() }),
  data: TaskActionResult,
});

export const handleTask = defineEndpoint({
  name: 'handleTask',
  method: 'POST',
  base: 'qis',
  path: '/api/wfTask/handle',
  summary: '办理完成（办理事项）',
  access: 'user',
  ownData: true,
  body: z.object({ taskId: z.uuid(), comment: Comment.optional(), variables: WorkflowVariables.optional() }),
  data: TaskActionResult,
});

export const markTaskRead = defineEndpoint({
  name: 'markTaskRead',
  method: 'POST',
  base: 'qis',
  path: '/api/wfTask/markRead',
  summary: '知会事项标记已阅（不影响流程流转）',
  access: 'user',
  ownData: true,
  body: z.object({ taskId: z.uuid() }),
  data: TaskActionResult,
});

export const withdrawFlow = defineEndpoint({
  name: 'withdrawFlow',
  method: 'POST',
  base: 'qis',
  path: '/api/FlowInstances/withdraw',
  summary: '撤回我发起的流程：仅在第一个审批/办理节点尚无人处理时可撤回',
  access: 'user',
  ownData: true,
  body: z.object({ id: z.uuid() }),
  data: WorkflowInstanceItem,
});

// ---------------------------------------------------------------------------------------------------------
// Process management (spec §7, /WorkFlow)

export const ModuleTypeOption = z.object({ moduleType: z.number().int(), moduleTypeName: z.string() });

export const ModuleTypeProcess = ModuleTypeOption.extend({
  /** The definition new flows of this module type start on; null while none is selected. */
  definitionId: z.uuid().nullable(),
  definitionName: z.string().nullable(),
  definitionVersion: z.number().int().nullable(),
  latestVersion: z.number().int().nullable(),
  versionCount: z.number().int(),
  runningInstanceCount: z.number().int(),
});

export const ProcessDefinitionItem = z.object({
  id: z.uuid(),
  moduleType: z.number().int(),
  moduleTypeName: z.string(),
  name: z.string(),
  definitionVersion: z.number().int(),
  isSelected: z.boolean(),
  deployedAt: z.string(),
  deployedByName: z.string().nullable(),
  instanceCount: z.number().int(),
  runningInstanceCount: z.number().int(),
});

export const getProcessModuleTypes = defineEndpoint({
  name: 'getProcessModuleTypes',
  method: 'GET',
  base: 'qis',
  path: '/api/app/processManagement/moduleType',
  summary: '流程管理：可配置流程的模块类型（moduleType 与名称）',
  access: P.system.WorkFlow.query,
  data: z.array(ModuleTypeOption),
});

export const getModuleTypeProcessList = defineEndpoint({
  name: 'getModuleTypeProcessList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/processManagement/moduleTypeList',
  summary: '流程管理：每个模块类型当前选用的流程版本、最新版本、版本数与运行中的流程数',
  access: P.system.WorkFlow.query,
  data: z.array(ModuleTypeProcess),
});

export const getProcessManagementList = defineEndpoint({
  name: 'getProcessManagementList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/processManagement/processManagementList',
  summary: '流程管理：已部署的流程定义分页列表（新版本在前），可按模块类型筛选',
  access: P.system.WorkFlow.query,
  query: PageQuery.extend({ moduleType: ModuleTypeQuery.optional() }),
  data: pagedResult(ProcessDefinitionItem),
});

export const getProcessDefinition = defineEndpoint({
  name: 'getProcessDefinition',
  method: 'GET',
  base: 'qis',
  path: '/api/app/processManagement/processDefinition/:id',
  summary: '流程管理：一个流程定义及其流程图（节点与连线），供设计器打开',
  access: P.system.WorkFlow.get,
  params: IdParams,
  data: ProcessDefinitionItem.extend({ graph: WorkflowGraph }),
});

export const getProcessAssigneeOptions = defineEndpoint({
  name: 'getProcessAssigneeOptions',
  method: 'GET',
  base: 'qis',
  path: '/api/app/processManagement/assigneeOptions',
  summary: '流程管理：设计器可选的审批人（启用的用户、角色、岗位）',
  access: P.system.WorkFlow.query,
  data: z.object({
    users: z.array(z.object({ id: z.uuid(), name: z.string(), userName: z.string() })),
    roles: z.array(z.object({ id: z.uuid(), name: z.string() })),
    posts: z.array(z.object({ id: z.uuid(), name: z.string(), organizationName: z.string().nullable() })),
  }),
});

export const selectionProcess = defineEndpoint({
  name: 'selectionProcess',
  method: 'POST',
  base: 'qis',
  path: '/api/app/processManagement/selectionProcess',
  summary: '流程管理：选择模块类型新发起的流程使用哪个已部署的版本（运行中的流程不受影响）',
  access: P.system.WorkFlow.edit,
  body: z.object({ moduleType: ModuleTypeBody, definitionId: z.uuid() }),
  data: ModuleTypeProcess,
});

export const deployProcess = defineEndpoint({
  name: 'deployProcess',
  method: 'POST',
  base: 'qis',
  path: '/api/app/processManagement/deployProcess',
  summary:
    '流程管理：校验并部署模块类型的新流程版本（版本号递增）并选用它；运行中的流程仍按其发起时的版本流转；流程图有误答 400 说明问题',
  access: P.system.WorkFlow.edit,
  body: z.object({
    moduleType: ModuleTypeBody,
    name: z.string().trim().min(1).max(100),
    graph: WorkflowGraph,
  }),
  data: ProcessDefinitionItem,
});
