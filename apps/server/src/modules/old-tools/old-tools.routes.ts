import {
  getControlChartConfig,
  getSevenToolsConfig,
  makeControlChart,
  makeHistogramChart,
  makeParetoChart,
  makeScatterChart,
  saveControlChartConfig,
  saveSevenToolsConfig,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../platform/db/tenant-transaction';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { UserContext } from '../../platform/http/request-context';
import * as controlChart from './control-chart.service';
import { readControlChartConfig, saveControlChartConfig as saveChartConfig } from './control-chart-config.service';
import * as histogram from './histogram.service';
import * as pareto from './pareto.service';
import * as scatter from './scatter.service';
import * as sevenTools from './seven-tools-config.service';

/**
 * The tenant's default rules and constants, read in a short transaction of its own: a chart computes outside any
 * transaction, so a large one never holds a database connection.
 */
function chartDefaults(ctx: UserContext) {
  return async (): Promise<controlChart.ControlChartDefaults> => {
    const config = await withTenant(ctx.services.db, ctx.principal.tenantId, readControlChartConfig);
    return { rules: { westernElectric: config.westernElectric, nelson: config.nelson }, constants: config.constants };
  };
}

export function registerOldToolsRoutes(app: FastifyInstance) {
  registerEndpoint(app, getControlChartConfig, (_input, ctx) => readControlChartConfig(ctx.tx));
  registerEndpoint(app, saveControlChartConfig, ({ body }, ctx) => saveChartConfig(ctx, body));
  registerEndpoint(app, getSevenToolsConfig, ({ query }, ctx) => sevenTools.getSevenToolsConfig(ctx, query.set));
  registerEndpoint(app, saveSevenToolsConfig, ({ body }, ctx) => sevenTools.saveSevenToolsConfig(ctx, body));

  // Charts compute from the request alone: no transaction.
  const compute = { transaction: false } as const;
  registerEndpoint(
    app,
    makeControlChart,
    ({ body }, ctx) => controlChart.makeControlChart(body, chartDefaults(ctx)),
    compute,
  );
  registerEndpoint(app, makeHistogramChart, async ({ body }) => histogram.makeHistogram(body), compute);
  registerEndpoint(app, makeScatterChart, async ({ body }) => scatter.makeScatter(body), compute);
  registerEndpoint(app, makeParetoChart, async ({ body }) => pareto.makePareto(body), compute);
}
