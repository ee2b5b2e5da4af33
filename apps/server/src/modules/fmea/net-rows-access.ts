import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/http/app-error';

// Rows of a project's net: found only within the project the call named (another project's id is 404 even in the
// same tenant), and deleted only at the version the client read (stale: 409).

interface ProjectTable extends PgTable {
  id: PgColumn;
  projectId: PgColumn;
  version: PgColumn;
}

export async function rowOf<T extends ProjectTable>(
  tx: Transaction,
  table: T,
  projectId: string,
  id: string,
  message: string,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.projectId, projectId)));
  if (!row) throw notFound(message);
  return row as T['$inferSelect'];
}

export async function deleteVersioned<T extends ProjectTable>(
  tx: Transaction,
  table: T,
  projectId: string,
  id: string,
  version: number,
  message: string,
): Promise<void> {
  const deleted = await tx
    .delete(table as PgTable)
    .where(and(eq(table.id, id), eq(table.projectId, projectId), eq(table.version, version)))
    .returning({ id: table.id });
  if (deleted.length > 0) return;
  await rowOf(tx, table, projectId, id, message);
  throw conflict();
}

/** An edit names the version it read. */
export function requireVersion(version: number | undefined): number {
  if (version === undefined) throw badRequest('参数 version 无效：修改时须提供 version');
  return version;
}
