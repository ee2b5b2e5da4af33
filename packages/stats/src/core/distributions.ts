/**
 * Distribution functions. Tail probabilities are computed directly from the regularized incomplete beta and gamma
 * functions of stdlib (ports of Boost/Cephes, full double precision), never as 1 − cdf, so a p-value of 1e-18 keeps
 * its digits.
 */
import betainc from '@stdlib/math-base-special-betainc';
import erfc from '@stdlib/math-base-special-erfc';
import erfcinv from '@stdlib/math-base-special-erfcinv';
import gammainc from '@stdlib/math-base-special-gammainc';
import chisquareQuantile from '@stdlib/stats-base-dists-chisquare-quantile';
import fQuantileOf from '@stdlib/stats-base-dists-f-quantile';
import studentizedRangeCdf from '@stdlib/stats-base-dists-studentized-range-cdf';
import studentizedRangeQuantileOf from '@stdlib/stats-base-dists-studentized-range-quantile';
import tQuantileOf from '@stdlib/stats-base-dists-t-quantile';

/** Standard normal P(Z ≤ z). */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

/** Standard normal P(Z > z). */
export function normalSf(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2);
}

/** Standard normal quantile, through erfcinv so that tail probabilities such as 1e-10 keep full precision. */
export function normalQuantile(p: number): number {
  return -Math.SQRT2 * erfcinv(2 * p);
}

/** Student t P(T ≤ t) with df degrees of freedom. */
export function tCdf(t: number, df: number): number {
  const tail = 0.5 * betainc(df / (df + t * t), df / 2, 0.5);
  return t < 0 ? tail : 1 - tail;
}

/** Two-sided p-value of a t statistic: P(|T| ≥ |t|). */
export function tTwoSidedP(t: number, df: number): number {
  if (!Number.isFinite(t)) return Number.isNaN(t) ? Number.NaN : 0;
  return betainc(df / (df + t * t), df / 2, 0.5);
}

/** Student t quantile. */
export function tQuantile(p: number, df: number): number {
  return tQuantileOf(p, df);
}

/** Upper tail of the F distribution: P(F > f) with (df1, df2) degrees of freedom. */
export function fSf(f: number, df1: number, df2: number): number {
  if (Number.isNaN(f)) return Number.NaN;
  if (f <= 0) return 1;
  if (!Number.isFinite(f)) return 0;
  return betainc(df2 / (df2 + df1 * f), df2 / 2, df1 / 2);
}

/** F quantile. */
export function fQuantile(p: number, df1: number, df2: number): number {
  return fQuantileOf(p, df1, df2);
}

/** χ² P(X ≤ x) with df degrees of freedom. */
export function chiSquareCdf(x: number, df: number): number {
  return x <= 0 ? 0 : gammainc(x / 2, df / 2);
}

/** χ² upper tail P(X > x). */
export function chiSquareSf(x: number, df: number): number {
  return x <= 0 ? 1 : gammainc(x / 2, df / 2, true, true);
}

/** χ² quantile. */
export function chiSquareQuantile(p: number, df: number): number {
  return chisquareQuantile(p, df);
}

/** Upper tail of the studentized range: P(Q > q) for `groups` means and df error degrees of freedom (Tukey HSD). */
export function studentizedRangeSf(q: number, groups: number, df: number): number {
  return 1 - studentizedRangeCdf(q, groups, df);
}

/** Studentized range quantile (the Tukey HSD critical value at p = 1 − α). */
export function studentizedRangeQuantile(p: number, groups: number, df: number): number {
  return studentizedRangeQuantileOf(p, groups, df);
}
