/** Sample quantiles of sorted data. */
import type { Numbers } from '../core/sums';

/**
 * Quantile of ascending data by R's default type 7 (also Excel QUARTILE.INC and NumPy 'linear'):
 * h = (n − 1)p, Q = x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋ + 1] − x[⌊h⌋]) with 0-based indices. `sorted` must be ascending and
 * non-empty; p in [0, 1].
 */
export function quantile(sorted: Numbers, p: number): number {
  const n = sorted.length;
  if (n === 0 || !(p >= 0 && p <= 1)) return Number.NaN;
  const h = (n - 1) * p;
  const low = Math.floor(h);
  const lower = sorted[low] as number;
  if (low >= n - 1) return lower;
  const fraction = h - low;
  return fraction === 0 ? lower : lower + fraction * ((sorted[low + 1] as number) - lower);
}

/**
 * Puts the k-th smallest of data[left..right] at index k, smaller-or-equal values before it and greater-or-equal ones
 * after it (Wirth's selection with a median-of-three pivot; falls back to sorting the range if it degenerates).
 */
function selectInPlace(data: Float64Array, k: number, left: number, right: number): void {
  let lo = left;
  let hi = right;
  for (let rounds = 0; hi > lo; rounds++) {
    if (rounds > 64) {
      data.subarray(lo, hi + 1).sort();
      return;
    }
    const a = data[lo] as number;
    const b = data[(lo + hi) >> 1] as number;
    const c = data[hi] as number;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((data[i] as number) < pivot) i++;
      while ((data[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = data[i] as number;
        data[i] = data[j] as number;
        data[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/**
 * The order statistics x₍ₖ₎ (0-based ranks `ranks`, each in [0, n − 1]) of unsorted data without a full sort: expected
 * O(n) selection on a copy (the input is not modified). Values must not be NaN.
 */
export function orderStatistics(values: Numbers, ranks: readonly number[]): number[] {
  const data = Float64Array.from(values as ArrayLike<number>);
  const n = data.length;
  const order = ranks.map((rank, index) => ({ rank, index })).sort((x, y) => x.rank - y.rank);
  const out = new Array<number>(ranks.length).fill(Number.NaN);
  let left = 0;
  for (const { rank, index } of order) {
    if (!(Number.isInteger(rank) && rank >= 0 && rank < n)) continue;
    selectInPlace(data, rank, left, n - 1);
    left = rank;
    out[index] = data[rank] as number;
  }
  return out;
}

/** Type-7 quantiles of unsorted data by selection (see `quantile`), without sorting; `probabilities` in [0, 1]. */
export function quantilesUnsorted(values: Numbers, probabilities: readonly number[]): number[] {
  const n = values.length;
  const ranks = probabilities.flatMap((p) => {
    const low = Math.floor((n - 1) * p);
    return [low, Math.min(low + 1, n - 1)];
  });
  const statistics = orderStatistics(values, ranks);
  return probabilities.map((p, i) =>
    quantile([statistics[2 * i] as number, statistics[2 * i + 1] as number], (n - 1) * p - Math.floor((n - 1) * p)),
  );
}
