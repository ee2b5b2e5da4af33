import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation, timestamps, version } from '../../platform/db/columns';
import { roles, users } from '../identity/identity.tables';

/** A module a user starred in the module menu (shell spec §2 "favourite stars"); module_key is a catalogue key. */
export const moduleFavourites = pgTable(
  'module_favourites',
  {
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleKey: text('module_key').notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleKey] }), tenantIsolation('module_favourites')],
).enableRLS();

/** How often and when last a user opened a module (the home page's recent visits). */
export const moduleVisits = pgTable(
  'module_visits',
  {
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleKey: text('module_key').notNull(),
    visitCount: integer('visit_count').notNull().default(0),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  // A user has at most one row per catalogue module, so the primary key serves the home page's read too.
  (t) => [primaryKey({ columns: [t.userId, t.moduleKey] }), tenantIsolation('module_visits')],
).enableRLS();

/**
 * Home page management (HomePageManager, homePage/homePageDtos): which home page and which dashboard cards a role's
 * users see. No row: the standard home page with every card.
 */
export const roleHomePages = pgTable(
  'role_home_pages',
  {
    tenantId: tenantId(),
    roleId: uuid('role_id')
      .primaryKey()
      .references(() => roles.id, { onDelete: 'cascade' }),
    /** A home page key (the standard analysis page, or the FMEA-themed page of plugin 1012). */
    homePage: text('home_page').notNull(),
    /** Dashboard card keys, in display order. */
    cards: text('cards').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps(),
    version: version(),
  },
  () => [tenantIsolation('role_home_pages')],
).enableRLS();
