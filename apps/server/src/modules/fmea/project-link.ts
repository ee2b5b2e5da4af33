import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { updateVersioned } from '../../platform/db/versioned-update';
import { conflict } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';

// A project's link to one record elsewhere (the BOM it is analysed from, a PFMEA's process or DFMEA): at most one row
// per project, versioned. The first link names no version; a change or removal names the version it read (else 409).

interface LinkTable extends PgTable {
  id: PgColumn;
  projectId: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
}

/** Which table holds the links, the column naming the linked record, and the operation log's entity. */
export interface ProjectLinkKind<T extends LinkTable, K extends string> {
  table: T;
  column: K;
  entity: string;
}

type LinkRow<T extends LinkTable> = T['$inferSelect'] & { id: string };

/**
 * Links the project to `target` (a record `checkTarget` has found; null removes the link), at the version the caller
 * read; the project row must be locked by the caller. Answers the link after the change (undefined without one).
 * `afterWrite` runs once the link changed and answers more for the operation log's entry.
 */
export async function setProjectLink<T extends LinkTable, K extends string>(
  ctx: UserContext,
  kind: ProjectLinkKind<T, K>,
  input: { projectId: string; target: string | null; version?: number | undefined },
  checkTarget: (target: string) => Promise<void>,
  afterWrite?: (before: LinkRow<T> | undefined, after: LinkRow<T> | undefined) => Promise<Record<string, unknown>>,
): Promise<LinkRow<T> | undefined> {
  const { table, column } = kind;
  const [before] = (await ctx.tx
    .select()
    .from(table as PgTable)
    .where(eq(table.projectId, input.projectId))) as LinkRow<T>[];
  if (before ? input.version === undefined : input.version !== undefined) throw conflict();
  if (input.target) await checkTarget(input.target);
  if (!before && !input.target) return undefined;
  let after: LinkRow<T> | undefined;
  if (!input.target) {
    if (before) {
      await updateVersioned(ctx.tx, table, before.id, input.version as number, {});
      await ctx.tx.delete(table as PgTable).where(eq(table.id, before.id));
    }
  } else if (before) {
    after = (await updateVersioned(ctx.tx, table, before.id, input.version as number, {
      [column]: input.target,
      updatedBy: ctx.principal.userId,
    })) as LinkRow<T>;
  } else {
    [after] = (await ctx.tx
      .insert(table as PgTable)
      .values({
        tenantId: ctx.principal.tenantId,
        projectId: input.projectId,
        [column]: input.target,
        createdBy: ctx.principal.userId,
        updatedBy: ctx.principal.userId,
      })
      .returning()) as LinkRow<T>[];
  }
  const more = afterWrite ? await afterWrite(before, after) : undefined;
  ctx.recordChange({
    entity: kind.entity,
    entityId: input.projectId,
    before: before ? { [column]: linkedOf(before, column) } : null,
    after: after ? { [column]: linkedOf(after, column), ...more } : (more ?? null),
  });
  return after;
}

const linkedOf = (row: object, column: string) => (row as Record<string, unknown>)[column];
