import {
  changeRole,
  changeRolePermission,
  changeRoleUsers,
  createRole,
  type EndpointInput,
  getRole,
  getRoleList,
  getRolePermission,
  getUserList,
  type PermissionGrant,
  removeRole,
} from '@qis/shared';
import { callEndpoint } from '../../shell/call-endpoint';

/** Calls of role management; method and path come from the declarations in @qis/shared. */

export type RoleListQuery = EndpointInput<typeof getRoleList>['query'];
export type CreateRoleBody = EndpointInput<typeof createRole>['body'];

export const fetchRoles = (query: RoleListQuery) => callEndpoint(getRoleList, { query });
export const fetchRole = (id: string) => callEndpoint(getRole, { query: { id } });
export const fetchPermissionTree = (roleId?: string) =>
  callEndpoint(getRolePermission, { query: roleId ? { roleId } : {} });
export const addRole = (body: CreateRoleBody) => callEndpoint(createRole, { body });
export const editRole = (body: EndpointInput<typeof changeRole>['body']) => callEndpoint(changeRole, { body });
export const deleteRole = (id: string) => callEndpoint(removeRole, { body: { id } });
export const saveRolePermissions = (roleId: string, permissionList: PermissionGrant[], version: number) =>
  callEndpoint(changeRolePermission, { body: { roleId, permissionList, version } });
export const saveRoleUsers = (roleId: string, userIds: string[]) =>
  callEndpoint(changeRoleUsers, { body: { roleId, userIds } });
export const fetchUserOptions = () => callEndpoint(getUserList);
