import { definePermissions } from './define';

const ROOT = 'FMEAManager';
const LIBRARY = ['add', 'delete', 'edit', 'query', 'get', 'import', 'export'] as const;
const GROUP = ['query', 'get'] as const;

/**
 * FMEA knowledge bases (/DFMEAknowledgeList, /PFMEAknowledgeList, /FMEAProcessClassification) and standard
 * libraries (/DFMEAstandard, /PFMEAstandard). The bare-string group keys are the spec's derived group entries
 * (shell spec §6); the library points inside them carry keys of ours, named after the calls they guard.
 */
export const fmeaLibraryPermissions = definePermissions({
  // The spec's "general knowledge": the knowledge-base menu over all FMEA knowledge.
  Knowledge: { key: 'knowledge', name: '知识库', type: 0, parent: ROOT, actions: GROUP },
  DFMEAKnowledge: { key: 'DFMEAknowledgeList', name: 'DFMEA知识库', type: 0, parent: 'knowledge', actions: GROUP },
  // Key is ours: FunctionLibrary calls.
  DFMEAFunctionLibrary: {
    key: 'DFMEAManager.FunctionLibrary',
    name: 'DFMEA功能库',
    type: 1,
    parent: 'DFMEAknowledgeList',
    actions: LIBRARY,
  },
  // Key is ours: FailureModeLibrary calls.
  DFMEAFailureModeLibrary: {
    key: 'DFMEAManager.FailureModeLibrary',
    name: 'DFMEA失效模式库',
    type: 1,
    parent: 'DFMEAknowledgeList',
    actions: LIBRARY,
  },
  // Key is ours: Measures calls.
  DFMEAMeasuresLibrary: {
    key: 'DFMEAManager.MeasuresLibrary',
    name: 'DFMEA措施库',
    type: 1,
    parent: 'DFMEAknowledgeList',
    actions: LIBRARY,
  },
  // Key is ours: DVPlibrarys calls.
  DVPLibrary: {
    key: 'DFMEAManager.DVPLibrary',
    name: 'DVP试验库',
    type: 1,
    parent: 'DFMEAknowledgeList',
    actions: LIBRARY,
  },
  // Key is ours: the P-diagram's influencing-factor library (PCharts/InfluencingFactor… calls).
  InfluencingFactorLibrary: {
    key: 'DFMEAManager.InfluencingFactorLibrary',
    name: 'DFMEA影响因素库',
    type: 1,
    parent: 'DFMEAknowledgeList',
    actions: LIBRARY,
  },
  PFMEAKnowledge: { key: 'PFMEAknowledgeList', name: 'PFMEA知识库', type: 0, parent: 'knowledge', actions: GROUP },
  // Key is ours.
  PFMEAFunctionLibrary: {
    key: 'PFMEAManager.FunctionLibrary',
    name: 'PFMEA过程功能库',
    type: 1,
    parent: 'PFMEAknowledgeList',
    actions: LIBRARY,
  },
  // Key is ours.
  PFMEAFailureModeLibrary: {
    key: 'PFMEAManager.FailureModeLibrary',
    name: 'PFMEA失效模式库',
    type: 1,
    parent: 'PFMEAknowledgeList',
    actions: LIBRARY,
  },
  // Key is ours.
  PFMEAMeasuresLibrary: {
    key: 'PFMEAManager.MeasuresLibrary',
    name: 'PFMEA措施库',
    type: 1,
    parent: 'PFMEAknowledgeList',
    actions: LIBRARY,
  },
  // Key is ours: /FMEAProcessClassification.
  ProcessClassification: {
    key: 'FMEAManager.ProcessClassification',
    name: '工序分类',
    type: 0,
    parent: 'knowledge',
    actions: LIBRARY,
  },

  // Key is ours: the spec's "overall standards" group, named like the bare 'knowledge'.
  Standard: { key: 'standard', name: '标准库', type: 0, parent: ROOT, actions: GROUP },
  DFMEAStandard: { key: 'DfmeaStandard', name: 'DFMEA标准库', type: 0, parent: 'standard', actions: GROUP },
  // /sod/{id}, /addSod.
  SODStandard: {
    key: 'FMEAManager.Pages_SODStandard',
    name: 'SOD评分标准',
    type: 0,
    parent: 'DfmeaStandard',
    actions: ['add', 'delete', 'edit', 'query', 'get', 'import', 'export'],
  },
  // /sfm/{id}, /addSfm.
  SFMStandard: {
    key: 'FMEAManager.Pages_SFMStandard',
    name: 'SFM标准',
    type: 0,
    parent: 'DfmeaStandard',
    actions: ['add', 'delete', 'edit', 'query', 'get', 'import', 'export'],
  },
  // Key is ours, spelled like the spec's DfmeaStandard.
  PFMEAStandard: { key: 'PfmeaStandard', name: 'PFMEA标准库', type: 0, parent: 'standard', actions: GROUP },
  // Key is ours: /pfmeaSod/{id}, /addPfmeaSod (PFMEA_SODStandard calls).
  PFMEASODStandard: {
    key: 'PFMEAManager.Pages_PFMEASODStandard',
    name: 'PFMEA SOD评分标准',
    type: 0,
    parent: 'PfmeaStandard',
    actions: ['add', 'delete', 'edit', 'query', 'get', 'import', 'export'],
  },
});
