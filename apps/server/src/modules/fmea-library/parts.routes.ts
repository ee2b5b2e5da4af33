import {
  checkImportParts,
  createPart,
  createProductType,
  deleteParts,
  deleteProductType,
  editPart,
  editProductType,
  getPart,
  getPartsImportTemplate,
  getPartsPage,
  getProductTypeTree,
  importParts,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as partImport from './part-import.service';
import * as types from './part-types.service';
import * as parts from './parts.service';

export function registerPartsRoutes(app: FastifyInstance) {
  registerEndpoint(app, getProductTypeTree, (_input, ctx) => types.partTypeTree(ctx));
  registerEndpoint(app, createProductType, ({ body }, ctx) => types.createPartType(ctx, body));
  registerEndpoint(app, editProductType, ({ body }, ctx) => types.editPartType(ctx, body));
  registerEndpoint(app, deleteProductType, ({ body }, ctx) => types.deletePartType(ctx, body.id));

  registerEndpoint(app, getPartsPage, ({ query }, ctx) => parts.partsPage(ctx, query));
  registerEndpoint(app, getPart, ({ query }, ctx) => parts.getPart(ctx, query.id));
  registerEndpoint(app, createPart, ({ body }, ctx) => parts.createPart(ctx, body));
  registerEndpoint(app, editPart, ({ body }, ctx) => parts.editPart(ctx, body));
  registerEndpoint(app, deleteParts, ({ body }, ctx) => parts.deleteParts(ctx, body.ids));

  registerEndpoint(app, importParts, ({ body }, ctx) => partImport.importParts(ctx, body.filePath));
  registerEndpoint(app, checkImportParts, ({ body }, ctx) => partImport.checkPartImport(ctx, body.filePath));
  registerEndpoint(app, getPartsImportTemplate, (_input, ctx) => partImport.partsImportTemplate(ctx));
}
