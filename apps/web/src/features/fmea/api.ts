import {
  deleteDfmeaDvp,
  type EndpointData,
  FMEA_KINDS,
  type FmeaKind,
  getApStandard,
  getDfmeaOrganizationTree,
  getDfmeaSodStandardNames,
  getMsrSodStandardNames,
  getPfmeaSodStandardNames,
  getSodDetectById,
  getSodOccurrenceById,
  getSodSeriousnessById,
  getUserList,
  saveDfmeaDvp,
  saveDfmeaPDiagram,
  selectDataDictionaryItemList,
} from '@qis/shared';
import { callEndpoint, type EndpointRequest } from '../../shell/call-endpoint';

/**
 * The FMEA screens' calls that are not a kind's project calls (those are in kind-api.ts, through useFmeaApi()): the
 * options of the forms, the AP tables and SOD scales, and the DFMEA's design-only parts (P-diagrams, DVP&R). Method, path and schemas come from the declarations in @qis/shared.
 */

type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;

export type {
  CompareDto,
  CreateProjectBody,
  EditProjectBody,
  NetDto,
  ProjectDto,
  ProjectListItem,
  ProjectListPage,
  ResultTables,
  VersionSummary,
} from './kind-api';
export type UserOption = EndpointData<typeof getUserList>[number];

// Options
export const fetchUsers = () => callEndpoint(getUserList);
export const fetchCustomers = () => callEndpoint(selectDataDictionaryItemList, { query: { code: 'customerName' } });
export const fetchApStandard = () => callEndpoint(getApStandard);
const SOD_STANDARD_NAMES = {
  [FMEA_KINDS.dfmea]: getDfmeaSodStandardNames,
  [FMEA_KINDS.pfmea]: getPfmeaSodStandardNames,
  [FMEA_KINDS.msr]: getMsrSodStandardNames,
} as const;
/** The kind's SOD standards to create a project with. */
export const fetchSodStandardNames = (kind: FmeaKind) => callEndpoint(SOD_STANDARD_NAMES[kind]);
/** The three scales of a SOD standard (the rating pickers' criteria), silent: the defaults stand in on failure. */
export const fetchSodScales = async (id: string) => {
  const scale = (endpoint: typeof getSodSeriousnessById) => callEndpoint(endpoint, { query: { id } }, { silent: true });
  const [severity, occurrence, detection] = await Promise.all([
    scale(getSodSeriousnessById),
    scale(getSodOccurrenceById),
    scale(getSodDetectById),
  ]);
  return { severity, occurrence, detection };
};

// The departments with their users, to pick a team from.
export const fetchOrganizationTree = () => callEndpoint(getDfmeaOrganizationTree);

// DVP&R and P-diagrams (DFMEA only; the interfaces are in bom-boundary-api.ts, per kind)
export const saveDvp = (body: Body<typeof saveDfmeaDvp>) => callEndpoint(saveDfmeaDvp, { body }, { silent: true });
export const deleteDvp = (body: Body<typeof deleteDfmeaDvp>) =>
  callEndpoint(deleteDfmeaDvp, { body }, { silent: true });
export const savePDiagram = (body: Body<typeof saveDfmeaPDiagram>) =>
  callEndpoint(saveDfmeaPDiagram, { body }, { silent: true });
