/**
 * The permission part of the route guard (shell spec §4, §6) as pure functions; the layout's access gate applies them.
 */
import { SINGLE_SYSTEM_HOMES } from '@qis/shared/modules';
import { hasAllPermissions, withDerivedPermissions } from '@qis/shared/permissions';
import { FORBIDDEN_PATH, type GuardDecision, HOME_PATH } from './route-access';

export interface AccessInput {
  path: string;
  /** Every permission listed by the matched routes (all are needed, spec §6). */
  required: readonly string[];
  /** Detail pages of my workflows skip permission checks (spec §2). */
  skipPermissionCheck: boolean;
  granted: ReadonlySet<string>;
  singleSystemHome: string | null;
}

/**
 * Permission part of the guard: a route whose permissions are not all held sends the user to /analysis; in
 * single-system mode /analysis itself forwards to the configured module's home.
 */
export function decideAccess(input: AccessInput): GuardDecision {
  if (input.path === HOME_PATH && input.singleSystemHome) return { kind: 'redirect', to: input.singleSystemHome };
  if (input.skipPermissionCheck || hasAllPermissions(input.granted, input.required)) return { kind: 'allow' };
  // In single-system mode /analysis forwards to the module home: a user barred from it would bounce for ever.
  return { kind: 'redirect', to: input.path === input.singleSystemHome ? FORBIDDEN_PATH : HOME_PATH };
}

/** The home page of single-system mode (codes 101-107), or null when the platform shows every module. */
export function singleSystemHome(
  info: { isSingleSystem: boolean; singleSystemModule: number | string | null } | null,
): string | null {
  if (!info?.isSingleSystem) return null;
  return SINGLE_SYSTEM_HOMES[Number(info.singleSystemModule)] ?? null;
}

export interface GrantedPoints {
  authorityPointDtos: readonly { key: string; permissionId?: string; checked: boolean }[];
}

/** The menu and button points a user holds, with 'Common' and the derived groups of spec §6. */
export function grantedPermissions(user: GrantedPoints): Set<string> {
  return withDerivedPermissions(user.authorityPointDtos.filter((p) => p.checked).map((p) => p.key));
}

/**
 * Button-level permission (spec §6): an element with an auth key shows only if the point is held and, when an
 * action is named, the route's permitted action list for that point contains it.
 */
export function canUseButton(
  permissionList: readonly { permissionId: string; actionList: readonly string[] }[],
  granted: ReadonlySet<string>,
  permission: string,
  action?: string,
): boolean {
  if (!granted.has(permission)) return false;
  if (!action) return true;
  return permissionList.some((p) => p.permissionId === permission && p.actionList.includes(action));
}
