import {
  batchChangeDfmeaNodeTime,
  type EndpointData,
  getDfmeaProjectInfoTime,
  getDfmeaSevenSteps,
  listDfmeaAuditTasks,
  submitDfmeaTask,
} from '@qis/shared';
import { callEndpoint, type EndpointRequest } from '../../../shell/call-endpoint';

/** The calls of the DFMEA task flow (node tasks, plan, submit to audit). */

type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;

export type ProjectPlan = EndpointData<typeof getDfmeaProjectInfoTime>;
export type TaskDto = ProjectPlan['tasks'][number];
export type SevenSteps = EndpointData<typeof getDfmeaSevenSteps>;
export type NodeTimeChange = Body<typeof batchChangeDfmeaNodeTime>['nodes'][number];

export const fetchPlan = (projectId: string) => callEndpoint(getDfmeaProjectInfoTime, { query: { projectId } });
export const fetchSevenSteps = (projectId: string) => callEndpoint(getDfmeaSevenSteps, { query: { projectId } });
export const fetchTasks = (body: Body<typeof listDfmeaAuditTasks>) => callEndpoint(listDfmeaAuditTasks, { body });
// Silent: the caller shows 提交失败 with the reason, and a 409 of the plan offers a reload.
export const submitTask = (id: string) => callEndpoint(submitDfmeaTask, { body: { id } }, { silent: true });
export const savePlan = (body: Body<typeof batchChangeDfmeaNodeTime>) =>
  callEndpoint(batchChangeDfmeaNodeTime, { body }, { silent: true });
