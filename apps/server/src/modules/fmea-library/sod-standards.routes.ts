import {
  FMEA_KIND_VALUES,
  getSodDetectById,
  getSodOccurrenceById,
  getSodSeriousnessById,
  SOD_STANDARD_ENDPOINTS,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as standards from './sod-standards.service';

export function registerSodStandardRoutes(app: FastifyInstance) {
  for (const kind of FMEA_KIND_VALUES) {
    const e = SOD_STANDARD_ENDPOINTS[kind];
    registerEndpoint(app, e.names, (_input, ctx) => standards.standardNames(ctx, kind));
    registerEndpoint(app, e.list, (_input, ctx) => standards.listStandards(ctx, kind));
    registerEndpoint(app, e.get, ({ query }, ctx) => standards.getStandard(ctx, kind, query.id));
    registerEndpoint(app, e.create, ({ body }, ctx) => standards.createStandard(ctx, kind, body));
    registerEndpoint(app, e.edit, ({ body }, ctx) => standards.editStandard(ctx, kind, body));
    registerEndpoint(app, e.setDefault, ({ body }, ctx) => standards.setDefaultStandard(ctx, kind, body.id));
    registerEndpoint(app, e.remove, ({ body }, ctx) => standards.deleteStandard(ctx, kind, body.id));
    registerEndpoint(app, e.copy, ({ body }, ctx) => standards.copyStandard(ctx, kind, body));
  }
  registerEndpoint(app, getSodSeriousnessById, ({ query }, ctx) => standards.standardScale(ctx, query.id, 'severity'));
  registerEndpoint(app, getSodOccurrenceById, ({ query }, ctx) => standards.standardScale(ctx, query.id, 'occurrence'));
  registerEndpoint(app, getSodDetectById, ({ query }, ctx) => standards.standardScale(ctx, query.id, 'detection'));
}
