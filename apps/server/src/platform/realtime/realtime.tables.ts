import { bigserial, customType, pgTable, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The Socket.IO Postgres adapter's table (its documented shape): a broadcast over PostgreSQL's 8000-byte NOTIFY
 * limit travels as a row here, and the adapter deletes rows older than 30 s. Only the adapter's own connection
 * (the table owner) uses it; row-level security without a policy keeps tenant transactions out.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
}).enableRLS();
