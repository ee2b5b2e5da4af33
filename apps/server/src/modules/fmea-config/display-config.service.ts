import { PFMEA_DISPLAY_POINTS, PfmeaDisplayConfig, type PfmeaDisplayConfigDto } from '@qis/shared';
import { and, eq, lt } from 'drizzle-orm';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../../platform/auth/access-tokens';
import { canAny } from '../../platform/auth/principal';
import { updateVersioned } from '../../platform/db/versioned-update';
import { conflict, forbidden } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { fmeaSessionDisplayConfigs } from './fmea-config.tables';

// The PFMEA display configuration (pFMEAConfigure, spec §3 "kept for the session only"): one row per sign-in session,
// never the tenant's. A session is the identity server's grant the token belongs to, or the password-login token
// itself; a new sign-in has a new one and reads the defaults. Rows outlive their session by at most a session's
// longest life (7 days after the last save) and are swept on saves.

function sessionOf(ctx: UserContext): string {
  if (!canAny(ctx.principal, PFMEA_DISPLAY_POINTS)) throw forbidden();
  return ctx.principal.grantId ? `grant:${ctx.principal.grantId}` : `token:${ctx.principal.tokenId}`;
}

async function sessionRow(ctx: UserContext, sessionKey: string) {
  // Row-level security keeps the query to the caller's tenant; the key to the caller's session.
  const [row] = await ctx.tx
    .select()
    .from(fmeaSessionDisplayConfigs)
    .where(
      and(
        eq(fmeaSessionDisplayConfigs.sessionKey, sessionKey),
        eq(fmeaSessionDisplayConfigs.userId, ctx.principal.userId),
      ),
    );
  return row;
}

const settingsOf = (stored: unknown) => {
  const parsed = PfmeaDisplayConfig.safeParse(stored ?? {});
  return parsed.success ? parsed.data : PfmeaDisplayConfig.parse({});
};

/** This session's display configuration, the defaults (version 1) until it saves one. */
export async function displayConfig(ctx: UserContext): Promise<PfmeaDisplayConfigDto> {
  const row = await sessionRow(ctx, sessionOf(ctx));
  return { ...settingsOf(row?.settings), version: row?.version ?? 1 };
}

/** Saves this session's display configuration with the version it read (409 when stale). */
export async function saveDisplayConfig(
  ctx: UserContext,
  input: PfmeaDisplayConfig & { version: number },
): Promise<PfmeaDisplayConfigDto> {
  const sessionKey = sessionOf(ctx);
  const { version, ...values } = input;
  const settings = PfmeaDisplayConfig.parse(values);
  const expiresAt = new Date(Date.now() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000);
  // Ended sessions' rows go (a session lives 7 days at most, so an expired row's session has ended).
  await ctx.tx.delete(fmeaSessionDisplayConfigs).where(lt(fmeaSessionDisplayConfigs.expiresAt, new Date()));
  const row = await sessionRow(ctx, sessionKey);
  if (!row) {
    // Never saved in this session: it read as version 1; the first save makes version 2.
    if (version !== 1) throw conflict();
    const [created] = await ctx.tx
      .insert(fmeaSessionDisplayConfigs)
      .values({
        tenantId: ctx.principal.tenantId,
        sessionKey,
        userId: ctx.principal.userId,
        settings,
        expiresAt,
        version: 2,
        createdBy: ctx.principal.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw conflict();
    return { ...settings, version: created.version };
  }
  const updated = await updateVersioned(ctx.tx, fmeaSessionDisplayConfigs, row.id, version, {
    settings,
    expiresAt,
    updatedBy: ctx.principal.userId,
  });
  return { ...settings, version: updated.version };
}
