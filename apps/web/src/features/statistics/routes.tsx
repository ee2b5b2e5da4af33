import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../shell/lazy-route';
import type { RouteMeta } from '../../shell/route-meta';
import { AnalysisFileContext } from './analysis-file-scope';

const meta = (m: RouteMeta) => m;

/** A statistics page: the module's texts (./texts) are added before the page chunk renders. */
function statisticsPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazyPage(() => import('./texts').then(load), name);
}

/** The page of a saved analysis file: the same page as the tool route, told that its id is an analysis file. */
function analysisFilePage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return () =>
    statisticsPage(load, name)().then((route) => {
      const Page = route.Component;
      return {
        ...route,
        Component: () => (
          <AnalysisFileContext.Provider value={true}>
            <Page />
          </AnalysisFileContext.Provider>
        ),
      };
    });
}

/** The five analyses: the tool route (id = a data file) and the analysis-file route (id = an analysis file). */
const ANALYSIS_ROUTES = [
  {
    tool: '/toolProcessCapabilityAnalysis',
    file: '/processCapabilityAnalysis',
    title: 'statistics.capability.title',
    load: () => import('./pages/CapabilityAnalysisPage'),
    name: 'CapabilityAnalysisPage',
  },
  {
    tool: '/toolPegressiveAnalysisOne',
    file: '/pegressiveAnalysisOne',
    title: 'statistics.regression.title',
    load: () => import('./pages/RegressionAnalysisPage'),
    name: 'RegressionAnalysisPage',
  },
  {
    tool: '/toolOnewayAnalysisOfVariance',
    file: '/onewayAnalysisOfVariance',
    title: 'statistics.anova.oneWay.title',
    load: () => import('./pages/OneWayAnovaPage'),
    name: 'OneWayAnovaPage',
  },
  {
    tool: '/toolTwoWayAnalysisOfVariance',
    file: '/twoWayAnalysisOfVariance',
    title: 'statistics.anova.twoWay.title',
    load: () => import('./pages/TwoWayAnovaPage'),
    name: 'TwoWayAnovaPage',
  },
  {
    tool: '/toolOrthogonalExperiment',
    file: '/orthogonalExperiment',
    title: 'statistics.orthogonal.title',
    load: () => import('./pages/OrthogonalExperimentPage'),
    name: 'OrthogonalExperimentPage',
  },
] as const;

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
    path: '/statisticsFile',
    handle: meta({ title: 'statistics.files.title' }),
    lazy: statisticsPage(() => import('./pages/StatisticsFilesPage'), 'StatisticsFilesPage'),
  },
  ...['/statistcsRecycleBin', '/statistcsRecycleBinList'].map((path) => ({
    path,
    handle: meta({ title: 'statistics.recycle.title' }),
    lazy: statisticsPage(() => import('./pages/RecycleBinPage'), 'RecycleBinPage'),
  })),
  {
    path: '/dataFileDetail/:id',
    handle: meta({ title: 'statistics.grid.title' }),
    lazy: statisticsPage(() => import('./pages/DataFileDetailPage'), 'DataFileDetailPage'),
  },
  ...ANALYSIS_ROUTES.flatMap((analysis) => [
    {
      path: `${analysis.tool}/:id`,
      handle: meta({ title: analysis.title }),
      lazy: statisticsPage(analysis.load as () => Promise<Record<string, unknown>>, analysis.name),
    },
    {
      path: `${analysis.file}/:id`,
      handle: meta({ title: analysis.title }),
      lazy: analysisFilePage(analysis.load as () => Promise<Record<string, unknown>>, analysis.name),
    },
  ]),
];
