import {
  copyDfmeaBomToStructure,
  type EndpointData,
  getDfmeaBoundaryDiagram,
  getDfmeaProjectBom,
  getInterfaceRelationTypes,
  linkDfmeaProjectBom,
  listDfmeaBomOptions,
  saveDfmeaBoundaryDiagram,
} from '@qis/shared';
import { addTexts } from '../../locales';
import { fmeaBomBoundaryZhCN } from '../../locales/fmea-bom-boundary.zh-CN';
import { callEndpoint, type EndpointRequest } from '../../shell/call-endpoint';

// The calls of the task nodes 物料清单 and 边界图 (their texts come with them). Changes are silent: the project's run()
// shows a refusal (a 409 with the reload offer).
addTexts(fmeaBomBoundaryZhCN);

type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;

export type ProjectBom = EndpointData<typeof getDfmeaProjectBom>;
export type BoundaryDiagramState = EndpointData<typeof getDfmeaBoundaryDiagram>;
export type InterfaceTypeInfo = EndpointData<typeof getInterfaceRelationTypes>[number];

export const fetchProjectBom = (projectId: string) => callEndpoint(getDfmeaProjectBom, { query: { projectId } });
export const fetchBomOptions = (projectId: string, keyword: string) =>
  callEndpoint(listDfmeaBomOptions, { query: keyword ? { projectId, keyword } : { projectId } });
export const linkBom = (body: Body<typeof linkDfmeaProjectBom>) =>
  callEndpoint(linkDfmeaProjectBom, { body }, { silent: true });
export const copyBomToStructure = (body: Body<typeof copyDfmeaBomToStructure>) =>
  callEndpoint(copyDfmeaBomToStructure, { body }, { silent: true });

export const fetchBoundaryDiagram = (projectId: string) =>
  callEndpoint(getDfmeaBoundaryDiagram, { query: { projectId } });
export const saveBoundaryDiagram = (body: Body<typeof saveDfmeaBoundaryDiagram>) =>
  callEndpoint(saveDfmeaBoundaryDiagram, { body }, { silent: true });
export const fetchInterfaceTypes = () => callEndpoint(getInterfaceRelationTypes);
