import { z } from 'zod';
import {
  FMEA_KIND_PLUGIN,
  FMEA_KINDS,
  type FmeaKind,
  PROCESS_ELEMENT_TYPES,
  WORK_ELEMENT_CATEGORIES,
} from '../domain/fmea';
import type { PermissionRequirement } from '../permissions/define';
import type { EndpointDefinition } from './define';
import { getDfmeaFailureAnalysisCheck, getDfmeaFailureMatrix } from './fmea-analysis';
import { FMEA_KIND_POINT } from './fmea-common';
import { deleteDfmeaEvidence, downloadDfmeaEvidence, listDfmeaEvidence, uploadDfmeaEvidence } from './fmea-evidence';
import { checkDfmeaFormSheetImport, importDfmeaFormSheet } from './fmea-form-sheet';
import {
  deleteDfmeaElement,
  deleteDfmeaFailure,
  deleteDfmeaFunction,
  getDfmeaNet,
  linkDfmeaFailures,
  linkDfmeaFunctions,
  listDfmeaFunctions,
  moveDfmeaElement,
  previewDfmeaFunctionRemoval,
  SaveElementBody,
  saveDfmeaElement,
  saveDfmeaFailure,
  saveDfmeaFailureEffect,
  saveDfmeaFunction,
  unlinkDfmeaFailures,
  unlinkDfmeaFunctions,
} from './fmea-net';
import {
  deleteDfmeaAction,
  listDfmeaActions,
  SaveMsrActionBody,
  SaveMsrRatingsAfterBody,
  saveDfmeaAction,
  saveDfmeaRatingsAfter,
} from './fmea-optimization';
import {
  batchChangeDfmeaProjectRole,
  createDfmeaProject,
  deleteDfmeaProject,
  editDfmeaProject,
  getDfmeaProject,
  listDfmeaProjects,
} from './fmea-projects';
import {
  exportDfmeaFormSheet,
  exportDfmeaFormSheetPdf,
  getDfmeaFormSheet,
  getDfmeaResultTables,
  getDfmeaRiskDistribution,
  SaveMsrChainRiskBody,
  saveDfmeaChainRisk,
} from './fmea-risk';
import {
  batchChangeDfmeaNodeTime,
  getDfmeaProjectInfoTime,
  getDfmeaSevenSteps,
  listDfmeaAuditTasks,
  submitDfmeaTask,
} from './fmea-tasks';
import {
  compareDfmeaResultsVersions,
  createDfmeaResultsVersion,
  createDfmeaResultsVersionAsAdmin,
  getDfmeaResultsVersion,
  listDfmeaResultsVersions,
} from './fmea-versions';
import { getDfmeaOptimizationWorkList } from './fmea-work-lists';

// The calls every FMEA kind makes on the one model (projects, the structure–function–failure net, risk, actions,
// evidence, results versions, the task flow, the form sheet). They are declared once, as the DFMEA's; each other kind
// gets the same calls under its own paths, its own "my FMEA" point and its own plugin. The design-only parts
// (interfaces, P-diagrams, DVP&R and its lines by user, BOM, boundary diagram) stay DFMEA's (MSR adds its own when
// it comes).

/** The DFMEA endpoint of each role of the shared calls. */
export const DFMEA_KIND_ENDPOINTS = {
  createProject: createDfmeaProject,
  listProjects: listDfmeaProjects,
  getProject: getDfmeaProject,
  editProject: editDfmeaProject,
  deleteProject: deleteDfmeaProject,
  changeTeam: batchChangeDfmeaProjectRole,
  net: getDfmeaNet,
  saveElement: saveDfmeaElement,
  moveElement: moveDfmeaElement,
  deleteElement: deleteDfmeaElement,
  listFunctions: listDfmeaFunctions,
  saveFunction: saveDfmeaFunction,
  previewFunctionRemoval: previewDfmeaFunctionRemoval,
  deleteFunction: deleteDfmeaFunction,
  linkFunctions: linkDfmeaFunctions,
  unlinkFunctions: unlinkDfmeaFunctions,
  saveFailureEffect: saveDfmeaFailureEffect,
  saveFailure: saveDfmeaFailure,
  deleteFailure: deleteDfmeaFailure,
  linkFailures: linkDfmeaFailures,
  unlinkFailures: unlinkDfmeaFailures,
  saveChainRisk: saveDfmeaChainRisk,
  formSheet: getDfmeaFormSheet,
  riskDistribution: getDfmeaRiskDistribution,
  resultTables: getDfmeaResultTables,
  exportFormSheet: exportDfmeaFormSheet,
  exportFormSheetPdf: exportDfmeaFormSheetPdf,
  checkFormSheetImport: checkDfmeaFormSheetImport,
  importFormSheet: importDfmeaFormSheet,
  uploadEvidence: uploadDfmeaEvidence,
  listEvidence: listDfmeaEvidence,
  downloadEvidence: downloadDfmeaEvidence,
  deleteEvidence: deleteDfmeaEvidence,
  listActions: listDfmeaActions,
  saveAction: saveDfmeaAction,
  deleteAction: deleteDfmeaAction,
  saveRatingsAfter: saveDfmeaRatingsAfter,
  failureMatrix: getDfmeaFailureMatrix,
  analysisCheck: getDfmeaFailureAnalysisCheck,
  optimizationWorkList: getDfmeaOptimizationWorkList,
  createVersion: createDfmeaResultsVersion,
  createVersionAsAdmin: createDfmeaResultsVersionAsAdmin,
  listVersions: listDfmeaResultsVersions,
  getVersion: getDfmeaResultsVersion,
  compareVersions: compareDfmeaResultsVersions,
  submitTask: submitDfmeaTask,
  listAuditTasks: listDfmeaAuditTasks,
  sevenSteps: getDfmeaSevenSteps,
  batchChangeNodeTime: batchChangeDfmeaNodeTime,
  projectPlan: getDfmeaProjectInfoTime,
} as const;

/**
 * The form sheet's file calls: a kind has them once its layout exists (form-sheet-layout.ts on the server: the
 * DFMEA's and the PFMEA's so far).
 */
const FORM_SHEET_FILE_ROLES = [
  'exportFormSheet',
  'exportFormSheetPdf',
  'checkFormSheetImport',
  'importFormSheet',
] as const;
type FormSheetFileRole = (typeof FORM_SHEET_FILE_ROLES)[number];

type AllKindEndpoints = typeof DFMEA_KIND_ENDPOINTS;
export type FmeaKindRole = keyof AllKindEndpoints;
export type FmeaKindEndpoints = Omit<AllKindEndpoints, FormSheetFileRole> &
  Partial<Pick<AllKindEndpoints, FormSheetFileRole>>;

/**
 * The PFMEA's paths. Spec-named (modules spec §7): Project/pFMEAProjectList, pFPermissionsManage/batchChangeProjectRole,
 * pFMEATask/submitTaskToAudit, PFMEATask/AuditTaskList, pFResultsVersion/pFResultsVersion and pFResultsVersionList.
 * The others are ours, in the spec's PFMEA style: the project calls under Project/ (as pFMEAProjectList), the rest
 * under the DFMEA service's name with the pF prefix the spec gives pFResultsVersion and pFPermissionsManage.
 */
const PFMEA_PATHS: Partial<Record<FmeaKindRole, string>> = {
  createProject: 'Project/createPFMEAProject',
  listProjects: 'Project/pFMEAProjectList',
  getProject: 'Project/pFMEAProject',
  editProject: 'Project/editPFMEAProject',
  deleteProject: 'Project/deletePFMEAProject',
  changeTeam: 'pFPermissionsManage/batchChangeProjectRole',
  net: 'Project/pFMEANet',
  saveElement: 'pFPartsRelation/OrEditPartsRelation',
  moveElement: 'pFPartsRelation/MovePartsRelation',
  deleteElement: 'pFPartsRelation/DelPartsRelation',
  listFunctions: 'pFFunctionRelationAppServices/FunctionList',
  saveFunction: 'pFFunctionRelationAppServices/OrEditFunction',
  previewFunctionRemoval: 'pFFunctionRelationAppServices/FunctionRemoval',
  deleteFunction: 'pFFunctionRelationAppServices/DelFunction',
  linkFunctions: 'pFFunctionalFailureMatrix/FunctionalRelation',
  unlinkFunctions: 'pFFunctionalFailureMatrix/DelFunctionalRelation',
  saveFailureEffect: 'pFFailureEffect/OrEditFailureEffect',
  saveFailure: 'pFFailureMode/EditFailure',
  deleteFailure: 'pFFailureMode/DelFailure',
  linkFailures: 'pFFunctionalFailureMatrix/FailureRelation',
  unlinkFailures: 'pFFunctionalFailureMatrix/DelFailureRelation',
  saveChainRisk: 'pFRelationMeasure/OrEditRelationMeasure',
  formSheet: 'pFFailureMode/RiskAnalysisInfo',
  riskDistribution: 'pFFailureMode/AP_S_RPNDistribution',
  resultTables: 'pFFailureMode/PFMEAResultTables',
  exportFormSheet: 'pFFailureMode/ExportRiskAnalysis',
  exportFormSheetPdf: 'pFFailureMode/ExportRiskAnalysisPdf',
  checkFormSheetImport: 'Project/checkImportPFMEAFormSheet',
  importFormSheet: 'Project/importPFMEAFormSheet',
  uploadEvidence: 'pFFailureMode/UploadAttachmentAndRemark',
  listEvidence: 'pFFailureMode/AttachmentList',
  downloadEvidence: 'pFFailureMode/DownloadAttachment',
  deleteEvidence: 'pFFailureMode/DelAttachment',
  listActions: 'pFOptimizations/OptimizationInfoList',
  saveAction: 'pFOptimizations/EditEditOptimization',
  deleteAction: 'pFOptimizations/DelOptimization',
  saveRatingsAfter: 'pFOptimizations/CurrentMeasures',
  failureMatrix: 'pFFailureMode/FailureModelMatrix_X_Y',
  analysisCheck: 'pFFailureMode/FailureAnalyse',
  optimizationWorkList: 'pFFailureMode/Optimization',
  createVersion: 'pFResultsVersion/pFResultsVersion',
  createVersionAsAdmin: 'pFResultsVersion/AdminPFResultsVersion',
  listVersions: 'pFResultsVersion/pFResultsVersionList',
  getVersion: 'pFResultsVersion/pFResultsVersion',
  compareVersions: 'pFResultsVersion/ComparePFResultsVersion',
  submitTask: 'pFMEATask/submitTaskToAudit',
  listAuditTasks: 'PFMEATask/AuditTaskList',
  sevenSteps: 'pFProjectNodeTime/sevenStepsList',
  batchChangeNodeTime: 'pFProjectNodeTime/batchChangeNodeTime',
  projectPlan: 'pFProjectNodeTime/projectInfoTime',
};

/**
 * The FMEA-MSR's paths. Spec-named (modules spec §7, letter for letter): MSRProject/fMEAMSRProjectList,
 * mSRPermissionsManage/batchChangeProjectRole, MSRPartsRelation/MSRPartsRelationList and OrEditMSRPartsRelation,
 * MSRFunctionRelation/OrEditMSRFunctionRelation, MSRFailureEffect/OrEditMSRFailureEffect, MSRFailureMode/EditFailure,
 * MSRRelationMeasure/OrEditMSRRelationMeasure, MSRFailureMode/RiskAnalysisInfo, AP_S_RPNDistribution,
 * FMEAMSRResultTables, Optimization and MSRUploadAttachmentAndRemark, MSROptimizations/OptimizationInfoList,
 * EditEditMSROptimization, MSRCurrentMeasures and DelMSROptimization, MSRResultsVersion/MSRResultsVersion and
 * MSRResultsVersionList, mSRTask/submitTaskToAudit, MSRTask/AuditTaskList. Nearest roles where the spec's call has
 * another shape: MSRPartsRelationList is the project's net (as the DFMEA's dFMEANet: the structure with everything
 * on it), RiskAnalysisInfo and MSRCurrentMeasures take the project and chain in the query / body rather than a path
 * id ({relationId}, {optimizationId}), as the DFMEA's twins do; OptimizationInfoList takes projectId (and a chain)
 * rather than {partRelationId}. The others are ours, MSR-prefixed in the spec's style. The form sheet's import
 * paths exist but refuse (9999): the MSR .xlsx layout is written, not read back.
 */
const MSR_PATHS: Partial<Record<FmeaKindRole, string>> = {
  createProject: 'MSRProject/createFMEAMSRProject',
  listProjects: 'MSRProject/fMEAMSRProjectList',
  getProject: 'MSRProject/fMEAMSRProject',
  editProject: 'MSRProject/editFMEAMSRProject',
  deleteProject: 'MSRProject/deleteFMEAMSRProject',
  changeTeam: 'mSRPermissionsManage/batchChangeProjectRole',
  net: 'MSRPartsRelation/MSRPartsRelationList',
  saveElement: 'MSRPartsRelation/OrEditMSRPartsRelation',
  moveElement: 'MSRPartsRelation/MoveMSRPartsRelation',
  deleteElement: 'MSRPartsRelation/DelMSRPartsRelation',
  listFunctions: 'MSRFunctionRelation/MSRFunctionList',
  saveFunction: 'MSRFunctionRelation/OrEditMSRFunctionRelation',
  previewFunctionRemoval: 'MSRFunctionRelation/MSRFunctionRemoval',
  deleteFunction: 'MSRFunctionRelation/DelMSRFunctionRelation',
  linkFunctions: 'MSRFunctionalFailureMatrix/FunctionalRelation',
  unlinkFunctions: 'MSRFunctionalFailureMatrix/DelFunctionalRelation',
  saveFailureEffect: 'MSRFailureEffect/OrEditMSRFailureEffect',
  saveFailure: 'MSRFailureMode/EditFailure',
  deleteFailure: 'MSRFailureMode/DelFailure',
  linkFailures: 'MSRFunctionalFailureMatrix/FailureRelation',
  unlinkFailures: 'MSRFunctionalFailureMatrix/DelFailureRelation',
  saveChainRisk: 'MSRRelationMeasure/OrEditMSRRelationMeasure',
  formSheet: 'MSRFailureMode/RiskAnalysisInfo',
  riskDistribution: 'MSRFailureMode/AP_S_RPNDistribution',
  resultTables: 'MSRFailureMode/FMEAMSRResultTables',
  exportFormSheet: 'MSRFailureMode/ExportMSRRiskAnalysis',
  exportFormSheetPdf: 'MSRFailureMode/ExportMSRRiskAnalysisPdf',
  checkFormSheetImport: 'MSRProject/checkImportFMEAMSRFormSheet',
  importFormSheet: 'MSRProject/importFMEAMSRFormSheet',
  uploadEvidence: 'MSRFailureMode/MSRUploadAttachmentAndRemark',
  listEvidence: 'MSRFailureMode/MSRAttachmentList',
  downloadEvidence: 'MSRFailureMode/MSRDownloadAttachment',
  deleteEvidence: 'MSRFailureMode/MSRDelAttachment',
  listActions: 'MSROptimizations/OptimizationInfoList',
  saveAction: 'MSROptimizations/EditEditMSROptimization',
  deleteAction: 'MSROptimizations/DelMSROptimization',
  saveRatingsAfter: 'MSROptimizations/MSRCurrentMeasures',
  failureMatrix: 'MSRFailureMode/FailureModelMatrix_X_Y',
  analysisCheck: 'MSRFailureMode/FailureAnalyse',
  optimizationWorkList: 'MSRFailureMode/Optimization',
  createVersion: 'MSRResultsVersion/MSRResultsVersion',
  createVersionAsAdmin: 'MSRResultsVersion/AdminMSRResultsVersion',
  listVersions: 'MSRResultsVersion/MSRResultsVersionList',
  getVersion: 'MSRResultsVersion/MSRResultsVersion',
  compareVersions: 'MSRResultsVersion/CompareMSRResultsVersion',
  submitTask: 'mSRTask/submitTaskToAudit',
  listAuditTasks: 'MSRTask/AuditTaskList',
  sevenSteps: 'mSRProjectNodeTime/sevenStepsList',
  batchChangeNodeTime: 'mSRProjectNodeTime/batchChangeNodeTime',
  projectPlan: 'mSRProjectNodeTime/projectInfoTime',
};

/** The structure element of a PFMEA: process item, process step (station number), 4M work element. */
export const SaveProcessElementBody = SaveElementBody.extend({
  type: z.enum(PROCESS_ELEMENT_TYPES, '结构元素类型须为 processItem、processStep 或 workElement'),
  workElementCategory: z
    .enum(WORK_ELEMENT_CATEGORIES, '4M 类别须为 man、machine、material、environment、method 或 measurement')
    .nullable()
    .default(null),
}).refine((body) => body.type !== 'workElement' || body.workElementCategory !== null, {
  message: '过程工作要素须选择 4M 类别',
  path: ['workElementCategory'],
});

const KIND_LABEL: Record<FmeaKind, string> = { 0: 'DFMEA', 1: 'PFMEA', 2: 'FMEA-MSR' };
const KIND_NAME: Record<FmeaKind, string> = { 0: 'Dfmea', 1: 'Pfmea', 2: 'Msr' };

/**
 * The shared calls of `kind` (the form sheet's file calls only where `paths` has them): the DFMEA's declarations with the kind's path, name, "my FMEA" point (same action)
 * and plugin, and the kind's request schema where it differs (`bodies`).
 */
function deriveKindEndpoints(
  kind: FmeaKind,
  paths: Partial<Record<FmeaKindRole, string>>,
  bodies: Partial<Record<FmeaKindRole, z.ZodType>> = {},
): FmeaKindEndpoints {
  const derived: Record<string, EndpointDefinition> = {};
  for (const [role, endpoint] of Object.entries(DFMEA_KIND_ENDPOINTS) as Array<[FmeaKindRole, EndpointDefinition]>) {
    const path = paths[role];
    if (!path) {
      if ((FORM_SHEET_FILE_ROLES as readonly string[]).includes(role)) continue;
      throw new Error(`${KIND_LABEL[kind]} has no path for ${role}`);
    }
    const { access } = endpoint;
    const point = FMEA_KIND_POINT[kind] as unknown as Partial<Record<string, PermissionRequirement>>;
    const kindAccess = typeof access === 'object' ? point[access.action] : undefined;
    if (!kindAccess) throw new Error(`${endpoint.name}: an FMEA call needs its kind's point`);
    derived[role] = {
      ...endpoint,
      name: endpoint.name.replace('Dfmea', KIND_NAME[kind]),
      path: `/api/app/${path}`,
      summary: endpoint.summary.replaceAll('DFMEA', KIND_LABEL[kind]),
      access: kindAccess,
      plugin: FMEA_KIND_PLUGIN[kind],
      body: bodies[role] ?? endpoint.body,
    };
  }
  return derived as unknown as FmeaKindEndpoints;
}

export const PFMEA_KIND_ENDPOINTS = /*#__PURE__*/ deriveKindEndpoints(FMEA_KINDS.pfmea, PFMEA_PATHS, {
  saveElement: SaveProcessElementBody,
});

/**
 * The FMEA-MSR's shared calls: the product structure as the DFMEA's; step 5 and 6 bodies with MSR's fields (F, M,
 * system response, mitigated effect and severity; actions prevention / monitoring / system response).
 */
export const MSR_KIND_ENDPOINTS = /*#__PURE__*/ deriveKindEndpoints(FMEA_KINDS.msr, MSR_PATHS, {
  saveChainRisk: SaveMsrChainRiskBody,
  saveAction: SaveMsrActionBody,
  saveRatingsAfter: SaveMsrRatingsAfterBody,
});

/** The shared calls of each kind. */
export const FMEA_KIND_ENDPOINTS: Partial<Record<FmeaKind, FmeaKindEndpoints>> = {
  [FMEA_KINDS.dfmea]: DFMEA_KIND_ENDPOINTS,
  [FMEA_KINDS.pfmea]: PFMEA_KIND_ENDPOINTS,
  [FMEA_KINDS.msr]: MSR_KIND_ENDPOINTS,
};

export function fmeaKindEndpoints(kind: FmeaKind): FmeaKindEndpoints {
  const endpoints = FMEA_KIND_ENDPOINTS[kind];
  if (!endpoints) throw new Error(`FMEA kind ${kind} has no endpoints yet`);
  return endpoints;
}
