import type { ModuleCategoryDto, ModuleDto } from '@qis/shared';
import { http } from '../http';

export type { ModuleCategoryDto, ModuleDto };

/** Announced on window when the user stars or unstars a module, so the home page shows the new favourites. */
export const FAVOURITES_CHANGED_EVENT = 'qis:favourites-changed';
/** Announced on window when the tenant's modules changed (a plugin enabled or disabled): the menu loads them again. */
export const MODULES_CHANGED_EVENT = 'qis:modules-changed';

/** Tells the module menu and the home page's favourites that the set of modules changed. */
export function announceModulesChanged(): void {
  window.dispatchEvent(new Event(MODULES_CHANGED_EVENT));
  window.dispatchEvent(new Event(FAVOURITES_CHANGED_EVENT));
}

export const fetchModules = () => http.get<ModuleCategoryDto[]>('/api/app/common/modules');
export const toggleFavourite = (moduleKey: string) =>
  http.post<{ moduleKey: string; collectionStatus: boolean }>('/api/app/homeIndex/collectionMenu', { moduleKey });
/** Records a visit (module-visit record by moduleCode); failures are not the user's concern. */
export const recordVisit = (moduleCode: number) =>
  http.post<null>('/api/app/homeIndex/recentVisitCount', { moduleCode }, { silent: true }).catch(() => null);
