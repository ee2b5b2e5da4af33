/**
 * The control plan as PDF in the .xlsx's AIAG layout (control-plan-layout.ts), drawn as the form sheet's PDF is
 * (form-sheet-pdf.ts): A3 landscape, Noto Sans SC embedded as a subset, the title, phase and header block on the
 * first page, the column groups and heads on every page, a line never split, a step's number and name drawn once over
 * its lines on each page they reach, page numbers.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { printableText } from '../form-sheet/pdf-printable';
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

const fontFile = (weight: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-sc/${weight}/NotoSansSC_${weight}.ttf`);
const REGULAR = 'regular';
const BOLD = 'bold';

const PAGE = { width: 1190.55, height: 841.89 };
const MARGIN = 24;
const FOOTER = 16;
const BODY_SIZE = 7;
const HEAD_SIZE = 7;
const PAD = 2.5;
const BORDER_COLOR = '#bfbfbf';
const GROUP_FILL = '#d9e1f2';
const HEAD_FILL = '#f2f2f2';
const CLASS_FILL: Record<string, string> = { CC: '#f8cbad', SC: '#ffe699' };

const TOTAL = CP_COLUMNS.reduce((sum, column) => sum + column.width, 0);
const WIDTHS = CP_COLUMNS.map((column) => (column.width / TOTAL) * (PAGE.width - 2 * MARGIN));
const LEFTS = WIDTHS.map((_, index) => MARGIN + WIDTHS.slice(0, index).reduce((sum, width) => sum + width, 0));
const PER_STEP = CP_COLUMNS.flatMap((column, index) => (column.perStep ? [index] : []));
const PER_LINE = CP_COLUMNS.flatMap((column, index) => (column.perStep ? [] : [index]));

type FontFace = { hasGlyphForCodePoint(codePoint: number): boolean };

class PlanPdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly hasGlyph: (codePoint: number) => boolean;
  y = 0;
  private pageTop = 0;

  constructor() {
    this.doc = new PDFDocument({
      size: [PAGE.width, PAGE.height],
      margin: 0,
      bufferPages: true,
      autoFirstPage: false,
      font: null as unknown as string,
      info: { Title: CONTROL_PLAN_TITLE, Producer: 'QIS' },
    });
    this.doc.registerFont(REGULAR, fontFile('400Regular'));
    this.doc.registerFont(BOLD, fontFile('700Bold'));
    this.doc.font(REGULAR);
    const face = (this.doc as unknown as { _font: { font: FontFace } })._font.font;
    this.hasGlyph = (codePoint) => face.hasGlyphForCodePoint(codePoint);
  }

  text(value: string): string {
    return printableText(value, this.hasGlyph);
  }

  heightOf(value: string, column: number, bold = false, size = BODY_SIZE): number {
    if (value === '') return 0;
    this.doc.font(bold ? BOLD : REGULAR).fontSize(size);
    return this.doc.heightOfString(this.text(value), { width: (WIDTHS[column] as number) - 2 * PAD }) + 2 * PAD;
  }

  box(left: number, top: number, width: number, height: number, fill?: string) {
    if (fill) this.doc.rect(left, top, width, height).fillAndStroke(fill, BORDER_COLOR);
    else this.doc.rect(left, top, width, height).strokeColor(BORDER_COLOR).stroke();
  }

  write(
    value: string,
    left: number,
    top: number,
    width: number,
    height: number,
    options: { fill?: string; bold?: boolean; size?: number; align?: 'left' | 'center' } = {},
  ) {
    this.box(left, top, width, height, options.fill);
    if (value === '') return;
    this.doc
      .font(options.bold ? BOLD : REGULAR)
      .fontSize(options.size ?? BODY_SIZE)
      .fillColor('black')
      .text(this.text(value), left + PAD, top + PAD, {
        width: width - 2 * PAD,
        height: height - 2 * PAD,
        ellipsis: true,
        align: options.align ?? 'left',
      });
  }

  cell(column: number, top: number, height: number, value: string, fill?: string) {
    const spec = CP_COLUMNS[column];
    this.write(value, LEFTS[column] as number, top, WIDTHS[column] as number, height, {
      fill,
      align: spec?.centred ? 'center' : 'left',
    });
  }

  writeHeader(document: ControlPlanDocument) {
    const title = document.companyName ? `${document.companyName}  ${CONTROL_PLAN_TITLE}` : CONTROL_PLAN_TITLE;
    this.doc.font(BOLD).fontSize(14).fillColor('black');
    this.doc.text(this.text(title), MARGIN, MARGIN, { width: PAGE.width - 2 * MARGIN, align: 'center' });
    this.y = MARGIN + 24;
    this.doc
      .font(REGULAR)
      .fontSize(9)
      .text(this.text(phaseText(document.header.phase)), MARGIN, this.y, { lineBreak: false });
    this.y += 16;
    const pairWidth = (PAGE.width - 2 * MARGIN) / 4;
    const labelWidth = pairWidth * 0.36;
    const rowHeight = 16;
    for (let start = 0; start < HEADER_FIELDS.length; start += 4) {
      HEADER_FIELDS.slice(start, start + 4).forEach(([key, label], index) => {
        const left = MARGIN + index * pairWidth;
        this.write(label, left, this.y, labelWidth, rowHeight, { fill: HEAD_FILL, bold: true });
        this.write(String(document.header[key] ?? ''), left + labelWidth, this.y, pairWidth - labelWidth, rowHeight);
      });
      this.y += rowHeight;
    }
    this.y += 8;
  }

  writeColumnHeads() {
    const row = 12;
    const headHeight = Math.max(...CP_COLUMNS.map((c, i) => this.heightOf(c.header, i, true, HEAD_SIZE)), row);
    const top = this.y;
    const span = (indexes: number[]) => ({
      left: LEFTS[indexes[0] as number] as number,
      width: indexes.reduce((sum, i) => sum + (WIDTHS[i] as number), 0),
    });
    const head = { fill: HEAD_FILL, bold: true, size: HEAD_SIZE, align: 'center' as const };
    CP_COLUMNS.forEach((column, index) => {
      if (column.group === null) {
        this.write(column.header, LEFTS[index] as number, top, WIDTHS[index] as number, 2 * row + headHeight, head);
      } else if (column.sample) {
        this.write(column.header, LEFTS[index] as number, top + 2 * row, WIDTHS[index] as number, headHeight, head);
      } else {
        this.write(column.header, LEFTS[index] as number, top + row, WIDTHS[index] as number, row + headHeight, head);
      }
    });
    for (const group of ['characteristics', 'methods'] as const) {
      const { left, width } = span(CP_COLUMNS.flatMap((c, i) => (c.group === group ? [i] : [])));
      this.write(GROUP_TITLES[group], left, top, width, row, { ...head, fill: GROUP_FILL });
    }
    const sample = span(CP_COLUMNS.flatMap((c, i) => (c.sample ? [i] : [])));
    this.write(GROUP_TITLES.sample, sample.left, top + row, sample.width, row, head);
    this.y = top + 2 * row + headHeight;
    this.pageTop = this.y;
  }

  get bottom() {
    return PAGE.height - MARGIN - FOOTER;
  }

  /** Room for `height` more on this page, else a new page with the heads; whether a page was started. */
  room(height: number): boolean {
    if (this.y + height <= this.bottom || this.y <= this.pageTop) return false;
    this.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    this.y = MARGIN;
    this.writeColumnHeads();
    return true;
  }

  writePageNumbers() {
    const { start, count } = this.doc.bufferedPageRange();
    for (let page = start; page < start + count; page++) {
      this.doc.switchToPage(page);
      this.doc
        .font(REGULAR)
        .fontSize(7)
        .fillColor('#595959')
        .text(`第 ${page - start + 1} 页 / 共 ${count} 页`, MARGIN, PAGE.height - MARGIN - 8, {
          width: PAGE.width - 2 * MARGIN,
          align: 'right',
          lineBreak: false,
        });
    }
  }

  finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.end();
    return done;
  }
}

export async function controlPlanPdf(document: ControlPlanDocument): Promise<Buffer> {
  const pdf = new PlanPdf();
  pdf.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
  pdf.writeHeader(document);
  pdf.writeColumnHeads();
  const lines = documentLines(document.lines);
  const minimum = BODY_SIZE * 1.4 + 2 * PAD;
  for (const [first, last] of stepRuns(lines)) {
    const run = lines.slice(first, last + 1);
    const heights = run.map((line) =>
      Math.max(
        minimum,
        ...PER_LINE.map((column) => pdf.heightOf(cellText(line, CP_COLUMNS[column]?.key ?? 'machine'), column)),
      ),
    );
    const head = run[0];
    if (!head) continue;
    const stepNeed = Math.max(
      ...PER_STEP.map((c) => pdf.heightOf(cellText(head, CP_COLUMNS[c]?.key ?? 'stepName'), c)),
    );
    const total = heights.reduce((sum, h) => sum + h, 0);
    if (stepNeed > total) heights[heights.length - 1] = (heights.at(-1) as number) + stepNeed - total;
    let segmentTop = pdf.y;
    const closeSegment = () => {
      if (pdf.y <= segmentTop) return;
      for (const column of PER_STEP)
        pdf.cell(column, segmentTop, pdf.y - segmentTop, cellText(head, CP_COLUMNS[column]?.key ?? 'stepName'));
    };
    run.forEach((line, index) => {
      const height = heights[index] as number;
      if (pdf.y + height > pdf.bottom) {
        closeSegment();
        if (pdf.room(height)) segmentTop = pdf.y;
      }
      for (const column of PER_LINE) {
        const key = CP_COLUMNS[column]?.key ?? 'machine';
        const fill = key === 'specialClass' && line.specialClass ? CLASS_FILL[line.specialClass] : undefined;
        pdf.cell(column, pdf.y, height, cellText(line, key), fill);
      }
      pdf.y += height;
    });
    closeSegment();
  }
  pdf.writePageNumbers();
  return pdf.finish();
}
