export { registerDictionaryRoutes } from './dictionary.routes';
export { activeItemsOfType, changeItemActive, createItem, editItem, ITEM_ORDER } from './items.service';
export { seedSystemDictionaries } from './system-dictionaries';
export { requireTypeByCode } from './types.service';
