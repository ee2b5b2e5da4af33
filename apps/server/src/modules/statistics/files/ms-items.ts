import {
  type FileKind,
  MS_FILE_MESSAGES,
  MS_NAME_MAX_LENGTH,
  type MsFileDetailDto,
  type MsFileDto,
  type MsFolderDto,
} from '@qis/shared';
import { and, asc, eq, inArray, isNull, max, ne, type SQL, sql } from 'drizzle-orm';
import { msDataSheets, msFiles, msFolders } from '../../../db/tables';
import { businessError, notFound } from '../../../platform/http/app-error';
import type { SpaceContext } from './space';

// What the services of my files share: finding my own live (or binned) rows, sibling names, subtrees and DTOs.
// Every query names the owner and the space (ownFolder, ownFile); row-level security adds the tenant. A folder's
// contents are always in its space, so what is found below a folder of the space is in the space too.

export type FolderRow = typeof msFolders.$inferSelect;
export type FileRow = typeof msFiles.$inferSelect;

export const FOLDER_NOT_FOUND = '文件夹不存在或已被删除';
export const FILE_NOT_FOUND = '文件不存在或已被删除';

export const ownFolder = (ctx: SpaceContext) =>
  and(eq(msFolders.ownerId, ctx.principal.userId), eq(msFolders.space, ctx.space)) as SQL;
export const ownFile = (ctx: SpaceContext) =>
  and(eq(msFiles.ownerId, ctx.principal.userId), eq(msFiles.space, ctx.space)) as SQL;
export const inFolder = (column: typeof msFiles.folderId | typeof msFolders.parentId, folderId: string | null) =>
  folderId === null ? isNull(column) : eq(column, folderId);

const iso = (date: Date) => date.toISOString();

export function folderDto(row: FolderRow): MsFolderDto {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    sort: row.sort,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  };
}

export function fileDto(row: FileRow, size: number | null): MsFileDto {
  return {
    id: row.id,
    folderId: row.folderId,
    kind: row.kind as FileKind,
    name: row.name,
    sort: row.sort,
    dataFileId: row.dataFileId,
    size: row.kind === 'data' ? (size ?? 0) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    lastOpenedAt: row.lastOpenedAt ? iso(row.lastOpenedAt) : null,
    version: row.version,
  };
}

export function fileDetailDto(row: FileRow, size: number | null): MsFileDetailDto {
  return { ...fileDto(row, size), settings: (row.settings ?? {}) as Record<string, unknown> };
}

/** Files of mine with their sheet's row count, filtered by `where`; by sort number and name unless `order` says. */
export async function selectFiles(ctx: SpaceContext, where: SQL | undefined, order?: SQL[]) {
  const rows = await ctx.tx
    .select({ file: msFiles, size: msDataSheets.rowCount })
    .from(msFiles)
    .leftJoin(msDataSheets, eq(msDataSheets.fileId, msFiles.id))
    .where(and(ownFile(ctx), where))
    .orderBy(...(order ?? [asc(msFiles.sort), asc(msFiles.name), asc(msFiles.createdAt)]));
  return rows.map((r) => fileDto(r.file, r.size));
}

export async function fileDtoOf(ctx: SpaceContext, id: string): Promise<MsFileDto> {
  const [dto] = await selectFiles(ctx, eq(msFiles.id, id));
  if (!dto) throw notFound(FILE_NOT_FOUND);
  return dto;
}

/** A folder of mine that is not in the recycle bin; 404 otherwise. */
export async function liveFolder(ctx: SpaceContext, id: string): Promise<FolderRow> {
  const [row] = await ctx.tx
    .select()
    .from(msFolders)
    .where(and(eq(msFolders.id, id), ownFolder(ctx), isNull(msFolders.deletedAt)));
  if (!row) throw notFound(FOLDER_NOT_FOUND);
  return row;
}

/** A target folder: null is the root, anything else a live folder of mine. */
export async function targetFolder(ctx: SpaceContext, id: string | null): Promise<FolderRow | null> {
  return id === null ? null : liveFolder(ctx, id);
}

export async function liveFile(ctx: SpaceContext, id: string): Promise<FileRow> {
  const [row] = await ctx.tx
    .select()
    .from(msFiles)
    .where(and(eq(msFiles.id, id), ownFile(ctx), isNull(msFiles.deletedAt)));
  if (!row) throw notFound(FILE_NOT_FOUND);
  return row;
}

/** A folder of mine in the recycle bin, or a live one (`deleted` false); 404 when neither. */
export async function binnedFolder(ctx: SpaceContext, id: string): Promise<FolderRow | undefined> {
  const [row] = await ctx.tx
    .select()
    .from(msFolders)
    .where(and(eq(msFolders.id, id), ownFolder(ctx)));
  if (!row) throw notFound(FOLDER_NOT_FOUND);
  return row.deletedAt ? row : undefined;
}

export async function binnedFile(ctx: SpaceContext, id: string): Promise<FileRow | undefined> {
  const [row] = await ctx.tx
    .select()
    .from(msFiles)
    .where(and(eq(msFiles.id, id), ownFile(ctx)));
  if (!row) throw notFound(FILE_NOT_FOUND);
  return row.deletedAt ? row : undefined;
}

/** Lower-cased names of the live folders (or files) in a folder of mine, except one. */
export async function siblingNames(
  ctx: SpaceContext,
  type: 'folder' | 'file',
  folderId: string | null,
  exceptId?: string,
): Promise<Set<string>> {
  const rows =
    type === 'folder'
      ? await ctx.tx
          .select({ name: msFolders.name })
          .from(msFolders)
          .where(
            and(
              ownFolder(ctx),
              inFolder(msFolders.parentId, folderId),
              isNull(msFolders.deletedAt),
              exceptId ? ne(msFolders.id, exceptId) : undefined,
            ),
          )
      : await ctx.tx
          .select({ name: msFiles.name })
          .from(msFiles)
          .where(
            and(
              ownFile(ctx),
              inFolder(msFiles.folderId, folderId),
              isNull(msFiles.deletedAt),
              exceptId ? ne(msFiles.id, exceptId) : undefined,
            ),
          );
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

/** Refuses a name a live sibling already has (9999 同一文件夹下已有同名…). */
export async function requireFreeName(
  ctx: SpaceContext,
  type: 'folder' | 'file',
  folderId: string | null,
  name: string,
  exceptId?: string,
) {
  if ((await siblingNames(ctx, type, folderId, exceptId)).has(name.toLowerCase()))
    throw businessError(type === 'folder' ? MS_FILE_MESSAGES.folderNameTaken : MS_FILE_MESSAGES.fileNameTaken);
}

const withSuffix = (name: string, suffix: string) => `${name.slice(0, MS_NAME_MAX_LENGTH - suffix.length)}${suffix}`;

/**
 * The name itself when free, else the first free variant: recovery appends ' (1)', ' (2)' …; a copy appends
 * ' - 副本', then ' - 副本 (2)' ….
 */
export function freeName(taken: Set<string>, name: string, style: 'numbered' | 'copy'): string {
  const free = (candidate: string) => !taken.has(candidate.toLowerCase());
  if (free(name)) return name;
  if (style === 'copy' && free(withSuffix(name, ' - 副本'))) return withSuffix(name, ' - 副本');
  for (let n = style === 'copy' ? 2 : 1; ; n++) {
    const candidate = withSuffix(name, style === 'copy' ? ` - 副本 (${n})` : ` (${n})`);
    if (free(candidate)) return candidate;
  }
}

/** The next sort number at the end of a folder's folders (or files). */
export async function nextSort(ctx: SpaceContext, type: 'folder' | 'file', folderId: string | null): Promise<number> {
  const [row] =
    type === 'folder'
      ? await ctx.tx
          .select({ n: max(msFolders.sort) })
          .from(msFolders)
          .where(and(ownFolder(ctx), inFolder(msFolders.parentId, folderId), isNull(msFolders.deletedAt)))
      : await ctx.tx
          .select({ n: max(msFiles.sort) })
          .from(msFiles)
          .where(and(ownFile(ctx), inFolder(msFiles.folderId, folderId), isNull(msFiles.deletedAt)));
  return row?.n === null || row?.n === undefined ? 0 : row.n + 1;
}

/**
 * The folder and every folder below it (itself first, parents before children). `deletedAt`: only those
 * deleted at that instant (what went to the bin with it); undefined: only live ones.
 */
export async function subtreeFolders(ctx: SpaceContext, rootId: string, deletedAt?: Date): Promise<FolderRow[]> {
  const state = deletedAt ? sql`f.deleted_at = ${deletedAt.toISOString()}::timestamptz` : sql`f.deleted_at is null`;
  const result = await ctx.tx.execute<{ id: string; depth: number }>(sql`
    with recursive tree as (
      select f.id, 0 as depth from ms_folders f
      where f.id = ${rootId} and f.owner_id = ${ctx.principal.userId} and f.space = ${ctx.space}
      union all
      select f.id, tree.depth + 1 from ms_folders f join tree on f.parent_id = tree.id where ${state}
    )
    select id, depth from tree`);
  const depthOf = new Map(result.rows.map((r) => [r.id, Number(r.depth)]));
  if (depthOf.size === 0) return [];
  const rows = await ctx.tx
    .select()
    .from(msFolders)
    .where(and(ownFolder(ctx), inArray(msFolders.id, [...depthOf.keys()])));
  return rows.sort((a, b) => (depthOf.get(a.id) ?? 0) - (depthOf.get(b.id) ?? 0));
}

/** The folder's ancestors that are in the recycle bin, top-most first. */
export async function binnedAncestors(ctx: SpaceContext, parentId: string | null): Promise<FolderRow[]> {
  const chain: FolderRow[] = [];
  for (let id = parentId; id !== null; ) {
    const [row] = await ctx.tx
      .select()
      .from(msFolders)
      .where(and(eq(msFolders.id, id), ownFolder(ctx)));
    if (!row) break;
    if (row.deletedAt) chain.unshift(row);
    id = row.parentId;
  }
  return chain;
}

/** Copies the sheets of data files to their copies (old id -> new id), inside the database. */
export async function copySheets(ctx: SpaceContext, copies: Map<string, string>) {
  for (const [from, to] of copies)
    await ctx.tx.execute(sql`
      insert into ms_data_sheets (file_id, tenant_id, columns, row_count)
      select ${to}, tenant_id, columns, row_count from ms_data_sheets where file_id = ${from}`);
}

/** A concurrent request that took the same name first trips the live-name index: the same answer as the check. */
export async function nameClashAsBusinessError<T>(type: 'folder' | 'file', write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    // drizzle wraps the driver's error: look a few causes deep for PostgreSQL's unique_violation.
    let cause: unknown = error;
    for (let depth = 0; cause && depth < 5; depth++, cause = (cause as { cause?: unknown }).cause)
      if ((cause as { code?: unknown }).code === '23505')
        throw businessError(type === 'folder' ? MS_FILE_MESSAGES.folderNameTaken : MS_FILE_MESSAGES.fileNameTaken);
    throw error;
  }
}
