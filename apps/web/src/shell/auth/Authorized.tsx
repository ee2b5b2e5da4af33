import type { PropsWithChildren } from 'react';
import { useGrantedPermissions } from './AccessGate';
import { useCurrentUser } from './hooks';
import { canUseButton } from './route-permissions';

interface AuthorizedProps {
  permission: string;
  action?: string;
}

/** Button-level permission (spec §6): renders its children only when the point (and action) is granted. */
export function Authorized({ permission, action, children }: PropsWithChildren<AuthorizedProps>) {
  const user = useCurrentUser();
  const granted = useGrantedPermissions();
  return canUseButton(user.permissionList, granted, permission, action) ? children : null;
}
