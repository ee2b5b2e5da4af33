import { z } from 'zod';
import { FMEA_KINDS } from '../domain/fmea';
import { PLUGIN_IDS } from '../modules/plugins';
import { Id } from './common-schemas';
import { defineEndpoint } from './define';
import { fmeaEndpoint, ProjectIdField, ProjectQuery, textField } from './fmea-common';
import { FmeaNetOut } from './fmea-net-out';
import { FmeaProjectHeader } from './fmea-projects';

// Step 7, results documentation: a results version is an immutable snapshot of the project's header, its whole net,
// the AP table version and the SOD standard it was rated with, numbered 1, 2 … per project, with who made it, when,
// and a note. No call changes or deletes one (only deleting the project does). Any two versions, or a version and
// the live net, compare through domain diffNets. Spec-named: ResultsVersion/ResultsVersion (GET, POST),
// ResultsVersionList; the compare call is ours (ResultsVersion/CompareResultsVersion), and so is the path of the
// admin-create variant the spec names without one (ResultsVersion/AdminResultsVersion: a tenant administrator releases
// a version of any project, e.g. when its owner has left; the version records it). Also APStandard/aPStandardExtend,
// the AP tables in force.

const DFMEA = FMEA_KINDS.dfmea;

export const ResultsVersionSummary = z.object({
  id: Id,
  projectId: Id,
  number: z.number().int(),
  note: z.string(),
  apTableVersion: z.string(),
  sodStandardId: Id.nullable(),
  creatorId: Id,
  creatorName: z.string(),
  creationTime: z.string(),
  /** Released by a tenant administrator through the admin path (not as a team member with write rights). */
  byAdmin: z.boolean(),
});
export type ResultsVersionSummary = z.infer<typeof ResultsVersionSummary>;

export const ResultsVersionDto = ResultsVersionSummary.extend({ header: FmeaProjectHeader, net: FmeaNetOut });
export type ResultsVersionDto = z.infer<typeof ResultsVersionDto>;

export const createDfmeaResultsVersion = fmeaEndpoint(DFMEA, 'edit', {
  name: 'createDfmeaResultsVersion',
  method: 'POST',
  path: '/api/app/ResultsVersion/ResultsVersion',
  summary: '发布结果版本：项目表头、整个分析网、AP 表版本与 SOD 标准的不可更改快照，按项目编号 1、2 …，附说明',
  body: z.object({ projectId: ProjectIdField, note: textField('版本说明', 500).default('') }),
  data: ResultsVersionSummary,
});

export const createDfmeaResultsVersionAsAdmin = fmeaEndpoint(DFMEA, 'edit', {
  name: 'createDfmeaResultsVersionAsAdmin',
  method: 'POST',
  path: '/api/app/ResultsVersion/AdminResultsVersion',
  summary:
    '管理员发布结果版本：租户管理员可为本租户任一项目发布（无需团队编辑权限，如负责人已离职），版本记为管理员发布；与普通发布一样不可更改并充实知识库；非管理员 403（路径为本系统所定）',
  body: z.object({ projectId: ProjectIdField, note: textField('版本说明', 500).default('') }),
  data: ResultsVersionSummary,
});

export const listDfmeaResultsVersions = fmeaEndpoint(DFMEA, 'get', {
  name: 'listDfmeaResultsVersions',
  method: 'GET',
  path: '/api/app/ResultsVersion/ResultsVersionList',
  summary: '项目的结果版本列表（新的在前）',
  query: ProjectQuery,
  data: z.object({ items: z.array(ResultsVersionSummary) }),
});

export const getDfmeaResultsVersion = fmeaEndpoint(DFMEA, 'get', {
  name: 'getDfmeaResultsVersion',
  method: 'GET',
  path: '/api/app/ResultsVersion/ResultsVersion',
  summary: '读取一个结果版本的快照（表头与整个分析网）',
  query: z.object({ id: z.uuid('结果版本 id 格式不正确') }),
  data: ResultsVersionDto,
});

export const ResultsVersionCompareDto = z.object({
  from: ResultsVersionSummary,
  /** null: compared with the live net. */
  to: ResultsVersionSummary.nullable(),
  changes: z.array(
    z.object({
      part: z.string(),
      key: z.string(),
      label: z.string(),
      change: z.enum(['added', 'removed', 'changed']),
      fields: z.array(z.string()),
    }),
  ),
});
export type ResultsVersionCompareDto = z.infer<typeof ResultsVersionCompareDto>;

export const compareDfmeaResultsVersions = fmeaEndpoint(DFMEA, 'get', {
  name: 'compareDfmeaResultsVersions',
  method: 'GET',
  path: '/api/app/ResultsVersion/CompareResultsVersion',
  summary:
    '比较两个结果版本（fromId → toId），或一个结果版本与当前分析网（不给 toId）：新增、删除、修改的条目及修改的字段（路径为本系统所定）',
  query: z.object({
    fromId: z.uuid('fromId 格式不正确'),
    toId: z.uuid('toId 格式不正确').optional(),
  }),
  data: ResultsVersionCompareDto,
});

// ---------------------------------------------------------------------------------------------------------
// AP tables

/** `lookup[S][O]` (MSR `lookup[S][F]`): ten letters, the (D − 1)th the priority; keys '1'–'10' as in reference/fmea. */
export const ApLookupDto = z.record(z.string(), z.record(z.string(), z.string()));

export const ApStandardDto = z.object({
  version: z.string(),
  dfmeaPfmea: z.object({ lookup: ApLookupDto }),
  msr: z.object({ lookup: ApLookupDto }),
});
export type ApStandardDto = z.infer<typeof ApStandardDto>;

export const getApStandard = defineEndpoint({
  name: 'getApStandard',
  method: 'GET',
  base: 'qis',
  path: '/api/app/APStandard/aPStandardExtend',
  summary:
    '现行 AP 表（AIAG-VDA 手册的公开数据）：DFMEA/PFMEA 表与 FMEA-MSR 表，布局同 reference/fmea 的 lookup，附表版本；任一 FMEA 插件启用时登录用户可读',
  access: 'user',
  plugin: [PLUGIN_IDS.dfmea, PLUGIN_IDS.pfmea, PLUGIN_IDS.msr],
  data: ApStandardDto,
});
