/**
 * The control plan as PDF in the .xlsx's AIAG layout (control-plan-layout.ts), drawn as the form sheet's PDF is
 * (form-sheet-pdf.ts): A3 landscape, Noto Sans SC embedded as a subset, the title, phase and header block on the
 * first page, the column groups and heads on every page, a line never split, a step's number and name drawn once over
 * its lines on each page they reach, page numbers.
 */
import type { ControlPlanLineDto } from '@qis/shared';
import { BOLD, GROUP_FILL, HEAD_FILL, MARGIN, PAGE, PdfSheet, pageColumns, REGULAR } from '../form-sheet/pdf-sheet';
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

const BODY_SIZE = 7;
const HEAD_SIZE = 7;
const PAD = 2.5;
const CLASS_FILL: Record<string, string> = { CC: '#f8cbad', SC: '#ffe699' };

const { widths: WIDTHS, lefts: LEFTS } = pageColumns(CP_COLUMNS);
const PER_STEP = CP_COLUMNS.flatMap((column, index) => (column.perStep ? [index] : []));
const PER_LINE = CP_COLUMNS.flatMap((column, index) => (column.perStep ? [] : [index]));

class PlanPdf extends PdfSheet {
  constructor() {
    super(CONTROL_PLAN_TITLE, { size: BODY_SIZE, pad: PAD });
  }

  heightOf(value: string, column: number, bold = false, size = BODY_SIZE): number {
    if (value === '') return 0;
    return this.measure(this.printable(value), WIDTHS[column] as number, bold, size);
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
    this.doc.text(this.printable(title), MARGIN, MARGIN, { width: PAGE.width - 2 * MARGIN, align: 'center' });
    this.y = MARGIN + 24;
    this.doc
      .font(REGULAR)
      .fontSize(9)
      .text(this.printable(phaseText(document.header.phase)), MARGIN, this.y, { lineBreak: false });
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

  /** A step's lines: its number and name drawn once over its lines on each page they reach. */
  writeStep(lines: readonly ControlPlanLineDto[], heights: readonly number[]) {
    const head = lines[0];
    if (!head) return;
    this.writeGroup(
      heights,
      (index) => {
        const line = lines[index] as ControlPlanLineDto;
        const height = heights[index] as number;
        for (const column of PER_LINE) {
          const key = CP_COLUMNS[column]?.key ?? 'machine';
          const fill = key === 'specialClass' && line.specialClass ? CLASS_FILL[line.specialClass] : undefined;
          this.cell(column, this.y, height, cellText(line, key), fill);
        }
        this.y += height;
      },
      (top, height) => {
        for (const column of PER_STEP)
          this.cell(column, top, height, cellText(head, CP_COLUMNS[column]?.key ?? 'stepName'));
      },
    );
  }
}

export async function controlPlanPdf(document: ControlPlanDocument): Promise<Buffer> {
  const pdf = new PlanPdf();
  pdf.startPage();
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
    pdf.writeStep(run, heights);
  }
  pdf.writePageNumbers();
  return pdf.finish();
}
