import { z } from 'zod';
import { P } from '../permissions';
import { type PermissionAction, STANDARD_ACTIONS } from '../permissions/define';
import { Id, IdParams, Version } from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';
import { RoleWithUserCount } from './user-admin';
import { AuthorityPoint, CurrentUserPermissions, PermissionGrant } from './users';

// ---------------------------------------------------------------------------------------------------------
// Roles (/rightsManagement, /AddRole, /role/{id}): the spec's role/* and services/app/Role/* calls.
// Permission SystemManager.Roles; assigning users and changing grants are edits of the role.

export const ROLE_MESSAGES = {
  duplicateName: '角色名称已存在',
  inUse: '该角色下存在用户，无法删除',
  adminNotDeletable: '管理员角色不能删除',
  adminFlagKept: '管理员角色不能取消管理员标识',
  adminFlagNeedsAdmin: '只有管理员才能把角色设为管理员角色',
  adminNeedsMember: '管理员角色至少需要保留一个用户',
  adminRoleNeedsAdmin: '只有管理员才能修改管理员角色',
} as const;

/**
 * A role of the list. The administrator role (`isAdmin`) holds every permission by that flag and can neither be
 * deleted nor lose it; the default role (`isDefault`) is the one new users get.
 */
export const RoleDto = RoleWithUserCount.extend({
  /** ISO 8601. */
  creationTime: z.string(),
  version: z.number().int(),
});
export type RoleDto = z.infer<typeof RoleDto>;

/** A role with its grants and members (the edit page and the assign-users dialog). */
export const RoleDetailDto = RoleDto.extend({
  /** Shell spec §3 role permissions: permissionId with its actionList. */
  permissionList: z.array(PermissionGrant),
  /** Users holding the role. */
  users: z.array(z.object({ id: z.uuid(), name: z.string(), userName: z.string() })),
});
export type RoleDetailDto = z.infer<typeof RoleDetailDto>;

const RoleName = z.string().trim().min(1, '请输入角色名称').max(32, '角色名称最多 32 个字符');
const Description = z.string().trim().max(200, '描述最多 200 个字符').nullable().default(null);
/** Grants as the role editor sends them; the server checks every key and action against the registry. */
const Grants = z.array(PermissionGrant).max(2000);

export const getRoleList = defineEndpoint({
  name: 'getRoleList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/role/list',
  summary: '角色分页列表（管理员角色在前，其余按名称）；filter 匹配名称或描述（包含）',
  access: P.system.Roles.query,
  query: PageQuery.extend({ filter: z.string().trim().max(64).optional() }),
  data: pagedResult(RoleDto),
});

export const getRole = defineEndpoint({
  name: 'getRole',
  method: 'GET',
  base: 'qis',
  path: '/api/services/app/Role/Get',
  summary: '一个角色，含其权限（permissionList）与用户',
  access: P.system.Roles.get,
  query: IdParams,
  data: RoleDetailDto,
});

export const createRole = defineEndpoint({
  name: 'createRole',
  method: 'POST',
  base: 'qis',
  path: '/api/services/app/Role/CreateRole',
  summary: '新建角色（名称在租户内唯一），可同时给出权限（permissionList）；未知权限点或未定义的操作 400',
  access: P.system.Roles.add,
  body: z.object({
    name: RoleName,
    description: Description,
    isDefault: z.boolean().default(false),
    permissionList: Grants.default([]),
  }),
  data: RoleDetailDto,
});

export const changeRole = defineEndpoint({
  name: 'changeRole',
  method: 'POST',
  base: 'qis',
  path: '/api/services/app/Role/ChangeRole',
  summary:
    '修改角色（version 为读取时的版本，过期则 409）；给出 permissionList 时一并替换其权限；管理员角色不能取消管理员标识',
  access: P.system.Roles.edit,
  body: z.object({
    id: Id,
    name: RoleName,
    description: Description,
    isDefault: z.boolean().default(false),
    /** Absent: unchanged. */
    isAdmin: z.boolean().optional(),
    /** Absent: grants unchanged. */
    permissionList: Grants.optional(),
    version: Version,
  }),
  data: RoleDetailDto,
});

export const removeRole = defineEndpoint({
  name: 'removeRole',
  method: 'POST',
  base: 'qis',
  path: '/api/app/role/roleRemove',
  summary: '删除角色；有用户持有时拒绝（9999 该角色下存在用户，无法删除）；管理员角色不能删除',
  access: P.system.Roles.delete,
  body: IdParams,
  data: z.null(),
});

/** One node of the role editor's permission tree: a shell spec §3 authority point with the role's choice. */
export interface RolePermissionNode extends AuthorityPoint {
  /** The actions the role grants (all of them for the administrator role). */
  checkedActionList: PermissionAction[];
  children: RolePermissionNode[];
}

/** `checked`: the role grants at least one action; `actionList`: every action the point defines (the checkboxes). */
export const RolePermissionNode: z.ZodType<RolePermissionNode> = AuthorityPoint.extend({
  checkedActionList: z.array(z.enum(STANDARD_ACTIONS)),
  get children() {
    return z.array(RolePermissionNode);
  },
});

export const getRolePermission = defineEndpoint({
  name: 'getRolePermission',
  method: 'GET',
  base: 'qis',
  path: '/api/app/role/permission',
  summary:
    '权限树：每个菜单与按钮权限点及其可选操作；给出 roleId 时标出该角色已授予的操作（无 roleId：全不选，新建角色用）',
  access: P.system.Roles.get,
  query: z.object({ roleId: Id.optional() }),
  data: z.array(RolePermissionNode),
});

export const changeRolePermission = defineEndpoint({
  name: 'changeRolePermission',
  method: 'POST',
  base: 'qis',
  path: '/api/app/role/changePermission',
  summary:
    '替换角色的权限（permissionList：permissionId 与 actionList）；未知权限点或该点未定义的操作 400；给出 version 时过期则 409',
  access: P.system.Roles.edit,
  body: z.object({ roleId: Id, permissionList: Grants, version: Version.optional() }),
  data: RoleDetailDto,
});

export const changeRoleUsers = defineEndpoint({
  name: 'changeRoleUsers',
  method: 'POST',
  base: 'qis',
  path: '/api/app/role/changeUserPermission',
  summary: '分配用户：以 userIds 替换持有该角色的用户；管理员角色至少保留一个用户',
  access: P.system.Roles.edit,
  body: z.object({ roleId: Id, userIds: z.array(Id).max(10_000) }),
  data: RoleDetailDto,
});

export const getCurrentUserPermission = defineEndpoint({
  name: 'getCurrentUserPermission',
  method: 'GET',
  base: 'qis',
  path: '/api/app/role/currentUserPermission',
  summary: '当前用户的权限点与操作列表（与 role/currentUserPermissions 相同）',
  access: 'user',
  data: CurrentUserPermissions,
});
