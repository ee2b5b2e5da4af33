// Imports nothing of @qis/shared: the sheet worker loads this file, and starts faster without the contracts.

/**
 * The most rows and columns a reader of uploaded sheets accepts, checked before any cell is built. `rows` counts the
 * rows below the header row when `header` is set, every row otherwise.
 */
export interface SheetLimits {
  rows: number;
  columns: number;
  header: boolean;
}

/** Excel's own maxima: the limits of files the server wrote itself. */
export const EXCEL_MAX_LIMITS: SheetLimits = { rows: 1_048_576, columns: 16_384, header: false };

/** Rows a sheet may hold in all, header included. */
export const totalRows = (limits: SheetLimits) => limits.rows + (limits.header ? 1 : 0);

/**
 * Every part of the workbook, decompressed, at most this many bytes together: a deflate bomb stops here. About 25 times
 * the largest import upload (20 MB), more than sheet XML compresses at ordinarily.
 */
export const MAX_WORKBOOK_XML_BYTES = 512 * 1024 * 1024;

/** A sheet larger than the reader's limits. */
export class SheetTooLargeError extends Error {}

/** The Chinese 400 of a sheet past its limits, naming them. */
export const sheetTooLargeMessage = (limits: SheetLimits) =>
  `导入文件过大：每张工作表最多 ${limits.rows} 行${limits.header ? '（不含表头）' : ''}、${limits.columns} 列，请删去多余的行列（含空白但有格式的单元格）后重新上传`;
