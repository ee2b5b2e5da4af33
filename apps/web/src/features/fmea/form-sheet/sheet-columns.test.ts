import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MSR_SHEET_COLUMNS, SHEET_COLUMNS, SHEET_WIDTH, sheetShape } from './sheet-columns';

// form-sheet.css places each column's cells by a class of its own: its left edge and width must be the columns'.
const css = readFileSync(new URL('./form-sheet.css', import.meta.url), 'utf8');
const placesOf = (pattern: RegExp) =>
  new Map([...css.matchAll(pattern)].map((m) => [m[1] as string, [Number(m[2]), Number(m[3])]] as const));
const expectedPlaces = (columns: typeof SHEET_COLUMNS) => {
  let left = 0;
  return columns.map((column) => {
    const place = [column.key, left, column.width];
    left += column.width;
    return place;
  });
};

describe('the form sheet columns', () => {
  it('are placed by form-sheet.css where sheet-columns.ts has them', () => {
    const base = placesOf(/^\.fs-c-(\w+) \{\s*left: (\d+)px;\s*width: (\d+)px;\s*\}/gm);
    expect([...base].map(([key, place]) => [key, ...place])).toEqual(expectedPlaces(SHEET_COLUMNS));
    expect(css).toContain(`.fs-grid {\n  width: ${SHEET_WIDTH}px;\n}`);
  });

  it('of FMEA-MSR are placed under .fs-msr (steps 2–4 where the DFMEA has them)', () => {
    const base = placesOf(/^\.fs-c-(\w+) \{\s*left: (\d+)px;\s*width: (\d+)px;\s*\}/gm);
    const msr = placesOf(/^\.fs-msr \.fs-c-(\w+) \{\s*left: (\d+)px;\s*width: (\d+)px;\s*\}/gm);
    const placed = MSR_SHEET_COLUMNS.map((column) => [
      column.key,
      ...(msr.get(column.key) ?? base.get(column.key) ?? []),
    ]);
    expect(placed).toEqual(expectedPlaces(MSR_SHEET_COLUMNS));
    const shape = sheetShape(2);
    expect(shape.className).toBe('fs-msr');
    expect(css).toContain(`.fs-msr .fs-grid {\n  width: ${shape.width}px;\n}`);
    expect(MSR_SHEET_COLUMNS.map((column) => column.key)).not.toContain('rpn');
  });
});
