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

/**
 * Runs `work` inside an open tenant transaction as another tenant: row-level security then confines it to
 * `tenantId`, and the transaction's own tenant is set back afterwards. For the host tenant's tenant management only,
 * which must write (and read) a new tenant's rows in the same transaction as the tenant itself. When `work` throws,
 * the transaction is rolled back as a whole, so nothing is set back.
 */
export async function actAsTenant<T>(tx: Transaction, tenantId: string, work: () => Promise<T>): Promise<T> {
  const current = await tx.execute<{ tenant_id: string | null }>(
    sql`select current_setting('app.tenant_id', true) as tenant_id`,
  );
  await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
  const result = await work();
  await tx.execute(sql`select set_config('app.tenant_id', ${current.rows[0]?.tenant_id ?? ''}, true)`);
  return result;
}
