import './texts';

// The pages of this area, each its own chunk, reached by the route table through this small chunk: the always-loaded
// bundle then carries one preload list for the area instead of one per page (the login route's budget). The area's
// texts come with it, before any page renders.
export const oldToolsPages = {
  OldToolsWorkbenchPage: () => import('./pages/OldToolsWorkbenchPage'),
  FishbonePage: () => import('./pages/FishbonePage'),
  ControlChartPage: () => import('./pages/ControlChartPage'),
  OldToolFilesPage: () => import('./pages/OldToolFilesPage'),
  OldToolChangesPage: () => import('./pages/OldToolChangesPage'),
  OldRecycleBinPage: () => import('./pages/OldRecycleBinPage'),
  OldModuleSettingPage: () => import('./pages/OldModuleSettingPage'),
  OldBasicSettingPage: () => import('./pages/OldBasicSettingPage'),
  ParetoChartPage: () => import('./pages/ParetoChartPage'),
  HistogramChartPage: () => import('./pages/HistogramChartPage'),
  ScatterChartPage: () => import('./pages/ScatterChartPage'),
  OldDataFilePage: () => import('./pages/OldDataFilePage'),
} as const;

export type PageName = keyof typeof oldToolsPages;
