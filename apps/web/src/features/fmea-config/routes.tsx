import type { RouteObject } from 'react-router';
import { lazyAreaPage } from '../../shell/lazy-route';
import type { RouteMeta } from '../../shell/route-meta';
import { FMEA_CONFIG_MENU } from './menu';
import type { PageName } from './page-loaders';

const page = (name: PageName) => lazyAreaPage(() => import('./page-loaders').then((m) => m.fmeaConfigPages), name);
const PAGES: Record<string, PageName> = {
  '/FMEAProcessConfig': 'FmeaProcessConfigPage',
  '/FMEAOtherConfigurations': 'FmeaOtherConfigPage',
};

/** The FMEA configuration pages; the server refuses the saves without their points. */
export const fmeaConfigRoutes: RouteObject[] = FMEA_CONFIG_MENU.map((entry) => ({
  path: entry.path,
  handle: { title: entry.title, permissions: entry.permissions } satisfies RouteMeta,
  lazy: page(PAGES[entry.path] as PageName),
}));
