import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation, timestamps, version } from '../../platform/db/columns';

/** Tenants are the isolation boundary itself, so this table has no tenant policy. */
export const tenants = pgTable('tenants', {
  id: id(),
  name: text('name').notNull().unique(),
  nickName: text('nick_name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** The plugins (shell spec §3 plugin ids) enabled for this tenant: their modules' menus, routes and calls. */
  pluginIds: integer('plugin_ids').array().notNull().default(sql`'{}'::integer[]`),
  ...timestamps(),
  version: version(),
});

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    code: text('code'),
    sort: integer('sort').notNull().default(0),
    /** The organization's head (负责人): whom a workflow node assigned to "the initiator's organization head" reaches. */
    leaderId: uuid('leader_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...auditColumns(),
    version: version(),
  },
  (t) => [index('organizations_tenant_idx').on(t.tenantId), tenantIsolation('organizations')],
).enableRLS();

export const posts = pgTable(
  'posts',
  {
    id: id(),
    tenantId: tenantId(),
    organizationId: uuid('organization_id').references(() => organizations.id),
    name: text('name').notNull(),
    code: text('code'),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
    version: version(),
  },
  (t) => [index('posts_tenant_idx').on(t.tenantId), tenantIsolation('posts')],
).enableRLS();

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: tenantId(),
    userName: text('user_name').notNull(),
    name: text('name').notNull(),
    emailAddress: text('email_address'),
    phoneNumber: text('phone_number'),
    /** Landline (座机), 0xx-7/8 digits. */
    telephone: text('telephone'),
    organizationId: uuid('organization_id').references(() => organizations.id),
    postId: uuid('post_id').references(() => posts.id),
    logoUrl: text('logo_url'),
    smallLogoUrl: text('small_logo_url'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockoutEnd: timestamp('lockout_end', { withTimezone: true }),
    /** Raised when the user's sessions end (password change, disable): older password-login tokens stop working. */
    sessionGeneration: integer('session_generation').notNull().default(0),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    uniqueIndex('users_tenant_user_name_uq').on(t.tenantId, sql`lower(${t.userName})`),
    index('users_tenant_email_idx').on(t.tenantId, t.emailAddress),
    tenantIsolation('users'),
  ],
).enableRLS();

export const roles = pgTable(
  'roles',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    ...auditColumns(),
    version: version(),
  },
  (t) => [uniqueIndex('roles_tenant_name_uq').on(t.tenantId, t.name), tenantIsolation('roles')],
).enableRLS();

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), tenantIsolation('user_roles')],
).enableRLS();

/** A role's grant of one permission point with the actions it allows (spec §3: permissionId + actionList). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    tenantId: tenantId(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: text('permission_id').notNull(),
    actions: text('actions').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] }), tenantIsolation('role_permissions')],
).enableRLS();

export const loginLogs = pgTable(
  'login_logs',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id'),
    userName: text('user_name').notNull(),
    loginType: integer('login_type').notNull(),
    succeeded: boolean('succeeded').notNull(),
    reason: text('reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_logs_tenant_created_idx').on(t.tenantId, t.createdAt), tenantIsolation('login_logs')],
).enableRLS();
