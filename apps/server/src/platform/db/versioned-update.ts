import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict, notFound } from '../http/app-error';
import type { Transaction } from './database';

interface VersionedTable extends PgTable {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
}

/**
 * Updates one row only if it still has the version the client read, bumping the version.
 * A row that exists with another version gets 409; a row this tenant cannot see gets 404.
 */
export async function updateVersioned<T extends VersionedTable>(
  tx: Transaction,
  table: T,
  id: string,
  expectedVersion: number,
  values: Record<string, unknown>,
): Promise<T['$inferSelect']> {
  const where: SQL | undefined = and(eq(table.id, id), eq(table.version, expectedVersion));
  const updated = await tx
    .update(table as PgTable)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() })
    .where(where)
    .returning();
  if (updated[0]) return updated[0] as T['$inferSelect'];
  const [exists] = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id));
  throw exists ? conflict() : notFound();
}
