import type { ExportedWorkbook } from '@qis/shared';
import ExcelJS from 'exceljs';

/** A cell of a report table: text, a number (kept at full precision), or empty. */
export type ReportCell = string | number | null;

/** One titled table of a report: an optional header row, then rows. */
export interface ReportTable {
  title: string;
  header?: string[];
  rows: ReportCell[][];
}

export interface ReportChart {
  title: string;
  /** PNG as a data URL or bare base64. */
  png: string;
}

const TITLE_FONT = { bold: true, size: 12 };
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF0F2F5' } };
const CHART_WIDTH = 720;
const CHART_HEIGHT = 400;

/** Fixed decimals; values too small for them (p-values such as 4e-18) in scientific notation. */
function numberFormat(value: number, decimals: number): string {
  if (value !== 0 && Math.abs(value) < 10 ** -decimals) return '0.00E+00';
  return decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`;
}

function writeTables(sheet: ExcelJS.Worksheet, tables: readonly ReportTable[], decimals: number) {
  for (const table of tables) {
    sheet.addRow([table.title]).font = TITLE_FONT;
    if (table.header) {
      const header = sheet.addRow(table.header);
      header.font = { bold: true };
      header.eachCell((cell) => {
        cell.fill = HEADER_FILL;
      });
    }
    for (const values of table.rows) {
      const row = sheet.addRow(
        values.map((value) => (typeof value === 'number' && !Number.isFinite(value) ? null : value)),
      );
      row.eachCell((cell) => {
        if (typeof cell.value === 'number') cell.numFmt = numberFormat(cell.value, decimals);
      });
    }
    sheet.addRow([]);
  }
}

function writeCharts(workbook: ExcelJS.Workbook, charts: readonly ReportChart[]) {
  if (charts.length === 0) return;
  const sheet = workbook.addWorksheet('图表');
  let top = 0;
  for (const chart of charts) {
    sheet.getCell(top + 1, 1).value = chart.title;
    sheet.getCell(top + 1, 1).font = TITLE_FONT;
    const base64 = chart.png.replace(/^data:image\/png;base64,/, '');
    const image = workbook.addImage({ base64, extension: 'png' });
    sheet.addImage(image, { tl: { col: 0, row: top + 1 }, ext: { width: CHART_WIDTH, height: CHART_HEIGHT } });
    top += 2 + Math.ceil(CHART_HEIGHT / 20);
  }
}

/** The report workbook: the tables on sheet '分析报告', the charts as images on sheet '图表'. */
export async function reportWorkbook(input: {
  title: string;
  tables: readonly ReportTable[];
  charts: readonly ReportChart[];
  decimals: number;
}): Promise<ExportedWorkbook> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('分析报告');
  sheet.columns = Array.from({ length: 12 }, (_, i) => ({ width: i === 0 ? 22 : 16 }));
  writeTables(sheet, input.tables, input.decimals);
  writeCharts(workbook, input.charts);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${input.title}.xlsx`, contentBase64: bytes.toString('base64') };
}
