import {
  exportAuditLog,
  exportLoginLog,
  getAuditLogModuleList,
  getAuditLogPagedList,
  getLoginLogList,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as audit from './audit-log.service';
import * as login from './login-log.service';

export function registerLogRoutes(app: FastifyInstance) {
  registerEndpoint(app, getLoginLogList, ({ query }, ctx) => login.listLoginLogs(ctx, query));
  registerEndpoint(app, exportLoginLog, ({ query }, ctx) => login.exportLoginLogs(ctx, query));
  registerEndpoint(app, getAuditLogPagedList, ({ query }, ctx) => audit.listAuditLogs(ctx, query));
  registerEndpoint(app, getAuditLogModuleList, (_input, ctx) => audit.auditLogModules(ctx));
  registerEndpoint(app, exportAuditLog, ({ query }, ctx) => audit.exportAuditLogs(ctx, query));
}
