import { z } from 'zod';
import { FMEA_KINDS, type FmeaKind } from '../domain/fmea/kinds';
import { RATING_MAX, RATING_MIN } from '../domain/fmea/rating-scale-rules';
import { P } from '../permissions';
import { Id, Version } from './common-schemas';
import { defineEndpoint } from './define';

// SOD standards (/DFMEAstandard, /sod/{id}, /addSod; /PFMEAstandard and MSR's /sfm/{id} use the same calls under
// their own service): the rating scales a project rates with. One set of calls per kind, under the service the spec
// names for it (§7: SODStandard, PFMEA_SODStandard, MSRSODStandard), each behind its kind's standard-library point.
// The paths after the service are ours (the spec names only copyPFMEASODStandard). The criteria the rating pickers
// show (Optimizations/Sod…ById) are open to holders of an FMEA project point or a standard-library point.

/** The service segment of each kind's calls (spec §7). */
export const SOD_STANDARD_SERVICES: Record<FmeaKind, string> = {
  0: 'SODStandard',
  1: 'PFMEA_SODStandard',
  2: 'MSRSODStandard',
};

/** The names of the three scales of a standard by kind: S/O/D, and MSR's S/F/M. */
export const SOD_SCALE_NAMES: Record<FmeaKind, { severity: string; occurrence: string; detection: string }> = {
  0: { severity: '严重度（S）', occurrence: '频度（O）', detection: '探测度（D）' },
  1: { severity: '严重度（S）', occurrence: '频度（O）', detection: '探测度（D）' },
  2: { severity: '严重度（S）', occurrence: '频率（F）', detection: '监视（M）' },
};

export const SOD_STANDARD_NAME_MAX = 100;
export const RATING_LABEL_MAX = 50;
export const RATING_CRITERIA_MAX = 500;

/** Business refusals of the SOD standard calls (9999). */
export const SOD_STANDARD_MESSAGES = {
  nameTaken: '同类评分标准中已有此名称',
  defaultUndeletable: '默认评分标准不能删除，请先将其他标准设为默认',
  usedByProject: '该评分标准已被FMEA项目使用，不能删除',
  noRights: '抱歉，你无权访问该资源',
} as const;

export const RatingLevelInput = z.object({
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  label: z.string().trim().min(1, '不能为空').max(RATING_LABEL_MAX),
  criteria: z.string().trim().min(1, '不能为空').max(RATING_CRITERIA_MAX),
});

// Ten levels, every rating once: checked by the server after the schema (checkRatingScales), so that the 400 names
// the scale and the rating that is missing or repeated.
const ScaleInput = z.array(RatingLevelInput).max(20);

export const RatingScalesInput = z.object({
  severity: ScaleInput,
  occurrence: ScaleInput,
  detection: ScaleInput,
});

const StandardName = z.string().trim().min(1, '不能为空').max(SOD_STANDARD_NAME_MAX);

export const RatingLevelDto = z.object({ rating: z.number().int(), label: z.string(), criteria: z.string() });
export type RatingLevelDto = z.infer<typeof RatingLevelDto>;

export const SodStandardSummaryDto = z.object({
  id: z.uuid(),
  /** FMEA_KINDS. */
  kind: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  /** ISO 8601. */
  updateTime: z.string(),
  updatedByName: z.string().nullable(),
  version: z.number().int(),
});
export type SodStandardSummaryDto = z.infer<typeof SodStandardSummaryDto>;

export const SodStandardDto = SodStandardSummaryDto.extend({
  scales: z.object({
    severity: z.array(RatingLevelDto),
    occurrence: z.array(RatingLevelDto),
    detection: z.array(RatingLevelDto),
  }),
});
export type SodStandardDto = z.infer<typeof SodStandardDto>;

export const SodStandardNameDto = z.object({ id: z.uuid(), name: z.string(), isDefault: z.boolean() });
export type SodStandardNameDto = z.infer<typeof SodStandardNameDto>;

export const SodStandardCreateBody = z.object({ name: StandardName, scales: RatingScalesInput });
export const SodStandardEditBody = SodStandardCreateBody.extend({ id: Id, version: Version });
export const SodStandardCopyBody = z.object({
  /** The standard copied, of any kind (e.g. the PFMEA one into a new DFMEA one). */
  id: Id,
  name: StandardName,
});
const IdBody = z.object({ id: Id });
const IdQuery = z.object({ id: Id });

const KIND_LABEL: Record<FmeaKind, string> = { 0: 'DFMEA', 1: 'PFMEA', 2: 'FMEA-MSR' };
const KIND_POINT = {
  0: P.fmea.SODStandard,
  1: P.fmea.PFMEASODStandard,
  2: P.fmea.SFMStandard,
} as const;
const KIND_PLUGIN: Record<FmeaKind, number> = { 0: 1003, 1: 1005, 2: 1004 };

function sodStandardEndpoints(kind: FmeaKind, prefix: 'Dfmea' | 'Pfmea' | 'Msr') {
  const base = `/api/app/${SOD_STANDARD_SERVICES[kind]}`;
  const point = KIND_POINT[kind];
  const label = KIND_LABEL[kind];
  const plugin = KIND_PLUGIN[kind];
  return {
    names: defineEndpoint({
      name: `get${prefix}SodStandardNames`,
      method: 'GET',
      base: 'qis',
      path: `${base}/sodStandardNames`,
      summary: `${label} 评分标准名称（默认的在前），供新建项目选择；须有 FMEA 项目或标准库的权限`,
      access: 'user',
      plugin,
      data: z.array(SodStandardNameDto),
    }),
    list: defineEndpoint({
      name: `get${prefix}SodStandardList`,
      method: 'GET',
      base: 'qis',
      path: `${base}/sodStandardList`,
      summary: `${label} 评分标准列表（默认的在前，其余按名称）`,
      access: point.query,
      data: z.array(SodStandardSummaryDto),
    }),
    get: defineEndpoint({
      name: `get${prefix}SodStandard`,
      method: 'GET',
      base: 'qis',
      path: `${base}/sodStandard`,
      summary: `一个 ${label} 评分标准及其三个 1–10 级评分表`,
      access: point.get,
      query: IdQuery,
      data: SodStandardDto,
    }),
    create: defineEndpoint({
      name: `create${prefix}SodStandard`,
      method: 'POST',
      base: 'qis',
      path: `${base}/createSodStandard`,
      summary: `新建 ${label} 评分标准：每个评分表 1–10 各一级，说明与评价准则不能为空（400 指明字段）；同类重名 9999`,
      access: point.add,
      body: SodStandardCreateBody,
      data: SodStandardDto,
    }),
    edit: defineEndpoint({
      name: `edit${prefix}SodStandard`,
      method: 'POST',
      base: 'qis',
      path: `${base}/editSodStandard`,
      summary: `修改 ${label} 评分标准（名称与评分表）；版本过期 409`,
      access: point.edit,
      body: SodStandardEditBody,
      data: SodStandardDto,
    }),
    setDefault: defineEndpoint({
      name: `setDefault${prefix}SodStandard`,
      method: 'POST',
      base: 'qis',
      path: `${base}/setDefaultSodStandard`,
      summary: `设为 ${label} 默认评分标准（新建项目默认使用）；原默认的随之取消`,
      access: point.edit,
      body: IdBody,
      data: SodStandardSummaryDto,
    }),
    remove: defineEndpoint({
      name: `delete${prefix}SodStandard`,
      method: 'POST',
      base: 'qis',
      path: `${base}/deleteSodStandard`,
      summary: `删除 ${label} 评分标准：默认标准与已被项目使用的标准不能删除（9999）`,
      access: point.delete,
      body: IdBody,
      data: z.boolean(),
    }),
    copy: defineEndpoint({
      name: `copy${prefix}SodStandard`,
      method: 'POST',
      base: 'qis',
      path: `${base}/copyPFMEASODStandard`,
      summary: `复制一个评分标准（任一类，如 PFMEA 的）为新的 ${label} 评分标准`,
      access: point.add,
      body: SodStandardCopyBody,
      data: SodStandardDto,
    }),
  };
}

const dfmea = sodStandardEndpoints(FMEA_KINDS.dfmea, 'Dfmea');
const pfmea = sodStandardEndpoints(FMEA_KINDS.pfmea, 'Pfmea');
const msr = sodStandardEndpoints(FMEA_KINDS.msr, 'Msr');

/** Each kind's calls, for code that works on the kind it is given (the web's standard screens). */
export const SOD_STANDARD_ENDPOINTS: Record<FmeaKind, typeof dfmea> = { 0: dfmea, 1: pfmea, 2: msr };

export const {
  names: getDfmeaSodStandardNames,
  list: getDfmeaSodStandardList,
  get: getDfmeaSodStandard,
  create: createDfmeaSodStandard,
  edit: editDfmeaSodStandard,
  setDefault: setDefaultDfmeaSodStandard,
  remove: deleteDfmeaSodStandard,
  copy: copyDfmeaSodStandard,
} = dfmea;
export const {
  names: getPfmeaSodStandardNames,
  list: getPfmeaSodStandardList,
  get: getPfmeaSodStandard,
  create: createPfmeaSodStandard,
  edit: editPfmeaSodStandard,
  setDefault: setDefaultPfmeaSodStandard,
  remove: deletePfmeaSodStandard,
  copy: copyPfmeaSodStandard,
} = pfmea;
export const {
  names: getMsrSodStandardNames,
  list: getMsrSodStandardList,
  get: getMsrSodStandard,
  create: createMsrSodStandard,
  edit: editMsrSodStandard,
  setDefault: setDefaultMsrSodStandard,
  remove: deleteMsrSodStandard,
  copy: copyMsrSodStandard,
} = msr;

/** The scale each picker call answers. */
export const SOD_PICKER_SCALES = ['severity', 'occurrence', 'detection'] as const;
export type SodPickerScale = (typeof SOD_PICKER_SCALES)[number];

function pickerEndpoint(name: string, action: string, what: string) {
  return defineEndpoint({
    name,
    method: 'GET',
    base: 'qis',
    path: `/api/app/Optimizations/${action}`,
    summary: `一个评分标准的${what}评分表（10 到 1 级，评分选择器显示的评价准则）；须有 FMEA 项目或标准库的权限`,
    access: 'user',
    plugin: [1003, 1004, 1005],
    query: IdQuery,
    data: z.array(RatingLevelDto),
  });
}

export const getSodSeriousnessById = pickerEndpoint('getSodSeriousnessById', 'SodSeriousnessById', '严重度');
export const getSodOccurrenceById = pickerEndpoint('getSodOccurrenceById', 'SodOccurrenceById', '频度（MSR：频率）');
export const getSodDetectById = pickerEndpoint('getSodDetectById', 'SodDetectById', '探测度（MSR：监视）');
