import type { ModuleCategoryDto, ModuleDto } from '@qis/shared';
import { http } from '../http';

export type { ModuleCategoryDto, ModuleDto };

export const fetchModules = () => http.get<ModuleCategoryDto[]>('/api/app/common/modules');
export const toggleFavourite = (moduleKey: string) =>
  http.post<{ moduleKey: string; collectionStatus: boolean }>('/api/app/homeIndex/collectionMenu', { moduleKey });
/** Records a visit (module-visit record by moduleCode); failures are not the user's concern. */
export const recordVisit = (moduleCode: number) =>
  http.post<null>('/api/app/homeIndex/recentVisitCount', { moduleCode }, { silent: true }).catch(() => null);
