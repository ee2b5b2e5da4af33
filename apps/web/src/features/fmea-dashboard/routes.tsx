import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shell/lazy-route';
import type { RouteMeta } from '../../shell/route-meta';
import { FMEA_DASHBOARD_ROUTE_POINTS } from './route-points';

/**
 * The FMEA dashboard /fmeaOverview (modules spec §2): the module's home, its own chunk (ECharts with it). The route
 * table adds the module's root point (FMEAManager); each kind's part shows only with the kind's point and plugin.
 */
export const fmeaDashboardRoutes: RouteObject[] = [
  {
    path: '/fmeaOverview',
    handle: {
      title: 'fmeaDashboard.menu.title',
      permissions: FMEA_DASHBOARD_ROUTE_POINTS['/fmeaOverview'],
    } satisfies RouteMeta,
    lazy: lazyPage(() => import('./pages/FmeaOverviewPage'), 'FmeaOverviewPage'),
  },
];
