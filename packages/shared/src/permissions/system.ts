import { definePermissions } from './define';

const ROOT = 'SystemManager';
const CRUD = ['add', 'delete', 'edit', 'query', 'get'] as const;
const LOG = ['query', 'get', 'export'] as const;

/**
 * System administration (shell spec §6). Keys named in the spec: permissions, SystemManager.WorkFlow, Dictionary,
 * SystemManager.PlugInManager, AbpTenantManagement.Tenants, SystemManager.MailNotification,
 * SystemManager.LoginLogManager, SystemManager.AuditLogManager, SystemManager.EmailTemplate, HomePageManager,
 * SystemManager.OrganizationManager. Entries marked "key is ours" are implied by the spec's screens but unnamed.
 */
export const systemPermissions = definePermissions({
  // Key is ours: the spec uses the SystemManager. prefix but names no group entry.
  SystemManager: { key: ROOT, name: '系统管理', type: 0, actions: ['query'] },
  // Key is ours: /basicSet, system info (login mode, title, single-system module, organization setting).
  BasicSetting: {
    key: 'SystemManager.BasicSetting',
    name: '基础设置',
    type: 0,
    parent: ROOT,
    actions: ['edit', 'query', 'get'],
  },
  // /rightsManagement; also the derived "permissions configuration" group (see derived.ts).
  Permissions: { key: 'permissions', name: '权限管理', type: 0, parent: ROOT, actions: ['query', 'get'] },
  // Key is ours.
  Users: {
    key: 'SystemManager.Users',
    name: '用户管理',
    type: 0,
    parent: 'permissions',
    actions: [...CRUD, 'enable', 'disable', 'import', 'export'],
  },
  // Key is ours: /AddRole, /role/{id}.
  Roles: { key: 'SystemManager.Roles', name: '角色管理', type: 0, parent: 'permissions', actions: CRUD },
  Organization: {
    key: 'SystemManager.OrganizationManager',
    name: '组织管理',
    type: 0,
    parent: 'permissions',
    actions: [...CRUD, 'import', 'export'],
  },
  // Key is ours: user/postList. Not a member of the permissions-configuration group, so it sits under the root.
  Posts: { key: 'SystemManager.Posts', name: '岗位管理', type: 0, parent: ROOT, actions: CRUD },
  // /WorkFlow, backed by the processManagement calls: this is the spec's "process management".
  WorkFlow: {
    key: 'SystemManager.WorkFlow',
    name: '流程管理',
    type: 0,
    parent: ROOT,
    actions: ['edit', 'query', 'get', 'enable', 'disable'],
  },
  Dictionary: { key: 'Dictionary', name: '数据字典', type: 0, parent: ROOT, actions: [...CRUD, 'import', 'export'] },
  PlugIn: {
    key: 'SystemManager.PlugInManager',
    name: '插件管理',
    type: 0,
    parent: ROOT,
    actions: ['add', 'query', 'get', 'enable', 'disable'],
  },
  // /customers.
  Tenants: {
    key: 'AbpTenantManagement.Tenants',
    name: '租户管理',
    type: 0,
    parent: ROOT,
    actions: ['add', 'edit', 'query', 'get', 'enable', 'disable'],
  },
  // Key is ours: /noticeManagement.
  Notices: { key: 'SystemManager.NoticeManagement', name: '公告管理', type: 0, parent: ROOT, actions: CRUD },
  // The spec's template permission; it guards /MessageTemplates and /MessageTemplatesDetail (message templates).
  EmailTemplate: { key: 'SystemManager.EmailTemplate', name: '消息模板', type: 0, parent: ROOT, actions: CRUD },
  MailNotification: {
    key: 'SystemManager.MailNotification',
    name: '邮件通知',
    type: 0,
    parent: ROOT,
    actions: ['edit', 'query', 'get'],
  },
  // /LogOnToLog.
  LoginLog: { key: 'SystemManager.LoginLogManager', name: '登录日志', type: 0, parent: ROOT, actions: LOG },
  // /OperationLog.
  AuditLog: { key: 'SystemManager.AuditLogManager', name: '操作日志', type: 0, parent: ROOT, actions: LOG },
  // Custom home page (plugin 1012, homePage calls); listed under both FMEA and system permissions in the spec.
  HomePage: { key: 'HomePageManager', name: '首页管理', type: 0, parent: ROOT, actions: ['edit', 'query', 'get'] },
});
