import { http } from '../http';

/** spec §3 'Menu module category' as GET /api/app/common/modules answers it. */
export interface ModuleDto {
  moduleKey: string;
  moduleName: string;
  moduleCode: number;
  home: string;
  isCannotDevelop: boolean;
  collectionStatus: boolean;
}
export interface ModuleCategoryDto {
  moduleCategaryName: string;
  moduleDtos: ModuleDto[];
}

export const fetchModules = () => http.get<ModuleCategoryDto[]>('/api/app/common/modules');
export const toggleFavourite = (moduleKey: string) =>
  http.post<{ moduleKey: string; collectionStatus: boolean }>('/api/app/homeIndex/collectionMenu', { moduleKey });
/** Records a visit (module-visit record by moduleCode); failures are not the user's concern. */
export const recordVisit = (moduleCode: number) =>
  http.post<null>('/api/app/homeIndex/recentVisitCount', { moduleCode }, { silent: true }).catch(() => null);
