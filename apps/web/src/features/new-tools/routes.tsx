import type { RouteObject } from 'react-router';
import type { MessageKey } from '../../locales';
import { lazyPage } from '../../shell/lazy-route';
import type { RouteMeta } from '../../shell/route-meta';

const meta = (m: RouteMeta) => m;

/** A new-seven-tools page: the module's texts (./texts) are added before the page chunk renders. */
function newToolsPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazyPage(() => import('./texts').then(load), name);
}

/** One page under several paths (the spec opens a file from the workbench, my files and recent changes). */
function samePage(paths: string[], title: MessageKey, lazy: RouteObject['lazy']): RouteObject[] {
  return paths.map((path) => ({ path, handle: meta({ title }), lazy }));
}

/**
 * New seven tools (modules spec, plugin 1009): no permission points, so every signed-in user of a tenant with the
 * plugin opens these; the server refuses the calls while the plugin is off.
 */
export const newToolsRoutes: RouteObject[] = [
  ...samePage(
    ['/myTools', '/myToolsList'],
    'newTools.menu.workbench',
    newToolsPage(() => import('./pages/NewToolsWorkbenchPage'), 'NewToolsWorkbenchPage'),
  ),
  ...samePage(
    ['/myTools/tree/:id', '/myFile/tree/:id', '/recentChanges/tree/:id'],
    'newTools.menu.tree',
    newToolsPage(() => import('./pages/TreePage'), 'TreePage'),
  ),
  ...samePage(
    ['/myTools/PDPC/:id', '/myFile/PDPC/:id', '/recentChanges/PDPC/:id'],
    'newTools.menu.pdpc',
    newToolsPage(() => import('./pages/PdpcPage'), 'PdpcPage'),
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
    newToolsPage(() => import('./pages/AffinityPage'), 'AffinityPage'),
  ),
  ...samePage(
    ['/myTools/arrow/:id', '/myFile/arrow/:id', '/recentChanges/arrow/:id'],
    'newTools.menu.arrow',
    newToolsPage(() => import('./pages/ArrowPage'), 'ArrowPage'),
  ),
  ...samePage(
    ['/matrix/:id', '/file_matrix/:id', '/recent_matrix/:id', '/myFile/matrix/:id', '/recentChanges/matrix/:id'],
    'newTools.menu.matrix',
    newToolsPage(() => import('./pages/MatrixPage'), 'MatrixPage'),
  ),
  ...samePage(
    ['/tool_matrix/:id', '/file_matrix_analysis/:id', '/recent_changes_file_matrix/:id'],
    'newTools.menu.matrixAnalysis',
    newToolsPage(() => import('./pages/MatrixAnalysisPage'), 'MatrixAnalysisPage'),
  ),
  ...samePage(
    ['/myTools/association/:id', '/myFile/association/:id', '/recentChanges/association/:id'],
    'newTools.menu.association',
    newToolsPage(() => import('./pages/AssociationPage'), 'AssociationPage'),
  ),
  ...samePage(
    ['/myFileList', '/myFile'],
    'newTools.menu.files',
    newToolsPage(() => import('./pages/NewToolFilesPage'), 'NewToolFilesPage'),
  ),
  ...samePage(
    ['/recentChanges'],
    'newTools.menu.changes',
    newToolsPage(() => import('./pages/RecentChangesPage'), 'RecentChangesPage'),
  ),
  ...samePage(
    ['/recycleBin'],
    'newTools.menu.recycleBin',
    newToolsPage(() => import('./pages/NewRecycleBinPage'), 'NewRecycleBinPage'),
  ),
  ...samePage(
    ['/qmcNewModuleSetting'],
    'newTools.menu.moduleSetting',
    newToolsPage(() => import('./pages/NewModuleSettingPage'), 'NewModuleSettingPage'),
  ),
  ...samePage(
    ['/qmcNewBasicSetting'],
    'newTools.menu.basicSetting',
    newToolsPage(() => import('./pages/NewBasicSettingPage'), 'NewBasicSettingPage'),
  ),
  {
    path: '/newDataFileDetail/:id',
    handle: meta({ title: 'newTools.menu.dataFile' }),
    lazy: newToolsPage(() => import('./pages/NewDataFilePage'), 'NewDataFilePage'),
  },
];
