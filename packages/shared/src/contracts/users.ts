import { z } from 'zod';
import { STANDARD_ACTIONS } from '../permissions/define';
import { MOBILE_PATTERN, Version } from './common-schemas';
import { defineEndpoint } from './define';

/** Shell spec §3 authority point: 0 menu, 1 button. */
export const AuthorityPoint = z.object({
  authorityPointType: z.union([z.literal(0), z.literal(1)]),
  permissionId: z.string(),
  permissionName: z.string(),
  checked: z.boolean(),
  key: z.string(),
  parentPermissionId: z.string().nullable(),
  value: z.string(),
  actionList: z.array(z.enum(STANDARD_ACTIONS)),
});
export type AuthorityPoint = z.infer<typeof AuthorityPoint>;

/** Shell spec §3 role permissions: permissionId with its actionList. */
export const PermissionGrant = z.object({ permissionId: z.string(), actionList: z.array(z.enum(STANDARD_ACTIONS)) });
export type PermissionGrant = z.infer<typeof PermissionGrant>;

export const CurrentUserPermissions = z.object({
  authorityPointDtos: z.array(AuthorityPoint),
  permissionList: z.array(PermissionGrant),
});

/** Shell spec §3 current user info. */
export const CurrentUserInfo = CurrentUserPermissions.extend({
  id: z.uuid(),
  name: z.string(),
  userName: z.string(),
  tenantName: z.string(),
  tenantNickName: z.string(),
  roleName: z.string(),
  emailAddress: z.string().nullable(),
  organizationName: z.string().nullable(),
  organizationId: z.uuid().nullable(),
  logoUrl: z.string().nullable(),
});
export type CurrentUserInfo = z.infer<typeof CurrentUserInfo>;

export const getCurrentUserInfo = defineEndpoint({
  name: 'getCurrentUserInfo',
  method: 'GET',
  base: 'qis',
  path: '/api/app/user/currentUserInfo',
  summary: '当前用户信息（含菜单与按钮权限点）',
  access: 'user',
  data: CurrentUserInfo,
});

export const getCurrentUserPermissions = defineEndpoint({
  name: 'getCurrentUserPermissions',
  method: 'GET',
  base: 'qis',
  path: '/api/app/role/currentUserPermissions',
  summary: '当前用户的权限点与操作列表',
  access: 'user',
  data: CurrentUserPermissions,
});

export const hasAdminRole = defineEndpoint({
  name: 'hasAdminRole',
  method: 'POST',
  base: 'qis',
  path: '/api/app/user/hasAdminRole',
  summary: '当前用户是否拥有管理员角色',
  access: 'user',
  mutates: false,
  data: z.boolean(),
});

export const changeOwnPassword = defineEndpoint({
  name: 'changeOwnPassword',
  method: 'POST',
  base: 'qis',
  path: '/api/app/user/changePassWord',
  summary: '修改密码',
  access: 'user',
  ownData: true,
  body: z.object({
    password: z.string().max(128),
    newPassword: z.string().max(128),
    againPassword: z.string().max(128),
  }),
  data: z.null(),
});

export const PersonalInfo = z.object({
  id: z.uuid(),
  userName: z.string(),
  name: z.string(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  organizationName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  smallLogoUrl: z.string().nullable(),
  version: z.number().int(),
});

export const getPersonalInfo = defineEndpoint({
  name: 'getPersonalInfo',
  method: 'POST',
  base: 'qis',
  path: '/api/app/user/perSonalInfo',
  summary: '个人中心：读取基本信息',
  access: 'user',
  mutates: false,
  data: PersonalInfo,
});

export const updatePersonalInfo = defineEndpoint({
  name: 'updatePersonalInfo',
  method: 'PUT',
  base: 'qis',
  path: '/api/app/user/perSonalInfo',
  summary: '个人中心：保存基本信息',
  access: 'user',
  ownData: true,
  body: z.object({
    name: z.string().trim().min(1).max(32),
    emailAddress: z.email().max(256).nullable(),
    phoneNumber: z.string().regex(MOBILE_PATTERN).nullable(),
    version: Version,
  }),
  data: PersonalInfo,
});

export const uploadFile = defineEndpoint({
  name: 'uploadFile',
  method: 'POST',
  base: 'qis',
  path: '/api/app/Common/UploadFile',
  summary: '上传文件（表单字段 file；头像只收 jpg/jpeg/png，最大 2M）',
  access: 'user',
  ownData: true,
  multipart: true,
  data: z.object({ domain: z.string(), filePath: z.string(), sizeFilePath: z.string() }),
});

export const changeImageUrl = defineEndpoint({
  name: 'changeImageUrl',
  method: 'POST',
  base: 'qis',
  path: '/api/app/user/changeImageUrl',
  summary: '更换头像',
  access: 'user',
  ownData: true,
  body: z.object({ imagePath: z.string().min(1).max(512), slImagePath: z.string().min(1).max(512) }),
  data: z.null(),
});
