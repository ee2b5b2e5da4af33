/** Input checks shared by the descriptive analyses. */
import { StatsError } from '../core/errors';
import type { Numbers } from '../core/sums';

/** Throws StatsError('notNumeric', { index }) at the first NaN or infinite value (index is 0-based). */
export function requireFinite(values: Numbers): void {
  for (let i = 0; i < values.length; i++) {
    if (!Number.isFinite(values[i] as number)) throw new StatsError('notNumeric', { index: i });
  }
}

/**
 * Smallest and largest value in one pass, checking as it goes: StatsError('notNumeric', { index }) at the first NaN
 * or infinite value, as `requireFinite`.
 */
export function finiteExtent(values: Numbers): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    // NaN and ±∞ are the values whose difference from themselves is not 0.
    if (value - value !== 0) throw new StatsError('notNumeric', { index: i });
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}
