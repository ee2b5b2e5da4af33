import ExcelJS from 'exceljs';
import XLSX from 'xlsx';
import { EXCEL_MAX_LIMITS, type SheetLimits, SheetTooLargeError, totalRows } from './sheet-limits';
import { checkXlsxBounds } from './xlsx-bounds';

/** Cell texts of a sheet's rows, trimmed, each row without its trailing empty cells; row 1 is the header row. */
export type SheetRows = string[][];

export class UnreadableWorkbookError extends Error {}

/**
 * Reads the first `count` sheets (fewer when the workbook has fewer) of an uploaded .xlsx (exceljs) or legacy .xls
 * (SheetJS, values only: formulas are never evaluated) into trimmed cell texts. The sheets are checked against
 * `limits` before their cells are built (SheetTooLargeError). Throws UnreadableWorkbookError when the bytes are not
 * a readable workbook. Blocks its thread for as long as the workbook takes: the server calls it in a worker
 * (readSheetsOffThread).
 */
export async function readSheets(
  bytes: Buffer,
  extension: 'xlsx' | 'xls',
  count: number,
  limits: SheetLimits,
): Promise<SheetRows[]> {
  try {
    return extension === 'xlsx' ? await readXlsx(bytes, count, limits) : readXls(bytes, count, limits);
  } catch (error) {
    if (error instanceof SheetTooLargeError) throw error;
    throw new UnreadableWorkbookError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The first sheet (readSheets) on this thread, every row as wide as the widest; an empty workbook reads as no rows.
 * For tests and the server's own files.
 */
export async function readFirstSheet(
  bytes: Buffer,
  extension: 'xlsx' | 'xls',
  limits: SheetLimits = EXCEL_MAX_LIMITS,
): Promise<SheetRows> {
  const rows = (await readSheets(bytes, extension, 1, limits))[0] ?? [];
  const width = rows.reduce((widest, row) => Math.max(widest, row.length), 0);
  return rows.map((row) => [...row, ...Array<string>(width - row.length).fill('')]);
}

/** A row's cells without the empty ones at its end. */
function withoutTrailingBlanks(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end--;
  return end === cells.length ? cells : cells.slice(0, end);
}

async function readXlsx(bytes: Buffer, count: number, limits: SheetLimits): Promise<SheetRows[]> {
  await checkXlsxBounds(bytes, limits);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets.slice(0, count).map(xlsxRows);
}

function xlsxRows(sheet: ExcelJS.Worksheet): SheetRows {
  const rows: SheetRows = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    // cellCount is the row's last used column: bounded by the sheet check.
    for (let col = 1; col <= row.cellCount; col++) cells.push(cellText(row.getCell(col).value).trim());
    rows[rowNumber - 1] = withoutTrailingBlanks(cells);
  });
  return Array.from(rows, (r) => r ?? []);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('text' in value) return String(value.text);
  if ('result' in value) return value.result === undefined ? '' : String(value.result);
  return '';
}

function readXls(bytes: Buffer, count: number, limits: SheetLimits): SheetRows[] {
  // sheetRows stops every sheet one row past the limit, whatever its DIMENSIONS record declares.
  const workbook = XLSX.read(bytes, {
    type: 'buffer',
    cellFormula: false,
    cellHTML: false,
    dense: true,
    sheetRows: totalRows(limits) + 1,
  });
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    for (const ref of [sheet?.['!ref'], sheet?.['!fullref']]) {
      if (!ref) continue;
      const { e } = XLSX.utils.decode_range(ref);
      if (e.r + 1 > totalRows(limits) || e.c + 1 > limits.columns) throw new SheetTooLargeError(ref);
    }
  }
  return workbook.SheetNames.slice(0, count).map((name) => {
    const sheet = workbook.Sheets[name];
    if (!sheet) return [];
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
    return rows.map((r) => withoutTrailingBlanks(r.map((v) => String(v ?? '').trim())));
  });
}
