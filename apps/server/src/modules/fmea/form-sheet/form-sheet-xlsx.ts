/**
 * The form sheet (DFMEA, PFMEA or FMEA-MSR: formSheetLayout) as an .xlsx workbook in the AIAG & VDA layout: a title, the header block (step 1), the step
 * groups of steps 2–6 over their columns, one row per action of each FM–FC chain (one row for a chain without
 * actions), the cells of a failure mode merged over its rows and those of a chain over its action rows; AP cells
 * coloured. A second sheet carries the structure and function net, so that the import restores the whole net.
 */

import { Writable } from 'node:stream';
import type { FmeaNet, FormSheetRow, OptimizationAction } from '@qis/shared';
import ExcelJS from 'exceljs';
import {
  ACTION_STATUS_TEXT,
  type ColumnKey,
  type FormSheetColumn,
  type FormSheetHeader,
  type FormSheetLayout,
  HEADER_FIELDS,
  PART_SEPARATOR,
  PATH_SEPARATOR,
  STRUCTURE_HEADERS,
  STRUCTURE_SHEET_NAME,
  typeText,
} from './form-sheet-layout';
import { effectText, functionText } from './form-sheet-text';

const THIN: ExcelJS.Border = { style: 'thin', color: { argb: 'FFBFBFBF' } };
const BORDER: Partial<ExcelJS.Borders> = { top: THIN, left: THIN, bottom: THIN, right: THIN };
const TOP_WRAP: Partial<ExcelJS.Alignment> = { vertical: 'top', wrapText: true };
const GROUP_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E1F2' } };
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
const AP_FILL: Record<string, ExcelJS.Fill> = {
  H: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF8CBAD' } },
  M: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE699' } },
  L: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFC6EFCE' } },
};
/**
 * The styles of the chain rows' cells, one object each, given to every cell as it is: exceljs recognizes a style
 * object it has seen (a WeakMap) and skips working out its id again, which a style made per cell (as column styles
 * give every new cell a copy) costs on each of 300,000 cells: rendering its border to XML to look it up.
 */
const BODY_STYLE: Partial<ExcelJS.Style> = { border: BORDER, alignment: TOP_WRAP };
const AP_STYLE: Record<string, Partial<ExcelJS.Style>> = Object.fromEntries(
  Object.entries(AP_FILL).map(([ap, fill]) => [ap, { ...BODY_STYLE, fill }]),
);

/** Header block rows hold four label–value pairs. */
const PAIRS_PER_ROW = 4;

export interface FormSheetInput {
  layout: FormSheetLayout;
  header: FormSheetHeader;
  rows: readonly FormSheetRow[];
  net: FmeaNet;
  /** Display names of users (responsible persons), by id. */
  userNames: ReadonlyMap<string, string>;
}

export type Cells = Record<ColumnKey, string | number | null>;

export function cellsOf(
  row: FormSheetRow,
  action: OptimizationAction | null,
  userNames: ReadonlyMap<string, string>,
): Cells {
  const risk = row.risk;
  const effectFunctions = row.effects.map((effect) => row.higherFunctions.find((fn) => fn.id === effect.functionId));
  return {
    higherElement: row.higherElement?.name ?? '',
    focusElement: row.focusElement?.name ?? '',
    lowerElement: row.lowerElement?.name ?? '',
    // One line per effect, the function it fails, so that the import can pair them again.
    higherFunction: effectFunctions.map(functionText).join('\n'),
    focusFunction: functionText(row.focusFunction),
    lowerFunction: functionText(row.lowerFunction),
    effects: row.effects.map(effectText).join('\n'),
    severity: row.severity,
    mode: row.mode.name,
    cause: row.cause?.name ?? '',
    preventionControls: risk?.preventionControls ?? '',
    occurrence: risk?.occurrence ?? null,
    detectionControls: risk?.detectionControls ?? '',
    detection: risk?.detection ?? null,
    ap: row.ap,
    specialCharacteristic: risk?.specialCharacteristic ?? '',
    filterCode: risk?.filterCode ?? '',
    preventionAction: action?.type === 'prevention' ? action.description : '',
    detectionAction: action?.type === 'detection' ? action.description : '',
    responsible: action?.responsibleId ? (userNames.get(action.responsibleId) ?? '') : '',
    targetDate: action?.targetDate ?? '',
    status: action ? ACTION_STATUS_TEXT[action.status] : '',
    actionTaken: action?.actionTaken ?? '',
    completionDate: action?.completionDate ?? '',
    severityAfter: risk?.severityAfter ?? null,
    occurrenceAfter: risk?.occurrenceAfter ?? null,
    detectionAfter: risk?.detectionAfter ?? null,
    apAfter: row.apAfter,
    remarks: risk?.remarks ?? '',
    systemResponse: risk?.systemResponse ?? '',
    mitigatedEffect: risk?.mitigatedEffect ?? '',
    mitigatedSeverity: risk?.mitigatedSeverity ?? null,
    monitoringAction: action?.type === 'monitoring' ? action.description : '',
    systemResponseAction: action?.type === 'systemResponse' ? action.description : '',
    mitigatedEffectAfter: risk?.mitigatedEffectAfter ?? '',
    mitigatedSeverityAfter: risk?.mitigatedSeverityAfter ?? null,
  };
}

function writeHeader(sheet: ExcelJS.Worksheet, layout: FormSheetLayout, header: FormSheetHeader): void {
  const title = sheet.addRow([layout.title]);
  title.font = { bold: true, size: 14 };
  sheet.mergeCells(title.number, 1, title.number, layout.columns.length);
  for (let start = 0; start < layout.headerFields.length; start += PAIRS_PER_ROW) {
    const cells = layout.headerFields
      .slice(start, start + PAIRS_PER_ROW)
      .flatMap(([key, label]) => [label, header[key]]);
    const row = sheet.addRow(cells);
    row.eachCell((cell, index) => {
      if (index % 2 === 1) cell.font = { bold: true };
    });
  }
  sheet.addRow([]);
}

function writeColumnHeads(sheet: ExcelJS.Worksheet, layout: FormSheetLayout): number {
  const groups = sheet.addRow(layout.stepGroups.flatMap((group) => group.columns.map(() => group.title)));
  let first = 1;
  for (const group of layout.stepGroups) {
    sheet.mergeCells(groups.number, first, groups.number, first + group.columns.length - 1);
    first += group.columns.length;
  }
  const heads = sheet.addRow(layout.columns.map((column) => column.header));
  for (const row of [groups, heads]) {
    row.font = { bold: true };
    row.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
    row.eachCell((cell) => {
      cell.fill = row === groups ? GROUP_FILL : HEADER_FILL;
      cell.border = BORDER;
    });
  }
  return heads.number;
}

/**
 * Merges cells in bulk. exceljs checks each new merge against every earlier one (quadratic: 10,000 chains took 13 s);
 * the form sheet's blocks never overlap by construction, so the merges made so far are set aside while more are made
 * and put back before the sheet is committed. `_merges` is the streaming worksheet's list of its merges.
 */
class Merger {
  private readonly made: unknown[] = [];
  constructor(
    private readonly sheet: ExcelJS.Worksheet,
    private readonly columns: readonly FormSheetColumn[],
  ) {}

  private get merges(): unknown[] {
    return (this.sheet as unknown as { _merges: unknown[] })._merges;
  }

  /** Merges each column's cells over the block of rows `from`–`to` that the column's scope spans. */
  block(scope: 'mode' | 'chain', from: number, to: number): void {
    if (to <= from) return;
    this.columns.forEach((column, index) => {
      if (column.merge !== scope) return;
      this.sheet.mergeCells(from, index + 1, to, index + 1);
      this.made.push(...this.merges.splice(0));
    });
  }

  finish(): void {
    this.merges.push(...this.made);
  }
}

function writeStructure(workbook: ExcelJS.stream.xlsx.WorkbookWriter, net: FmeaNet): void {
  const sheet = workbook.addWorksheet(STRUCTURE_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = STRUCTURE_HEADERS.map((header) => ({ header, width: header === '结构路径' ? 40 : 22 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).alignment = TOP_WRAP;
  const elements = new Map(net.elements.map((element) => [element.id, element]));
  const pathOf = (id: string): string => {
    const names: string[] = [];
    for (let at = elements.get(id); at; at = at.parentId ? elements.get(at.parentId) : undefined)
      names.unshift(at.name);
    return names.join(PATH_SEPARATOR);
  };
  const functions = new Map(net.functions.map((fn) => [fn.id, fn]));
  // Each element's children and functions and each function's higher functions, looked up instead of filtered from
  // the whole net per element (2,000 elements: 4 million comparisons each).
  const group = <T, K>(items: readonly T[], key: (item: T) => K) => {
    const groups = new Map<K, T[]>();
    for (const item of items) {
      const list = groups.get(key(item));
      if (list) list.push(item);
      else groups.set(key(item), [item]);
    }
    return groups;
  };
  const children = group(net.elements, (element) => element.parentId);
  const functionsOf = group(net.functions, (fn) => fn.elementId);
  const higherLinks = group(net.functionLinks, (link) => link.lowerId);
  const visit = (parentId: string | null) => {
    for (const element of [...(children.get(parentId) ?? [])].sort((a, b) => a.sortOrder - b.sortOrder)) {
      const own = [...(functionsOf.get(element.id) ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
      const base = [pathOf(element.id), typeText(element), element.number];
      if (own.length === 0) sheet.addRow(base).alignment = TOP_WRAP;
      for (const fn of own) {
        const higher = (higherLinks.get(fn.id) ?? [])
          .map((link) => functions.get(link.higherId))
          .filter((h) => h !== undefined)
          .map((h) => `${pathOf(h.elementId)}${PART_SEPARATOR}${h.name}`);
        sheet.addRow([...base, fn.name, fn.requirement, fn.specialCharacteristic ?? '', higher.join('\n')]).alignment =
          TOP_WRAP;
      }
      visit(element.id);
    }
  };
  visit(null);
  sheet.commit();
}

/**
 * The workbook, written as a stream (exceljs's WorkbookWriter): each failure mode's rows are serialized once merged and
 * let go, instead of the whole sheet being kept as objects and serialized at the end (10,000 chains: less than half
 * the time, most of it saved in garbage collection).
 */
export async function formSheetWorkbook(input: FormSheetInput): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: true,
    // Deflate level 1: a third of the default's time for a few per cent more bytes.
    zip: { zlib: { level: 1 } },
  } as Partial<ExcelJS.stream.xlsx.WorkbookStreamWriterOptions>);
  workbook.created = new Date();
  // The title, the header block, a blank row, the step groups and the column heads.
  const headRow = 1 + Math.ceil(HEADER_FIELDS.length / PAIRS_PER_ROW) + 1 + 2;
  const sheet = workbook.addWorksheet(input.layout.sheetName, {
    // A3 landscape (paper size 8), fitted to the page width.
    pageSetup: {
      orientation: 'landscape',
      paperSize: 8 as ExcelJS.PaperSize,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    },
    // The streaming writer writes the views first: the head row is counted, not looked up.
    views: [{ state: 'frozen', ySplit: headRow, xSplit: 3 }],
  });
  const columns = input.layout.columns;
  sheet.columns = columns.map((column) => ({ width: column.width }));
  writeHeader(sheet, input.layout, input.header);
  if (writeColumnHeads(sheet, input.layout) !== headRow) throw new Error('form sheet head row miscounted');

  const apColumns = columns.flatMap((column, index) =>
    column.key === 'ap' || column.key === 'apAfter' ? [index + 1] : [],
  );
  const merger = new Merger(sheet, columns);
  let last = headRow;
  let modeStart = headRow + 1;
  input.rows.forEach((row, index) => {
    const chainStart = last + 1;
    for (const action of row.actions.length > 0 ? row.actions : [null]) {
      const cells = cellsOf(row, action, input.userNames);
      const added = sheet.addRow(columns.map((column) => cells[column.key]));
      for (let at = 1; at <= columns.length; at++) added.getCell(at).style = BODY_STYLE;
      for (const at of apColumns) {
        const style = AP_STYLE[String(added.getCell(at).value)];
        if (style) added.getCell(at).style = style;
      }
      last = added.number;
    }
    merger.block('chain', chainStart, last);
    const next = input.rows[index + 1];
    if (!next || next.mode.id !== row.mode.id) {
      merger.block('mode', modeStart, last);
      modeStart = last + 1;
      // The mode's block is complete: its rows (and all before) are written out.
      sheet.getRow(last).commit();
    }
  });
  merger.finish();
  sheet.commit();
  writeStructure(workbook, input.net);
  await workbook.commit();
  return Buffer.concat(chunks);
}
