/** Limit models of the variables charts: the X̄ chart, and the checks shared with the R and S charts. */
import { StatsError } from '../core/errors';
import type { LimitModel } from './chart';
import { CHART_TABLE_MAX_N, type PublishedChartConstants, publishedChartConstants } from './constants';
import type { ChartOptions } from './types';

/**
 * X̄ chart: centre x̿, σ of a mean σ/√n (per point with unequal sizes). With printed factors the half-width is
 * factor·spread (A2·R̄ or A3·S̄), so one σ of the statistic is a third of it.
 */
export function xbarModel(center: number, sigma: number, publishedHalfWidth: number | null): LimitModel {
  if (publishedHalfWidth !== null) {
    return {
      center: () => center,
      sigma: () => publishedHalfWidth / 3,
      limits: () => [center - publishedHalfWidth, center + publishedHalfWidth],
    };
  }
  return { center: () => center, sigma: (size) => sigma / Math.sqrt(size) };
}

/**
 * The printed constants for 'published' limits: every subgroup (calibration and new) of one size n ≤ 25, 3-sigma
 * limits. Throws StatsError('invalidInput', { reason: 'publishedConstants' }) otherwise.
 */
export function publishedConstantsFor(
  sizes: Float64Array,
  commonSize: number | null,
  options: Required<ChartOptions>,
): PublishedChartConstants {
  const size = commonSize ?? 0;
  const equal = sizes.every((n) => n === size);
  if (!equal || size > CHART_TABLE_MAX_N || options.nsigmas !== 3) {
    throw new StatsError('invalidInput', { reason: 'publishedConstants', maximum: CHART_TABLE_MAX_N });
  }
  return publishedChartConstants(size) as PublishedChartConstants;
}
