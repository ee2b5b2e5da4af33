import { z } from 'zod';
import { P } from '../permissions';
import { defineEndpoint } from './define';

// ---------------------------------------------------------------------------------------------------------
// System info (shell spec §3, §7): one deployment-wide settings row read before sign-in. Its values override the
// deployment's configuration (environment) where they are set. Only the host tenant's holders of
// SystemManager.BasicSetting edit may change it; organization settings belong to each tenant.

/** Shell spec §3 system info; loginType 0 = identity server (single sign-on), 1 = password login. */
export const SystemInfo = z.object({
  name: z.string(),
  /** The browser page title; empty: the system name is the title. */
  title: z.string(),
  isSingleSystem: z.boolean(),
  singleSystemModule: z.number().int().nullable(),
  loginType: z.union([z.literal(0), z.literal(1)]),
  /** Where browsers reach the identity server: this port (same host) and path prefix. */
  identityServerPort: z.number().int(),
  identityServerPrefix: z.string(),
  /** The identity server's full authority URL, so a client needs no guessing. */
  authority: z.string(),
  clientId: z.string(),
  companyName: z.string(),
  isAddDataBase: z.boolean(),
  /** Version of the settings row (0 while none is saved); every save names it, a stale one gets 409. */
  version: z.number().int(),
});
export type SystemInfo = z.infer<typeof SystemInfo>;

/** The row version a save read: 0 while no settings were ever saved. */
const SettingsVersion = z.number().int().min(0);

export const getSystemInfo = defineEndpoint({
  name: 'getSystemInfo',
  method: 'GET',
  base: 'qis',
  path: '/api/app/systemInfo/systemInfo',
  summary: '系统信息（登录前加载：名称、标题、登录方式、身份服务器、单系统模式）',
  access: 'public',
  data: SystemInfo,
});

export const SystemInfoBody = z.object({
  name: z.string().trim().min(1, '请输入系统名称').max(50, '系统名称最多 50 个字符'),
  companyName: z.string().trim().min(1, '请输入公司名称').max(100, '公司名称最多 100 个字符'),
  title: z.string().trim().max(50, '标题最多 50 个字符'),
  version: SettingsVersion,
});

export const creatOrEditSystemInfo = defineEndpoint({
  name: 'creatOrEditSystemInfo',
  method: 'POST',
  base: 'qis',
  path: '/api/app/systemInfo/creatOrEditSystemInfo',
  summary: '保存系统名称、公司名称和标题（全平台生效，仅主租户；version 过期则 409）',
  access: P.system.BasicSetting.edit,
  body: SystemInfoBody,
  data: SystemInfo,
});

/** An identity server prefix: a path starting with '/' (a trailing '/' is dropped when saved), e.g. /identity. */
export const IDENTITY_PREFIX_PATTERN = /^(\/[A-Za-z0-9._~-]+)+\/?$/;

/**
 * The identity server's port (1–65535), prefix and client id. With the embedded identity server they must be where
 * it really answers (its port, IDENTITY_PREFIX, OIDC_CLIENT_ID; checked by the server): a setting that sent
 * browsers elsewhere would lock every user out.
 */
export const LoginSettingBody = z.object({
  loginType: z.union([z.literal(0), z.literal(1)], { error: '登录方式须为 0（身份服务器登录）或 1（密码登录）' }),
  identityServerPort: z
    .number({ error: '端口须为 1-65535 的整数' })
    .int('端口须为 1-65535 的整数')
    .min(1, '端口须为 1-65535 的整数')
    .max(65535, '端口须为 1-65535 的整数'),
  identityServerPrefix: z
    .string()
    .trim()
    .min(1, '请输入身份服务器前缀')
    .max(100, '前缀最多 100 个字符')
    .regex(IDENTITY_PREFIX_PATTERN, '前缀须为以 / 开头的路径，如 /identity'),
  clientId: z.string().trim().min(1, '请输入客户端ID').max(100, '客户端ID最多 100 个字符'),
  version: SettingsVersion,
});

export const creatOrEditLoginSetting = defineEndpoint({
  name: 'creatOrEditLoginSetting',
  method: 'POST',
  base: 'qis',
  path: '/api/app/systemInfo/creatOrEditLoginSetting',
  summary:
    '保存登录方式（0 身份服务器登录，1 密码登录）与身份服务器端口、前缀、客户端ID（仅主租户；version 过期则 409）',
  access: P.system.BasicSetting.edit,
  body: LoginSettingBody,
  data: SystemInfo,
});

// ---------------------------------------------------------------------------------------------------------
// Single-system mode: /analysis forwards to one module's home (codes 101–107, SINGLE_SYSTEM_HOMES).

export const SingleSystemModuleDto = z.object({
  isSingleSystem: z.boolean(),
  singleSystemModule: z.number().int().nullable(),
  version: z.number().int(),
});
export type SingleSystemModuleDto = z.infer<typeof SingleSystemModuleDto>;

export const getSingleSystemModule = defineEndpoint({
  name: 'getSingleSystemModule',
  method: 'GET',
  base: 'qis',
  path: '/api/app/systemInfo/singleSystemModule',
  summary: '单系统模式：是否开启及所选模块',
  access: P.system.BasicSetting.get,
  data: SingleSystemModuleDto,
});

export const creatOrEditSingleSystemModule = defineEndpoint({
  name: 'creatOrEditSingleSystemModule',
  method: 'POST',
  base: 'qis',
  path: '/api/app/systemInfo/creatOrEditSingleSystemModule',
  summary: '保存单系统模式（开启时须选择 101-107 中的模块；仅主租户；version 过期则 409）',
  access: P.system.BasicSetting.edit,
  body: z.object({
    isSingleSystem: z.boolean(),
    /** A single-system module code (101–107); required when isSingleSystem, checked by the server. */
    singleSystemModule: z.number().int('模块编码须为整数').nullable(),
    version: SettingsVersion,
  }),
  data: SingleSystemModuleDto,
});

/** A module single-system mode can show. */
export const SingleSystemModuleOption = z.object({
  moduleCode: z.number().int(),
  moduleName: z.string(),
  home: z.string(),
  /** The module's screens are not built yet: its home is the in-development page. */
  isCannotDevelop: z.boolean(),
});
export type SingleSystemModuleOption = z.infer<typeof SingleSystemModuleOption>;

export const getSingleSystemModules = defineEndpoint({
  name: 'getSingleSystemModules',
  method: 'GET',
  base: 'qis',
  path: '/api/app/systemInfo/singleSystemModules',
  summary: '可作为单系统模式的模块（编码 101-107）',
  access: P.system.BasicSetting.get,
  data: z.array(SingleSystemModuleOption),
});

// ---------------------------------------------------------------------------------------------------------
// Organization settings (per tenant).

/** Default names of the organization tree's levels, from the root down. */
export const DEFAULT_ORGANIZATION_LEVEL_NAMES = ['集团', '公司', '事业部', '部门'] as const;
export const MAX_ORGANIZATION_LEVELS = 8;
export const MAX_ORGANIZATION_LEVEL_NAME_LENGTH = 20;

export const OrganizationSettingDto = z.object({
  /** Names of the organization tree's levels from the root down; deeper levels take the last name. */
  levelNames: z.array(z.string()),
  /** The organization a new user is placed in when none is given; null: none. */
  defaultOrganizationId: z.uuid().nullable(),
  defaultOrganizationName: z.string().nullable(),
  /** 0 until the tenant first saves its settings. */
  version: z.number().int(),
});
export type OrganizationSettingDto = z.infer<typeof OrganizationSettingDto>;

export const getOrganizationSetting = defineEndpoint({
  name: 'getOrganizationSetting',
  method: 'GET',
  base: 'qis',
  path: '/api/app/systemInfo/organizationSetting',
  summary: '本租户的组织设置：组织层级名称、新用户的默认组织',
  access: P.system.BasicSetting.get,
  data: OrganizationSettingDto,
});

export const creatOrEditOrganizationSetting = defineEndpoint({
  name: 'creatOrEditOrganizationSetting',
  method: 'POST',
  base: 'qis',
  path: '/api/app/systemInfo/creatOrEditOrganizationSetting',
  summary: '保存本租户的组织设置（层级名称 1-8 个、不重复；默认组织须属本租户；version 过期则 409）',
  access: P.system.BasicSetting.edit,
  body: z.object({
    levelNames: z
      .array(
        z
          .string()
          .trim()
          .min(1, '层级名称不能为空')
          .max(MAX_ORGANIZATION_LEVEL_NAME_LENGTH, `层级名称最多 ${MAX_ORGANIZATION_LEVEL_NAME_LENGTH} 个字符`),
      )
      .max(MAX_ORGANIZATION_LEVELS, `组织层级最多 ${MAX_ORGANIZATION_LEVELS} 级`),
    defaultOrganizationId: z.uuid().nullable(),
    version: SettingsVersion,
  }),
  data: OrganizationSettingDto,
});

// ---------------------------------------------------------------------------------------------------------
// Common/GetAppsetting: what the web needs after sign-in. (The spec's POST Common/{hash} is not declared: its
// meaning is not shown.)

/** Where the embedded identity server answers, as browsers reach it. */
export const EmbeddedIdentityServer = z.object({
  /** The ports it answers on; the first is the default. */
  ports: z.array(z.number().int()),
  prefix: z.string(),
  clientId: z.string(),
});
export type EmbeddedIdentityServer = z.infer<typeof EmbeddedIdentityServer>;

export const AppSettings = z.object({
  name: z.string(),
  title: z.string(),
  loginType: z.union([z.literal(0), z.literal(1)]),
  isSingleSystem: z.boolean(),
  singleSystemModule: z.number().int().nullable(),
  /** The home page of single-system mode, null when every module is shown. */
  singleSystemHome: z.string().nullable(),
  /** The caller belongs to the host tenant, whose administrators change the deployment-wide settings. */
  isHostTenant: z.boolean(),
  /** Where the embedded identity server answers (null with another identity provider): the only valid settings. */
  embeddedIdentityServer: EmbeddedIdentityServer.nullable(),
  upload: z.object({
    imageMaxBytes: z.number().int(),
    imageExtensions: z.array(z.string()),
    importMaxBytes: z.number().int(),
    importExtensions: z.array(z.string()),
  }),
  organizationSetting: z.object({
    levelNames: z.array(z.string()),
    defaultOrganizationId: z.uuid().nullable(),
  }),
});
export type AppSettings = z.infer<typeof AppSettings>;

export const getAppsetting = defineEndpoint({
  name: 'getAppsetting',
  method: 'GET',
  base: 'qis',
  path: '/api/app/Common/GetAppsetting',
  summary: '登录后的应用设置：登录方式、单系统模式、是否主租户、上传限制、组织层级名称与默认组织',
  access: 'user',
  data: AppSettings,
});
