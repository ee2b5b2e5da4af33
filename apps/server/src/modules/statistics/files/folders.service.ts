import { randomUUID } from 'node:crypto';
import { MS_FILE_MESSAGES, type MsFolderDto, type MsFolderNode } from '@qis/shared';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import { msFiles, msFolders } from '../../../db/tables';
import { updateVersioned } from '../../../platform/db/versioned-update';
import { businessError, conflict } from '../../../platform/http/app-error';
import {
  copySheets,
  type FolderRow,
  folderDto,
  freeName,
  inFolder,
  liveFolder,
  nameClashAsBusinessError,
  nextSort,
  ownFile,
  ownFolder,
  requireFreeName,
  siblingNames,
  subtreeFolders,
  targetFolder,
} from './ms-items';
import { folderOrder } from './ms-order';
import type { SpaceContext } from './space';

export async function listFolders(ctx: SpaceContext, parentId: string | undefined): Promise<MsFolderDto[]> {
  if (parentId) await liveFolder(ctx, parentId);
  const rows = await ctx.tx
    .select()
    .from(msFolders)
    .where(and(ownFolder(ctx), inFolder(msFolders.parentId, parentId ?? null), isNull(msFolders.deletedAt)))
    .orderBy(...(await folderOrder(ctx)));
  return rows.map(folderDto);
}

export async function folderTree(ctx: SpaceContext): Promise<MsFolderNode[]> {
  const rows = await ctx.tx
    .select()
    .from(msFolders)
    .where(and(ownFolder(ctx), isNull(msFolders.deletedAt)))
    .orderBy(asc(msFolders.sort), asc(msFolders.name));
  const nodes = new Map<string, MsFolderNode>(rows.map((row) => [row.id, { ...folderDto(row), children: [] }]));
  const roots: MsFolderNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Refuses moving a folder into itself or anywhere below it. */
async function checkMoveTarget(ctx: SpaceContext, folder: FolderRow, targetId: string | null) {
  if (targetId === null) return;
  await liveFolder(ctx, targetId);
  const subtree = await subtreeFolders(ctx, folder.id);
  if (subtree.some((f) => f.id === targetId)) throw businessError(MS_FILE_MESSAGES.moveIntoItself);
}

export async function saveFolder(
  ctx: SpaceContext,
  input: { id?: string | undefined; parentId: string | null; name: string; version?: number | undefined },
): Promise<MsFolderDto> {
  const { parentId, name } = input;
  if (input.id === undefined) {
    await targetFolder(ctx, parentId);
    await requireFreeName(ctx, 'folder', parentId, name);
    const sort = await nextSort(ctx, 'folder', parentId);
    const [row] = await nameClashAsBusinessError(
      'folder',
      ctx.tx
        .insert(msFolders)
        .values({
          tenantId: ctx.principal.tenantId,
          ownerId: ctx.principal.userId,
          space: ctx.space,
          parentId,
          name,
          sort,
        })
        .returning(),
    );
    if (!row) throw new Error('folder was not created');
    ctx.recordChange({ entity: 'msFolder', entityId: row.id, after: folderDto(row) });
    return folderDto(row);
  }
  const before = await liveFolder(ctx, input.id);
  if (before.version !== input.version) throw conflict();
  const moved = before.parentId !== parentId;
  if (moved) await checkMoveTarget(ctx, before, parentId);
  await requireFreeName(ctx, 'folder', parentId, name, before.id);
  const sort = moved ? await nextSort(ctx, 'folder', parentId) : before.sort;
  const row = await nameClashAsBusinessError(
    'folder',
    updateVersioned(ctx.tx, msFolders, before.id, before.version, { name, parentId, sort }),
  );
  ctx.recordChange({ entity: 'msFolder', entityId: row.id, before: folderDto(before), after: folderDto(row) });
  return folderDto(row);
}

/** To the recycle bin with every live folder and file below it, all at one instant (so they come back together). */
export async function deleteFolder(ctx: SpaceContext, id: string) {
  const folder = await liveFolder(ctx, id);
  const ids = (await subtreeFolders(ctx, folder.id)).map((f) => f.id);
  const deletedAt = new Date();
  await ctx.tx
    .update(msFolders)
    .set({ deletedAt })
    .where(and(ownFolder(ctx), inArray(msFolders.id, ids), isNull(msFolders.deletedAt)));
  const files = await ctx.tx
    .update(msFiles)
    .set({ deletedAt })
    .where(and(ownFile(ctx), inArray(msFiles.folderId, ids), isNull(msFiles.deletedAt)))
    .returning({ id: msFiles.id });
  ctx.recordChange({
    entity: 'msFolder',
    entityId: folder.id,
    before: folderDto(folder),
    after: { deletedAt: deletedAt.toISOString(), folderCount: ids.length, fileCount: files.length },
  });
  return null;
}

/** Moves folders (all or none) into a target folder; a name the target already has refuses the move. */
export async function moveFolders(ctx: SpaceContext, ids: string[], targetId: string | null) {
  await targetFolder(ctx, targetId);
  for (const id of new Set(ids)) {
    const before = await liveFolder(ctx, id);
    if (before.parentId === targetId) continue;
    await checkMoveTarget(ctx, before, targetId);
    await requireFreeName(ctx, 'folder', targetId, before.name, before.id);
    const sort = await nextSort(ctx, 'folder', targetId);
    const row = await nameClashAsBusinessError(
      'folder',
      updateVersioned(ctx.tx, msFolders, before.id, before.version, { parentId: targetId, sort }),
    );
    ctx.recordChange({ entity: 'msFolder', entityId: id, before: folderDto(before), after: folderDto(row) });
  }
  return null;
}

/** A deep copy of a folder's live contents (sheets included) into a target folder; ' - 副本' on a name clash. */
export async function copyFolder(ctx: SpaceContext, id: string, targetId: string | null): Promise<MsFolderDto> {
  const source = await liveFolder(ctx, id);
  await targetFolder(ctx, targetId);
  // Read the whole subtree first: a copy into the folder itself (or below) must not copy its own copy.
  const folders = await subtreeFolders(ctx, source.id);
  const files = await ctx.tx
    .select()
    .from(msFiles)
    .where(
      and(
        ownFile(ctx),
        inArray(
          msFiles.folderId,
          folders.map((f) => f.id),
        ),
        isNull(msFiles.deletedAt),
      ),
    );
  const newFolderId = new Map(folders.map((f) => [f.id, randomUUID()]));
  const newFileId = new Map(files.map((f) => [f.id, randomUUID()]));
  const { tenantId, userId } = ctx.principal;
  const name = freeName(await siblingNames(ctx, 'folder', targetId), source.name, 'copy');
  const sort = await nextSort(ctx, 'folder', targetId);
  await ctx.tx.insert(msFolders).values(
    folders.map((f) => ({
      id: newFolderId.get(f.id) as string,
      tenantId,
      ownerId: userId,
      space: ctx.space,
      parentId: f.id === source.id ? targetId : (newFolderId.get(f.parentId as string) as string),
      name: f.id === source.id ? name : f.name,
      sort: f.id === source.id ? sort : f.sort,
    })),
  );
  if (files.length > 0)
    await ctx.tx.insert(msFiles).values(
      files.map((f) => ({
        id: newFileId.get(f.id) as string,
        tenantId,
        ownerId: userId,
        space: ctx.space,
        folderId: newFolderId.get(f.folderId as string) as string,
        kind: f.kind,
        name: f.name,
        sort: f.sort,
        settings: f.settings,
        // An analysis of a data file copied along reads the copy.
        dataFileId: f.dataFileId ? (newFileId.get(f.dataFileId) ?? f.dataFileId) : null,
      })),
    );
  await copySheets(
    ctx,
    new Map(files.filter((f) => f.kind === 'data').map((f) => [f.id, newFileId.get(f.id) as string])),
  );
  const copy = await liveFolder(ctx, newFolderId.get(source.id) as string);
  ctx.recordChange({
    entity: 'msFolder',
    entityId: copy.id,
    after: { ...folderDto(copy), copiedFrom: source.id, folderCount: folders.length, fileCount: files.length },
  });
  return folderDto(copy);
}
