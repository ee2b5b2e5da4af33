import { describe, expect, it } from 'vitest';
import { StatsError } from '../core/errors';
import { describe as describeSample } from './describe';
import { orderStatistics, quantile, quantilesUnsorted } from './quantile';
import { sortedCopy } from './sort';

const SAMPLE = [2.1, 4.3, 4.0, 4.4, 5.2, 5.0, 7.7, 9.9, 3.1, 6.0, 12.5];

describe('describe', () => {
  it('matches a hand-checkable sample', () => {
    const result = describeSample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.n).toBe(10);
    expect(result.mean).toBe(5.5);
    expect(result.variance).toBeCloseTo(55 / 6, 14);
    expect(result.median).toBe(5.5);
    expect(result.q1).toBe(3.25);
    expect(result.q3).toBe(7.75);
    expect(result.range).toBe(9);
    expect(result.skewness).toBeCloseTo(0, 14);
    expect(result.kurtosis).toBeCloseTo(-1.2, 14);
    expect(result.standardErrorOfMean).toBeCloseTo(Math.sqrt(55 / 6 / 10), 14);
  });

  it('uses the adjusted G1/G2 (scipy skew/kurtosis with bias=False, numpy percentile)', () => {
    const result = describeSample(SAMPLE);
    expect(result.skewness).toBeCloseTo(1.1864908556151674, 13);
    expect(result.kurtosis).toBeCloseTo(0.9967602387532795, 13);
    expect(result.sd).toBeCloseTo(3.078399820449815, 14);
    expect([result.q1, result.median, result.q3]).toEqual([4.15, 5, 6.85]);
  });

  it('gives the same result for a Float64Array', () => {
    expect(describeSample(Float64Array.from(SAMPLE))).toEqual(describeSample(SAMPLE));
  });

  it('is shift invariant in its spread and shape', () => {
    const base = describeSample(SAMPLE);
    const shifted = describeSample(SAMPLE.map((x) => x + 1e6));
    expect(shifted.mean).toBeCloseTo(base.mean + 1e6, 8);
    expect(shifted.sd as number).toBeCloseTo(base.sd as number, 9);
    expect(shifted.skewness as number).toBeCloseTo(base.skewness as number, 8);
    expect(shifted.kurtosis as number).toBeCloseTo(base.kurtosis as number, 8);
  });

  it('returns null where a statistic is undefined', () => {
    const one = describeSample([3]);
    expect(one).toMatchObject({ n: 1, mean: 3, sd: null, variance: null, skewness: null, kurtosis: null, median: 3 });
    expect(describeSample([1, 2, 4]).kurtosis).toBeNull();
    expect(describeSample([5, 5, 5, 5]).skewness).toBeNull();
  });

  it('rejects empty and non-numeric input', () => {
    expect(() => describeSample([])).toThrow(StatsError);
    expect(() => describeSample([])).toThrow(expect.objectContaining({ code: 'tooFewValues' }));
    expect(() => describeSample([1, Number.NaN])).toThrow(expect.objectContaining({ code: 'notNumeric' }));
  });
});

describe('quantile', () => {
  it('is R type 7', () => {
    const sorted = [1, 2, 4, 8];
    expect(quantile(sorted, 0)).toBe(1);
    expect(quantile(sorted, 1)).toBe(8);
    expect(quantile(sorted, 0.5)).toBe(3);
    expect(quantile(sorted, 0.25)).toBe(1.75);
    expect(quantile([7], 0.3)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('selection agrees with sorting, with ties and sorted inputs', () => {
    const probabilities = [0.75, 0.25, 0.5, 0, 1, 0.1, 0.999];
    for (const n of [1, 2, 3, 10, 1001, 5000]) {
      const inputs = [
        Array.from({ length: n }, (_, i) => Math.sin(i * 12.9898) * 43758.5453),
        Array.from({ length: n }, (_, i) => i),
        Array.from({ length: n }, (_, i) => n - i),
        Array.from({ length: n }, (_, i) => (i * 7) % 3),
      ];
      for (const values of inputs) {
        const sorted = sortedCopy(values);
        expect(quantilesUnsorted(values, probabilities)).toEqual(probabilities.map((p) => quantile(sorted, p)));
        expect(orderStatistics(values, [n - 1, 0])).toEqual([sorted[n - 1], sorted[0]]);
      }
    }
  });

  it('sortedCopy sorts large samples (radix path) like the comparison sort, including signed zeros', () => {
    const values = Float64Array.from({ length: 10000 }, (_, i) => Math.sin(i) * 10 ** ((i % 40) - 20));
    values[3] = -0;
    values[4] = 0;
    values[5] = -Number.MAX_VALUE;
    values[6] = Number.MIN_VALUE;
    const expected = Float64Array.from(values).sort();
    expect(Array.from(sortedCopy(values))).toEqual(Array.from(expected));
    expect(values[5]).toBe(-Number.MAX_VALUE);
  });
});
