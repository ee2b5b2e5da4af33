import type { HomeIndex, MonthBarPoint } from '@qis/shared';
import { http } from '../../shell/http';

export type { HomeIndex, MonthBarPoint };

export const fetchHomeIndex = () => http.get<HomeIndex>('/api/app/homeIndex/homeIndex');
/** One bar per day of this month: traffic the server served, in Gb. */
export const fetchMonthBar = () => http.get<MonthBarPoint[]>('/analysis/month-bar');
