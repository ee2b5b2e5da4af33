import { bigint, date, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../db/columns';

/**
 * Bytes of response bodies the platform served per day (server time): every response, signed in or not. The
 * platform's own traffic, not a tenant's: no tenant_id, no row-level security.
 */
export const trafficDays = pgTable('traffic_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
});

/**
 * Bytes of response bodies sent per day (server time) to the signed-in requests of one tenant: the home page's
 * monthly chart of that tenant. Written by the traffic counter outside any tenant transaction.
 */
export const tenantTrafficDays = pgTable(
  'tenant_traffic_days',
  {
    tenantId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] }), tenantIsolation('tenant_traffic_days')],
).enableRLS();
