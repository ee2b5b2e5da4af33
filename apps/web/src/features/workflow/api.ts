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
import { callEndpoint, type EndpointRequest } from '../../shell/call-endpoint';
import { announceCountersChanged } from '../../shell/header/workflow-api';

/** Calls of my workflows; paths come from the one declaration of each endpoint in @qis/shared. */

export const TASK_LISTS = {
  approve: getApproveTaskList,
  deal: getDealTaskList,
  notify: getNotifyTaskList,
  processed: getProcessedTaskList,
  signOff: getSignOffRecordList,
} as const;
export type TaskListKind = keyof typeof TASK_LISTS;

export type TaskPage = EndpointData<typeof getApproveTaskList>;
export type InstancePage = EndpointData<typeof getInitiatedFlowList>;
export type WorkflowDetail = EndpointData<typeof getTaskDetail>;

/** A list's query as the pages build it (search filter, tab, page); the server checks its codes and applies defaults. */
type ListQuery = EndpointRequest<typeof getInitiatedFlowList>['query'];

export const fetchTaskList = (kind: TaskListKind, query: ListQuery): Promise<TaskPage> =>
  callEndpoint(TASK_LISTS[kind], { query });
export const fetchInitiatedList = (query: ListQuery) => callEndpoint(getInitiatedFlowList, { query });

export const fetchDetail = (by: { taskId?: string; instanceId?: string }) =>
  by.taskId
    ? callEndpoint(getTaskDetail, { params: { id: by.taskId } })
    : callEndpoint(getFlowInstanceDetail, { params: { id: by.instanceId ?? '' } });

/** Every action changes someone's counters: announce it so the header reloads them. */
async function act<T>(call: Promise<T>): Promise<T> {
  const result = await call;
  announceCountersChanged();
  return result;
}

export const approve = (body: EndpointInput<typeof approveTask>['body']) => act(callEndpoint(approveTask, { body }));
export const reject = (body: EndpointInput<typeof rejectTask>['body']) => act(callEndpoint(rejectTask, { body }));
export const handle = (body: EndpointInput<typeof handleTask>['body']) => act(callEndpoint(handleTask, { body }));
export const markRead = (taskId: string) => act(callEndpoint(markTaskRead, { body: { taskId } }));
export const withdraw = (id: string) => act(callEndpoint(withdrawFlow, { body: { id } }));
export const start = (body: Pick<EndpointInput<typeof startFlow>['body'], 'title' | 'summary'>) =>
  act(callEndpoint(startFlow, { body }));
