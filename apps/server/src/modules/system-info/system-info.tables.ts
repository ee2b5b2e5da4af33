import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Deployment-wide settings read before sign-in (spec §3 system info): one row, id 1. */
export const systemSettings = pgTable('system_settings', {
  id: integer('id').primaryKey().default(1),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  loginType: integer('login_type').notNull().default(1),
  isSingleSystem: boolean('is_single_system').notNull().default(false),
  singleSystemModule: integer('single_system_module'),
  isAddDataBase: boolean('is_add_data_base').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
