import {
  approveTask,
  type EndpointData,
  type EndpointInput,
  getApproveTaskList,
  getDealTaskList,
  getFlowInstanceDetail,
  getInitiatedFlowList,
  getNotifyTaskList,
  getProcessedTaskList,
  getSignOffRecordList,
  getTaskDetail,
  handleTask,
  markTaskRead,
  rejectTask,
  startFlow,
  withdrawFlow,
} from '@qis/shared';
import { announceCountersChanged } from '../../shell/header/workflow-api';
import { http } from '../../shell/http';

/** Calls of my workflows; paths come from the one declaration of each endpoint in @qis/shared. */

export const TASK_LISTS = {
  approve: getApproveTaskList,
  deal: getDealTaskList,
  notify: getNotifyTaskList,
  processed: getProcessedTaskList,
  signOff: getSignOffRecordList,
} as const;
export type TaskListKind = keyof typeof TASK_LISTS;

export type TaskListQuery = EndpointInput<typeof getApproveTaskList>['query'];
export type TaskPage = EndpointData<typeof getApproveTaskList>;
export type InstancePage = EndpointData<typeof getInitiatedFlowList>;
export type WorkflowDetail = EndpointData<typeof getTaskDetail>;

/** Query parameters of a list: the search filter with SkipCount / MaxResultCount. */
type Query = object;
const params = (query: Query) => query as Record<string, string | number | undefined>;

export const fetchTaskList = (kind: TaskListKind, query: Query) =>
  http.get<TaskPage>(TASK_LISTS[kind].path, { params: params(query) });
export const fetchInitiatedList = (query: Query) =>
  http.get<InstancePage>(getInitiatedFlowList.path, { params: params(query) });

export const fetchDetail = (by: { taskId?: string; instanceId?: string }) =>
  by.taskId
    ? http.get<WorkflowDetail>(getTaskDetail.path.replace(':id', encodeURIComponent(by.taskId)))
    : http.get<WorkflowDetail>(getFlowInstanceDetail.path.replace(':id', encodeURIComponent(by.instanceId ?? '')));

/** Every action changes someone's counters: announce it so the header reloads them. */
async function act<T>(call: Promise<T>): Promise<T> {
  const result = await call;
  announceCountersChanged();
  return result;
}

export const approve = (body: EndpointInput<typeof approveTask>['body']) => act(http.post(approveTask.path, body));
export const reject = (body: EndpointInput<typeof rejectTask>['body']) => act(http.post(rejectTask.path, body));
export const handle = (body: EndpointInput<typeof handleTask>['body']) => act(http.post(handleTask.path, body));
export const markRead = (taskId: string) => act(http.post(markTaskRead.path, { taskId }));
export const withdraw = (id: string) => act(http.post(withdrawFlow.path, { id }));
export const start = (body: Pick<EndpointInput<typeof startFlow>['body'], 'title' | 'summary'>) =>
  act(http.post<EndpointData<typeof startFlow>>(startFlow.path, body));
