import { MS_CELL_MAX_LENGTH, MS_SHEET_MAX_COLUMNS, MS_SHEET_MAX_ROWS, type MsSheetColumn } from '@qis/shared';

// The grid's rows: 0 is the column names (sheet row 1), r ≥ 1 is the data cell r - 1 (sheet row r + 1).
// The model is mutable on purpose: a sheet of 100,000 rows is edited in place, and the grid re-renders by revision.

/** Blank rows and columns beyond the data, so there is always room to type. */
const SPARE_ROWS = 50;
const MIN_COLUMNS = 10;

export interface GridRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export type GridRefusal =
  | { reason: 'rows'; max: number }
  | { reason: 'columns'; max: number }
  | { reason: 'length'; max: number; row: number; column: number };

export class DataGridModel {
  names: string[];
  /** Column-major cells; every column holds `dataRows` entries. */
  cells: (string | null)[][];
  dataRows: number;

  constructor(columns: MsSheetColumn[], rowCount: number) {
    const columnCount = Math.min(MS_SHEET_MAX_COLUMNS, Math.max(MIN_COLUMNS, columns.length + 2));
    this.dataRows = Math.min(MS_SHEET_MAX_ROWS, rowCount + SPARE_ROWS);
    this.names = [];
    this.cells = [];
    for (let c = 0; c < columnCount; c++) {
      this.names.push(columns[c]?.name ?? '');
      this.cells.push(this.blankColumn(columns[c]?.cells ?? []));
    }
  }

  get columnCount(): number {
    return this.names.length;
  }
  /** Grid rows: the names row and the data rows. */
  get rowCount(): number {
    return this.dataRows + 1;
  }

  private blankColumn(from: readonly (string | null)[] = []): (string | null)[] {
    const column = new Array<string | null>(this.dataRows).fill(null);
    for (let r = 0; r < Math.min(from.length, this.dataRows); r++) column[r] = from[r] ?? null;
    return column;
  }

  get(row: number, column: number): string {
    if (row === 0) return this.names[column] ?? '';
    return this.cells[column]?.[row - 1] ?? '';
  }

  set(row: number, column: number, value: string): void {
    if (row === 0) this.names[column] = value;
    else {
      const cells = this.cells[column];
      if (cells) cells[row - 1] = value === '' ? null : value;
    }
  }

  /** Makes the grid at least `rows` grid rows and `columns` columns, or says which limit that breaks. */
  ensureSize(rows: number, columns: number): GridRefusal | null {
    if (rows - 1 > MS_SHEET_MAX_ROWS) return { reason: 'rows', max: MS_SHEET_MAX_ROWS };
    if (columns > MS_SHEET_MAX_COLUMNS) return { reason: 'columns', max: MS_SHEET_MAX_COLUMNS };
    if (rows - 1 > this.dataRows) {
      const extra = rows - 1 - this.dataRows;
      for (const column of this.cells) for (let i = 0; i < extra; i++) column.push(null);
      this.dataRows = rows - 1;
    }
    while (this.names.length < columns) {
      this.names.push('');
      this.cells.push(this.blankColumn());
    }
    return null;
  }

  /** Writes a block (rows of cells) with its top-left corner at (row, column), growing the grid as needed. */
  paste(row: number, column: number, block: string[][]): GridRefusal | null {
    const width = Math.max(0, ...block.map((line) => line.length));
    for (let r = 0; r < block.length; r++) {
      const line = block[r] ?? [];
      for (let c = 0; c < line.length; c++) {
        if ((line[c] ?? '').length > MS_CELL_MAX_LENGTH)
          return { reason: 'length', max: MS_CELL_MAX_LENGTH, row: row + r, column: column + c };
      }
    }
    const refusal = this.ensureSize(row + block.length, column + width);
    if (refusal) return refusal;
    block.forEach((line, r) => {
      line.forEach((value, c) => {
        this.set(row + r, column + c, value);
      });
    });
    return null;
  }

  clear(range: GridRange): void {
    for (let r = range.top; r <= range.bottom; r++) for (let c = range.left; c <= range.right; c++) this.set(r, c, '');
  }

  /** The range as tab-separated lines, how Excel reads a paste. */
  copy(range: GridRange): string {
    const lines: string[] = [];
    for (let r = range.top; r <= range.bottom; r++) {
      const line: string[] = [];
      for (let c = range.left; c <= range.right; c++) line.push(this.get(r, c));
      lines.push(line.join('\t'));
    }
    return lines.join('\n');
  }

  /** Inserts blank data rows before grid row `row` (≥ 1). */
  insertRows(row: number, count: number): GridRefusal | null {
    if (this.dataRows + count > MS_SHEET_MAX_ROWS) return { reason: 'rows', max: MS_SHEET_MAX_ROWS };
    const blanks = new Array<string | null>(count).fill(null);
    for (const column of this.cells) column.splice(Math.max(0, row - 1), 0, ...blanks);
    this.dataRows += count;
    return null;
  }

  /** Removes grid rows top..bottom; the names row stays (its names are cleared instead). */
  deleteRows(top: number, bottom: number): null {
    if (top === 0) this.names = this.names.map(() => '');
    const from = Math.max(1, top) - 1;
    const count = bottom - Math.max(1, top) + 1;
    if (count > 0) {
      for (const column of this.cells) column.splice(from, count);
      this.dataRows -= count;
    }
    this.ensureSize(2, 1);
    return null;
  }

  insertColumns(column: number, count: number): GridRefusal | null {
    if (this.columnCount + count > MS_SHEET_MAX_COLUMNS) return { reason: 'columns', max: MS_SHEET_MAX_COLUMNS };
    for (let i = 0; i < count; i++) {
      this.names.splice(column, 0, '');
      this.cells.splice(column, 0, this.blankColumn());
    }
    return null;
  }

  deleteColumns(left: number, right: number): null {
    this.names.splice(left, right - left + 1);
    this.cells.splice(left, right - left + 1);
    this.ensureSize(2, 1);
    return null;
  }

  /** The rows (names row not counted) and columns that hold anything: what saving keeps. */
  usedSize(): { rows: number; columns: number } {
    let rows = 0;
    let columns = 0;
    this.cells.forEach((cells, c) => {
      let end = cells.length;
      while (end > 0 && !cells[end - 1]) end--;
      rows = Math.max(rows, end);
      if (end > 0 || this.names[c]) columns = c + 1;
    });
    return { rows, columns };
  }

  /** The sheet as saveData takes it: trailing empty cells and trailing empty columns left out. */
  toSheet(): MsSheetColumn[] {
    const columns: MsSheetColumn[] = this.names.map((name, c) => {
      const cells = this.cells[c] ?? [];
      let end = cells.length;
      while (end > 0 && !cells[end - 1]) end--;
      return { name: name.trim(), cells: cells.slice(0, end).map((cell) => cell || null) };
    });
    let end = columns.length;
    while (end > 0 && !columns[end - 1]?.name && columns[end - 1]?.cells.length === 0) end--;
    return columns.slice(0, end);
  }
}

/** Text copied from Excel (or any table): lines of tab-separated cells; a final line break ends the block. */
export function parseClipboard(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t').map((cell) => cell.trim()));
}
