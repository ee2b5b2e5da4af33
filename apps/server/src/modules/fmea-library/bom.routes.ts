import {
  checkImportBom,
  createBom,
  creatPartGatherByTree,
  deleteBom,
  editBom,
  getBom,
  getBomPage,
  importBom,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as bom from './bom.service';
import * as bomImport from './bom-import.service';

export function registerBomRoutes(app: FastifyInstance) {
  registerEndpoint(app, getBomPage, ({ query }, ctx) => bom.bomPage(ctx, query));
  registerEndpoint(app, getBom, ({ query }, ctx) => bom.getBom(ctx, query.id));
  registerEndpoint(app, createBom, ({ body }, ctx) => bom.createBom(ctx, body));
  registerEndpoint(app, editBom, ({ body }, ctx) => bom.editBom(ctx, body));
  registerEndpoint(app, deleteBom, ({ body }, ctx) => bom.deleteBom(ctx, body.id));
  registerEndpoint(app, importBom, ({ body }, ctx) => bomImport.importBom(ctx, body));
  registerEndpoint(app, checkImportBom, ({ body }, ctx) => bomImport.checkBomImport(ctx, body));
  registerEndpoint(app, creatPartGatherByTree, ({ body }, ctx) => bom.partGather(ctx, body.bomId, body.lineId ?? null));
}
