/** One-way analysis of variance, balanced or not, with group intervals and Tukey–Kramer comparisons. */
import { centreDecimals, parseDecimal } from '../core/decimal';
import { fSf, studentizedRangeQuantile, studentizedRangeSf, tQuantile } from '../core/distributions';
import { StatsError } from '../core/errors';
import { type Numbers, sum, sumOfSquaredDeviations } from '../core/sums';

/** A group of observations. */
export interface AnovaGroup<V = Numbers> {
  label: string;
  values: V;
}

/** Per group: count, sum, mean and SD (divisor n − 1), and the interval of its mean with the pooled SD. */
export interface OneWayGroupSummary {
  label: string;
  n: number;
  sum: number;
  mean: number;
  /** null for a group of one observation. */
  sd: number | null;
  variance: number | null;
  ciLower: number;
  ciUpper: number;
}

/** A Tukey–Kramer comparison: difference = mean(a) − mean(b), with its simultaneous interval and adjusted p. */
export interface TukeyComparison {
  a: string;
  b: string;
  difference: number;
  lower: number;
  upper: number;
  pAdjusted: number;
}

export interface OneWayAnovaResult {
  k: number;
  n: number;
  grandMean: number;
  balanced: boolean;
  confidenceLevel: number;
  groups: OneWayGroupSummary[];
  between: { df: number; ss: number; ms: number; f: number; p: number };
  within: { df: number; ss: number; ms: number };
  total: { df: number; ss: number };
  rSquared: number;
  /** √(within MS), the pooled SD. */
  residualSd: number;
  /** Every pair (i < j) as R's TukeyHSD orders them: difference = mean_j − mean_i. */
  tukey: TukeyComparison[];
}

export interface OneWayAnovaOptions {
  /** Level of the group intervals and the Tukey comparisons; default 0.95. */
  confidenceLevel?: number;
}

function checkGroups(groups: readonly AnovaGroup<{ length: number }>[]): number {
  if (groups.length < 2) throw new StatsError('tooFewValues', { minimum: 2, actual: groups.length, unit: 'groups' });
  for (const group of groups) {
    if (group.values.length === 0) throw new StatsError('tooFewValues', { minimum: 1, actual: 0, group: group.label });
  }
  const n = groups.reduce((total, group) => total + group.values.length, 0);
  if (n - groups.length < 1) throw new StatsError('tooFewValues', { minimum: groups.length + 1, actual: n });
  return n;
}

/**
 * One-way ANOVA of groups of doubles. Group means are two-pass means; the between SS is Σ n_i(ȳ_i − ȳ)² and the
 * within SS the sum of each group's centred sum of squares, so no Σx² − (Σx)²/n cancellation occurs.
 * Throws StatsError 'tooFewValues' (fewer than 2 groups, an empty group, no within degrees of freedom) and
 * 'constantData' when every group is constant.
 */
export function oneWayAnova(groups: readonly AnovaGroup[], options: OneWayAnovaOptions = {}): OneWayAnovaResult {
  checkGroups(groups);
  return analyse(groups, 0, options);
}

/**
 * oneWayAnova on values that arrive as decimal text: every value is centred on one exact decimal reference before
 * floating-point work (NIST SmLs07–09, values such as 1000000000000.4), which every sum of squares ignores.
 * Throws as oneWayAnova; 'notNumeric' { index (in all values), group, value } for a text that is not a decimal number.
 */
export function oneWayAnovaFromText(
  groups: readonly AnovaGroup<readonly string[]>[],
  options: OneWayAnovaOptions = {},
): OneWayAnovaResult {
  checkGroups(groups);
  const all = groups.flatMap((group) => group.values);
  let centred: ReturnType<typeof centreDecimals>;
  try {
    centred = centreDecimals(all);
  } catch {
    const index = all.findIndex((text) => parseDecimal(text) === undefined);
    let group = 0;
    for (let end = groups[0]?.values.length ?? 0; end <= index; end += groups[group]?.values.length ?? 0) group++;
    throw new StatsError('notNumeric', { index, group: groups[group]?.label ?? '', value: all[index] ?? '' });
  }
  let offset = 0;
  const shifted = groups.map((group) => {
    const values = centred.deviations.subarray(offset, offset + group.values.length);
    offset += group.values.length;
    return { label: group.label, values };
  });
  return analyse(shifted, centred.reference, options);
}

/** The analysis on values shifted by −reference (0 for plain doubles); means and sums get the reference back. */
function analyse(groups: readonly AnovaGroup[], reference: number, options: OneWayAnovaOptions): OneWayAnovaResult {
  const confidenceLevel = options.confidenceLevel ?? 0.95;
  if (!(confidenceLevel > 0 && confidenceLevel < 1))
    throw new StatsError('invalidInput', { option: 'confidenceLevel' });
  const k = groups.length;
  const stats = groups.map((group) => {
    const n = group.values.length;
    const total = sum(group.values);
    let mean = total / n;
    let correction = 0;
    for (let i = 0; i < n; i++) correction += (group.values[i] as number) - mean;
    mean += correction / n;
    return { label: group.label, n, total, mean, ss: sumOfSquaredDeviations(group.values, mean) };
  });
  const n = stats.reduce((total, group) => total + group.n, 0);
  const grandMean = sum(stats.map((group) => group.total)) / n;
  const betweenSs = sum(stats.map((group) => group.n * (group.mean - grandMean) ** 2));
  const withinSs = sum(stats.map((group) => group.ss));
  if (withinSs === 0) throw new StatsError('constantData', betweenSs === 0 ? {} : { reason: 'within' });
  const betweenDf = k - 1;
  const withinDf = n - k;
  const betweenMs = betweenSs / betweenDf;
  const withinMs = withinSs / withinDf;
  const f = betweenMs / withinMs;
  const pooledSd = Math.sqrt(withinMs);
  const t = tQuantile(1 - (1 - confidenceLevel) / 2, withinDf);
  const summaries: OneWayGroupSummary[] = stats.map((group) => {
    const variance = group.n > 1 ? group.ss / (group.n - 1) : null;
    const half = (t * pooledSd) / Math.sqrt(group.n);
    const mean = group.mean + reference;
    return {
      label: group.label,
      n: group.n,
      sum: group.total + group.n * reference,
      mean,
      sd: variance === null ? null : Math.sqrt(variance),
      variance,
      ciLower: mean - half,
      ciUpper: mean + half,
    };
  });
  const totalSs = betweenSs + withinSs;
  return {
    k,
    n,
    grandMean: grandMean + reference,
    balanced: stats.every((group) => group.n === stats[0]?.n),
    confidenceLevel,
    groups: summaries,
    between: { df: betweenDf, ss: betweenSs, ms: betweenMs, f, p: fSf(f, betweenDf, withinDf) },
    within: { df: withinDf, ss: withinSs, ms: withinMs },
    total: { df: n - 1, ss: totalSs },
    rSquared: betweenSs / totalSs,
    residualSd: pooledSd,
    tukey: tukeyKramer(stats, withinMs, withinDf, confidenceLevel),
  };
}

/** Tukey–Kramer: SE = √(MSE/2·(1/n_i + 1/n_j)), critical value qtukey(level, k, df), p = P(Q > |d|/SE). */
function tukeyKramer(
  groups: readonly { label: string; n: number; mean: number }[],
  withinMs: number,
  withinDf: number,
  confidenceLevel: number,
): TukeyComparison[] {
  const k = groups.length;
  const critical = studentizedRangeQuantile(confidenceLevel, k, withinDf);
  const comparisons: TukeyComparison[] = [];
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) {
      const first = groups[i] as (typeof groups)[number];
      const second = groups[j] as (typeof groups)[number];
      const difference = second.mean - first.mean;
      const se = Math.sqrt((withinMs / 2) * (1 / first.n + 1 / second.n));
      comparisons.push({
        a: second.label,
        b: first.label,
        difference,
        lower: difference - critical * se,
        upper: difference + critical * se,
        pAdjusted: studentizedRangeSf(Math.abs(difference) / se, k, withinDf),
      });
    }
  }
  return comparisons;
}
