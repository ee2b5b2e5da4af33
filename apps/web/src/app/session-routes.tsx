// First: the signed-in area's texts, before any module of its pages and menus.
import './session-texts';
import { ALL_MODULES } from '@qis/shared/modules';
import { P } from '@qis/shared/permissions';
import { Navigate, type RouteObject } from 'react-router';
import { FMEA_ROOT_POINT } from '../features/fmea/route-points';
import { fmeaRoutes } from '../features/fmea/routes';
import { fmeaConfigRoutes } from '../features/fmea-config/routes';
import { fmeaDashboardRoutes } from '../features/fmea-dashboard/routes';
import { fmeaLibraryRoutes } from '../features/fmea-library/routes';
import { newToolsRoutes } from '../features/new-tools/routes';
import { oldToolsRoutes } from '../features/old-tools/routes';
import { statisticsRoutes } from '../features/statistics/routes';
import type { TaskListConfig } from '../features/workflow/pages/TaskListPage';
import { HOME_PATH } from '../shell/auth/guards';
import { lazyPage, withChunkTimeout } from '../shell/lazy-route';
import type { RouteMeta } from '../shell/route-meta';
import { SHELL_ROUTE_POINTS, withPoints } from '../shell/route-points';

const page = lazyPage;
const meta = (m: RouteMeta) => m;

/** My workflows (spec §2): five lists with their detail pages (which skip permission checks), and my flows. */
const TASK_LISTS: { path: string; detail: string; config: TaskListConfig; readOnly?: boolean }[] = [
  {
    path: '/upcomingTrial',
    detail: '/upcomingTrialDetails',
    config: { kind: 'approve', title: 'workflow.menu.toReview', detailPath: '/upcomingTrialDetails', tabs: true },
  },
  {
    path: '/upcomingHandleItem',
    detail: '/upcomingHandleDetails',
    config: { kind: 'deal', title: 'workflow.menu.toDo', detailPath: '/upcomingHandleDetails', tabs: true },
  },
  {
    path: '/upcomingRead',
    detail: '/upcomingReadDetails',
    config: { kind: 'notify', title: 'workflow.menu.toRead', detailPath: '/upcomingReadDetails', tabs: true },
  },
  {
    path: '/processedFlowList',
    detail: '/processedFlowDetails',
    readOnly: true,
    config: { kind: 'processed', title: 'workflow.menu.processed', detailPath: '/processedFlowDetails', tabs: false },
  },
  {
    path: '/re-examined-record',
    detail: '/re-examined-record-details',
    readOnly: true,
    config: { kind: 'signOff', title: 'workflow.menu.records', detailPath: '/re-examined-record-details', tabs: false },
  },
];
const workflowPage = () => withChunkTimeout(() => import('../features/workflow/pages/TaskListPage'))();
const workflowDetail = () => withChunkTimeout(() => import('../features/workflow/pages/WorkflowDetailPage'))();
const initiatedPage = () => withChunkTimeout(() => import('../features/workflow/pages/InitiatedListPage'))();

function workflowRoutes(): RouteObject[] {
  return [
    ...TASK_LISTS.flatMap(({ path, detail, config, readOnly }) => [
      {
        path,
        handle: meta({ title: config.title }),
        lazy: () => workflowPage().then((m) => ({ Component: () => <m.TaskListPage config={config} /> })),
      },
      {
        path: detail,
        handle: meta({ title: 'workflow.menu.details', skipPermissionCheck: true }),
        lazy: () => workflowDetail().then((m) => ({ Component: () => <m.WorkflowDetailPage readOnly={readOnly} /> })),
      },
    ]),
    ...(['pending', 'processed'] as const).map((tab) => ({
      path: `/work/${tab}`,
      handle: meta({ title: 'workflow.menu.initiated' }),
      lazy: () => initiatedPage().then((m) => ({ Component: () => <m.InitiatedListPage tab={tab} /> })),
    })),
  ];
}

const inDevelopment = (path: string, handle: RouteMeta): RouteObject => ({
  path,
  handle,
  lazy: page(() => import('../shell/exception/NotFoundPage'), 'NotFoundPage'),
});

/**
 * The signed-in pages (shell spec §2): the children of the `session` route, whose layout applies the permission
 * guard to each route's `handle`. This table is a chunk of its own, patched into the route tree on the first
 * navigation to a path the public table does not know (router.tsx): the route tables of every module, their
 * permission points and the module catalogue are not JavaScript the login page needs.
 */
export const sessionRoutes: RouteObject[] = [
  {
    path: HOME_PATH,
    handle: meta({ title: 'menu.home' }),
    lazy: page(() => import('../features/dashboard/pages/AnalysisPage'), 'AnalysisPage'),
  },
  {
    path: '/myself',
    handle: meta({ title: 'menu.personal' }),
    children: [
      { index: true, element: <Navigate to="/myself/baseSetting" replace /> },
      {
        path: 'baseSetting',
        handle: meta({ title: 'menu.personal.baseSetting' }),
        lazy: page(() => import('../features/personal/pages/BaseSettingPage'), 'BaseSettingPage'),
      },
    ],
  },
  ...workflowRoutes(),
  // No permission of its own: the page shows the tabs the user holds, and sends home a user holding none.
  {
    path: '/system',
    handle: meta({ title: 'menu.system' }),
    lazy: page(() => import('../features/system/pages/SystemSettingsPage'), 'SystemSettingsPage'),
  },
  {
    path: '/basicSet',
    handle: meta({ title: 'menu.basicSet', permissions: SHELL_ROUTE_POINTS['/basicSet'] }),
    lazy: page(() => import('../features/system/pages/BasicSettingsPage'), 'BasicSettingsPage'),
  },
  {
    path: '/homePageManagement',
    handle: meta({ title: 'menu.homePageManagement', permissions: SHELL_ROUTE_POINTS['/homePageManagement'] }),
    lazy: page(() => import('../features/system/pages/HomePageManagementPage'), 'HomePageManagementPage'),
  },
  {
    path: '/WorkFlow',
    handle: meta({ title: 'process.title', permissions: SHELL_ROUTE_POINTS['/WorkFlow'] }),
    lazy: page(() => import('../features/process/pages/ProcessManagementPage'), 'ProcessManagementPage'),
  },
  {
    path: '/noticeManagement',
    handle: meta({ title: 'menu.noticeManagement', permissions: SHELL_ROUTE_POINTS['/noticeManagement'] }),
    lazy: page(() => import('../features/notices/pages/NoticeManagementPage'), 'NoticeManagementPage'),
  },
  {
    path: '/rightsManagement',
    handle: meta({ title: 'role.menu.title', permissions: SHELL_ROUTE_POINTS['/rightsManagement'] }),
    lazy: page(() => import('../features/roles/pages/RoleListPage'), 'RoleListPage'),
  },
  {
    path: '/AddRole',
    handle: meta({ title: 'role.menu.add', permissions: SHELL_ROUTE_POINTS['/AddRole'] }),
    lazy: page(() => import('../features/roles/pages/RoleEditPage'), 'RoleEditPage'),
  },
  {
    path: '/role/:id',
    handle: meta({ title: 'role.menu.edit', permissions: SHELL_ROUTE_POINTS['/role/:id'] }),
    lazy: page(() => import('../features/roles/pages/RoleEditPage'), 'RoleEditPage'),
  },
  {
    path: '/organizationManagement',
    handle: meta({
      title: 'organization.menu.title',
      permissions: SHELL_ROUTE_POINTS['/organizationManagement'],
    }),
    lazy: page(() => import('../features/organization/pages/OrganizationManagementPage'), 'OrganizationManagementPage'),
  },
  // The read-only notice a notice's message opens: for its recipients, so no permission (the call checks).
  {
    path: '/noticeDetail',
    handle: meta({ title: 'menu.noticeDetail', skipPermissionCheck: true }),
    lazy: page(() => import('../features/notices/pages/NoticeDetailPage'), 'NoticeDetailPage'),
  },
  {
    path: '/MessageTemplates',
    handle: meta({ title: 'menu.messageTemplates', permissions: SHELL_ROUTE_POINTS['/MessageTemplates'] }),
    lazy: page(() => import('../features/notices/pages/MessageTemplatesPage'), 'MessageTemplatesPage'),
  },
  {
    path: '/MessageTemplatesDetail',
    handle: meta({
      title: 'menu.messageTemplateDetail',
      permissions: SHELL_ROUTE_POINTS['/MessageTemplatesDetail'],
    }),
    lazy: page(() => import('../features/notices/pages/MessageTemplateDetailPage'), 'MessageTemplateDetailPage'),
  },
  {
    path: '/plugins',
    handle: meta({ title: 'menu.plugins', permissions: SHELL_ROUTE_POINTS['/plugins'] }),
    lazy: page(() => import('../features/plugins/pages/PluginsPage'), 'PluginsPage'),
  },
  {
    path: '/customers',
    handle: meta({ title: 'menu.customers', permissions: SHELL_ROUTE_POINTS['/customers'] }),
    lazy: page(() => import('../features/tenants/pages/TenantsPage'), 'TenantsPage'),
  },
  {
    path: '/Dictionary',
    handle: meta({ title: 'menu.dictionary', permissions: SHELL_ROUTE_POINTS['/Dictionary'] }),
    lazy: page(() => import('../features/dictionary/pages/DictionaryPage'), 'DictionaryPage'),
  },
  {
    path: '/LogOnToLog',
    handle: meta({ title: 'menu.loginLog', permissions: SHELL_ROUTE_POINTS['/LogOnToLog'] }),
    lazy: page(() => import('../features/logs/pages/LoginLogPage'), 'LoginLogPage'),
  },
  {
    path: '/OperationLog',
    handle: meta({ title: 'menu.operationLog', permissions: SHELL_ROUTE_POINTS['/OperationLog'] }),
    lazy: page(() => import('../features/logs/pages/OperationLogPage'), 'OperationLogPage'),
  },
  ...['/messageCenter', '/MessageCenter'].map((path) => ({
    path,
    handle: meta({ title: 'menu.messageCenter' }),
    lazy: page(() => import('../features/messages/pages/MessageCenterPage'), 'MessageCenterPage'),
  })),
  // Each module's pages need its root point besides their own (the settings pages: the settings point).
  ...withPoints(statisticsRoutes, [P.mathStatistics.MathStatistics.key]),
  ...withPoints(oldToolsRoutes, [P.oldTools.OldTools.key]),
  ...withPoints(newToolsRoutes, [P.newTools.NewTools.key]),
  ...withPoints(fmeaLibraryRoutes, [P.fmea.FMEAManager.key]),
  ...fmeaConfigRoutes,
  ...withPoints(fmeaRoutes, [FMEA_ROOT_POINT]),
  ...withPoints(fmeaDashboardRoutes, [FMEA_ROOT_POINT]),
  // A module whose screens are not built yet opens the 404 'in development' page in its own tab.
  ...ALL_MODULES.filter((module) => !module.built).map((module) =>
    inDevelopment(module.home, {
      label: module.name,
      permissions: module.permission ? [module.permission] : [],
    }),
  ),
];
