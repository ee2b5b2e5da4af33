import {
  exportAnalysisReport,
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

// The statistics data files: `space` is left out, so the server answers the statistics space.
export const fetchDataFiles = (query: EndpointRequest<typeof getMsDataPage>['query']) =>
  callEndpoint(getMsDataPage, { query });
export const fetchDataSheet = (id: string) => callEndpoint(getMsDataDetail, { query: { id } });
// Silent: the grid answers a stale version (409) itself.
export const storeDataSheet = (body: Body<typeof saveMsData>) =>
  callEndpoint(saveMsData, { body }, { silent: true, timeout: LONG_TIMEOUT_MS });
export const createFile = (body: Body<typeof saveMsFile>) => callEndpoint(saveMsFile, { body });
// Silent: the workbench retries a taken name and shows other refusals itself.
export const importDataFile = (body: Body<typeof importMsData>) =>
  callEndpoint(importMsData, { body }, { silent: true, timeout: LONG_TIMEOUT_MS });
