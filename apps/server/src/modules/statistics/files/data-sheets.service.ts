import {
  MS_CELL_MAX_LENGTH,
  MS_FILE_MESSAGES,
  MS_SHEET_MAX_COLUMNS,
  MS_SHEET_MAX_ROWS,
  type MsDataSheetDto,
  type MsFileDto,
  type MsSheetColumn,
} from '@qis/shared';
import { columnLetter } from '@qis/stats';
import { and, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { msDataSheets, msFiles } from '../../../db/tables';
import { escapeLike } from '../../../platform/db/escape-like';
import { DATA_SHEET_LIMITS } from '../../../platform/excel/import-limits';
import type { SheetRows } from '../../../platform/excel/sheet-reader';
import { discardUploadedImport, readUploadedImportSheet } from '../../../platform/excel/uploaded-import';
import { badRequest, businessError, conflict } from '../../../platform/http/app-error';
import { createFile } from './files.service';
import { fileDto, fileDtoOf, freeName, liveFile, ownFile, siblingNames, targetFolder } from './ms-items';
import type { SpaceContext } from './space';

/** My live data files, most recently changed first. */
export async function myDataPage(
  ctx: SpaceContext,
  query: { name?: string | undefined; SkipCount: number; MaxResultCount: number },
) {
  const where = and(
    ownFile(ctx),
    eq(msFiles.kind, 'data'),
    isNull(msFiles.deletedAt),
    query.name ? ilike(msFiles.name, `%${escapeLike(query.name)}%`) : undefined,
  );
  const rows = await ctx.tx
    .select({ file: msFiles, size: msDataSheets.rowCount })
    .from(msFiles)
    .leftJoin(msDataSheets, eq(msDataSheets.fileId, msFiles.id))
    .where(where)
    .orderBy(desc(msFiles.updatedAt), desc(msFiles.id))
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const [total] = await ctx.tx.select({ n: count() }).from(msFiles).where(where);
  return { items: rows.map((r) => fileDto(r.file, r.size)), totalCount: total?.n ?? 0 };
}

async function liveDataFile(ctx: SpaceContext, id: string) {
  const file = await liveFile(ctx, id);
  if (file.kind !== 'data') throw businessError(MS_FILE_MESSAGES.notData);
  return file;
}

export async function dataDetail(ctx: SpaceContext, id: string): Promise<MsDataSheetDto> {
  const file = await liveDataFile(ctx, id);
  const [sheet] = await ctx.tx.select().from(msDataSheets).where(eq(msDataSheets.fileId, id));
  if (!sheet) throw new Error(`data file ${id} has no sheet`);
  return {
    id,
    name: file.name,
    columns: sheet.columns as MsSheetColumn[],
    rowCount: sheet.rowCount,
    version: sheet.version,
  };
}

const rowCountOf = (columns: MsSheetColumn[]) => Math.max(0, ...columns.map((c) => c.cells.length));

/** Saves a whole sheet if it is still at the version read (409 otherwise); empty texts are stored as null. */
export async function saveData(
  ctx: SpaceContext,
  input: { id: string; columns: MsSheetColumn[]; version: number },
): Promise<MsDataSheetDto> {
  const file = await liveDataFile(ctx, input.id);
  const columns = input.columns.map((c) => ({
    name: c.name,
    cells: c.cells.map((cell) => (cell === '' ? null : cell)),
  }));
  const [before] = await ctx.tx
    .select({ rowCount: msDataSheets.rowCount, version: msDataSheets.version })
    .from(msDataSheets)
    .where(eq(msDataSheets.fileId, file.id));
  const now = new Date();
  const [saved] = await ctx.tx
    .update(msDataSheets)
    .set({ columns, rowCount: rowCountOf(columns), version: sql`${msDataSheets.version} + 1`, updatedAt: now })
    .where(and(eq(msDataSheets.fileId, file.id), eq(msDataSheets.version, input.version)))
    .returning({ version: msDataSheets.version, rowCount: msDataSheets.rowCount });
  if (!saved) throw conflict();
  await ctx.tx.update(msFiles).set({ updatedAt: now }).where(eq(msFiles.id, file.id));
  // The operation log keeps the sheet's shape, not its (up to 20 million) cells.
  ctx.recordChange({
    entity: 'msDataSheet',
    entityId: file.id,
    before,
    after: { ...saved, columnCount: columns.length },
  });
  return { id: file.id, name: file.name, columns, rowCount: saved.rowCount, version: saved.version };
}

/** 0 -> A, 25 -> Z, 26 -> AA. */
/**
 * A sheet's rows as data columns: row 1 names the columns (an empty name becomes the column's letter), the rest are
 * cells ('' empty). Trailing empty rows and columns are dropped; more than the sheet's limits is refused.
 */
export function columnsOfRows(rows: SheetRows): MsSheetColumn[] {
  const isEmpty = (row: string[] | undefined) => !row || row.every((cell) => cell === '');
  let height = rows.length;
  while (height > 0 && isEmpty(rows[height - 1])) height--;
  if (height === 0) throw badRequest('导入文件中没有数据');
  if (height - 1 > MS_SHEET_MAX_ROWS) throw badRequest(`导入文件超过${MS_SHEET_MAX_ROWS}行数据，无法导入`);
  const used = rows.slice(0, height);
  let width = Math.max(...used.map((row) => row.length));
  while (width > 0 && used.every((row) => (row[width - 1] ?? '') === '')) width--;
  if (width > MS_SHEET_MAX_COLUMNS) throw badRequest(`导入文件超过${MS_SHEET_MAX_COLUMNS}列，无法导入`);
  const [header = [], ...body] = used;
  return Array.from({ length: width }, (_, c) => {
    const letter = columnLetter(c);
    const name = header[c] || letter;
    if (name.length > MS_CELL_MAX_LENGTH)
      throw badRequest(`${letter}1 的列名超过${MS_CELL_MAX_LENGTH}个字符，无法导入`);
    const cells = body.map((row, r) => {
      const cell = row[c] ?? '';
      if (cell.length > MS_CELL_MAX_LENGTH)
        throw badRequest(`${letter}${r + 2} 单元格的内容超过${MS_CELL_MAX_LENGTH}个字符，无法导入`);
      return cell === '' ? null : cell;
    });
    return { name, cells };
  });
}

const DEFAULT_IMPORT_NAME = '导入数据';

/** A new data file from an uploaded workbook's first sheet. */
export async function importData(
  ctx: SpaceContext,
  input: { filePath: string; folderId: string | null; name?: string | undefined },
): Promise<MsFileDto> {
  await targetFolder(ctx, input.folderId);
  const columns = columnsOfRows(await readUploadedImportSheet(ctx, input.filePath, DATA_SHEET_LIMITS));
  discardUploadedImport(ctx, input.filePath);
  const name = input.name ?? freeName(await siblingNames(ctx, 'file', input.folderId), DEFAULT_IMPORT_NAME, 'numbered');
  const file = await createFile(ctx, { folderId: input.folderId, name, kind: 'data', dataFileId: null, settings: {} });
  await ctx.tx
    .insert(msDataSheets)
    .values({ fileId: file.id, tenantId: file.tenantId, columns, rowCount: rowCountOf(columns) });
  const dto = await fileDtoOf(ctx, file.id);
  ctx.recordChange({
    entity: 'msFile',
    entityId: file.id,
    after: { ...dto, importedFrom: input.filePath, columnCount: columns.length },
  });
  return dto;
}
