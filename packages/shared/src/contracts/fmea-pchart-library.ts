import { z } from 'zod';
import { FACTOR_CATEGORIES, FMEA_KINDS } from '../domain/fmea';
import { P } from '../permissions';
import { Id } from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';
import { fmeaEndpoint, ProjectIdField, requiredText, textField, VersionField } from './fmea-common';
import {
  KnowledgeEntryDto,
  KnowledgeTypeFilter,
  requireVersionOnEdit,
  TypeIdField,
  VERSION_ON_EDIT,
} from './fmea-library-knowledge';

// What the P-diagram step picks from: the influencing-factor library (noise factors of the five categories, control
// factors and inputs, per tenant, filed under part types like the knowledge base, fed by released results versions)
// and the function library for its ideal outputs. Spec-named: PCharts/InfluencingFactorList, InfluencingFactor and
// FunctionLibraryPageByPChart (their fields are ours: the spec shows none); PCharts/DelInfluencingFactor is ours, in
// their style. A list asked for a project's element answers the entries of the element's part type first.

export const INFLUENCING_FACTOR_MESSAGES = {
  notFound: '影响因素不存在或已被删除',
  duplicate: '该零件类型下已有同类别、同名的影响因素',
} as const;

export const FactorCategoryField = z.enum(FACTOR_CATEGORIES, `类别 category 须为 ${FACTOR_CATEGORIES.join('、')} 之一`);

export const InfluencingFactorDto = z.object({
  id: z.uuid(),
  category: z.enum(FACTOR_CATEGORIES),
  typeId: z.uuid().nullable(),
  /** The type's path from its root, e.g. 制动系统/制动钳总成; null: filed under no type. */
  typePath: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  contributorId: z.uuid().nullable(),
  contributorName: z.string(),
  /** ISO 8601. */
  creationTime: z.string(),
  /** The released FMEA it first came from; null: entered in the library. */
  sourceProjectId: z.uuid().nullable(),
  sourceProjectName: z.string(),
  /** Projects whose released versions hold it, plus the times it was picked into a P-diagram. */
  useCount: z.number().int(),
  /** ISO 8601. */
  updateTime: z.string(),
  version: z.number().int(),
});
export type InfluencingFactorDto = z.infer<typeof InfluencingFactorDto>;

/** Filed under the asked element's part type or a type below it (false when no element was asked). */
const OfElementType = z.boolean();

/** The part type of the asked element (its part's, else the nearest ancestor's); null: none or no element asked. */
const ElementTypeFields = { elementTypeId: z.uuid().nullable(), elementTypePath: z.string().nullable() };

export const InfluencingFactorItem = InfluencingFactorDto.extend({ ofElementType: OfElementType });
export type InfluencingFactorItem = z.infer<typeof InfluencingFactorItem>;

const ElementOfProject = {
  projectId: ProjectIdField.optional(),
  elementId: z.uuid('elementId 格式不正确').optional(),
};

export const influencingFactorList = defineEndpoint({
  name: 'influencingFactorList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/PCharts/InfluencingFactorList',
  summary:
    '影响因素库分页列表：可按类别、零件类型（含下级，none 为未分类）、关键字筛选；给出 projectId + elementId 时该结构元素零件类型的在前，其上级类型与未分类的次之（均最常用的在前）；须有影响因素库或 DFMEA 编辑的权限，给出项目时须能查看该项目（字段为本系统所定）',
  access: 'user',
  plugin: 1003,
  query: PageQuery.extend({
    category: FactorCategoryField.optional(),
    typeId: KnowledgeTypeFilter.optional(),
    keyword: textField('关键字', 100).optional(),
    ...ElementOfProject,
  }).refine((q) => (q.projectId === undefined) === (q.elementId === undefined), {
    message: 'projectId 与 elementId 须同时给出',
    path: ['elementId'],
  }),
  data: pagedResult(InfluencingFactorItem).extend(ElementTypeFields),
});

export const SaveInfluencingFactorBody = z
  .object({
    id: z.uuid('id 格式不正确').optional(),
    version: VersionField.optional(),
    category: FactorCategoryField,
    typeId: TypeIdField,
    /** A P-diagram item is at most 200 characters. */
    name: requiredText('影响因素名称', 200),
    description: textField('说明', 500).default(''),
  })
  .refine(requireVersionOnEdit, VERSION_ON_EDIT);

export const saveInfluencingFactor = defineEndpoint({
  name: 'saveInfluencingFactor',
  method: 'POST',
  base: 'qis',
  path: '/api/app/PCharts/InfluencingFactor',
  summary:
    '新建（无 id，另须新增权限）或修改（id + version，过期 409）影响因素：类别、零件类型、名称、说明；同一类型同一类别下名称相同 9999（字段为本系统所定）',
  access: P.fmea.InfluencingFactorLibrary.edit,
  body: SaveInfluencingFactorBody,
  data: InfluencingFactorDto,
});

export const deleteInfluencingFactor = defineEndpoint({
  name: 'deleteInfluencingFactor',
  method: 'POST',
  base: 'qis',
  path: '/api/app/PCharts/DelInfluencingFactor',
  summary: '删除影响因素；已填入 P 图的文字不受影响；version 过期则 409（路径为本系统所定）',
  access: P.fmea.InfluencingFactorLibrary.delete,
  body: z.object({ id: Id, version: VersionField }),
  data: z.boolean(),
});

export const FunctionByPChartItem = KnowledgeEntryDto.extend({ ofElementType: OfElementType });
export type FunctionByPChartItem = z.infer<typeof FunctionByPChartItem>;

export const functionLibraryPageByPChart = fmeaEndpoint(FMEA_KINDS.dfmea, 'get', {
  name: 'functionLibraryPageByPChart',
  method: 'GET',
  path: '/api/app/PCharts/FunctionLibraryPageByPChart',
  summary:
    'P 图理想输出可选的功能库条目（分页，可按关键字筛选）：该结构元素零件类型（含下级）的在前，其上级类型与未分类的次之，其余在后，均最常用的在前（字段为本系统所定）',
  query: PageQuery.extend({
    projectId: ProjectIdField,
    elementId: z.uuid('elementId 格式不正确'),
    keyword: textField('关键字', 100).optional(),
  }),
  data: pagedResult(FunctionByPChartItem).extend(ElementTypeFields),
});
