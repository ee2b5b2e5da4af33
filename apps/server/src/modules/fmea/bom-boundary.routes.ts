import {
  copyDfmeaBomToStructure,
  FMEA_KINDS,
  getDfmeaBoundaryDiagram,
  getDfmeaProjectBom,
  getInterfaceRelationTypes,
  linkDfmeaProjectBom,
  listDfmeaBomOptions,
  saveDfmeaBoundaryDiagram,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as bomLink from './bom-link.service';
import * as boundary from './boundary-diagram.service';

/** The DFMEA's bill of materials and boundary diagram (task nodes 物料清单 and 边界图) on the kind-generic services. */
export function registerDfmeaBomBoundaryRoutes(app: FastifyInstance) {
  const kind = FMEA_KINDS.dfmea;
  registerEndpoint(app, getDfmeaProjectBom, ({ query }, ctx) => bomLink.projectBom(ctx, kind, query.projectId));
  registerEndpoint(app, linkDfmeaProjectBom, ({ body }, ctx) => bomLink.linkBom(ctx, kind, body));
  registerEndpoint(app, listDfmeaBomOptions, ({ query }, ctx) => bomLink.bomOptions(ctx, kind, query));
  registerEndpoint(app, copyDfmeaBomToStructure, ({ body }, ctx) => bomLink.copyBomToStructure(ctx, kind, body));
  registerEndpoint(app, getDfmeaBoundaryDiagram, ({ query }, ctx) => boundary.getDiagram(ctx, kind, query.projectId));
  registerEndpoint(app, saveDfmeaBoundaryDiagram, ({ body }, ctx) => boundary.saveDiagram(ctx, kind, body));
  registerEndpoint(app, getInterfaceRelationTypes, (_input, ctx) => boundary.interfaceTypes(ctx));
}
