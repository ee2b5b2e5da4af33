import { describe, expect, it } from 'vitest';
import { StatsError } from '../core/errors';
import { suggestArray } from './suggest';

const factors = (...levels: number[]) => levels.map((count) => ({ levels: count }));

function errorOf(run: () => unknown): StatsError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatsError) return error;
  }
  throw new Error('expected a StatsError');
}

describe('suggestArray', () => {
  it('picks the smallest two-level array', () => {
    expect(suggestArray(factors(2, 2)).name).toBe('L4');
    expect(suggestArray(factors(2, 2, 2)).name).toBe('L4');
    expect(suggestArray(factors(2, 2, 2, 2)).name).toBe('L8');
    expect(suggestArray(factors(...Array(7).fill(2))).name).toBe('L8');
    expect(suggestArray(factors(...Array(8).fill(2))).name).toBe('L12');
    expect(suggestArray(factors(...Array(12).fill(2))).name).toBe('L16');
    expect(suggestArray(factors(...Array(15).fill(2))).name).toBe('L16');
  });

  it('picks L9, L18 or L27 for three-level factors', () => {
    expect(suggestArray(factors(3, 3, 3)).name).toBe('L9');
    expect(suggestArray(factors(3, 3, 3, 3)).name).toBe('L9');
    expect(suggestArray(factors(3, 3, 3, 3, 3)).name).toBe('L18');
    expect(suggestArray(factors(...Array(8).fill(3))).name).toBe('L27');
    expect(suggestArray(factors(...Array(13).fill(3))).name).toBe('L27');
  });

  it('picks L18 for one two-level and up to seven three-level factors', () => {
    expect(suggestArray(factors(2, 3)).name).toBe('L18');
    expect(suggestArray(factors(3, 2, 3, 3, 3, 3, 3, 3)).name).toBe('L18');
  });

  it('picks L16(4^5) and L25 for four- and five-level factors', () => {
    expect(suggestArray(factors(4, 4, 4)).name).toBe('L16(4^5)');
    expect(suggestArray(factors(4, 4)).name).toBe('L16(4^5)');
  });

  it('picks L8(4×2^4) for one four-level factor with up to four two-level factors', () => {
    expect(suggestArray(factors(4)).name).toBe('L8(4×2^4)');
    expect(suggestArray(factors(4, 2, 2, 2, 2)).name).toBe('L8(4×2^4)');
    expect(suggestArray(factors(2, 4, 2)).name).toBe('L8(4×2^4)');
    expect(errorOf(() => suggestArray(factors(4, 2, 2, 2, 2, 2))).code).toBe('arrayTooSmall');
    expect(suggestArray(factors(5, 5, 5, 5, 5, 5)).name).toBe('L25');
  });

  it('throws arrayTooSmall when no standard array fits', () => {
    const tooMany = errorOf(() => suggestArray(factors(...Array(16).fill(2))));
    expect(tooMany.code).toBe('arrayTooSmall');
    expect(tooMany.detail).toEqual({ factors: 16, levels: 2 });
    expect(errorOf(() => suggestArray(factors(2, 3, 3, 3, 3, 3, 3, 3, 3))).code).toBe('arrayTooSmall');
    expect(errorOf(() => suggestArray(factors(2, 2, 3))).code).toBe('arrayTooSmall');
    expect(errorOf(() => suggestArray(factors(6))).detail).toEqual({ factors: 1, levels: 6 });
  });

  it('rejects no factors and factors with fewer than two levels', () => {
    expect(errorOf(() => suggestArray([])).code).toBe('tooFewValues');
    expect(errorOf(() => suggestArray(factors(2, 1))).detail).toEqual({ factor: 2, levels: 1 });
    expect(errorOf(() => suggestArray(factors(2.5))).code).toBe('invalidInput');
  });
});
