import { useGrantedPermissions } from './AccessGate';
import { useCurrentUser } from './hooks';
import { canUseButton } from './route-permissions';

/** Button-level permission (spec §6): whether the signed-in user holds the point (and the action, if named). */
export function useCan(permission: string, action?: string): boolean {
  const user = useCurrentUser();
  const granted = useGrantedPermissions();
  return canUseButton(user.permissionList, granted, permission, action);
}
