/** Numeric kernels shared by every analysis: compensated sums and two-pass moments. */

/** Any array of numbers the engine accepts: plain arrays for small inputs, typed arrays for large ones. */
export type Numbers = ArrayLike<number>;

/** Neumaier's compensated sum: the rounding error of each addition is carried, so long sums keep full precision. */
export function sum(values: Numbers): number {
  let total = 0;
  let compensation = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    const next = total + value;
    compensation += Math.abs(total) >= Math.abs(value) ? total - next + value : value - next + total;
    total = next;
  }
  return total + compensation;
}

/** Arithmetic mean, with a second pass that removes the first pass's rounding error. */
export function mean(values: Numbers): number {
  const n = values.length;
  const first = sum(values) / n;
  let correction = 0;
  for (let i = 0; i < n; i++) correction += (values[i] as number) - first;
  return first + correction / n;
}

/** Σ(x − centre) and Σ(x − centre)², the squares compensated, in one pass. */
function deviationSums(values: Numbers, centre: number): { deviations: number; squares: number } {
  let squares = 0;
  let squaresCompensation = 0;
  let deviations = 0;
  for (let i = 0; i < values.length; i++) {
    const d = (values[i] as number) - centre;
    const term = d * d;
    const next = squares + term;
    squaresCompensation += squares >= term ? squares - next + term : term - next + squares;
    squares = next;
    deviations += d;
  }
  return { deviations, squares: squares + squaresCompensation };
}

/**
 * Σ(x − centre)², two-pass: with the mean as centre this is the corrected sum of squares, computed without the
 * cancellation of Σx² − (Σx)²/n. The compensation term Σ(x − centre) removes the error of an inexact centre.
 */
export function sumOfSquaredDeviations(values: Numbers, centre: number): number {
  const { deviations, squares } = deviationSums(values, centre);
  return squares - (deviations * deviations) / values.length;
}

/**
 * The mean and the corrected sum of squares in two passes instead of three: the compensated sum gives a first mean,
 * and the one pass over the deviations from it both corrects the mean (as `mean` does) and sums their squares.
 * `total` is Σx when the caller has already summed the values (compensated, as `sum`).
 */
export function meanAndSumOfSquares(values: Numbers, total = sum(values)): { mean: number; sumOfSquares: number } {
  const n = values.length;
  const first = total / n;
  const { deviations, squares } = deviationSums(values, first);
  return { mean: first + deviations / n, sumOfSquares: squares - (deviations * deviations) / n };
}

/** Sample variance (divisor n − 1). */
export function variance(values: Numbers, centre = mean(values)): number {
  return sumOfSquaredDeviations(values, centre) / (values.length - 1);
}

/** Sample standard deviation (divisor n − 1, no c4 correction). */
export function standardDeviation(values: Numbers, centre = mean(values)): number {
  return Math.sqrt(variance(values, centre));
}

/** Smallest and largest value in one pass. */
export function extent(values: Numbers): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}
