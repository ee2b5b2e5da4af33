import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { invalidateCurrentUser } from '../auth/session';
import { announceModulesChanged } from './module-api';

/**
 * After a plugin change: the header's module menu and the home page's favourites load the modules again, and the
 * current user (authority points: side menu, routes, buttons) is fetched again — no page reload.
 */
export function useShellRefresh(): () => void {
  const revalidator = useRevalidator();
  return useCallback(() => {
    announceModulesChanged();
    invalidateCurrentUser();
    void revalidator.revalidate();
  }, [revalidator]);
}
