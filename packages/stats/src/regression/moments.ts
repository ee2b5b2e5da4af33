/** Paired-sample kernels of the regression module: input checks and compensated cross sums. */
import { StatsError } from '../core/errors';
import type { Numbers } from '../core/sums';

/**
 * Checks a paired sample: equal lengths ('invalidInput' { reason: 'lengthMismatch' }), at least `minimum` pairs
 * ('tooFewValues') and finite values ('notNumeric' { variable, index }, index 1-based). Returns n.
 */
export function requirePairs(x: { length: number }, y: { length: number }, minimum: number): number {
  if (x.length !== y.length) {
    throw new StatsError('invalidInput', { reason: 'lengthMismatch', x: x.length, y: y.length });
  }
  if (x.length < minimum) throw new StatsError('tooFewValues', { minimum, actual: x.length });
  return x.length;
}

/** Throws StatsError('notNumeric', { variable, index }) at the first value that is not a finite number. */
export function requireFiniteValues(values: Numbers, variable: string): void {
  for (let i = 0; i < values.length; i++) {
    if (!Number.isFinite(values[i])) throw new StatsError('notNumeric', { variable, index: i + 1 });
  }
}

/**
 * Σ(x − cx)(y − cy), compensated (Neumaier), minus Σ(x − cx)·Σ(y − cy)/n: with the means as centres this is the
 * corrected cross product Sxy, and the correction removes the error of inexact centres (as sumOfSquaredDeviations).
 */
export function sumOfCrossDeviations(x: Numbers, y: Numbers, cx: number, cy: number): number {
  let total = 0;
  let compensation = 0;
  let dxSum = 0;
  let dySum = 0;
  for (let i = 0; i < x.length; i++) {
    const dx = (x[i] as number) - cx;
    const dy = (y[i] as number) - cy;
    const term = dx * dy;
    const next = total + term;
    compensation += Math.abs(total) >= Math.abs(term) ? total - next + term : term - next + total;
    total = next;
    dxSum += dx;
    dySum += dy;
  }
  return total + compensation - (dxSum * dySum) / x.length;
}

/**
 * Σ((y − cy) − b·(x − cx))², compensated, minus (Σ residual)²/n when `centred`: the residual sum of squares of a
 * line through (cx, cy) with slope b, computed from the residuals themselves rather than as Syy − b·Sxy, so a
 * nearly perfect fit keeps its digits. Without `centred` (a line through the origin, cx = cy = 0) no correction applies.
 */
export function sumOfSquaredResiduals(
  x: Numbers,
  y: Numbers,
  cx: number,
  cy: number,
  slope: number,
  centred: boolean,
): number {
  let total = 0;
  let compensation = 0;
  let residualSum = 0;
  for (let i = 0; i < x.length; i++) {
    const residual = (y[i] as number) - cy - slope * ((x[i] as number) - cx);
    const term = residual * residual;
    const next = total + term;
    compensation += total >= term ? total - next + term : term - next + total;
    total = next;
    residualSum += residual;
  }
  const sse = total + compensation;
  return centred ? Math.max(0, sse - (residualSum * residualSum) / x.length) : sse;
}

/** Σx·y, compensated (Neumaier): the uncentred cross product of a line through the origin. */
export function sumOfProducts(x: Numbers, y: Numbers): number {
  let total = 0;
  let compensation = 0;
  for (let i = 0; i < x.length; i++) {
    const term = (x[i] as number) * (y[i] as number);
    const next = total + term;
    compensation += Math.abs(total) >= Math.abs(term) ? total - next + term : term - next + total;
    total = next;
  }
  return total + compensation;
}
