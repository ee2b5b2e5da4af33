import ExcelJS from 'exceljs';
import XLSX from 'xlsx';

/** Cell texts of a sheet's rows, trimmed; row 1 is the header row. */
export type SheetRows = string[][];

export class UnreadableWorkbookError extends Error {}

/**
 * Reads the first `count` sheets (fewer when the workbook has fewer) of an uploaded .xlsx (exceljs) or legacy .xls
 * (SheetJS, values only: formulas are never evaluated) into trimmed cell texts. Throws UnreadableWorkbookError when
 * the bytes are not a readable workbook.
 */
export async function readSheets(bytes: Buffer, extension: 'xlsx' | 'xls', count: number): Promise<SheetRows[]> {
  try {
    return extension === 'xlsx' ? await readXlsx(bytes, count) : readXls(bytes, count);
  } catch (error) {
    throw new UnreadableWorkbookError(error instanceof Error ? error.message : String(error));
  }
}

/** The first sheet (readSheets); an empty workbook reads as no rows. */
export async function readFirstSheet(bytes: Buffer, extension: 'xlsx' | 'xls'): Promise<SheetRows> {
  return (await readSheets(bytes, extension, 1))[0] ?? [];
}

async function readXlsx(bytes: Buffer, count: number): Promise<SheetRows[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets.slice(0, count).map(xlsxRows);
}

function xlsxRows(sheet: ExcelJS.Worksheet): SheetRows {
  const rows: SheetRows = [];
  // columnCount walks every row: read once, not per cell (a 5,000-row sheet took seconds otherwise).
  const columnCount = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let col = 1; col <= columnCount; col++) cells.push(cellText(row.getCell(col).value).trim());
    rows[rowNumber - 1] = cells;
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

function readXls(bytes: Buffer, count: number): SheetRows[] {
  const workbook = XLSX.read(bytes, { type: 'buffer', cellFormula: false, cellHTML: false, dense: true });
  return workbook.SheetNames.slice(0, count).map((name) => {
    const sheet = workbook.Sheets[name];
    if (!sheet) return [];
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
    return rows.map((r) => r.map((v) => String(v ?? '').trim()));
  });
}
