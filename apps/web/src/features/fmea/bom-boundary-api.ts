import {
  copyDfmeaBomToStructure,
  copyMsrBomToStructure,
  deleteDfmeaInterface,
  deleteMsrInterface,
  type EndpointData,
  FMEA_KINDS,
  getDfmeaBoundaryDiagram,
  getDfmeaProjectBom,
  getInterfaceRelationTypes,
  getMsrBoundaryDiagram,
  getMsrProjectBom,
  linkDfmeaProjectBom,
  linkMsrProjectBom,
  listDfmeaBomOptions,
  listMsrBomOptions,
  saveDfmeaBoundaryDiagram,
  saveDfmeaInterface,
  saveMsrBoundaryDiagram,
  saveMsrInterface,
} from '@qis/shared';
import { addTexts } from '../../locales';
import { fmeaBomBoundaryZhCN } from '../../locales/fmea-bom-boundary.zh-CN';
import { callEndpoint, type EndpointRequest } from '../../shell/call-endpoint';
import { useFmeaKind } from './project/FmeaKindContext';

// The calls of the product-structure task nodes 物料清单, 边界图 and 接口分析 (their texts come with them), a DFMEA's
// or, under its own paths and point, an FMEA-MSR's (contracts/fmea-msr-design.ts). Changes are silent: the project's
// run() shows a refusal (a 409 with the reload offer).
addTexts(fmeaBomBoundaryZhCN);

type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;

export type ProjectBom = EndpointData<typeof getDfmeaProjectBom>;
export type BoundaryDiagramState = EndpointData<typeof getDfmeaBoundaryDiagram>;
export type InterfaceTypeInfo = EndpointData<typeof getInterfaceRelationTypes>[number];

const DFMEA_DESIGN = {
  getProjectBom: getDfmeaProjectBom,
  listBomOptions: listDfmeaBomOptions,
  linkProjectBom: linkDfmeaProjectBom,
  copyBomToStructure: copyDfmeaBomToStructure,
  getBoundaryDiagram: getDfmeaBoundaryDiagram,
  saveBoundaryDiagram: saveDfmeaBoundaryDiagram,
  saveInterface: saveDfmeaInterface,
  deleteInterface: deleteDfmeaInterface,
};
type DesignEndpoints = typeof DFMEA_DESIGN;
// The MSR twins have the DFMEA's schemas (msrTwin): only path, name, point and plugin differ.
const MSR_DESIGN: DesignEndpoints = {
  getProjectBom: getMsrProjectBom,
  listBomOptions: listMsrBomOptions,
  linkProjectBom: linkMsrProjectBom,
  copyBomToStructure: copyMsrBomToStructure,
  getBoundaryDiagram: getMsrBoundaryDiagram,
  saveBoundaryDiagram: saveMsrBoundaryDiagram,
  saveInterface: saveMsrInterface,
  deleteInterface: deleteMsrInterface,
};

function designCalls(e: DesignEndpoints) {
  const silent = { silent: true };
  return {
    fetchProjectBom: (projectId: string) => callEndpoint(e.getProjectBom, { query: { projectId } }),
    fetchBomOptions: (projectId: string, keyword: string) =>
      callEndpoint(e.listBomOptions, { query: keyword ? { projectId, keyword } : { projectId } }),
    linkBom: (body: Body<DesignEndpoints['linkProjectBom']>) => callEndpoint(e.linkProjectBom, { body }, silent),
    copyBomToStructure: (body: Body<DesignEndpoints['copyBomToStructure']>) =>
      callEndpoint(e.copyBomToStructure, { body }, silent),
    fetchBoundaryDiagram: (projectId: string) => callEndpoint(e.getBoundaryDiagram, { query: { projectId } }),
    saveBoundaryDiagram: (body: Body<DesignEndpoints['saveBoundaryDiagram']>) =>
      callEndpoint(e.saveBoundaryDiagram, { body }, silent),
    saveInterface: (body: Body<DesignEndpoints['saveInterface']>) => callEndpoint(e.saveInterface, { body }, silent),
    deleteInterface: (body: Body<DesignEndpoints['deleteInterface']>) =>
      callEndpoint(e.deleteInterface, { body }, silent),
  };
}

const DESIGN_CALLS = { dfmea: designCalls(DFMEA_DESIGN), msr: designCalls(MSR_DESIGN) };

/** The product-structure calls of the current kind's project (FMEA-MSR's own, otherwise the DFMEA's). */
export const useDesignApi = () => (useFmeaKind() === FMEA_KINDS.msr ? DESIGN_CALLS.msr : DESIGN_CALLS.dfmea);

export const fetchInterfaceTypes = () => callEndpoint(getInterfaceRelationTypes);
