import {
  changeDataDictionaryActive,
  changeDataDictionaryItemActive,
  createDataDictionary,
  createDataDictionaryItem,
  delBatchDataDictionaryItem,
  delDataDictionary,
  delDataDictionaryItem,
  delNewDataDictionary,
  editDataDictionary,
  editDataDictionaryItem,
  getDataDictionaryItemList,
  getDataDictionaryList,
  getDataDictionaryTypeByType,
  getDictionaryDataType,
  getNewDataDictionaryList,
  moveDataDictionary,
  moveDataDictionaryItem,
  orUpdateDataDictionary,
  selectDataDictionaryItemList,
  selectDataDictionaryList,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as items from './items.service';
import * as dictionaries from './new-dictionary.service';
import * as types from './types.service';

export function registerDictionaryRoutes(app: FastifyInstance) {
  registerEndpoint(app, getDataDictionaryList, ({ query }, ctx) => types.listTypes(ctx, query));
  registerEndpoint(app, selectDataDictionaryList, ({ query }, ctx) => types.typeOptions(ctx.tx, query.moduleKey));
  registerEndpoint(app, createDataDictionary, ({ body }, ctx) => types.createType(ctx, body));
  registerEndpoint(app, editDataDictionary, ({ body }, ctx) => types.editType(ctx, body));
  registerEndpoint(app, delDataDictionary, ({ body }, ctx) => types.deleteType(ctx, body.id));
  registerEndpoint(app, changeDataDictionaryActive, ({ body }, ctx) => types.changeTypeActive(ctx, body));
  registerEndpoint(app, moveDataDictionary, ({ body }, ctx) => types.moveType(ctx, body.id, body.direction));

  registerEndpoint(app, getDataDictionaryItemList, ({ query }, ctx) => items.listItems(ctx, query));
  registerEndpoint(app, selectDataDictionaryItemList, ({ query }, ctx) => items.activeItemsOfType(ctx.tx, query.code));
  registerEndpoint(app, createDataDictionaryItem, ({ body }, ctx) => items.createItem(ctx, body));
  registerEndpoint(app, editDataDictionaryItem, ({ body }, ctx) => items.editItem(ctx, body));
  registerEndpoint(app, delDataDictionaryItem, ({ body }, ctx) => items.deleteItem(ctx, body.id));
  registerEndpoint(app, delBatchDataDictionaryItem, ({ body }, ctx) => items.deleteItems(ctx, body.ids));
  registerEndpoint(app, changeDataDictionaryItemActive, ({ body }, ctx) => items.changeItemActive(ctx, body));
  registerEndpoint(app, moveDataDictionaryItem, ({ body }, ctx) => items.moveItem(ctx, body.id, body.direction));

  registerEndpoint(app, getDataDictionaryTypeByType, ({ query }, ctx) =>
    dictionaries.dictionaryByType(ctx.tx, query.type),
  );
  registerEndpoint(app, getNewDataDictionaryList, ({ query }, ctx) => dictionaries.dictionariesWithItems(ctx, query));
  registerEndpoint(app, orUpdateDataDictionary, ({ body }, ctx) => dictionaries.saveDictionary(ctx, body));
  registerEndpoint(app, delNewDataDictionary, ({ body }, ctx) => types.deleteType(ctx, body.id));

  registerEndpoint(app, getDictionaryDataType, ({ query }, ctx) => types.typeOptions(ctx.tx, query.moduleKey));
}
