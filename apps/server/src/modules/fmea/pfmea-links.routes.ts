import {
  acceptPfmeaDfmeaCharacteristic,
  carryPfmeaDfmeaCharacteristics,
  copyPfmeaProcessToStructure,
  dropPfmeaDfmeaCharacteristic,
  FMEA_KINDS,
  getPfmeaDfmeaLinkage,
  getPfmeaProjectProcess,
  linkPfmeaDfmea,
  linkPfmeaProjectProcess,
  listPfmeaDfmeaOptions,
  listPfmeaProcessOptions,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as linkage from './dfmea-linkage.service';
import * as processLink from './process-link.service';

/** The PFMEA's process flow (task node 过程流程图) and its DFMEA linkage, on the kind-generic services. */
export function registerPfmeaLinkRoutes(app: FastifyInstance) {
  const kind = FMEA_KINDS.pfmea;
  registerEndpoint(app, getPfmeaProjectProcess, ({ query }, ctx) =>
    processLink.projectProcess(ctx, kind, query.projectId),
  );
  registerEndpoint(app, linkPfmeaProjectProcess, ({ body }, ctx) => processLink.linkProcess(ctx, kind, body));
  registerEndpoint(app, listPfmeaProcessOptions, ({ query }, ctx) => processLink.processOptions(ctx, kind, query));
  registerEndpoint(app, copyPfmeaProcessToStructure, ({ body }, ctx) =>
    processLink.copyProcessToStructure(ctx, kind, body),
  );
  registerEndpoint(app, getPfmeaDfmeaLinkage, ({ query }, ctx) => linkage.dfmeaLinkage(ctx, kind, query.projectId));
  registerEndpoint(app, listPfmeaDfmeaOptions, ({ query }, ctx) => linkage.dfmeaOptions(ctx, kind, query));
  registerEndpoint(app, linkPfmeaDfmea, ({ body }, ctx) => linkage.linkDfmea(ctx, kind, body));
  registerEndpoint(app, carryPfmeaDfmeaCharacteristics, ({ body }, ctx) =>
    linkage.carryCharacteristics(ctx, kind, body),
  );
  registerEndpoint(app, acceptPfmeaDfmeaCharacteristic, ({ body }, ctx) =>
    linkage.acceptCharacteristic(ctx, kind, body),
  );
  registerEndpoint(app, dropPfmeaDfmeaCharacteristic, ({ body }, ctx) => linkage.dropCharacteristic(ctx, kind, body));
}
