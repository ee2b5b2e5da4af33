import { describe, expect, it } from 'vitest';
import { StatsError } from '../core/errors';
import { readColumns, readNumericColumn } from './cells';

const column = (index: number, cells: (string | number | null)[], firstRow = 1) => ({ column: index, firstRow, cells });

describe('readNumericColumn', () => {
  it('reads text and numbers, skipping empty cells', () => {
    const read = readNumericColumn(column(0, ['1.5', '', null, 2, ' -3e2 ', '.25']));
    expect(Array.from(read.values)).toEqual([1.5, 2, -300, 0.25]);
    expect(read.texts).toEqual(['1.5', '2', '-3e2', '.25']);
  });

  it('names the first cell that is not a number, in A1 style', () => {
    const bad = column(2, ['1', '2', 'abc', 'x'], 1);
    expect(() => readNumericColumn(bad)).toThrow(StatsError);
    try {
      readNumericColumn(bad);
    } catch (error) {
      expect(error).toMatchObject({ code: 'notNumeric', detail: { cell: 'C4', value: 'abc' } });
    }
  });

  it('refuses thousands separators, units and non-finite numbers', () => {
    for (const cell of ['1,000', '5mm', 'NaN', Number.POSITIVE_INFINITY, '1.2.3']) {
      expect(() => readNumericColumn(column(0, [cell]))).toThrow(StatsError);
    }
  });
});

describe('readColumns', () => {
  it('keeps the rows where every column has a value, so pairs stay paired', () => {
    const [x, y] = readColumns([
      { column: column(0, ['1', '2', '', '4', '5']), kind: 'number' },
      { column: column(1, ['10', '', '30', '40']), kind: 'number' },
    ]);
    expect(Array.from(x?.values ?? [])).toEqual([1, 4]);
    expect(Array.from(y?.values ?? [])).toEqual([10, 40]);
  });

  it('reads level columns as labels', () => {
    const [factor, response] = readColumns([
      { column: column(0, ['A', 'B', ' A ', 'C']), kind: 'level' },
      { column: column(1, ['1', '2', '3', '']), kind: 'number' },
    ]);
    expect(factor?.texts).toEqual(['A', 'B', 'A']);
    expect(Array.from(response?.values ?? [])).toEqual([1, 2, 3]);
  });
});
