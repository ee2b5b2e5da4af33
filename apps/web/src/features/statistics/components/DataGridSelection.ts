import type { GridRange } from './DataGridModel';

/** A cell of the grid: row 0 is the column names, column 0 is A. */
export interface GridCell {
  row: number;
  column: number;
}

/** The active cell (where typing goes) and the opposite corner of the selected range. */
export interface GridSelection {
  anchor: GridCell;
  focus: GridCell;
}

export const ROW_HEIGHT = 28;
export const COLUMN_WIDTH = 112;
export const ROW_NUMBER_WIDTH = 64;
/** The sticky header: the column letters and the names row. */
export const HEADER_HEIGHT = 2 * ROW_HEIGHT;

export const single = (cell: GridCell): GridSelection => ({ anchor: cell, focus: cell });

export function rangeOf({ anchor, focus }: GridSelection): GridRange {
  return {
    top: Math.min(anchor.row, focus.row),
    bottom: Math.max(anchor.row, focus.row),
    left: Math.min(anchor.column, focus.column),
    right: Math.max(anchor.column, focus.column),
  };
}

export const inRange = (range: GridRange, row: number, column: number) =>
  row >= range.top && row <= range.bottom && column >= range.left && column <= range.right;

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
/** Numbers are right-aligned, as in Excel. */
export const isNumeric = (text: string) => NUMBER.test(text);

/** Where a cell sits in the scrolled content (the names row lives in the sticky header). */
export const cellTop = (row: number) => (row + 1) * ROW_HEIGHT;
export const cellLeft = (column: number) => ROW_NUMBER_WIDTH + column * COLUMN_WIDTH;
