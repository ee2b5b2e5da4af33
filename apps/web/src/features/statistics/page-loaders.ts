import './texts';

// The pages of this area, each its own chunk, reached by the route table through this small chunk: the always-loaded
// bundle then carries one preload list for the area instead of one per page (the login route's budget). The area's
// texts come with it, before any page renders.
export const statisticsPages = {
  CapabilityAnalysisPage: () => import('./pages/CapabilityAnalysisPage'),
  RegressionAnalysisPage: () => import('./pages/RegressionAnalysisPage'),
  OneWayAnovaPage: () => import('./pages/OneWayAnovaPage'),
  TwoWayAnovaPage: () => import('./pages/TwoWayAnovaPage'),
  OrthogonalExperimentPage: () => import('./pages/OrthogonalExperimentPage'),
  StatisticsSettingsPage: () => import('./pages/StatisticsSettingsPage'),
  StatisticsToolPage: () => import('./pages/StatisticsToolPage'),
  StatisticsFilesPage: () => import('./pages/StatisticsFilesPage'),
  RecycleBinPage: () => import('./pages/RecycleBinPage'),
  DataFileDetailPage: () => import('./pages/DataFileDetailPage'),
} as const;

export type PageName = keyof typeof statisticsPages;
