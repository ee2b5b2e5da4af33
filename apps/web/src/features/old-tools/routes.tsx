import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shell/lazy-route';
import type { RouteMeta } from '../../shell/route-meta';

const meta = (m: RouteMeta) => m;

/** An old-seven-tools page: the module's texts (./texts) are added before the page chunk renders. */
function oldToolsPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazyPage(() => import('./texts').then(load), name);
}

/**
 * Old seven tools (modules spec, plugin 1010): no permission points, so every signed-in user of a tenant with the
 * plugin opens these; the server refuses the calls while the plugin is off.
 * The data files of this space open in the statistics grid, told its space.
 */
export const oldToolsRoutes: RouteObject[] = [
  {
    path: '/myTool',
    handle: meta({ title: 'oldTools.menu.workbench' }),
    lazy: oldToolsPage(() => import('./pages/OldToolsWorkbenchPage'), 'OldToolsWorkbenchPage'),
  },
  {
    path: '/myOldTools/fishboneDiagram/:id',
    handle: meta({ title: 'oldTools.menu.fishbone' }),
    lazy: oldToolsPage(() => import('./pages/FishbonePage'), 'FishbonePage'),
  },
  {
    path: '/myOldTools/controlChart/:id',
    handle: meta({ title: 'oldTools.menu.controlChart' }),
    lazy: oldToolsPage(() => import('./pages/ControlChartPage'), 'ControlChartPage'),
  },
  {
    path: '/oldToolFile',
    handle: meta({ title: 'oldTools.menu.files' }),
    lazy: oldToolsPage(() => import('./pages/OldToolFilesPage'), 'OldToolFilesPage'),
  },
  {
    path: '/oldToolChanges',
    handle: meta({ title: 'oldTools.menu.changes' }),
    lazy: oldToolsPage(() => import('./pages/OldToolChangesPage'), 'OldToolChangesPage'),
  },
  {
    path: '/oldrecycleBinList',
    handle: meta({ title: 'oldTools.menu.recycleBin' }),
    lazy: oldToolsPage(() => import('./pages/OldRecycleBinPage'), 'OldRecycleBinPage'),
  },
  {
    path: '/qmcOldModuleSetting',
    handle: meta({ title: 'oldTools.menu.moduleSetting' }),
    lazy: oldToolsPage(() => import('./pages/OldModuleSettingPage'), 'OldModuleSettingPage'),
  },
  {
    path: '/qmcOldBasicSetting',
    handle: meta({ title: 'oldTools.menu.basicSetting' }),
    lazy: oldToolsPage(() => import('./pages/OldBasicSettingPage'), 'OldBasicSettingPage'),
  },
  {
    path: '/myOldTools/permutationChart/:id',
    handle: meta({ title: 'oldTools.menu.pareto' }),
    lazy: oldToolsPage(() => import('./pages/ParetoChartPage'), 'ParetoChartPage'),
  },
  {
    path: '/myOldTools/histogramChart/:id',
    handle: meta({ title: 'oldTools.menu.histogram' }),
    lazy: oldToolsPage(() => import('./pages/HistogramChartPage'), 'HistogramChartPage'),
  },
  {
    path: '/myOldTools/scatterChart/:id',
    handle: meta({ title: 'oldTools.menu.scatter' }),
    lazy: oldToolsPage(() => import('./pages/ScatterChartPage'), 'ScatterChartPage'),
  },
  {
    path: '/oldDataFileDetail/:id',
    handle: meta({ title: 'oldTools.menu.dataFile' }),
    lazy: oldToolsPage(() => import('./pages/OldDataFilePage'), 'OldDataFilePage'),
  },
];
