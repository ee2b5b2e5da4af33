import {
  AP_TABLE_VERSION,
  AP_TABLES,
  batchChangeDfmeaProjectRole,
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
  editDfmeaProject,
  exportDfmeaFormSheet,
  exportDfmeaFormSheetPdf,
  FMEA_KINDS,
  functionLibraryPageByPChart,
  getApStandard,
  getDfmeaFormSheet,
  getDfmeaNet,
  getDfmeaOrganizationTree,
  getDfmeaProject,
  getDfmeaResultsVersion,
  getDfmeaResultTables,
  getDfmeaRiskDistribution,
  influencingFactorList,
  linkDfmeaFailures,
  linkDfmeaFunctions,
  listDfmeaActions,
  listDfmeaDvp,
  listDfmeaEvidence,
  listDfmeaFunctions,
  listDfmeaPDiagrams,
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
  unlinkDfmeaFailures,
  unlinkDfmeaFunctions,
  uploadDfmeaEvidence,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as actions from './actions.service';
import { registerDfmeaBomBoundaryRoutes } from './bom-boundary.routes';
import * as dvp from './dvp.service';
import * as elements from './elements.service';
import * as evidence from './evidence.service';
import * as failures from './failures.service';
import { exportFormSheet, exportFormSheetPdf } from './form-sheet/form-sheet.service';
import * as functions from './functions.service';
import * as interfaces from './interfaces.service';
import { NetAnswerCache } from './net-answer-cache';
import { teamOrganizationTree } from './organization-tree.service';
import * as pChartLibrary from './pchart-library.service';
import * as projectList from './project-list.service';
import { fmeaPresenceAuthorizer } from './project-presence';
import * as projects from './projects.service';
import * as risks from './risks.service';
import { registerFmeaTaskRoutes } from './tasks.routes';
import * as versions from './versions.service';

// The DFMEA's calls on the kind-generic services; PFMEA and MSR register their own endpoints on the same services
// with their kind.

const AP_STANDARD = { version: AP_TABLE_VERSION, ...AP_TABLES };

export function registerFmeaRoutes(app: FastifyInstance) {
  registerEndpoint(app, getApStandard, async () => AP_STANDARD, { transaction: false, memoizedData: true });
  // Who has a project open: its screens join the project's presence on the realtime hub.
  app.services.realtime.registerPresence('fmea', fmeaPresenceAuthorizer(app.services));
  registerDfmeaRoutes(app);
  registerDfmeaBomBoundaryRoutes(app);
  registerFmeaTaskRoutes(app);
}

function registerDfmeaRoutes(app: FastifyInstance) {
  const kind = FMEA_KINDS.dfmea;
  // Projects
  registerEndpoint(app, createDfmeaProject, ({ body }, ctx) => projects.createProject(ctx, kind, body));
  registerEndpoint(app, listDfmeaProjects, ({ query }, ctx) => projectList.listProjects(ctx, kind, query));
  registerEndpoint(app, getDfmeaProject, ({ query }, ctx) => projects.getProject(ctx, kind, query.id));
  registerEndpoint(app, editDfmeaProject, ({ body }, ctx) => projects.editProject(ctx, kind, body));
  registerEndpoint(app, deleteDfmeaProject, ({ body }, ctx) => projects.deleteProject(ctx, kind, body));
  registerEndpoint(app, batchChangeDfmeaProjectRole, ({ body }, ctx) => projects.changeTeam(ctx, kind, body));
  // The net
  const netAnswers = new NetAnswerCache();
  registerEndpoint(app, getDfmeaNet, ({ query }, ctx) =>
    versions.getNet(ctx, kind, query.projectId, getDfmeaNet, netAnswers),
  );
  registerEndpoint(app, saveDfmeaElement, ({ body }, ctx) => elements.saveElement(ctx, kind, body));
  registerEndpoint(app, moveDfmeaElement, ({ body }, ctx) => elements.moveElement(ctx, kind, body));
  registerEndpoint(app, deleteDfmeaElement, ({ body }, ctx) => elements.deleteElement(ctx, kind, body));
  registerEndpoint(app, saveDfmeaInterface, ({ body }, ctx) => interfaces.saveInterface(ctx, kind, body));
  registerEndpoint(app, deleteDfmeaInterface, ({ body }, ctx) => interfaces.deleteInterface(ctx, kind, body));
  registerEndpoint(app, saveDfmeaPDiagram, ({ body }, ctx) => interfaces.savePDiagram(ctx, kind, body));
  registerEndpoint(app, listDfmeaPDiagrams, ({ query }, ctx) => interfaces.listPDiagrams(ctx, kind, query));
  registerEndpoint(app, influencingFactorList, ({ query }, ctx) =>
    pChartLibrary.influencingFactorList(ctx, kind, query),
  );
  registerEndpoint(app, functionLibraryPageByPChart, ({ query }, ctx) =>
    pChartLibrary.functionLibraryByPChart(ctx, kind, query),
  );
  registerEndpoint(app, listDfmeaFunctions, ({ query }, ctx) => functions.listFunctions(ctx, kind, query));
  registerEndpoint(app, saveDfmeaFunction, ({ body }, ctx) => functions.saveFunction(ctx, kind, body));
  registerEndpoint(app, previewDfmeaFunctionRemoval, ({ query }, ctx) =>
    functions.previewFunctionRemoval(ctx, kind, query),
  );
  registerEndpoint(app, deleteDfmeaFunction, ({ body }, ctx) => functions.deleteFunction(ctx, kind, body));
  registerEndpoint(app, linkDfmeaFunctions, ({ body }, ctx) => functions.linkFunctions(ctx, kind, body));
  registerEndpoint(app, unlinkDfmeaFunctions, ({ body }, ctx) => functions.unlinkFunctions(ctx, kind, body));
  registerEndpoint(app, saveDfmeaFailureEffect, ({ body }, ctx) =>
    failures.saveFailure(ctx, kind, { ...body, type: 'FE' }),
  );
  registerEndpoint(app, saveDfmeaFailure, ({ body }, ctx) =>
    failures.saveFailure(ctx, kind, { ...body, severity: null }),
  );
  registerEndpoint(app, deleteDfmeaFailure, ({ body }, ctx) => failures.deleteFailure(ctx, kind, body));
  registerEndpoint(app, linkDfmeaFailures, ({ body }, ctx) => failures.linkFailures(ctx, kind, body));
  registerEndpoint(app, unlinkDfmeaFailures, ({ body }, ctx) => failures.unlinkFailures(ctx, kind, body));
  // Risk
  registerEndpoint(app, saveDfmeaChainRisk, ({ body }, ctx) => risks.saveChainRisk(ctx, kind, body));
  registerEndpoint(app, getDfmeaFormSheet, ({ query }, ctx) => risks.formSheet(ctx, kind, query.projectId));
  registerEndpoint(app, getDfmeaRiskDistribution, ({ query }, ctx) =>
    risks.riskDistribution(ctx, kind, query.projectId),
  );
  registerEndpoint(app, exportDfmeaFormSheet, ({ query }, ctx) => exportFormSheet(ctx, kind, query.projectId));
  registerEndpoint(app, exportDfmeaFormSheetPdf, ({ query }, ctx) => exportFormSheetPdf(ctx, kind, query.projectId));
  registerEndpoint(app, getDfmeaOrganizationTree, (_input, ctx) => teamOrganizationTree(ctx));
  registerEndpoint(app, uploadDfmeaEvidence, (_input, ctx) => evidence.uploadEvidence(ctx, kind));
  registerEndpoint(app, listDfmeaEvidence, ({ query }, ctx) => evidence.listEvidence(ctx, kind, query));
  registerEndpoint(app, downloadDfmeaEvidence, ({ query }, ctx) => evidence.downloadEvidence(ctx, kind, query));
  registerEndpoint(app, deleteDfmeaEvidence, ({ body }, ctx) => evidence.deleteEvidence(ctx, kind, body));
  registerEndpoint(app, getDfmeaResultTables, ({ query }, ctx) => risks.resultTables(ctx, kind, query.projectId));
  // Optimization and DVP&R
  registerEndpoint(app, listDfmeaActions, ({ query }, ctx) => actions.listActions(ctx, kind, query));
  registerEndpoint(app, saveDfmeaAction, ({ body }, ctx) => actions.saveAction(ctx, kind, body));
  registerEndpoint(app, deleteDfmeaAction, ({ body }, ctx) => actions.deleteAction(ctx, kind, body));
  registerEndpoint(app, saveDfmeaRatingsAfter, ({ body }, ctx) => actions.saveRatingsAfter(ctx, kind, body));
  registerEndpoint(app, saveDfmeaDvp, ({ body }, ctx) => dvp.saveDvp(ctx, kind, body));
  registerEndpoint(app, deleteDfmeaDvp, ({ body }, ctx) => dvp.deleteDvp(ctx, kind, body));
  registerEndpoint(app, listDfmeaDvp, ({ query }, ctx) => dvp.listDvp(ctx, kind, query));
  // Results versions
  registerEndpoint(app, createDfmeaResultsVersion, ({ body }, ctx) => versions.createVersion(ctx, kind, body));
  registerEndpoint(app, listDfmeaResultsVersions, ({ query }, ctx) =>
    versions.listVersions(ctx, kind, query.projectId),
  );
  registerEndpoint(app, getDfmeaResultsVersion, ({ query }, ctx) => versions.getVersion(ctx, kind, query.id));
  registerEndpoint(app, compareDfmeaResultsVersions, ({ query }, ctx) => versions.compareVersions(ctx, kind, query));
}
