/** Anderson–Darling test for normality with estimated mean and SD (case 3). */
import { normalSf } from '../core/distributions';
import { StatsError } from '../core/errors';
import { mean, type Numbers, standardDeviation } from '../core/sums';
import { sortedCopy } from './sort';
import { requireFinite } from './validate';

/** Result of the Anderson–Darling normality test. */
export interface AndersonDarlingResult {
  n: number;
  /** A² = −n − (1/n)·Σ(2i − 1)[ln Φ(z₍ᵢ₎) + ln(1 − Φ(z₍ₙ₊₁₋ᵢ₎))], z = (x − x̄)/s. */
  aSquared: number;
  /** A*² = A²(1 + 0.75/n + 2.25/n²), the statistic the p-value formula takes. */
  aSquaredAdjusted: number;
  /** P-value by D'Agostino & Stephens (1986), Table 4.9, as Minitab and R nortest::ad.test. */
  pValue: number;
}

const LOG_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);

/** ln P(Z > t) for t > 37, where the tail underflows: the asymptotic series of Mills' ratio. */
function logFarUpperTail(t: number): number {
  const r = 1 / (t * t);
  return -0.5 * t * t - Math.log(t) - LOG_SQRT_2PI + Math.log1p(-r * (1 - 3 * r * (1 - 5 * r)));
}

/** The D'Agostino & Stephens piecewise p-value of the adjusted statistic. */
export function andersonDarlingPValue(aSquaredAdjusted: number): number {
  const a = aSquaredAdjusted;
  if (a < 0.2) return -Math.expm1(-13.436 + 101.14 * a - 223.73 * a * a);
  if (a < 0.34) return -Math.expm1(-8.318 + 42.796 * a - 59.938 * a * a);
  if (a < 0.6) return Math.exp(0.9177 - 4.279 * a - 1.38 * a * a);
  if (a < 10) return Math.exp(1.2937 - 5.709 * a + 0.0186 * a * a);
  return 3.7e-24;
}

/**
 * Anderson–Darling normality test (mean and SD estimated from the data). Needs n ≥ 8, else
 * StatsError('tooFewValues', { minimum: 8 }); zero spread gives StatsError('constantData').
 */
export function andersonDarling(values: Numbers): AndersonDarlingResult {
  const n = values.length;
  if (n < 8) throw new StatsError('tooFewValues', { minimum: 8, actual: n });
  requireFinite(values);
  const sorted = sortedCopy(values);
  const centre = mean(sorted);
  const sd = standardDeviation(sorted, centre);
  if (!(sd > 0)) throw new StatsError('constantData', { n });
  // Value j (1-based) enters as i = j with ln Φ(z_j) and as i = n + 1 − j with ln(1 − Φ(z_j)).
  let total = 0;
  let compensation = 0;
  for (let j = 1; j <= n; j++) {
    const z = ((sorted[j - 1] as number) - centre) / sd;
    const t = Math.abs(z);
    const upper = t < 37 ? normalSf(t) : 0;
    const tail = t < 37 ? Math.log(upper) : logFarUpperTail(t);
    const body = Math.log1p(-upper);
    const logCdf = z >= 0 ? body : tail;
    const logSf = z >= 0 ? tail : body;
    const term = (2 * j - 1) * logCdf + (2 * (n - j) + 1) * logSf;
    const next = total + term;
    compensation += Math.abs(total) >= Math.abs(term) ? total - next + term : term - next + total;
    total = next;
  }
  const aSquared = -n - (total + compensation) / n;
  const aSquaredAdjusted = aSquared * (1 + 0.75 / n + 2.25 / (n * n));
  return { n, aSquared, aSquaredAdjusted, pValue: andersonDarlingPValue(aSquaredAdjusted) };
}
