import type { ModuleDto } from '../../shell/header/module-api';
import { http } from '../../shell/http';

export interface RecentVisit {
  moduleKey: string;
  moduleName: string;
  moduleCode: number;
  home: string;
  visitCount: number;
  lastVisitAt: string;
}
export interface HomeIndex {
  favourites: ModuleDto[];
  recentVisits: RecentVisit[];
}
/** One bar per day of this month: traffic the server served, in Gb. */
export interface MonthBarPoint {
  x: string;
  y: number;
}

export const fetchHomeIndex = () => http.get<HomeIndex>('/api/app/homeIndex/homeIndex');
export const fetchMonthBar = () => http.get<MonthBarPoint[]>('/analysis/month-bar');
