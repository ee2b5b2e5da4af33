import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './database';

/**
 * Runs `work` in a transaction that row-level security confines to one tenant: the connection
 * switches to the non-superuser role `app_user` (superusers bypass policies) and sets `app.tenant_id`,
 * both local to the transaction so a pooled connection carries nothing over.
 */
export function withTenant<T>(db: Database, tenantId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', 'app_user', true)`);
    return work(tx);
  });
}
