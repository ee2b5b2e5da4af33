import { analyseMatrixData, getMsFileDetail, keepMsFile, type MsFileDetailDto } from '@qis/shared';
import type { EndpointRequest } from '../../../shell/call-endpoint';
import { callEndpoint } from '../../../shell/call-endpoint';
import { LONG_TIMEOUT_MS } from '../../../shell/http';

/** Calls of a matrix data analysis file: a file of the 'newTools' space whose settings keepMsFile keeps. */

const space = 'newTools' as const;
type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;

export const fetchAnalysisFile = (id: string) => callEndpoint(getMsFileDetail, { query: { id, space } });
/** The autosave's save (silent: the autosave answers a stale version, 409, itself). */
export const saveAnalysisSettings = (file: MsFileDetailDto, settings: Record<string, unknown>) =>
  callEndpoint(keepMsFile, { body: { id: file.id, settings, version: file.version, space } }, { silent: true });
export const analysePca = (body: Body<typeof analyseMatrixData>) =>
  callEndpoint(analyseMatrixData, { body }, { timeout: LONG_TIMEOUT_MS });
