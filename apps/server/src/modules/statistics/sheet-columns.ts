import type { SheetColumnData } from '@qis/shared';
import { type ColumnKind, columnIndex, type ReadColumn, readColumns, type SheetColumn } from '@qis/stats';

/** A column of the request as the engine's sheet column (0-based column and row). */
export function sheetColumn(input: SheetColumnData): SheetColumn {
  return { column: columnIndex(input.column), firstRow: input.firstRow - 1, cells: input.cells };
}

/** Reads request columns side by side (rows with an empty cell in any of them are skipped). */
export function readSheetColumns(columns: readonly { input: SheetColumnData; kind: ColumnKind }[]): ReadColumn[] {
  return readColumns(columns.map(({ input, kind }) => ({ column: sheetColumn(input), kind })));
}
