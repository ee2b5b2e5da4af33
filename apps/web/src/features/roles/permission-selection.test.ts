import type { RolePermissionNode } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import {
  branchKeys,
  selectionOf,
  setSubtree,
  subtreeState,
  toggleAction,
  toPermissionList,
} from './permission-selection';

const node = (
  key: string,
  actionList: RolePermissionNode['actionList'],
  children: RolePermissionNode[] = [],
  checkedActionList: RolePermissionNode['actionList'] = [],
): RolePermissionNode => ({
  authorityPointType: 0,
  permissionId: key,
  permissionName: key,
  checked: checkedActionList.length > 0,
  key,
  parentPermissionId: null,
  value: key,
  actionList,
  checkedActionList,
  children,
});

const users = node('Users', ['add', 'delete', 'query'], [], ['query']);
const roles = node('Roles', ['edit', 'query']);
const tree = [node('System', ['query'], [users, roles])];

describe('permission selection', () => {
  it('starts from the role grants the tree reports', () => {
    expect(selectionOf(tree)).toEqual({ Users: ['query'] });
  });

  it('toggles single actions, keeping the point order', () => {
    let selection = selectionOf(tree);
    selection = toggleAction(selection, users, 'add', true);
    expect(selection.Users).toEqual(['add', 'query']);
    selection = toggleAction(selection, users, 'query', false);
    expect(toPermissionList(tree, selection)).toEqual([{ permissionId: 'Users', actionList: ['add'] }]);
  });

  it('checks and clears a whole subtree, and reports its state', () => {
    const root = tree[0] as RolePermissionNode;
    expect(subtreeState(selectionOf(tree), root)).toBe('some');
    const all = setSubtree(selectionOf(tree), root, true);
    expect(subtreeState(all, root)).toBe('all');
    expect(toPermissionList(tree, all)).toEqual([
      { permissionId: 'System', actionList: ['query'] },
      { permissionId: 'Users', actionList: ['add', 'delete', 'query'] },
      { permissionId: 'Roles', actionList: ['edit', 'query'] },
    ]);
    const none = setSubtree(all, root, false);
    expect(subtreeState(none, root)).toBe('none');
    expect(toPermissionList(tree, none)).toEqual([]);
  });

  it('lists the keys of branch nodes for expanding the tree', () => {
    expect(branchKeys(tree)).toEqual(['System']);
  });
});
