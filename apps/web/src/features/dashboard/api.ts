import { getHomePage, type HomeIndex, type MonthBarPoint } from '@qis/shared';
import { callEndpoint } from '../../shell/call-endpoint';
import { http } from '../../shell/http';

export type { HomeIndex, MonthBarPoint };

export const fetchHomeIndex = () => http.get<HomeIndex>('/api/app/homeIndex/homeIndex');
/** One bar per day of this month: traffic the server served, in Gb. */
export const fetchMonthBar = () => http.get<MonthBarPoint[]>('/analysis/month-bar');
/** The cards the user's roles show (homePage/homePage); silent: the page falls back to every card. */
export const fetchMyHomePage = () => callEndpoint(getHomePage, {}, { silent: true });
