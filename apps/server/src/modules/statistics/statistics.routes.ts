import {
  CHART_STYLE_ENDPOINTS,
  exportAnalysisReport,
  getStatisticsConfig,
  makeCapabilityChart,
  makeOneWayAnova,
  makeOrthogonalAnalysis,
  makeOrthogonalDesign,
  makeRegression,
  makeTwoWayAnova,
  saveStatisticsConfig,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as anova from './anova.service';
import * as capability from './capability.service';
import { saveChartStyle } from './chart-styles.service';
import * as config from './config.service';
import { registerMsFileRoutes } from './files/files.routes';
import * as orthogonal from './orthogonal.service';
import * as regression from './regression.service';
import * as report from './report.service';

export function registerStatisticsRoutes(app: FastifyInstance) {
  registerEndpoint(app, getStatisticsConfig, (_input, ctx) => config.getStatisticsConfig(ctx));
  registerEndpoint(app, saveStatisticsConfig, ({ body }, ctx) => config.saveStatisticsConfig(ctx, body));
  registerMsFileRoutes(app);

  // Saved chart styles of analysis files (settings.chartStyles[key]): one endpoint per kind and chart.
  for (const kind of ['capability', 'regression'] as const)
    for (const [key, endpoint] of Object.entries(CHART_STYLE_ENDPOINTS[kind]))
      registerEndpoint(app, endpoint, ({ body }, ctx) => saveChartStyle(ctx, kind, key, body));

  // Analyses compute from the request alone: no transaction.
  const compute = { transaction: false } as const;
  registerEndpoint(app, makeCapabilityChart, async ({ body }) => capability.makeCapabilityChart(body), compute);
  registerEndpoint(app, makeRegression, async ({ body }) => regression.makeRegression(body), compute);
  registerEndpoint(app, makeOneWayAnova, async ({ body }) => anova.makeOneWayAnova(body), compute);
  registerEndpoint(app, makeTwoWayAnova, async ({ body }) => anova.makeTwoWayAnova(body), compute);
  registerEndpoint(app, exportAnalysisReport, async ({ body }) => report.exportAnalysisReport(body), compute);
  registerEndpoint(app, makeOrthogonalDesign, async ({ body }) => orthogonal.makeDesign(body), compute);
  registerEndpoint(app, makeOrthogonalAnalysis, async ({ body }) => orthogonal.makeAnalysis(body), compute);
}
