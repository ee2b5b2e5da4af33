import {
  analyseMatrixData,
  colorCausalGraph,
  convertDiagram,
  editMatrixContent,
  editMatrixTitle,
  editNewToolFileRemark,
  exchangeTreeAffinity,
  getCausalGraphJson,
  getNewToolDiagram,
  importExcelTree,
  importMatrixExcel,
  labelCausalGraph,
  layoutCausalGraph,
  previewExcelTree,
  saveNewToolDiagram,
  savePdpcOrRelationLabel,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as causalGraph from './causal-graph.service';
import * as conversion from './conversion.service';
import * as diagrams from './diagram.service';
import { newToolsSpace as space } from './diagram-files';
import * as matrix from './matrix.service';
import { analyseMatrixData as analyseMatrix } from './matrix-analysis.service';
import { importMatrixExcel as importMatrix } from './matrix-import.service';
import { saveNodeLabel } from './node-labels.service';
import * as treeExcel from './tree-excel.service';

/** The new seven tools' diagram files (plugin 1009): every call keeps to the caller's own files of that space. */
export function registerNewToolsRoutes(app: FastifyInstance) {
  registerEndpoint(app, getNewToolDiagram, ({ query }, ctx) => diagrams.openDiagram(space(ctx), query.id));
  registerEndpoint(app, saveNewToolDiagram, ({ body }, ctx) => diagrams.saveDiagram(space(ctx), body));
  registerEndpoint(app, editNewToolFileRemark, ({ body }, ctx) => diagrams.editRemark(space(ctx), body));

  registerEndpoint(app, previewExcelTree, ({ body }, ctx) => treeExcel.readTreeExcel(space(ctx), body.filePath));
  registerEndpoint(app, importExcelTree, ({ body }, ctx) => treeExcel.importTreeExcel(space(ctx), body));
  registerEndpoint(app, exchangeTreeAffinity, ({ body }, ctx) => conversion.exchangeTreeAffinity(space(ctx), body));
  registerEndpoint(app, savePdpcOrRelationLabel, ({ body }, ctx) => saveNodeLabel(space(ctx), body));

  registerEndpoint(app, getCausalGraphJson, ({ query }, ctx) => causalGraph.causalGraphJson(space(ctx), query.id));
  registerEndpoint(app, labelCausalGraph, ({ body }, ctx) => causalGraph.labelCausalGraph(space(ctx), body));
  registerEndpoint(app, colorCausalGraph, ({ body }, ctx) => causalGraph.colorCausalGraph(space(ctx), body));

  registerEndpoint(app, editMatrixTitle, ({ body }, ctx) => matrix.editMatrixTitle(space(ctx), body));
  registerEndpoint(app, editMatrixContent, ({ body }, ctx) => matrix.editMatrixContent(space(ctx), body));
  registerEndpoint(app, importMatrixExcel, ({ body }, ctx) => importMatrix(space(ctx), body));

  // Computed from the request alone: no transaction.
  const compute = { transaction: false } as const;
  registerEndpoint(app, convertDiagram, async ({ body }) => conversion.convertDiagram(body), compute);
  registerEndpoint(app, layoutCausalGraph, async ({ body }) => causalGraph.layoutCausalGraph(body), compute);
  registerEndpoint(app, analyseMatrixData, async ({ body }) => analyseMatrix(body), compute);
}
