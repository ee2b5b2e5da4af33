import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_STATS } from '../fixtures/reference-path';
import { ORTHOGONAL_ARRAYS, orthogonalArray, runsOfArrayName, standardArray } from './arrays';

function fixtureMatrix(file: string): number[][] {
  const fixture = JSON.parse(readFileSync(join(REFERENCE_STATS, 'orthogonal', file), 'utf8'));
  return fixture.input.matrix;
}

describe('ORTHOGONAL_ARRAYS', () => {
  it('holds the ten standard arrays with their runs and column levels', () => {
    const shapes = ORTHOGONAL_ARRAYS.map((array) => `${array.notation}:${array.runs}:${array.levels.join('')}`);
    expect(shapes).toEqual([
      'L4(2^3):4:222',
      'L8(2^7):8:2222222',
      'L8(4^1×2^4):8:42222',
      'L9(3^4):9:3333',
      'L12(2^11):12:22222222222',
      'L16(2^15):16:222222222222222',
      'L16(4^5):16:44444',
      'L18(2^1×3^7):18:23333333',
      'L25(5^6):25:555555',
      'L27(3^13):27:3333333333333',
    ]);
  });

  it.each(
    ORTHOGONAL_ARRAYS.map((array) => [array.notation, array] as const),
  )('%s is orthogonal: every pair of columns has every level combination equally often', (_, array) => {
    const columns = array.levels.length;
    for (const row of array.rows) expect(row).toHaveLength(columns);
    for (let i = 0; i < columns; i++) {
      for (let j = i + 1; j < columns; j++) {
        const si = array.levels[i] as number;
        const sj = array.levels[j] as number;
        const counts = new Map<string, number>();
        for (const row of array.rows) {
          const key = `${row[i]},${row[j]}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        expect(counts.size).toBe(si * sj);
        for (const count of counts.values()) expect(count).toBe(array.runs / (si * sj));
      }
    }
  });

  it('starts every array with a row of level 1 and uses levels 1..s only', () => {
    for (const array of ORTHOGONAL_ARRAYS) {
      expect(array.rows[0]?.every((level) => level === 1)).toBe(true);
      array.rows.forEach((row) => {
        row.forEach((level, column) => {
          expect(level).toBeGreaterThanOrEqual(1);
          expect(level).toBeLessThanOrEqual(array.levels[column] as number);
        });
      });
    }
  });

  it('has L8 and L9 exactly as the reference fixtures print them', () => {
    expect(orthogonalArray('L8')?.rows).toEqual(fixtureMatrix('orthogonal_L8_4factors.json'));
    expect(orthogonalArray('L9')?.rows).toEqual(fixtureMatrix('orthogonal_L9_3factors_yield.json'));
  });

  it('has the textbook L4 and the first rows of the textbook L16(4^5) and L25', () => {
    expect(orthogonalArray('L4')?.rows).toEqual([
      [1, 1, 1],
      [1, 2, 2],
      [2, 1, 2],
      [2, 2, 1],
    ]);
    expect(orthogonalArray('L16(4^5)')?.rows.slice(4, 8)).toEqual([
      [2, 1, 2, 3, 4],
      [2, 2, 1, 4, 3],
      [2, 3, 4, 1, 2],
      [2, 4, 3, 2, 1],
    ]);
    expect(orthogonalArray('L25')?.rows[10]).toEqual([3, 1, 3, 5, 2, 4]);
    expect(orthogonalArray('L27')?.rows[15]).toEqual([2, 3, 1, 2, 1, 2, 3, 3, 1, 2, 2, 3, 1]);
  });
});

describe('orthogonalArray', () => {
  it('finds arrays by short name or notation, case-insensitively', () => {
    expect(orthogonalArray('l8')?.notation).toBe('L8(2^7)');
    expect(orthogonalArray('L8(2^7)')?.name).toBe('L8');
    expect(orthogonalArray('L16')?.notation).toBe('L16(2^15)');
    expect(orthogonalArray('l16(4^5)')?.name).toBe('L16(4^5)');
    expect(orthogonalArray('L18(2^1×3^7)')?.runs).toBe(18);
  });

  it('returns undefined for an unknown name', () => {
    expect(orthogonalArray('L32')).toBeUndefined();
    expect(orthogonalArray('')).toBeUndefined();
  });
});

describe('standardArray: the array by runs and levels', () => {
  it('picks the array whose columns all have the levels, else the mixed one whose largest level count it is', () => {
    expect(standardArray(16, 4)?.notation).toBe('L16(4^5)');
    expect(standardArray(16, 2)?.notation).toBe('L16(2^15)');
    expect(standardArray(8, 2)?.notation).toBe('L8(2^7)');
    expect(standardArray(8, 4)?.notation).toBe('L8(4^1×2^4)');
    expect(standardArray(18, 3)?.notation).toBe('L18(2^1×3^7)');
    expect(standardArray(9, 3)?.notation).toBe('L9(3^4)');
    expect(standardArray(25, 5)?.notation).toBe('L25(5^6)');
  });

  it('takes the levels of every column, in any order', () => {
    expect(standardArray(8, [4, 2, 2, 2, 2])?.name).toBe('L8(4×2^4)');
    expect(standardArray(8, [2, 2, 4, 2, 2])?.name).toBe('L8(4×2^4)');
    expect(standardArray(18, [2, 3, 3, 3, 3, 3, 3, 3])?.name).toBe('L18');
    expect(standardArray(8, [4, 2, 2])).toBeUndefined();
  });

  it('answers undefined for a shape no standard array has', () => {
    expect(standardArray(16, 3)).toBeUndefined();
    expect(standardArray(18, 2)).toBeUndefined();
    expect(standardArray(32, 2)).toBeUndefined();
  });

  it('has the textbook L8(4×2^4)', () => {
    expect(orthogonalArray('L8(4×2^4)')?.rows).toEqual([
      [1, 1, 1, 1, 1],
      [1, 2, 2, 2, 2],
      [2, 1, 1, 2, 2],
      [2, 2, 2, 1, 1],
      [3, 1, 2, 1, 2],
      [3, 2, 1, 2, 1],
      [4, 1, 2, 2, 1],
      [4, 2, 1, 1, 2],
    ]);
    expect(orthogonalArray('L8(4^1×2^4)')?.name).toBe('L8(4×2^4)');
  });

  it('reads the run count of a name', () => {
    expect(runsOfArrayName('L16')).toBe(16);
    expect(runsOfArrayName('l16(4^5)')).toBe(16);
    expect(runsOfArrayName('custom')).toBeUndefined();
  });
});
