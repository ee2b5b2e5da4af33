import {
  copyProcessProcedure,
  createProcessClassification,
  createProcessProcedure,
  deleteProcessClassification,
  deleteProcessProcedure,
  editProcessClassification,
  editProcessProcedure,
  getProcessClassificationTree,
  getProcessFlowChart,
  getProcessProcedure,
  getProcessProceduresPage,
  saveProcessFlowChart,
  saveProcessSteps,
  sortProcessSteps,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as classifications from './classifications.service';
import * as chart from './flow-chart.service';
import { processDto, processPage } from './process-read';
import * as processes from './processes.service';

export function registerProcessFlowRoutes(app: FastifyInstance) {
  registerEndpoint(app, getProcessClassificationTree, (_input, ctx) => classifications.classificationTree(ctx));
  registerEndpoint(app, createProcessClassification, ({ body }, ctx) =>
    classifications.createClassification(ctx, body),
  );
  registerEndpoint(app, editProcessClassification, ({ body }, ctx) => classifications.editClassification(ctx, body));
  registerEndpoint(app, deleteProcessClassification, ({ body }, ctx) =>
    classifications.deleteClassification(ctx, body.id),
  );

  registerEndpoint(app, getProcessProceduresPage, ({ query }, ctx) => processPage(ctx, query));
  registerEndpoint(app, getProcessProcedure, ({ query }, ctx) => processDto(ctx, query.id));
  registerEndpoint(app, createProcessProcedure, ({ body }, ctx) => processes.createProcess(ctx, body));
  registerEndpoint(app, editProcessProcedure, ({ body }, ctx) => processes.editProcess(ctx, body));
  registerEndpoint(app, saveProcessSteps, ({ body }, ctx) => processes.saveSteps(ctx, body));
  registerEndpoint(app, sortProcessSteps, ({ body }, ctx) => processes.sortSteps(ctx, body));
  registerEndpoint(app, copyProcessProcedure, ({ body }, ctx) => processes.copyProcess(ctx, body));
  registerEndpoint(app, deleteProcessProcedure, ({ body }, ctx) => processes.deleteProcess(ctx, body.id));

  registerEndpoint(app, getProcessFlowChart, ({ query }, ctx) => chart.getChart(ctx, query.processId));
  registerEndpoint(app, saveProcessFlowChart, ({ body }, ctx) => chart.saveChart(ctx, body));
}
