import { MATRIX_MAX_ITEMS, MS_SHEET_MAX_COLUMNS, MS_SHEET_MAX_ROWS, USER_IMPORT_MAX_ROWS } from '@qis/shared';
import type { SheetLimits } from './sheet-limits';

// The limits of each reader of uploaded sheets (README: "Limits of uploads and imports").

/** Statistics data files: the data sheet's own limits (MS_SHEET_MAX_ROWS × MS_SHEET_MAX_COLUMNS). */
export const DATA_SHEET_LIMITS: SheetLimits = { rows: MS_SHEET_MAX_ROWS, columns: MS_SHEET_MAX_COLUMNS, header: true };
/** Tree import: at most 2,000 nodes of 13 levels, with room for blank rows and columns. */
export const TREE_SHEET_LIMITS: SheetLimits = { rows: 5_000, columns: 50, header: false };
/** Matrix import: one item per row and per column (MATRIX_MAX_ITEMS each), with room for blank ones. */
export const MATRIX_SHEET_LIMITS: SheetLimits = {
  rows: MATRIX_MAX_ITEMS * 2,
  columns: MATRIX_MAX_ITEMS * 2,
  header: true,
};
/** User import: USER_IMPORT_MAX_ROWS users, with room for the template's example row and blank rows. */
export const USER_SHEET_LIMITS: SheetLimits = { rows: USER_IMPORT_MAX_ROWS + 100, columns: 50, header: true };
/** FMEA form sheet import: 20,000 rows (chains and their actions) of the layout's 29 columns, with room to spare. */
export const FMEA_SHEET_LIMITS: SheetLimits = { rows: 20_000, columns: 60, header: false };
