import type { MsFolderNode, MsMoveTargetsDto } from '@qis/shared';
import { and, inArray, isNull } from 'drizzle-orm';
import { msFiles, msFolders } from '../../../db/tables';
import { notFound } from '../../../platform/http/app-error';
import { folderTree } from './folders.service';
import { ownFile, ownFolder } from './ms-items';
import type { SpaceContext } from './space';

/** Leaves the moving folders out of a tree, and with them everything below them. */
const without = (nodes: MsFolderNode[], moving: Set<string>): MsFolderNode[] =>
  nodes.filter((node) => !moving.has(node.id)).map((node) => ({ ...node, children: without(node.children, moving) }));

/**
 * Where the move dialog may put my folders and files (`ids`, live items of mine, else 404): my folder tree without
 * the moving folders and their subtrees (a folder never moves into itself); the root is always a target.
 */
export async function moveTargets(ctx: SpaceContext, ids: string[]): Promise<MsMoveTargetsDto> {
  const wanted = [...new Set(ids)];
  const moving = new Set<string>();
  if (wanted.length > 0) {
    const folders = await ctx.tx
      .select({ id: msFolders.id })
      .from(msFolders)
      .where(and(ownFolder(ctx), inArray(msFolders.id, wanted), isNull(msFolders.deletedAt)));
    const files = await ctx.tx
      .select({ id: msFiles.id })
      .from(msFiles)
      .where(and(ownFile(ctx), inArray(msFiles.id, wanted), isNull(msFiles.deletedAt)));
    if (folders.length + files.length < wanted.length) throw notFound('要移动的文件夹或文件不存在或已被删除');
    for (const folder of folders) moving.add(folder.id);
  }
  return { canUseRoot: true, folders: without(await folderTree(ctx), moving) };
}
