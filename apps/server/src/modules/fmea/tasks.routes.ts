import {
  batchChangeDfmeaNodeTime,
  FMEA_KINDS,
  getDfmeaProjectInfoTime,
  getDfmeaSevenSteps,
  listDfmeaAuditTasks,
  submitDfmeaTask,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { hookTaskAudits, submitTask } from './task-audit';
import * as tasks from './tasks.service';

// The DFMEA's task calls on the kind-generic task services; PFMEA and MSR register theirs with their kind.

export function registerFmeaTaskRoutes(app: FastifyInstance) {
  hookTaskAudits(app);
  const kind = FMEA_KINDS.dfmea;
  registerEndpoint(app, submitDfmeaTask, ({ body }, ctx) => submitTask(ctx, kind, body.id));
  registerEndpoint(app, listDfmeaAuditTasks, ({ body }, ctx) => tasks.listAuditTasks(ctx, kind, body));
  registerEndpoint(app, getDfmeaSevenSteps, ({ query }, ctx) => tasks.sevenSteps(ctx, kind, query.projectId));
  registerEndpoint(app, batchChangeDfmeaNodeTime, ({ body }, ctx) => tasks.batchChangeNodeTime(ctx, kind, body));
  registerEndpoint(app, getDfmeaProjectInfoTime, ({ query }, ctx) => tasks.projectPlan(ctx, kind, query.projectId));
}
