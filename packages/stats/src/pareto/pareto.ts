/** Pareto analysis (排列图): categories by descending count, cumulative percentages, A/B/C classes, an 'other' bucket. */
import { StatsError } from '../core/errors';
import { sum } from '../core/sums';

export type ParetoClass = 'A' | 'B' | 'C';

export interface ParetoOptions {
  /** Merge every category whose share of the total is below this percentage into the other bucket. */
  otherBelowPercent?: number;
  /** Keep the largest `topCount` categories and merge the rest into the other bucket. */
  topCount?: number;
  /** Label of the merged bucket ('Other' by default; a Chinese screen passes '其他'). */
  otherLabel?: string;
  /** Cumulative percentages that close classes A and B; [80, 90] by default. */
  classBoundaries?: readonly [number, number];
}

export interface ParetoItem {
  category: string;
  count: number;
  /** 100·count/total. */
  percentage: number;
  cumulativeCount: number;
  /** 100·cumulativeCount/total (exactly 100 at the last item). */
  cumulativePercentage: number;
  class: ParetoClass;
  /** The categories merged into the other bucket, in order; empty for an ordinary category. */
  merged: string[];
}

export interface ParetoResult {
  total: number;
  items: ParetoItem[];
  /** The categories of class A: the smallest leading set whose cumulative percentage reaches the first boundary. */
  vitalFew: string[];
}

interface Category {
  category: string;
  count: number;
  merged: string[];
}

function validated(categories: readonly string[], counts: readonly number[]): Category[] {
  if (categories.length !== counts.length) {
    throw new StatsError('invalidInput', { reason: 'lengths', categories: categories.length, counts: counts.length });
  }
  if (categories.length === 0) throw new StatsError('tooFewValues', { minimum: 1, actual: 0 });
  const seen = new Set<string>();
  return categories.map((category, index) => {
    const count = counts[index] as number;
    if (!Number.isFinite(count)) throw new StatsError('notNumeric', { index });
    if (count < 0) throw new StatsError('invalidInput', { reason: 'negative', index });
    if (seen.has(category)) throw new StatsError('invalidInput', { reason: 'duplicate', category });
    seen.add(category);
    return { category, count, merged: [] };
  });
}

/** Sorted categories with the ones to merge taken out and appended as one bucket at the end. */
function withOtherBucket(sorted: Category[], total: number, options: ParetoOptions): Category[] {
  const label = options.otherLabel ?? 'Other';
  const below = options.otherBelowPercent;
  const top = options.topCount;
  if (below === undefined && top === undefined) return sorted;
  if (below !== undefined && !(below >= 0 && below <= 100)) {
    throw new StatsError('invalidInput', { option: 'otherBelowPercent' });
  }
  if (top !== undefined && !(Number.isInteger(top) && top >= 1))
    throw new StatsError('invalidInput', { option: 'topCount' });
  const kept: Category[] = [];
  const merged: Category[] = [];
  for (const item of sorted) {
    const small = below !== undefined && item.count * 100 < below * total;
    const beyondTop = top !== undefined && kept.length >= top;
    (item.category === label || small || beyondTop ? merged : kept).push(item);
  }
  if (merged.length === 0) return kept;
  const bucket = {
    category: label,
    count: sum(merged.map((item) => item.count)),
    merged: merged.map((item) => item.category),
  };
  return [...kept, bucket];
}

/**
 * Pareto table (qcc pareto.chart): descending counts, ties in input order; percentages and cumulative percentages of
 * the total. Class A is the smallest leading set whose cumulative percentage reaches the first boundary (≥ 80 %),
 * class B continues to the first item reaching the second (≥ 90 %), class C is the rest. With `otherBelowPercent` or
 * `topCount` the merged categories (and one already named like the bucket) form one bucket placed last. Throws
 * StatsError: 'invalidInput' (lengths differ, a negative count, a category twice, a zero total, bad options),
 * 'notNumeric' ({ index }), 'tooFewValues' (no category).
 */
export function pareto(
  categories: readonly string[],
  counts: readonly number[],
  options: ParetoOptions = {},
): ParetoResult {
  const [classA, classB] = options.classBoundaries ?? [80, 90];
  if (!(classA > 0 && classA <= classB && classB <= 100))
    throw new StatsError('invalidInput', { option: 'classBoundaries' });
  const input = validated(categories, counts);
  const total = sum(counts);
  if (!(total > 0)) throw new StatsError('invalidInput', { reason: 'zeroTotal' });
  const sorted = input
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.count - a.item.count || a.index - b.index)
    .map(({ item }) => item);
  const ordered = withOtherBucket(sorted, total, options);
  const classOf = (before: number): ParetoClass =>
    before * 100 < classA * total ? 'A' : before * 100 < classB * total ? 'B' : 'C';
  let running = 0;
  const items = ordered.map((entry, index): ParetoItem => {
    const before = running;
    running += entry.count;
    const cumulativeCount = index === ordered.length - 1 ? total : running;
    return {
      category: entry.category,
      count: entry.count,
      percentage: (entry.count / total) * 100,
      cumulativeCount,
      cumulativePercentage: (cumulativeCount / total) * 100,
      class: classOf(before),
      merged: entry.merged,
    };
  });
  return { total, items, vitalFew: items.filter((item) => item.class === 'A').map((item) => item.category) };
}
