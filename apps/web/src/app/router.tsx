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

/**
 * Route table. Pages and layouts are loaded lazily so each feature module becomes its own chunk.
 * Public: /user/login, /oidc-callback, /oidc-callback-error, /404. Everything under the `session` route is guarded.
 */
export const routes: RouteObject[] = [
  {
    id: ROUTE_IDS.root,
    loader: rootLoader,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to={HOME_PATH} replace /> },
      {
        path: '/user',
        lazy: () => import('../shell/layouts/LoginLayout').then((m) => ({ Component: m.LoginLayout })),
        children: [
          { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
          {
            path: 'login',
            loader: guestOnlyLoader,
            lazy: () => import('../features/auth/pages/LoginPage').then((m) => ({ Component: m.LoginPage })),
          },
        ],
      },
      {
        path: '/oidc-callback',
        lazy: () =>
          import('../features/auth/pages/OidcCallbackPage').then((m) => ({
            loader: m.oidcCallbackLoader,
            Component: m.OidcCallbackPage,
          })),
      },
      {
        path: '/oidc-callback-error',
        lazy: () =>
          import('../features/auth/pages/OidcCallbackErrorPage').then((m) => ({ Component: m.OidcCallbackErrorPage })),
      },
      {
        path: '/404',
        lazy: () => import('../shell/exception/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
      {
        id: ROUTE_IDS.session,
        loader: requireSessionLoader,
        lazy: () => import('../shell/layouts/BasicLayout').then((m) => ({ Component: m.BasicLayout })),
        children: [
          {
            path: HOME_PATH,
            lazy: () => import('../features/dashboard/pages/AnalysisPage').then((m) => ({ Component: m.AnalysisPage })),
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
