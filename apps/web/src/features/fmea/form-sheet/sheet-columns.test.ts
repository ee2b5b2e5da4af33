import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHEET_COLUMNS, SHEET_WIDTH } from './sheet-columns';

// form-sheet.css places each column's cells by a class of its own: its left edge and width must be the columns'.
describe('the form sheet columns', () => {
  it('are placed by form-sheet.css where sheet-columns.ts has them', () => {
    const css = readFileSync(new URL('./form-sheet.css', import.meta.url), 'utf8');
    const placed = [...css.matchAll(/\.fs-c-(\w+) \{\s*left: (\d+)px;\s*width: (\d+)px;\s*\}/g)].map((m) => [
      m[1],
      Number(m[2]),
      Number(m[3]),
    ]);
    let left = 0;
    const expected = SHEET_COLUMNS.map((column) => {
      const place = [column.key, left, column.width];
      left += column.width;
      return place;
    });
    expect(placed).toEqual(expected);
    expect(css).toContain(`.fs-grid {\n  width: ${SHEET_WIDTH}px;\n}`);
  });
});
