import { describe, expect, it } from 'vitest';
import { StatsError } from '../core/errors';
import { correlation } from './correlation';
import { averageRanks } from './ranks';

function errorOf(run: () => unknown): StatsError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatsError) return error;
    throw error;
  }
  throw new Error('expected a StatsError');
}

describe('correlation', () => {
  it('gives Pearson r, the t test and Spearman ρ with average ranks for ties (hand-checked)', () => {
    // x ranks 1, 2.5, 2.5, 4; y ranks 1, 3, 2, 4: ρ = 4.5/√(4.5·5).
    const result = correlation([1, 2, 2, 3], [1, 3, 2, 4]);
    expect(result.spearmanRho).toBeCloseTo(4.5 / Math.sqrt(22.5), 15);
    // Sxx = 2, Syy = 5, Sxy = 3: r = 3/√10, t = r·√(2/(1 − r²)).
    const r = 3 / Math.sqrt(10);
    expect(result.pearsonR).toBeCloseTo(r, 15);
    expect(result.t).toBeCloseTo(r * Math.sqrt(2 / (1 - r * r)), 13);
    expect(result.df).toBe(2);
    expect(result.pValue).toBeGreaterThan(0);
    expect(result.pValue).toBeLessThan(1);
    const ci = result.ci;
    const half = 1.959963984540054;
    expect(ci?.lower).toBeCloseTo(Math.tanh(Math.atanh(r) - half), 12);
    expect(ci?.upper).toBeCloseTo(Math.tanh(Math.atanh(r) + half), 12);
  });

  it('has no Fisher interval for n = 3, and t null with p 0 for a perfect correlation', () => {
    expect(correlation([1, 2, 3], [2, 1, 4]).ci).toBeNull();
    const perfect = correlation([1, 2, 3, 4], [8, 6, 4, 2]);
    expect(perfect.pearsonR).toBe(-1);
    expect(perfect.spearmanRho).toBe(-1);
    expect(perfect.t).toBeNull();
    expect(perfect.pValue).toBe(0);
  });

  it('is invariant under shift and scale, and equal for Float64Array input', () => {
    const x = [1.2, 3.4, 2.2, 5.9, 4.4, 6.1];
    const y = [2.0, 2.9, 2.7, 6.3, 4.1, 5.2];
    const base = correlation(x, y);
    const moved = correlation(
      x.map((value) => 1e6 + 3 * value),
      y.map((value) => value - 500),
    );
    expect(moved.pearsonR).toBeCloseTo(base.pearsonR, 9);
    expect(moved.spearmanRho).toBe(base.spearmanRho);
    expect(correlation(Float64Array.from(x), Float64Array.from(y))).toEqual(base);
  });

  it('throws for bad input', () => {
    expect(errorOf(() => correlation([1, 2], [1, 2])).detail).toEqual({ minimum: 3, actual: 2 });
    expect(errorOf(() => correlation([1, 2, 3], [1, 2])).detail).toMatchObject({ reason: 'lengthMismatch' });
    expect(errorOf(() => correlation([1, 2, 3], [4, 4, 4])).detail).toEqual({ variable: 'y' });
    expect(errorOf(() => correlation([7, 7, 7], [1, 2, 3])).detail).toEqual({ variable: 'x' });
    expect(errorOf(() => correlation([1, Number.NaN, 3], [1, 2, 3])).code).toBe('notNumeric');
    expect(errorOf(() => correlation([1, 2, 3], [1, 3, 2], 0)).code).toBe('invalidInput');
  });
});

describe('averageRanks', () => {
  it('averages ties, orders negatives and treats −0 as 0', () => {
    expect(Array.from(averageRanks([3, -1, 0, -0, -5.5, 3, -Infinity]))).toEqual([6.5, 3, 4.5, 4.5, 2, 6.5, 1]);
  });

  it('agrees with a comparison sort on many values with ties', () => {
    const values = Float64Array.from({ length: 5000 }, (_, i) => Math.round(Math.sin(i * 12.9898) * 200) / 8 - 3);
    const ranks = averageRanks(values);
    const sorted = Array.from(values).sort((a, b) => a - b);
    for (let i = 0; i < values.length; i += 97) {
      const value = values[i] as number;
      const first = sorted.indexOf(value);
      const last = sorted.lastIndexOf(value);
      expect(ranks[i]).toBe((first + last + 2) / 2);
    }
  });
});
