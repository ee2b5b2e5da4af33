import { z } from 'zod';
import {
  DESIGN_ELEMENT_TYPES,
  ElementInterface,
  Failure,
  FailureLink,
  FMEA_KINDS,
  FmeaFunction,
  FunctionLink,
  INTERFACE_DIRECTIONS,
  INTERFACE_TYPES,
  NOISE_CATEGORIES,
  PDiagram,
  SPECIAL_CHARACTERISTICS,
  StructureElement,
  WORK_ELEMENT_CATEGORIES,
} from '../domain/fmea';
import { Id } from './common-schemas';
import { pagedResult } from './define';
import {
  DeletedDto,
  fmeaEndpoint,
  ProjectIdField,
  ProjectQuery,
  RatingField,
  requiredText,
  textField,
  VersionField,
} from './fmea-common';
import { FmeaNetOut } from './fmea-net-out';
import { ChainRiskRow } from './fmea-risk-dto';

// The net of one FMEA (steps 2–4): structure elements, interfaces, P-diagrams, functions and the function net,
// failures (FE with S, FM, FC) and the failure net. Every call carries the project id; edits carry the row's version
// (stale: 409); deletes take what hangs below with them, as domain net-rules counts it. A link that would close a
// cycle is refused with FMEA_NET_MESSAGES (9999). Spec-named: PCharts/PCharts and PChartsPage,
// FunctionRelationAppServices/FunctionList, FunctionalFailureMatrix/FunctionalRelation, FailureRelation and their
// Del…, FailureEffect/OrEditFailureEffect, FailureMode/EditFailure. Ours, in the same style (said in each summary):
// ProjectAppServicecs/dFMEANet, PartsRelation/* (the DFMEA twin of the spec's MSRPartsRelation), InterfacePartRelation
// OrEdit/Del, FunctionRelationAppServices OrEdit/Del/removal preview, FailureMode/DelFailure.

const DFMEA = FMEA_KINDS.dfmea;

/** The whole net of a project, with the project's header version. */
export const FmeaNetDto = z.object({
  projectId: Id,
  kind: z.number().int(),
  projectVersion: z.number().int(),
  net: FmeaNetOut,
});
export type FmeaNetDto = z.infer<typeof FmeaNetDto>;

export const getDfmeaNet = fmeaEndpoint(DFMEA, 'get', {
  name: 'getDfmeaNet',
  method: 'GET',
  path: '/api/app/ProjectAppServicecs/dFMEANet',
  summary: '读取 DFMEA 项目的整个分析网（结构、接口、P 图、功能网、失效网、风险、措施、DVP&R）（路径为本系统所定）',
  query: ProjectQuery,
  data: FmeaNetDto,
});

// ---------------------------------------------------------------------------------------------------------
// Structure elements

const ElementFields = {
  type: z.enum(DESIGN_ELEMENT_TYPES, '结构元素类型须为 system、subsystem 或 component'),
  name: requiredText('结构元素名称', 200),
  number: textField('零件号', 100).default(''),
  partId: z.uuid('partId 格式不正确').nullable().default(null),
  bomLineId: z.uuid('bomLineId 格式不正确').nullable().default(null),
  workElementCategory: z.enum(WORK_ELEMENT_CATEGORIES).nullable().default(null),
};

export const SaveElementBody = z.object({
  projectId: ProjectIdField,
  /** Absent: a new element under parentId (null: a root), last among its siblings. */
  id: Id.optional(),
  version: VersionField.optional(),
  parentId: z.uuid('上级元素 parentId 格式不正确').nullable().default(null),
  ...ElementFields,
});

export const saveDfmeaElement = fmeaEndpoint(DFMEA, 'edit', {
  name: 'saveDfmeaElement',
  method: 'POST',
  path: '/api/app/PartsRelation/OrEditPartsRelation',
  summary:
    '新建（无 id，放在 parentId 之下末尾）或修改（id + version：名称、类型、零件号、零件）结构元素（路径为本系统所定，同 MSRPartsRelation 的写法）',
  body: SaveElementBody,
  data: StructureElement,
});

export const moveDfmeaElement = fmeaEndpoint(DFMEA, 'edit', {
  name: 'moveDfmeaElement',
  method: 'POST',
  path: '/api/app/PartsRelation/MovePartsRelation',
  summary:
    '移动结构元素：换到 parentId 之下、排在同级第 index 位（0 起），同级重新编号；不能移到自身或下级之下（路径为本系统所定）',
  body: z.object({
    projectId: ProjectIdField,
    id: Id,
    version: VersionField,
    parentId: z.uuid('上级元素 parentId 格式不正确').nullable(),
    index: z.number().int('index 须为整数').min(0, 'index 不能小于 0'),
  }),
  data: z.object({ elements: z.array(StructureElement) }),
});

export const ElementRemovalDto = z.object({
  elements: z.number().int(),
  interfaces: z.number().int(),
  pDiagrams: z.number().int(),
  functions: z.number().int(),
  functionLinks: z.number().int(),
  failures: z.number().int(),
  failureLinks: z.number().int(),
  risks: z.number().int(),
  actions: z.number().int(),
  dvp: z.number().int(),
});
export type ElementRemovalDto = z.infer<typeof ElementRemovalDto>;

export const deleteDfmeaElement = fmeaEndpoint(DFMEA, 'edit', {
  name: 'deleteDfmeaElement',
  method: 'POST',
  path: '/api/app/PartsRelation/DelPartsRelation',
  summary:
    '删除结构元素及其全部下级，连同它们的接口、P 图、功能、失效、关系、风险、措施与 DVP&R 条目（路径为本系统所定）；version 过期则 409',
  body: z.object({ projectId: ProjectIdField, id: Id, version: VersionField }),
  data: ElementRemovalDto,
});

// ---------------------------------------------------------------------------------------------------------
// Interfaces

export const saveDfmeaInterface = fmeaEndpoint(DFMEA, 'edit', {
  name: 'saveDfmeaInterface',
  method: 'POST',
  path: '/api/app/InterfacePartRelation/OrEditInterfaceRelation',
  summary: '新建（无 id）或修改（id + version）两结构元素之间的接口：类型、方向、说明（路径为本系统所定）',
  body: z.object({
    projectId: ProjectIdField,
    id: Id.optional(),
    version: VersionField.optional(),
    fromId: z.uuid('fromId 格式不正确'),
    toId: z.uuid('toId 格式不正确'),
    type: z.enum(INTERFACE_TYPES, '接口类型须为 physical、material、energy、data 或 humanMachine'),
    direction: z.enum(INTERFACE_DIRECTIONS, '接口方向须为 oneWay 或 twoWay'),
    description: textField('接口说明', 500).default(''),
  }),
  data: ElementInterface,
});

export const deleteDfmeaInterface = fmeaEndpoint(DFMEA, 'edit', {
  name: 'deleteDfmeaInterface',
  method: 'POST',
  path: '/api/app/InterfacePartRelation/DelInterfaceRelation',
  summary: '删除接口（路径为本系统所定）；version 过期则 409',
  body: z.object({ projectId: ProjectIdField, id: Id, version: VersionField }),
  data: DeletedDto,
});

// ---------------------------------------------------------------------------------------------------------
// P-diagrams

const PItems = (label: string) => z.array(textField(label, 200)).max(100, `${label}不能超过 100 项`).default([]);

export const SavePDiagramBody = z.object({
  projectId: ProjectIdField,
  elementId: z.uuid('elementId 格式不正确'),
  /** Absent for the element's first P-diagram. */
  version: VersionField.optional(),
  inputs: PItems('输入'),
  idealOutputs: PItems('理想输出'),
  noise: z.object(
    Object.fromEntries(NOISE_CATEGORIES.map((key) => [key, PItems('噪声因素')])) as Record<
      (typeof NOISE_CATEGORIES)[number],
      ReturnType<typeof PItems>
    >,
  ),
  controlFactors: PItems('控制因素'),
  errorStates: PItems('错误状态'),
});

export const saveDfmeaPDiagram = fmeaEndpoint(DFMEA, 'edit', {
  name: 'saveDfmeaPDiagram',
  method: 'POST',
  path: '/api/app/PCharts/PCharts',
  summary: '保存结构元素的 P 图（输入、理想输出、五类噪声因素、控制因素、错误状态）；已有 P 图须带 version，过期则 409',
  body: SavePDiagramBody,
  data: PDiagram,
});

export const listDfmeaPDiagrams = fmeaEndpoint(DFMEA, 'get', {
  name: 'listDfmeaPDiagrams',
  method: 'GET',
  path: '/api/app/PCharts/PChartsPage',
  summary: '项目的 P 图（可只取一个结构元素的）',
  query: ProjectQuery.extend({ elementId: z.uuid('elementId 格式不正确').optional() }),
  data: pagedResult(PDiagram),
});

// ---------------------------------------------------------------------------------------------------------
// Functions and the function net

export const listDfmeaFunctions = fmeaEndpoint(DFMEA, 'get', {
  name: 'listDfmeaFunctions',
  method: 'GET',
  path: '/api/app/FunctionRelationAppServices/FunctionList',
  summary: '项目的功能及要求（可只取一个结构元素的），按结构顺序',
  query: ProjectQuery.extend({ elementId: z.uuid('elementId 格式不正确').optional() }),
  data: z.object({ items: z.array(FmeaFunction), links: z.array(FunctionLink) }),
});

export const saveDfmeaFunction = fmeaEndpoint(DFMEA, 'edit', {
  name: 'saveDfmeaFunction',
  method: 'POST',
  path: '/api/app/FunctionRelationAppServices/OrEditFunction',
  summary: '新建（无 id）或修改（id + version）结构元素的功能及要求（路径为本系统所定）',
  body: z.object({
    projectId: ProjectIdField,
    id: Id.optional(),
    version: VersionField.optional(),
    elementId: z.uuid('elementId 格式不正确'),
    name: requiredText('功能名称', 200),
    requirement: textField('要求', 500).default(''),
    specialCharacteristic: z.enum(SPECIAL_CHARACTERISTICS, '特殊特性须为 CC 或 SC').nullable().default(null),
  }),
  data: FmeaFunction,
});

/** What deleting a function removes (domain functionRemoval), and whether its failures were moved instead. */
export const FunctionRemovalDto = z.object({
  functionLinks: z.number().int(),
  failures: z.array(Id),
  failureLinks: z.number().int(),
  risks: z.number().int(),
  actions: z.number().int(),
  /** The function the failures were moved to; null when they were deleted with their links, risks and actions. */
  movedTo: Id.nullable(),
});
export type FunctionRemovalDto = z.infer<typeof FunctionRemovalDto>;

export const previewDfmeaFunctionRemoval = fmeaEndpoint(DFMEA, 'get', {
  name: 'previewDfmeaFunctionRemoval',
  method: 'GET',
  path: '/api/app/FunctionRelationAppServices/FunctionRemoval',
  summary:
    '删除功能前的提示：会删除的功能关系、失效、失效关系、风险与措施数（domain functionRemoval；路径为本系统所定）',
  query: ProjectQuery.extend({ id: Id }),
  data: FunctionRemovalDto,
});

export const deleteDfmeaFunction = fmeaEndpoint(DFMEA, 'edit', {
  name: 'deleteDfmeaFunction',
  method: 'POST',
  path: '/api/app/FunctionRelationAppServices/DelFunction',
  summary:
    '删除功能及其功能关系；其失效转移到 moveFailuresTo（同一结构元素的另一功能），否则连同失效关系、风险与措施一并删除（路径为本系统所定）',
  body: z.object({
    projectId: ProjectIdField,
    id: Id,
    version: VersionField,
    moveFailuresTo: z.uuid('moveFailuresTo 格式不正确').nullable().optional(),
  }),
  data: FunctionRemovalDto,
});

export const FunctionLinkBody = z.object({
  projectId: ProjectIdField,
  higherId: z.uuid('上级功能 higherId 格式不正确'),
  lowerId: z.uuid('下级功能 lowerId 格式不正确'),
});

export const linkDfmeaFunctions = fmeaEndpoint(DFMEA, 'edit', {
  name: 'linkDfmeaFunctions',
  method: 'POST',
  path: '/api/app/FunctionalFailureMatrix/FunctionalRelation',
  summary: '建立功能关系（higherId 的功能由 lowerId 的功能支撑）；形成循环则拒绝（9999）',
  body: FunctionLinkBody,
  data: FunctionLink,
});

export const unlinkDfmeaFunctions = fmeaEndpoint(DFMEA, 'edit', {
  name: 'unlinkDfmeaFunctions',
  method: 'POST',
  path: '/api/app/FunctionalFailureMatrix/DelFunctionalRelation',
  summary: '删除功能关系',
  body: FunctionLinkBody,
  data: z.object({ deleted: z.boolean() }),
});

// ---------------------------------------------------------------------------------------------------------
// Failures and the failure net

const FailureBase = {
  projectId: ProjectIdField,
  id: Id.optional(),
  version: VersionField.optional(),
  functionId: z.uuid('functionId 格式不正确'),
  name: requiredText('失效名称', 200),
};

/** A saved failure, with the chains whose S it sets (an FE's S reaches every chain of the modes leading to it). */
export const SavedFailureDto = z.object({
  failure: Failure,
  chains: z.array(z.object({ modeId: Id, severity: z.number().int().nullable() })),
});

export const saveDfmeaFailureEffect = fmeaEndpoint(DFMEA, 'edit', {
  name: 'saveDfmeaFailureEffect',
  method: 'POST',
  path: '/api/app/FailureEffect/OrEditFailureEffect',
  summary: '新建（无 id）或修改（id + version）失效影响（FE）及其严重度 S；相关失效链的 S 随最严重的 FE 变化',
  body: z.object({ ...FailureBase, severity: RatingField('严重度 S').nullable().default(null) }),
  data: SavedFailureDto,
});

export const saveDfmeaFailure = fmeaEndpoint(DFMEA, 'edit', {
  name: 'saveDfmeaFailure',
  method: 'POST',
  path: '/api/app/FailureMode/EditFailure',
  summary: '新建（无 id）或修改（id + version）失效模式（FM）或失效原因（FC）',
  body: z.object({ ...FailureBase, type: z.enum(['FM', 'FC'], '失效类型须为 FM 或 FC') }),
  data: SavedFailureDto,
});

export const FailureRemovalDto = z.object({
  failureLinks: z.number().int(),
  risks: z.number().int(),
  actions: z.number().int(),
  dvp: z.number().int(),
});

export const deleteDfmeaFailure = fmeaEndpoint(DFMEA, 'edit', {
  name: 'deleteDfmeaFailure',
  method: 'POST',
  path: '/api/app/FailureMode/DelFailure',
  summary: '删除失效（FE、FM 或 FC）及其失效关系、风险、措施（路径为本系统所定）；version 过期则 409',
  body: z.object({ projectId: ProjectIdField, id: Id, version: VersionField }),
  data: FailureRemovalDto,
});

export const FailureLinkBody = z.object({
  projectId: ProjectIdField,
  /** FC → FM, FM → FM (a lower element's mode causing a higher one's) or FM → FE. */
  causeId: z.uuid('原因 causeId 格式不正确'),
  effectId: z.uuid('影响 effectId 格式不正确'),
});

export const linkDfmeaFailures = fmeaEndpoint(DFMEA, 'edit', {
  name: 'linkDfmeaFailures',
  method: 'POST',
  path: '/api/app/FunctionalFailureMatrix/FailureRelation',
  summary: '建立失效关系 causeId → effectId；指向失效模式的关系建立该失效链的风险行；形成循环则拒绝（9999）',
  body: FailureLinkBody,
  data: z.object({ link: FailureLink, risk: ChainRiskRow.nullable() }),
});

export const unlinkDfmeaFailures = fmeaEndpoint(DFMEA, 'edit', {
  name: 'unlinkDfmeaFailures',
  method: 'POST',
  path: '/api/app/FunctionalFailureMatrix/DelFailureRelation',
  summary: '删除失效关系；失效链的风险行及其措施一并删除',
  body: FailureLinkBody,
  data: z.object({ deleted: z.boolean(), risks: z.number().int(), actions: z.number().int() }),
});
