import type { RouteObject } from 'react-router';
import { lazyAreaPage } from '../../shell/lazy-route';
import type { RouteMeta } from '../../shell/route-meta';
import type { PageName } from './page-loaders';

const meta = (m: RouteMeta) => m;

/** A page of this area, loaded through ./page-loaders (with the area's texts). */
const oldToolsPage = (name: PageName) =>
  lazyAreaPage(() => import('./page-loaders').then((m) => m.oldToolsPages), name);

/**
 * Old seven tools (modules spec, plugin 1010): no permission points, so every signed-in user of a tenant with the
 * plugin opens these; the server refuses the calls while the plugin is off.
 * The data files of this space open in the statistics grid, told its space.
 */
export const oldToolsRoutes: RouteObject[] = [
  {
    path: '/myTool',
    handle: meta({ title: 'oldTools.menu.workbench' }),
    lazy: oldToolsPage('OldToolsWorkbenchPage'),
  },
  {
    path: '/myOldTools/fishboneDiagram/:id',
    handle: meta({ title: 'oldTools.menu.fishbone' }),
    lazy: oldToolsPage('FishbonePage'),
  },
  {
    path: '/myOldTools/controlChart/:id',
    handle: meta({ title: 'oldTools.menu.controlChart' }),
    lazy: oldToolsPage('ControlChartPage'),
  },
  {
    path: '/oldToolFile',
    handle: meta({ title: 'oldTools.menu.files' }),
    lazy: oldToolsPage('OldToolFilesPage'),
  },
  {
    path: '/oldToolChanges',
    handle: meta({ title: 'oldTools.menu.changes' }),
    lazy: oldToolsPage('OldToolChangesPage'),
  },
  {
    path: '/oldrecycleBinList',
    handle: meta({ title: 'oldTools.menu.recycleBin' }),
    lazy: oldToolsPage('OldRecycleBinPage'),
  },
  {
    path: '/qmcOldModuleSetting',
    handle: meta({ title: 'oldTools.menu.moduleSetting' }),
    lazy: oldToolsPage('OldModuleSettingPage'),
  },
  {
    path: '/qmcOldBasicSetting',
    handle: meta({ title: 'oldTools.menu.basicSetting' }),
    lazy: oldToolsPage('OldBasicSettingPage'),
  },
  {
    path: '/myOldTools/permutationChart/:id',
    handle: meta({ title: 'oldTools.menu.pareto' }),
    lazy: oldToolsPage('ParetoChartPage'),
  },
  {
    path: '/myOldTools/histogramChart/:id',
    handle: meta({ title: 'oldTools.menu.histogram' }),
    lazy: oldToolsPage('HistogramChartPage'),
  },
  {
    path: '/myOldTools/scatterChart/:id',
    handle: meta({ title: 'oldTools.menu.scatter' }),
    lazy: oldToolsPage('ScatterChartPage'),
  },
  {
    path: '/oldDataFileDetail/:id',
    handle: meta({ title: 'oldTools.menu.dataFile' }),
    lazy: oldToolsPage('OldDataFilePage'),
  },
];
