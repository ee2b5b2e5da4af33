import './texts';

// The pages of this area, each its own chunk, reached by the route table through this small chunk (one preload list
// for the area in the always-loaded bundle). The area's texts come with it, before any page renders.
export const fmeaLibraryPages = {
  SodStandardListPage: () => import('./pages/SodStandardListPage'),
  SodStandardPage: () => import('./pages/SodStandardPage'),
  AddSodStandardPage: () => import('./pages/AddSodStandardPage'),
  PfmeaSodStandardListPage: () => import('./pages/SodStandardListPage'),
  PfmeaSodStandardPage: () => import('./pages/SodStandardPage'),
  AddPfmeaSodStandardPage: () => import('./pages/AddSodStandardPage'),
  DesignStandardListPage: () => import('./pages/SodStandardListPage'),
  MsrSodStandardPage: () => import('./pages/SodStandardPage'),
  AddMsrSodStandardPage: () => import('./pages/AddSodStandardPage'),
  PartTypesPage: () => import('./pages/PartTypesPage'),
  PartsPage: () => import('./pages/PartsPage'),
  BomListPage: () => import('./pages/BomListPage'),
  BomEditPage: () => import('./pages/BomEditPage'),
  KnowledgeListPage: () => import('./pages/KnowledgeListPage'),
  PfmeaKnowledgeListPage: () => import('./pages/KnowledgeListPage'),
  ProductPlatformPage: () => import('./pages/ProductPlatformPage'),
  ProcessListPage: () => import('./process/pages/ProcessListPage'),
  ProcessEditPage: () => import('./process/pages/ProcessEditPage'),
  ProcessClassificationPage: () => import('./process/pages/ProcessClassificationPage'),
} as const;

export type PageName = keyof typeof fmeaLibraryPages;
