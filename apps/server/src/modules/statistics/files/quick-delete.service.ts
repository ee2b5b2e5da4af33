import { and, inArray, isNull } from 'drizzle-orm';
import { msFiles, msFolders } from '../../../db/tables';
import { badRequest, notFound } from '../../../platform/http/app-error';
import { deleteFile } from './files.service';
import { deleteFolder } from './folders.service';
import { FILE_NOT_FOUND, FOLDER_NOT_FOUND, ownFile, ownFolder } from './ms-items';
import type { SpaceContext } from './space';

async function liveFolderIds(ctx: SpaceContext, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.tx
    .select({ id: msFolders.id })
    .from(msFolders)
    .where(and(ownFolder(ctx), inArray(msFolders.id, ids), isNull(msFolders.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

async function liveFileIds(ctx: SpaceContext, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.tx
    .select({ id: msFiles.id })
    .from(msFiles)
    .where(and(ownFile(ctx), inArray(msFiles.id, ids), isNull(msFiles.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Moves folders (each with its contents) and files to the recycle bin in the request's one transaction, each as
 * DELETE folders / DELETE files does. Every item is checked first: one that is not mine or is already in the bin
 * refuses them all (404). An item inside a folder deleted before it has gone with that folder and is left so (it
 * comes back with it). Answers the number of items named, their contents not counted.
 */
export async function quickDelete(ctx: SpaceContext, input: { folderIds: string[]; fileIds: string[] }) {
  const folderIds = [...new Set(input.folderIds)];
  const fileIds = [...new Set(input.fileIds)];
  if (folderIds.length + fileIds.length === 0) throw badRequest('参数 folderIds 无效：请选择要删除的项目');
  if ((await liveFolderIds(ctx, folderIds)).size < folderIds.length) throw notFound(FOLDER_NOT_FOUND);
  if ((await liveFileIds(ctx, fileIds)).size < fileIds.length) throw notFound(FILE_NOT_FOUND);
  for (const id of folderIds) if ((await liveFolderIds(ctx, [id])).has(id)) await deleteFolder(ctx, id);
  const stillLive = await liveFileIds(ctx, fileIds);
  for (const id of fileIds) if (stillLive.has(id)) await deleteFile(ctx, id);
  return { deleted: folderIds.length + fileIds.length };
}
