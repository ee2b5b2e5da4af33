import { hasAllPermissions, hasAnyPermission, P } from '@qis/shared/permissions';
import { FMEA_ROOT_POINT, FMEA_ROUTE_POINTS } from '../../features/fmea/route-points';
import { FMEA_CONFIG_MENU } from '../../features/fmea-config/menu';
import { FMEA_DASHBOARD_ROUTE_POINTS } from '../../features/fmea-dashboard/route-points';
import { FMEA_LIBRARY_GUARD_POINTS, FMEA_LIBRARY_MENU } from '../../features/fmea-library/menu';
import { SYSTEM_TABS } from '../../features/system/system-tabs';
import type { MessageKey } from '../../locales';
import { SHELL_ROUTE_POINTS } from '../route-points';

export type MenuIcon = 'home' | 'workflow' | 'system' | 'personal' | 'fmea' | 'library';

/** An entry of the side (or top) menu. */
export interface MenuEntry {
  path: string;
  title: MessageKey;
  icon?: MenuIcon;
  /** Every one is needed: the route's own points (SHELL_ROUTE_POINTS). */
  permissions?: readonly string[];
  /** At least one is needed: a page showing a part per point (/system's tabs). */
  anyPermissions?: readonly string[];
  children?: MenuEntry[];
}

const page = (path: keyof typeof SHELL_ROUTE_POINTS, title: MessageKey): MenuEntry => ({
  path,
  title,
  permissions: SHELL_ROUTE_POINTS[path],
});

/** The shell's own menu; business modules are reached through the header's module menu. */
export const SHELL_MENU: MenuEntry[] = [
  { path: '/analysis', title: 'menu.home', icon: 'home' },
  {
    path: '/workflow',
    title: 'header.workflow',
    icon: 'workflow',
    children: [
      { path: '/upcomingTrial', title: 'workflow.menu.toReview' },
      { path: '/upcomingHandleItem', title: 'workflow.menu.toDo' },
      { path: '/upcomingRead', title: 'workflow.menu.toRead' },
      { path: '/processedFlowList', title: 'workflow.menu.processed' },
      { path: '/re-examined-record', title: 'workflow.menu.records' },
      { path: '/work/pending', title: 'workflow.menu.initiated' },
    ],
  },
  {
    // DFMEA (plugin 1003), PFMEA (1005) and FMEA-MSR (1004): the module's root point and each route's own (features/fmea/route-points.ts).
    path: '/fmea',
    title: 'fmea.menu.group',
    icon: 'fmea',
    permissions: [FMEA_ROOT_POINT],
    children: [
      {
        path: '/fmeaOverview',
        title: 'fmeaDashboard.menu.title',
        permissions: FMEA_DASHBOARD_ROUTE_POINTS['/fmeaOverview'],
      },
      { path: '/myProject', title: 'fmea.menu.myDfmea', permissions: FMEA_ROUTE_POINTS['/myProject'] },
      { path: '/myPfmeaProject', title: 'fmea.menu.myPfmea', permissions: FMEA_ROUTE_POINTS['/myPfmeaProject'] },
      { path: '/myFMEAMSRProject', title: 'fmea.menu.myMsr', permissions: FMEA_ROUTE_POINTS['/myFMEAMSRProject'] },
      { path: '/createFmeaPage', title: 'fmea.menu.create', permissions: FMEA_ROUTE_POINTS['/createFmeaPage'] },
    ],
  },
  {
    path: '/fmea-library',
    title: 'fmeaLibrary.menu.group',
    icon: 'library',
    permissions: [P.fmea.FMEAManager.key],
    children: [
      ...FMEA_LIBRARY_MENU.map((entry) => ({ ...entry, permissions: FMEA_LIBRARY_GUARD_POINTS[entry.path] })),
      ...FMEA_CONFIG_MENU,
    ],
  },
  {
    path: '/system-admin',
    title: 'menu.systemAdmin',
    icon: 'system',
    children: [
      // The page shows the tabs the user holds and sends home a user holding none.
      { path: '/system', title: 'menu.system', anyPermissions: SYSTEM_TABS.map((tab) => tab.permission) },
      page('/basicSet', 'menu.basicSet'),
      page('/rightsManagement', 'role.menu.title'),
      page('/organizationManagement', 'organization.menu.title'),
      page('/Dictionary', 'menu.dictionary'),
      page('/WorkFlow', 'process.title'),
      page('/homePageManagement', 'menu.homePageManagement'),
      page('/noticeManagement', 'menu.noticeManagement'),
      page('/MessageTemplates', 'menu.messageTemplates'),
      page('/plugins', 'menu.plugins'),
      page('/customers', 'menu.customers'),
      page('/LogOnToLog', 'menu.loginLog'),
      page('/OperationLog', 'menu.operationLog'),
    ],
  },
  {
    path: '/myself',
    title: 'menu.personal',
    icon: 'personal',
    children: [
      { path: '/myself/baseSetting', title: 'menu.personal.baseSetting' },
      { path: '/messageCenter', title: 'menu.messageCenter' },
    ],
  },
];

/** Menu entries the user may open (their points held); groups left without entries are dropped. */
export function visibleMenu(entries: readonly MenuEntry[], granted: ReadonlySet<string>): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (!hasAllPermissions(granted, entry.permissions ?? [])) return [];
    if (!hasAnyPermission(granted, entry.anyPermissions ?? [])) return [];
    if (!entry.children) return [entry];
    const children = visibleMenu(entry.children, granted);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
