import {
  createProductPlatform,
  disableProductPlatform,
  editProductPlatform,
  enableProductPlatform,
  listProductPlatforms,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as platforms from './product-platforms.service';

export function registerProductPlatformRoutes(app: FastifyInstance) {
  registerEndpoint(app, listProductPlatforms, ({ query }, ctx) => platforms.listPlatforms(ctx, query));
  registerEndpoint(app, createProductPlatform, ({ body }, ctx) => platforms.createPlatform(ctx, body));
  registerEndpoint(app, editProductPlatform, ({ body }, ctx) => platforms.editPlatform(ctx, body));
  registerEndpoint(app, enableProductPlatform, ({ body }, ctx) => platforms.setPlatformActive(ctx, body, true));
  registerEndpoint(app, disableProductPlatform, ({ body }, ctx) => platforms.setPlatformActive(ctx, body, false));
}
