/** The standard actions a role may grant on a permission point (shell spec §6). */
export const STANDARD_ACTIONS = [
  'add',
  'delete',
  'edit',
  'query',
  'get',
  'enable',
  'disable',
  'import',
  'export',
] as const;
export type PermissionAction = (typeof STANDARD_ACTIONS)[number];

/** 0 = menu point, 1 = button point, as the authority points of the user-info call carry them. */
export type AuthorityPointType = 0 | 1;

export interface PermissionDefinition {
  /** The spec's permission name, shown in the permission tree and stored in role grants. */
  readonly key: string;
  /** Chinese display name for administrators. */
  readonly name: string;
  readonly type: AuthorityPointType;
  /** Key of the parent point in the permission tree; undefined for a top-level group. */
  readonly parent?: string;
  readonly actions: readonly PermissionAction[];
}

/** What an endpoint or a route requires: a permission point and one of its actions. */
export interface PermissionRequirement {
  readonly permission: string;
  readonly action: PermissionAction;
}

type ActionMap<A extends readonly PermissionAction[]> = { readonly [K in A[number]]: PermissionRequirement };

export type PermissionHandle<D extends PermissionDefinition> = D & ActionMap<D['actions']>;

/**
 * Declares a set of permission points. Each entry gets one requirement per action,
 * so code says `P.system.Users.edit` instead of repeating string literals.
 */
export function definePermissions<const T extends Record<string, PermissionDefinition>>(
  defs: T,
): { readonly [K in keyof T]: PermissionHandle<T[K]> } {
  const out: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(defs)) {
    const handle: Record<string, unknown> = { ...def };
    for (const action of def.actions) handle[action] = { permission: def.key, action };
    out[name] = Object.freeze(handle);
  }
  return out as { readonly [K in keyof T]: PermissionHandle<T[K]> };
}
