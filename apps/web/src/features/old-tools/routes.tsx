import { P } from '@qis/shared/permissions';
import type { RouteObject } from 'react-router';
import type { MessageKey } from '../../locales';
import { lazyAreaPage } from '../../shell/lazy-route';
import type { RouteMeta } from '../../shell/route-meta';
import type { PageName } from './page-loaders';

const meta = (m: RouteMeta) => m;

/** A page of this area, loaded through ./page-loaders (with the area's texts). */
const oldToolsPage = (name: PageName) =>
  lazyAreaPage(() => import('./page-loaders').then((m) => m.oldToolsPages), name);

/**
 * A chart's page under both of its paths: /myOldTools/{kind}/{id} (the workbench, recent changes) and
 * /oldToolFile/{kind}/{id} (my files, routes spec §2).
 */
function chartPage(kind: string, title: MessageKey, page: PageName): RouteObject[] {
  const lazy = oldToolsPage(page);
  return [`/myOldTools/${kind}/:id`, `/oldToolFile/${kind}/:id`].map((path) => ({
    path,
    handle: meta({ title }),
    lazy,
  }));
}

/**
 * Old seven tools (modules spec, plugin 1010): the route table adds the module's root point to every page
 * (OldSevenTools); the settings pages also need the settings point. The server refuses the calls while the plugin is
 * off.
 * The data files of this space open in the statistics grid, told its space.
 */
export const oldToolsRoutes: RouteObject[] = [
  {
    path: '/myTool',
    handle: meta({ title: 'oldTools.menu.workbench' }),
    lazy: oldToolsPage('OldToolsWorkbenchPage'),
  },
  ...chartPage('controlChart', 'oldTools.menu.controlChart', 'ControlChartPage'),
  ...chartPage('scatterChart', 'oldTools.menu.scatter', 'ScatterChartPage'),
  ...chartPage('permutationChart', 'oldTools.menu.pareto', 'ParetoChartPage'),
  ...chartPage('fishboneDiagram', 'oldTools.menu.fishbone', 'FishbonePage'),
  ...chartPage('histogramChart', 'oldTools.menu.histogram', 'HistogramChartPage'),
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
    handle: meta({ title: 'oldTools.menu.moduleSetting', permissions: [P.oldTools.Setting.key] }),
    lazy: oldToolsPage('OldModuleSettingPage'),
  },
  {
    path: '/qmcOldBasicSetting',
    handle: meta({ title: 'oldTools.menu.basicSetting', permissions: [P.oldTools.Setting.key] }),
    lazy: oldToolsPage('OldBasicSettingPage'),
  },
  {
    path: '/oldDataFileDetail/:id',
    handle: meta({ title: 'oldTools.menu.dataFile' }),
    lazy: oldToolsPage('OldDataFilePage'),
  },
];
