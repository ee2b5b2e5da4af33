import {
  effectivePluginIds,
  findPlugin,
  inPluginOrder,
  P,
  PLUGIN_MESSAGES,
  pluginSelectionProblem,
  TENANT_MESSAGES,
  type TenantDto,
} from '@qis/shared';
import { asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_TENANT_NAME } from '../../db/seed/default-tenant';
import { tenants } from '../../db/tables';
import { can } from '../../platform/auth/principal';
import { escapeLike } from '../../platform/db/escape-like';
import { actAsTenant } from '../../platform/db/tenant-transaction';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, forbidden, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { type NewTenant, provisionTenant } from './tenant-provisioning';

// Tenant management (TenantManager/*). The tenants table has no row-level security; what lives inside a tenant (its
// users and administrators) is read and written as that tenant through actAsTenant.

type TenantRow = typeof tenants.$inferSelect;
interface TenantPeople {
  userCount: number;
  adminUserName: string | null;
}

const sortedPluginIds = (stored: readonly number[]) => inPluginOrder(effectivePluginIds(stored));

/** A tenant's user count and first administrator, read as that tenant. */
async function tenantPeople(ctx: UserContext, tenantId: string): Promise<TenantPeople> {
  const result = await actAsTenant(ctx.tx, tenantId, () =>
    ctx.tx.execute<{ user_count: number; admin_user_name: string | null }>(sql`
      select (select count(*)::int from users) as user_count,
        (select u.user_name from users u
           join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
          where r.is_admin order by u.created_at, u.user_name limit 1) as admin_user_name`),
  );
  return { userCount: result.rows[0]?.user_count ?? 0, adminUserName: result.rows[0]?.admin_user_name ?? null };
}

function toDto(row: TenantRow, people: TenantPeople): TenantDto {
  return {
    id: row.id,
    name: row.name,
    nickName: row.nickName,
    isActive: row.isActive,
    isHost: row.name === DEFAULT_TENANT_NAME,
    ...people,
    pluginIds: sortedPluginIds(row.pluginIds),
    creationTime: row.createdAt.toISOString(),
    version: row.version,
  };
}

async function requireTenant(ctx: UserContext, id: string, lock = false): Promise<TenantRow> {
  const query = ctx.tx.select().from(tenants).where(eq(tenants.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(TENANT_MESSAGES.notFound);
  return row;
}

/** The plugins a tenant is given: unknown ids are bad input (400), a missing dependency a business error. */
function checkedPluginIds(pluginIds: readonly number[]): number[] {
  const unknown = pluginIds.find((id) => !findPlugin(id));
  if (unknown !== undefined) throw badRequest(`参数 pluginIds 无效：${PLUGIN_MESSAGES.unknown(unknown)}`);
  const problem = pluginSelectionProblem(pluginIds);
  if (problem) throw businessError(problem);
  return sortedPluginIds(pluginIds);
}

export async function tenantList(
  ctx: UserContext,
  query: { SkipCount: number; MaxResultCount: number; filter?: string | undefined },
) {
  const like = query.filter ? `%${escapeLike(query.filter)}%` : undefined;
  const where: SQL | undefined = like ? or(ilike(tenants.name, like), ilike(tenants.nickName, like)) : undefined;
  const [total] = await ctx.tx.select({ n: count() }).from(tenants).where(where);
  const rows = await ctx.tx
    .select()
    .from(tenants)
    .where(where)
    .orderBy(asc(tenants.createdAt), asc(tenants.name))
    .offset(query.SkipCount)
    .limit(query.MaxResultCount);
  const items: TenantDto[] = [];
  for (const row of rows) items.push(toDto(row, await tenantPeople(ctx, row.id)));
  return { items, totalCount: total?.n ?? 0 };
}

export async function createTenant(ctx: UserContext, input: NewTenant) {
  const pluginIds = checkedPluginIds(input.pluginIds);
  const [taken] = await ctx.tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(sql`lower(${tenants.name}) = lower(${input.name})`);
  if (taken) throw businessError(TENANT_MESSAGES.nameTaken);
  const row = await provisionTenant(ctx.tx, { ...input, pluginIds }).catch((error: unknown) => {
    // Another request took the name between the check and the insert (tenants_name_unique).
    if (isUniqueViolation(error)) throw businessError(TENANT_MESSAGES.nameTaken);
    throw error;
  });
  // provisionTenant wrote one user, the administrator.
  const created = toDto(row, { userCount: 1, adminUserName: input.adminUserName });
  ctx.recordChange({ entity: 'tenant', entityId: row.id, after: created });
  return created;
}

export async function updateTenant(
  ctx: UserContext,
  input: { id: string; nickName: string; pluginIds: number[]; version: number },
) {
  const pluginIds = checkedPluginIds(input.pluginIds);
  const current = await requireTenant(ctx, input.id);
  const people = await tenantPeople(ctx, input.id);
  const row = await updateVersioned(ctx.tx, tenants, input.id, input.version, { nickName: input.nickName, pluginIds });
  const after = toDto(row, people);
  ctx.recordChange({ entity: 'tenant', entityId: input.id, before: toDto(current, people), after });
  // The tenant's signed-in users gain or lose the plugins' points on their next request.
  await ctx.authChanged();
  return after;
}

export async function changeTenantStatus(ctx: UserContext, input: { id: string; isActive: boolean }) {
  // The endpoint's permission is the 'enable' action; disabling needs 'disable' as well.
  if (!input.isActive && !can(ctx.principal, P.system.Tenants.disable)) throw forbidden();
  const current = await requireTenant(ctx, input.id, true);
  if (!input.isActive && current.name === DEFAULT_TENANT_NAME)
    throw businessError(TENANT_MESSAGES.hostCannotBeDisabled);
  const people = await tenantPeople(ctx, input.id);
  const before = toDto(current, people);
  if (current.isActive === input.isActive) return before;
  const [row] = await ctx.tx
    .update(tenants)
    .set({ isActive: input.isActive, version: sql`${tenants.version} + 1`, updatedAt: new Date() })
    .where(eq(tenants.id, input.id))
    .returning();
  if (!row) throw notFound(TENANT_MESSAGES.notFound);
  const after = toDto(row, people);
  ctx.recordChange({ entity: 'tenant', entityId: input.id, before, after });
  // A disabled tenant's tokens stop working on the next request: cached principals are dropped everywhere.
  await ctx.authChanged();
  return after;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
