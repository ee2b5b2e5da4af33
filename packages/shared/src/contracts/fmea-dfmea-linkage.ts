import { z } from 'zod';
import { FMEA_KINDS, FmeaFunction, SPECIAL_CHARACTERISTICS } from '../domain/fmea';
import { Id } from './common-schemas';
import { fmeaEndpoint, ProjectIdField, ProjectQuery, requiredText, VersionField } from './fmea-common';

// DFMEA → PFMEA linkage (issue 16): a PFMEA is linked to a DFMEA of the same product (one standing for the part its
// process makes, or one the engineer picks), carries the DFMEA's product characteristics (its components' functions'
// requirements with CC/SC, domain dfmea-linkage.ts) into functions of its process steps, and shows what the DFMEA
// changed since; accepting a change updates that PFMEA function only. The team reads the carried characteristics
// through the PFMEA. Paths are ours, beside the PFMEA's Project/ and pFFunctionRelationAppServices/ calls.

const PFMEA = FMEA_KINDS.pfmea;

export const DFMEA_LINK_MESSAGES = {
  dfmeaNotFound: 'DFMEA不存在或已被删除',
  dfmeaNotReadable: '只能关联同一产品的DFMEA，或您可查看的DFMEA',
  noDfmea: '请先为项目关联DFMEA',
  alreadyCarried: '该功能已带有来自DFMEA的产品特性',
  carriedIntoStep: '该产品特性已带入此过程步骤',
  notCarried: '该功能没有来自DFMEA的产品特性',
  nothingToAccept: '该产品特性在DFMEA中没有变更，无需接受',
} as const;

const Special = z.enum(SPECIAL_CHARACTERISTICS).nullable();

/** A DFMEA the PFMEA may be linked to. */
export const DfmeaOptionDto = z.object({
  id: Id,
  projectNO: z.string(),
  projectName: z.string(),
  owerIdName: z.string(),
  /** The DFMEA has an element standing for the part the PFMEA's linked process makes. */
  samePart: z.boolean(),
});
export type DfmeaOptionDto = z.infer<typeof DfmeaOptionDto>;

/** A product characteristic of the linked DFMEA, with where the PFMEA carries it. */
export const DfmeaCharacteristicDto = z.object({
  functionId: Id,
  elementId: Id,
  elementName: z.string(),
  elementNumber: z.string(),
  functionName: z.string(),
  requirement: z.string(),
  specialCharacteristic: Special,
  version: z.number().int(),
  /** The PFMEA functions carrying it. */
  carriedInto: z.array(Id),
  /** The PFMEA's process step it obviously belongs to (domain obviousProcessStep); null: the engineer chooses. */
  suggestedElementId: Id.nullable(),
});
export type DfmeaCharacteristicDto = z.infer<typeof DfmeaCharacteristicDto>;

const CharacteristicValue = z.object({ requirement: z.string(), specialCharacteristic: Special });

export const CharacteristicChangeDto = z.discriminatedUnion('field', [
  z.object({
    field: z.literal('requirement'),
    kind: z.enum(['text', 'tolerance']),
    before: z.string(),
    after: z.string(),
  }),
  z.object({ field: z.literal('specialCharacteristic'), before: Special, after: Special }),
]);

/** A PFMEA function carrying a DFMEA characteristic: what it took over, what the DFMEA says now, what changed. */
export const CarriedCharacteristicDto = z.object({
  functionId: Id,
  /** Null once the DFMEA function is gone. */
  dfmeaFunctionId: Id.nullable(),
  /** The carried link's version (accepting or dropping names it). */
  version: z.number().int(),
  /** The DFMEA component and function as they were named when last taken over. */
  elementName: z.string(),
  functionName: z.string(),
  accepted: CharacteristicValue,
  /** The DFMEA function now (with its row version); null when removed. */
  current: CharacteristicValue.extend({
    elementName: z.string(),
    functionName: z.string(),
    version: z.number().int(),
  }).nullable(),
  status: z.enum(['current', 'changed', 'removed']),
  changes: z.array(CharacteristicChangeDto),
});
export type CarriedCharacteristicDto = z.infer<typeof CarriedCharacteristicDto>;

export const DfmeaLinkageDto = z.object({
  projectId: Id,
  link: z
    .object({
      dfmeaProjectId: Id,
      version: z.number().int(),
      projectNO: z.string(),
      projectName: z.string(),
    })
    .nullable(),
  /** The linked DFMEA's product characteristics (empty without a link). */
  characteristics: z.array(DfmeaCharacteristicDto),
  /** The PFMEA's functions carrying one, changed and removed ones first. */
  carried: z.array(CarriedCharacteristicDto),
});
export type DfmeaLinkageDto = z.infer<typeof DfmeaLinkageDto>;

export const getPfmeaDfmeaLinkage = fmeaEndpoint(PFMEA, 'get', {
  name: 'getPfmeaDfmeaLinkage',
  method: 'GET',
  path: '/api/app/Project/pFMEADfmeaLink',
  summary:
    '项目关联的 DFMEA、其产品特性（零部件功能的要求及特殊特性 CC/SC）与已带入本项目的特性及其在 DFMEA 中的变更；项目成员即可读取（路径为本系统所定）',
  query: ProjectQuery,
  data: DfmeaLinkageDto,
});

export const listPfmeaDfmeaOptions = fmeaEndpoint(PFMEA, 'edit', {
  name: 'listPfmeaDfmeaOptions',
  method: 'GET',
  path: '/api/app/Project/pFMEADfmeaOptions',
  summary:
    '可供项目关联的 DFMEA：同一产品的（含项目所关联过程的产品零件）在前，以及您可查看的；按编号、名称搜索，最多 50 个；须能编辑该项目（路径为本系统所定）',
  mutates: false,
  query: ProjectQuery.extend({ keyword: z.string().trim().max(100, '关键字不能超过 100 个字符').optional() }),
  data: z.array(DfmeaOptionDto),
});

export const linkPfmeaDfmea = fmeaEndpoint(PFMEA, 'edit', {
  name: 'linkPfmeaDfmea',
  method: 'POST',
  path: '/api/app/Project/pFMEALinkDfmea',
  summary:
    '为项目关联一个 DFMEA（dfmeaProjectId 为 null 则取消关联）；已有关联须带其 version，过期则 409；更换或取消时已带入的特性不再跟踪，功能本身保留（路径为本系统所定）',
  body: z.object({
    projectId: ProjectIdField,
    dfmeaProjectId: z.uuid('dfmeaProjectId 格式不正确').nullable(),
    version: VersionField.optional(),
  }),
  data: DfmeaLinkageDto,
});

export const carryPfmeaDfmeaCharacteristics = fmeaEndpoint(PFMEA, 'edit', {
  name: 'carryPfmeaDfmeaCharacteristics',
  method: 'POST',
  path: '/api/app/pFFunctionRelationAppServices/CarryDfmeaCharacteristics',
  summary:
    '把所关联 DFMEA 的产品特性带入过程步骤：functionId 为该步骤的已有功能则其要求与特殊特性取自 DFMEA，为 null 则在该步骤新建功能（名称 name，默认为“零部件：功能”）（路径为本系统所定）',
  body: z.object({
    projectId: ProjectIdField,
    items: z
      .array(
        z.object({
          dfmeaFunctionId: z.uuid('dfmeaFunctionId 格式不正确'),
          /** A process step of the PFMEA. */
          elementId: z.uuid('过程步骤 elementId 格式不正确'),
          functionId: z.uuid('functionId 格式不正确').nullable().default(null),
          name: requiredText('功能名称', 200).optional(),
        }),
      )
      .min(1, '请至少选择一个产品特性')
      .max(200, '一次最多带入 200 个产品特性'),
  }),
  data: z.object({ functions: z.array(FmeaFunction), linkage: DfmeaLinkageDto }),
});

export const acceptPfmeaDfmeaCharacteristic = fmeaEndpoint(PFMEA, 'edit', {
  name: 'acceptPfmeaDfmeaCharacteristic',
  method: 'POST',
  path: '/api/app/pFFunctionRelationAppServices/AcceptDfmeaCharacteristic',
  summary:
    '接受 DFMEA 对已带入特性的变更：该 PFMEA 功能的要求与特殊特性改为 DFMEA 当前的（DFMEA 已删除则不再跟踪）；version 为带入记录的版本，sourceVersion 为所见 DFMEA 功能的版本（已删除为 null），任一过期则 409（路径为本系统所定）',
  body: z.object({
    projectId: ProjectIdField,
    functionId: z.uuid('functionId 格式不正确'),
    version: VersionField,
    sourceVersion: VersionField.nullable(),
  }),
  data: z.object({ function: FmeaFunction, linkage: DfmeaLinkageDto }),
});

export const dropPfmeaDfmeaCharacteristic = fmeaEndpoint(PFMEA, 'edit', {
  name: 'dropPfmeaDfmeaCharacteristic',
  method: 'POST',
  path: '/api/app/pFFunctionRelationAppServices/DropDfmeaCharacteristic',
  summary: '不再跟踪 PFMEA 功能所带的 DFMEA 产品特性（功能保留）；version 过期则 409（路径为本系统所定）',
  body: z.object({ projectId: ProjectIdField, functionId: z.uuid('functionId 格式不正确'), version: VersionField }),
  data: DfmeaLinkageDto,
});
