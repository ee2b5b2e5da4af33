import {
  type DvpLibraryDto,
  delDvpLibrary,
  deleteInfluencingFactor,
  dvpLibraryPage,
  FMEA_KINDS,
  type FunctionByPChartItem,
  functionLibraryPageByPChart,
  type InfluencingFactorDto,
  type InfluencingFactorItem,
  influencingFactorList,
  KNOWLEDGE_ENDPOINTS,
  type KnowledgeEntryDto,
  type KnowledgeGroupDto,
  type KnowledgeKind,
  type KnowledgeLibrary,
  type KnowledgeTreeNode,
  orEditDvpLibrary,
  PFMEA_KNOWLEDGE_ENDPOINTS,
  saveInfluencingFactor,
  useDfmeaKnowledge,
  usePfmeaKnowledge,
  type WorkElementCategory,
} from '@qis/shared';
import { callEndpoint, type EndpointRequest } from '../../../shell/call-endpoint';

/**
 * Calls of the DFMEA and PFMEA knowledge bases, the DVP library and the influencing-factor library; from
 * @qis/shared. A DFMEA entry is filed under a part type, a PFMEA entry under a 4M: the screens pass the kind and the
 * place ('none' for no part type, or for a process item's or step's entry).
 */

export type {
  DvpLibraryDto,
  FunctionByPChartItem,
  InfluencingFactorDto,
  InfluencingFactorItem,
  KnowledgeEntryDto,
  KnowledgeGroupDto,
  KnowledgeKind,
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

type PfmeaCalls = (typeof PFMEA_KNOWLEDGE_ENDPOINTS)['function'];
export type KnowledgeGroupsBody = EndpointRequest<PfmeaCalls['by4M']>['body'];
const pfmeaCalls = (library: KnowledgeLibrary) => PFMEA_KNOWLEDGE_ENDPOINTS[library] as PfmeaCalls;
const isPfmea = (kind: KnowledgeKind) => kind === FMEA_KINDS.pfmea;

/** Where an entry is filed: a part type (DFMEA) or a 4M (PFMEA); 'none' for neither; undefined: anywhere. */
export type KnowledgePlace = string | undefined;

export const fetchKnowledgeTree = (library: KnowledgeLibrary, body: KnowledgeTreeBody) =>
  callEndpoint(calls(library).byTree, { body });
/** The PFMEA library by 4M (the process items' and steps' entries first). */
export const fetchKnowledgeGroups = (library: KnowledgeLibrary, body: KnowledgeGroupsBody) =>
  callEndpoint(pfmeaCalls(library).by4M, { body });

/** A page of a library's entries; `place` is a part type for the DFMEA, a 4M for the PFMEA. */
export const fetchKnowledgePage = (
  kind: KnowledgeKind,
  library: KnowledgeLibrary,
  query: Omit<KnowledgePageQuery, 'typeId'> & { place?: KnowledgePlace },
) => {
  const { place, ...rest } = query;
  return isPfmea(kind)
    ? callEndpoint(pfmeaCalls(library).page, {
        query: { ...rest, ...(place ? { workElementCategory: place as WorkElementCategory | 'none' } : {}) },
      })
    : callEndpoint(calls(library).page, { query: { ...rest, ...(place ? { typeId: place } : {}) } });
};

export interface KnowledgeValues {
  category: KnowledgeSaveBody['category'];
  /** A part type (DFMEA) or a 4M (PFMEA); null: none. */
  place: string | null;
  name: string;
  requirement: string;
  severity: number | null;
}

export const saveKnowledge = (
  kind: KnowledgeKind,
  library: KnowledgeLibrary,
  values: KnowledgeValues,
  existing?: KnowledgeEntryDto,
) => {
  const { place, ...rest } = values;
  const version = existing ? { id: existing.id, version: existing.version } : {};
  return isPfmea(kind)
    ? callEndpoint(pfmeaCalls(library).save, {
        body: { ...rest, workElementCategory: place as WorkElementCategory | null, ...version },
      })
    : callEndpoint(calls(library).save, { body: { ...rest, typeId: place, ...version } });
};
export const removeKnowledge = (kind: KnowledgeKind, library: KnowledgeLibrary, entry: KnowledgeEntryDto) =>
  callEndpoint((isPfmea(kind) ? pfmeaCalls(library) : calls(library)).remove, {
    body: { id: entry.id, version: entry.version },
  });

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
/** Counts the uses of PFMEA knowledge entries picked in a PFMEA step. */
export const countPfmeaKnowledgeUse = (...ids: string[]) =>
  callEndpoint(usePfmeaKnowledge, { body: { library: 'knowledge', ids } }, { silent: true }).catch(() => undefined);
