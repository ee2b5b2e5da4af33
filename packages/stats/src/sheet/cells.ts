/**
 * Reading analysis data from spreadsheet cells, as a data file or an Excel import holds them: empty cells are missing
 * values and are skipped; any other cell must be a decimal number, else the analysis stops naming the cell.
 */
import { isDecimalText } from '../core/decimal';
import { StatsError } from '../core/errors';
import { cellName } from './column-letters';

/** A cell as typed or imported: text, a number, or nothing. */
export type Cell = string | number | null | undefined;

/** Cells of one sheet column: its 0-based index and the 0-based sheet row of `cells[0]` (to name a bad cell). */
export interface SheetColumn {
  column: number;
  firstRow: number;
  cells: readonly Cell[];
}

/** What one column contributes: numbers (with their decimal text, for exact centring) or level labels. */
export type ColumnKind = 'number' | 'level';

export interface ReadColumn {
  /** The values as doubles ('number' columns; empty for 'level' columns). */
  values: Float64Array;
  /** The values as text: the decimal text of a number, or the label of a level. */
  texts: string[];
}

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  return typeof cell === 'number' ? (Number.isFinite(cell) ? String(cell) : 'NaN') : cell.trim();
}

/**
 * Reads columns side by side, row by row: a row is used when every column has a value in it, and skipped when any
 * of them is empty (a missing observation). Throws StatsError('notNumeric', { cell, value }) for the first cell of a
 * 'number' column that is not a decimal number, e.g. { cell: 'C12', value: 'abc' }.
 */
export function readColumns(columns: readonly { column: SheetColumn; kind: ColumnKind }[]): ReadColumn[] {
  const rowCount = Math.max(0, ...columns.map(({ column }) => column.cells.length));
  const texts: string[][] = columns.map(() => []);
  const values: number[][] = columns.map(() => []);
  const rowTexts = new Array<string>(columns.length);
  for (let row = 0; row < rowCount; row++) {
    let complete = true;
    for (let c = 0; c < columns.length; c++) {
      const { column, kind } = columns[c] as { column: SheetColumn; kind: ColumnKind };
      const text = cellText(column.cells[row]);
      if (text === '') complete = false;
      else if (kind === 'number' && !isDecimalText(text)) {
        throw new StatsError('notNumeric', { cell: cellName(column.firstRow + row, column.column), value: text });
      }
      rowTexts[c] = text;
    }
    if (!complete) continue;
    for (let c = 0; c < columns.length; c++) {
      const text = rowTexts[c] as string;
      (texts[c] as string[]).push(text);
      if (columns[c]?.kind === 'number') (values[c] as number[]).push(Number(text));
    }
  }
  return columns.map((_, c) => ({ values: Float64Array.from(values[c] as number[]), texts: texts[c] as string[] }));
}

/** One numeric column on its own: its non-empty cells, each a decimal number. */
export function readNumericColumn(column: SheetColumn): ReadColumn {
  return readColumns([{ column, kind: 'number' }])[0] as ReadColumn;
}
