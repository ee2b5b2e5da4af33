/** The kinds, categories, steps and states of an FMEA project (modules spec §3, §4). */

/** Project kind (spec §3 "type"): 0 DFMEA, 1 PFMEA, 2 FMEA-MSR. */
export const FMEA_KINDS = { dfmea: 0, pfmea: 1, msr: 2 } as const;
export type FmeaKind = (typeof FMEA_KINDS)[keyof typeof FMEA_KINDS];
export const FMEA_KIND_VALUES = [0, 1, 2] as const;

/** The plugin of each kind (spec §1): DFMEA 1003, PFMEA 1005, MSR 1004; also the task entity type codes (§4). */
export const FMEA_KIND_PLUGIN: Record<FmeaKind, number> = { 0: 1003, 1: 1005, 2: 1004 };

/** The detail route of a project of each kind (spec §3: ProjectInfo 0, ProjectPFMEA 1, ProjectFMEAMSR otherwise). */
export const FMEA_PROJECT_ROUTE: Record<FmeaKind, string> = {
  0: '/projectInfo',
  1: '/ProjectPFMEA',
  2: '/ProjectFMEAMSR',
};

/** Project category (spec §4 "FMEA overview type codes"): 1 base, 2 project, 3 family. */
export const FMEA_CATEGORIES = { base: 1, project: 2, family: 3 } as const;
export type FmeaCategory = (typeof FMEA_CATEGORIES)[keyof typeof FMEA_CATEGORIES];
export const FMEA_CATEGORY_VALUES = [1, 2, 3] as const;

/**
 * Progress stages 0–7 (spec §4): 0 no data, then the seven steps. PFMEA calls step 2 process analysis. The bar is
 * green from 6.
 */
export const FMEA_STEPS = 7;
export const FMEA_PROGRESS_GREEN_FROM = 6;

/** The status tag of a project (spec §4): from workFlowStatus and projectStatus; other pairs show none. */
export type FmeaStatusTag = 'inProgress' | 'cancelled' | 'cancelling';
export function fmeaStatusTag(workFlowStatus: number, projectStatus: number): FmeaStatusTag | null {
  if (workFlowStatus === 0 && projectStatus === 0) return 'inProgress';
  if (workFlowStatus === 0 && projectStatus === 1) return 'cancelled';
  if (workFlowStatus === 1 && projectStatus === 1) return 'cancelling';
  return null;
}

/**
 * The task nodes of a DFMEA (spec §4, ids 10032 to 100313), in order. Each node is a task of the project's flow,
 * assigned to a team member with a due date, and a screen of /projectInfo/{id}.
 */
export const DFMEA_TASK_NODES = [
  { id: 10032, key: 'bom', step: 2 },
  { id: 10033, key: 'structureTree', step: 2 },
  { id: 10034, key: 'boundaryDiagram', step: 2 },
  { id: 10035, key: 'pDiagram', step: 3 },
  { id: 10036, key: 'interfaceAnalysis', step: 2 },
  { id: 10037, key: 'functionList', step: 3 },
  { id: 10038, key: 'functionFailureMatrix', step: 4 },
  { id: 10039, key: 'failureAnalysis', step: 4 },
  { id: 100310, key: 'riskAnalysis', step: 5 },
  { id: 100311, key: 'optimization', step: 6 },
  { id: 100312, key: 'dvpr', step: 6 },
  { id: 100313, key: 'results', step: 7 },
] as const;
export type DfmeaTaskNodeKey = (typeof DFMEA_TASK_NODES)[number]['key'];

/**
 * The task nodes of a PFMEA (spec §4, ids 10052 to 100510), in order: the process flow diagram and the structure
 * tree (step 2, process analysis), the function list with product and process characteristics, the characteristic–
 * failure matrix and failure analysis, risk analysis, optimization, the control plan, results.
 */
export const PFMEA_TASK_NODES = [
  { id: 10052, key: 'processFlow', step: 2 },
  { id: 10053, key: 'structureTree', step: 2 },
  { id: 10054, key: 'functionList', step: 3 },
  { id: 10055, key: 'characteristicFailureMatrix', step: 4 },
  { id: 10056, key: 'failureAnalysis', step: 4 },
  { id: 10057, key: 'riskAnalysis', step: 5 },
  { id: 10058, key: 'optimization', step: 6 },
  { id: 10059, key: 'controlPlan', step: 6 },
  { id: 100510, key: 'results', step: 7 },
] as const;
export type PfmeaTaskNodeKey = (typeof PFMEA_TASK_NODES)[number]['key'];

/**
 * The task nodes of an FMEA-MSR (spec §4, ids 10042 to 1004111), in order: steps 1–4 are the DFMEA's (bill of
 * materials, structure tree, boundary diagram, interface analysis, function list, function–failure matrix, failure
 * analysis; no P-diagram), then MSR risk analysis, MSR optimization (no DVP&R) and results. The ids follow the
 * DFMEA's pattern (1004 + 2…10) except the last, which is the spec's 1004111 letter for letter.
 */
export const MSR_TASK_NODES = [
  { id: 10042, key: 'bom', step: 2 },
  { id: 10043, key: 'structureTree', step: 2 },
  { id: 10044, key: 'boundaryDiagram', step: 2 },
  { id: 10045, key: 'interfaceAnalysis', step: 2 },
  { id: 10046, key: 'functionList', step: 3 },
  { id: 10047, key: 'functionFailureMatrix', step: 4 },
  { id: 10048, key: 'failureAnalysis', step: 4 },
  { id: 10049, key: 'riskAnalysis', step: 5 },
  { id: 100410, key: 'optimization', step: 6 },
  { id: 1004111, key: 'results', step: 7 },
] as const;
export type MsrTaskNodeKey = (typeof MSR_TASK_NODES)[number]['key'];

/** The task nodes of each kind, in order. A project of the kind has one task per node. */
export const FMEA_TASK_NODES: Record<FmeaKind, ReadonlyArray<{ id: number; key: string; step: number }>> = {
  0: DFMEA_TASK_NODES,
  1: PFMEA_TASK_NODES,
  2: MSR_TASK_NODES,
};

/**
 * Task auditStatus (spec §4): 1 pending, 2 under audit, 3 rejected; a task can be submitted at 1 or 3 (§5). The spec
 * has no value for a task whose audit was approved: ours is 4 approved (done), which cannot be submitted again.
 */
export const TASK_AUDIT_STATUS = { pending: 1, underAudit: 2, rejected: 3, approved: 4 } as const;
export type TaskAuditStatus = (typeof TASK_AUDIT_STATUS)[keyof typeof TASK_AUDIT_STATUS];
export const TASK_AUDIT_STATUS_VALUES = [1, 2, 3, 4] as const;
export function canSubmitTask(auditStatus: number): boolean {
  return auditStatus === TASK_AUDIT_STATUS.pending || auditStatus === TASK_AUDIT_STATUS.rejected;
}

/** A task still to be done (not approved) whose planned end lies before `today` (both yyyy-MM-dd). */
export function isTaskOverdue(task: { auditStatus: number; endTime: string | null }, today: string): boolean {
  return task.auditStatus !== TASK_AUDIT_STATUS.approved && task.endTime !== null && task.endTime < today;
}
