import type { ExportedWorkbook } from '@qis/shared';
import ExcelJS from 'exceljs';

export interface ExportColumn<Row> {
  header: string;
  width?: number;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/**
 * One-sheet .xlsx of `rows` with a bold, frozen header row; answered inline (base64) by the export calls.
 * `fileName` is the name the browser saves it under.
 */
export async function exportWorkbook<Row>(input: {
  fileName: string;
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
  /** Font of the data rows (the header row stays bold). */
  rowFont?: Partial<ExcelJS.Font>;
}): Promise<ExportedWorkbook> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(input.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = input.columns.map((c) => ({ header: c.header, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of input.rows) {
    const added = sheet.addRow(input.columns.map((c) => c.value(row) ?? null));
    if (input.rowFont) added.font = input.rowFont;
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: input.fileName, contentBase64: bytes.toString('base64') };
}
