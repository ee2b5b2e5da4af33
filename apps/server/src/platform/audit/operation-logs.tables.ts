import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, tenantId, tenantIsolation } from '../db/columns';

/** Operation (audit) log: one row per mutating call, with before and after of the entities it changed. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id'),
    userName: text('user_name'),
    endpoint: text('endpoint').notNull(),
    /** The module the call belongs to (from its path, module-names.ts) and what it does (from its summary). */
    module: text('module'),
    action: text('action'),
    /** Milliseconds from the request's arrival to the log write, inside the call's transaction. */
    durationMs: integer('duration_ms'),
    method: text('method').notNull(),
    url: text('url').notNull(),
    requestId: text('request_id').notNull(),
    ipAddress: text('ip_address'),
    changes: jsonb('changes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operation_logs_tenant_created_idx').on(t.tenantId, t.createdAt), tenantIsolation('operation_logs')],
).enableRLS();
