/**
 * The form sheet (DFMEA, PFMEA or FMEA-MSR: formSheetLayout) as PDF, in the layout of the .xlsx export (form-sheet-layout.ts): A3 landscape, the title and
 * header block (step 1) on the first page, the step groups and column heads repeated on every page, one row per
 * action of each FM–FC chain, a failure mode's cells as one block over its rows and a chain's over its action rows,
 * AP cells coloured, page numbers. Chinese text is set in Noto Sans SC, of which only the glyphs used are embedded.
 *
 * A chain never breaks across pages; a failure mode that does shows its cells again at the top of the next page.
 */
import type { ColumnKey, FormSheetColumn, FormSheetLayout, MergeScope } from './form-sheet-layout';
import { type Cells, cellsOf, type FormSheetInput } from './form-sheet-xlsx';
import { BOLD, type CellStyle, GROUP_FILL, HEAD_FILL, MARGIN, PAGE, PdfSheet, pageColumns, REGULAR } from './pdf-sheet';

const BODY_SIZE = 6;
const HEAD_SIZE = 5.5;
const PAD = 2;
const AP_FILL: Record<string, string> = { H: '#f8cbad', M: '#ffe699', L: '#c6efce' };

/** Where a layout's columns lie on the page, and which merge over a mode's, a chain's or an action's rows. */
function geometryOf(columns: readonly FormSheetColumn[]) {
  const { widths, lefts } = pageColumns(columns);
  const columnsIn = (scope: MergeScope) => columns.flatMap((column, index) => (column.merge === scope ? [index] : []));
  return { columns, widths, lefts, mode: columnsIn('mode'), chain: columnsIn('chain'), action: columnsIn('action') };
}
/** Ratings, AP and the special characteristic are centred in their narrow columns. */
const CENTRED = new Set<ColumnKey>([
  'severity',
  'occurrence',
  'detection',
  'ap',
  'specialCharacteristic',
  'severityAfter',
  'occurrenceAfter',
  'detectionAfter',
  'apAfter',
  'mitigatedSeverity',
  'mitigatedSeverityAfter',
]);
const alignOf = (key: ColumnKey) => (CENTRED.has(key) ? 'center' : 'left');

interface ChainBlock {
  /** The cells of each action row (one row for a chain without actions). */
  lines: Cells[];
  /** Row heights, grown so that the chain's and the mode's cells fit. */
  heights: number[];
}

interface ModeBlock {
  chains: ChainBlock[];
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

class SheetPdf extends PdfSheet {
  private readonly measured = new Map<string, number>();
  private readonly g: ReturnType<typeof geometryOf>;

  constructor(private readonly sheetLayout: FormSheetLayout) {
    super(sheetLayout.title, { size: BODY_SIZE, pad: PAD });
    this.g = geometryOf(sheetLayout.columns);
  }

  /** The height a cell needs for its text (measured once per text and column). */
  cellHeight(raw: string, column: number): number {
    if (raw === '') return 0;
    const value = this.printable(raw);
    const key = `${column}\u0000${value}`;
    let height = this.measured.get(key);
    if (height === undefined) {
      height = this.measure(value, this.g.widths[column] as number);
      this.measured.set(key, height);
    }
    return height;
  }

  private need(cells: Cells, columns: number[]): number {
    let most = 0;
    for (const index of columns) {
      const key = this.g.columns[index]?.key;
      if (key) most = Math.max(most, this.cellHeight(text(cells[key]), index));
    }
    return most;
  }

  /** Heights of a mode's rows: each action row fits its own cells, the chain's rows its cells, the mode's all. */
  layout(mode: ModeBlock): void {
    const minimum = BODY_SIZE * 1.4 + 2 * PAD;
    for (const chain of mode.chains) {
      chain.heights = chain.lines.map((cells) => Math.max(minimum, this.need(cells, this.g.action)));
      grow(chain.heights, this.need(chain.lines[0] as Cells, this.g.chain));
    }
    const first = mode.chains[0]?.lines[0];
    const last = mode.chains.at(-1);
    if (!first || !last) return;
    const total = mode.chains.reduce((sum, chain) => sum + sumOf(chain.heights), 0);
    const modeNeed = this.need(first, this.g.mode);
    if (modeNeed > total) grow(last.heights, sumOf(last.heights) + modeNeed - total);
  }

  private cell(column: number, top: number, height: number, value: string, style: CellStyle = {}) {
    this.write(value, this.g.lefts[column] as number, top, this.g.widths[column] as number, height, style);
  }

  /** The title and the header block of step 1: label–value pairs, four to a row. */
  writeHeader(header: FormSheetInput['header']): void {
    this.doc
      .font(BOLD)
      .fontSize(14)
      .fillColor('black')
      .text(this.sheetLayout.title, MARGIN, MARGIN, {
        width: PAGE.width - 2 * MARGIN,
        align: 'center',
      });
    this.y = MARGIN + 26;
    const pairWidth = (PAGE.width - 2 * MARGIN) / 4;
    const labelWidth = pairWidth * 0.32;
    const rowHeight = 16;
    const fields = this.sheetLayout.headerFields;
    for (let start = 0; start < fields.length; start += 4) {
      fields.slice(start, start + 4).forEach(([key, label], index) => {
        const left = MARGIN + index * pairWidth;
        this.box(left, this.y, labelWidth, rowHeight, HEAD_FILL);
        this.box(left + labelWidth, this.y, pairWidth - labelWidth, rowHeight);
        this.doc.font(BOLD).fontSize(7).fillColor('black');
        this.doc.text(label, left + PAD, this.y + 4, { width: labelWidth - 2 * PAD, height: 9, ellipsis: true });
        this.doc.font(REGULAR);
        this.doc.text(this.printable(header[key]), left + labelWidth + PAD, this.y + 4, {
          width: pairWidth - labelWidth - 2 * PAD,
          height: 9,
          ellipsis: true,
        });
      });
      this.y += rowHeight;
    }
    this.y += 8;
  }

  /** The step groups and the column heads, at the top of every page. */
  writeColumnHeads(): void {
    const groupHeight = 12;
    let first = 0;
    for (const group of this.sheetLayout.stepGroups) {
      const left = this.g.lefts[first] as number;
      const width = this.g.widths.slice(first, first + group.columns.length).reduce((sum, w) => sum + w, 0);
      this.box(left, this.y, width, groupHeight, GROUP_FILL);
      this.doc.font(BOLD).fontSize(7).fillColor('black');
      this.doc.text(group.title, left, this.y + 2.5, { width, align: 'center', lineBreak: false });
      first += group.columns.length;
    }
    this.y += groupHeight;
    this.doc.font(BOLD).fontSize(HEAD_SIZE);
    const headHeight =
      Math.max(
        ...this.sheetLayout.columns.map((column, i) =>
          this.doc.heightOfString(column.header, { width: (this.g.widths[i] as number) - 2 * PAD }),
        ),
      ) +
      2 * PAD;
    this.sheetLayout.columns.forEach((column, index) => {
      this.cell(index, this.y, headHeight, column.header, {
        fill: HEAD_FILL,
        bold: true,
        size: HEAD_SIZE,
        align: 'center',
      });
    });
    this.y += headHeight;
    this.pageTop = this.y;
  }

  /** Writes a failure mode's rows; where the page ends, its cells are drawn again at the top of the next. */
  writeMode(mode: ModeBlock): void {
    const first = mode.chains[0]?.lines[0];
    if (!first) return;
    const heights = mode.chains.map((chain) => sumOf(chain.heights));
    this.writeGroup(
      heights,
      (index) => this.writeChain(mode.chains[index] as ChainBlock, heights[index] as number),
      (top, height) => this.modeCells(first, top, height),
    );
  }

  private modeCells(cells: Cells, top: number, height: number) {
    for (const index of this.g.mode) {
      const key = this.g.columns[index]?.key;
      if (key) this.cell(index, top, height, text(cells[key]), { align: alignOf(key) });
    }
  }

  private writeChain(chain: ChainBlock, height: number) {
    const top = this.y;
    const cells = chain.lines[0] as Cells;
    for (const index of this.g.chain) {
      const key = this.g.columns[index]?.key;
      if (!key) continue;
      const value = text(cells[key]);
      const apColumn = key === 'ap' || key === 'apAfter';
      this.cell(index, top, height, value, { fill: apColumn ? AP_FILL[value] : undefined, align: alignOf(key) });
    }
    chain.lines.forEach((line, at) => {
      const rowHeight = chain.heights[at] as number;
      for (const index of this.g.action) {
        const key = this.g.columns[index]?.key;
        if (key) this.cell(index, this.y, rowHeight, text(line[key]), { align: alignOf(key) });
      }
      this.y += rowHeight;
    });
  }
}

function sumOf(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

/** Grows the last of `heights` so that they add up to at least `total`. */
function grow(heights: number[], total: number): void {
  const missing = total - sumOf(heights);
  if (missing > 0 && heights.length > 0) heights[heights.length - 1] = (heights.at(-1) as number) + missing;
}

/** The failure modes in sheet order, each with its chains and their action rows. */
function modeBlocks(input: FormSheetInput): ModeBlock[] {
  const modes: ModeBlock[] = [];
  let modeId: string | null = null;
  let block: ModeBlock = { chains: [] };
  for (const row of input.rows) {
    if (modeId !== row.mode.id) {
      modeId = row.mode.id;
      block = { chains: [] };
      modes.push(block);
    }
    const actions = row.actions.length > 0 ? row.actions : [null];
    block.chains.push({ lines: actions.map((action) => cellsOf(row, action, input.userNames)), heights: [] });
  }
  return modes;
}

export async function formSheetPdf(input: FormSheetInput): Promise<Buffer> {
  const sheet = new SheetPdf(input.layout);
  sheet.startPage();
  sheet.writeHeader(input.header);
  sheet.writeColumnHeads();
  for (const mode of modeBlocks(input)) {
    sheet.layout(mode);
    sheet.writeMode(mode);
  }
  sheet.writePageNumbers();
  return sheet.finish();
}
