import { type FileKind, MS_FILE_MESSAGES, type MsItemDto, type MsRecycleItemDto } from '@qis/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { msFiles, msFolders } from '../../../db/tables';
import { businessError, notFound } from '../../../platform/http/app-error';
import { itemDto } from './files.service';
import {
  binnedAncestors,
  binnedFile,
  binnedFolder,
  FILE_NOT_FOUND,
  FOLDER_NOT_FOUND,
  freeName,
  ownFile,
  ownFolder,
  siblingNames,
  subtreeFolders,
} from './ms-items';
import type { SpaceContext } from './space';

type ItemType = 'folder' | 'file';

interface BinRow extends Record<string, unknown> {
  id: string;
  type: ItemType;
  name: string;
  kind: FileKind | null;
  parent_id: string | null;
  deleted_at: string | Date;
}

/**
 * My recycle bin, newest first: what was deleted on its own. What went with a folder (deleted at the very instant
 * its folder was) is not listed: it comes back with the folder.
 */
export async function recycleBin(ctx: SpaceContext, query: { SkipCount: number; MaxResultCount: number }) {
  const { space } = ctx;
  const owner = ctx.principal.userId;
  const items = sql`
    select d.id, 'folder' as type, d.name, null::text as kind, d.parent_id, d.deleted_at
    from ms_folders d
    where d.owner_id = ${owner} and d.space = ${space} and d.deleted_at is not null
      and not exists (select 1 from ms_folders p where p.id = d.parent_id and p.deleted_at = d.deleted_at)
    union all
    select f.id, 'file', f.name, f.kind, f.folder_id, f.deleted_at
    from ms_files f
    where f.owner_id = ${owner} and f.space = ${space} and f.deleted_at is not null
      and not exists (select 1 from ms_folders p where p.id = f.folder_id and p.deleted_at = f.deleted_at)`;
  const page = await ctx.tx.execute<BinRow>(sql`
    select * from (${items}) bin order by deleted_at desc, type desc, name, id
    limit ${query.MaxResultCount} offset ${query.SkipCount}`);
  const counted = await ctx.tx.execute<{ n: number }>(sql`select count(*)::int as n from (${items}) bin`);
  const toDto = (r: BinRow): MsRecycleItemDto => ({
    id: r.id,
    type: r.type,
    name: r.name,
    kind: r.kind,
    parentId: r.parent_id,
    deletedAt: new Date(r.deleted_at).toISOString(),
  });
  return { items: page.rows.map(toDto), totalCount: Number(counted.rows[0]?.n ?? 0) };
}

/** Brings back the binned folders above an item, top-most first, each under a free name. */
async function restoreAncestors(ctx: SpaceContext, parentId: string | null) {
  for (const folder of await binnedAncestors(ctx, parentId)) {
    const name = freeName(await siblingNames(ctx, 'folder', folder.parentId), folder.name, 'numbered');
    await ctx.tx
      .update(msFolders)
      .set({ deletedAt: null, name, updatedAt: new Date() })
      .where(eq(msFolders.id, folder.id));
  }
}

async function itemOf(ctx: SpaceContext, type: ItemType, id: string): Promise<MsItemDto> {
  const [row] =
    type === 'folder'
      ? await ctx.tx
          .select({
            id: msFolders.id,
            name: msFolders.name,
            parentId: msFolders.parentId,
            sort: msFolders.sort,
            updatedAt: msFolders.updatedAt,
            version: msFolders.version,
            kind: sql<null>`null`,
            size: sql<null>`null`,
          })
          .from(msFolders)
          .where(eq(msFolders.id, id))
      : await ctx.tx
          .select({
            id: msFiles.id,
            name: msFiles.name,
            parentId: msFiles.folderId,
            sort: msFiles.sort,
            updatedAt: msFiles.updatedAt,
            version: msFiles.version,
            kind: sql<FileKind>`${msFiles.kind}`,
            size: sql<number | null>`(select row_count from ms_data_sheets s where s.file_id = ${msFiles.id})`,
          })
          .from(msFiles)
          .where(eq(msFiles.id, id));
  if (!row) throw new Error('recovered item vanished');
  return itemDto({ ...row, type, parent_id: row.parentId, updated_at: row.updatedAt });
}

/** Restores a folder (with what was deleted with it) or a file; binned folders above it come back too. */
export async function recover(ctx: SpaceContext, input: { id: string; type: ItemType }): Promise<MsItemDto> {
  const now = new Date();
  if (input.type === 'folder') {
    const folder = await binnedFolder(ctx, input.id);
    if (!folder?.deletedAt) throw notFound(FOLDER_NOT_FOUND);
    await restoreAncestors(ctx, folder.parentId);
    const name = freeName(await siblingNames(ctx, 'folder', folder.parentId), folder.name, 'numbered');
    const ids = (await subtreeFolders(ctx, folder.id, folder.deletedAt)).map((f) => f.id);
    // The folder first, under its free name (a live namesake would clash), then what went with it.
    await ctx.tx.update(msFolders).set({ deletedAt: null, name, updatedAt: now }).where(eq(msFolders.id, folder.id));
    await ctx.tx
      .update(msFolders)
      .set({ deletedAt: null })
      .where(and(ownFolder(ctx), inArray(msFolders.id, ids), eq(msFolders.deletedAt, folder.deletedAt)));
    await ctx.tx
      .update(msFiles)
      .set({ deletedAt: null })
      .where(and(ownFile(ctx), inArray(msFiles.folderId, ids), eq(msFiles.deletedAt, folder.deletedAt)));
  } else {
    const file = await binnedFile(ctx, input.id);
    if (!file) throw notFound(FILE_NOT_FOUND);
    await restoreAncestors(ctx, file.folderId);
    const name = freeName(await siblingNames(ctx, 'file', file.folderId), file.name, 'numbered');
    await ctx.tx.update(msFiles).set({ deletedAt: null, name, updatedAt: now }).where(eq(msFiles.id, file.id));
  }
  const item = await itemOf(ctx, input.type, input.id);
  ctx.recordChange({ entity: input.type === 'folder' ? 'msFolder' : 'msFile', entityId: input.id, after: item });
  return item;
}

/** Deletes an item of the recycle bin for good (a folder with everything below it); a live one is refused. */
export async function deleteCompletely(ctx: SpaceContext, input: { id: string; type: ItemType }) {
  const row = input.type === 'folder' ? await binnedFolder(ctx, input.id) : await binnedFile(ctx, input.id);
  if (!row) throw businessError(MS_FILE_MESSAGES.onlyInRecycleBin);
  if (input.type === 'folder') await ctx.tx.delete(msFolders).where(eq(msFolders.id, input.id));
  else await ctx.tx.delete(msFiles).where(eq(msFiles.id, input.id));
  ctx.recordChange({
    entity: input.type === 'folder' ? 'msFolder' : 'msFile',
    entityId: input.id,
    before: { name: row.name, deletedAt: row.deletedAt },
  });
  return null;
}
