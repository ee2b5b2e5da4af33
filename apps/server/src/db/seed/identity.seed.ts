import {
  ALL_PERMISSIONS,
  ALL_PLUGIN_IDS,
  findPermission,
  type PermissionAction,
  type PermissionDefinition,
} from '@qis/shared';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password-hash';
import { organizations, posts, rolePermissions, roles, tenants, userRoles, users } from '../tables';
import { DEFAULT_TENANT_NAME } from './default-tenant';
import type { SeedStep } from './seed-step';

/** The demo accounts the README lists; every password satisfies the rule of shell spec §5. */
export const DEMO_ACCOUNTS = [
  { userName: 'admin', password: 'Admin@123', name: '系统管理员', role: '系统管理员', org: '质量部', post: '质量经理' },
  {
    userName: 'zhangwei',
    password: 'Quality@123',
    name: '张伟',
    role: '质量工程师',
    org: '质量工程科',
    post: '质量工程师',
  },
  { userName: 'lina', password: 'Audit@123', name: '李娜', role: '内审员', org: '质量体系科', post: '内审员' },
  { userName: 'wangfang', password: 'Viewer@123', name: '王芳', role: '只读用户', org: '研发中心', post: '产品工程师' },
] as const;

export const DEMO_COMPANY = '苏州恒信精密机械有限公司';

const rootOf = (def: PermissionDefinition): string => {
  let current = def;
  while (current.parent) {
    const parent = findPermission(current.parent);
    if (!parent) break;
    current = parent;
  }
  return current.key;
};
const isSystem = (def: PermissionDefinition) => rootOf(def) === 'SystemManager';
const isAudit = (def: PermissionDefinition) => rootOf(def) === 'QAMManager';
const READ_ACTIONS: PermissionAction[] = ['query', 'get'];

/** Which points and actions each demo role grants (the administrator role holds everything by its flag). */
const ROLE_GRANTS: Record<string, (def: PermissionDefinition) => readonly PermissionAction[]> = {
  质量工程师: (def) => (isSystem(def) ? [] : isAudit(def) ? READ_ACTIONS : def.actions),
  内审员: (def) => (isSystem(def) ? [] : isAudit(def) ? def.actions : READ_ACTIONS),
  只读用户: (def) => (isSystem(def) ? [] : READ_ACTIONS),
};

const ORGANIZATION_TREE = [
  { name: '总经理办公室', parent: null },
  { name: '质量部', parent: '总经理办公室' },
  { name: '质量工程科', parent: '质量部' },
  { name: '质量体系科', parent: '质量部' },
  { name: '研发中心', parent: '总经理办公室' },
  { name: '生产部', parent: '总经理办公室' },
] as const;

/** Organization heads (负责人) among the demo accounts; a section without one answers to the department's. */
const ORGANIZATION_LEADERS: Record<string, string> = { 质量部: 'admin' };

export const identityDemoSeed: SeedStep = {
  name: 'identity',
  async run(tx, state) {
    // The demo's (host) tenant has every plugin.
    const [tenant] = await tx
      .insert(tenants)
      .values({ name: DEFAULT_TENANT_NAME, nickName: DEMO_COMPANY, pluginIds: [...ALL_PLUGIN_IDS] })
      .returning();
    if (!tenant) throw new Error('default tenant was not created');
    state.tenantId = tenant.id;
    const tenantId = tenant.id;

    for (const [sort, org] of ORGANIZATION_TREE.entries()) {
      const [row] = await tx
        .insert(organizations)
        .values({ tenantId, name: org.name, sort, parentId: org.parent ? state.organizationIds[org.parent] : null })
        .returning({ id: organizations.id });
      if (row) state.organizationIds[org.name] = row.id;
    }

    const roleIds: Record<string, string> = {};
    for (const name of ['系统管理员', ...Object.keys(ROLE_GRANTS)]) {
      const [row] = await tx
        .insert(roles)
        .values({ tenantId, name, isAdmin: name === '系统管理员', isDefault: name === '只读用户' })
        .returning({ id: roles.id });
      if (row) roleIds[name] = row.id;
    }
    const grants = Object.entries(ROLE_GRANTS).flatMap(([role, grant]) =>
      ALL_PERMISSIONS.map((def) => ({ def, actions: [...grant(def)] }))
        .filter(({ actions }) => actions.length > 0)
        .map(({ def, actions }) => ({ tenantId, roleId: roleIds[role] as string, permissionId: def.key, actions })),
    );
    if (grants.length > 0) await tx.insert(rolePermissions).values(grants);

    for (const account of DEMO_ACCOUNTS) {
      const organizationId = state.organizationIds[account.org] ?? null;
      const [post] = await tx
        .insert(posts)
        .values({ tenantId, organizationId, name: account.post })
        .returning({ id: posts.id });
      const [user] = await tx
        .insert(users)
        .values({
          tenantId,
          userName: account.userName,
          name: account.name,
          emailAddress: `${account.userName}@hengxin-precision.example`,
          organizationId,
          postId: post?.id ?? null,
          passwordHash: await hashPassword(account.password),
        })
        .returning({ id: users.id });
      if (!user) throw new Error(`demo user ${account.userName} was not created`);
      state.userIds[account.userName] = user.id;
      await tx.insert(userRoles).values({ tenantId, userId: user.id, roleId: roleIds[account.role] as string });
    }
    for (const [org, userName] of Object.entries(ORGANIZATION_LEADERS)) {
      const organizationId = state.organizationIds[org];
      const leaderId = state.userIds[userName];
      if (!organizationId || !leaderId) throw new Error(`organization head ${org}: ${userName} missing`);
      await tx.update(organizations).set({ leaderId }).where(eq(organizations.id, organizationId));
    }
  },
};
