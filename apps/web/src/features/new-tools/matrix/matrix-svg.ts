import { escapeHtml, type MatrixDiagram } from '@qis/shared';
import { type MatrixLineView, type MatrixTableView, matrixTableViews } from './matrix-view';

// The matrix as a standalone SVG (the picture export): the editor's tables, drawn from the model rather than copied
// from the page, so no styles or inputs leak into it.

export interface MatrixSvgLabels {
  total: string;
  rank: string;
  /** A Y-matrix column's share of its item's total. */
  subtotal: string;
}

const FONT = 13;
const PAD = 16;
const ROW = 28;
const HEADER = 34;
const TITLE = 32;
const TABLE_GAP = 24;
const FIGURE = 52;
const LINE = '#8c8c8c';
const BEST = '#fff1b8';
const SHADE = '#fafafa';

/** Roughly how wide a text is drawn: CJK and full-width signs take a whole em, others about 0.6. */
export function textWidth(text: string, size = FONT): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) >= 0x2e80 ? size : size * 0.6;
  return width;
}

function fit(text: string, width: number): string {
  if (textWidth(text) <= width) return text;
  let cut = text;
  while (cut && textWidth(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

class SvgWriter {
  parts: string[] = [];
  cell(x: number, y: number, w: number, h: number, text: string, options: { fill?: string; bold?: boolean } = {}) {
    this.parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${options.fill ?? '#ffffff'}" stroke="${LINE}"/>`,
    );
    if (!text) return;
    const weight = options.bold ? ' font-weight="bold"' : '';
    this.parts.push(
      `<text x="${x + w / 2}" y="${y + h / 2}" text-anchor="middle" dominant-baseline="central"${weight}>${escapeHtml(fit(text, w - 8))}</text>`,
    );
  }
}

interface Widths {
  label: number;
  columns: number[];
}

function widthsOf(table: MatrixTableView): Widths {
  const labels = [
    `${table.sections.map((s) => s.name).join('/')} \\ ${table.columnName}`,
    ...table.sections.flatMap((s) => s.rows.map((r) => r.item.text)),
  ];
  return {
    label: Math.min(240, Math.max(96, ...labels.map((text) => textWidth(text) + 16))),
    columns: table.columns.map((c) => Math.min(160, Math.max(36, textWidth(c.item.text) + 12))),
  };
}

const figure = (line: MatrixLineView, rank: boolean) =>
  rank ? (line.rank === null ? '' : String(line.rank)) : String(line.total);

/** Draws one table from (x, y) and answers its size. */
function drawTable(out: SvgWriter, table: MatrixTableView, x: number, y: number, labels: MatrixSvgLabels) {
  const { label, columns } = widthsOf(table);
  const right = x + label + columns.reduce((sum, w) => sum + w, 0);
  const columnX = (index: number) => x + label + columns.slice(0, index).reduce((sum, w) => sum + w, 0);
  const corner = `${table.sections.map((s) => s.name).join('/')} \\ ${table.columnName}`;
  out.cell(x, y, label, HEADER, corner, { fill: SHADE, bold: true });
  table.columns.forEach((column, i) => {
    out.cell(columnX(i), y, columns[i] ?? 0, HEADER, column.item.text, { fill: SHADE });
  });
  out.cell(right, y, FIGURE, HEADER, labels.total, { fill: SHADE, bold: true });
  out.cell(right + FIGURE, y, FIGURE, HEADER, labels.rank, { fill: SHADE, bold: true });
  let top = y + HEADER;
  const several = table.sections.length > 1;
  for (const section of table.sections) {
    if (several) {
      out.cell(x, top, right + 2 * FIGURE - x, ROW, section.name, { fill: SHADE, bold: true });
      top += ROW;
    }
    for (const row of section.rows) {
      out.cell(x, top, label, ROW, row.item.text);
      row.cells.forEach((cell, i) => {
        out.cell(columnX(i), top, columns[i] ?? 0, ROW, cell.symbol ?? '');
      });
      const fill = row.best ? BEST : undefined;
      out.cell(right, top, FIGURE, ROW, figure(row, false), { ...(fill ? { fill } : {}), bold: row.best });
      out.cell(right + FIGURE, top, FIGURE, ROW, figure(row, true), fill ? { fill } : {});
      top += ROW;
    }
  }
  const subtotals = table.columns.some((column) => column.rank === null);
  out.cell(x, top, label, ROW, subtotals ? labels.subtotal : labels.total, { fill: SHADE, bold: true });
  table.columns.forEach((column, i) => {
    const options = { ...(column.best ? { fill: BEST } : {}), bold: column.best };
    out.cell(columnX(i), top, columns[i] ?? 0, ROW, figure(column, false), options);
  });
  top += ROW;
  if (!subtotals) {
    out.cell(x, top, label, ROW, labels.rank, { fill: SHADE, bold: true });
    table.columns.forEach((column, i) => {
      out.cell(columnX(i), top, columns[i] ?? 0, ROW, figure(column, true), column.best ? { fill: BEST } : {});
    });
    top += ROW;
  }
  return { width: right + 2 * FIGURE - x, height: top - y };
}

/** The diagram's title and tables (a Y-matrix's three one under another) as an SVG document, with its size. */
export function buildMatrixSvg(diagram: MatrixDiagram, labels: MatrixSvgLabels) {
  const out = new SvgWriter();
  let y = PAD;
  let width = 0;
  if (diagram.title) {
    out.parts.push(
      `<text x="${PAD}" y="${y + TITLE / 2}" dominant-baseline="central" font-size="16" font-weight="bold">${escapeHtml(diagram.title)}</text>`,
    );
    width = textWidth(diagram.title, 16);
    y += TITLE;
  }
  matrixTableViews(diagram).forEach((table, index) => {
    if (index > 0) y += TABLE_GAP;
    const size = drawTable(out, table, PAD, y, labels);
    width = Math.max(width, size.width);
    y += size.height;
  });
  const w = Math.ceil(width + 2 * PAD);
  const h = Math.ceil(y + PAD);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="sans-serif" font-size="${FONT}">`,
    `<rect x="0" y="0" width="${w}" height="${h}" fill="#ffffff"/>`,
    ...out.parts,
    '</svg>',
  ].join('');
  return { svg, width: w, height: h };
}
