import {
  findPermission,
  type PermissionAction,
  type PermissionGrant,
  type PermissionTreeNode,
  permissionTree,
  type RolePermissionNode,
} from '@qis/shared';
import { asc, eq } from 'drizzle-orm';
import { rolePermissions } from '../../db/tables';
import { badRequest } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';

/**
 * Checks grants against the permission registry and merges repeated points. An unknown key or an action the
 * point does not define is a 400 naming every offender; a point with no action is dropped (not granted).
 */
export function normalizeGrants(grants: readonly PermissionGrant[]): PermissionGrant[] {
  const unknownKeys = new Set<string>();
  const undefinedActions: string[] = [];
  const merged = new Map<string, { defined: readonly PermissionAction[]; chosen: Set<PermissionAction> }>();
  for (const { permissionId, actionList } of grants) {
    const def = findPermission(permissionId);
    if (!def) {
      unknownKeys.add(permissionId);
      continue;
    }
    const foreign = actionList.filter((a) => !def.actions.includes(a));
    if (foreign.length > 0) undefinedActions.push(`${permissionId}（${foreign.join('、')}）`);
    const entry = merged.get(permissionId) ?? { defined: def.actions, chosen: new Set<PermissionAction>() };
    for (const action of actionList) entry.chosen.add(action);
    merged.set(permissionId, entry);
  }
  if (unknownKeys.size > 0) throw badRequest(`参数 permissionList 无效：未知的权限点 ${[...unknownKeys].join('、')}`);
  if (undefinedActions.length > 0)
    throw badRequest(`参数 permissionList 无效：权限点未定义这些操作 ${undefinedActions.join('；')}`);
  // Registry order of the actions, so that stored grants compare equal however the client ordered them.
  return [...merged]
    .map(([permissionId, { defined, chosen }]) => ({ permissionId, actionList: defined.filter((a) => chosen.has(a)) }))
    .filter((grant) => grant.actionList.length > 0);
}

export async function grantsOf(ctx: UserContext, roleId: string): Promise<PermissionGrant[]> {
  const rows = await ctx.tx
    .select({ permissionId: rolePermissions.permissionId, actions: rolePermissions.actions })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(rolePermissions.permissionId));
  return rows.map((r) => ({ permissionId: r.permissionId, actionList: r.actions as PermissionAction[] }));
}

/** Replaces a role's grants with already normalized ones. The caller reports the auth change. */
export async function replaceGrants(ctx: UserContext, roleId: string, grants: readonly PermissionGrant[]) {
  await ctx.tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (grants.length === 0) return;
  await ctx.tx.insert(rolePermissions).values(
    grants.map((g) => ({
      tenantId: ctx.principal.tenantId,
      roleId,
      permissionId: g.permissionId,
      actions: [...g.actionList],
    })),
  );
}

/**
 * The registry's tree as authority points, each with the actions it defines and those `granted` holds;
 * `grantsEverything` (the administrator role) checks every action.
 */
export function rolePermissionTree(
  granted: ReadonlyMap<string, readonly PermissionAction[]>,
  grantsEverything: boolean,
): RolePermissionNode[] {
  const toNode = (node: PermissionTreeNode, parent: string | null): RolePermissionNode => {
    const held = grantsEverything ? node.actions : node.actions.filter((a) => granted.get(node.key)?.includes(a));
    return {
      authorityPointType: node.type,
      permissionId: node.key,
      permissionName: node.name,
      checked: held.length > 0,
      key: node.key,
      parentPermissionId: parent,
      value: node.key,
      actionList: [...node.actions],
      checkedActionList: [...held],
      children: node.children.map((child) => toNode(child, node.key)),
    };
  };
  return permissionTree().map((root) => toNode(root, null));
}
