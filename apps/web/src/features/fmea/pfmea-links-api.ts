import {
  acceptPfmeaDfmeaCharacteristic,
  carryPfmeaDfmeaCharacteristics,
  copyPfmeaProcessToStructure,
  dropPfmeaDfmeaCharacteristic,
  type EndpointData,
  getPfmeaDfmeaLinkage,
  getPfmeaProjectProcess,
  linkPfmeaDfmea,
  linkPfmeaProjectProcess,
  listPfmeaDfmeaOptions,
  listPfmeaProcessOptions,
} from '@qis/shared';
import { addTexts } from '../../locales';
import { fmeaPfmeaLinksZhCN } from '../../locales/fmea-pfmea-links.zh-CN';
import { callEndpoint, type EndpointRequest } from '../../shell/call-endpoint';

// The calls of the PFMEA's process flow node and of its DFMEA linkage (their texts come with them). Changes are
// silent: the project's run() shows a refusal (a 409 with the reload offer).
addTexts(fmeaPfmeaLinksZhCN);

type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;
const silent = { silent: true };

export type ProjectProcess = EndpointData<typeof getPfmeaProjectProcess>;
export type DfmeaLinkage = EndpointData<typeof getPfmeaDfmeaLinkage>;
export type CarriedCharacteristic = DfmeaLinkage['carried'][number];
export type DfmeaCharacteristicRow = DfmeaLinkage['characteristics'][number];
export type CarryItem = Body<typeof carryPfmeaDfmeaCharacteristics>['items'][number];

export const fetchProjectProcess = (projectId: string) =>
  callEndpoint(getPfmeaProjectProcess, { query: { projectId } });
export const fetchProcessOptions = (projectId: string, keyword: string) =>
  callEndpoint(listPfmeaProcessOptions, { query: keyword ? { projectId, keyword } : { projectId } });
export const linkProcess = (body: Body<typeof linkPfmeaProjectProcess>) =>
  callEndpoint(linkPfmeaProjectProcess, { body }, silent);
export const copyProcessToStructure = (body: Body<typeof copyPfmeaProcessToStructure>) =>
  callEndpoint(copyPfmeaProcessToStructure, { body }, silent);

export const fetchDfmeaLinkage = (projectId: string) => callEndpoint(getPfmeaDfmeaLinkage, { query: { projectId } });
export const fetchDfmeaOptions = (projectId: string, keyword: string) =>
  callEndpoint(listPfmeaDfmeaOptions, { query: keyword ? { projectId, keyword } : { projectId } });
export const linkDfmea = (body: Body<typeof linkPfmeaDfmea>) => callEndpoint(linkPfmeaDfmea, { body }, silent);
export const carryCharacteristics = (projectId: string, items: CarryItem[]) =>
  callEndpoint(carryPfmeaDfmeaCharacteristics, { body: { projectId, items } }, silent);
export const acceptCharacteristic = (projectId: string, carried: CarriedCharacteristic) =>
  callEndpoint(
    acceptPfmeaDfmeaCharacteristic,
    {
      body: {
        projectId,
        functionId: carried.functionId,
        version: carried.version,
        sourceVersion: carried.current?.version ?? null,
      },
    },
    silent,
  );
export const dropCharacteristic = (projectId: string, carried: CarriedCharacteristic) =>
  callEndpoint(
    dropPfmeaDfmeaCharacteristic,
    { body: { projectId, functionId: carried.functionId, version: carried.version } },
    silent,
  );
