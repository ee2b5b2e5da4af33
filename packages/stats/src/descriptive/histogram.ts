/** Histogram binning as R's hist(): pretty break points and right-closed bins (a, b], the first bin [a, b]. */
import { StatsError } from '../core/errors';
import { extent, type Numbers, standardDeviation } from '../core/sums';
import { prettyBreaks } from './pretty';
import { orderStatistics, quantile } from './quantile';
import { finiteExtent } from './validate';

/**
 * How the bins are chosen: a rule for the number of classes (R's nclass.Sturges, nclass.scott, nclass.FD) whose
 * count feeds pretty(), or a fixed bin width from `start` (default: the largest multiple of the width ≤ min).
 */
export type HistogramRule = 'sturges' | 'scott' | 'freedmanDiaconis' | { width: number; start?: number };

/** Binned data, in the shape of R's hist() object. */
export interface HistogramBins {
  /** Bin edges, ascending; bin i is (breaks[i], breaks[i + 1]], the first one closed on the left too. */
  breaks: number[];
  counts: number[];
  /** counts/(n·width): the histogram's area is 1. */
  density: number[];
  mids: number[];
  binCount: number;
  /** The number of classes the rule asked pretty() for (R's nclass.*); null for a fixed width. */
  classCount: number | null;
  n: number;
}

/** R's nclass.Sturges: ⌈log2(n) + 1⌉. */
export function sturgesClassCount(n: number): number {
  return Math.ceil(Math.log2(n) + 1);
}

/** R's nclass.scott: h = 3.5·s·n^(−1/3), ⌈range/h⌉ classes (at least 1). */
export function scottClassCount(values: Numbers): number {
  const n = values.length;
  const { min, max } = extent(values);
  const h = n > 1 ? 3.5 * standardDeviation(values) * n ** (-1 / 3) : 0;
  return h > 0 ? Math.max(1, Math.ceil((max - min) / h)) : 1;
}

/** R's signif(x, 5) (monotone, so it commutes with sorting). */
function signif5(x: number): number {
  return x === 0 || !Number.isFinite(x) ? x : Number(x.toPrecision(5));
}

/**
 * R's nclass.FD: h = 2·IQR(signif(x, 5)) (if 0, the spread of the 1/8 … 1/512 tail quantiles), then
 * ⌈range/(h·n^(−1/3))⌉ classes (at least 1). signif is monotone, so the quantiles of signif(x, 5) come from the
 * order statistics of x.
 */
export function freedmanDiaconisClassCount(values: Numbers): number {
  const n = values.length;
  /** signif(x, 5) quantiles at p and 1 − p, from the order statistics of x. */
  const spread = (p: number): number => {
    const ranks = [p, 1 - p].flatMap((q) => {
      const low = Math.floor((n - 1) * q);
      return [low, Math.min(low + 1, n - 1)];
    });
    const [a, b, c, d] = orderStatistics(values, ranks).map(signif5) as [number, number, number, number];
    const lowH = (n - 1) * p;
    const highH = (n - 1) * (1 - p);
    return quantile([c, d], highH - Math.floor(highH)) - quantile([a, b], lowH - Math.floor(lowH));
  };
  let h = 2 * spread(0.25);
  for (let alpha = 1 / 8; h === 0 && alpha >= 1 / 512; alpha /= 2) h = spread(alpha) / (1 - 2 * alpha);
  const { min, max } = extent(values);
  return h > 0 ? Math.max(1, Math.ceil((max - min) / (h * n ** (-1 / 3)))) : 1;
}

function fixedWidthBreaks(min: number, max: number, width: number, start?: number): number[] {
  if (!(width > 0) || !Number.isFinite(width)) throw new StatsError('invalidInput', { reason: 'width', width });
  const first = start ?? Math.floor(min / width) * width;
  if (!Number.isFinite(first) || first > min) throw new StatsError('invalidInput', { reason: 'start', start: first });
  const bins = Math.max(1, Math.ceil((max - first) / width));
  if (bins > 1e6) throw new StatsError('invalidInput', { reason: 'too many bins', bins });
  const breaks = new Array<number>(bins + 1);
  for (let i = 0; i <= bins; i++) breaks[i] = first + i * width;
  return breaks;
}

function medianOf(values: number[]): number {
  return quantile(Float64Array.from(values).sort(), 0.5);
}

/**
 * Counts as R's hist(right = TRUE, include.lowest = TRUE): breaks are moved by a fuzz of 1e-7 times the median bin
 * width (R's choice for > 5 breaks; the smallest width for 4–5 breaks, the data range for ≤ 3) so that values
 * "effectively on" a break fall in the lower bin, then C_BinCount's binary search.
 */
function binCounts(values: Numbers, breaks: number[], dataRange: number): number[] {
  const nB = breaks.length;
  const widths = breaks.slice(1).map((b, i) => b - (breaks[i] as number));
  const diddle = 1e-7 * (nB > 5 ? medianOf(widths) : nB <= 3 ? dataRange : Math.min(...widths.filter((w) => w > 0)));
  const fuzzy = Float64Array.from(breaks, (b, i) => b + (i === 0 ? -diddle : diddle));
  const counts = new Int32Array(nB - 1);
  const last = nB - 1;
  const bottom = fuzzy[0] as number;
  const top = fuzzy[last] as number;
  const lastBin = last - 1;
  const guessWidth = (top - bottom) / lastBin;
  for (let i = 0; i < values.length; i++) {
    const x = values[i] as number;
    if (!(bottom <= x && x <= top)) continue;
    // The bin (fuzzy[lo], fuzzy[lo + 1]], the first one closed: guessed from the mean width, then moved to where
    // the fuzzy edges put it, so unequal widths and rounding in the guess still count as R's binary search does.
    let lo = ((x - bottom) / guessWidth) | 0;
    if (lo > lastBin) lo = lastBin;
    while (lo > 0 && x <= (fuzzy[lo] as number)) lo--;
    while (lo < lastBin && x > (fuzzy[lo + 1] as number)) lo++;
    counts[lo] = (counts[lo] as number) + 1;
  }
  return Array.from(counts);
}

/**
 * Histogram bins and counts reproducing R's hist(x, breaks = rule): for the class-count rules the breaks are
 * pretty(range(x), n = k, min.n = 1). Throws StatsError('tooFewValues') for no values and 'notNumeric' for a
 * non-finite value. `range` is the values' extent when the caller has already taken it and checked every value.
 */
export function histogramBins(
  values: Numbers,
  rule: HistogramRule = 'sturges',
  range?: { min: number; max: number },
): HistogramBins {
  const n = values.length;
  if (n === 0) throw new StatsError('tooFewValues', { minimum: 1, actual: 0 });
  const { min, max } = range ?? finiteExtent(values);
  let classCount: number | null = null;
  let breaks: number[];
  if (typeof rule === 'object') {
    breaks = fixedWidthBreaks(min, max, rule.width, rule.start);
  } else {
    classCount =
      rule === 'sturges'
        ? sturgesClassCount(n)
        : rule === 'scott'
          ? scottClassCount(values)
          : freedmanDiaconisClassCount(values);
    breaks = prettyBreaks(min, max, Math.min(classCount, 1e6), 1);
  }
  const counts = binCounts(values, breaks, max - min);
  const density = counts.map((count, i) => count / (n * ((breaks[i + 1] as number) - (breaks[i] as number))));
  const mids = counts.map((_, i) => 0.5 * ((breaks[i + 1] as number) + (breaks[i] as number)));
  return { breaks, counts, density, mids, binCount: counts.length, classCount, n };
}
