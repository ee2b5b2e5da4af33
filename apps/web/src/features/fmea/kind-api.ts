import {
  type ActionType,
  type ElementType,
  type EndpointData,
  FMEA_KIND_ENDPOINTS,
  type FmeaKind,
  type FmeaKindEndpoints,
} from '@qis/shared';
import { callEndpoint, type EndpointRequest } from '../../shell/call-endpoint';
import { LONG_TIMEOUT_MS, request } from '../../shell/http';
import { saveExportedWorkbook } from '../../shell/utils/save-workbook';

/**
 * The calls every FMEA kind makes on its project (projects, the net, risk, actions, evidence, results, the task flow),
 * bound to the kind's endpoints (contracts/fmea-kind-endpoints.ts). The changes of a project are silent: the
 * project's run() shows their refusal (a 409 with the reload offer).
 */

type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;
type Query<E> = EndpointRequest<E> extends { query: infer Q } ? Q : never;
type E = Required<FmeaKindEndpoints>;

export type ProjectDto = EndpointData<E['getProject']>;
export type ProjectListPage = EndpointData<E['listProjects']>;
export type ProjectListItem = ProjectListPage['items'][number];
export type NetDto = EndpointData<E['net']>;
export type CreateProjectBody = Body<E['createProject']>;
export type EditProjectBody = Body<E['editProject']>;
export type CompareDto = EndpointData<E['compareVersions']>;
export type VersionSummary = EndpointData<E['listVersions']>['items'][number];
export type ResultTables = EndpointData<E['resultTables']>;
export type ProjectPlan = EndpointData<E['projectPlan']>;
export type TaskDto = ProjectPlan['tasks'][number];
export type SevenSteps = EndpointData<E['sevenSteps']>;
export type NodeTimeChange = Body<E['batchChangeNodeTime']>['nodes'][number];

/**
 * The fields an FMEA-MSR chain adds (its calls' schemas take them; the declarations are typed as the DFMEA's, which
 * refuse them, so a DFMEA or PFMEA screen never sends them).
 */
export interface MsrRiskFields {
  systemResponse?: string;
  mitigatedEffect?: string;
  mitigatedSeverity?: number | null;
}
export interface MsrRatingsAfterFields {
  mitigatedEffectAfter?: string;
  mitigatedSeverityAfter?: number | null;
}
type SaveChainRiskBody = Omit<Body<E['saveChainRisk']>, keyof MsrRiskFields> & MsrRiskFields;
type SaveRatingsAfterBody = Omit<Body<E['saveRatingsAfter']>, keyof MsrRatingsAfterFields> & MsrRatingsAfterFields;
/** An action of any kind: its type one of the kind's (actionTypesOf; the server checks). */
export type SaveActionBody = Omit<Body<E['saveAction']>, 'type'> & { type: ActionType };

function kindApi(e: FmeaKindEndpoints) {
  const { exportFormSheet, exportFormSheetPdf, checkFormSheetImport, importFormSheet } = e;
  const silent = { silent: true };
  const long = { timeout: LONG_TIMEOUT_MS };
  return {
    // Projects
    fetchProjects: (query: Query<E['listProjects']>) => callEndpoint(e.listProjects, { query }),
    fetchProject: (id: string) => callEndpoint(e.getProject, { query: { id } }),
    createProject: (body: CreateProjectBody) => callEndpoint(e.createProject, { body }),
    // Silent: a stale version (409) is answered by the page (reload offer).
    editProject: (body: EditProjectBody) => callEndpoint(e.editProject, { body }, silent),
    deleteProject: (id: string, version: number) => callEndpoint(e.deleteProject, { body: { id, version } }),
    saveTeam: (body: Body<E['changeTeam']>) => callEndpoint(e.changeTeam, { body }, silent),

    // The net
    fetchNet: (projectId: string) => callEndpoint(e.net, { query: { projectId } }),
    // The kind's schema checks the element type (a PFMEA's are process item, step and 4M work element); the
    // declarations are typed as the DFMEA's.
    saveElement: (body: Omit<Body<E['saveElement']>, 'type'> & { type: ElementType }) =>
      callEndpoint(e.saveElement, { body: body as Body<E['saveElement']> }, silent),
    moveElement: (body: Body<E['moveElement']>) => callEndpoint(e.moveElement, { body }, silent),
    deleteElement: (body: Body<E['deleteElement']>) => callEndpoint(e.deleteElement, { body }, silent),
    saveFunction: (body: Body<E['saveFunction']>) => callEndpoint(e.saveFunction, { body }, silent),
    previewFunctionRemoval: (projectId: string, id: string) =>
      callEndpoint(e.previewFunctionRemoval, { query: { projectId, id } }),
    deleteFunction: (body: Body<E['deleteFunction']>) => callEndpoint(e.deleteFunction, { body }, silent),
    // A refused cycle is a business error (9999) whose Chinese message the project's run() shows.
    linkFunctions: (body: Body<E['linkFunctions']>) => callEndpoint(e.linkFunctions, { body }, silent),
    unlinkFunctions: (body: Body<E['unlinkFunctions']>) => callEndpoint(e.unlinkFunctions, { body }, silent),
    saveFailureEffect: (body: Body<E['saveFailureEffect']>) => callEndpoint(e.saveFailureEffect, { body }, silent),
    saveFailure: (body: Body<E['saveFailure']>) => callEndpoint(e.saveFailure, { body }, silent),
    deleteFailure: (body: Body<E['deleteFailure']>) => callEndpoint(e.deleteFailure, { body }, silent),
    linkFailures: (body: Body<E['linkFailures']>) => callEndpoint(e.linkFailures, { body }),
    unlinkFailures: (body: Body<E['unlinkFailures']>) => callEndpoint(e.unlinkFailures, { body }),

    // Risk and optimization
    saveChainRisk: (body: SaveChainRiskBody) =>
      callEndpoint(e.saveChainRisk, { body: body as Body<E['saveChainRisk']> }, silent),
    saveAction: (body: SaveActionBody) => callEndpoint(e.saveAction, { body: body as Body<E['saveAction']> }, silent),
    deleteAction: (body: Body<E['deleteAction']>) => callEndpoint(e.deleteAction, { body }, silent),
    saveRatingsAfter: (body: SaveRatingsAfterBody) =>
      callEndpoint(e.saveRatingsAfter, { body: body as Body<E['saveRatingsAfter']> }, silent),

    // The form sheet as .xlsx or PDF in the AIAG-VDA layout (built by the server), and its import; absent for a
    // kind whose layout is not there yet.
    exportFormSheet:
      exportFormSheet && ((projectId: string) => callEndpoint(exportFormSheet, { query: { projectId } }, long)),
    exportFormSheetPdf:
      exportFormSheetPdf && ((projectId: string) => callEndpoint(exportFormSheetPdf, { query: { projectId } }, long)),
    /** Checks an uploaded form sheet (nothing written): what it would bring and its problems by row. */
    checkFormSheetImport:
      checkFormSheetImport &&
      ((projectId: string, filePath: string) =>
        callEndpoint(checkFormSheetImport, { body: { projectId, filePath } }, long)),
    /** Imports an uploaded form sheet into a project still without structure, all or nothing. */
    importFormSheet:
      importFormSheet &&
      ((projectId: string, filePath: string) => callEndpoint(importFormSheet, { body: { projectId, filePath } }, long)),

    // Evidence files of an action (step 6). The upload is multipart: the fields first, then the file.
    uploadEvidence: async (
      input: { projectId: string; actionId: string; version: number; remark: string },
      file: File,
    ) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(input)) form.append(key, String(value));
      form.append('file', file, file.name);
      return request<EndpointData<E['uploadEvidence']>>(e.uploadEvidence.path, {
        method: 'POST',
        body: form,
        timeout: LONG_TIMEOUT_MS,
      });
    },
    fetchEvidence: (projectId: string, actionId: string) =>
      callEndpoint(e.listEvidence, { query: { projectId, actionId } }),
    downloadEvidence: async (projectId: string, id: string) =>
      saveExportedWorkbook(await callEndpoint(e.downloadEvidence, { query: { projectId, id } }, long)),
    deleteEvidence: (body: Body<E['deleteEvidence']>) => callEndpoint(e.deleteEvidence, { body }),

    // Views over the whole analysis: the failure matrix, the completeness check, step 6's work list
    fetchFailureMatrix: (projectId: string, elementId: string) =>
      callEndpoint(e.failureMatrix, { query: { projectId, elementId } }),
    fetchAnalysisCheck: (projectId: string) => callEndpoint(e.analysisCheck, { query: { projectId } }),
    fetchWorkList: (body: Body<E['optimizationWorkList']>) => callEndpoint(e.optimizationWorkList, { body }),

    // Results
    fetchResultTables: (projectId: string) => callEndpoint(e.resultTables, { query: { projectId } }),
    fetchVersions: (projectId: string) => callEndpoint(e.listVersions, { query: { projectId } }),
    releaseVersion: (projectId: string, note: string) => callEndpoint(e.createVersion, { body: { projectId, note } }),
    /** A tenant administrator's release of a project whose team they are not on with edit rights. */
    releaseVersionAsAdmin: (projectId: string, note: string) =>
      callEndpoint(e.createVersionAsAdmin, { body: { projectId, note } }),
    compareVersions: (fromId: string, toId?: string) =>
      callEndpoint(e.compareVersions, { query: toId ? { fromId, toId } : { fromId } }),

    // The task flow (node tasks, plan, submit to audit)
    fetchPlan: (projectId: string) => callEndpoint(e.projectPlan, { query: { projectId } }),
    fetchSevenSteps: (projectId: string) => callEndpoint(e.sevenSteps, { query: { projectId } }),
    fetchTasks: (body: Body<E['listAuditTasks']>) => callEndpoint(e.listAuditTasks, { body }),
    // Silent: the caller shows 提交失败 with the reason, and a 409 of the plan offers a reload.
    submitTask: (id: string) => callEndpoint(e.submitTask, { body: { id } }, silent),
    savePlan: (body: Body<E['batchChangeNodeTime']>) => callEndpoint(e.batchChangeNodeTime, { body }, silent),
  };
}

export type FmeaApi = ReturnType<typeof kindApi>;

const apis = new Map<FmeaKind, FmeaApi>();

/** The calls of one kind's projects. */
export function fmeaApi(kind: FmeaKind): FmeaApi {
  let api = apis.get(kind);
  if (!api) {
    const endpoints = FMEA_KIND_ENDPOINTS[kind];
    if (!endpoints) throw new Error(`FMEA kind ${kind} has no endpoints`);
    api = kindApi(endpoints);
    apis.set(kind, api);
  }
  return api;
}
