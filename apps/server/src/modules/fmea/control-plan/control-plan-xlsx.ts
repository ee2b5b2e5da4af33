import ExcelJS from 'exceljs';
import {
  CONTROL_PLAN_TITLE,
  type ControlPlanDocument,
  CP_COLUMNS,
  cellText,
  documentLines,
  GROUP_TITLES,
  HEADER_FIELDS,
  phaseText,
  stepRuns,
} from './control-plan-layout';

// The control plan as .xlsx in the AIAG layout: title, phase row (样件 / 试生产 / 生产), the header block as
// label–value pairs four to a row, the column groups (特性, 方法 › 样本) over the column heads, one row per line, a
// step's number and name merged over its lines. The heads are frozen; the sheet prints A3 landscape, heads repeated.

const THIN = { style: 'thin' as const, color: { argb: 'FFBFBFBF' } };
const BORDER = { top: THIN, left: THIN, bottom: THIN, right: THIN };
const HEAD_FILL = { type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb: 'FFF2F2F2' } };
const GROUP_FILL = { type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb: 'FFD9E1F2' } };
const CLASS_FILL: Record<string, ExcelJS.Fill> = {
  CC: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF8CBAD' } },
  SC: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE699' } },
};
const COLUMN_COUNT = CP_COLUMNS.length;
// One style object per kind of cell, shared by every cell of that kind (exceljs keeps a reference).
const BODY_FONT = { size: 9 };
const BODY_ALIGN = { vertical: 'top' as const, wrapText: true, horizontal: 'left' as const };
const CENTRED_ALIGN = { ...BODY_ALIGN, horizontal: 'center' as const };
/** The first row of the lines: title, phase, four header rows, a spacer, group row, sample row, heads. */
export const FIRST_LINE_ROW = 10;
export const HEAD_ROW = FIRST_LINE_ROW - 1;

function styleHead(cell: ExcelJS.Cell, fill = HEAD_FILL) {
  cell.font = { bold: true, size: 9 };
  cell.fill = fill;
  cell.border = BORDER;
  cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
}

function writeHeader(sheet: ExcelJS.Worksheet, document: ControlPlanDocument) {
  sheet.mergeCells(1, 1, 1, COLUMN_COUNT);
  const title = sheet.getCell(1, 1);
  title.value = document.companyName ? `${document.companyName}  ${CONTROL_PLAN_TITLE}` : CONTROL_PLAN_TITLE;
  title.font = { bold: true, size: 14 };
  title.alignment = { horizontal: 'center', vertical: 'middle' };
  sheet.getRow(1).height = 24;
  sheet.mergeCells(2, 1, 2, COLUMN_COUNT);
  const phase = sheet.getCell(2, 1);
  phase.value = phaseText(document.header.phase);
  phase.font = { size: 10 };
  phase.alignment = { horizontal: 'left', vertical: 'middle' };
  // Pairs of label and value over the 13 columns: label 1 column, value 2 (the last pair of a row takes 3 + 1).
  const spans: Array<[number, number, number]> = [
    [1, 2, 4],
    [5, 6, 7],
    [8, 9, 10],
    [11, 12, 13],
  ];
  HEADER_FIELDS.forEach(([key, label], index) => {
    const row = 3 + Math.floor(index / 4);
    const [labelColumn, from, to] = spans[index % 4] as [number, number, number];
    const labelCell = sheet.getCell(row, labelColumn);
    labelCell.value = label;
    styleHead(labelCell);
    sheet.mergeCells(row, from, row, to);
    const valueCell = sheet.getCell(row, from);
    valueCell.value = document.header[key] ?? '';
    valueCell.border = BORDER;
    valueCell.alignment = { vertical: 'middle', wrapText: true };
    valueCell.font = { size: 9 };
  });
}

function writeColumnHeads(sheet: ExcelJS.Worksheet) {
  const groupRow = HEAD_ROW - 2;
  const sampleRow = HEAD_ROW - 1;
  const indexOf = (predicate: (c: (typeof CP_COLUMNS)[number]) => boolean) =>
    CP_COLUMNS.flatMap((column, index) => (predicate(column) ? [index + 1] : []));
  CP_COLUMNS.forEach((column, index) => {
    const at = index + 1;
    sheet.getColumn(at).width = column.width;
    if (column.group === null) {
      sheet.mergeCells(groupRow, at, HEAD_ROW, at);
      const cell = sheet.getCell(groupRow, at);
      cell.value = column.header;
      styleHead(cell);
    } else if (column.sample) {
      const cell = sheet.getCell(HEAD_ROW, at);
      cell.value = column.header;
      styleHead(cell);
    } else {
      sheet.mergeCells(sampleRow, at, HEAD_ROW, at);
      const cell = sheet.getCell(sampleRow, at);
      cell.value = column.header;
      styleHead(cell);
    }
  });
  for (const group of ['characteristics', 'methods'] as const) {
    const columns = indexOf((column) => column.group === group);
    sheet.mergeCells(groupRow, columns[0] as number, groupRow, columns.at(-1) as number);
    const cell = sheet.getCell(groupRow, columns[0] as number);
    cell.value = GROUP_TITLES[group];
    styleHead(cell, GROUP_FILL);
  }
  const sample = indexOf((column) => column.sample === true);
  sheet.mergeCells(sampleRow, sample[0] as number, sampleRow, sample.at(-1) as number);
  const cell = sheet.getCell(sampleRow, sample[0] as number);
  cell.value = GROUP_TITLES.sample;
  styleHead(cell);
}

/** The control plan as .xlsx bytes. */
export async function controlPlanWorkbook(document: ControlPlanDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'QIS';
  const sheet = workbook.addWorksheet('控制计划', {
    pageSetup: {
      paperSize: 8 as ExcelJS.PaperSize,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    },
    views: [{ state: 'frozen', ySplit: HEAD_ROW }],
  });
  sheet.pageSetup.printTitlesRow = `${HEAD_ROW - 2}:${HEAD_ROW}`;
  writeHeader(sheet, document);
  writeColumnHeads(sheet);
  const lines = documentLines(document.lines);
  lines.forEach((line, index) => {
    const row = sheet.getRow(FIRST_LINE_ROW + index);
    CP_COLUMNS.forEach((column, at) => {
      const cell = row.getCell(at + 1);
      cell.value = column.key === 'characteristicNumber' ? line.characteristicNumber : cellText(line, column.key);
      cell.border = BORDER;
      cell.font = BODY_FONT;
      cell.alignment = column.centred ? CENTRED_ALIGN : BODY_ALIGN;
      if (column.key === 'specialClass' && line.specialClass) cell.fill = CLASS_FILL[line.specialClass] as ExcelJS.Fill;
    });
  });
  for (const [first, last] of stepRuns(lines)) {
    if (first === last) continue;
    CP_COLUMNS.forEach((column, at) => {
      if (column.perStep) sheet.mergeCells(FIRST_LINE_ROW + first, at + 1, FIRST_LINE_ROW + last, at + 1);
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
