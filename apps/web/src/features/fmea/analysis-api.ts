import {
  type EndpointData,
  type getDfmeaFailureAnalysisCheck,
  type getDfmeaFailureMatrix,
  type getDfmeaOptimizationWorkList,
  hasAdminRole,
  listDfmeaDvpByUser,
} from '@qis/shared';
import { callEndpoint, type EndpointRequest } from '../../shell/call-endpoint';

/**
 * The types of the views over the whole analysis (their calls are each kind's: kind-api.ts), the DFMEA's DVP&R lines
 * by responsible user, and whether the caller is an administrator; method, path and schemas from @qis/shared.
 */

type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;
type Query<E> = EndpointRequest<E> extends { query: infer Q } ? Q : never;

export type FailureMatrix = EndpointData<typeof getDfmeaFailureMatrix>;
export type AnalysisCheck = EndpointData<typeof getDfmeaFailureAnalysisCheck>;
export type WorkList = EndpointData<typeof getDfmeaOptimizationWorkList>;
export type WorkListRow = WorkList['items'][number];
export type WorkListQuery = Body<typeof getDfmeaOptimizationWorkList>;
export type DvpUserLine = EndpointData<typeof listDfmeaDvpByUser>['items'][number];
export type DvpUserQuery = Query<typeof listDfmeaDvpByUser>;

export const fetchMyDvpLines = (query: DvpUserQuery) => callEndpoint(listDfmeaDvpByUser, { query });
/** Whether the caller holds the administrator role (the admin-create results version). Silent: false on failure. */
export const fetchIsAdmin = () => callEndpoint(hasAdminRole, {}, { silent: true }).catch(() => false);
