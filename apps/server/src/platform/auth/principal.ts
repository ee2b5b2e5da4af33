import { isPermissionEnabled, P, type PermissionAction, type PermissionRequirement } from '@qis/shared';
import { sql } from 'drizzle-orm';
import { DEFAULT_TENANT_NAME } from '../../db/seed/default-tenant';
import type { DbExecutor } from '../db/database';

/** The signed-in user as one request sees them: identity, tenant and what their roles grant. */
export interface Principal {
  userId: string;
  tenantId: string;
  userName: string;
  name: string;
  tokenId: string;
  tokenExpiresAt: Date;
  /** The identity server's grant, for an opaque OpenID Connect access token: logging out revokes it. */
  grantId?: string;
  isAdmin: boolean;
  /** permission key -> granted actions, merged over all the user's roles. */
  grants: ReadonlyMap<string, ReadonlySet<PermissionAction>>;
  /** The plugins the user's tenant has enabled (core plugins included): what its menus, points and calls offer. */
  pluginIds: ReadonlySet<number>;
  /** The user's tenant is the host (default) tenant, the only one that manages tenants. */
  isHostTenant: boolean;
}

/** Points only the host tenant has: tenant management. */
const HOST_ONLY_PERMISSIONS: ReadonlySet<string> = new Set([P.system.Tenants.key]);

/**
 * Whether the permission point exists for this principal's tenant at all, whatever the roles: its plugins are
 * enabled, and a host-only point only for the host tenant. An administrator holds only the points that exist.
 */
export function permissionExists(principal: Principal, permission: string): boolean {
  if (!principal.isHostTenant && HOST_ONLY_PERMISSIONS.has(permission)) return false;
  return isPermissionEnabled(permission, principal.pluginIds);
}

export function can(principal: Principal, requirement: PermissionRequirement): boolean {
  if (!permissionExists(principal, requirement.permission)) return false;
  if (principal.isAdmin) return true;
  return principal.grants.get(requirement.permission)?.has(requirement.action) ?? false;
}

/** Whether the principal holds at least one of the points (a read open to several libraries' users). */
export function canAny(principal: Principal, requirements: readonly PermissionRequirement[]): boolean {
  return requirements.some((requirement) => can(principal, requirement));
}

interface PrincipalRow extends Record<string, unknown> {
  id: string;
  user_name: string;
  name: string;
  revoked: boolean;
  session_generation: number;
  is_admin: boolean;
  plugin_ids: number[];
  is_host_tenant: boolean;
  grants: Array<{ p: string; a: PermissionAction[] }> | null;
}

/**
 * One round trip: the active user of an active tenant (by id for this server's tokens, by user name for an external
 * provider's), whether the token was revoked, the user's grants and the tenant's plugins. Runs inside the request's
 * tenant transaction, so a token of tenant A can never load a user of tenant B; a disabled tenant loads no user.
 */
export async function loadPrincipalRow(
  tx: DbExecutor,
  who: { userId: string } | { userName: string },
  tokenId: string,
) {
  const match = 'userId' in who ? sql`u.id = ${who.userId}` : sql`lower(u.user_name) = lower(${who.userName})`;
  const result = await tx.execute<PrincipalRow>(sql`
    select u.id, u.user_name, u.name, u.session_generation, t.plugin_ids, t.name = ${DEFAULT_TENANT_NAME} as is_host_tenant,
      exists (select 1 from revoked_tokens r where r.token_id = ${tokenId}) as revoked,
      exists (select 1 from user_roles ur join roles ro on ro.id = ur.role_id
              where ur.user_id = u.id and ro.is_admin) as is_admin,
      (select json_agg(json_build_object('p', rp.permission_id, 'a', rp.actions))
         from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
        where ur.user_id = u.id) as grants
    from users u join tenants t on t.id = u.tenant_id and t.is_active
    where ${match} and u.is_active`);
  return result.rows[0];
}

export function toGrants(rows: PrincipalRow['grants']): Map<string, Set<PermissionAction>> {
  const grants = new Map<string, Set<PermissionAction>>();
  for (const { p, a } of rows ?? []) {
    const set = grants.get(p) ?? new Set<PermissionAction>();
    for (const action of a) set.add(action);
    grants.set(p, set);
  }
  return grants;
}
