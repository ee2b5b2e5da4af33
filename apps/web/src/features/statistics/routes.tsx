import { P } from '@qis/shared/permissions';
import { Navigate, type RouteObject } from 'react-router';
import { lazyAreaPage } from '../../shell/lazy-route';
import type { RouteMeta } from '../../shell/route-meta';
import { AnalysisFileContext } from './analysis-file-scope';
import type { PageName } from './page-loaders';

const meta = (m: RouteMeta) => m;

/** A statistics page, loaded through ./page-loaders (with the area's texts). */
const statisticsPage = (name: PageName) =>
  lazyAreaPage(() => import('./page-loaders').then((m) => m.statisticsPages), name);

/** The page of a saved analysis file: the same page as the tool route, told that its id is an analysis file. */
function analysisFilePage(name: PageName) {
  return () =>
    statisticsPage(name)().then((route) => {
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
    name: 'CapabilityAnalysisPage',
  },
  {
    tool: '/toolPegressiveAnalysisOne',
    file: '/pegressiveAnalysisOne',
    title: 'statistics.regression.title',
    name: 'RegressionAnalysisPage',
  },
  {
    tool: '/toolOnewayAnalysisOfVariance',
    file: '/onewayAnalysisOfVariance',
    title: 'statistics.anova.oneWay.title',
    name: 'OneWayAnovaPage',
  },
  {
    tool: '/toolTwoWayAnalysisOfVariance',
    file: '/twoWayAnalysisOfVariance',
    title: 'statistics.anova.twoWay.title',
    name: 'TwoWayAnovaPage',
  },
  {
    tool: '/toolOrthogonalExperiment',
    file: '/orthogonalExperiment',
    title: 'statistics.orthogonal.title',
    name: 'OrthogonalExperimentPage',
  },
] as const;

/**
 * Mathematical statistics (modules spec, plugin 1013): the route table adds the module's root point to every page
 * (MathematicalStatistics); the settings pages also need the settings point. The server refuses the calls while the
 * plugin is off.
 */
export const statisticsRoutes: RouteObject[] = [
  { path: '/MathematicalStatistics', element: <Navigate to="/statisticsTools" replace /> },
  {
    path: '/moduleSetting',
    handle: meta({ title: 'statistics.config.title', permissions: [P.mathStatistics.Setting.key] }),
    lazy: statisticsPage('StatisticsSettingsPage'),
  },
  {
    path: '/statisticsModuleSetting',
    handle: meta({ title: 'statistics.config.title', permissions: [P.mathStatistics.Setting.key] }),
    lazy: statisticsPage('StatisticsSettingsPage'),
  },
  ...['/statisticsTool', '/statisticsTools'].map((path) => ({
    path,
    handle: meta({ title: 'statistics.menu.tool' }),
    lazy: statisticsPage('StatisticsToolPage'),
  })),
  {
    path: '/statisticsFile',
    handle: meta({ title: 'statistics.files.title' }),
    lazy: statisticsPage('StatisticsFilesPage'),
  },
  ...['/statistcsRecycleBin', '/statistcsRecycleBinList'].map((path) => ({
    path,
    handle: meta({ title: 'statistics.recycle.title' }),
    lazy: statisticsPage('RecycleBinPage'),
  })),
  {
    path: '/dataFileDetail/:id',
    handle: meta({ title: 'statistics.grid.title' }),
    lazy: statisticsPage('DataFileDetailPage'),
  },
  ...ANALYSIS_ROUTES.flatMap((analysis) => [
    {
      path: `${analysis.tool}/:id`,
      handle: meta({ title: analysis.title }),
      lazy: statisticsPage(analysis.name),
    },
    {
      path: `${analysis.file}/:id`,
      handle: meta({ title: analysis.title }),
      lazy: analysisFilePage(analysis.name),
    },
  ]),
];
