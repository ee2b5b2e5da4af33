import type { PermissionAction, PermissionGrant, RolePermissionNode } from '@qis/shared';

/** What the role editor has ticked: permission key -> the actions chosen (a subset of the point's actions). */
export type Selection = Readonly<Record<string, readonly PermissionAction[]>>;

export type CheckState = 'all' | 'some' | 'none';

/** The role's current grants as the tree reports them. */
export function selectionOf(nodes: readonly RolePermissionNode[]): Selection {
  const selection: Record<string, PermissionAction[]> = {};
  const visit = (node: RolePermissionNode) => {
    if (node.checkedActionList.length > 0) selection[node.key] = [...node.checkedActionList];
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return selection;
}

/** The grants to save: every point with at least one action, actions in the point's own order. */
export function toPermissionList(nodes: readonly RolePermissionNode[], selection: Selection): PermissionGrant[] {
  const grants: PermissionGrant[] = [];
  const visit = (node: RolePermissionNode) => {
    const chosen = selection[node.key] ?? [];
    const actionList = node.actionList.filter((a) => chosen.includes(a));
    if (actionList.length > 0) grants.push({ permissionId: node.key, actionList });
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return grants;
}

/** Ticks or clears one action of one point. */
export function toggleAction(
  selection: Selection,
  node: RolePermissionNode,
  action: PermissionAction,
  checked: boolean,
): Selection {
  const current = selection[node.key] ?? [];
  const next = node.actionList.filter((a) => (a === action ? checked : current.includes(a)));
  return { ...selection, [node.key]: next };
}

/** Check-all of a node: every action of the node and of everything below it, or none. */
export function setSubtree(selection: Selection, node: RolePermissionNode, checked: boolean): Selection {
  const next: Record<string, readonly PermissionAction[]> = { ...selection };
  const visit = (n: RolePermissionNode) => {
    next[n.key] = checked ? [...n.actionList] : [];
    n.children.forEach(visit);
  };
  visit(node);
  return next;
}

/** Whether a node's check-all box shows ticked, partly ticked or empty. */
export function subtreeState(selection: Selection, node: RolePermissionNode): CheckState {
  let total = 0;
  let chosen = 0;
  const visit = (n: RolePermissionNode) => {
    total += n.actionList.length;
    const picked = selection[n.key] ?? [];
    chosen += n.actionList.filter((a) => picked.includes(a)).length;
    n.children.forEach(visit);
  };
  visit(node);
  if (chosen === 0) return 'none';
  return chosen === total ? 'all' : 'some';
}

/** Keys of every node that has children (to expand the whole tree). */
export function branchKeys(nodes: readonly RolePermissionNode[]): string[] {
  return nodes.flatMap((n) => (n.children.length > 0 ? [n.key, ...branchKeys(n.children)] : []));
}
