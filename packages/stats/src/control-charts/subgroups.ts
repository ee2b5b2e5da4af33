/** Subgroup statistics of the X̄-R and X̄-S charts, and the checks on their input. */
import { StatsError } from '../core/errors';
import { mean, type Numbers, standardDeviation, sum } from '../core/sums';

export interface SubgroupChartInput {
  /** Calibration (phase I) subgroups, one array per subgroup; the limits come from these. */
  subgroups: readonly Numbers[];
  /** Later (phase II) subgroups, judged against the calibration limits. */
  newSubgroups?: readonly Numbers[];
}

/** Means, ranges or SDs and sizes of the calibration subgroups followed by the new ones. */
export interface SubgroupSummary {
  means: Float64Array;
  spreads: Float64Array;
  sizes: Float64Array;
  calibrationCount: number;
  /** The size shared by every calibration subgroup (by every new one when there is no calibration), or null. */
  commonSize: number | null;
}

export type Spread = 'range' | 'sd';

/** Scratch for `meanAndRange`'s branch-free choice of the smaller and larger value. */
const choice = new Float64Array(4);

/**
 * Mean of a subgroup of at least 2 values in two passes (as R's mean) and its range, taken in the first pass; NaN or
 * ±∞ propagate through the sum to the caller's check. Written into `out` ([mean, range]) so that no object is made per
 * subgroup. The minimum and maximum are picked by indexing with the comparison (0 or 1) rather than by branching on
 * it: on real data each comparison goes either way at random, and mispredicted branches made this 2.5x slower.
 */
function meanAndRange(group: Numbers, out: Float64Array): void {
  const n = group.length;
  let total = group[0] as number;
  let min = total;
  let max = total;
  for (let i = 1; i < n; i++) {
    const value = group[i] as number;
    total += value;
    choice[0] = min;
    choice[1] = value;
    min = choice[+(value < min)] as number;
    choice[2] = max;
    choice[3] = value;
    max = choice[2 + +(value > max)] as number;
  }
  const first = total / n;
  let correction = 0;
  for (let i = 0; i < n; i++) correction += (group[i] as number) - first;
  out[0] = first + correction / n;
  out[1] = max - min;
}

/** StatsError('notNumeric') at the first value of the group that is not finite; `offset` counts earlier values. */
function rejectNonFinite(group: Numbers, subgroup: number, offset: number): never {
  let index = 0;
  while (index < group.length && Number.isFinite(group[index] as number)) index++;
  throw new StatsError('notNumeric', { index: offset + index, subgroup });
}

function commonSizeOf(sizes: Float64Array, from: number, to: number): number | null {
  if (to <= from) return null;
  const first = sizes[from] as number;
  for (let i = from + 1; i < to; i++) if (sizes[i] !== first) return null;
  return first;
}

/**
 * One pass over the subgroups. Throws StatsError('tooFewValues') for a subgroup of fewer than 2 values ({ subgroup }
 * is 1-based over calibration then new subgroups) and 'notNumeric' for a value that is not a finite number ({ index }
 * 0-based over all values in order).
 */
export function summariseSubgroups(input: SubgroupChartInput, spread: Spread): SubgroupSummary {
  const calibration = input.subgroups;
  const later = input.newSubgroups ?? [];
  const count = calibration.length + later.length;
  if (count === 0) throw new StatsError('tooFewValues', { minimum: 1, actual: 0, unit: 'subgroups' });
  const means = new Float64Array(count);
  const spreads = new Float64Array(count);
  const sizes = new Float64Array(count);
  const meanRange = new Float64Array(2);
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const group = (i < calibration.length ? calibration[i] : later[i - calibration.length]) as Numbers;
    if (group.length < 2) throw new StatsError('tooFewValues', { minimum: 2, actual: group.length, subgroup: i + 1 });
    meanAndRange(group, meanRange);
    const centre = meanRange[0] as number;
    const value = spread === 'range' ? (meanRange[1] as number) : standardDeviation(group, centre);
    if (!Number.isFinite(value) || !Number.isFinite(centre)) rejectNonFinite(group, i + 1, offset);
    means[i] = centre;
    spreads[i] = value;
    sizes[i] = group.length;
    offset += group.length;
  }
  const calibrationCount = calibration.length;
  const commonSize =
    calibrationCount > 0 ? commonSizeOf(sizes, 0, calibrationCount) : commonSizeOf(sizes, 0, sizes.length);
  return { means, spreads, sizes, calibrationCount, commonSize };
}

/** x̿ = Σ n_i·x̄_i / Σ n_i over the calibration subgroups: the mean of all their values (of the means for one size). */
export function grandMean(summary: SubgroupSummary): number {
  const k = summary.calibrationCount;
  if (summary.commonSize !== null) return mean(summary.means.subarray(0, k));
  const weighted = new Float64Array(k);
  for (let i = 0; i < k; i++) weighted[i] = (summary.sizes[i] as number) * (summary.means[i] as number);
  return sum(weighted) / sum(summary.sizes.subarray(0, k));
}

/**
 * σ within from the calibration spreads: S̄/u(n) with u = d2 or c4 for equal sizes; the mean of R_i/u(n_i) otherwise
 * (qcc's 'UWAVE-R' and 'UWAVE-SD').
 */
export function sigmaFromSpreads(summary: SubgroupSummary, unbias: (size: number) => number): number {
  const k = summary.calibrationCount;
  const spreads = summary.spreads.subarray(0, k);
  if (summary.commonSize !== null) return mean(spreads) / unbias(summary.commonSize);
  const scaled = new Float64Array(k);
  for (let i = 0; i < k; i++) scaled[i] = (spreads[i] as number) / unbias(summary.sizes[i] as number);
  return mean(scaled);
}

/**
 * The centre of the spread chart (R̄ or S̄): the calibration mean, or with a given σ, u(n)·σ (the mean of u(n_i)·σ
 * over the points when sizes differ).
 */
export function centreOfSpreads(
  summary: SubgroupSummary,
  givenSigma: number | undefined,
  unbias: (size: number) => number,
): number {
  if (givenSigma === undefined) return mean(summary.spreads.subarray(0, summary.calibrationCount));
  if (summary.commonSize !== null) return unbias(summary.commonSize) * givenSigma;
  return mean(summary.sizes.map((size) => unbias(size) * givenSigma));
}

/** Throws StatsError('tooFewValues') unless there are at least 2 calibration subgroups to estimate from. */
export function requireCalibration(summary: SubgroupSummary): void {
  if (summary.calibrationCount < 2) {
    throw new StatsError('tooFewValues', { minimum: 2, actual: summary.calibrationCount, unit: 'subgroups' });
  }
}

/** Throws StatsError('constantData', { reason: 'within' }) for σ within 0 (every subgroup constant). */
export function requirePositiveSigma(sigma: number): void {
  if (!(sigma > 0)) throw new StatsError('constantData', { reason: 'within' });
}

/** Given parameters must be finite numbers (a given σ positive). */
export function checkGiven(given: Record<string, number | undefined>): void {
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (!Number.isFinite(value) || ((name === 'sigma' || name.endsWith('Bar')) && value < 0)) {
      throw new StatsError('invalidInput', { given: name });
    }
  }
}
