import { describe, expect, it } from 'vitest';
import { extent, mean, standardDeviation, sum, sumOfSquaredDeviations, variance } from './sums';

describe('sum', () => {
  it('keeps the small terms that a plain running sum loses', () => {
    const values = [1e16, 1, -1e16, 1];
    expect(values.reduce((a, b) => a + b, 0)).toBe(1);
    expect(sum(values)).toBe(2);
  });

  it('adds 0.1 a million times to the correctly rounded result, where a running sum drifts', () => {
    const values = new Float64Array(1_000_000).fill(0.1);
    expect(values.reduce((a, b) => a + b, 0)).not.toBe(100000);
    expect(sum(values)).toBe(100000);
  });
});

describe('mean, variance and standard deviation', () => {
  it('give the textbook values on a small sample', () => {
    const values = [2, 4, 4, 4, 5, 5, 7, 9];
    expect(mean(values)).toBe(5);
    expect(variance(values)).toBeCloseTo(32 / 7, 15);
    expect(standardDeviation(values)).toBeCloseTo(Math.sqrt(32 / 7), 15);
  });

  it('do not lose the variance of large values with a small spread (where Σx² − (Σx)²/n fails)', () => {
    const values = [1e9 + 4, 1e9 + 7, 1e9 + 13, 1e9 + 16];
    expect(mean(values)).toBe(1e9 + 10);
    expect(variance(values)).toBe(30);
  });

  it('accept typed arrays and plain arrays alike', () => {
    const values = [0.3, 1.7, 2.2, 9.1];
    expect(variance(Float64Array.from(values))).toBe(variance(values));
  });

  it('correct an inexact centre', () => {
    const values = [1, 2, 3, 4];
    expect(sumOfSquaredDeviations(values, 2.4)).toBeCloseTo(5, 14);
  });
});

describe('extent', () => {
  it('finds the smallest and largest value', () => {
    expect(extent([3, -2, 8, 0])).toEqual({ min: -2, max: 8 });
  });
});
