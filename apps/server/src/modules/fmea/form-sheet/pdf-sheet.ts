/**
 * What the FMEA's PDF sheets (the form sheet, the control plan) draw alike with pdfkit: A3 landscape pages in the
 * layout of their .xlsx, Noto Sans SC from `@expo-google-fonts/noto-sans-sc` embedded as a subset (text it cannot draw
 * made printable by pdf-printable.ts), bordered cells, a group's cells drawn over its rows on each page they reach,
 * and page numbers.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { printableText } from './pdf-printable';

const fontFile = (weight: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-sc/${weight}/NotoSansSC_${weight}.ttf`);
export const REGULAR = 'regular';
export const BOLD = 'bold';

// A3 landscape in points.
export const PAGE = { width: 1190.55, height: 841.89 };
export const MARGIN = 24;
const FOOTER = 16;
const BORDER_COLOR = '#bfbfbf';
export const GROUP_FILL = '#d9e1f2';
export const HEAD_FILL = '#f2f2f2';

/** Column widths scaled from the workbook's to the page width, and their left edges. */
export function pageColumns(columns: ReadonlyArray<{ width: number }>): { widths: number[]; lefts: number[] } {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / total) * (PAGE.width - 2 * MARGIN));
  const lefts = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  return { widths, lefts };
}

export interface CellStyle {
  fill?: string | undefined;
  bold?: boolean;
  size?: number;
  align?: 'left' | 'center';
}

/** The fontkit face pdfkit draws with: pdfkit has no glyph-coverage check of its own. */
type FontFace = { hasGlyphForCodePoint(codePoint: number): boolean };

export abstract class PdfSheet {
  readonly doc: PDFKit.PDFDocument;
  private readonly hasGlyph: (codePoint: number) => boolean;
  y = 0;
  /** Where the current page's rows begin: a group taller than a page is written there rather than moved on. */
  protected pageTop = 0;

  /** `body`: the cells' font size and padding. */
  constructor(
    title: string,
    private readonly body: { size: number; pad: number },
  ) {
    this.doc = new PDFDocument({
      size: [PAGE.width, PAGE.height],
      margin: 0,
      bufferPages: true,
      autoFirstPage: false,
      // No default font: pdfkit would load Helvetica, and a registered font first opened under its path is then
      // read from disk again on every switch to it (pdfkit 0.20 caches it under the path only).
      font: null as unknown as string,
      info: { Title: title, Producer: 'QIS' },
    });
    this.doc.registerFont(REGULAR, fontFile('400Regular'));
    this.doc.registerFont(BOLD, fontFile('700Bold'));
    this.doc.font(REGULAR);
    const face = (this.doc as unknown as { _font: { font: FontFace } })._font.font;
    this.hasGlyph = (codePoint) => face.hasGlyphForCodePoint(codePoint);
  }

  /** The sheet's column groups and heads, at the top of every page but the first's header block. */
  protected abstract writeColumnHeads(): void;

  /** Text as the font can draw it. */
  printable(value: string): string {
    return printableText(value, this.hasGlyph);
  }

  /** The height a cell `width` wide needs for `printed` (text already printable). */
  protected measure(printed: string, width: number, bold = false, size = this.body.size): number {
    this.doc.font(bold ? BOLD : REGULAR).fontSize(size);
    return this.doc.heightOfString(printed, { width: width - 2 * this.body.pad }) + 2 * this.body.pad;
  }

  protected box(left: number, top: number, width: number, height: number, fill?: string) {
    if (fill) this.doc.rect(left, top, width, height).fillAndStroke(fill, BORDER_COLOR);
    else this.doc.rect(left, top, width, height).strokeColor(BORDER_COLOR).stroke();
  }

  /** A bordered cell with its text, cut with an ellipsis where it does not fit. */
  protected write(value: string, left: number, top: number, width: number, height: number, style: CellStyle = {}) {
    this.box(left, top, width, height, style.fill);
    if (value === '') return;
    const { pad } = this.body;
    this.doc
      .font(style.bold ? BOLD : REGULAR)
      .fontSize(style.size ?? this.body.size)
      .fillColor('black')
      .text(this.printable(value), left + pad, top + pad, {
        width: width - 2 * pad,
        height: height - 2 * pad,
        ellipsis: true,
        align: style.align ?? 'left',
      });
  }

  protected get bottom() {
    return PAGE.height - MARGIN - FOOTER;
  }

  /** A new page, written from its top margin. */
  startPage(): void {
    this.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    this.y = MARGIN;
  }

  /**
   * Writes a group's rows (`writeRow` draws row `index` and moves `y` past its height); where the page ends before a
   * row, the rows go on on a new page under the column heads, and `groupCells` draws the group's own cells over its
   * rows on each page they reach.
   */
  protected writeGroup(
    heights: readonly number[],
    writeRow: (index: number) => void,
    groupCells: (top: number, height: number) => void,
  ): void {
    let segmentTop = this.y;
    const closeSegment = () => {
      if (this.y > segmentTop) groupCells(segmentTop, this.y - segmentTop);
    };
    heights.forEach((height, index) => {
      if (this.y + height > this.bottom && this.y > this.pageTop) {
        closeSegment();
        this.startPage();
        this.writeColumnHeads();
        segmentTop = this.y;
      }
      writeRow(index);
    });
    closeSegment();
  }

  /** 第 n 页 / 共 m 页 at the foot of every page. */
  writePageNumbers(): void {
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
