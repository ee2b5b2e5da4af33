import { FMEA_KIND_PLUGIN, FMEA_KINDS } from '../domain/fmea';
import type { PermissionRequirement } from '../permissions/define';
import type { EndpointDefinition } from './define';
import { copyDfmeaBomToStructure, getDfmeaProjectBom, linkDfmeaProjectBom, listDfmeaBomOptions } from './fmea-bom-link';
import { getDfmeaBoundaryDiagram, saveDfmeaBoundaryDiagram } from './fmea-boundary-diagram';
import { FMEA_KIND_POINT } from './fmea-common';
import { MSR_KIND_ENDPOINTS } from './fmea-kind-endpoints';
import { deleteDfmeaInterface, saveDfmeaInterface } from './fmea-net';

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
