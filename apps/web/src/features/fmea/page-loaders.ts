import './texts';

// The pages of DFMEA, PFMEA and FMEA-MSR, each its own chunk, reached by the route table through this small chunk (one preload list for
// the area in the always-loaded bundle). The area's texts come with it, before any page renders.
export const fmeaPages = {
  CreateFmeaPage: () => import('./pages/CreateFmeaPage'),
  CreateDfmeaPage: () => import('./pages/CreateDfmeaPage'),
  MyProjectPage: () => import('./pages/MyProjectPage'),
  ProjectInfoPage: () => import('./pages/ProjectInfoPage'),
  ReadOnlyProjectInfoPage: () => import('./pages/ReadOnlyProjectInfoPage'),
  HistoryPage: () => import('./pages/HistoryPage'),
  CreatePfmeaPage: () => import('./pages/PfmeaPages'),
  MyPfmeaProjectPage: () => import('./pages/PfmeaPages'),
  PfmeaProjectInfoPage: () => import('./pages/PfmeaPages'),
  ReadOnlyPfmeaProjectInfoPage: () => import('./pages/PfmeaPages'),
  PfmeaHistoryPage: () => import('./pages/PfmeaPages'),
  CreateMsrPage: () => import('./pages/MsrPages'),
  MyMsrProjectPage: () => import('./pages/MsrPages'),
  MsrProjectInfoPage: () => import('./pages/MsrPages'),
  ReadOnlyMsrProjectInfoPage: () => import('./pages/MsrPages'),
  MsrHistoryPage: () => import('./pages/MsrPages'),
} as const;

export type PageName = keyof typeof fmeaPages;
