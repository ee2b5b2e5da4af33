import { randomUUID } from 'node:crypto';
import {
  FILE_SPACE_MESSAGES,
  type FileKind,
  isSpaceKind,
  MS_FILE_MESSAGES,
  type MsFileDetailDto,
  type MsFileDto,
  type MsItemDto,
} from '@qis/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { msDataSheets, msFiles } from '../../../db/tables';
import { escapeLike } from '../../../platform/db/escape-like';
import { updateVersioned } from '../../../platform/db/versioned-update';
import { badRequest, businessError, conflict } from '../../../platform/http/app-error';
import {
  copySheets,
  type FileRow,
  fileDetailDto,
  fileDto,
  fileDtoOf,
  freeName,
  inFolder,
  liveFile,
  liveFolder,
  nameClashAsBusinessError,
  nextSort,
  ownFile,
  requireFreeName,
  selectFiles,
  siblingNames,
  targetFolder,
} from './ms-items';
import { fileOrder, itemOrder } from './ms-order';
import type { SpaceContext } from './space';

export async function listFiles(
  ctx: SpaceContext,
  query: { folderId?: string | undefined; kind?: FileKind | undefined },
) {
  if (query.folderId) await liveFolder(ctx, query.folderId);
  return selectFiles(
    ctx,
    and(
      inFolder(msFiles.folderId, query.folderId ?? null),
      isNull(msFiles.deletedAt),
      query.kind ? eq(msFiles.kind, query.kind) : undefined,
    ),
    await fileOrder(ctx),
  );
}

/** An analysis file's data file: a live data file of mine in the same space, else 400 naming dataFileId. */
async function requireDataFile(ctx: SpaceContext, id: string) {
  const [row] = await ctx.tx
    .select({ kind: msFiles.kind })
    .from(msFiles)
    .where(and(eq(msFiles.id, id), ownFile(ctx), isNull(msFiles.deletedAt)));
  if (row?.kind !== 'data') throw badRequest('参数 dataFileId 无效：数据文件不存在或已被删除');
}

/** A new file: a data file with its empty sheet, or an analysis file (settings and data file). */
export async function createFile(
  ctx: SpaceContext,
  input: { folderId: string | null; name: string; kind: FileKind; dataFileId: string | null; settings: object },
): Promise<FileRow> {
  if (!isSpaceKind(ctx.space, input.kind)) throw badRequest(`参数 kind 无效：${FILE_SPACE_MESSAGES.kindNotInSpace}`);
  await targetFolder(ctx, input.folderId);
  await requireFreeName(ctx, 'file', input.folderId, input.name);
  const isData = input.kind === 'data';
  if (!isData && input.dataFileId) await requireDataFile(ctx, input.dataFileId);
  const sort = await nextSort(ctx, 'file', input.folderId);
  const [row] = await nameClashAsBusinessError(
    'file',
    ctx.tx
      .insert(msFiles)
      .values({
        tenantId: ctx.principal.tenantId,
        ownerId: ctx.principal.userId,
        space: ctx.space,
        folderId: input.folderId,
        kind: input.kind,
        name: input.name,
        sort,
        settings: isData ? {} : input.settings,
        dataFileId: isData ? null : input.dataFileId,
      })
      .returning(),
  );
  if (!row) throw new Error('file was not created');
  return row;
}

export async function saveFile(
  ctx: SpaceContext,
  input: {
    id?: string | undefined;
    folderId: string | null;
    name: string;
    kind: FileKind;
    dataFileId: string | null;
    settings: object;
    version?: number | undefined;
  },
): Promise<MsFileDto> {
  if (input.id !== undefined) return renameFile(ctx, { id: input.id, name: input.name, version: input.version ?? 0 });
  const row = await createFile(ctx, input);
  if (row.kind === 'data') await ctx.tx.insert(msDataSheets).values({ fileId: row.id, tenantId: row.tenantId });
  const dto = await fileDtoOf(ctx, row.id);
  ctx.recordChange({ entity: 'msFile', entityId: row.id, after: dto });
  return dto;
}

export async function renameFile(ctx: SpaceContext, input: { id: string; name: string; version: number }) {
  const before = await liveFile(ctx, input.id);
  if (before.version !== input.version) throw conflict();
  await requireFreeName(ctx, 'file', before.folderId, input.name, before.id);
  await nameClashAsBusinessError(
    'file',
    updateVersioned(ctx.tx, msFiles, before.id, before.version, { name: input.name }),
  );
  const after = await fileDtoOf(ctx, before.id);
  ctx.recordChange({ entity: 'msFile', entityId: before.id, before: { name: before.name }, after });
  return after;
}

/** Opens a file: its settings, and the time it was opened (the recent-files list). */
export async function fileDetail(ctx: SpaceContext, id: string): Promise<MsFileDetailDto> {
  await liveFile(ctx, id);
  await ctx.tx.update(msFiles).set({ lastOpenedAt: new Date() }).where(eq(msFiles.id, id));
  return detailOf(ctx, id);
}

async function detailOf(ctx: SpaceContext, id: string): Promise<MsFileDetailDto> {
  const [row] = await ctx.tx
    .select({ file: msFiles, size: msDataSheets.rowCount })
    .from(msFiles)
    .leftJoin(msDataSheets, eq(msDataSheets.fileId, msFiles.id))
    .where(and(eq(msFiles.id, id), ownFile(ctx)));
  if (!row) throw new Error('file vanished');
  return fileDetailDto(row.file, row.size);
}

export async function keepFile(
  ctx: SpaceContext,
  input: { id: string; settings: object; dataFileId?: string | null | undefined; version: number },
): Promise<MsFileDetailDto> {
  const before = await liveFile(ctx, input.id);
  if (before.kind === 'data') throw businessError(MS_FILE_MESSAGES.notAnalysis);
  if (before.version !== input.version) throw conflict();
  if (input.dataFileId) await requireDataFile(ctx, input.dataFileId);
  await updateVersioned(ctx.tx, msFiles, before.id, before.version, {
    settings: input.settings,
    ...(input.dataFileId === undefined ? {} : { dataFileId: input.dataFileId }),
  });
  const after = await detailOf(ctx, before.id);
  ctx.recordChange({
    entity: 'msFile',
    entityId: before.id,
    before: { settings: before.settings, dataFileId: before.dataFileId },
    after: { settings: after.settings, dataFileId: after.dataFileId },
  });
  return after;
}

export async function deleteFile(ctx: SpaceContext, id: string) {
  const before = await liveFile(ctx, id);
  const deletedAt = new Date();
  await ctx.tx.update(msFiles).set({ deletedAt }).where(eq(msFiles.id, id));
  ctx.recordChange({ entity: 'msFile', entityId: id, before: { name: before.name }, after: { deletedAt } });
  return null;
}

/** Moves files (all or none) into a target folder; a name the target already has refuses the move. */
export async function moveFiles(ctx: SpaceContext, ids: string[], targetId: string | null) {
  await targetFolder(ctx, targetId);
  for (const id of new Set(ids)) {
    const before = await liveFile(ctx, id);
    if (before.folderId === targetId) continue;
    await requireFreeName(ctx, 'file', targetId, before.name, before.id);
    const sort = await nextSort(ctx, 'file', targetId);
    await nameClashAsBusinessError(
      'file',
      updateVersioned(ctx.tx, msFiles, id, before.version, { folderId: targetId, sort }),
    );
    ctx.recordChange({
      entity: 'msFile',
      entityId: id,
      before: { folderId: before.folderId },
      after: { folderId: targetId },
    });
  }
  return null;
}

/** A copy of a file (its sheet too) in a target folder; ' - 副本' on a name clash. */
export async function copyFile(ctx: SpaceContext, id: string, targetId: string | null): Promise<MsFileDto> {
  const source = await liveFile(ctx, id);
  await targetFolder(ctx, targetId);
  const copyId = randomUUID();
  await ctx.tx.insert(msFiles).values({
    id: copyId,
    tenantId: ctx.principal.tenantId,
    ownerId: ctx.principal.userId,
    space: ctx.space,
    folderId: targetId,
    kind: source.kind,
    name: freeName(await siblingNames(ctx, 'file', targetId), source.name, 'copy'),
    sort: await nextSort(ctx, 'file', targetId),
    settings: source.settings,
    remark: source.remark,
    dataFileId: source.dataFileId,
  });
  if (source.kind === 'data') await copySheets(ctx, new Map([[source.id, copyId]]));
  const copy = await fileDtoOf(ctx, copyId);
  ctx.recordChange({ entity: 'msFile', entityId: copyId, after: { ...copy, copiedFrom: source.id } });
  return copy;
}

/** My `count` live files most recently changed or opened. */
export async function lastModified(ctx: SpaceContext, count: number): Promise<MsFileDto[]> {
  const touched = sql`greatest(${msFiles.updatedAt}, coalesce(${msFiles.lastOpenedAt}, ${msFiles.updatedAt}))`;
  const rows = await ctx.tx
    .select({ file: msFiles, size: msDataSheets.rowCount })
    .from(msFiles)
    .leftJoin(msDataSheets, eq(msDataSheets.fileId, msFiles.id))
    .where(and(ownFile(ctx), isNull(msFiles.deletedAt)))
    .orderBy(sql`${touched} desc`, msFiles.id)
    .limit(count);
  return rows.map((r) => fileDto(r.file, r.size));
}

interface ItemRow extends Record<string, unknown> {
  id: string;
  type: 'folder' | 'file';
  name: string;
  kind: FileKind | null;
  parent_id: string | null;
  sort: number;
  updated_at: string | Date;
  size: number | null;
  version: number;
}

export const itemDto = (r: ItemRow): MsItemDto => ({
  id: r.id,
  type: r.type,
  name: r.name,
  kind: r.kind,
  parentId: r.parent_id,
  sort: Number(r.sort),
  updatedAt: new Date(r.updated_at).toISOString(),
  size: r.size === null ? null : Number(r.size),
  version: Number(r.version),
});

/** A folder's folders then files, paged, in my list order (ms-order), optionally filtered by part of the name. */
export async function folderAndFilePage(
  ctx: SpaceContext,
  query: { folderId?: string | undefined; name?: string | undefined; SkipCount: number; MaxResultCount: number },
) {
  const folderId = query.folderId ?? null;
  if (folderId) await liveFolder(ctx, folderId);
  const { space } = ctx;
  const owner = ctx.principal.userId;
  const named = (column: string) =>
    query.name ? sql`and ${sql.raw(column)} ilike ${`%${escapeLike(query.name)}%`}` : sql``;
  const items = sql`
    select d.id, 'folder' as type, d.name, null::text as kind, d.parent_id, d.sort, d.updated_at, null::int as size,
      d.version, 0 as grp
    from ms_folders d
    where d.owner_id = ${owner} and d.space = ${space} and d.deleted_at is null
      and d.parent_id is not distinct from ${folderId}::uuid
      ${named('d.name')}
    union all
    select f.id, 'file', f.name, f.kind, f.folder_id, f.sort, f.updated_at, s.row_count, f.version, 1
    from ms_files f left join ms_data_sheets s on s.file_id = f.id
    where f.owner_id = ${owner} and f.space = ${space} and f.deleted_at is null
      and f.folder_id is not distinct from ${folderId}::uuid
      ${named('f.name')}`;
  const page = await ctx.tx.execute<ItemRow>(sql`
    select * from (${items}) items order by ${await itemOrder(ctx)}
    limit ${query.MaxResultCount} offset ${query.SkipCount}`);
  const counted = await ctx.tx.execute<{ n: number }>(sql`select count(*)::int as n from (${items}) items`);
  return { items: page.rows.map(itemDto), totalCount: Number(counted.rows[0]?.n ?? 0) };
}
