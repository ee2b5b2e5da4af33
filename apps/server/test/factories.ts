import { ALL_PLUGIN_IDS, P, type PermissionAction } from '@qis/shared';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_TENANT_NAME } from '../src/db/seed/default-tenant';
import { rolePermissions, roles, tenants, userRoles, users } from '../src/db/tables';
import { hashPassword } from '../src/platform/auth/password-hash';
import type { Database } from '../src/platform/db/database';

// Test data written straight through the superuser connection (it bypasses row-level security), so a test
// can set up what the API cannot: other tenants, users without any role, rows in a given state.

export async function tenantIdByName(db: Database, name = DEFAULT_TENANT_NAME): Promise<string> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, name));
  if (!row) throw new Error(`tenant ${name} not found`);
  return row.id;
}

export interface CreatedUser {
  id: string;
  tenantId: string;
  userName: string;
  password: string;
}

/** Inserts an active user; with no roleIds the user holds no role and so no permission at all. */
export async function createUser(
  db: Database,
  input: { tenantId: string; userName: string; password: string; name?: string; emailAddress?: string | null },
  roleIds: string[] = [],
): Promise<CreatedUser> {
  const [row] = await db
    .insert(users)
    .values({
      tenantId: input.tenantId,
      userName: input.userName,
      name: input.name ?? input.userName,
      emailAddress: input.emailAddress ?? null,
      passwordHash: await hashPassword(input.password),
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`user ${input.userName} was not created`);
  for (const roleId of roleIds) await db.insert(userRoles).values({ tenantId: input.tenantId, userId: row.id, roleId });
  return { id: row.id, tenantId: input.tenantId, userName: input.userName, password: input.password };
}

/** Inserts a role granting exactly these points and actions (permission key -> actions); returns its id. */
export async function createRole(
  db: Database,
  input: { tenantId: string; name: string; grants: Record<string, PermissionAction[]> },
): Promise<string> {
  const [role] = await db
    .insert(roles)
    .values({ tenantId: input.tenantId, name: input.name })
    .returning({ id: roles.id });
  if (!role) throw new Error(`role ${input.name} was not created`);
  const grants = Object.entries(input.grants).map(([permissionId, actions]) => ({
    tenantId: input.tenantId,
    roleId: role.id,
    permissionId,
    actions,
  }));
  if (grants.length > 0) await db.insert(rolePermissions).values(grants);
  return role.id;
}

/** Every action of the statistics and seven-tools points (permissions/tools.ts): what a user of those modules holds. */
export const TOOL_USER_GRANTS: Record<string, PermissionAction[]> = Object.fromEntries(
  [P.mathStatistics, P.oldTools, P.newTools].flatMap((module) =>
    Object.values(module).map((point) => [point.key, [...point.actions]]),
  ),
);

const TOOL_USER_ROLE = '工具用户';

/**
 * Inserts an active user holding one role that grants every point of the statistics and seven-tools modules (and
 * nothing else); the role ('工具用户') is made on the tenant's first such user.
 */
export async function createToolUser(
  db: Database,
  input: { tenantId: string; userName: string; password: string; name?: string },
): Promise<CreatedUser> {
  const [existing] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, input.tenantId), eq(roles.name, TOOL_USER_ROLE)));
  const roleId =
    existing?.id ??
    (await createRole(db, { tenantId: input.tenantId, name: TOOL_USER_ROLE, grants: TOOL_USER_GRANTS }));
  return createUser(db, input, [roleId]);
}

export interface CreatedTenant {
  tenantId: string;
  adminRoleId: string;
  admin: CreatedUser;
}

/** A second tenant with its own administrator role (is_admin) and one administrator holding it; every plugin unless told. */
export async function createTenantWithAdmin(
  db: Database,
  input: { name: string; nickName?: string; adminUserName: string; adminPassword: string; pluginIds?: number[] },
): Promise<CreatedTenant> {
  const [tenant] = await db
    .insert(tenants)
    .values({
      name: input.name,
      nickName: input.nickName ?? input.name,
      pluginIds: input.pluginIds ?? [...ALL_PLUGIN_IDS],
    })
    .returning({ id: tenants.id });
  if (!tenant) throw new Error(`tenant ${input.name} was not created`);
  const [role] = await db
    .insert(roles)
    .values({ tenantId: tenant.id, name: '系统管理员', isAdmin: true })
    .returning({ id: roles.id });
  if (!role) throw new Error('administrator role was not created');
  const admin = await createUser(
    db,
    { tenantId: tenant.id, userName: input.adminUserName, password: input.adminPassword, name: `${input.name}管理员` },
    [role.id],
  );
  return { tenantId: tenant.id, adminRoleId: role.id, admin };
}

/**
 * Tables every response changes, refused ones included, written in the background: the bytes served per tenant and
 * day (platform/traffic) are traffic, not data a request wrote; the realtime hub's Postgres adapter
 * passes large pushes through socket_io_attachments and deletes them on its own schedule.
 */
const BACKGROUND_TABLES = ['tenant_traffic_days', 'socket_io_attachments'];

/**
 * One hash per table of schema public over every row's text, so a test can prove a request wrote nothing at
 * all: take it before and after and compare. One statement for all tables: the contract suite takes it after
 * every one of its refusals, and a round trip per table made that suite minutes slower on a loaded machine.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const hashes = tables.rows
    .map((row) => row.table_name)
    .filter((name) => !BACKGROUND_TABLES.includes(name))
    .map(
      (name) => sql`select ${name}::text as table_name, count(*)::int as n,
          md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash
        from ${sql.identifier('public')}.${sql.identifier(name)} t`,
    );
  const result = await db.execute<{ table_name: string; hash: string; n: number }>(sql.join(hashes, sql` union all `));
  return Object.fromEntries(result.rows.map((row) => [row.table_name, `${row.n}:${row.hash}`]));
}

/** Every message of an error and its causes (drizzle wraps the driver's error in a "Failed query" one). */
export function errorMessages(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof Error) {
      parts.push(current.message);
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join(' <- ');
}
