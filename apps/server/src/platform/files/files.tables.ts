import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../db/columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every stored upload: who uploaded it and how large it is (quotas, the import sweep), and with the database
 * storage its bytes, so that every instance on one PostgreSQL reads what another stored.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** The storage key `<tenant>/<category>/<uuid>.<ext>` (file-storage.ts). */
    key: text('key').primaryKey(),
    tenantId: tenantId(),
    userId: uuid('user_id'),
    category: text('category').notNull(),
    size: integer('size').notNull(),
    /** The bytes with FILE_STORAGE=database; null when they live in DATA_DIR/files. */
    content: bytea('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_files_tenant_user_idx').on(t.tenantId, t.userId),
    index('stored_files_category_created_idx').on(t.category, t.createdAt),
    tenantIsolation('stored_files'),
  ],
).enableRLS();
