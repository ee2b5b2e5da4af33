/** Pearson and Spearman correlation of two variables. */
import { normalQuantile, tTwoSidedP } from '../core/distributions';
import { StatsError } from '../core/errors';
import { extent, mean, type Numbers, sumOfSquaredDeviations } from '../core/sums';
import { requireFiniteValues, requirePairs, sumOfCrossDeviations, sumOfSquaredResiduals } from './moments';
import { averageRanks } from './ranks';

/** Correlation of x and y with the test of ρ = 0 and a confidence interval. */
export interface CorrelationResult {
  n: number;
  /** Pearson r = Sxy/√(Sxx·Syy). */
  pearsonR: number;
  /** t = r·√(df/(1 − r²)), from the regression residuals; null when |r| = 1. */
  t: number | null;
  /** n − 2. */
  df: number;
  /** Two-sided p-value of the t test of ρ = 0 (0 when |r| = 1). */
  pValue: number;
  confidenceLevel: number;
  /** Fisher z interval tanh(atanh(r) ∓ z·/√(n − 3)); null for n ≤ 3. */
  ci: { lower: number; upper: number } | null;
  /** Spearman ρ: Pearson r of the ranks, ties given their average rank. */
  spearmanRho: number;
}

/**
 * Pearson and Spearman correlation, as R's cor.test: the t test of ρ = 0 with n − 2 df and the Fisher z interval.
 * Throws StatsError: 'invalidInput' { reason: 'lengthMismatch' }, 'tooFewValues' { minimum: 3, actual },
 * 'notNumeric' { variable, index }, 'constantData' { variable } when x or y has no spread, and 'invalidInput'
 * { option: 'confidenceLevel' } for a level outside (0, 1).
 */
export function correlation(x: Numbers, y: Numbers, confidenceLevel = 0.95): CorrelationResult {
  const n = requirePairs(x, y, 3);
  requireFiniteValues(x, 'x');
  requireFiniteValues(y, 'y');
  if (!(confidenceLevel > 0 && confidenceLevel < 1)) {
    throw new StatsError('invalidInput', { option: 'confidenceLevel', value: confidenceLevel });
  }
  requireSpread(x, 'x');
  requireSpread(y, 'y');
  const meanX = mean(x);
  const meanY = mean(y);
  const sxx = sumOfSquaredDeviations(x, meanX);
  const syy = sumOfSquaredDeviations(y, meanY);
  const sxy = sumOfCrossDeviations(x, y, meanX, meanY);
  const pearsonR = clampUnit(sxy / Math.sqrt(sxx * syy));
  const df = n - 2;
  // t = b1/SE(b1) with SSE summed from the residuals, which keeps 1 − r² accurate when |r| is near 1.
  const slope = sxy / sxx;
  const sse = sumOfSquaredResiduals(x, y, meanX, meanY, slope, true);
  const t = sse > 0 ? (slope * Math.sqrt(sxx)) / Math.sqrt(sse / df) : null;
  const pValue = t === null ? 0 : tTwoSidedP(t, df);
  return {
    n,
    pearsonR,
    t,
    df,
    pValue,
    confidenceLevel,
    ci: n > 3 ? fisherInterval(pearsonR, n, confidenceLevel) : null,
    spearmanRho: pearson(averageRanks(x), averageRanks(y)),
  };
}

function requireSpread(values: Numbers, variable: string): void {
  const { min, max } = extent(values);
  if (min === max) throw new StatsError('constantData', { variable });
}

function fisherInterval(r: number, n: number, level: number): { lower: number; upper: number } {
  const z = Math.atanh(r);
  const halfWidth = normalQuantile((1 + level) / 2) / Math.sqrt(n - 3);
  return { lower: Math.tanh(z - halfWidth), upper: Math.tanh(z + halfWidth) };
}

function pearson(x: Numbers, y: Numbers): number {
  const meanX = mean(x);
  const meanY = mean(y);
  const sxx = sumOfSquaredDeviations(x, meanX);
  const syy = sumOfSquaredDeviations(y, meanY);
  return clampUnit(sumOfCrossDeviations(x, y, meanX, meanY) / Math.sqrt(sxx * syy));
}

function clampUnit(r: number): number {
  return Math.max(-1, Math.min(1, r));
}
