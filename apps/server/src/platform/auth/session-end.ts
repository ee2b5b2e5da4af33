import { inArray, sql } from 'drizzle-orm';
import { users } from '../../db/tables';
import type { DbExecutor } from '../db/database';
import type { RealtimeHub } from '../realtime/realtime-hub';
import { notifyAuthChanged } from './auth-changes';

/**
 * Ends every session of these users inside the changing transaction: their password-login tokens stop matching the
 * raised session generation, their identity-server sessions, grants, codes and tokens are deleted, and every
 * instance drops its cached principals when the transaction commits. The caller disconnects their realtime sockets
 * after the commit (`disconnectEndedSessions`).
 */
export async function endUserSessions(tx: DbExecutor, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  const ids = [...userIds];
  await tx
    .update(users)
    .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
    .where(inArray(users.id, ids));
  await tx.execute(
    sql`delete from oidc_payloads where payload->>'accountId' in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  await notifyAuthChanged(tx);
}

/** After the commit: the users' sockets are disconnected on every instance (through the realtime adapter). */
export function disconnectEndedSessions(realtime: RealtimeHub, tenantId: string, userIds: readonly string[]) {
  for (const userId of userIds) realtime.disconnectUser(tenantId, userId);
}

interface SessionEndingContext {
  tx: DbExecutor;
  principal: { tenantId: string };
  services: { realtime: RealtimeHub; principals: { clear(): void } };
  authChanged(): Promise<void>;
  afterCommit(work: () => void): void;
}

/** endUserSessions for an endpoint handler: this instance forgets at once, sockets go after the commit. */
export async function endSessionsOf(ctx: SessionEndingContext, userIds: readonly string[]) {
  await endUserSessions(ctx.tx, userIds);
  await ctx.authChanged();
  ctx.afterCommit(() => disconnectEndedSessions(ctx.services.realtime, ctx.principal.tenantId, userIds));
}
