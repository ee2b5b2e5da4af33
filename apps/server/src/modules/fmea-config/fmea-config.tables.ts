import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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

/**
 * A sign-in session's PFMEA display configuration (pFMEAConfigure, spec §3: kept for the session only). `sessionKey`
 * is the session the caller's token belongs to (the identity server's grant, or the password-login token's id), so a
 * new sign-in reads the defaults; `expiresAt` lets rows of ended sessions be swept (a session lasts 7 days at most).
 */
export const fmeaSessionDisplayConfigs = pgTable(
  'fmea_session_display_configs',
  {
    id: id(),
    tenantId: tenantId(),
    sessionKey: text('session_key').notNull(),
    userId: uuid('user_id').notNull(),
    settings: jsonb('settings').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    unique('fmea_session_display_configs_session_uq').on(t.tenantId, t.sessionKey),
    index('fmea_session_display_configs_expires_idx').on(t.expiresAt),
    tenantIsolation('fmea_session_display_configs'),
  ],
).enableRLS();
