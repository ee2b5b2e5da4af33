import { DEFAULT_MATRIX_WEIGHTS, type MatrixDiagram } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { matrixTableViews, tableRows } from './matrix-view';

const items = (...ids: string[]) => ids.map((id) => ({ id, text: id.toUpperCase() }));
const diagram = (type: MatrixDiagram['type'], relations: MatrixDiagram['relations']): MatrixDiagram => ({
  type,
  title: '',
  setNames: ['问题', '原因', '对策'],
  a: items('a1', 'a2'),
  b: items('b1', 'b2'),
  c: type === 'L' ? [] : items('c1'),
  relations,
  weights: { ...DEFAULT_MATRIX_WEIGHTS },
});

describe('matrixTableViews', () => {
  it('shows an L-matrix as one table with row and column totals and the best line marked', () => {
    const [table, ...others] = matrixTableViews(diagram('L', { 'a1|b1': '◎', 'a2|b1': '△', 'a2|b2': '○' }));
    expect(others).toEqual([]);
    const rows = tableRows(table as never);
    expect(rows.map((row) => row.cells.map((cell) => cell.symbol))).toEqual([
      ['◎', null],
      ['△', '○'],
    ]);
    expect(rows.map((row) => [row.total, row.rank, row.best])).toEqual([
      [5, 1, true],
      [4, 2, false],
    ]);
    expect(table?.columns.map((column) => [column.total, column.rank, column.best])).toEqual([
      [6, 1, true],
      [3, 2, false],
    ]);
  });

  it('puts the A rows and the C rows of a T-matrix over the shared B columns', () => {
    const [table] = matrixTableViews(diagram('T', { 'a1|b2': '○', 'c1|b2': '◎' }));
    expect(table?.sections.map((section) => [section.name, section.rows.length])).toEqual([
      ['问题', 2],
      ['对策', 1],
    ]);
    expect(table?.columns.map((column) => column.total)).toEqual([0, 8]);
  });

  it('draws three tables for a Y-matrix whose column figures are the table’s own share', () => {
    const tables = matrixTableViews(diagram('Y', { 'a1|b1': '◎', 'b1|c1': '○' }));
    expect(tables.map((table) => [table.sections[0]?.name, table.columnName])).toEqual([
      ['问题', '原因'],
      ['原因', '对策'],
      ['对策', '问题'],
    ]);
    const [ab, bc] = tables;
    expect(ab?.columns[0]).toMatchObject({ total: 5, rank: null });
    expect(tableRows(bc as never)[0]).toMatchObject({ total: 8, rank: 1, best: true });
  });

  it('marks nothing best while no relation is set', () => {
    const [table] = matrixTableViews(diagram('L', {}));
    expect(tableRows(table as never).some((row) => row.best)).toBe(false);
  });
});
