import { bigint, date, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../db/columns';

/**
 * Bytes of response bodies sent per day (server time) to one tenant's signed-in requests: the home page's monthly
 * traffic chart of that tenant. Written by the traffic counter outside any tenant transaction.
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
