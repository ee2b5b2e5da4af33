import { describe, expect, it } from 'vitest';
import { tQuantile } from '../core/distributions';
import { StatsError } from '../core/errors';
import { linearRegressionBand, linearRegressionIntervals } from './intervals';
import { linearRegression, linearRegressionFromText } from './linear-regression';

function errorOf(run: () => unknown): StatsError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatsError) return error;
    throw error;
  }
  throw new Error('expected a StatsError');
}

describe('linearRegression, hand-checkable', () => {
  // x̄ = 2, ȳ = 2, Sxx = 2, Sxy = 1: b1 = 0.5, b0 = 1, fitted 1.5, 2, 2.5, residuals −0.5, 1, −0.5, SSE = 1.5.
  const result = linearRegression([1, 2, 3], [1, 3, 2]);

  it('fits the line and its sums of squares', () => {
    expect(result.slope.estimate).toBe(0.5);
    expect(result.intercept?.estimate).toBe(1);
    expect(result.anova.residual.ss).toBeCloseTo(1.5, 14);
    expect(result.anova.regression.ss).toBeCloseTo(0.5, 14);
    expect(result.anova.total).toEqual({ df: 2, ss: 2 });
    expect(result.rSquared).toBeCloseTo(0.25, 14);
    expect(result.r).toBeCloseTo(0.5, 14);
    expect(result.residualDf).toBe(1);
    expect(result.residualStandardError).toBeCloseTo(Math.sqrt(1.5), 14);
    expect(result.slope.standardError).toBeCloseTo(Math.sqrt(1.5 / 2), 14);
    expect(result.intercept?.standardError).toBeCloseTo(Math.sqrt(1.5 * (1 / 3 + 4 / 2)), 14);
    expect(result.fStatistic).toBeCloseTo(0.5 / 1.5, 14);
    expect(result.adjustedRSquared).toBeCloseTo(1 - (0.75 * 2) / 1, 14);
  });

  it('reports per-point fitted values, residuals, leverages and standardized residuals', () => {
    expect(Array.from(result.fitted)).toEqual([1.5, 2, 2.5]);
    expect(Array.from(result.residuals)).toEqual([-0.5, 1, -0.5]);
    const leverage = Array.from(result.leverage);
    expect(leverage[0]).toBeCloseTo(1 / 3 + 1 / 2, 15);
    expect(leverage[1]).toBeCloseTo(1 / 3, 15);
    expect(leverage.reduce((a, b) => a + b, 0)).toBeCloseTo(2, 14);
    const s = Math.sqrt(1.5);
    expect(result.standardizedResiduals[1]).toBeCloseTo(1 / (s * Math.sqrt(2 / 3)), 14);
  });

  it('uses the t quantile of the confidence level for every interval', () => {
    expect(result.tCritical).toBe(tQuantile(0.975, 1));
    const ninety = linearRegression([1, 2, 3], [1, 3, 2], { confidenceLevel: 0.9 });
    expect(ninety.tCritical).toBe(tQuantile(0.95, 1));
    expect(ninety.slope.ciUpper - ninety.slope.ciLower).toBeLessThan(result.slope.ciUpper - result.slope.ciLower);
  });
});

describe('linearRegression intervals and bands', () => {
  const x = [1, 2, 3, 4, 5, 6, 7];
  const y = [2.1, 3.9, 6.2, 7.8, 10.1, 12.2, 13.8];
  const result = linearRegression(x, y, { predictAt: [4, 10] });

  it('gives seFit = s/√n at the mean of x, and prediction intervals wider than confidence intervals', () => {
    const [atMean, outside] = result.intervals;
    expect(atMean?.seFit).toBeCloseTo(result.residualStandardError / Math.sqrt(7), 14);
    expect(atMean?.fit).toBeCloseTo(result.meanY, 13);
    for (const interval of result.intervals) {
      expect(interval.predictionLower).toBeLessThan(interval.confidenceLower);
      expect(interval.predictionUpper).toBeGreaterThan(interval.confidenceUpper);
    }
    expect(outside?.seFit).toBeGreaterThan(atMean?.seFit ?? Number.POSITIVE_INFINITY);
  });

  it('spans 50 band points from min to max x that agree with the intervals', () => {
    const { band } = result;
    expect(band.x.length).toBe(50);
    expect(band.x[0]).toBe(1);
    expect(band.x[49]).toBe(7);
    const [first] = linearRegressionIntervals(result, [band.x[10] as number]);
    expect(band.fit[10]).toBe(first?.fit);
    expect(band.confidenceLower[10]).toBe(first?.confidenceLower);
    expect(band.predictionUpper[10]).toBe(first?.predictionUpper);
    expect(linearRegressionBand(result, 5).x).toEqual(Float64Array.from([1, 2.5, 4, 5.5, 7]));
    expect(linearRegression(x, y, { bandPoints: 0 }).band.x.length).toBe(0);
  });
});

describe('linearRegression invariants', () => {
  const x = [3.1, 4.7, 5.2, 6.9, 8.4, 9.0, 11.3];
  const y = [10.2, 12.9, 13.1, 17.8, 20.4, 21.0, 27.5];

  it('gives the same result for Float64Array and array input', () => {
    const plain = linearRegression(x, y, { predictAt: [5] });
    const typed = linearRegression(Float64Array.from(x), Float64Array.from(y), { predictAt: Float64Array.from([5]) });
    expect(typed).toEqual(plain);
  });

  it('is invariant under a shift of x and y, except for the means and the intercept', () => {
    const base = linearRegression(x, y);
    const shifted = linearRegression(
      x.map((value) => value + 1e6),
      y.map((value) => value + 1e3),
    );
    expect(shifted.slope.estimate).toBeCloseTo(base.slope.estimate, 8);
    expect(shifted.anova.residual.ss / base.anova.residual.ss).toBeCloseTo(1, 7);
    expect(shifted.rSquared).toBeCloseTo(base.rSquared, 10);
    expect(shifted.intercept?.estimate).toBeCloseTo(
      (base.intercept?.estimate ?? 0) + 1e3 - base.slope.estimate * 1e6,
      2,
    );
  });

  it('gives a null t test and F for a perfect fit', () => {
    const perfect = linearRegression([1, 2, 3], [3, 5, 7]);
    expect(perfect.slope.estimate).toBe(2);
    expect(perfect.anova.residual.ss).toBe(0);
    expect(perfect.slope.tValue).toBeNull();
    expect(perfect.slope.pValue).toBeNull();
    expect(perfect.fStatistic).toBeNull();
    expect(perfect.fPValue).toBeNull();
    expect(perfect.rSquared).toBe(1);
    expect(Number.isNaN(perfect.standardizedResiduals[0])).toBe(true);
  });

  it('gives a negative r for a falling line', () => {
    expect(linearRegression([1, 2, 3, 4], [4, 3, 3, 1]).r).toBeLessThan(0);
  });
});

describe('linearRegression without intercept', () => {
  // Σxy = 31, Σx² = 14, Σy² = 69: b1 = 31/14, SSE = 69 − 31²/14 = 5/14, residual df 2, uncentred SST = 69.
  const result = linearRegression([1, 2, 3], [2, 4, 7], { intercept: false, predictAt: [2] });

  it('uses uncentred sums of squares and n − 1 residual df (NIST NoInt1/NoInt2)', () => {
    expect(result.hasIntercept).toBe(false);
    expect(result.intercept).toBeNull();
    expect(result.r).toBeNull();
    expect(result.slope.estimate).toBeCloseTo(31 / 14, 15);
    expect(result.anova.residual).toMatchObject({ df: 2 });
    expect(result.anova.residual.ss).toBeCloseTo(5 / 14, 14);
    expect(result.anova.total).toEqual({ df: 3, ss: 69 });
    expect(result.rSquared).toBeCloseTo(1 - 5 / 14 / 69, 14);
    expect(result.slope.standardError).toBeCloseTo(Math.sqrt(5 / 14 / 2 / 14), 14);
    expect(result.adjustedRSquared).toBeCloseTo(1 - ((5 / 14 / 69) * 3) / 2, 14);
    expect(result.uncentred).toEqual({ sumXX: 14, sumXY: 31, sumYY: 69 });
    expect(Array.from(result.leverage).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
  });

  it('puts the interval through the origin: seFit = s·|x|/√Σx²', () => {
    const [interval] = result.intervals;
    expect(interval?.fit).toBeCloseTo((2 * 31) / 14, 14);
    expect(interval?.seFit).toBeCloseTo((result.residualStandardError * 2) / Math.sqrt(14), 14);
  });

  it('accepts constant non-zero x but not all-zero x', () => {
    expect(linearRegression([2, 2, 2], [1, 2, 3], { intercept: false }).slope.estimate).toBe(1);
    expect(errorOf(() => linearRegression([0, 0, 0], [1, 2, 3], { intercept: false })).code).toBe('constantData');
  });
});

describe('linearRegressionFromText', () => {
  it('equals the doubles fit on simple data, with and without intercept', () => {
    const x = ['1', '2', '3', '4.5', '6'];
    const y = ['2.5', '3.1', '4.9', '6.2', '8.8'];
    for (const intercept of [true, false]) {
      const text = linearRegressionFromText(x, y, { intercept, predictAt: [3] });
      const doubles = linearRegression(x.map(Number), y.map(Number), { intercept, predictAt: [3] });
      expect(text.slope.estimate).toBeCloseTo(doubles.slope.estimate, 13);
      expect(text.anova.residual.ss).toBeCloseTo(doubles.anova.residual.ss, 12);
      expect(text.rSquared).toBeCloseTo(doubles.rSquared, 13);
      expect(text.intervals[0]?.fit).toBeCloseTo(doubles.intervals[0]?.fit ?? 0, 12);
      expect(text.meanX).toBeCloseTo(3.3, 14);
      expect(text.minX).toBe(1);
      expect(text.maxX).toBe(6);
      expect(Array.from(text.fitted)).toHaveLength(5);
    }
  });

  it('keeps the digits of values that have no exact double (1000000000000.1 …)', () => {
    // Deviations .1 .2 .3 .4 from 1e12: Sxx = 0.05, Sxy = 0.65, slope exactly 13.
    const x = ['1000000000000.1', '1000000000000.2', '1000000000000.3', '1000000000000.4'];
    const y = ['1', '2', '3', '5'];
    const text = linearRegressionFromText(x, y);
    expect(Math.abs(text.slope.estimate - 13) / 13).toBeLessThan(1e-13);
    expect(Math.abs(text.sxx - 0.05) / 0.05).toBeLessThan(1e-13);
    const doubles = linearRegression(x.map(Number), y.map(Number));
    expect(Math.abs(doubles.slope.estimate - 13) / 13).toBeGreaterThan(1e-6);
  });

  it('throws notNumeric with the variable and 1-based index of a bad text', () => {
    const error = errorOf(() => linearRegressionFromText(['1', '2', 'x3'], ['1', '2', '3']));
    expect(error.code).toBe('notNumeric');
    expect(error.detail).toEqual({ variable: 'x', index: 3 });
    const noIntercept = errorOf(() => linearRegressionFromText(['1', '2', '3'], ['1', '', '3'], { intercept: false }));
    expect(noIntercept.detail).toEqual({ variable: 'y', index: 2 });
  });
});

describe('linearRegression errors', () => {
  it('throws tooFewValues for fewer than 3 points', () => {
    const error = errorOf(() => linearRegression([1, 2], [3, 4]));
    expect(error.code).toBe('tooFewValues');
    expect(error.detail).toEqual({ minimum: 3, actual: 2 });
    expect(errorOf(() => linearRegressionFromText(['1'], ['2'])).code).toBe('tooFewValues');
  });

  it('throws invalidInput lengthMismatch for x and y of different length', () => {
    const error = errorOf(() => linearRegression([1, 2, 3], [1, 2, 3, 4]));
    expect(error.code).toBe('invalidInput');
    expect(error.detail).toMatchObject({ reason: 'lengthMismatch', x: 3, y: 4 });
  });

  it('throws constantData for constant x', () => {
    const error = errorOf(() => linearRegression([5, 5, 5, 5], [1, 2, 3, 4]));
    expect(error.code).toBe('constantData');
    expect(error.detail).toEqual({ variable: 'x' });
    expect(errorOf(() => linearRegressionFromText(['5', '5.0', '5'], ['1', '2', '3'])).code).toBe('constantData');
  });

  it('throws notNumeric for a non-finite value and invalidInput for a bad option', () => {
    expect(errorOf(() => linearRegression([1, Number.NaN, 3], [1, 2, 3])).detail).toEqual({ variable: 'x', index: 2 });
    expect(errorOf(() => linearRegression([1, 2, 3], [1, 2, Infinity])).code).toBe('notNumeric');
    expect(errorOf(() => linearRegression([1, 2, 3], [1, 3, 2], { confidenceLevel: 1 })).detail).toMatchObject({
      option: 'confidenceLevel',
    });
    expect(errorOf(() => linearRegression([1, 2, 3], [1, 3, 2], { bandPoints: 1 })).code).toBe('invalidInput');
    expect(errorOf(() => linearRegression([1, 2, 3], [1, 3, 2], { predictAt: [Number.NaN] })).code).toBe('notNumeric');
  });
});
