import {
  getControlChartConfig,
  getMsFileDetail,
  getMsFolderAndFilePage,
  keepMsFile,
  type MsFileDetailDto,
  makeControlChart,
  saveMsFile,
} from '@qis/shared';
import type { EndpointRequest } from '../../shell/call-endpoint';
import { callEndpoint } from '../../shell/call-endpoint';
import { LONG_TIMEOUT_MS } from '../../shell/http';

/** Calls of the old seven tools' files: the shared file system's 'oldTools' space (plugin 1010). */

const space = 'oldTools' as const;
type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;

export const fetchToolFiles = (query: { SkipCount: number; MaxResultCount: number }) =>
  callEndpoint(getMsFolderAndFilePage, { query: { ...query, space } });
export const createToolFile = (body: Omit<Body<typeof saveMsFile>, 'space'>) =>
  callEndpoint(saveMsFile, { body: { ...body, space } });
export const fetchToolFile = (id: string) => callEndpoint(getMsFileDetail, { query: { id, space } });
// Silent: the autosave answers a stale version (409) itself.
export const keepToolFile = (body: Omit<Body<typeof keepMsFile>, 'space'>) =>
  callEndpoint(keepMsFile, { body: { ...body, space } }, { silent: true });
/** The autosave's save: a file's settings, with the version it was read at. */
export const saveToolSettings = (file: MsFileDetailDto, settings: Record<string, unknown>) =>
  keepToolFile({ id: file.id, settings, version: file.version });

export const fetchControlChartConfig = () => callEndpoint(getControlChartConfig);
export const analyseControlChart = (body: Body<typeof makeControlChart>) =>
  callEndpoint(makeControlChart, { body }, { timeout: LONG_TIMEOUT_MS });
