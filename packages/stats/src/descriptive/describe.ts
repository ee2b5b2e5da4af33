/** Descriptive statistics of one sample. */
import { StatsError } from '../core/errors';
import { extent, mean, type Numbers, sumOfSquaredDeviations } from '../core/sums';
import { quantilesUnsorted } from './quantile';
import { requireFinite } from './validate';

/** Summary of one sample; `null` where a statistic is not defined (too few values, or zero spread). */
export interface DescriptiveStatistics {
  n: number;
  mean: number;
  /** Sample standard deviation, divisor n − 1; null for n < 2. */
  sd: number | null;
  /** Sample variance, divisor n − 1; null for n < 2. */
  variance: number | null;
  min: number;
  max: number;
  range: number;
  /** Quartiles and median by R's type 7 (Excel QUARTILE.INC). */
  median: number;
  q1: number;
  q3: number;
  /** Standard error of the mean, sd/√n; null for n < 2. */
  standardErrorOfMean: number | null;
  /** Adjusted skewness G1 (Minitab, Excel SKEW); null for n < 3 or zero spread. */
  skewness: number | null;
  /** Adjusted excess kurtosis G2 (Minitab, Excel KURT); null for n < 4 or zero spread. */
  kurtosis: number | null;
}

/**
 * Descriptive statistics. Moments are centred on the two-pass mean. With s the sample SD and z = (x − x̄)/s:
 * skewness G1 = n/((n − 1)(n − 2))·Σz³, and excess kurtosis
 * G2 = n(n + 1)/((n − 1)(n − 2)(n − 3))·Σz⁴ − 3(n − 1)²/((n − 2)(n − 3)), as Minitab and Excel SKEW/KURT.
 * Throws StatsError('tooFewValues') for an empty sample and 'notNumeric' for a non-finite value.
 */
export function describe(values: Numbers): DescriptiveStatistics {
  const n = values.length;
  if (n === 0) throw new StatsError('tooFewValues', { minimum: 1, actual: 0 });
  requireFinite(values);
  const centre = mean(values);
  const variance = n > 1 ? sumOfSquaredDeviations(values, centre) / (n - 1) : null;
  const sd = variance === null ? null : Math.sqrt(variance);
  let skewness: number | null = null;
  let kurtosis: number | null = null;
  if (sd !== null && sd > 0 && n > 2) {
    let cubes = 0;
    let fourths = 0;
    for (let i = 0; i < n; i++) {
      const z = ((values[i] as number) - centre) / sd;
      const z2 = z * z;
      cubes += z2 * z;
      fourths += z2 * z2;
    }
    skewness = (n / ((n - 1) * (n - 2))) * cubes;
    if (n > 3) {
      kurtosis =
        ((n * (n + 1)) / ((n - 1) * (n - 2) * (n - 3))) * fourths - (3 * (n - 1) * (n - 1)) / ((n - 2) * (n - 3));
    }
  }
  const { min, max } = extent(values);
  const [q1, median, q3] = quantilesUnsorted(values, [0.25, 0.5, 0.75]) as [number, number, number];
  return {
    n,
    mean: centre,
    sd,
    variance,
    min,
    max,
    range: max - min,
    median,
    q1,
    q3,
    standardErrorOfMean: sd === null ? null : sd / Math.sqrt(n),
    skewness,
    kurtosis,
  };
}
