import { describe, expect, it } from 'vitest';
import { chartWithLimits } from './given-limits';

describe('chartWithLimits', () => {
  it('judges statistics against limits from a control plan', () => {
    const chart = chartWithLimits('xbar', [10, 13.5, 12.1, 12.2, 9], { center: 10, lcl: 7, ucl: 13 });
    expect(chart.calibrationCount).toBe(0);
    expect(chart.sigma).toBe(1);
    expect(chart.beyondLimits).toEqual([1]);
    // 12.1 and 12.2 are beyond 2σ = 12: the second completes 2 of 3.
    expect(chart.rules.westernElectric.twoOfThreeBeyond2Sigma).toEqual([2, 3]);
  });

  it('accepts asymmetric limits and takes σ from the upper side', () => {
    const chart = chartWithLimits('R', [0.5, 3.2], { center: 1, lcl: 0, ucl: 3.1 });
    expect(chart.sigma).toBeCloseTo(0.7, 15);
    expect([chart.lcl, chart.ucl]).toEqual([0, 3.1]);
    expect(chart.beyondLimits).toEqual([1]);
  });

  it('rejects limits out of order and non-finite statistics', () => {
    expect(() => chartWithLimits('xbar', [1], { center: 1, lcl: 2, ucl: 3 })).toThrow(
      expect.objectContaining({ code: 'invalidInput', detail: { reason: 'limits' } }),
    );
    expect(() => chartWithLimits('xbar', [1, Number.NaN], { center: 1, lcl: 0, ucl: 3 })).toThrow(
      expect.objectContaining({ code: 'notNumeric', detail: { index: 1 } }),
    );
  });
});
