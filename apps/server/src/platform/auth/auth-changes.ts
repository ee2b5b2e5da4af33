import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';

/** PostgreSQL notification channel: some user's identity, roles, grants or tokens changed. */
export const AUTH_CHANGED_CHANNEL = 'qis_auth_changed';

/**
 * Announces an auth change from inside the changing transaction: PostgreSQL delivers it to every
 * listening instance when (and only if) the transaction commits.
 */
export async function notifyAuthChanged(tx: DbExecutor) {
  await tx.execute(sql`select pg_notify(${AUTH_CHANGED_CHANNEL}, '')`);
}
