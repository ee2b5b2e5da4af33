import {
  type AuditLogDto,
  exportAuditLog,
  exportLoginLog,
  getAuditLogModuleList,
  getAuditLogPagedList,
  getLoginLogList,
  type LoginLogDto,
} from '@qis/shared';
import { callEndpoint, type EndpointRequest } from '../../shell/call-endpoint';

/** Calls of the login and operation logs; method and path come from the declarations in @qis/shared. */

export type { AuditLogDto, LoginLogDto };
type LoginLogFilter = EndpointRequest<typeof exportLoginLog>['query'];
type AuditLogFilter = EndpointRequest<typeof exportAuditLog>['query'];

export const fetchLoginLogs = (query: EndpointRequest<typeof getLoginLogList>['query']) =>
  callEndpoint(getLoginLogList, { query });
export const exportLoginLogs = (query: LoginLogFilter) => callEndpoint(exportLoginLog, { query });

export const fetchAuditLogs = (query: EndpointRequest<typeof getAuditLogPagedList>['query']) =>
  callEndpoint(getAuditLogPagedList, { query });
export const fetchAuditModules = () => callEndpoint(getAuditLogModuleList);
export const exportAuditLogs = (query: AuditLogFilter) => callEndpoint(exportAuditLog, { query });
