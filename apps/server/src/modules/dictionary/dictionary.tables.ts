import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation, version } from '../../platform/db/columns';

/**
 * A data dictionary type (/Dictionary): a named list the business modules pick values from
 * (customer names, product platforms, process classifications, QAM dictionaries ...). `code` is what modules ask for.
 */
export const dictionaryTypes = pgTable(
  'dictionary_types',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The module the dictionary belongs to (a catalogue module key), null for general dictionaries. */
    moduleKey: text('module_key'),
    description: text('description'),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Seeded types the business modules rely on: their code cannot change and they cannot be deleted. */
    isSystem: boolean('is_system').notNull().default(false),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    uniqueIndex('dictionary_types_tenant_code_uq').on(t.tenantId, sql`lower(${t.code})`),
    tenantIsolation('dictionary_types'),
  ],
).enableRLS();

/** One value of a dictionary type; items may nest one level under a parent item of the same type. */
export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    id: id(),
    tenantId: tenantId(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => dictionaryTypes.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    /** The stored value. */
    code: text('code').notNull(),
    /** The displayed label. */
    name: text('name').notNull(),
    description: text('description'),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    uniqueIndex('dictionary_items_type_code_uq').on(t.typeId, sql`lower(${t.code})`),
    index('dictionary_items_tenant_type_idx').on(t.tenantId, t.typeId, t.sort),
    tenantIsolation('dictionary_items'),
  ],
).enableRLS();
