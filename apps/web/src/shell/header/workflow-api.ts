import { http } from '../http';

/** Spec §3 task counts and flow instance counts. */
export interface TaskCount {
  approveTaskCount: number;
  dealTaskCount: number;
  notifyTaskCount: number;
}
export interface FlowInstanceNum {
  waitNum: number;
  disposedNum: number;
  initiatedNum: number;
}

export const fetchTaskCount = () => http.get<TaskCount>('/api/wfTask/getTaskCount', { silent: true });
export const fetchFlowInstanceNum = () =>
  http.get<FlowInstanceNum>('/api/FlowInstances/GetFlowInstanceNum', { silent: true });

/** Announced on window when workflow counts may have changed (a pushed message, an action of the user). */
export const COUNTERS_CHANGED_EVENT = 'qis:counters-changed';
export const announceCountersChanged = () => window.dispatchEvent(new Event(COUNTERS_CHANGED_EVENT));
