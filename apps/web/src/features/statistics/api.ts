import {
  DEFAULT_FILE_SPACE,
  exportAnalysisReport,
  type FileSpace,
  getMsDataDetail,
  getMsDataPage,
  getStatisticsConfig,
  importMsData,
  makeCapabilityChart,
  makeOneWayAnova,
  makeOrthogonalAnalysis,
  makeOrthogonalDesign,
  makeRegression,
  makeTwoWayAnova,
  saveMsData,
  saveMsFile,
  saveStatisticsConfig,
} from '@qis/shared';
import type { EndpointRequest } from '../../shell/call-endpoint';
import { callEndpoint } from '../../shell/call-endpoint';
import { LONG_TIMEOUT_MS } from '../../shell/http';

/** Calls of mathematical statistics; method and path come from the declarations in @qis/shared. */

type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;

export const fetchStatisticsConfig = () => callEndpoint(getStatisticsConfig);
export const storeStatisticsConfig = (body: Body<typeof saveStatisticsConfig>) =>
  callEndpoint(saveStatisticsConfig, { body });

export const analyseCapability = (body: Body<typeof makeCapabilityChart>) =>
  callEndpoint(makeCapabilityChart, { body });
export const analyseRegression = (body: Body<typeof makeRegression>) => callEndpoint(makeRegression, { body });
export const analyseOneWayAnova = (body: Body<typeof makeOneWayAnova>) => callEndpoint(makeOneWayAnova, { body });
export const analyseTwoWayAnova = (body: Body<typeof makeTwoWayAnova>) => callEndpoint(makeTwoWayAnova, { body });
export const designOrthogonalExperiment = (body: Body<typeof makeOrthogonalDesign>) =>
  callEndpoint(makeOrthogonalDesign, { body });
export const analyseOrthogonalExperiment = (body: Body<typeof makeOrthogonalAnalysis>) =>
  callEndpoint(makeOrthogonalAnalysis, { body });
export const exportReport = (body: Body<typeof exportAnalysisReport>) => callEndpoint(exportAnalysisReport, { body });

// The data files: the statistics space unless another space's page (the old seven tools) names its own.
export const fetchDataFiles = (
  query: Omit<EndpointRequest<typeof getMsDataPage>['query'], 'space'>,
  space: FileSpace = DEFAULT_FILE_SPACE,
) => callEndpoint(getMsDataPage, { query: { ...query, space } });
export const fetchDataSheet = (id: string, space: FileSpace = DEFAULT_FILE_SPACE) =>
  callEndpoint(getMsDataDetail, { query: { id, space } });
// Silent: the grid answers a stale version (409) itself.
export const storeDataSheet = (body: Omit<Body<typeof saveMsData>, 'space'>, space: FileSpace = DEFAULT_FILE_SPACE) =>
  callEndpoint(saveMsData, { body: { ...body, space } }, { silent: true, timeout: LONG_TIMEOUT_MS });
export const createFile = (body: Body<typeof saveMsFile>) => callEndpoint(saveMsFile, { body });
// Silent: the workbench retries a taken name and shows other refusals itself.
export const importDataFile = (body: Body<typeof importMsData>) =>
  callEndpoint(importMsData, { body }, { silent: true, timeout: LONG_TIMEOUT_MS });
