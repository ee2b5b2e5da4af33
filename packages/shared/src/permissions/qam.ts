import { definePermissions } from './define';

const ROOT = 'QAMManager';
const CRUD = ['add', 'delete', 'edit', 'query', 'get'] as const;
const PLAN = ['delete', 'edit', 'query', 'get', 'export'] as const;

/** Quality system audits, management review and standard terms (modules spec §6: QAMManager.*). */
export const qamPermissions = definePermissions({
  QAMManager: { key: ROOT, name: '体系审核', type: 0, actions: ['query'] },
  // /qam-my-task, /taskConfirm, /taskDoing, /qam-audit-form, /qam-mark-done.
  MyTaskList: {
    key: 'QAMManager.MyTaskList',
    name: '我的任务',
    type: 0,
    parent: ROOT,
    actions: ['edit', 'query', 'get'],
  },
  // /standardTermsList, /addStandardTerms, /termsAndDepartmentsPage.
  StandardTerms: {
    key: 'QAMManager.StandardTerms',
    name: '标准条款',
    type: 0,
    parent: ROOT,
    actions: [...CRUD, 'import', 'export'],
  },
  // /searchInternalAuditor, /createInternalAuditor, /checkInternalAuditor, /editinternalauditor.
  InternalAuditor: {
    key: 'QAMManager.InternalAuditor',
    name: '内审员管理',
    type: 0,
    parent: ROOT,
    actions: [...CRUD, 'enable', 'disable', 'export'],
  },
  // /clauseIssuesList and its pages.
  TermsQuestion: {
    key: 'QAMManager.TermsQuestion',
    name: '条款问题',
    type: 0,
    parent: ROOT,
    actions: [...CRUD, 'export'],
  },
  // /qam-annual-plan-list, /qam-annual-plan-details, /qam-planaudit-form.
  AnnualPlan: { key: 'QAMManager.AnnualPlan', name: '年度审核计划', type: 0, parent: ROOT, actions: PLAN },
  // /qam-init-plan.
  StartAnnualPlan: {
    key: 'QAMManager.StartAnnualPlan',
    name: '发起年度审核计划',
    type: 1,
    parent: 'QAMManager.AnnualPlan',
    actions: ['add'],
  },
  // /externalAudit, /qam-external-Audit-plan-list, /qam-external-Audit-plan-details.
  ExternalAuditPlan: {
    key: 'QAMManager.ExternalAuditPlan',
    name: '外部审核计划',
    type: 0,
    parent: ROOT,
    actions: PLAN,
  },
  StartExternalAuditPlan: {
    key: 'QAMManager.StartExternalAuditPlan',
    name: '发起外部审核',
    type: 1,
    parent: 'QAMManager.ExternalAuditPlan',
    actions: ['add'],
  },
  // /ContentManage, /EditContent.
  ManagementReviewContent: {
    key: 'QAMManager.ManagementReviewContent',
    name: '管理评审内容',
    type: 0,
    parent: ROOT,
    actions: CRUD,
  },
  // /ReviewCheckList, /ReviewCheckListDetail.
  ManagementReviewPlan: {
    key: 'QAMManager.ManagementReviewPlan',
    name: '管理评审计划',
    type: 0,
    parent: ROOT,
    actions: PLAN,
  },
  // /InitiateReview.
  StartManagementReviewPlan: {
    key: 'QAMManager.StartManagementReviewPlan',
    name: '发起管理评审',
    type: 1,
    parent: 'QAMManager.ManagementReviewPlan',
    actions: ['add'],
  },
  // /QAMDictionaryManage.
  Dictionary: { key: 'QAMManager.Pages_QAMDictionary', name: 'QAM数据字典', type: 0, parent: ROOT, actions: CRUD },
});
