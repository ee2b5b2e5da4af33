import './texts';

// The pages of this area, each its own chunk, reached by the route table through this small chunk: the always-loaded
// bundle then carries one preload list for the area instead of one per page (the login route's budget). The area's
// texts come with it, before any page renders.
export const newToolsPages = {
  NewToolsWorkbenchPage: () => import('./pages/NewToolsWorkbenchPage'),
  TreePage: () => import('./pages/TreePage'),
  PdpcPage: () => import('./pages/PdpcPage'),
  AffinityPage: () => import('./pages/AffinityPage'),
  ArrowPage: () => import('./pages/ArrowPage'),
  MatrixPage: () => import('./pages/MatrixPage'),
  MatrixAnalysisPage: () => import('./pages/MatrixAnalysisPage'),
  AssociationPage: () => import('./pages/AssociationPage'),
  NewToolFilesPage: () => import('./pages/NewToolFilesPage'),
  RecentChangesPage: () => import('./pages/RecentChangesPage'),
  NewRecycleBinPage: () => import('./pages/NewRecycleBinPage'),
  NewModuleSettingPage: () => import('./pages/NewModuleSettingPage'),
  NewBasicSettingPage: () => import('./pages/NewBasicSettingPage'),
  NewDataFilePage: () => import('./pages/NewDataFilePage'),
} as const;

export type PageName = keyof typeof newToolsPages;
