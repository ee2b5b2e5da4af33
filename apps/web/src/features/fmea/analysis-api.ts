import {
  createDfmeaResultsVersionAsAdmin,
  type EndpointData,
  getDfmeaFailureAnalysisCheck,
  getDfmeaFailureMatrix,
  getDfmeaOptimizationWorkList,
  hasAdminRole,
  listDfmeaDvpByUser,
} from '@qis/shared';
import { callEndpoint, type EndpointRequest } from '../../shell/call-endpoint';

/** Calls of the DFMEA's views over the whole analysis; method, path and schemas from @qis/shared. */

type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;
type Query<E> = EndpointRequest<E> extends { query: infer Q } ? Q : never;

export type FailureMatrix = EndpointData<typeof getDfmeaFailureMatrix>;
export type AnalysisCheck = EndpointData<typeof getDfmeaFailureAnalysisCheck>;
export type WorkList = EndpointData<typeof getDfmeaOptimizationWorkList>;
export type WorkListRow = WorkList['items'][number];
export type WorkListQuery = Body<typeof getDfmeaOptimizationWorkList>;
export type DvpUserLine = EndpointData<typeof listDfmeaDvpByUser>['items'][number];
export type DvpUserQuery = Query<typeof listDfmeaDvpByUser>;

export const fetchFailureMatrix = (projectId: string, elementId: string) =>
  callEndpoint(getDfmeaFailureMatrix, { query: { projectId, elementId } });
export const fetchAnalysisCheck = (projectId: string) =>
  callEndpoint(getDfmeaFailureAnalysisCheck, { query: { projectId } });
export const fetchWorkList = (body: WorkListQuery) => callEndpoint(getDfmeaOptimizationWorkList, { body });
export const fetchMyDvpLines = (query: DvpUserQuery) => callEndpoint(listDfmeaDvpByUser, { query });
/** Whether the caller holds the administrator role (the admin-create results version). Silent: false on failure. */
export const fetchIsAdmin = () => callEndpoint(hasAdminRole, {}, { silent: true }).catch(() => false);
export const releaseVersionAsAdmin = (projectId: string, note: string) =>
  callEndpoint(createDfmeaResultsVersionAsAdmin, { body: { projectId, note } });
