import { definePermissions } from './define';

const ROOT = 'FMEAManager';
const PROJECTS = ['add', 'delete', 'edit', 'query', 'get', 'import', 'export'] as const;
const SHARED = ['delete', 'edit', 'query', 'get', 'export'] as const;
const BASE_DATA = ['add', 'delete', 'edit', 'query', 'get', 'import', 'export'] as const;
const OVERVIEW = ['query', 'get', 'export'] as const;

/**
 * FMEA projects, overviews, squares, base data and configuration (modules spec §6).
 * Knowledge bases and standard libraries are in fmea-library.ts.
 */
export const fmeaPermissions = definePermissions({
  FMEAManager: { key: ROOT, name: 'FMEA管理', type: 0, actions: ['query'] },
  // Reads every FMEA project of the tenant; with edit (ours) manages every project's team and node plan (the
  // project office), without writing its analysis.
  ProjectView: {
    key: 'FMEAManager.Pages_ProjectView',
    name: '项目视图',
    type: 0,
    parent: ROOT,
    actions: ['edit', ...OVERVIEW],
  },
  MyDFMEA: { key: 'FMEAManager.Pages_MyDFMEA', name: '我的DFMEA', type: 0, parent: ROOT, actions: PROJECTS },
  // The spec writes this one without the Pages_ prefix.
  MyPFMEA: { key: 'FMEAManager.MyPFMEA', name: '我的PFMEA', type: 0, parent: ROOT, actions: PROJECTS },
  MyFMEAMSR: { key: 'FMEAManager.Pages_MyFMEAMSR', name: '我的FMEA-MSR', type: 0, parent: ROOT, actions: PROJECTS },
  TypicalFMEA: { key: 'FMEAManager.Pages_TypicalFMEA', name: '典型FMEA', type: 0, parent: ROOT, actions: SHARED },
  SharedFMEA: { key: 'FMEAManager.Pages_SharedFMEA', name: '共享FMEA', type: 0, parent: ROOT, actions: SHARED },
  DFMEASquare: { key: 'DFMEAManager.Pages_DFMEASquare', name: 'DFMEA广场', type: 0, parent: ROOT, actions: SHARED },
  PFMEASquare: { key: 'PFMEAManager.Pages_PFMEASquare', name: 'PFMEA广场', type: 0, parent: ROOT, actions: SHARED },
  FMEAMSRSquare: {
    key: 'FMEAMSRManager.Pages_FMEAMSRSquare',
    name: 'FMEA-MSR广场',
    type: 0,
    parent: ROOT,
    actions: SHARED,
  },

  // FMEA overviews by kind (/BaseFMEAOverviews type 1, /ProjectFMEAOverviews type 2, /FamilyFMEAOverviews type 3).
  // The children are menu points: type selectors list only the kinds the user's menu permission allows.
  BasicsFMEA: { key: 'BasicsFMEA_Paged', name: '基础FMEA', type: 0, parent: ROOT, actions: OVERVIEW },
  BasicsDFMEA: {
    key: 'BasicsFMEA_Paged.DFMEAPaged',
    name: '基础DFMEA',
    type: 0,
    parent: 'BasicsFMEA_Paged',
    actions: OVERVIEW,
  },
  BasicsPFMEA: {
    key: 'BasicsFMEA_Paged.PFMEAPaged',
    name: '基础PFMEA',
    type: 0,
    parent: 'BasicsFMEA_Paged',
    actions: OVERVIEW,
  },
  BasicsFMEAMSR: {
    key: 'BasicsFMEA_Paged.FMEAMSRPaged',
    name: '基础FMEA-MSR',
    type: 0,
    parent: 'BasicsFMEA_Paged',
    actions: OVERVIEW,
  },
  OrdinaryFMEA: { key: 'OrdinaryFMEA_Paged', name: '项目FMEA', type: 0, parent: ROOT, actions: OVERVIEW },
  OrdinaryDFMEA: {
    key: 'OrdinaryFMEA_Paged.DFMEAPaged',
    name: '项目DFMEA',
    type: 0,
    parent: 'OrdinaryFMEA_Paged',
    actions: OVERVIEW,
  },
  OrdinaryPFMEA: {
    key: 'OrdinaryFMEA_Paged.PFMEAPaged',
    name: '项目PFMEA',
    type: 0,
    parent: 'OrdinaryFMEA_Paged',
    actions: OVERVIEW,
  },
  OrdinaryFMEAMSR: {
    key: 'OrdinaryFMEA_Paged.FMEAMSRPaged',
    name: '项目FMEA-MSR',
    type: 0,
    parent: 'OrdinaryFMEA_Paged',
    actions: OVERVIEW,
  },
  FamilyFMEA: { key: 'FamilyFMEA_Paged', name: '家族FMEA', type: 0, parent: ROOT, actions: OVERVIEW },
  FamilyDFMEA: {
    key: 'FamilyFMEA_Paged.DFMEAPaged',
    name: '家族DFMEA',
    type: 0,
    parent: 'FamilyFMEA_Paged',
    actions: OVERVIEW,
  },
  FamilyPFMEA: {
    key: 'FamilyFMEA_Paged.PFMEAPaged',
    name: '家族PFMEA',
    type: 0,
    parent: 'FamilyFMEA_Paged',
    actions: OVERVIEW,
  },
  FamilyFMEAMSR: {
    key: 'FamilyFMEA_Paged.FMEAMSRPaged',
    name: '家族FMEA-MSR',
    type: 0,
    parent: 'FamilyFMEA_Paged',
    actions: OVERVIEW,
  },

  // Base data: /productList and /FMEAProductListType, /BOMList, /process, /ProductPlatformManagement.
  PartsLibrary: { key: 'FMEAManager.Pages_PartsLibrary', name: '零件库', type: 0, parent: ROOT, actions: BASE_DATA },
  BOM: { key: 'FMEAManager.Pages_BOM', name: 'BOM管理', type: 0, parent: ROOT, actions: BASE_DATA },
  Process: { key: 'FMEAManager.Pages_Process', name: '过程流程', type: 0, parent: ROOT, actions: BASE_DATA },
  ProductPlatform: {
    key: 'FMEAManager.ProductPlatFrom',
    name: '产品平台',
    type: 0,
    parent: ROOT,
    actions: ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable'],
  },

  // Configuration: /FMEAProcessConfig (workflow configuration), /FMEAOtherConfigurations (basic configuration).
  ProcessConfig: {
    key: 'FMEAManager.ProcessConfigur_FMEA',
    name: '流程配置',
    type: 0,
    parent: ROOT,
    actions: ['edit', 'query', 'get'],
  },
  // Derived group "basic configuration" (DFMEA/PFMEA/MSR configure), see derived.ts.
  BasicConfig: { key: 'pFmeaConfig', name: '基础配置', type: 0, parent: ROOT, actions: ['query', 'get'] },
  // Key is ours: dFMEAConfigure calls.
  DFMEAConfigure: {
    key: 'DFMEAManager.DFMEAConfigure',
    name: 'DFMEA配置',
    type: 1,
    parent: 'pFmeaConfig',
    actions: ['edit', 'query', 'get'],
  },
  // Key is ours: pFMEAConfigure calls.
  PFMEAConfigure: {
    key: 'PFMEAManager.PFMEAConfigure',
    name: 'PFMEA配置',
    type: 1,
    parent: 'pFmeaConfig',
    actions: ['edit', 'query', 'get'],
  },
  // Key is ours: fMEAMsrConfigure calls.
  FMEAMSRConfigure: {
    key: 'FMEAMSRManager.FMEAMSRConfigure',
    name: 'FMEA-MSR配置',
    type: 1,
    parent: 'pFmeaConfig',
    actions: ['edit', 'query', 'get'],
  },
  Dictionary: {
    key: 'FMEAManager.Pages_FMEADictionary',
    name: 'FMEA数据字典',
    type: 0,
    parent: ROOT,
    actions: ['add', 'delete', 'edit', 'query', 'get'],
  },
});
