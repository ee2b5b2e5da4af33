import type { PermissionAction, PermissionRequirement } from '@qis/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';

/** The signed-in user as one request sees them: identity, tenant and what their roles grant. */
export interface Principal {
  userId: string;
  tenantId: string;
  userName: string;
  name: string;
  tokenId: string;
  tokenExpiresAt: Date;
  isAdmin: boolean;
  /** permission key -> granted actions, merged over all the user's roles. */
  grants: ReadonlyMap<string, ReadonlySet<PermissionAction>>;
}

export function can(principal: Principal, requirement: PermissionRequirement): boolean {
  if (principal.isAdmin) return true;
  return principal.grants.get(requirement.permission)?.has(requirement.action) ?? false;
}

interface PrincipalRow extends Record<string, unknown> {
  id: string;
  user_name: string;
  name: string;
  revoked: boolean;
  is_admin: boolean;
  grants: Array<{ p: string; a: PermissionAction[] }> | null;
}

/**
 * One round trip: the active user (by id for this server's tokens, by user name for an external provider's), whether the token was revoked, and the user's grants. Runs inside the
 * request's tenant transaction, so a token of tenant A can never load a user of tenant B.
 */
export async function loadPrincipalRow(
  tx: DbExecutor,
  who: { userId: string } | { userName: string },
  tokenId: string,
) {
  const match = 'userId' in who ? sql`u.id = ${who.userId}` : sql`lower(u.user_name) = lower(${who.userName})`;
  const result = await tx.execute<PrincipalRow>(sql`
    select u.id, u.user_name, u.name,
      exists (select 1 from revoked_tokens r where r.token_id = ${tokenId}) as revoked,
      exists (select 1 from user_roles ur join roles ro on ro.id = ur.role_id
              where ur.user_id = u.id and ro.is_admin) as is_admin,
      (select json_agg(json_build_object('p', rp.permission_id, 'a', rp.actions))
         from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
        where ur.user_id = u.id) as grants
    from users u
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
