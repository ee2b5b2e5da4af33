import type { SheetColumnData } from '@qis/shared';
import { cellName, columnIndex } from '@qis/stats';

// Checks that come after reading (a count above its sample size, a negative count) must name the cell, but
// readSheetColumns answers only the values of the rows it used. These give back where each value came from.

const isEmpty = (cell: SheetColumnData['cells'][number] | undefined) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/** Positions (0-based in `cells`) of the rows readSheetColumns reads: every column has a value there. */
export function usedRows(columns: readonly SheetColumnData[]): number[] {
  const rowCount = Math.max(0, ...columns.map((column) => column.cells.length));
  const rows: number[] = [];
  for (let row = 0; row < rowCount; row++) {
    if (columns.every((column) => !isEmpty(column.cells[row]))) rows.push(row);
  }
  return rows;
}

/** The sheet name of the cell at position `row` of a column, e.g. 'C12'. */
export function cellOf(column: SheetColumnData, row: number): string {
  return cellName(column.firstRow - 1 + row, columnIndex(column.column));
}
