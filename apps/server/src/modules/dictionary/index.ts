export { registerDictionaryRoutes } from './dictionary.routes';
export { activeItemsOfType } from './items.service';
export { dictionaryByType } from './new-dictionary.service';
export { seedSystemDictionaries } from './system-dictionaries';
