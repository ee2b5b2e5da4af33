import { collectionMenu, getCommonModules, getHomeIndex, getMonthBar, recentVisitCount } from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as service from './home.service';

export function registerHomeRoutes(app: FastifyInstance) {
  registerEndpoint(app, getCommonModules, (_input, ctx) => service.moduleMenu(ctx));
  registerEndpoint(app, collectionMenu, ({ body }, ctx) => service.toggleFavourite(ctx, body));
  registerEndpoint(app, recentVisitCount, ({ body }, ctx) => service.recordVisit(ctx, body));
  registerEndpoint(app, getHomeIndex, (_input, ctx) => service.homeIndex(ctx));
  // The traffic counter reads through its own connection and must not wait behind a tenant transaction.
  registerEndpoint(app, getMonthBar, (_input, ctx) => service.monthBar(ctx), { transaction: false });
}
