import { eq } from 'drizzle-orm';
import { organizations, roles, tenants, userRoles, users } from '../../db/tables';
import { hashPassword } from '../../platform/auth/password-hash';
import type { Transaction } from '../../platform/db/database';
import { actAsTenant } from '../../platform/db/tenant-transaction';
import { seedSystemDictionaries } from '../dictionary';
import { seedDefaultSodStandards } from '../fmea-library';
import { createDefaultMessageTemplates } from '../notices';

/** The administrator role every tenant starts with (is_admin: it holds every point the tenant has). */
const TENANT_ADMIN_ROLE = '系统管理员';
/** The display name of a tenant's first administrator (the tenant's admin renames it at will). */
const TENANT_ADMIN_NAME = '系统管理员';

export interface NewTenant {
  name: string;
  nickName: string;
  /** Plugins, already checked against their dependencies. */
  pluginIds: number[];
  adminUserName: string;
  adminPassword: string;
  adminEmailAddress: string;
}

/**
 * Creates a tenant with what it needs to be used at once, inside the caller's transaction: the tenant, a default
 * organization named after it, the administrator role and the administrator (head of that organization), the
 * default message templates and the system dictionaries the business modules read. Everything but the tenant row
 * is written as the new tenant, under its row-level security. Returns the new tenant's row.
 */
export async function provisionTenant(tx: Transaction, input: NewTenant): Promise<typeof tenants.$inferSelect> {
  const [tenant] = await tx
    .insert(tenants)
    .values({ name: input.name, nickName: input.nickName, pluginIds: input.pluginIds })
    .returning();
  if (!tenant) throw new Error(`tenant ${input.name} was not created`);
  const tenantId = tenant.id;
  await actAsTenant(tx, tenantId, async () => {
    const [organization] = await tx
      .insert(organizations)
      .values({ tenantId, name: input.nickName, sort: 0 })
      .returning({ id: organizations.id });
    const [role] = await tx
      .insert(roles)
      .values({ tenantId, name: TENANT_ADMIN_ROLE, isAdmin: true, description: '租户管理员，拥有本租户的全部权限' })
      .returning({ id: roles.id });
    if (!organization || !role) throw new Error(`tenant ${input.name}: organization or role was not created`);
    const [admin] = await tx
      .insert(users)
      .values({
        tenantId,
        userName: input.adminUserName,
        name: TENANT_ADMIN_NAME,
        emailAddress: input.adminEmailAddress,
        organizationId: organization.id,
        passwordHash: await hashPassword(input.adminPassword),
      })
      .returning({ id: users.id });
    if (!admin) throw new Error(`tenant ${input.name}: administrator was not created`);
    await tx.insert(userRoles).values({ tenantId, userId: admin.id, roleId: role.id });
    await tx.update(organizations).set({ leaderId: admin.id }).where(eq(organizations.id, organization.id));
    await createDefaultMessageTemplates(tx, tenantId, admin.id);
    await seedSystemDictionaries(tx, tenantId, admin.id);
    await seedDefaultSodStandards(tx, tenantId, admin.id);
  });
  return tenant;
}
