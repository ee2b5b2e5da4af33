import { z } from 'zod';
import { isPasswordFormatValid, PASSWORD_MESSAGES } from '../domain/password-rule';
import { P } from '../permissions';
import { Id, USER_NAME_PATTERN, Version } from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';
import { PluginDescriptorDto } from './plugins';

// Tenants (shell spec §7 TenantManager/*): only the host tenant (the default one) manages them.

/** A tenant's name, what users type at sign-in: 2–32 letters, digits, underscores or hyphens. */
export const TENANT_NAME_PATTERN = /^[A-Za-z0-9_-]{2,32}$/;

export const TENANT_MESSAGES = {
  nameFormat: '租户名称为2-32位字母、数字、下划线或短横线',
  nameTaken: '租户名称已存在',
  nickNameRequired: '请输入显示名称',
  adminUserNameFormat: '管理员账号为2-16位字母、数字、点或@',
  adminEmailFormat: '请输入正确的管理员邮箱',
  hostCannotBeDisabled: '默认租户不能停用',
  notFound: '租户不存在或已被删除',
} as const;

const NickName = z.string().trim().min(1, TENANT_MESSAGES.nickNameRequired).max(64);
/** Plugins given to the tenant; the core plugin (1014) is always added. */
const PluginIds = z.array(z.number().int()).max(100);

export const TenantDto = z.object({
  id: z.uuid(),
  name: z.string(),
  nickName: z.string(),
  isActive: z.boolean(),
  /** The host (default) tenant: it manages the others and cannot be disabled. */
  isHost: z.boolean(),
  /** Login name of the tenant's first administrator, null when it has none. */
  adminUserName: z.string().nullable(),
  pluginIds: z.array(z.number().int()),
  userCount: z.number().int(),
  /** ISO 8601. */
  creationTime: z.string(),
  version: z.number().int(),
});
export type TenantDto = z.infer<typeof TenantDto>;

export const getTenantList = defineEndpoint({
  name: 'getTenantList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/TenantManager/GetListAsync',
  summary: '租户分页列表（按租户名称或显示名称搜索），含管理员账号、插件与用户数',
  access: P.system.Tenants.query,
  query: PageQuery.extend({ filter: z.string().trim().max(64).optional() }),
  data: pagedResult(TenantDto),
});

export const getTenantModules = defineEndpoint({
  name: 'getTenantModules',
  method: 'GET',
  base: 'qis',
  path: '/api/app/TenantManager/GetModuls',
  summary: '可分配给租户的插件（模块）及其依赖',
  access: P.system.Tenants.query,
  data: z.array(PluginDescriptorDto),
});

export const createTenant = defineEndpoint({
  name: 'createTenant',
  method: 'POST',
  base: 'qis',
  path: '/api/app/TenantManager/CreateAsync',
  summary: '新增租户：在一个事务中建租户、管理员角色与管理员账号、默认组织和租户所需的基础数据',
  access: P.system.Tenants.add,
  body: z.object({
    name: z.string().trim().regex(TENANT_NAME_PATTERN, TENANT_MESSAGES.nameFormat),
    nickName: NickName,
    adminUserName: z.string().trim().regex(USER_NAME_PATTERN, TENANT_MESSAGES.adminUserNameFormat),
    adminPassword: z.string().refine(isPasswordFormatValid, PASSWORD_MESSAGES.format),
    adminEmailAddress: z.email(TENANT_MESSAGES.adminEmailFormat).max(256),
    pluginIds: PluginIds,
  }),
  data: TenantDto,
});

export const updateTenant = defineEndpoint({
  name: 'updateTenant',
  method: 'PUT',
  base: 'qis',
  path: '/api/app/TenantManager/UpdateAsync',
  summary: '编辑租户的显示名称与插件（版本号过期答 409）',
  access: P.system.Tenants.edit,
  body: z.object({ id: Id, nickName: NickName, pluginIds: PluginIds, version: Version }),
  data: TenantDto,
});

export const changeTenantStatus = defineEndpoint({
  name: 'changeTenantStatus',
  method: 'POST',
  base: 'qis',
  path: '/api/app/TenantManager/ChangeTenantStatus',
  summary: '启用或停用租户（停用另需 disable 权限；默认租户不能停用）：停用后其用户不能登录，已有令牌随即失效',
  access: P.system.Tenants.enable,
  body: z.object({ id: Id, isActive: z.boolean() }),
  data: TenantDto,
});
