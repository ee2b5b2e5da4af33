import {
  copyMsrSourceDfmea,
  type EndpointData,
  getMsrSourceDfmea,
  linkMsrSourceDfmea,
  listMsrSourceDfmeaOptions,
} from '@qis/shared';
import { addTexts } from '../../locales';
import { fmeaMsrSourceZhCN } from '../../locales/fmea-msr-source.zh-CN';
import { callEndpoint } from '../../shell/call-endpoint';

// The calls of an FMEA-MSR's source DFMEA (its texts come with them). Changes are silent: the project's run() shows a
// refusal (a 409 with the reload offer).
addTexts(fmeaMsrSourceZhCN);

const silent = { silent: true };

export type MsrSource = EndpointData<typeof getMsrSourceDfmea>;
export type MsrSourceCopy = EndpointData<typeof copyMsrSourceDfmea>;

export const fetchMsrSource = (projectId: string) => callEndpoint(getMsrSourceDfmea, { query: { projectId } });
export const fetchMsrSourceOptions = (projectId: string, keyword: string) =>
  callEndpoint(listMsrSourceDfmeaOptions, { query: keyword ? { projectId, keyword } : { projectId } });
export const linkMsrSource = (projectId: string, dfmeaProjectId: string | null, version: number | undefined) =>
  callEndpoint(
    linkMsrSourceDfmea,
    { body: version === undefined ? { projectId, dfmeaProjectId } : { projectId, dfmeaProjectId, version } },
    silent,
  );
export const copyMsrSource = (projectId: string) => callEndpoint(copyMsrSourceDfmea, { body: { projectId } }, silent);
