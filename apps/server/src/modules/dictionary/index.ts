export { registerDictionaryRoutes } from './dictionary.routes';
export { activeItemsOfType } from './items.service';
export { seedSystemDictionaries } from './system-dictionaries';
