import { P } from '@qis/shared/permissions';
import type { RouteObject } from 'react-router';
import type { MessageKey } from '../../locales';
import { lazyAreaPage } from '../../shell/lazy-route';
import type { RouteMeta } from '../../shell/route-meta';
import type { PageName } from './page-loaders';

const meta = (m: RouteMeta) => m;

/** A page of this area, loaded through ./page-loaders (with the area's texts). */
const newToolsPage = (name: PageName) =>
  lazyAreaPage(() => import('./page-loaders').then((m) => m.newToolsPages), name);

/** One page under several paths (the spec opens a file from the workbench, my files and recent changes). */
function samePage(
  paths: string[],
  title: MessageKey,
  lazy: RouteObject['lazy'],
  permissions: readonly string[] = [],
): RouteObject[] {
  return paths.map((path) => ({ path, handle: meta({ title, permissions }), lazy }));
}

/**
 * New seven tools (modules spec, plugin 1009): the route table adds the module's root point to every page
 * (NewSevenTools); the settings pages also need the settings point. The server refuses the calls while the plugin is
 * off.
 */
export const newToolsRoutes: RouteObject[] = [
  ...samePage(['/myTools', '/myToolsList'], 'newTools.menu.workbench', newToolsPage('NewToolsWorkbenchPage')),
  ...samePage(
    ['/myTools/tree/:id', '/myFile/tree/:id', '/recentChanges/tree/:id'],
    'newTools.menu.tree',
    newToolsPage('TreePage'),
  ),
  ...samePage(
    ['/myTools/PDPC/:id', '/myFile/PDPC/:id', '/recentChanges/PDPC/:id'],
    'newTools.menu.pdpc',
    newToolsPage('PdpcPage'),
  ),
  ...samePage(
    [
      '/affinity/:id',
      '/file_affinity/:id',
      '/recent_affinity/:id',
      '/myFile/affinity/:id',
      '/recentChanges/affinity/:id',
    ],
    'newTools.menu.affinity',
    newToolsPage('AffinityPage'),
  ),
  ...samePage(
    ['/myTools/arrow/:id', '/myFile/arrow/:id', '/recentChanges/arrow/:id'],
    'newTools.menu.arrow',
    newToolsPage('ArrowPage'),
  ),
  ...samePage(
    ['/matrix/:id', '/file_matrix/:id', '/recent_matrix/:id', '/myFile/matrix/:id', '/recentChanges/matrix/:id'],
    'newTools.menu.matrix',
    newToolsPage('MatrixPage'),
  ),
  ...samePage(
    ['/tool_matrix/:id', '/file_matrix_analysis/:id', '/recent_changes_file_matrix/:id'],
    'newTools.menu.matrixAnalysis',
    newToolsPage('MatrixAnalysisPage'),
  ),
  ...samePage(
    ['/myTools/association/:id', '/myFile/association/:id', '/recentChanges/association/:id'],
    'newTools.menu.association',
    newToolsPage('AssociationPage'),
  ),
  ...samePage(['/myFileList', '/myFile'], 'newTools.menu.files', newToolsPage('NewToolFilesPage')),
  ...samePage(['/recentChanges'], 'newTools.menu.changes', newToolsPage('RecentChangesPage')),
  ...samePage(['/recycleBin'], 'newTools.menu.recycleBin', newToolsPage('NewRecycleBinPage')),
  ...samePage(['/qmcNewModuleSetting'], 'newTools.menu.moduleSetting', newToolsPage('NewModuleSettingPage'), [
    P.newTools.Setting.key,
  ]),
  ...samePage(['/qmcNewBasicSetting'], 'newTools.menu.basicSetting', newToolsPage('NewBasicSettingPage'), [
    P.newTools.Setting.key,
  ]),
  {
    path: '/newDataFileDetail/:id',
    handle: meta({ title: 'newTools.menu.dataFile' }),
    lazy: newToolsPage('NewDataFilePage'),
  },
];
