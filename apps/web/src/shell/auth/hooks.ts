import { useRouteLoaderData } from 'react-router';
import type { SystemInfo } from '../system-info';
import { ROUTE_IDS } from './guards';
import type { CurrentUser } from './types';

/** System info loaded by the root route (null when the call failed). */
export function useSystemInfo(): SystemInfo | null {
  return (useRouteLoaderData(ROUTE_IDS.root) as SystemInfo | null | undefined) ?? null;
}

/** The signed-in user; only valid below the guarded session route. */
export function useCurrentUser(): CurrentUser {
  const user = useRouteLoaderData(ROUTE_IDS.session) as CurrentUser | undefined;
  if (!user) throw new Error('useCurrentUser() used outside the signed-in area');
  return user;
}
