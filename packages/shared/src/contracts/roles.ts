import { z } from 'zod';
import { P } from '../permissions';
import { STANDARD_ACTIONS } from '../permissions/define';
import { Id, Version } from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';
import { CurrentUserPermissions, PermissionGrant } from './users';

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
} as const;

export const RoleDto = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** The administrator role holds every permission by this flag; it cannot be deleted or lose it. */
  isAdmin: z.boolean(),
  /** The role new users get by default. */
  isDefault: z.boolean(),
  /** How many users hold the role. */
  userCount: z.number().int(),
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
  query: z.object({ id: Id }),
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
  body: z.object({ id: Id }),
  data: z.null(),
});

/** One node of the role editor's permission tree: a shell spec §3 authority point with the role's choice. */
export interface RolePermissionNode {
  authorityPointType: 0 | 1;
  permissionId: string;
  permissionName: string;
  /** The role grants at least one action of this point. */
  checked: boolean;
  key: string;
  parentPermissionId: string | null;
  value: string;
  /** Every action the point defines (the editor's checkboxes). */
  actionList: Array<(typeof STANDARD_ACTIONS)[number]>;
  /** The actions the role grants (all of them for the administrator role). */
  checkedActionList: Array<(typeof STANDARD_ACTIONS)[number]>;
  children: RolePermissionNode[];
}

export const RolePermissionNode: z.ZodType<RolePermissionNode> = z.object({
  authorityPointType: z.union([z.literal(0), z.literal(1)]),
  permissionId: z.string(),
  permissionName: z.string(),
  checked: z.boolean(),
  key: z.string(),
  parentPermissionId: z.string().nullable(),
  value: z.string(),
  actionList: z.array(z.enum(STANDARD_ACTIONS)),
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
