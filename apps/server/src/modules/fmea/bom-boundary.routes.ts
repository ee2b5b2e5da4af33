import {
  copyDfmeaBomToStructure,
  copyMsrBomToStructure,
  copyMsrSourceDfmea,
  deleteMsrInterface,
  FMEA_KINDS,
  getDfmeaBoundaryDiagram,
  getDfmeaProjectBom,
  getInterfaceRelationTypes,
  getMsrBoundaryDiagram,
  getMsrProjectBom,
  getMsrSourceDfmea,
  getMsrSubordinateFailures,
  getMsrSuperiorFailures,
  linkDfmeaProjectBom,
  linkMsrProjectBom,
  linkMsrSourceDfmea,
  listDfmeaBomOptions,
  listMsrBomOptions,
  listMsrMeasures,
  listMsrSourceDfmeaOptions,
  saveDfmeaBoundaryDiagram,
  saveMsrBoundaryDiagram,
  saveMsrFailureCause,
  saveMsrFailureMode,
  saveMsrInterface,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as bomLink from './bom-link.service';
import * as boundary from './boundary-diagram.service';
import * as failures from './failures.service';
import * as interfaces from './interfaces.service';
import * as msrSource from './msr-source.service';
import * as msrViews from './msr-views.service';

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

/**
 * The FMEA-MSR's bill of materials, boundary diagram and interfaces (task nodes 物料清单, 边界图, 接口分析) on the
 * same services: an MSR analyses a product as the DFMEA does.
 */
export function registerMsrDesignRoutes(app: FastifyInstance) {
  const kind = FMEA_KINDS.msr;
  registerEndpoint(app, getMsrProjectBom, ({ query }, ctx) => bomLink.projectBom(ctx, kind, query.projectId));
  registerEndpoint(app, linkMsrProjectBom, ({ body }, ctx) => bomLink.linkBom(ctx, kind, body));
  registerEndpoint(app, listMsrBomOptions, ({ query }, ctx) => bomLink.bomOptions(ctx, kind, query));
  registerEndpoint(app, copyMsrBomToStructure, ({ body }, ctx) => bomLink.copyBomToStructure(ctx, kind, body));
  registerEndpoint(app, getMsrBoundaryDiagram, ({ query }, ctx) => boundary.getDiagram(ctx, kind, query.projectId));
  registerEndpoint(app, saveMsrBoundaryDiagram, ({ body }, ctx) => boundary.saveDiagram(ctx, kind, body));
  registerEndpoint(app, saveMsrInterface, ({ body }, ctx) => interfaces.saveInterface(ctx, kind, body));
  registerEndpoint(app, deleteMsrInterface, ({ body }, ctx) => interfaces.deleteInterface(ctx, kind, body));
  // The spec's per-role paths of the failure save (as MSRFailureMode/EditFailure: a mode or cause has no S).
  for (const endpoint of [saveMsrFailureMode, saveMsrFailureCause])
    registerEndpoint(app, endpoint, ({ body }, ctx) => failures.saveFailure(ctx, kind, { ...body, severity: null }));
  registerEndpoint(app, getMsrSuperiorFailures, ({ query }, ctx) => msrViews.linkedFailures(ctx, query, 'superior'));
  registerEndpoint(app, getMsrSubordinateFailures, ({ query }, ctx) =>
    msrViews.linkedFailures(ctx, query, 'subordinate'),
  );
  registerEndpoint(app, listMsrMeasures, ({ body }, ctx) => msrViews.measureList(ctx, body));
  // Starting from a DFMEA of the same product: its structure, functions and failures copied with a link back.
  registerEndpoint(app, getMsrSourceDfmea, ({ query }, ctx) => msrSource.sourceDfmea(ctx, kind, query.projectId));
  registerEndpoint(app, listMsrSourceDfmeaOptions, ({ query }, ctx) => msrSource.sourceDfmeaOptions(ctx, kind, query));
  registerEndpoint(app, linkMsrSourceDfmea, ({ body }, ctx) => msrSource.linkSourceDfmea(ctx, kind, body));
  registerEndpoint(app, copyMsrSourceDfmea, ({ body }, ctx) => msrSource.copySourceDfmea(ctx, kind, body));
}
