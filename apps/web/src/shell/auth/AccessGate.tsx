import { type PropsWithChildren, useMemo } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { metaOf } from '../route-meta';
import { useCurrentUser, useSystemInfo } from './hooks';
import { decideAccess, grantedPermissions, singleSystemHome } from './route-permissions';

/**
 * Applies the permission part of the route guard to the matched routes (spec §4, §6). It wraps the tabs too, so a
 * refused page never opens a tab.
 */
export function AccessGate({ children }: PropsWithChildren) {
  const matches = useMatches();
  const { pathname } = useLocation();
  const info = useSystemInfo();
  const granted = useGrantedPermissions();
  const decision = decideAccess({
    path: pathname,
    required: matches.flatMap((m) => metaOf(m).permissions ?? []),
    skipPermissionCheck: matches.some((m) => metaOf(m).skipPermissionCheck),
    granted,
    singleSystemHome: singleSystemHome(info),
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}

/** The points the signed-in user holds (with Common and the derived groups). */
export function useGrantedPermissions(): ReadonlySet<string> {
  const user = useCurrentUser();
  return useMemo(() => grantedPermissions(user), [user]);
}
