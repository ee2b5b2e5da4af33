/** The one pass over individuals (values in time order) that process capability needs before the mean is known. */
import { StatsError } from '../core/errors';
import type { Numbers } from '../core/sums';
import type { SpecLimits } from './indices';

export interface IndividualsScan {
  min: number;
  max: number;
  /** Σx, compensated. */
  sum: number;
  /** MR_i = |x_i − x_{i−1}|, i = 2..n. */
  movingRanges: Float64Array;
  /** ΣMR, compensated. */
  movingRangeSum: number;
  /** Values strictly below the LSL and strictly above the USL. */
  below: number;
  above: number;
}

/**
 * Checks, extent, both sums, the moving ranges and the out-of-specification counts in one pass over 1,000,000 values
 * instead of five. Throws StatsError('notNumeric', { index }) at the first NaN or infinite value. Sums are Neumaier's
 * compensated sums, as `sum`.
 */
export function scanIndividuals(values: Numbers, spec: SpecLimits): IndividualsScan {
  const n = values.length;
  const movingRanges = new Float64Array(Math.max(0, n - 1));
  const lsl = spec.lsl ?? Number.NEGATIVE_INFINITY;
  const usl = spec.usl ?? Number.POSITIVE_INFINITY;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let total = 0;
  let totalCompensation = 0;
  let ranges = 0;
  let rangesCompensation = 0;
  let below = 0;
  let above = 0;
  let previous = 0;
  for (let i = 0; i < n; i++) {
    const value = values[i] as number;
    // NaN and ±∞ are the values whose difference from themselves is not 0.
    if (value - value !== 0) throw new StatsError('notNumeric', { index: i });
    if (value < min) min = value;
    if (value > max) max = value;
    if (value < lsl) below++;
    else if (value > usl) above++;
    const next = total + value;
    totalCompensation += Math.abs(total) >= Math.abs(value) ? total - next + value : value - next + total;
    total = next;
    if (i > 0) {
      // Moving ranges are never negative, so the running sum is at least as large as each of them.
      const range = Math.abs(value - previous);
      movingRanges[i - 1] = range;
      const nextRanges = ranges + range;
      rangesCompensation += ranges >= range ? ranges - nextRanges + range : range - nextRanges + ranges;
      ranges = nextRanges;
    }
    previous = value;
  }
  return {
    min,
    max,
    sum: total + totalCompensation,
    movingRanges,
    movingRangeSum: ranges + rangesCompensation,
    below,
    above,
  };
}
