/** Input checks shared by the descriptive analyses. */
import { StatsError } from '../core/errors';
import type { Numbers } from '../core/sums';

/** Throws StatsError('notNumeric', { index }) at the first NaN or infinite value (index is 0-based). */
export function requireFinite(values: Numbers): void {
  for (let i = 0; i < values.length; i++) {
    if (!Number.isFinite(values[i] as number)) throw new StatsError('notNumeric', { index: i });
  }
}
