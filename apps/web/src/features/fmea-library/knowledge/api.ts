import {
  type DvpLibraryDto,
  delDvpLibrary,
  dvpLibraryPage,
  KNOWLEDGE_ENDPOINTS,
  type KnowledgeEntryDto,
  type KnowledgeLibrary,
  type KnowledgeTreeNode,
  orEditDvpLibrary,
  useDfmeaKnowledge,
} from '@qis/shared';
import { callEndpoint, type EndpointRequest } from '../../../shell/call-endpoint';

/** Calls of the DFMEA knowledge base and the DVP library; method and path come from @qis/shared. */

export type { DvpLibraryDto, KnowledgeEntryDto, KnowledgeTreeNode };

type Calls = (typeof KNOWLEDGE_ENDPOINTS)['function'];
export type KnowledgeTreeBody = EndpointRequest<Calls['byTree']>['body'];
export type KnowledgePageQuery = EndpointRequest<Calls['page']>['query'];
export type KnowledgeSaveBody = EndpointRequest<Calls['save']>['body'];
export type DvpLibraryQuery = EndpointRequest<typeof dvpLibraryPage>['query'];
export type DvpLibraryBody = EndpointRequest<typeof orEditDvpLibrary>['body'];

// The three libraries share their calls' shapes; each is called through its own declaration.
const calls = (library: KnowledgeLibrary) => KNOWLEDGE_ENDPOINTS[library] as Calls;

export const fetchKnowledgeTree = (library: KnowledgeLibrary, body: KnowledgeTreeBody) =>
  callEndpoint(calls(library).byTree, { body });
export const fetchKnowledgePage = (library: KnowledgeLibrary, query: KnowledgePageQuery) =>
  callEndpoint(calls(library).page, { query });
export const saveKnowledge = (library: KnowledgeLibrary, body: KnowledgeSaveBody, existing?: KnowledgeEntryDto) =>
  callEndpoint(calls(library).save, {
    body: existing ? { ...body, id: existing.id, version: existing.version } : body,
  });
export const removeKnowledge = (library: KnowledgeLibrary, entry: KnowledgeEntryDto) =>
  callEndpoint(calls(library).remove, { body: { id: entry.id, version: entry.version } });

export const fetchDvpLibrary = (query: DvpLibraryQuery) => callEndpoint(dvpLibraryPage, { query });
export const saveDvpLibrary = (body: DvpLibraryBody, existing?: DvpLibraryDto) =>
  callEndpoint(orEditDvpLibrary, {
    body: existing ? { ...body, id: existing.id, version: existing.version } : body,
  });
export const removeDvpLibrary = (entry: DvpLibraryDto) =>
  callEndpoint(delDvpLibrary, { body: { id: entry.id, version: entry.version } });

/** Counts a use of a picked entry; silent: a failed count must not stand in the way of the form it filled. */
export const countKnowledgeUse = (library: 'knowledge' | 'dvp', id: string) =>
  callEndpoint(useDfmeaKnowledge, { body: { library, ids: [id] } }, { silent: true }).catch(() => undefined);
