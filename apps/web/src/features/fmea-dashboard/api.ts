import {
  type EndpointData,
  FMEA_KIND_ENDPOINTS,
  FMEA_KIND_PLUGIN,
  type FmeaKind,
  getFmeaKnowledgeData,
  getFmeaOverviewData,
  getPartOrProcessInfo,
  getTaskListCountGroupStatus,
  myPageFmeaTaskListInfo,
  RECENT_FMEA_ENDPOINTS,
  type TaskStatsSearchType,
  taskListStatistics,
} from '@qis/shared';
import { callEndpoint } from '../../shell/call-endpoint';

// The dashboard's calls (contracts/fmea-dashboard.ts); a task is submitted through its kind's submitTaskToAudit.

export type OverviewTotals = EndpointData<typeof getFmeaOverviewData>;
export type PersonalStats = EndpointData<typeof getFmeaKnowledgeData>;
export type TaskPage = EndpointData<typeof myPageFmeaTaskListInfo>;
export type DashboardTask = TaskPage['items'][number];
export type TaskCounts = EndpointData<typeof getTaskListCountGroupStatus>;
export type StatisticsRow = EndpointData<typeof taskListStatistics>[number];
export type RecentRow = EndpointData<(typeof RECENT_FMEA_ENDPOINTS)[0]>[number];
export type PartOrProcess = EndpointData<typeof getPartOrProcessInfo>;

/** Spec §9: the task list's page size, and the recent tables' top 10. */
export const TASK_PAGE_SIZE = 25;
export const RECENT_TOP = 10;

const entityType = (kind: FmeaKind) => FMEA_KIND_PLUGIN[kind] as 1003 | 1004 | 1005;

export const fetchTotals = () => callEndpoint(getFmeaOverviewData);
export const fetchPersonal = () => callEndpoint(getFmeaKnowledgeData);
export const fetchMyTasks = (kind: FmeaKind, page: number) =>
  callEndpoint(myPageFmeaTaskListInfo, {
    query: {
      EntityType: entityType(kind),
      Status: 1,
      MaxResultCount: TASK_PAGE_SIZE,
      SkipCount: (page - 1) * TASK_PAGE_SIZE,
    },
  });
export const fetchTaskCounts = (kind: FmeaKind) =>
  callEndpoint(getTaskListCountGroupStatus, { query: { entityType: entityType(kind) } });
/** Silent: the screen says why it refused (a refused submission shows 提交失败). */
export function submitTask(kind: FmeaKind, id: string) {
  const endpoint = FMEA_KIND_ENDPOINTS[kind]?.submitTask;
  if (!endpoint) return Promise.reject(new Error(`FMEA kind ${kind} has no task flow`));
  return callEndpoint(endpoint, { body: { id } }, { silent: true });
}
export const fetchStatistics = (kind: FmeaKind, searchType: TaskStatsSearchType, start: string, end: string) =>
  callEndpoint(taskListStatistics, {
    // Spec §9: YYYY-MM-DD HH:mm:ss, the start at 00:00:00 and the end at 23:59:59.
    query: { searchType, EntityType: entityType(kind), startTime: `${start} 00:00:00`, endTime: `${end} 23:59:59` },
  });
export const fetchRecent = (kind: FmeaKind) =>
  callEndpoint(RECENT_FMEA_ENDPOINTS[kind], { query: { TopNum: RECENT_TOP } });
export const fetchPartOrProcess = (projectId: string) => callEndpoint(getPartOrProcessInfo, { query: { projectId } });
