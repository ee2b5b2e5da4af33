import { definePermissions } from './define';

const ROOT = 'QFDManager';
const CRUD = ['add', 'delete', 'edit', 'query', 'get'] as const;
const BASE_DATA = ['add', 'delete', 'edit', 'query', 'get', 'import', 'export'] as const;
const SHARED = ['delete', 'edit', 'query', 'get', 'export'] as const;

/** QFD (modules spec §6: QFDManager.* and the bare qfdKnowledge). */
export const qfdPermissions = definePermissions({
  QFDManager: { key: ROOT, name: 'QFD管理', type: 0, actions: ['query'] },
  // /CarryQFD.
  Develop: { key: 'QFDManager.MyQFD_Develop', name: '开展QFD', type: 0, parent: ROOT, actions: ['add'] },
  // /qfdList, /qfdInfo/{id}.
  MyQFD: {
    key: 'QFDManager.MyQFD_List',
    name: '我的QFD',
    type: 0,
    parent: ROOT,
    actions: ['delete', 'edit', 'query', 'get', 'import', 'export'],
  },
  // /SquareManage.
  Square: { key: 'QFDManager.Pages_QFDSquare', name: 'QFD广场', type: 0, parent: ROOT, actions: SHARED },
  TypicalQFD: { key: 'QFDManager.Pages_TypicalQFD', name: '典型QFD', type: 0, parent: ROOT, actions: SHARED },
  SharedQFD: { key: 'QFDManager.Pages_SharedQFD', name: '共享QFD', type: 0, parent: ROOT, actions: SHARED },
  // /ProductPlatformManage.
  ProductPlatform: {
    key: 'QFDManager.ProductPlatFrom',
    name: '产品平台',
    type: 0,
    parent: ROOT,
    actions: [...CRUD, 'enable', 'disable'],
  },
  // /QFD_productList, /QFDProductListType.
  PartsLibrary: { key: 'QFDManager.Pages_QFD_PartsLibrary', name: '零件库', type: 0, parent: ROOT, actions: BASE_DATA },
  // /QFD_BOMList.
  BOM: { key: 'QFDManager.Pages_QFD_BOM', name: 'BOM管理', type: 0, parent: ROOT, actions: BASE_DATA },
  // /QFD_process, /QFDProcedureProcess.
  ProcessProcedure: {
    key: 'QFDManager.Pages_QFD_ProcessProcedure',
    name: '过程流程',
    type: 0,
    parent: ROOT,
    actions: BASE_DATA,
  },
  // /ProcessClassification.
  ProcessType: { key: 'QFDManager.ProcessType', name: '工序分类', type: 0, parent: ROOT, actions: BASE_DATA },
  // Derived group "QFD knowledge base" (/qfdKnowledge), see derived.ts.
  Knowledge: { key: 'qfdKnowledge', name: 'QFD知识库', type: 0, parent: ROOT, actions: ['query', 'get'] },
  // Key is ours: requirement library of the house of quality.
  QualityRequirementLibrary: {
    key: 'QFDManager.QualityRequirementLibrary',
    name: '质量需求库',
    type: 1,
    parent: 'qfdKnowledge',
    actions: BASE_DATA,
  },
  // Key is ours: characteristic library of the house of quality.
  QualityCharacteristicLibrary: {
    key: 'QFDManager.QualityCharacteristicLibrary',
    name: '质量特性库',
    type: 1,
    parent: 'qfdKnowledge',
    actions: BASE_DATA,
  },
  // /qfdQuestionnaireAdd.
  QuestionTemplate: {
    key: 'QFDManager.Pages_QFDQuestionTemplate',
    name: '问卷模板',
    type: 0,
    parent: ROOT,
    actions: CRUD,
  },
  // /QFDProcessConfig, /otherConfigurations.
  SystemConfigure: {
    key: 'QFDManager.SystemConfigure_QFD',
    name: 'QFD系统配置',
    type: 0,
    parent: ROOT,
    actions: ['edit', 'query', 'get'],
  },
  Dictionary: { key: 'QFDManager.Pages_QFDDictionary', name: 'QFD数据字典', type: 0, parent: ROOT, actions: CRUD },
});
