import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../shell/lazy-route';
import type { RouteMeta } from '../../shell/route-meta';

const meta = (m: RouteMeta) => m;

/** A statistics page: the module's texts (./texts) are added before the page chunk renders. */
function statisticsPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazyPage(() => import('./texts').then(load), name);
}

/**
 * Mathematical statistics (modules spec, plugin 1013): no permission points, so every signed-in user of a tenant with
 * the plugin opens these; the server refuses the calls while the plugin is off.
 */
export const statisticsRoutes: RouteObject[] = [
  { path: '/MathematicalStatistics', element: <Navigate to="/statisticsTools" replace /> },
  {
    path: '/moduleSetting',
    handle: meta({ title: 'statistics.config.title' }),
    lazy: statisticsPage(() => import('./pages/StatisticsSettingsPage'), 'StatisticsSettingsPage'),
  },
  {
    path: '/statisticsModuleSetting',
    handle: meta({ title: 'statistics.config.title' }),
    lazy: statisticsPage(() => import('./pages/StatisticsSettingsPage'), 'StatisticsSettingsPage'),
  },
  ...['/statisticsTool', '/statisticsTools'].map((path) => ({
    path,
    handle: meta({ title: 'statistics.menu.tool' }),
    lazy: statisticsPage(() => import('./pages/StatisticsToolPage'), 'StatisticsToolPage'),
  })),
  {
    path: '/dataFileDetail/:id',
    handle: meta({ title: 'statistics.grid.title' }),
    lazy: statisticsPage(() => import('./pages/DataFileDetailPage'), 'DataFileDetailPage'),
  },
  {
    path: '/toolProcessCapabilityAnalysis/:id',
    handle: meta({ title: 'statistics.capability.title' }),
    lazy: statisticsPage(() => import('./pages/CapabilityAnalysisPage'), 'CapabilityAnalysisPage'),
  },
  {
    path: '/toolPegressiveAnalysisOne/:id',
    handle: meta({ title: 'statistics.regression.title' }),
    lazy: statisticsPage(() => import('./pages/RegressionAnalysisPage'), 'RegressionAnalysisPage'),
  },
  {
    path: '/toolOnewayAnalysisOfVariance/:id',
    handle: meta({ title: 'statistics.anova.oneWay.title' }),
    lazy: statisticsPage(() => import('./pages/OneWayAnovaPage'), 'OneWayAnovaPage'),
  },
  {
    path: '/toolTwoWayAnalysisOfVariance/:id',
    handle: meta({ title: 'statistics.anova.twoWay.title' }),
    lazy: statisticsPage(() => import('./pages/TwoWayAnovaPage'), 'TwoWayAnovaPage'),
  },
  {
    path: '/toolOrthogonalExperiment/:id',
    handle: meta({ title: 'statistics.orthogonal.title' }),
    lazy: statisticsPage(() => import('./pages/OrthogonalExperimentPage'), 'OrthogonalExperimentPage'),
  },
];
