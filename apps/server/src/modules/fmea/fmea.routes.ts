import {
  AP_TABLE_VERSION,
  AP_TABLES,
  deleteDfmeaDvp,
  deleteDfmeaInterface,
  FMEA_KINDS,
  type FmeaKind,
  type FmeaKindEndpoints,
  fmeaKindEndpoints,
  functionLibraryPageByPChart,
  getApStandard,
  getDfmeaOrganizationTree,
  influencingFactorList,
  listDfmeaDvp,
  listDfmeaDvpByUser,
  listDfmeaPDiagrams,
  saveDfmeaDvp,
  saveDfmeaInterface,
  saveDfmeaPDiagram,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as actions from './actions.service';
import * as analysis from './analysis.service';
import { registerDfmeaBomBoundaryRoutes, registerMsrDesignRoutes } from './bom-boundary.routes';
import { registerControlPlanRoutes } from './control-plan/control-plan.routes';
import * as dvp from './dvp.service';
import * as elements from './elements.service';
import * as evidence from './evidence.service';
import * as failures from './failures.service';
import {
  checkFormSheetImport,
  exportFormSheet,
  exportFormSheetPdf,
  importFormSheet,
} from './form-sheet/form-sheet.service';
import * as functions from './functions.service';
import * as interfaces from './interfaces.service';
import { NetAnswerCache } from './net-answer-cache';
import { teamOrganizationTree } from './organization-tree.service';
import * as pChartLibrary from './pchart-library.service';
import { registerPfmeaLinkRoutes } from './pfmea-links.routes';
import * as projectList from './project-list.service';
import { fmeaPresenceAuthorizer } from './project-presence';
import * as projects from './projects.service';
import * as risks from './risks.service';
import { hookTaskAudits, submitTask } from './task-audit';
import * as tasks from './tasks.service';
import * as versions from './versions.service';
import * as workLists from './work-lists.service';

// The FMEA calls on the kind-generic services: each kind's shared calls (contracts/fmea-kind-endpoints.ts) under its
// own paths, and the DFMEA's design-only ones.

const AP_STANDARD = { version: AP_TABLE_VERSION, ...AP_TABLES };

export function registerFmeaRoutes(app: FastifyInstance) {
  registerEndpoint(app, getApStandard, async () => AP_STANDARD, { transaction: false, memoizedData: true });
  // Who has a project open: its screens join the project's presence on the realtime hub.
  app.services.realtime.registerPresence('fmea', fmeaPresenceAuthorizer(app.services));
  for (const kind of [FMEA_KINDS.dfmea, FMEA_KINDS.pfmea, FMEA_KINDS.msr])
    registerKindRoutes(app, kind, fmeaKindEndpoints(kind));
  registerDesignRoutes(app);
  registerDfmeaBomBoundaryRoutes(app);
  registerMsrDesignRoutes(app);
  registerPfmeaLinkRoutes(app);
  registerControlPlanRoutes(app);
  hookTaskAudits(app);
}

/** The calls every kind makes on the one model, under the kind's own paths and point. */
function registerKindRoutes(app: FastifyInstance, kind: FmeaKind, e: FmeaKindEndpoints) {
  // Projects
  registerEndpoint(app, e.createProject, ({ body }, ctx) => projects.createProject(ctx, kind, body));
  registerEndpoint(app, e.listProjects, ({ query }, ctx) => projectList.listProjects(ctx, kind, query));
  registerEndpoint(app, e.getProject, ({ query }, ctx) => projects.getProject(ctx, kind, query.id));
  registerEndpoint(app, e.editProject, ({ body }, ctx) => projects.editProject(ctx, kind, body));
  registerEndpoint(app, e.deleteProject, ({ body }, ctx) => projects.deleteProject(ctx, kind, body));
  registerEndpoint(app, e.changeTeam, ({ body }, ctx) => projects.changeTeam(ctx, kind, body));
  // The net
  const netAnswers = new NetAnswerCache();
  registerEndpoint(app, e.net, ({ query }, ctx) => versions.getNet(ctx, kind, query.projectId, e.net, netAnswers));
  registerEndpoint(app, e.saveElement, ({ body }, ctx) => elements.saveElement(ctx, kind, body));
  registerEndpoint(app, e.moveElement, ({ body }, ctx) => elements.moveElement(ctx, kind, body));
  registerEndpoint(app, e.deleteElement, ({ body }, ctx) => elements.deleteElement(ctx, kind, body));
  registerEndpoint(app, e.listFunctions, ({ query }, ctx) => functions.listFunctions(ctx, kind, query));
  registerEndpoint(app, e.saveFunction, ({ body }, ctx) => functions.saveFunction(ctx, kind, body));
  registerEndpoint(app, e.previewFunctionRemoval, ({ query }, ctx) =>
    functions.previewFunctionRemoval(ctx, kind, query),
  );
  registerEndpoint(app, e.deleteFunction, ({ body }, ctx) => functions.deleteFunction(ctx, kind, body));
  registerEndpoint(app, e.linkFunctions, ({ body }, ctx) => functions.linkFunctions(ctx, kind, body));
  registerEndpoint(app, e.unlinkFunctions, ({ body }, ctx) => functions.unlinkFunctions(ctx, kind, body));
  registerEndpoint(app, e.saveFailureEffect, ({ body }, ctx) =>
    failures.saveFailure(ctx, kind, { ...body, type: 'FE' }),
  );
  registerEndpoint(app, e.saveFailure, ({ body }, ctx) => failures.saveFailure(ctx, kind, { ...body, severity: null }));
  registerEndpoint(app, e.deleteFailure, ({ body }, ctx) => failures.deleteFailure(ctx, kind, body));
  registerEndpoint(app, e.linkFailures, ({ body }, ctx) => failures.linkFailures(ctx, kind, body));
  registerEndpoint(app, e.unlinkFailures, ({ body }, ctx) => failures.unlinkFailures(ctx, kind, body));
  // Risk
  registerEndpoint(app, e.saveChainRisk, ({ body }, ctx) => risks.saveChainRisk(ctx, kind, body));
  registerEndpoint(app, e.formSheet, ({ query }, ctx) => risks.formSheet(ctx, kind, query.projectId));
  registerEndpoint(app, e.riskDistribution, ({ query }, ctx) => risks.riskDistribution(ctx, kind, query.projectId));
  if (e.exportFormSheet)
    registerEndpoint(app, e.exportFormSheet, ({ query }, ctx) => exportFormSheet(ctx, kind, query.projectId));
  if (e.exportFormSheetPdf)
    registerEndpoint(app, e.exportFormSheetPdf, ({ query }, ctx) => exportFormSheetPdf(ctx, kind, query.projectId));
  registerEndpoint(app, e.uploadEvidence, (_input, ctx) => evidence.uploadEvidence(ctx, kind));
  registerEndpoint(app, e.listEvidence, ({ query }, ctx) => evidence.listEvidence(ctx, kind, query));
  registerEndpoint(app, e.downloadEvidence, ({ query }, ctx) => evidence.downloadEvidence(ctx, kind, query));
  registerEndpoint(app, e.deleteEvidence, ({ body }, ctx) => evidence.deleteEvidence(ctx, kind, body));
  registerEndpoint(app, e.resultTables, ({ query }, ctx) => risks.resultTables(ctx, kind, query.projectId));
  // Optimization and DVP&R
  registerEndpoint(app, e.listActions, ({ query }, ctx) => actions.listActions(ctx, kind, query));
  registerEndpoint(app, e.saveAction, ({ body }, ctx) => actions.saveAction(ctx, kind, body));
  registerEndpoint(app, e.deleteAction, ({ body }, ctx) => actions.deleteAction(ctx, kind, body));
  registerEndpoint(app, e.saveRatingsAfter, ({ body }, ctx) => actions.saveRatingsAfter(ctx, kind, body));
  // Views over the whole analysis: the failure matrix, the completeness check, step 6's work list
  registerEndpoint(app, e.failureMatrix, ({ query }, ctx) => analysis.failureMatrixOf(ctx, kind, query));
  registerEndpoint(app, e.analysisCheck, ({ query }, ctx) => analysis.failureAnalysisCheck(ctx, kind, query.projectId));
  registerEndpoint(app, e.optimizationWorkList, ({ body }, ctx) => workLists.optimizationWorkList(ctx, kind, body));
  // Results versions
  registerEndpoint(app, e.createVersion, ({ body }, ctx) => versions.createVersion(ctx, kind, body));
  registerEndpoint(app, e.createVersionAsAdmin, ({ body }, ctx) => versions.createVersionAsAdmin(ctx, kind, body));
  registerEndpoint(app, e.listVersions, ({ query }, ctx) => versions.listVersions(ctx, kind, query.projectId));
  registerEndpoint(app, e.getVersion, ({ query }, ctx) => versions.getVersion(ctx, kind, query.id));
  // The form sheet's import (its export is with the risk calls)
  if (e.checkFormSheetImport)
    registerEndpoint(app, e.checkFormSheetImport, ({ body }, ctx) => checkFormSheetImport(ctx, kind, body));
  if (e.importFormSheet) registerEndpoint(app, e.importFormSheet, ({ body }, ctx) => importFormSheet(ctx, kind, body));
  // The task flow
  registerEndpoint(app, e.submitTask, ({ body }, ctx) => submitTask(ctx, kind, body.id));
  registerEndpoint(app, e.listAuditTasks, ({ body }, ctx) => tasks.listAuditTasks(ctx, kind, body));
  registerEndpoint(app, e.sevenSteps, ({ query }, ctx) => tasks.sevenSteps(ctx, kind, query.projectId));
  registerEndpoint(app, e.batchChangeNodeTime, ({ body }, ctx) => tasks.batchChangeNodeTime(ctx, kind, body));
  registerEndpoint(app, e.projectPlan, ({ query }, ctx) => tasks.projectPlan(ctx, kind, query.projectId));
  registerEndpoint(app, e.compareVersions, ({ query }, ctx) => versions.compareVersions(ctx, kind, query));
}

/**
 * The DFMEA's design-only calls: interfaces, P-diagrams with their factor and function pickers, DVP&R and its lines
 * by responsible user; and the team picker's organization tree.
 */
function registerDesignRoutes(app: FastifyInstance) {
  const kind = FMEA_KINDS.dfmea;
  registerEndpoint(app, saveDfmeaInterface, ({ body }, ctx) => interfaces.saveInterface(ctx, kind, body));
  registerEndpoint(app, deleteDfmeaInterface, ({ body }, ctx) => interfaces.deleteInterface(ctx, kind, body));
  registerEndpoint(app, saveDfmeaPDiagram, ({ body }, ctx) => interfaces.savePDiagram(ctx, kind, body));
  registerEndpoint(app, listDfmeaPDiagrams, ({ query }, ctx) => interfaces.listPDiagrams(ctx, kind, query));
  registerEndpoint(app, getDfmeaOrganizationTree, (_input, ctx) => teamOrganizationTree(ctx));
  registerEndpoint(app, saveDfmeaDvp, ({ body }, ctx) => dvp.saveDvp(ctx, kind, body));
  registerEndpoint(app, deleteDfmeaDvp, ({ body }, ctx) => dvp.deleteDvp(ctx, kind, body));
  registerEndpoint(app, listDfmeaDvp, ({ query }, ctx) => dvp.listDvp(ctx, kind, query));
  registerEndpoint(app, listDfmeaDvpByUser, ({ query }, ctx) => workLists.dvpLinesByUser(ctx, kind, query));
  registerEndpoint(app, influencingFactorList, ({ query }, ctx) =>
    pChartLibrary.influencingFactorList(ctx, kind, query),
  );
  registerEndpoint(app, functionLibraryPageByPChart, ({ query }, ctx) =>
    pChartLibrary.functionLibraryByPChart(ctx, kind, query),
  );
}
