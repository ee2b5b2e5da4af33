/** Choice of the standard orthogonal array for a set of factors. */
import { StatsError } from '../core/errors';
import { ORTHOGONAL_ARRAYS, type OrthogonalArray } from './arrays';

/** How many factors of each level count the array can take (its columns by number of levels). */
function columnsByLevels(levels: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const s of levels) counts.set(s, (counts.get(s) ?? 0) + 1);
  return counts;
}

/**
 * The smallest standard array (fewest runs; L16(2^15) before L16(4^5)) with a column of exactly the factor's number of
 * levels for every factor, e.g. four 3-level factors → L9, one 2-level and up to seven 3-level factors → L18.
 * Throws 'tooFewValues' for no factors, 'invalidInput' for a factor with fewer than 2 levels (or a non-integer count),
 * and 'arrayTooSmall' { factors, levels } (levels = the largest level count) when no standard array fits.
 */
export function suggestArray(factors: readonly { levels: number }[]): OrthogonalArray {
  if (factors.length === 0) throw new StatsError('tooFewValues', { minimum: 1, actual: 0 });
  const needed = new Map<number, number>();
  factors.forEach((factor, index) => {
    if (!Number.isInteger(factor.levels) || factor.levels < 2) {
      throw new StatsError('invalidInput', { factor: index + 1, levels: factor.levels });
    }
    needed.set(factor.levels, (needed.get(factor.levels) ?? 0) + 1);
  });
  const fits = ORTHOGONAL_ARRAYS.find((array) => {
    const available = columnsByLevels(array.levels);
    return [...needed].every(([levels, count]) => (available.get(levels) ?? 0) >= count);
  });
  if (!fits) {
    const levels = Math.max(...factors.map((factor) => factor.levels));
    throw new StatsError('arrayTooSmall', { factors: factors.length, levels });
  }
  return fits;
}
