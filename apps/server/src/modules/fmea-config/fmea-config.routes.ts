import {
  changeFmeaConfigure,
  FMEA_KINDS,
  getDfmeaConfigure,
  getFmeaConfigure,
  getMsrConfigure,
  getPfmeaDisplayConfigure,
  updateDfmeaConfigure,
  updateMsrConfigure,
  updatePfmeaDisplayConfigure,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { displayConfig, saveDisplayConfig } from './display-config.service';
import { generalConfig, kindConfig, saveGeneralConfig, saveKindConfig } from './fmea-config.service';

export function registerFmeaConfigRoutes(app: FastifyInstance) {
  registerEndpoint(app, getFmeaConfigure, (_input, ctx) => generalConfig(ctx.tx));
  registerEndpoint(app, changeFmeaConfigure, ({ body }, ctx) => saveGeneralConfig(ctx, body));
  registerEndpoint(app, getDfmeaConfigure, (_input, ctx) => kindConfig(ctx.tx, FMEA_KINDS.dfmea));
  registerEndpoint(app, updateDfmeaConfigure, ({ body }, ctx) => saveKindConfig(ctx, FMEA_KINDS.dfmea, body));
  registerEndpoint(app, getMsrConfigure, (_input, ctx) => kindConfig(ctx.tx, FMEA_KINDS.msr));
  registerEndpoint(app, updateMsrConfigure, ({ body }, ctx) => saveKindConfig(ctx, FMEA_KINDS.msr, body));
  registerEndpoint(app, getPfmeaDisplayConfigure, (_input, ctx) => displayConfig(ctx));
  registerEndpoint(app, updatePfmeaDisplayConfigure, ({ body }, ctx) => saveDisplayConfig(ctx, body));
}
