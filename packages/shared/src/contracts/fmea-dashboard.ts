import { z } from 'zod';
import { FMEA_KIND_PLUGIN, FMEA_KINDS, type FmeaKind } from '../domain/fmea';
import { calendarDate, TASK_STATS_RANGE_MESSAGE, TASK_STATS_SEARCH_TYPES } from '../domain/task-statistics';
import { P } from '../permissions/registry';
import { Id } from './common-schemas';
import { defineEndpoint, pagedResult } from './define';
import { FMEA_KIND_POINT, ProjectIdField } from './fmea-common';
import { FmeaProjectListItem } from './fmea-projects';
import { FmeaTaskDto } from './fmea-tasks';

// The FMEA dashboard /fmeaOverview (modules spec §2, §3, §5, §7, §9; issue 18 item 5): the four cards, the caller's
// task list with its counts, the task statistics chart and the recent FMEAs per kind. Every figure is counted from
// the tenant's data (FMEA projects, their node tasks fmea_tasks and the task flow, the knowledge base), per kind only
// for kinds whose plugin the tenant has on. Submitting a task goes through each kind's submitTaskToAudit
// (fmea-tasks.ts, fmea-kind-endpoints.ts).
// Paths: spec §7 names them in the overview group letter for letter (FmeaOverview/FmeaData, FmeaOverview/KnowledgeData,
// ProjectAppServicecs/dFmeaList, Project/pFmeaList, MSRProject/msrFmeaListData, Project/PartOrProcessInfo,
// taskList/taskListStatistics, fmeaOverview/myPageFmeaTaskListInfo, taskList/geTaskListCountGroupStatus).
// Access: the cards need the module's root point (FMEAManager); whatever names a kind (EntityType, a recent list, a
// project) needs that kind's "my FMEA" point with query as well, checked by the service when the kind comes with the
// request (403), and its plugin (403 '插件未启用').

/** The dashboard's calls are let in while one FMEA kind's plugin is on; each kind's part checks its own. */
const FMEA_PLUGINS = [
  FMEA_KIND_PLUGIN[FMEA_KINDS.dfmea],
  FMEA_KIND_PLUGIN[FMEA_KINDS.pfmea],
  FMEA_KIND_PLUGIN[FMEA_KINDS.msr],
] as const;

/** The task entity types of FMEA (spec §4): the kind's plugin id, DFMEA 1003, MSR 1004, PFMEA 1005. */
export const FMEA_ENTITY_TYPES = FMEA_PLUGINS;
export type FmeaEntityType = (typeof FMEA_ENTITY_TYPES)[number];

export function kindOfEntityType(entityType: number): FmeaKind {
  const kind = ([FMEA_KINDS.dfmea, FMEA_KINDS.pfmea, FMEA_KINDS.msr] as const).find(
    (k) => FMEA_KIND_PLUGIN[k] === entityType,
  );
  if (kind === undefined) throw new Error(`not an FMEA entity type: ${entityType}`);
  return kind;
}

const entityTypeField = (name: string) =>
  z.coerce.number(`${name} 须为 1003（DFMEA）、1004（FMEA-MSR）或 1005（PFMEA）`).pipe(
    z.union(
      FMEA_ENTITY_TYPES.map((value) => z.literal(value)),
      `${name} 须为 1003（DFMEA）、1004（FMEA-MSR）或 1005（PFMEA）`,
    ),
  );

export const FMEA_DASHBOARD_MESSAGES = {
  rangeTooLong: TASK_STATS_RANGE_MESSAGE,
  endBeforeStart: '结束时间不能早于开始时间',
  noKindPoint: '您没有该类 FMEA 的权限',
} as const;

// ---------------------------------------------------------------------------------------------------------- cards

/**
 * Cards 1 and 4 (spec §3 "FMEA dashboard totals"): the tenant's figures. fmeaCount: FMEA projects in progress
 * (projectStatus 0, cancelled ones left out) of the kinds whose plugin is on, dfmeaCount / pfmeaCount / msrfmeaCount
 * the same per kind (0 for a kind whose plugin is off). projectCount: the spec does not define it; the product has no
 * project-management entity yet (/projectPandect is issue 18 item 4), so it counts the running FMEAs of category 2
 * (项目FMEA), which is what the project overview groups — a user reads it as "active projects". knowledgeCount: the
 * knowledge entries of those kinds, monthNewCreateKnowledge those created since the first of this month,
 * knowledgeCategory the groups they are filed under (DFMEA / MSR part types, PFMEA 4M groups and the process level),
 * as the knowledge pages show them.
 */
export const FmeaOverviewTotals = z.object({
  fmeaCount: z.number().int(),
  projectCount: z.number().int(),
  dfmeaCount: z.number().int(),
  pfmeaCount: z.number().int(),
  msrfmeaCount: z.number().int(),
  knowledgeCount: z.number().int(),
  monthNewCreateKnowledge: z.number().int(),
  knowledgeCategory: z.number().int(),
});
export type FmeaOverviewTotals = z.infer<typeof FmeaOverviewTotals>;

export const getFmeaOverviewData = defineEndpoint({
  name: 'getFmeaOverviewData',
  method: 'GET',
  base: 'qis',
  path: '/api/app/FmeaOverview/FmeaData',
  summary:
    'FMEA 概览卡片：进行中的 FMEA 数（按 DFMEA / PFMEA / FMEA-MSR 分列，仅已启用插件的类型）、进行中的项目 FMEA 数、知识总数、本月新增知识数、知识分类数',
  access: P.fmea.FMEAManager.query,
  plugin: FMEA_PLUGINS,
  data: FmeaOverviewTotals,
});

/**
 * Cards 2 and 3 (spec §3 "Personal knowledge stats"): the caller's. participate…: the FMEA projects in progress the
 * caller owns or is on the team of, per kind (plugin on); participateProjectCount those of category 2 (see
 * FmeaOverviewTotals.projectCount), shown only while isOpenProjectManage is on. createKnowledge: knowledge entries
 * the caller contributed; monthCreateKnowledge those since the first of this month; createKnowledgeUserCount how
 * often they were used (the sum of their use counts: picks and the projects that released them). isOpenProjectManage
 * (ours here) is the general configuration's flag, answered with the card it governs so the dashboard needs no
 * configuration call (which a PFMEA-only tenant could not make).
 */
export const FmeaPersonalStats = z.object({
  createKnowledge: z.number().int(),
  createKnowledgeUserCount: z.number().int(),
  monthCreateKnowledge: z.number().int(),
  participateFMEACount: z.number().int(),
  participateDFMEACount: z.number().int(),
  participatePFMEACount: z.number().int(),
  participateMSRFMEACount: z.number().int(),
  participateProjectCount: z.number().int(),
  isOpenProjectManage: z.boolean(),
});
export type FmeaPersonalStats = z.infer<typeof FmeaPersonalStats>;

export const getFmeaKnowledgeData = defineEndpoint({
  name: 'getFmeaKnowledgeData',
  method: 'GET',
  base: 'qis',
  path: '/api/app/FmeaOverview/KnowledgeData',
  summary:
    '我的 FMEA 与我的知识卡片：本人参与（负责或为团队成员）的进行中 FMEA 数（按类型分列）与项目数、本人贡献的知识数、本月贡献数与被使用次数，以及是否开启项目管理',
  access: P.fmea.FMEAManager.query,
  plugin: FMEA_PLUGINS,
  data: FmeaPersonalStats,
});

// ---------------------------------------------------------------------------------------------------- recent FMEA

/**
 * The recent FMEAs of one kind (spec §2 "Recent FMEA table", §9 top 10): the tenant's most recently created projects
 * of the kind, newest first, so the dashboard shows what the company is working on — a row the caller may not open
 * (not owner, not on the team, no overview point) is listed with isPower false and its number and name are not
 * links (spec §6). The rows are the project lists' (spec §3 "Recent FMEA row"): progress 0–7 from the net, the
 * number of structure elements as partGatherNum, the status pair for the tag.
 */
export const RecentFmeaQuery = z.object({
  TopNum: z.coerce
    .number('TopNum 须为 1–50 的整数')
    .int('TopNum 须为 1–50 的整数')
    .min(1, 'TopNum 须为 1–50 的整数')
    .max(50, 'TopNum 须为 1–50 的整数')
    .default(10),
});

const recentList = (kind: FmeaKind, name: string, path: string, label: string) =>
  defineEndpoint({
    name,
    method: 'GET',
    base: 'qis',
    path,
    summary: `最近的 ${label}（默认前 10 个）：本租户最新创建的 ${label} 项目；本人可查看的行 isPower 为 true（编号、名称可点击进入详情）`,
    access: FMEA_KIND_POINT[kind].query,
    plugin: FMEA_KIND_PLUGIN[kind],
    query: RecentFmeaQuery,
    data: z.array(FmeaProjectListItem),
  });

export const recentDfmeaList = recentList(
  FMEA_KINDS.dfmea,
  'recentDfmeaList',
  '/api/app/ProjectAppServicecs/dFmeaList',
  'DFMEA',
);
export const recentPfmeaList = recentList(FMEA_KINDS.pfmea, 'recentPfmeaList', '/api/app/Project/pFmeaList', 'PFMEA');
export const recentMsrList = recentList(
  FMEA_KINDS.msr,
  'recentMsrList',
  '/api/app/MSRProject/msrFmeaListData',
  'FMEA-MSR',
);

/** The recent list of each kind, for the dashboard's tabs. */
export const RECENT_FMEA_ENDPOINTS = {
  [FMEA_KINDS.dfmea]: recentDfmeaList,
  [FMEA_KINDS.pfmea]: recentPfmeaList,
  [FMEA_KINDS.msr]: recentMsrList,
} as const;

/**
 * What a project covers (spec §7 Project/PartOrProcessInfo, its shape not shown): the structure elements its
 * partGatherNum counts — a DFMEA's or MSR's system, subsystems and components, a PFMEA's process item, steps and
 * work elements — in tree order, for the recent table's product count. The caller must be able to read the project.
 */
export const PartOrProcessItem = z.object({
  id: Id,
  parentId: Id.nullable(),
  type: z.string(),
  name: z.string(),
  number: z.string(),
});
export const PartOrProcessInfo = z.object({
  projectId: Id,
  type: z.number().int(),
  items: z.array(PartOrProcessItem),
});
export type PartOrProcessInfo = z.infer<typeof PartOrProcessInfo>;

export const getPartOrProcessInfo = defineEndpoint({
  name: 'getPartOrProcessInfo',
  method: 'GET',
  base: 'qis',
  path: '/api/app/Project/PartOrProcessInfo',
  summary:
    'FMEA 项目的产品或过程构成：DFMEA / FMEA-MSR 的系统、子系统、零部件，PFMEA 的过程项、过程步骤与工作要素（即产品数所计的结构元素），须有该项目的查看权限',
  access: P.fmea.FMEAManager.query,
  plugin: FMEA_PLUGINS,
  query: z.object({ projectId: ProjectIdField }),
  data: PartOrProcessInfo,
});

// ----------------------------------------------------------------------------------------------------------- tasks

/**
 * The caller's tasks of a kind (spec §7 myPageFmeaTaskListInfo; §9 page size 25): the node tasks assigned to the
 * caller, soonest due first (those without an end last). Status 1 (the dashboard's): the open ones — pending, under
 * audit, rejected — that is, not yet approved; Status 2 (ours): the approved ones. Each item carries canSubmit
 * (auditStatus 1 or 3, spec §5) and overdue.
 */
export const MyFmeaTaskQuery = z.object({
  EntityType: entityTypeField('EntityType'),
  Status: z.coerce
    .number('Status 须为 1（未完成）或 2（已完成）')
    .pipe(z.union([z.literal(1), z.literal(2)], 'Status 须为 1（未完成）或 2（已完成）'))
    .default(1),
  SkipCount: z.coerce.number('SkipCount 须为整数').int('SkipCount 须为整数').min(0, 'SkipCount 不能小于 0').default(0),
  MaxResultCount: z.coerce
    .number('MaxResultCount 须为 1–100')
    .int('MaxResultCount 须为 1–100')
    .min(1, 'MaxResultCount 须为 1–100')
    .max(100, 'MaxResultCount 须为 1–100')
    .default(25),
});

export const myPageFmeaTaskListInfo = defineEndpoint({
  name: 'myPageFmeaTaskListInfo',
  method: 'GET',
  base: 'qis',
  path: '/api/app/fmeaOverview/myPageFmeaTaskListInfo',
  summary:
    '我的 FMEA 任务（按 EntityType：1003 DFMEA、1004 FMEA-MSR、1005 PFMEA）：Status=1 未完成（待提交、审核中、已驳回），Status=2 已通过；按计划完成时间升序分页，每项含 canSubmit 与是否逾期',
  access: 'user',
  plugin: FMEA_PLUGINS,
  query: MyFmeaTaskQuery,
  data: pagedResult(FmeaTaskDto),
});

/**
 * Spec §3 "Task count", of the caller's tasks that wait for the caller: pending or rejected (auditStatus 1 or 3, the
 * ones that can be submitted), so submitting one changes the counts (spec §8 refreshes them). The rule is domain
 * countTasksByDue, with the due split of the 'more' links (?type=3 overdue: end before today; ?type=2 not yet due:
 * end today or later, or none — today's included, and also counted on their own).
 */
export const FmeaTaskCounts = z.object({
  overdueCount: z.number().int(),
  todayCount: z.number().int(),
  noDueCount: z.number().int(),
});
export type FmeaTaskCounts = z.infer<typeof FmeaTaskCounts>;

export const getTaskListCountGroupStatus = defineEndpoint({
  name: 'getTaskListCountGroupStatus',
  method: 'GET',
  base: 'qis',
  path: '/api/app/taskList/geTaskListCountGroupStatus',
  summary:
    '我的待办任务计数（entityType：1003 / 1004 / 1005，待提交或已驳回的任务）：已逾期（计划完成早于今天）、今日到期、未到期（今天及以后或未定，含今日到期）',
  access: 'user',
  plugin: FMEA_PLUGINS,
  query: z.object({ entityType: entityTypeField('entityType') }),
  data: FmeaTaskCounts,
});

const statsTime = (name: string) =>
  z
    .string(`${name} 须为 YYYY-MM-DD HH:mm:ss`)
    .trim()
    .refine((text) => /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/.test(text) && calendarDate(text) !== null, {
      message: `${name} 须为 YYYY-MM-DD HH:mm:ss`,
    })
    .transform((text) => calendarDate(text) as string);

/**
 * The task statistics chart (spec §5, §7, §9): searchType 1 day / 2 week / 3 month, the range as the chart sends it
 * (start 00:00:00, end 23:59:59; only the dates count), the default range of the search type when none is sent. A
 * range longer than three months is refused (400 naming startTime, '最大查询范围为三个月': the chart clamps before
 * it asks). Each bucket counts the caller's tasks of the kind that are due in it (planned end; without one, the day
 * it was approved): currentDoneNum approved, currentTodoNum not, jobRate done of all in percent.
 */
export const TaskStatisticsQuery = z.object({
  searchType: z.coerce
    .number('searchType 须为 1（日）、2（周）或 3（月）')
    .pipe(
      z.union(
        Object.values(TASK_STATS_SEARCH_TYPES).map((value) => z.literal(value)),
        'searchType 须为 1（日）、2（周）或 3（月）',
      ),
    )
    .default(TASK_STATS_SEARCH_TYPES.day),
  EntityType: entityTypeField('EntityType'),
  startTime: statsTime('startTime').optional(),
  endTime: statsTime('endTime').optional(),
});

export const TaskStatisticsRow = z.object({
  /** Day: the date; week: its first day in the range; month: 'YYYY-MM'. */
  date: z.string(),
  /** The days the bucket covers (ours), both included. */
  from: z.string(),
  to: z.string(),
  currentDoneNum: z.number().int(),
  currentTodoNum: z.number().int(),
  /** Percent 0–100, two decimals. */
  jobRate: z.number(),
});
export type TaskStatisticsRow = z.infer<typeof TaskStatisticsRow>;

export const taskListStatistics = defineEndpoint({
  name: 'taskListStatistics',
  method: 'GET',
  base: 'qis',
  path: '/api/app/taskList/taskListStatistics',
  summary:
    '我的任务执行情况统计（EntityType：1003 / 1004 / 1005）：按日、周、月统计计划完成落在各期的任务中已完成、未完成数与完成率（%）；不传时间则为默认范围，范围最长三个月',
  access: 'user',
  plugin: FMEA_PLUGINS,
  query: TaskStatisticsQuery,
  data: z.array(TaskStatisticsRow),
});
