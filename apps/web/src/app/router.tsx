import { ALL_MODULES } from '@qis/shared/modules';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import {
  guestOnlyLoader,
  HOME_PATH,
  LOGIN_PATH,
  ROUTE_IDS,
  requireSessionLoader,
  rootLoader,
} from '../shell/auth/guards';
import { PageLoading } from '../shell/components/PageLoading';
import { RouteErrorPage } from '../shell/exception/RouteErrorPage';
import { withChunkTimeout } from '../shell/lazy-route';
import type { RouteMeta } from '../shell/route-meta';
import { getLoadedSystemInfo } from '../shell/system-info';

/** A lazily loaded page (its own chunk, failing after 120 s) rendering the named export. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return () =>
    withChunkTimeout(load)().then((m) => ({
      Component: m[name] as React.ComponentType,
      ...('loader' in m ? { loader: m.loader as never } : {}),
    }));
}
const meta = (m: RouteMeta) => m;

/** Pages the header links to whose screens come with later work: the in-development page, inside the shell. */
const HEADER_PAGES_IN_DEVELOPMENT: { path: string; meta: RouteMeta }[] = [
  { path: '/upcomingTrial', meta: { title: 'menu.upcomingTrial' } },
  { path: '/upcomingRead', meta: { title: 'menu.upcomingRead' } },
  { path: '/processedFlowList', meta: { title: 'menu.processedFlowList' } },
  { path: '/re-examined-record', meta: { title: 'menu.reExaminedRecord' } },
  { path: '/messageCenter', meta: { title: 'menu.messageCenter' } },
  { path: '/MessageCenter', meta: { title: 'menu.messageCenter' } },
  { path: '/Dictionary', meta: { title: 'menu.dictionary', permissions: ['Dictionary'] } },
];
const inDevelopment = (path: string, handle: RouteMeta): RouteObject => ({
  path,
  handle,
  lazy: page(() => import('../shell/exception/NotFoundPage'), 'NotFoundPage'),
});

/**
 * Route table (shell spec §2). Public: login, retrieve password, OIDC callbacks, /out, error pages. Everything under
 * the `session` route is signed in; its layout applies the permission guard to each route's `handle`.
 */
export const routes: RouteObject[] = [
  {
    id: ROUTE_IDS.root,
    loader: rootLoader,
    // Spec §4: system info is loaded on a route change while it is missing (a failed first call is retried).
    shouldRevalidate: () => getLoadedSystemInfo() === null,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to={HOME_PATH} replace /> },
      {
        path: '/user',
        lazy: page(() => import('../shell/layouts/LoginLayout'), 'LoginLayout'),
        children: [
          { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
          {
            path: 'login',
            loader: guestOnlyLoader,
            lazy: page(() => import('../features/auth/pages/LoginPage'), 'LoginPage'),
          },
          {
            path: 'retrievePassword',
            lazy: page(() => import('../features/auth/pages/RetrievePasswordPage'), 'RetrievePasswordPage'),
          },
        ],
      },
      {
        path: '/oidc-callback',
        lazy: () =>
          withChunkTimeout(() => import('../features/auth/pages/OidcCallbackPage'))().then((m) => ({
            loader: m.oidcCallbackLoader,
            Component: m.OidcCallbackPage,
          })),
      },
      {
        path: '/oidc-popup-callback',
        lazy: page(() => import('../features/auth/pages/OidcPopupCallbackPage'), 'OidcPopupCallbackPage'),
      },
      {
        path: '/oidc-callback-error',
        lazy: page(() => import('../features/auth/pages/OidcCallbackErrorPage'), 'OidcCallbackErrorPage'),
      },
      { path: '/out', lazy: page(() => import('../features/auth/pages/OutPage'), 'OutPage') },
      { path: '/403', lazy: page(() => import('../shell/exception/ForbiddenPage'), 'ForbiddenPage') },
      { path: '/404', lazy: page(() => import('../shell/exception/NotFoundPage'), 'NotFoundPage') },
      { path: '/500', lazy: page(() => import('../shell/exception/ServerErrorPage'), 'ServerErrorPage') },
      {
        id: ROUTE_IDS.session,
        loader: requireSessionLoader,
        lazy: page(() => import('../shell/layouts/BasicLayout'), 'BasicLayout'),
        children: [
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
          // A module whose screens are not built yet opens the 404 'in development' page in its own tab.
          ...ALL_MODULES.filter((module) => !module.built).map((module) =>
            inDevelopment(module.home, {
              label: module.name,
              permissions: module.permission ? [module.permission] : [],
            }),
          ),
          ...HEADER_PAGES_IN_DEVELOPMENT.map((entry) => inDevelopment(entry.path, entry.meta)),
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
