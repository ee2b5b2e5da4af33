import { bigint, date, pgTable } from 'drizzle-orm/pg-core';

/**
 * Bytes of response bodies the platform served per day (server time), for the home page's monthly chart. The
 * platform's own traffic, not a tenant's: no tenant_id, no row-level security.
 */
export const trafficDays = pgTable('traffic_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
});
