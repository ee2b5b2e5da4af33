/** The most rows (header included) and columns a reader of uploaded sheets accepts, checked before cells are read. */
export interface SheetLimits {
  rows: number;
  columns: number;
}

/** Statistics data files (MS_SHEET_MAX_ROWS data rows below one header row, MS_SHEET_MAX_COLUMNS columns). */
export const DATA_SHEET_LIMITS: SheetLimits = { rows: 100_001, columns: 200 };
/** Tree import: one node per row at most (OUTLINE_MAX_NODES), one level per column. */
export const TREE_SHEET_LIMITS: SheetLimits = { rows: 5_000, columns: 50 };
/** Matrix import: one item per row and per column. */
export const MATRIX_SHEET_LIMITS: SheetLimits = { rows: 1_000, columns: 1_000 };
/** User import: USER_IMPORT_MAX_ROWS users below the header row (an example row and a few blank rows beside). */
export const USER_SHEET_LIMITS: SheetLimits = { rows: 10_101, columns: 50 };

/**
 * Every sheet's XML, decompressed, at most this many bytes together: a deflate bomb stops here. 256 MiB holds a sheet
 * of 100,000 rows × 200 short numbers.
 */
export const MAX_SHEET_XML_BYTES = 256 * 1024 * 1024;

/** A sheet larger than the reader's limits; its message is the Chinese 400 naming them. */
export class SheetTooLargeError extends Error {}

export const sheetTooLargeMessage = (limits: SheetLimits) =>
  `导入文件过大：每张工作表最多 ${limits.rows} 行、${limits.columns} 列，请删去多余的行列（含空白但有格式的单元格）后重新上传`;
