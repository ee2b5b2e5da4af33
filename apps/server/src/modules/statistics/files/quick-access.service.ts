import type { FileKind, MsQuickAccessDto } from '@qis/shared';
import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import { msFiles, msQuickAccess } from '../../../db/tables';
import { notFound } from '../../../platform/http/app-error';
import { liveFile, ownFile } from './ms-items';
import type { SpaceContext } from './space';

// Quick access: files a user pins. An entry is in its file's space; binned files drop out of the list and come back
// with their file.

const own = (ctx: SpaceContext) => eq(msQuickAccess.ownerId, ctx.principal.userId);

/** The ids of my files in the space. */
const filesOfSpace = (ctx: SpaceContext) => ctx.tx.select({ id: msFiles.id }).from(msFiles).where(ownFile(ctx));

async function entries(ctx: SpaceContext, fileId?: string): Promise<MsQuickAccessDto[]> {
  const rows = await ctx.tx
    .select({ entry: msQuickAccess, file: msFiles })
    .from(msQuickAccess)
    .innerJoin(msFiles, eq(msFiles.id, msQuickAccess.fileId))
    .where(
      and(
        own(ctx),
        eq(msFiles.space, ctx.space),
        isNull(msFiles.deletedAt),
        fileId ? eq(msQuickAccess.fileId, fileId) : undefined,
      ),
    )
    .orderBy(asc(msQuickAccess.sort), asc(msQuickAccess.createdAt));
  return rows.map(({ entry, file }) => ({
    id: entry.id,
    fileId: file.id,
    name: file.name,
    kind: file.kind as FileKind,
    folderId: file.folderId,
    sort: entry.sort,
    updatedAt: file.updatedAt.toISOString(),
  }));
}

export const quickAccessList = (ctx: SpaceContext) => entries(ctx);

/** Pins a live file of mine; pinning it again changes nothing. */
export async function addQuickAccess(ctx: SpaceContext, fileId: string): Promise<MsQuickAccessDto> {
  await liveFile(ctx, fileId);
  const [last] = await ctx.tx
    .select({ n: max(msQuickAccess.sort) })
    .from(msQuickAccess)
    .where(own(ctx));
  const inserted = await ctx.tx
    .insert(msQuickAccess)
    .values({
      tenantId: ctx.principal.tenantId,
      ownerId: ctx.principal.userId,
      fileId,
      sort: last?.n === null || last?.n === undefined ? 0 : last.n + 1,
    })
    .onConflictDoNothing()
    .returning({ id: msQuickAccess.id });
  const [entry] = await entries(ctx, fileId);
  if (!entry) throw new Error('quick access entry vanished');
  if (inserted.length > 0) ctx.recordChange({ entity: 'msQuickAccess', entityId: entry.id, after: entry });
  return entry;
}

export async function removeQuickAccess(ctx: SpaceContext, id: string) {
  const removed = await ctx.tx
    .delete(msQuickAccess)
    .where(and(own(ctx), eq(msQuickAccess.id, id), inArray(msQuickAccess.fileId, filesOfSpace(ctx))))
    .returning();
  const [row] = removed;
  if (!row) throw notFound('快速访问项不存在或已被移除');
  ctx.recordChange({ entity: 'msQuickAccess', entityId: id, before: { fileId: row.fileId } });
  return null;
}
