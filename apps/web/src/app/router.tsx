import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import {
  guestOnlyLoader,
  HOME_PATH,
  LOGIN_PATH,
  ROUTE_IDS,
  requireSessionLoader,
  rootLoader,
} from '../shell/auth/guards';
import { PageLoading } from '../shell/components/PageLoading';
import { lazyPage, withChunkTimeout } from '../shell/lazy-route';
import { getLoadedSystemInfo } from '../shell/system-info';

const page = lazyPage;
const RouteErrorPage = lazy(
  withChunkTimeout(() => import('../shell/exception/RouteErrorPage').then((m) => ({ default: m.RouteErrorPage }))),
);

/**
 * Route table (shell spec §2). Public: login, retrieve password, OIDC callbacks, /out, error pages. Everything under
 * the `session` route is signed in; its children (session-routes.tsx) are patched in on the first navigation that
 * needs them, so the login route loads none of them.
 */
export const routes: RouteObject[] = [
  {
    id: ROUTE_IDS.root,
    loader: rootLoader,
    // Spec §4: system info is loaded on a route change while it is missing (a failed first call is retried).
    shouldRevalidate: () => getLoadedSystemInfo() === null,
    hydrateFallbackElement: <PageLoading />,
    // The error page (antd Result) is a chunk of its own: the login route does not need it.
    errorElement: (
      <Suspense fallback={<PageLoading />}>
        <RouteErrorPage />
      </Suspense>
    ),
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
        lazy: page(() => import('../shell/layouts/SessionApp'), 'SessionApp'),
        // No children yet: see discoverSessionRoutes.
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/**
 * Patches the signed-in table into the `session` route. React Router asks on a navigation whose path the known
 * routes match only through the catch-all or a route with params (every signed-in path, before the patch): the
 * table loads then, for a deep link or a signed-out visitor too, so the session guard, the route handles (titles,
 * tabs, permission points) and the 404 redirect behave as if it had always been there. Asked again later for paths
 * with params, it has nothing more to add.
 */
function discoverSessionRoutes(): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ patch, signal }) => {
    if (patched) return;
    const { sessionRoutes } = await withChunkTimeout(() => import('./session-routes'))();
    // A navigation overtaken by another patches nothing: the next one does.
    if (signal.aborted) return;
    patch(ROUTE_IDS.session, sessionRoutes);
    patched = true;
  };
}

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverSessionRoutes() });
}
