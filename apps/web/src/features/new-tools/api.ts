import {
  getMsFolderAndFilePage,
  getNewToolDiagram,
  type NewToolFileDto,
  saveMsFile,
  saveNewToolDiagram,
} from '@qis/shared';
import type { EndpointRequest } from '../../shell/call-endpoint';
import { callEndpoint } from '../../shell/call-endpoint';

/** Calls of the new seven tools' files: the shared file system's 'newTools' space (plugin 1009). */

const space = 'newTools' as const;
type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;

export const fetchToolFiles = (query: { SkipCount: number; MaxResultCount: number }) =>
  callEndpoint(getMsFolderAndFilePage, { query: { ...query, space } });
export const createToolFile = (body: Omit<Body<typeof saveMsFile>, 'space'>) =>
  callEndpoint(saveMsFile, { body: { ...body, space } });

export const fetchDiagramFile = (id: string) => callEndpoint(getNewToolDiagram, { query: { id } });
/** The autosave's save (silent: the autosave answers a stale version, 409, itself). */
export const saveDiagram = (file: NewToolFileDto, diagram: unknown) =>
  callEndpoint(saveNewToolDiagram, { body: { id: file.id, diagram, version: file.version } }, { silent: true });
