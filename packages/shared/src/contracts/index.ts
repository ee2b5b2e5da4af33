import * as account from './account';
import type { EndpointDefinition } from './define';
import * as dictionary from './dictionary';
import * as fmeaAnalysis from './fmea-analysis';
import * as fmeaBomLink from './fmea-bom-link';
import * as fmeaBoundaryDiagram from './fmea-boundary-diagram';
import * as fmeaConfig from './fmea-config';
import * as fmeaControlPlan from './fmea-control-plan';
import * as fmeaDashboard from './fmea-dashboard';
import * as fmeaDfmeaLinkage from './fmea-dfmea-linkage';
import * as fmeaEvidence from './fmea-evidence';
import * as fmeaFormSheet from './fmea-form-sheet';
import { MSR_KIND_ENDPOINTS, PFMEA_KIND_ENDPOINTS } from './fmea-kind-endpoints';
import * as fmeaLibraryBom from './fmea-library-bom';
import * as fmeaLibraryKnowledge from './fmea-library-knowledge';
import * as fmeaLibraryParts from './fmea-library-parts';
import * as fmeaLibraryPlatforms from './fmea-library-platforms';
import * as fmeaLibrarySod from './fmea-library-sod';
import * as fmeaMsrDesign from './fmea-msr-design';
import * as fmeaNet from './fmea-net';
import * as fmeaOptimization from './fmea-optimization';
import * as fmeaPchartLibrary from './fmea-pchart-library';
import * as fmeaProcessFlows from './fmea-process-flows';
import * as fmeaProcessLink from './fmea-process-link';
import * as fmeaProjects from './fmea-projects';
import * as fmeaRisk from './fmea-risk';
import * as fmeaTasks from './fmea-tasks';
import * as fmeaTeam from './fmea-team';
import * as fmeaVersions from './fmea-versions';
import * as fmeaWorkLists from './fmea-work-lists';
import * as home from './home';
import * as homePage from './home-page';
import * as logs from './logs';
import * as messages from './messages';
import * as newTools from './new-tools';
import * as notices from './notices';
import * as oldToolsCharts from './old-tools-charts';
import * as oldToolsConfig from './old-tools-config';
import * as organization from './organization';
import * as plugins from './plugins';
import * as roles from './roles';
import * as statisticsAnova from './statistics-anova';
import * as statisticsCapability from './statistics-capability';
import * as statisticsChartStyles from './statistics-chart-styles';
import * as statisticsConfig from './statistics-config';
import * as statisticsFiles from './statistics-files';
import * as statisticsOrthogonal from './statistics-orthogonal';
import * as statisticsRegression from './statistics-regression';
import * as statisticsReport from './statistics-report';
import * as systemInfo from './system-info';
import * as tenants from './tenants';
import * as userAdmin from './user-admin';
import * as users from './users';
import * as workflow from './workflow';

export * from './account';
export * from './common-schemas';
export * from './define';
export * from './dictionary';
export * from './file-spaces';
export * from './fmea-analysis';
export * from './fmea-bom-link';
export * from './fmea-boundary-diagram';
export * from './fmea-common';
export * from './fmea-config';
export * from './fmea-control-plan';
export * from './fmea-dashboard';
export * from './fmea-dfmea-linkage';
export * from './fmea-evidence';
export * from './fmea-form-sheet';
export * from './fmea-kind-endpoints';
export * from './fmea-library-bom';
export * from './fmea-library-knowledge';
export * from './fmea-library-parts';
export * from './fmea-library-platforms';
export * from './fmea-library-sod';
export * from './fmea-msr-design';
export * from './fmea-net';
export * from './fmea-net-out';
export * from './fmea-optimization';
export * from './fmea-pchart-library';
export * from './fmea-process-flows';
export * from './fmea-process-link';
export * from './fmea-projects';
export * from './fmea-risk';
export * from './fmea-risk-dto';
export * from './fmea-tasks';
export * from './fmea-team';
export * from './fmea-versions';
export * from './fmea-work-lists';
export * from './home';
export * from './home-page';
export * from './logs';
export * from './messages';
export * from './new-tools';
export * from './notices';
export * from './old-tools-charts';
export * from './old-tools-config';
export * from './old-tools-control-chart-file';
export * from './organization';
export * from './plugins';
export * from './roles';
export * from './statistics-anova';
export * from './statistics-capability';
export * from './statistics-chart-styles';
export * from './statistics-config';
export * from './statistics-data';
export * from './statistics-files';
export * from './statistics-orthogonal';
export * from './statistics-regression';
export * from './statistics-report';
export * from './system-info';
export * from './tenants';
export * from './unsafe-text';
export * from './user-admin';
export * from './users';
export * from './workflow';

const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/** Every declared endpoint: the server registers each, and the contract test walks them all. */
export const ALL_ENDPOINTS: readonly EndpointDefinition[] = [
  account,
  systemInfo,
  users,
  userAdmin,
  home,
  homePage,
  messages,
  workflow,
  notices,
  organization,
  roles,
  dictionary,
  logs,
  plugins,
  tenants,
  statisticsConfig,
  statisticsFiles,
  statisticsCapability,
  statisticsChartStyles,
  statisticsAnova,
  statisticsOrthogonal,
  statisticsRegression,
  statisticsReport,
  oldToolsConfig,
  oldToolsCharts,
  newTools,
  fmeaLibrarySod,
  fmeaLibraryParts,
  fmeaLibraryBom,
  fmeaLibraryKnowledge,
  fmeaProjects,
  fmeaNet,
  fmeaRisk,
  fmeaOptimization,
  fmeaVersions,
  fmeaEvidence,
  fmeaConfig,
  fmeaTeam,
  fmeaFormSheet,
  fmeaBomLink,
  fmeaBoundaryDiagram,
  fmeaLibraryPlatforms,
  fmeaTasks,
  fmeaAnalysis,
  fmeaWorkLists,
  PFMEA_KIND_ENDPOINTS,
  MSR_KIND_ENDPOINTS,
  fmeaMsrDesign,
  fmeaProcessFlows,
  fmeaPchartLibrary,
  fmeaProcessLink,
  fmeaDfmeaLinkage,
  fmeaControlPlan,
  fmeaDashboard,
]
  .flatMap((m) => Object.values(m))
  .filter(isEndpoint);
