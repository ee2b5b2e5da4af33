import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation, timestamps, version } from '../../platform/db/columns';

/** Deployment-wide settings read before sign-in (spec §3 system info): one row, id 1. */
export const systemSettings = pgTable('system_settings', {
  id: integer('id').primaryKey().default(1),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  loginType: integer('login_type').notNull().default(1),
  isSingleSystem: boolean('is_single_system').notNull().default(false),
  singleSystemModule: integer('single_system_module'),
  isAddDataBase: boolean('is_add_data_base').notNull().default(false),
  title: text('title'),
  identityServerPort: integer('identity_server_port'),
  identityServerPrefix: text('identity_server_prefix'),
  clientId: text('client_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: version(),
});

/** Per tenant organization settings (/basicSet): see the system-info contract for the fields. */
export const organizationSettings = pgTable(
  'organization_settings',
  {
    tenantId: uuid('tenant_id').primaryKey(),
    settings: jsonb('settings').notNull().default({}),
    ...timestamps(),
    version: version(),
  },
  () => [tenantIsolation('organization_settings')],
).enableRLS();
