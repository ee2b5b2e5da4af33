import { z } from 'zod';
import { Failure, FMEA_KIND_PLUGIN, FMEA_KINDS } from '../domain/fmea';
import type { PermissionRequirement } from '../permissions/define';
import { Id } from './common-schemas';
import type { EndpointDefinition } from './define';
import { copyDfmeaBomToStructure, getDfmeaProjectBom, linkDfmeaProjectBom, listDfmeaBomOptions } from './fmea-bom-link';
import { getDfmeaBoundaryDiagram, saveDfmeaBoundaryDiagram } from './fmea-boundary-diagram';
import { FMEA_KIND_POINT, fmeaEndpoint, ProjectIdField, ProjectQuery, VersionField } from './fmea-common';
import { DfmeaOptionDto } from './fmea-dfmea-linkage';
import { MSR_KIND_ENDPOINTS } from './fmea-kind-endpoints';
import { deleteDfmeaInterface, saveDfmeaInterface } from './fmea-net';
import { ChainRiskRow } from './fmea-risk-dto';

// The DFMEA's design calls outside the kind set that an FMEA-MSR also makes on its product structure (task nodes
// 物料清单, 边界图, 接口分析): the BOM link, the boundary diagram, the interfaces. Same bodies and answers as the
// DFMEA's, under MSR paths, the MSR "my FMEA" point and plugin 1004. Spec-named: mSRProject/
// resetMSRInterfaceRelationJson; the others are ours, in the spec's MSR style. No P-diagram, no DVP&R.

const MSR = FMEA_KINDS.msr;

/** The DFMEA call `endpoint` as FMEA-MSR's: its path, name, the MSR point (same action) and plugin. */
function msrTwin<E extends EndpointDefinition>(endpoint: E, path: string): E {
  const { access } = endpoint;
  const point = FMEA_KIND_POINT[MSR] as unknown as Partial<Record<string, PermissionRequirement>>;
  const msrAccess = typeof access === 'object' ? point[access.action] : undefined;
  if (!msrAccess) throw new Error(`${endpoint.name}: an FMEA call needs its kind's point`);
  return {
    ...endpoint,
    name: endpoint.name.replace('Dfmea', 'Msr'),
    path: `/api/app/${path}`,
    summary: endpoint.summary.replaceAll('DFMEA', 'FMEA-MSR'),
    access: msrAccess,
    plugin: FMEA_KIND_PLUGIN[MSR],
  };
}

export const getMsrProjectBom = /*#__PURE__*/ msrTwin(getDfmeaProjectBom, 'mSRProject/fMEAMSRProjectBom');
export const linkMsrProjectBom = /*#__PURE__*/ msrTwin(linkDfmeaProjectBom, 'mSRProject/fMEAMSRLinkBom');
export const listMsrBomOptions = /*#__PURE__*/ msrTwin(listDfmeaBomOptions, 'mSRProject/fMEAMSRBomOptions');
export const copyMsrBomToStructure = /*#__PURE__*/ msrTwin(copyDfmeaBomToStructure, 'mSRProject/fMEAMSRBomToStructure');
export const getMsrBoundaryDiagram = /*#__PURE__*/ msrTwin(
  getDfmeaBoundaryDiagram,
  'mSRProject/mSRInterfaceRelationJson',
);
export const saveMsrBoundaryDiagram = /*#__PURE__*/ msrTwin(
  saveDfmeaBoundaryDiagram,
  'mSRProject/resetMSRInterfaceRelationJson',
);
export const saveMsrInterface = /*#__PURE__*/ msrTwin(
  saveDfmeaInterface,
  'MSRInterfacePartRelation/OrEditMSRInterfaceRelation',
);
export const deleteMsrInterface = /*#__PURE__*/ msrTwin(
  deleteDfmeaInterface,
  'MSRInterfacePartRelation/DelMSRInterfaceRelation',
);

/**
 * Spec §7 names the MSR's failure saves per role (MSRFailureMode/OrEditMSRFailureMode, MSRFailureCause/
 * OrEditMSRFailureCause) beside MSRFailureMode/EditFailure: the same call as the kind role saveFailure (a mode or a
 * cause, by `type`), under those paths too.
 */
export const saveMsrFailureMode = /*#__PURE__*/ {
  ...MSR_KIND_ENDPOINTS.saveFailure,
  name: 'saveMsrFailureMode',
  path: '/api/app/MSRFailureMode/OrEditMSRFailureMode',
};
export const saveMsrFailureCause = /*#__PURE__*/ {
  ...MSR_KIND_ENDPOINTS.saveFailure,
  name: 'saveMsrFailureCause',
  path: '/api/app/MSRFailureCause/OrEditMSRFailureCause',
};

const LinkedFailuresQuery = z.object({
  projectId: ProjectIdField,
  failureId: z.uuid('失效 failureId 格式不正确'),
});

export const getMsrSuperiorFailures = fmeaEndpoint(MSR, 'get', {
  name: 'getMsrSuperiorFailures',
  method: 'GET',
  path: '/api/app/MSRFailureMode/MSRSuperiorFailureModel',
  summary: '一个失效在失效网中的上级失效（它导致的失效影响或失效模式）',
  query: LinkedFailuresQuery,
  data: z.object({ items: z.array(Failure) }),
});

export const getMsrSubordinateFailures = fmeaEndpoint(MSR, 'get', {
  name: 'getMsrSubordinateFailures',
  method: 'GET',
  path: '/api/app/MSRFailureMode/MSRSubordinateFailureModel',
  summary: '一个失效在失效网中的下级失效（导致它的失效模式或失效起因）',
  query: LinkedFailuresQuery,
  data: z.object({ items: z.array(Failure) }),
});

export const listMsrMeasures = fmeaEndpoint(MSR, 'get', {
  name: 'listMsrMeasures',
  method: 'POST',
  path: '/api/app/MSRRelationMeasure/MSRMeasureList',
  mutates: false,
  summary:
    '项目（或一个失效模式 modeId）各失效链的 MSR 风险：频率 F、监视 M、系统响应、减轻后的失效影响及严重度、S、AP（M=1 时按减轻后的严重度）与措施后 AP',
  body: z.object({ projectId: ProjectIdField, modeId: z.uuid('失效模式 modeId 格式不正确').optional() }),
  data: z.object({ items: z.array(ChainRiskRow) }),
});

// An FMEA-MSR started from a DFMEA of the same product (issue 17 item 4): the project links one source DFMEA (of the
// tenant, one the caller may read) and copies its structure elements, functions with their links and failures with
// their links (the effects with their S: the chains' severity basis) into its own net; not the DFMEA's O/D ratings,
// P-diagrams or DVP&R. Every copy names its source row (domain planSourceCopy), so copying again after the DFMEA
// changed adds only what is new. Paths are ours, in the MSR's mSRProject/ style beside fMEAMSRLinkBom.

export const MSR_SOURCE_MESSAGES = {
  noDfmea: '请先为项目关联来源DFMEA',
  dfmeaNotFound: 'DFMEA不存在或已被删除',
  dfmeaNotReadable: '只能关联您可查看的DFMEA',
} as const;

const SourceCounts = z.object({
  elements: z.number().int(),
  functions: z.number().int(),
  functionLinks: z.number().int(),
  failures: z.number().int(),
  failureLinks: z.number().int(),
});

/** The project's source DFMEA: the link (with its version), what the net holds copied from it, what a copy would add. */
export const MsrSourceDfmeaDto = z.object({
  projectId: Id,
  link: z
    .object({ dfmeaProjectId: Id, version: z.number().int(), projectNO: z.string(), projectName: z.string() })
    .nullable(),
  /** Rows of this net copied from the DFMEA (elements, functions, failures; links are not counted). */
  copied: z.object({ elements: z.number().int(), functions: z.number().int(), failures: z.number().int() }),
  /** What copying now would add (all zero without a link, or once the net is up to date). */
  pending: SourceCounts,
});
export type MsrSourceDfmeaDto = z.infer<typeof MsrSourceDfmeaDto>;

export const getMsrSourceDfmea = fmeaEndpoint(MSR, 'get', {
  name: 'getMsrSourceDfmea',
  method: 'GET',
  path: '/api/app/mSRProject/fMEAMSRSourceDfmea',
  summary: '项目的来源 DFMEA、已从其复制的结构/功能/失效数及再次复制将新增的内容；项目成员即可读取（路径为本系统所定）',
  query: ProjectQuery,
  data: MsrSourceDfmeaDto,
});

export const listMsrSourceDfmeaOptions = fmeaEndpoint(MSR, 'edit', {
  name: 'listMsrSourceDfmeaOptions',
  method: 'GET',
  path: '/api/app/mSRProject/fMEAMSRSourceDfmeaOptions',
  summary:
    '可作为来源的 DFMEA（您可查看的，按编号或名称搜索，最近修改的在前，最多 50 个）；须能编辑该项目（路径为本系统所定）',
  mutates: false,
  query: ProjectQuery.extend({ keyword: z.string().trim().max(100, '关键字 keyword 不能超过 100 个字符').optional() }),
  data: z.array(DfmeaOptionDto),
});

export const linkMsrSourceDfmea = fmeaEndpoint(MSR, 'edit', {
  name: 'linkMsrSourceDfmea',
  method: 'POST',
  path: '/api/app/mSRProject/fMEAMSRLinkSourceDfmea',
  summary:
    '为项目关联来源 DFMEA（dfmeaProjectId 为 null 则取消关联）；已有关联须带其 version，过期则 409；已复制的内容保留（路径为本系统所定）',
  body: z.object({
    projectId: ProjectIdField,
    dfmeaProjectId: z.uuid('来源 DFMEA dfmeaProjectId 格式不正确').nullable(),
    /** The link's version; absent while the project has none. */
    version: VersionField.optional(),
  }),
  data: MsrSourceDfmeaDto,
});

export const copyMsrSourceDfmea = fmeaEndpoint(MSR, 'edit', {
  name: 'copyMsrSourceDfmea',
  method: 'POST',
  path: '/api/app/mSRProject/fMEAMSRSourceDfmeaToNet',
  summary:
    '从来源 DFMEA 复制结构元素、功能及功能关系、失效及失效关系（含失效影响的严重度）到本项目，每项记住其来源；不复制 O/D、P 图与 DVP&R；再次复制只添加 DFMEA 中新增的内容（路径为本系统所定）',
  body: z.object({ projectId: ProjectIdField }),
  data: z.object({
    created: SourceCounts.extend({ chains: z.number().int() }),
    /** Links left out because they would close a cycle with links of this net. */
    skippedLinks: z.number().int(),
    source: MsrSourceDfmeaDto,
  }),
});
