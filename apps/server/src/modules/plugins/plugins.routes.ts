import { getModuleManagement, getPlugins, plugDataBase } from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as service from './plugins.service';

export function registerPluginRoutes(app: FastifyInstance) {
  // The principal carries its tenant's enabled plugins (dropped from the cache on every change): no database needed.
  registerEndpoint(app, getPlugins, async (_input, ctx) => service.pluginList(ctx.principal.pluginIds), {
    transaction: false,
  });
  registerEndpoint(app, getModuleManagement, async (_input, ctx) => service.pluginList(ctx.principal.pluginIds), {
    transaction: false,
  });
  registerEndpoint(app, plugDataBase, ({ body }, ctx) => service.setPluginEnabled(ctx, body));
}
