import type { PropsWithChildren } from 'react';
import { useCan } from './useCan';

interface AuthorizedProps {
  permission: string;
  action?: string;
}

/** Button-level permission (spec §6): renders its children only when the point (and action) is granted. */
export function Authorized({ permission, action, children }: PropsWithChildren<AuthorizedProps>) {
  return useCan(permission, action) ? children : null;
}
