import { getHomePage, getHomePageDtos, saveHomePageDto } from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as service from './home-page.service';

export function registerHomePageRoutes(app: FastifyInstance) {
  registerEndpoint(app, getHomePageDtos, (_input, ctx) => service.roleHomePageList(ctx));
  registerEndpoint(app, saveHomePageDto, ({ body }, ctx) => service.saveRoleHomePage(ctx, body));
  registerEndpoint(app, getHomePage, (_input, ctx) => service.myHomePage(ctx));
}
