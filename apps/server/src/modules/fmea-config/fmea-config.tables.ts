import { jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation, version } from '../../platform/db/columns';

/**
 * The FMEA configuration of a tenant, one row per scope: 'general' (fMEAConfigure) or a kind ('0' DFMEA, '1' PFMEA,
 * '2' MSR). `settings` holds what the scope's schema (domain/fmea/config.ts) validated; reads complete it with the
 * defaults. A scope never saved has no row and reads as the defaults at version 1.
 */
export const fmeaConfigs = pgTable(
  'fmea_configs',
  {
    id: id(),
    tenantId: tenantId(),
    scope: text('scope').notNull(),
    settings: jsonb('settings').notNull(),
    ...auditColumns(),
    version: version(),
  },
  (t) => [unique('fmea_configs_scope_uq').on(t.tenantId, t.scope), tenantIsolation('fmea_configs')],
).enableRLS();
