import { z } from 'zod';
import {
  FMEA_KINDS,
  type FmeaKind,
  KNOWLEDGE_CATEGORIES,
  type KnowledgeCategory,
  WORK_ELEMENT_CATEGORIES,
} from '../domain/fmea';
import { P } from '../permissions';
import type { PermissionRequirement } from '../permissions/define';
import { Id } from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';
import { fmeaEndpoint, RatingField, requiredText, textField, VersionField } from './fmea-common';

// The DFMEA knowledge base (/DFMEAknowledgeList): functions with their requirements, failure effects, modes and
// causes, and current prevention and detection controls, each filed under a part type (productTypeTreeExtend's tree),
// with who contributed it and when, the project it came from and how often it was used. Released results versions
// feed it (deduplicated by normalized text per part type and category); the DFMEA steps pick from it. Spec-named:
// FunctionLibrary/functionLibraryByTree, FailureModeLibrary/failureModeLibraryByTree, Measures/measuresByTree and the
// DVP library's OrEditDVPLibrarys and DVPlibrarysPage (under DVPAndRs/, as the DVP&R calls are); the rest are ours,
// in their style.
// The PFMEA knowledge base (/PFMEAknowledgeList) keeps the same categories — process functions with their product or
// process characteristic, effects, modes, causes, controls — fed by released PFMEA versions, and files them by the 4M
// of the work element they come from (none for a process item's or step's) instead of by part type. Its calls are
// ours, under the DFMEA services' names with the pF prefix of the spec's PFMEA services (pFResultsVersion …), behind
// the PFMEA library points.

/** The spec's three library services, the categories each keeps and its permission point. */
export const KNOWLEDGE_LIBRARIES = {
  function: {
    service: 'FunctionLibrary',
    byTree: 'functionLibraryByTree',
    page: 'functionLibraryPage',
    categories: ['function'],
    label: '功能',
    nameMax: 200,
  },
  failure: {
    service: 'FailureModeLibrary',
    byTree: 'failureModeLibraryByTree',
    page: 'failureModeLibraryPage',
    categories: ['FM', 'FC', 'FE'],
    label: '失效',
    nameMax: 200,
  },
  measure: {
    service: 'Measures',
    byTree: 'measuresByTree',
    page: 'measuresPage',
    categories: ['prevention', 'detection'],
    label: '措施',
    nameMax: 1000,
  },
} as const satisfies Record<
  string,
  {
    service: string;
    byTree: string;
    page: string;
    categories: readonly KnowledgeCategory[];
    label: string;
    nameMax: number;
  }
>;
export type KnowledgeLibrary = keyof typeof KNOWLEDGE_LIBRARIES;
export const KNOWLEDGE_LIBRARY_NAMES = Object.keys(KNOWLEDGE_LIBRARIES) as KnowledgeLibrary[];

/** The library a category belongs to. */
export const KNOWLEDGE_CATEGORY_LIBRARY: Record<KnowledgeCategory, KnowledgeLibrary> = {
  function: 'function',
  FE: 'failure',
  FM: 'failure',
  FC: 'failure',
  prevention: 'measure',
  detection: 'measure',
};

/** The DFMEA point of each library. */
export const KNOWLEDGE_LIBRARY_POINTS = {
  function: P.fmea.DFMEAFunctionLibrary,
  failure: P.fmea.DFMEAFailureModeLibrary,
  measure: P.fmea.DFMEAMeasuresLibrary,
} as const satisfies Record<KnowledgeLibrary, unknown>;

/** The PFMEA point of each library. */
export const PFMEA_KNOWLEDGE_LIBRARY_POINTS = {
  function: P.fmea.PFMEAFunctionLibrary,
  failure: P.fmea.PFMEAFailureModeLibrary,
  measure: P.fmea.PFMEAMeasuresLibrary,
} as const satisfies Record<KnowledgeLibrary, unknown>;

/** The kinds that have a knowledge base, and each one's library points. */
export type KnowledgeKind = typeof FMEA_KINDS.dfmea | typeof FMEA_KINDS.pfmea;
export const KNOWLEDGE_KIND_POINTS = {
  [FMEA_KINDS.dfmea]: KNOWLEDGE_LIBRARY_POINTS,
  [FMEA_KINDS.pfmea]: PFMEA_KNOWLEDGE_LIBRARY_POINTS,
} as const;
export const isKnowledgeKind = (kind: FmeaKind): kind is KnowledgeKind =>
  kind === FMEA_KINDS.dfmea || kind === FMEA_KINDS.pfmea;

export const KNOWLEDGE_REQUIREMENT_MAX = 500;
/** Entries a tree answers at most (the most used first); its node counts count them all. */
export const KNOWLEDGE_TREE_MAX_ENTRIES = 500;

/** Business refusals of the knowledge base and the DVP library (9999). */
export const KNOWLEDGE_MESSAGES = {
  entryNotFound: '知识条目不存在或已被删除',
  duplicate: '该零件类型下已有相同的条目',
  duplicate4M: '该 4M 类别下已有相同的条目',
  dvpNotFound: 'DVP试验条目不存在或已被删除',
  dvpDuplicate: '该零件类型下已有同名的试验',
  typeHasKnowledge: '该类型下还有知识库条目、DVP试验或影响因素，不能删除',
} as const;

/** A part type, 'none' for the entries filed under none; absent: every entry. */
export const KnowledgeTypeFilter = z.union(
  [z.uuid(), z.literal('none')],
  '零件类型 typeId 须为零件类型 id 或 none（未分类）',
);
/** The part type a library entry is filed under; null: none. */
export const TypeIdField = z.uuid('零件类型 typeId 格式不正确').nullable().default(null);
/** A PFMEA entry's 4M, 'none' for the entries of process items and steps; absent: every entry. */
export const KnowledgeWorkElementFilter = z.union(
  [z.enum(WORK_ELEMENT_CATEGORIES), z.literal('none')],
  '4M 类别 workElementCategory 须为 man、machine、material、environment、method、measurement 或 none',
);
/** The 4M a PFMEA entry is filed under; null: a process item's or step's. */
export const WorkElementCategoryField = z
  .enum(
    WORK_ELEMENT_CATEGORIES,
    '4M 类别 workElementCategory 须为 man、machine、material、environment、method 或 measurement',
  )
  .nullable()
  .default(null);
export const requireVersionOnEdit = (body: { id?: string | undefined; version?: number | undefined }) =>
  body.id === undefined || body.version !== undefined;
export const VERSION_ON_EDIT = { message: '修改时 version 不能为空', path: ['version'] };

export const KnowledgeEntryDto = z.object({
  id: z.uuid(),
  category: z.enum(KNOWLEDGE_CATEGORIES),
  typeId: z.uuid().nullable(),
  /** The type's path from its root, e.g. 制动系统/制动钳总成; null: filed under no type. */
  typePath: z.string().nullable(),
  /** A PFMEA entry's 4M (the work element it came from); null: a process item's or step's, or a DFMEA entry. */
  workElementCategory: z.enum(WORK_ELEMENT_CATEGORIES).nullable(),
  name: z.string(),
  /** A function's requirement; '' otherwise. */
  requirement: z.string(),
  /** An effect's S as it was rated where it came from; null otherwise. */
  severity: z.number().int().nullable(),
  contributorId: z.uuid().nullable(),
  contributorName: z.string(),
  /** ISO 8601: when it was contributed. */
  creationTime: z.string(),
  /** The released FMEA it first came from; null: entered in the library. */
  sourceProjectId: z.uuid().nullable(),
  sourceProjectName: z.string(),
  /** Projects whose released versions hold it, plus the times it was picked in a step. */
  useCount: z.number().int(),
  /** ISO 8601. */
  updateTime: z.string(),
  version: z.number().int(),
});
export type KnowledgeEntryDto = z.infer<typeof KnowledgeEntryDto>;

/** A part type with the matching entries filed under it; `count` counts its subtree's matches. */
export interface KnowledgeTreeNode {
  /** null: the entries filed under no type (未分类), a root of its own. */
  typeId: string | null;
  name: string;
  count: number;
  entries: KnowledgeEntryDto[];
  children: KnowledgeTreeNode[];
}
export const KnowledgeTreeNode: z.ZodType<KnowledgeTreeNode> = z.lazy(() =>
  z.object({
    typeId: z.uuid().nullable(),
    name: z.string(),
    count: z.number().int(),
    entries: z.array(KnowledgeEntryDto),
    children: z.array(KnowledgeTreeNode),
  }),
);

/** Entries a library's tree or groups answer at most, the most used first; 0 for the counts only. */
const MaxEntriesField = z
  .number()
  .int('maxEntries 须为整数')
  .min(0, 'maxEntries 不能小于 0')
  .max(KNOWLEDGE_TREE_MAX_ENTRIES, `maxEntries 不能超过 ${KNOWLEDGE_TREE_MAX_ENTRIES}`)
  .default(200);

/** A library's save and delete calls: the same for every kind but for their names, texts, point and body. */
function libraryWriteEndpoints<Body extends z.ZodType>(o: {
  names: { save: string; remove: string };
  base: string;
  service: string;
  /** What an entry is called in the summaries, e.g. DFMEA功能库条目. */
  entry: string;
  duplicateScope: string;
  point: { edit: PermissionRequirement; delete: PermissionRequirement };
  SaveBody: Body;
}) {
  return {
    save: defineEndpoint({
      name: o.names.save,
      method: 'POST',
      base: 'qis',
      path: `${o.base}/OrEdit${o.service}`,
      summary: `新建（无 id，另须新增权限）或修改（id + version，过期 409）${o.entry}；${o.duplicateScope}文字相同 9999`,
      access: o.point.edit,
      body: o.SaveBody,
      data: KnowledgeEntryDto,
    }),
    remove: defineEndpoint({
      name: o.names.remove,
      method: 'POST',
      base: 'qis',
      path: `${o.base}/Del${o.service}`,
      summary: `删除 ${o.entry}；version 过期则 409`,
      access: o.point.delete,
      body: z.object({ id: Id, version: VersionField }),
      data: z.boolean(),
    }),
  };
}

/** The PFMEA entries of one 4M (null: of process items and steps) with the matching entries answered. */
export const KnowledgeGroupDto = z.object({
  workElementCategory: z.enum(WORK_ELEMENT_CATEGORIES).nullable(),
  count: z.number().int(),
  entries: z.array(KnowledgeEntryDto),
});
export type KnowledgeGroupDto = z.infer<typeof KnowledgeGroupDto>;

function libraryEndpoints(library: KnowledgeLibrary, prefix: 'Function' | 'FailureMode' | 'Measures') {
  const lib = KNOWLEDGE_LIBRARIES[library];
  const point = KNOWLEDGE_LIBRARY_POINTS[library];
  const base = `/api/app/${lib.service}`;
  const Category = z.enum(lib.categories, `类别 category 须为 ${lib.categories.join('、')}`);
  const Keyword = textField('关键字', 100).default('');
  const TreeBody = z.object({
    keyword: Keyword,
    typeId: KnowledgeTypeFilter.optional(),
    category: Category.optional(),
    /** Every part type, also those without a matching entry (the library screen's tree); pickers leave it off. */
    allNodes: z.boolean('allNodes 须为 true 或 false').default(false),
    /** Entries answered at most, the most used first; 0 for the counts only. */
    maxEntries: MaxEntriesField,
  });
  const SaveBody = z
    .object({
      id: z.uuid('id 格式不正确').optional(),
      version: VersionField.optional(),
      category: Category,
      typeId: TypeIdField,
      name: requiredText(lib.label, lib.nameMax),
      requirement: textField('要求', KNOWLEDGE_REQUIREMENT_MAX).default(''),
      severity: RatingField('严重度 S').nullable().default(null),
    })
    .refine(requireVersionOnEdit, VERSION_ON_EDIT);
  return {
    byTree: defineEndpoint({
      name: `${lib.byTree}`,
      method: 'POST',
      base: 'qis',
      path: `${base}/${lib.byTree}`,
      summary: `DFMEA${lib.label}库按零件类型树（可按关键字、类型及其下级、类别筛选；最常用的在前），供各步骤选择；须有知识库或 FMEA 项目的权限（不写入）`,
      access: 'user',
      mutates: false,
      plugin: 1003,
      body: TreeBody,
      data: z.array(KnowledgeTreeNode),
    }),
    page: defineEndpoint({
      name: lib.page,
      method: 'GET',
      base: 'qis',
      path: `${base}/${lib.page}`,
      summary: `DFMEA${lib.label}库分页列表（最常用的在前）；可按关键字、类型（含下级，none 为未分类）与类别筛选`,
      access: point.query,
      query: PageQuery.extend({
        keyword: textField('关键字', 100).optional(),
        typeId: KnowledgeTypeFilter.optional(),
        category: Category.optional(),
      }),
      data: pagedResult(KnowledgeEntryDto),
    }),
    ...libraryWriteEndpoints({
      names: { save: `orEdit${prefix}Library`, remove: `del${prefix}Library` },
      base,
      service: lib.service,
      entry: `DFMEA${lib.label}库条目`,
      duplicateScope: '同一类型下',
      point,
      SaveBody,
    }),
  };
}

const functionLibrary = libraryEndpoints('function', 'Function');
const failureLibrary = libraryEndpoints('failure', 'FailureMode');
const measureLibrary = libraryEndpoints('measure', 'Measures');

/** Each library's calls, for code that works on the library it is given (the knowledge screen, the pickers). */
export const KNOWLEDGE_ENDPOINTS: Record<KnowledgeLibrary, typeof functionLibrary> = {
  function: functionLibrary,
  failure: failureLibrary,
  measure: measureLibrary,
};

export const {
  byTree: functionLibraryByTree,
  page: functionLibraryPage,
  save: orEditFunctionLibrary,
  remove: delFunctionLibrary,
} = functionLibrary;
export const {
  byTree: failureModeLibraryByTree,
  page: failureModeLibraryPage,
  save: orEditFailureModeLibrary,
  remove: delFailureModeLibrary,
} = failureLibrary;
export const { byTree: measuresByTree, page: measuresPage, save: orEditMeasures, remove: delMeasures } = measureLibrary;

/** The PFMEA libraries' calls: filed by 4M; the 4M groups instead of the part-type tree. */
function pfmeaLibraryEndpoints(library: KnowledgeLibrary, prefix: 'Function' | 'FailureMode' | 'Measures') {
  const lib = KNOWLEDGE_LIBRARIES[library];
  const point = PFMEA_KNOWLEDGE_LIBRARY_POINTS[library];
  const base = `/api/app/pF${lib.service}`;
  const action = lib.byTree.replace('ByTree', '');
  const Category = z.enum(lib.categories, `类别 category 须为 ${lib.categories.join('、')}`);
  const label = library === 'function' ? '过程功能' : lib.label;
  const SaveBody = z
    .object({
      id: z.uuid('id 格式不正确').optional(),
      version: VersionField.optional(),
      category: Category,
      workElementCategory: WorkElementCategoryField,
      name: requiredText(label, lib.nameMax),
      requirement: textField('产品或过程特性', KNOWLEDGE_REQUIREMENT_MAX).default(''),
      severity: RatingField('严重度 S').nullable().default(null),
    })
    .refine(requireVersionOnEdit, VERSION_ON_EDIT);
  return {
    by4M: defineEndpoint({
      name: `pfmea${prefix}LibraryBy4M`,
      method: 'POST',
      base: 'qis',
      path: `${base}/${action}By4M`,
      summary: `PFMEA${label}库按 4M 分组（工序级在前，人、机、料、环、法、测；可按关键字、4M、类别筛选，最常用的在前），供各步骤选择；须有知识库或 FMEA 项目的权限（不写入）`,
      access: 'user',
      mutates: false,
      plugin: 1005,
      body: z.object({
        keyword: textField('关键字', 100).default(''),
        workElementCategory: KnowledgeWorkElementFilter.optional(),
        category: Category.optional(),
        maxEntries: MaxEntriesField,
      }),
      data: z.array(KnowledgeGroupDto),
    }),
    page: defineEndpoint({
      name: `pfmea${prefix}LibraryPage`,
      method: 'GET',
      base: 'qis',
      path: `${base}/${lib.page}`,
      summary: `PFMEA${label}库分页列表（最常用的在前）；可按关键字、4M（none 为工序级）与类别筛选`,
      access: point.query,
      query: PageQuery.extend({
        keyword: textField('关键字', 100).optional(),
        workElementCategory: KnowledgeWorkElementFilter.optional(),
        category: Category.optional(),
      }),
      data: pagedResult(KnowledgeEntryDto),
    }),
    ...libraryWriteEndpoints({
      names: { save: `orEditPfmea${prefix}Library`, remove: `delPfmea${prefix}Library` },
      base,
      service: lib.service,
      entry: `PFMEA${label}库条目`,
      duplicateScope: '同一 4M 下',
      point,
      SaveBody,
    }),
  };
}

const pfmeaFunctionLibrary = pfmeaLibraryEndpoints('function', 'Function');
const pfmeaFailureLibrary = pfmeaLibraryEndpoints('failure', 'FailureMode');
const pfmeaMeasureLibrary = pfmeaLibraryEndpoints('measure', 'Measures');

/** The PFMEA libraries' calls by library. */
export const PFMEA_KNOWLEDGE_ENDPOINTS: Record<KnowledgeLibrary, typeof pfmeaFunctionLibrary> = {
  function: pfmeaFunctionLibrary,
  failure: pfmeaFailureLibrary,
  measure: pfmeaMeasureLibrary,
};

export const {
  by4M: pfmeaFunctionLibraryBy4M,
  page: pfmeaFunctionLibraryPage,
  save: orEditPfmeaFunctionLibrary,
  remove: delPfmeaFunctionLibrary,
} = pfmeaFunctionLibrary;
export const {
  by4M: pfmeaFailureModeLibraryBy4M,
  page: pfmeaFailureModeLibraryPage,
  save: orEditPfmeaFailureModeLibrary,
  remove: delPfmeaFailureModeLibrary,
} = pfmeaFailureLibrary;
export const {
  by4M: pfmeaMeasuresBy4M,
  page: pfmeaMeasuresPage,
  save: orEditPfmeaMeasures,
  remove: delPfmeaMeasures,
} = pfmeaMeasureLibrary;

// ---------------------------------------------------------------------------------------------------------
// DVP library: reusable verification tests a DVP&R line is filled from.

/** Design verification (DV) or product validation (PV). */
export const DVP_TEST_STAGES = ['DV', 'PV'] as const;

export const DvpLibraryDto = z.object({
  id: z.uuid(),
  typeId: z.uuid().nullable(),
  typePath: z.string().nullable(),
  testName: z.string(),
  /** The test method or standard, e.g. GB/T 10125 中性盐雾. */
  testMethod: z.string(),
  acceptanceCriteria: z.string(),
  sampleSize: z.number().int().nullable(),
  /** The department that runs the test. */
  department: z.string(),
  testStage: z.enum(DVP_TEST_STAGES).nullable(),
  remark: z.string(),
  contributorId: z.uuid().nullable(),
  contributorName: z.string(),
  creationTime: z.string(),
  /** Times it was picked for a DVP&R line. */
  useCount: z.number().int(),
  updateTime: z.string(),
  version: z.number().int(),
});
export type DvpLibraryDto = z.infer<typeof DvpLibraryDto>;

export const SaveDvpLibraryBody = z
  .object({
    id: z.uuid('id 格式不正确').optional(),
    version: VersionField.optional(),
    typeId: TypeIdField,
    testName: requiredText('试验名称', 200),
    testMethod: textField('试验方法', 500).default(''),
    acceptanceCriteria: textField('接收准则', 500).default(''),
    sampleSize: z.number().int('样本数须为整数').min(0, '样本数不能小于 0').max(1_000_000).nullable().default(null),
    department: textField('责任部门', 100).default(''),
    testStage: z.enum(DVP_TEST_STAGES, '试验阶段须为 DV 或 PV').nullable().default(null),
    remark: textField('备注', 500).default(''),
  })
  .refine(requireVersionOnEdit, VERSION_ON_EDIT);

export const orEditDvpLibrary = defineEndpoint({
  name: 'orEditDvpLibrary',
  method: 'POST',
  base: 'qis',
  path: '/api/app/DVPAndRs/OrEditDVPLibrarys',
  summary: '新建（无 id，另须新增权限）或修改（id + version，过期 409）DVP试验库条目；同一类型下同名 9999',
  access: P.fmea.DVPLibrary.edit,
  body: SaveDvpLibraryBody,
  data: DvpLibraryDto,
});

export const dvpLibraryPage = defineEndpoint({
  name: 'dvpLibraryPage',
  method: 'GET',
  base: 'qis',
  path: '/api/app/DVPAndRs/DVPlibrarysPage',
  summary:
    'DVP试验库分页列表（最常用的在前）；可按关键字、类型（含下级，none 为未分类）与阶段筛选；须有 DVP试验库或 FMEA 项目的权限',
  access: 'user',
  plugin: 1003,
  query: PageQuery.extend({
    keyword: textField('关键字', 100).optional(),
    typeId: KnowledgeTypeFilter.optional(),
    testStage: z.enum(DVP_TEST_STAGES, '试验阶段须为 DV 或 PV').optional(),
  }),
  data: pagedResult(DvpLibraryDto),
});

export const delDvpLibrary = defineEndpoint({
  name: 'delDvpLibrary',
  method: 'POST',
  base: 'qis',
  path: '/api/app/DVPAndRs/DelDVPLibrarys',
  summary: '删除 DVP试验库条目；version 过期则 409（路径为本系统所定）',
  access: P.fmea.DVPLibrary.delete,
  body: z.object({ id: Id, version: VersionField }),
  data: z.boolean(),
});

// ---------------------------------------------------------------------------------------------------------
// Use: a step picked entries (the form is filled on the client); their use counts go up.

/** The knowledge base, the DVP library, the influencing-factor library. */
export const KNOWLEDGE_USE_LIBRARIES = ['knowledge', 'dvp', 'factor'] as const;

export const useDfmeaKnowledge = fmeaEndpoint(FMEA_KINDS.dfmea, 'edit', {
  name: 'useDfmeaKnowledge',
  method: 'POST',
  path: '/api/app/KnowledgeUse/useKnowledge',
  summary: 'DFMEA 步骤从知识库、DVP试验库或影响因素库选用了条目：其使用次数各加一（路径为本系统所定）',
  body: z.object({
    /** Entries of the knowledge base, tests of the DVP library, or factors of the influencing-factor library. */
    library: z.enum(KNOWLEDGE_USE_LIBRARIES, 'library 须为 knowledge、dvp 或 factor'),
    ids: z.array(z.uuid('条目 id 格式不正确')).min(1, '请至少选择一个条目').max(50, '一次最多 50 个条目'),
  }),
  data: z.object({ updatedCount: z.number().int() }),
});

export const usePfmeaKnowledge = fmeaEndpoint(FMEA_KINDS.pfmea, 'edit', {
  name: 'usePfmeaKnowledge',
  method: 'POST',
  path: '/api/app/pFKnowledgeUse/useKnowledge',
  summary: 'PFMEA 步骤从知识库选用了条目：其使用次数各加一（路径为本系统所定）',
  body: z.object({
    library: z.literal('knowledge', 'library 须为 knowledge'),
    ids: z.array(z.uuid('条目 id 格式不正确')).min(1, '请至少选择一个条目').max(50, '一次最多 50 个条目'),
  }),
  data: z.object({ updatedCount: z.number().int() }),
});
