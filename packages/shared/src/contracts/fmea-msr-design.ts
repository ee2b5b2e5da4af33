import { z } from 'zod';
import { Failure, FMEA_KIND_PLUGIN, FMEA_KINDS } from '../domain/fmea';
import type { PermissionRequirement } from '../permissions/define';
import type { EndpointDefinition } from './define';
import { copyDfmeaBomToStructure, getDfmeaProjectBom, linkDfmeaProjectBom, listDfmeaBomOptions } from './fmea-bom-link';
import { getDfmeaBoundaryDiagram, saveDfmeaBoundaryDiagram } from './fmea-boundary-diagram';
import { FMEA_KIND_POINT, fmeaEndpoint, ProjectIdField } from './fmea-common';
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
