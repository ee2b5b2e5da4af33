import { describe, expect, it } from 'vitest';
import { StatsError } from '../core/errors';
import { sum } from '../core/sums';
import { scanIndividuals } from './individuals-scan';

describe('scanIndividuals', () => {
  it('gives extent, sums, moving ranges and out-of-specification counts in one pass', () => {
    const values = [5, 7, 4, 4, 9, 1];
    const scan = scanIndividuals(values, { lsl: 2, usl: 8, target: null });
    expect(scan).toMatchObject({ min: 1, max: 9, sum: 30, movingRangeSum: 2 + 3 + 0 + 5 + 8, below: 1, above: 1 });
    expect(Array.from(scan.movingRanges)).toEqual([2, 3, 0, 5, 8]);
  });

  it('counts a value on a limit as in specification, and nothing beyond a missing limit', () => {
    const scan = scanIndividuals([2, 8, -100, 100], { lsl: 2, usl: null, target: null });
    expect([scan.below, scan.above]).toEqual([1, 0]);
  });

  it('keeps full precision in long sums, as the compensated sum does', () => {
    const values = Float64Array.from({ length: 100_001 }, (_, i) => (i % 2 === 0 ? 1e16 : 1) * (i % 4 < 2 ? 1 : -1));
    expect(scanIndividuals(values, { lsl: null, usl: 0, target: null }).sum).toBe(sum(values));
  });

  it('names the first value that is not a finite number', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      const error = (() => {
        try {
          scanIndividuals([1, 2, bad, Number.NaN], { lsl: 0, usl: 3, target: null });
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(StatsError);
      expect((error as StatsError).code).toBe('notNumeric');
      expect((error as StatsError).detail).toEqual({ index: 2 });
    }
  });
});
