import {
  FMEA_KINDS,
  getFmeaKnowledgeData,
  getFmeaOverviewData,
  getPartOrProcessInfo,
  getTaskListCountGroupStatus,
  myPageFmeaTaskListInfo,
  RECENT_FMEA_ENDPOINTS,
  taskListStatistics,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { overviewTotals, personalStats } from './cards.service';
import { partOrProcessInfo, recentProjects } from './recent.service';
import { myTasks, taskCounts, taskStatistics } from './tasks.service';

/** The FMEA dashboard /fmeaOverview (modules spec §7 "Dashboards"). */
export function registerFmeaDashboardRoutes(app: FastifyInstance) {
  registerEndpoint(app, getFmeaOverviewData, (_input, ctx) => overviewTotals(ctx));
  registerEndpoint(app, getFmeaKnowledgeData, (_input, ctx) => personalStats(ctx));
  for (const kind of [FMEA_KINDS.dfmea, FMEA_KINDS.pfmea, FMEA_KINDS.msr] as const)
    registerEndpoint(app, RECENT_FMEA_ENDPOINTS[kind], ({ query }, ctx) => recentProjects(ctx, kind, query.TopNum));
  registerEndpoint(app, getPartOrProcessInfo, ({ query }, ctx) => partOrProcessInfo(ctx, query.projectId));
  registerEndpoint(app, myPageFmeaTaskListInfo, ({ query }, ctx) => myTasks(ctx, query));
  registerEndpoint(app, getTaskListCountGroupStatus, ({ query }, ctx) => taskCounts(ctx, query.entityType));
  registerEndpoint(app, taskListStatistics, ({ query }, ctx) => taskStatistics(ctx, query));
}
