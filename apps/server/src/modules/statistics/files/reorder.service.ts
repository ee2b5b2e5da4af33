import { and, eq, inArray, isNull } from 'drizzle-orm';
import { msFiles, msFolders } from '../../../db/tables';
import { badRequest } from '../../../platform/http/app-error';
import { inFolder, ownFile, ownFolder, targetFolder } from './ms-items';
import type { SpaceContext } from './space';

/** Sorts a folder's folders and files as listed: each one's sort becomes its index. Ids not in it are refused. */
export async function reorder(
  ctx: SpaceContext,
  input: { folderId: string | null; folderIds: string[]; fileIds: string[] },
) {
  await targetFolder(ctx, input.folderId);
  const folderIds = [...new Set(input.folderIds)];
  const fileIds = [...new Set(input.fileIds)];
  if (folderIds.length > 0) {
    const found = await ctx.tx
      .select({ id: msFolders.id })
      .from(msFolders)
      .where(
        and(
          ownFolder(ctx),
          inArray(msFolders.id, folderIds),
          inFolder(msFolders.parentId, input.folderId),
          isNull(msFolders.deletedAt),
        ),
      );
    if (found.length !== folderIds.length) throw badRequest('参数 folderIds 无效：文件夹不在该文件夹中');
  }
  if (fileIds.length > 0) {
    const found = await ctx.tx
      .select({ id: msFiles.id })
      .from(msFiles)
      .where(
        and(
          ownFile(ctx),
          inArray(msFiles.id, fileIds),
          inFolder(msFiles.folderId, input.folderId),
          isNull(msFiles.deletedAt),
        ),
      );
    if (found.length !== fileIds.length) throw badRequest('参数 fileIds 无效：文件不在该文件夹中');
  }
  for (const [sort, id] of folderIds.entries())
    await ctx.tx.update(msFolders).set({ sort }).where(eq(msFolders.id, id));
  for (const [sort, id] of fileIds.entries()) await ctx.tx.update(msFiles).set({ sort }).where(eq(msFiles.id, id));
  ctx.recordChange({ entity: 'msFolder', entityId: input.folderId ?? 'root', after: { folderIds, fileIds } });
  return null;
}
