import {
  deletePfmeaControlPlanLine,
  editPfmeaControlPlan,
  editPfmeaControlPlanLine,
  exportPfmeaControlPlan,
  exportPfmeaControlPlanPdf,
  generatePfmeaControlPlan,
  getPfmeaControlPlan,
  getPfmeaControlPlanCharts,
  linkPfmeaControlChart,
  listPfmeaControlChartOptions,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/register-endpoint';
import * as plans from './control-plan.service';
import * as charts from './control-plan-charts.service';
import * as exports from './control-plan-export.service';

/** The PFMEA's control plan and its links to the old seven tools' control charts. */
export function registerControlPlanRoutes(app: FastifyInstance) {
  registerEndpoint(app, getPfmeaControlPlan, ({ query }, ctx) => plans.getControlPlan(ctx, query.projectId));
  registerEndpoint(app, generatePfmeaControlPlan, ({ body }, ctx) => plans.generateControlPlan(ctx, body.projectId));
  registerEndpoint(app, editPfmeaControlPlan, ({ body }, ctx) => plans.editHeader(ctx, body));
  registerEndpoint(app, editPfmeaControlPlanLine, ({ body }, ctx) => plans.editLine(ctx, body));
  registerEndpoint(app, deletePfmeaControlPlanLine, ({ body }, ctx) => plans.deleteLine(ctx, body));
  registerEndpoint(app, linkPfmeaControlChart, ({ body }, ctx) => plans.linkChart(ctx, body));
  registerEndpoint(app, getPfmeaControlPlanCharts, ({ query }, ctx) => charts.controlPlanCharts(ctx, query.projectId));
  registerEndpoint(app, listPfmeaControlChartOptions, ({ query }, ctx) =>
    charts.controlChartOptions(ctx, query.projectId),
  );
  registerEndpoint(app, exportPfmeaControlPlan, ({ query }, ctx) => exports.exportControlPlan(ctx, query.projectId));
  registerEndpoint(app, exportPfmeaControlPlanPdf, ({ query }, ctx) =>
    exports.exportControlPlanPdf(ctx, query.projectId),
  );
}
