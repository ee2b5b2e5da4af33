import { MESSAGE_MODULE_CODE_LIST } from '@qis/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id, tenantId, tenantIsolation, timestamps } from '../../platform/db/columns';
import { users } from '../identity/identity.tables';

/** A message to one user (shell spec §3): the notice bell and the message center list a user's own. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Message module code (shell spec §9). */
    module: integer('module').notNull(),
    content: text('content').notNull(),
    /** In-app route opening the message navigates to. */
    url: text('url'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Running number among the recipient's messages (sendMessages numbers them under a per-user lock). */
    serialNumber: integer('serial_number').notNull(),
    /** Insertion order: breaks ties between messages sent in one transaction (same sent_at). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    ...timestamps(),
  },
  (t) => [
    // The list reads one user's messages newest first; the counts read the same rows.
    index('messages_user_sent_idx').on(t.userId, t.sentAt.desc(), t.seq.desc()),
    unique('messages_user_serial_number_unique').on(t.userId, t.serialNumber),
    check('messages_module_check', sql`${t.module} in (${sql.raw(MESSAGE_MODULE_CODE_LIST.join(', '))})`),
    tenantIsolation('messages'),
  ],
).enableRLS();
