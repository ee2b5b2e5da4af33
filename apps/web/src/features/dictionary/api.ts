import {
  changeDataDictionaryActive,
  changeDataDictionaryItemActive,
  createDataDictionary,
  createDataDictionaryItem,
  type DictionaryItemDto,
  type DictionaryTypeDto,
  delBatchDataDictionaryItem,
  delDataDictionary,
  delDataDictionaryItem,
  type EndpointInput,
  editDataDictionary,
  editDataDictionaryItem,
  getDataDictionaryItemList,
  getDataDictionaryList,
  moveDataDictionary,
  moveDataDictionaryItem,
} from '@qis/shared';
import { callEndpoint, type EndpointRequest } from '../../shell/call-endpoint';

/** Calls of the data dictionary page; method and path come from the declarations in @qis/shared. */

export type { DictionaryItemDto, DictionaryTypeDto };
type TypeListQuery = EndpointRequest<typeof getDataDictionaryList>['query'];
type ItemListQuery = EndpointRequest<typeof getDataDictionaryItemList>['query'];
type TypeBody = EndpointInput<typeof createDataDictionary>['body'];
type ItemBody = Omit<EndpointInput<typeof createDataDictionaryItem>['body'], 'typeId'>;
/** The row an edit starts from: its id and the version read. */
type Existing = { id: string; version: number };

export const fetchTypes = (query: TypeListQuery) => callEndpoint(getDataDictionaryList, { query });
export const saveType = (body: TypeBody, existing?: Existing) =>
  existing
    ? callEndpoint(editDataDictionary, { body: { ...body, id: existing.id, version: existing.version } })
    : callEndpoint(createDataDictionary, { body });
export const removeType = (id: string) => callEndpoint(delDataDictionary, { body: { id } });
export const setTypeActive = (type: DictionaryTypeDto, isActive: boolean) =>
  callEndpoint(changeDataDictionaryActive, { body: { id: type.id, version: type.version, isActive } });
export const moveType = (id: string, direction: -1 | 1) =>
  callEndpoint(moveDataDictionary, { body: { id, direction } });

export const fetchItems = (query: ItemListQuery) => callEndpoint(getDataDictionaryItemList, { query });
export const saveItem = (typeId: string, body: ItemBody, existing?: Existing) =>
  existing
    ? callEndpoint(editDataDictionaryItem, { body: { ...body, id: existing.id, version: existing.version } })
    : callEndpoint(createDataDictionaryItem, { body: { ...body, typeId } });
export const removeItem = (id: string) => callEndpoint(delDataDictionaryItem, { body: { id } });
export const removeItems = (ids: string[]) => callEndpoint(delBatchDataDictionaryItem, { body: { ids } });
export const setItemActive = (item: DictionaryItemDto, isActive: boolean) =>
  callEndpoint(changeDataDictionaryItemActive, { body: { id: item.id, version: item.version, isActive } });
export const moveItem = (id: string, direction: -1 | 1) =>
  callEndpoint(moveDataDictionaryItem, { body: { id, direction } });
