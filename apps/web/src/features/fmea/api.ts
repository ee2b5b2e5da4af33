import {
  batchChangeDfmeaProjectRole,
  checkDfmeaFormSheetImport,
  compareDfmeaResultsVersions,
  createDfmeaProject,
  createDfmeaResultsVersion,
  deleteDfmeaAction,
  deleteDfmeaDvp,
  deleteDfmeaElement,
  deleteDfmeaEvidence,
  deleteDfmeaFailure,
  deleteDfmeaFunction,
  deleteDfmeaInterface,
  deleteDfmeaProject,
  downloadDfmeaEvidence,
  type EndpointData,
  editDfmeaProject,
  exportDfmeaFormSheet,
  exportDfmeaFormSheetPdf,
  getApStandard,
  getDfmeaNet,
  getDfmeaProject,
  getDfmeaResultTables,
  getDfmeaSodStandardNames,
  getSodDetectById,
  getSodOccurrenceById,
  getSodSeriousnessById,
  getUserList,
  importDfmeaFormSheet,
  linkDfmeaFailures,
  linkDfmeaFunctions,
  listDfmeaEvidence,
  listDfmeaProjects,
  listDfmeaResultsVersions,
  moveDfmeaElement,
  previewDfmeaFunctionRemoval,
  saveDfmeaAction,
  saveDfmeaChainRisk,
  saveDfmeaDvp,
  saveDfmeaElement,
  saveDfmeaFailure,
  saveDfmeaFailureEffect,
  saveDfmeaFunction,
  saveDfmeaInterface,
  saveDfmeaPDiagram,
  saveDfmeaRatingsAfter,
  selectDataDictionaryItemList,
  unlinkDfmeaFailures,
  unlinkDfmeaFunctions,
  uploadDfmeaEvidence,
} from '@qis/shared';
import { callEndpoint, type EndpointRequest } from '../../shell/call-endpoint';
import { LONG_TIMEOUT_MS, request } from '../../shell/http';
import { saveExportedWorkbook } from '../../shell/utils/save-workbook';

/**
 * Calls of the DFMEA screens; method, path and schemas come from the declarations in @qis/shared. The changes of a
 * project are silent: the project's run() shows their refusal (a 409 with the reload offer).
 */

type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;
type Query<E> = EndpointRequest<E> extends { query: infer Q } ? Q : never;

export type ProjectDto = EndpointData<typeof getDfmeaProject>;
export type ProjectListPage = EndpointData<typeof listDfmeaProjects>;
export type ProjectListItem = ProjectListPage['items'][number];
export type NetDto = EndpointData<typeof getDfmeaNet>;
export type UserOption = EndpointData<typeof getUserList>[number];
export type CreateProjectBody = Body<typeof createDfmeaProject>;
export type EditProjectBody = Body<typeof editDfmeaProject>;
export type CompareDto = EndpointData<typeof compareDfmeaResultsVersions>;
export type VersionSummary = EndpointData<typeof listDfmeaResultsVersions>['items'][number];
export type ResultTables = EndpointData<typeof getDfmeaResultTables>;

// Projects
export const fetchProjects = (query: Query<typeof listDfmeaProjects>) => callEndpoint(listDfmeaProjects, { query });
export const fetchProject = (id: string) => callEndpoint(getDfmeaProject, { query: { id } });
export const createProject = (body: CreateProjectBody) => callEndpoint(createDfmeaProject, { body });
// Silent: a stale version (409) is answered by the page (reload offer).
export const editProject = (body: EditProjectBody) => callEndpoint(editDfmeaProject, { body }, { silent: true });
export const deleteProject = (id: string, version: number) =>
  callEndpoint(deleteDfmeaProject, { body: { id, version } });
export const saveTeam = (body: Body<typeof batchChangeDfmeaProjectRole>) =>
  callEndpoint(batchChangeDfmeaProjectRole, { body }, { silent: true });

// Options
export const fetchUsers = () => callEndpoint(getUserList);
export const fetchCustomers = () => callEndpoint(selectDataDictionaryItemList, { query: { code: 'customerName' } });
export const fetchApStandard = () => callEndpoint(getApStandard);
export const fetchSodStandardNames = () => callEndpoint(getDfmeaSodStandardNames);
/** The three scales of a SOD standard (the rating pickers' criteria), silent: the defaults stand in on failure. */
export const fetchSodScales = async (id: string) => {
  const scale = (endpoint: typeof getSodSeriousnessById) => callEndpoint(endpoint, { query: { id } }, { silent: true });
  const [severity, occurrence, detection] = await Promise.all([
    scale(getSodSeriousnessById),
    scale(getSodOccurrenceById),
    scale(getSodDetectById),
  ]);
  return { severity, occurrence, detection };
};

// The net
export const fetchNet = (projectId: string) => callEndpoint(getDfmeaNet, { query: { projectId } });
export const saveElement = (body: Body<typeof saveDfmeaElement>) =>
  callEndpoint(saveDfmeaElement, { body }, { silent: true });
export const moveElement = (body: Body<typeof moveDfmeaElement>) =>
  callEndpoint(moveDfmeaElement, { body }, { silent: true });
export const deleteElement = (body: Body<typeof deleteDfmeaElement>) =>
  callEndpoint(deleteDfmeaElement, { body }, { silent: true });
export const saveFunction = (body: Body<typeof saveDfmeaFunction>) =>
  callEndpoint(saveDfmeaFunction, { body }, { silent: true });
export const previewFunctionRemoval = (projectId: string, id: string) =>
  callEndpoint(previewDfmeaFunctionRemoval, { query: { projectId, id } });
export const deleteFunction = (body: Body<typeof deleteDfmeaFunction>) =>
  callEndpoint(deleteDfmeaFunction, { body }, { silent: true });
// A refused cycle is a business error (9999) whose Chinese message the project's run() shows.
export const linkFunctions = (body: Body<typeof linkDfmeaFunctions>) =>
  callEndpoint(linkDfmeaFunctions, { body }, { silent: true });
export const unlinkFunctions = (body: Body<typeof unlinkDfmeaFunctions>) =>
  callEndpoint(unlinkDfmeaFunctions, { body }, { silent: true });
export const saveFailureEffect = (body: Body<typeof saveDfmeaFailureEffect>) =>
  callEndpoint(saveDfmeaFailureEffect, { body }, { silent: true });
export const saveFailure = (body: Body<typeof saveDfmeaFailure>) =>
  callEndpoint(saveDfmeaFailure, { body }, { silent: true });
export const deleteFailure = (body: Body<typeof deleteDfmeaFailure>) =>
  callEndpoint(deleteDfmeaFailure, { body }, { silent: true });
export const linkFailures = (body: Body<typeof linkDfmeaFailures>) => callEndpoint(linkDfmeaFailures, { body });
export const unlinkFailures = (body: Body<typeof unlinkDfmeaFailures>) => callEndpoint(unlinkDfmeaFailures, { body });

// Risk, optimization, DVP&R
export const saveChainRisk = (body: Body<typeof saveDfmeaChainRisk>) =>
  callEndpoint(saveDfmeaChainRisk, { body }, { silent: true });
export const saveAction = (body: Body<typeof saveDfmeaAction>) =>
  callEndpoint(saveDfmeaAction, { body }, { silent: true });
export const deleteAction = (body: Body<typeof deleteDfmeaAction>) =>
  callEndpoint(deleteDfmeaAction, { body }, { silent: true });
export const saveRatingsAfter = (body: Body<typeof saveDfmeaRatingsAfter>) =>
  callEndpoint(saveDfmeaRatingsAfter, { body }, { silent: true });
export const saveDvp = (body: Body<typeof saveDfmeaDvp>) => callEndpoint(saveDfmeaDvp, { body }, { silent: true });
export const deleteDvp = (body: Body<typeof deleteDfmeaDvp>) =>
  callEndpoint(deleteDfmeaDvp, { body }, { silent: true });

// The form sheet as .xlsx or PDF in the AIAG-VDA layout (built by the server).
export const exportFormSheet = (projectId: string) =>
  callEndpoint(exportDfmeaFormSheet, { query: { projectId } }, { timeout: LONG_TIMEOUT_MS });
export const exportFormSheetPdf = (projectId: string) =>
  callEndpoint(exportDfmeaFormSheetPdf, { query: { projectId } }, { timeout: LONG_TIMEOUT_MS });

// Evidence files of an action (step 6). The upload is multipart: the fields first, then the file.
export async function uploadEvidence(
  input: { projectId: string; actionId: string; version: number; remark: string },
  file: File,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.append(key, String(value));
  form.append('file', file, file.name);
  return request<EndpointData<typeof uploadDfmeaEvidence>>(uploadDfmeaEvidence.path, {
    method: 'POST',
    body: form,
    timeout: LONG_TIMEOUT_MS,
  });
}
export const fetchEvidence = (projectId: string, actionId: string) =>
  callEndpoint(listDfmeaEvidence, { query: { projectId, actionId } });
export async function downloadEvidence(projectId: string, id: string) {
  saveExportedWorkbook(
    await callEndpoint(downloadDfmeaEvidence, { query: { projectId, id } }, { timeout: LONG_TIMEOUT_MS }),
  );
}
export const deleteEvidence = (body: Body<typeof deleteDfmeaEvidence>) => callEndpoint(deleteDfmeaEvidence, { body });

// Results
export const fetchResultTables = (projectId: string) => callEndpoint(getDfmeaResultTables, { query: { projectId } });
export const fetchVersions = (projectId: string) => callEndpoint(listDfmeaResultsVersions, { query: { projectId } });
export const releaseVersion = (projectId: string, note: string) =>
  callEndpoint(createDfmeaResultsVersion, { body: { projectId, note } });
export const compareVersions = (fromId: string, toId?: string) =>
  callEndpoint(compareDfmeaResultsVersions, { query: toId ? { fromId, toId } : { fromId } });

// P-diagrams and interfaces
export const savePDiagram = (body: Body<typeof saveDfmeaPDiagram>) =>
  callEndpoint(saveDfmeaPDiagram, { body }, { silent: true });
export const saveInterface = (body: Body<typeof saveDfmeaInterface>) =>
  callEndpoint(saveDfmeaInterface, { body }, { silent: true });
export const deleteInterface = (body: Body<typeof deleteDfmeaInterface>) =>
  callEndpoint(deleteDfmeaInterface, { body }, { silent: true });

/** Checks an uploaded form sheet (nothing written): what it would bring and its problems by row. */
export const checkFormSheetImport = (projectId: string, filePath: string) =>
  callEndpoint(checkDfmeaFormSheetImport, { body: { projectId, filePath } }, { timeout: LONG_TIMEOUT_MS });
/** Imports an uploaded form sheet into a project still without structure, all or nothing. */
export const importFormSheet = (projectId: string, filePath: string) =>
  callEndpoint(importDfmeaFormSheet, { body: { projectId, filePath } }, { timeout: LONG_TIMEOUT_MS });
