import { changeTenantStatus, createTenant, getTenantList, getTenantModules, updateTenant } from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { PLUGIN_DESCRIPTORS } from '../plugins';
import * as service from './tenants.service';

export function registerTenantRoutes(app: FastifyInstance) {
  registerEndpoint(app, getTenantList, ({ query }, ctx) => service.tenantList(ctx, query));
  registerEndpoint(app, getTenantModules, async () => [...PLUGIN_DESCRIPTORS], { transaction: false });
  registerEndpoint(app, createTenant, ({ body }, ctx) => service.createTenant(ctx, body));
  registerEndpoint(app, updateTenant, ({ body }, ctx) => service.updateTenant(ctx, body));
  registerEndpoint(app, changeTenantStatus, ({ body }, ctx) => service.changeTenantStatus(ctx, body));
}
