import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, conflict, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';

// Rows of a project's net: found only within the project the call named (another project's id is 404 even in the
// same tenant), and deleted only at the version the client read (stale: 409).

interface ProjectTable extends PgTable {
  id: PgColumn;
  projectId: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
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

interface RowKey {
  projectId: string;
  id: string;
}

/** Changes a row of the project at the version the client read (stale: 409); the operation log gets before and after. */
export async function editNetRow<T extends ProjectTable>(
  ctx: UserContext,
  table: T,
  key: RowKey & { version?: number },
  record: { entity: string; notFound: string },
  values: Record<string, unknown>,
): Promise<T['$inferSelect']> {
  const before = await rowOf(ctx.tx, table, key.projectId, key.id, record.notFound);
  const row = await updateVersioned(ctx.tx, table, key.id, requireVersion(key.version), values);
  ctx.recordChange({ entity: record.entity, entityId: key.id, before, after: row });
  return row;
}

/** A new row of the project (its tenant, project and creator filled in), written to the operation log. */
export async function insertNetRow<T extends ProjectTable>(
  ctx: UserContext,
  table: T,
  projectId: string,
  entity: string,
  values: Record<string, unknown>,
): Promise<T['$inferSelect']> {
  const [row] = await ctx.tx
    .insert(table as PgTable)
    .values({ ...values, tenantId: ctx.principal.tenantId, projectId, createdBy: ctx.principal.userId })
    .returning();
  if (!row) throw new Error(`${entity} was not created`);
  ctx.recordChange({ entity, entityId: String((row as { id: unknown }).id), after: row });
  return row as T['$inferSelect'];
}

/** Deletes a row of the project at the version the client read, written to the operation log; answers the row. */
export async function deleteNetRow<T extends ProjectTable>(
  ctx: UserContext,
  table: T,
  key: RowKey & { version: number },
  record: { entity: string; notFound: string },
): Promise<T['$inferSelect']> {
  const before = await rowOf(ctx.tx, table, key.projectId, key.id, record.notFound);
  await deleteVersioned(ctx.tx, table, key.projectId, key.id, key.version, record.notFound);
  ctx.recordChange({ entity: record.entity, entityId: key.id, before });
  return before;
}
