import {
  type DvpLibraryDto,
  delDvpLibrary,
  deleteInfluencingFactor,
  dvpLibraryPage,
  type FunctionByPChartItem,
  functionLibraryPageByPChart,
  type InfluencingFactorDto,
  type InfluencingFactorItem,
  influencingFactorList,
  KNOWLEDGE_ENDPOINTS,
  type KnowledgeEntryDto,
  type KnowledgeLibrary,
  type KnowledgeTreeNode,
  orEditDvpLibrary,
  saveInfluencingFactor,
  useDfmeaKnowledge,
} from '@qis/shared';
import { callEndpoint, type EndpointRequest } from '../../../shell/call-endpoint';

/** Calls of the DFMEA knowledge base, the DVP library and the influencing-factor library; from @qis/shared. */

export type {
  DvpLibraryDto,
  FunctionByPChartItem,
  InfluencingFactorDto,
  InfluencingFactorItem,
  KnowledgeEntryDto,
  KnowledgeTreeNode,
};

type Calls = (typeof KNOWLEDGE_ENDPOINTS)['function'];
export type KnowledgeTreeBody = EndpointRequest<Calls['byTree']>['body'];
export type KnowledgePageQuery = EndpointRequest<Calls['page']>['query'];
export type KnowledgeSaveBody = EndpointRequest<Calls['save']>['body'];
export type DvpLibraryQuery = EndpointRequest<typeof dvpLibraryPage>['query'];
export type DvpLibraryBody = EndpointRequest<typeof orEditDvpLibrary>['body'];
export type FactorQuery = EndpointRequest<typeof influencingFactorList>['query'];
export type FactorBody = EndpointRequest<typeof saveInfluencingFactor>['body'];
export type FunctionByPChartQuery = EndpointRequest<typeof functionLibraryPageByPChart>['query'];

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

export const fetchFactors = (query: FactorQuery) => callEndpoint(influencingFactorList, { query });
export const saveFactor = (body: FactorBody, existing?: InfluencingFactorDto) =>
  callEndpoint(saveInfluencingFactor, {
    body: existing ? { ...body, id: existing.id, version: existing.version } : body,
  });
export const removeFactor = (factor: InfluencingFactorDto) =>
  callEndpoint(deleteInfluencingFactor, { body: { id: factor.id, version: factor.version } });
export const fetchFunctionsByPChart = (query: FunctionByPChartQuery) =>
  callEndpoint(functionLibraryPageByPChart, { query });

/** Counts the uses of picked entries; silent: a failed count must not stand in the way of the form they filled. */
export const countKnowledgeUse = (library: 'knowledge' | 'dvp' | 'factor', ...ids: string[]) =>
  callEndpoint(useDfmeaKnowledge, { body: { library, ids } }, { silent: true }).catch(() => undefined);
