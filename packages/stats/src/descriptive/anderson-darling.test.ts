import { describe, expect, it } from 'vitest';
import { andersonDarling, andersonDarlingPValue } from './anderson-darling';

const SAMPLE = [2.1, 4.3, 4.0, 4.4, 5.2, 5.0, 7.7, 9.9, 3.1, 6.0, 12.5];

describe('andersonDarling', () => {
  it('matches scipy.stats.anderson and the nortest p-value formula', () => {
    const result = andersonDarling(SAMPLE);
    // A² from scipy 1.17 (and 40-digit mpmath: 0.53677161939421125174).
    expect(result.aSquared).toBeCloseTo(0.5367716193942123, 14);
    expect(result.aSquaredAdjusted).toBeCloseTo(0.5833509747961894, 14);
    expect(result.pValue).toBeCloseTo(0.12898352993798873, 14);
    expect(result.n).toBe(11);
  });

  it('uses each branch of the D’Agostino–Stephens formula', () => {
    expect(andersonDarlingPValue(0.1)).toBeCloseTo(1 - Math.exp(-13.436 + 10.114 - 2.2373), 14);
    expect(andersonDarlingPValue(0.3)).toBeCloseTo(1 - Math.exp(-8.318 + 42.796 * 0.3 - 59.938 * 0.09), 14);
    expect(andersonDarlingPValue(0.5)).toBeCloseTo(Math.exp(0.9177 - 4.279 * 0.5 - 1.38 * 0.25), 14);
    expect(andersonDarlingPValue(2)).toBeCloseTo(Math.exp(1.2937 - 5.709 * 2 + 0.0186 * 4), 14);
    expect(andersonDarlingPValue(12)).toBe(3.7e-24);
  });

  it('is invariant under shift and scale, and accepts Float64Array', () => {
    const base = andersonDarling(SAMPLE);
    const moved = andersonDarling(Float64Array.from(SAMPLE, (x) => 1000 + 3 * x));
    expect(moved.aSquared).toBeCloseTo(base.aSquared, 11);
    expect(andersonDarling(Float64Array.from(SAMPLE))).toEqual(base);
  });

  it('keeps a finite statistic for an extreme outlier', () => {
    const values = [...Array.from({ length: 2000 }, (_, i) => Math.sin(i)), 1e6];
    const result = andersonDarling(values);
    expect(Number.isFinite(result.aSquared)).toBe(true);
    expect(result.pValue).toBe(3.7e-24);
  });

  it('needs 8 values and some spread', () => {
    expect(() => andersonDarling([1, 2, 3, 4, 5, 6, 7])).toThrow(
      expect.objectContaining({ code: 'tooFewValues', detail: { minimum: 8, actual: 7 } }),
    );
    expect(() => andersonDarling(new Array(10).fill(2))).toThrow(expect.objectContaining({ code: 'constantData' }));
    expect(() => andersonDarling([1, 2, 3, 4, 5, 6, 7, Number.POSITIVE_INFINITY])).toThrow(
      expect.objectContaining({ code: 'notNumeric' }),
    );
  });
});
