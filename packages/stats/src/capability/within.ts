/** Within-subgroup (short-term) standard deviation for capability analysis and control charts. */
import { StatsError } from '../core/errors';
import { extent, mean, type Numbers, standardDeviation } from '../core/sums';
import { c4, type D2Source, d2 } from './constants';

/** σ_within of individuals: the average moving range of span 2 over d2(2). */
export interface WithinIndividuals {
  method: 'MRbar/d2';
  /** MR_i = |x_i − x_{i−1}|, i = 2..n (n − 1 values). */
  movingRanges: Float64Array;
  mrBar: number;
  d2: number;
  sigma: number;
}

/** σ_within of subgroups: R̄/d2(n) for equal sizes; the mean of R_i/d2(n_i) for unequal sizes. */
export interface WithinSubgroups {
  method: 'Rbar/d2';
  /** The common subgroup size; null when sizes differ. */
  subgroupSize: number | null;
  subgroupSizes: number[];
  subgroupCount: number;
  ranges: number[];
  rBar: number;
  /** d2 of the common size; null when sizes differ (each subgroup then uses its own d2(n_i)). */
  d2: number | null;
  sigma: number;
  /** Other within estimates, for information only. */
  alternatives: {
    /** S̄/c4 for equal sizes; the mean of s_i/c4(n_i) for unequal sizes. */
    sbarOverC4: number;
    /** Mean of the subgroup SDs (divisor n_i − 1). */
    sbar: number;
    /** c4 of the common size; null when sizes differ. */
    c4: number | null;
    /** √(Σ(n_i − 1)s_i²/Σ(n_i − 1)), without c4 correction. */
    pooledSd: number;
  };
}

/** Moving-range estimate of σ for individuals (needs n ≥ 2; the caller validates). */
export function withinIndividuals(values: Numbers, source: D2Source = 'table'): WithinIndividuals {
  const n = values.length;
  if (n < 2) throw new StatsError('tooFewValues', { minimum: 2, actual: n });
  const movingRanges = new Float64Array(n - 1);
  let previous = values[0] as number;
  for (let i = 1; i < n; i++) {
    const value = values[i] as number;
    movingRanges[i - 1] = Math.abs(value - previous);
    previous = value;
  }
  return withinOfMovingRanges(movingRanges, mean(movingRanges), source);
}

/** σ_within of individuals from their moving ranges and MR̄. */
export function withinOfMovingRanges(movingRanges: Float64Array, mrBar: number, source: D2Source): WithinIndividuals {
  const factor = d2(2, source);
  return { method: 'MRbar/d2', movingRanges, mrBar, d2: factor, sigma: mrBar / factor };
}

function rangeOf(values: Numbers): number {
  const { min, max } = extent(values);
  return max - min;
}

/**
 * Range estimate of σ for subgroups. Equal sizes: σ = R̄/d2(n) (qcc, Montgomery). Unequal sizes: σ = (1/k)·Σ R_i/d2(n_i),
 * the average of per-subgroup unbiased estimates, which equals R̄/d2(n) when sizes are equal. Needs k ≥ 2 subgroups of
 * size ≥ 2, else StatsError('tooFewValues').
 */
export function withinSubgroups(subgroups: readonly Numbers[], source: D2Source = 'table'): WithinSubgroups {
  const k = subgroups.length;
  if (k < 2) throw new StatsError('tooFewValues', { minimum: 2, actual: k, unit: 'subgroups' });
  const subgroupSizes = subgroups.map((group) => group.length);
  subgroupSizes.forEach((size, index) => {
    if (size < 2) throw new StatsError('tooFewValues', { minimum: 2, actual: size, subgroup: index + 1 });
  });
  const ranges = subgroups.map(rangeOf);
  const sds = subgroups.map((group) => standardDeviation(group));
  const rBar = mean(ranges);
  const sbar = mean(sds);
  let pooledSquares = 0;
  let pooledDf = 0;
  sds.forEach((sd, i) => {
    const df = (subgroupSizes[i] as number) - 1;
    pooledSquares += df * sd * sd;
    pooledDf += df;
  });
  const pooledSd = Math.sqrt(pooledSquares / pooledDf);
  const size = subgroupSizes[0] as number;
  if (subgroupSizes.every((n) => n === size)) {
    const factor = d2(size, source);
    const c4n = c4(size);
    return {
      method: 'Rbar/d2',
      subgroupSize: size,
      subgroupSizes,
      subgroupCount: k,
      ranges,
      rBar,
      d2: factor,
      sigma: rBar / factor,
      alternatives: { sbarOverC4: sbar / c4n, sbar, c4: c4n, pooledSd },
    };
  }
  const sigma = mean(ranges.map((range, i) => range / d2(subgroupSizes[i] as number, source)));
  const sbarOverC4 = mean(sds.map((sd, i) => sd / c4(subgroupSizes[i] as number)));
  return {
    method: 'Rbar/d2',
    subgroupSize: null,
    subgroupSizes,
    subgroupCount: k,
    ranges,
    rBar,
    d2: null,
    sigma,
    alternatives: { sbarOverC4, sbar, c4: null, pooledSd },
  };
}
