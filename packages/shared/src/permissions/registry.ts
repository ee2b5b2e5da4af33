import { commonPermissions } from './common';
import type { AuthorityPointType, PermissionAction, PermissionDefinition } from './define';
import { fmeaPermissions } from './fmea';
import { fmeaLibraryPermissions } from './fmea-library';
import { qamPermissions } from './qam';
import { qfdPermissions } from './qfd';
import { statisticsPermissions } from './statistics';
import { systemPermissions } from './system';
import { mathStatisticsPermissions, newToolsPermissions, oldToolsPermissions } from './tools';

/**
 * Requirement handles of every permission point, by module: `P.system.Users.edit`,
 * `P.qam.AnnualPlan.query`, `P.fmea.ProjectView.key` ...
 */
export const P = Object.freeze({
  common: commonPermissions,
  fmea: Object.freeze({ ...fmeaPermissions, ...fmeaLibraryPermissions }),
  statistics: statisticsPermissions,
  qfd: qfdPermissions,
  qam: qamPermissions,
  mathStatistics: mathStatisticsPermissions,
  oldTools: oldToolsPermissions,
  newTools: newToolsPermissions,
  system: systemPermissions,
});

function toDefinition({ key, name, type, parent, actions }: PermissionDefinition): PermissionDefinition {
  return Object.freeze(parent === undefined ? { key, name, type, actions } : { key, name, type, parent, actions });
}

/** Every permission point of the product, flat, in tree order (parents before children within a module). */
export const ALL_PERMISSIONS: readonly PermissionDefinition[] = Object.freeze(
  Object.values(P).flatMap((module) => Object.values(module).map(toDefinition)),
);

const byKey = new Map(ALL_PERMISSIONS.map((p) => [p.key, p]));

/** The permission point with this key, or undefined when the registry has none. */
export function findPermission(key: string): PermissionDefinition | undefined {
  return byKey.get(key);
}

/** One node of the role editor's permission tree. */
export interface PermissionTreeNode {
  readonly key: string;
  readonly name: string;
  readonly type: AuthorityPointType;
  readonly actions: readonly PermissionAction[];
  readonly children: readonly PermissionTreeNode[];
}

/** The registry as a tree for the role editor: top-level groups first, children in registry order. */
export function permissionTree(): PermissionTreeNode[] {
  const childrenOf = new Map<string | undefined, PermissionDefinition[]>();
  for (const p of ALL_PERMISSIONS) {
    const siblings = childrenOf.get(p.parent);
    if (siblings) siblings.push(p);
    else childrenOf.set(p.parent, [p]);
  }
  const build = (p: PermissionDefinition): PermissionTreeNode => ({
    key: p.key,
    name: p.name,
    type: p.type,
    actions: p.actions,
    children: (childrenOf.get(p.key) ?? []).map(build),
  });
  return (childrenOf.get(undefined) ?? []).map(build);
}
