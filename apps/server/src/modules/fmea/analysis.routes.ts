import {
  createDfmeaResultsVersionAsAdmin,
  FMEA_KINDS,
  getDfmeaFailureAnalysisCheck,
  getDfmeaFailureMatrix,
  getDfmeaOptimizationWorkList,
  listDfmeaDvpByUser,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as analysis from './analysis.service';
import { createVersionAsAdmin } from './versions.service';
import * as workLists from './work-lists.service';

/**
 * The DFMEA's views over the whole analysis on the kind-generic services: the failure matrix, the completeness check,
 * step 6's work list, the DVP&R lines by responsible user; and the admin-create results version.
 */
export function registerDfmeaAnalysisRoutes(app: FastifyInstance) {
  const kind = FMEA_KINDS.dfmea;
  registerEndpoint(app, getDfmeaFailureMatrix, ({ query }, ctx) => analysis.failureMatrixOf(ctx, kind, query));
  registerEndpoint(app, getDfmeaFailureAnalysisCheck, ({ query }, ctx) =>
    analysis.failureAnalysisCheck(ctx, kind, query.projectId),
  );
  registerEndpoint(app, getDfmeaOptimizationWorkList, ({ body }, ctx) =>
    workLists.optimizationWorkList(ctx, kind, body),
  );
  registerEndpoint(app, listDfmeaDvpByUser, ({ query }, ctx) => workLists.dvpLinesByUser(ctx, kind, query));
  registerEndpoint(app, createDfmeaResultsVersionAsAdmin, ({ body }, ctx) => createVersionAsAdmin(ctx, kind, body));
}
