import {
  ALL_PERMISSIONS,
  type AuthorityPoint,
  DERIVED_GROUPS,
  findPermission,
  type PermissionAction,
  type PermissionGrant,
  withDerivedPermissions,
} from '@qis/shared';
import { type Principal, permissionExists } from '../../platform/auth/principal';

/**
 * The user-info call's authority points (shell spec §3, §6): every granted point with its actions,
 * plus the always-present Common and the derived group entries. An administrator holds every point.
 * Points of plugins the tenant has disabled, and host-only points outside the host tenant, are left out for
 * everybody, administrators included: their routes, menu entries and buttons go with them.
 */
interface AuthorityPoints {
  authorityPointDtos: AuthorityPoint[];
  permissionList: PermissionGrant[];
}

// Principals are cached per token, so the points are worked out once per principal.
const computed = new WeakMap<Principal, AuthorityPoints>();

export function authorityPointsOf(principal: Principal): AuthorityPoints {
  let points = computed.get(principal);
  if (!points) {
    points = computeAuthorityPoints(principal);
    computed.set(principal, points);
  }
  return points;
}

function computeAuthorityPoints(principal: Principal): AuthorityPoints {
  const exists = (key: string) => permissionExists(principal, key);
  const granted = new Map<string, readonly PermissionAction[]>();
  if (principal.isAdmin) {
    for (const def of ALL_PERMISSIONS) if (exists(def.key)) granted.set(def.key, def.actions);
  } else {
    for (const [key, actions] of principal.grants) {
      const def = findPermission(key);
      if (def && exists(key))
        granted.set(
          key,
          def.actions.filter((a) => actions.has(a)),
        );
    }
  }
  const points: AuthorityPoint[] = [];
  for (const key of withDerivedPermissions(granted.keys())) {
    if (!exists(key)) continue;
    const def = findPermission(key);
    const group = DERIVED_GROUPS.find((g) => g.key === key);
    const actionList = [...(granted.get(key) ?? def?.actions ?? ['query'])];
    points.push({
      authorityPointType: def?.type ?? 0,
      permissionId: key,
      permissionName: def?.name ?? group?.name ?? key,
      checked: true,
      key,
      parentPermissionId: def?.parent ?? null,
      value: key,
      actionList,
    });
  }
  return {
    authorityPointDtos: points,
    permissionList: points.map((p) => ({ permissionId: p.permissionId, actionList: p.actionList })),
  };
}
