/** Phase II against limits typed in by hand (a control plan's CL/LCL/UCL) rather than computed by the engine. */
import { StatsError } from '../core/errors';
import type { Numbers } from '../core/sums';
import { buildChart, resolveOptions } from './chart';
import type { ChartOptions, ChartType, ControlChart } from './types';

export interface GivenLimits {
  center: number;
  lcl: number;
  ucl: number;
}

/**
 * Judges plotted statistics (means, ranges, proportions, …) against fixed limits: every point is new (calibration
 * count 0). The zones of the run rules take one σ of the statistic as (UCL − CL)/nsigmas, the same on both sides; the
 * chart's `sigma` reports that value. Throws StatsError('invalidInput') unless LCL < CL < UCL are finite,
 * 'notNumeric' ({ index }) for a statistic that is not finite.
 */
export function chartWithLimits(
  type: ChartType,
  statistics: Numbers,
  limits: GivenLimits,
  options: ChartOptions = {},
): ControlChart {
  const settings = resolveOptions(options);
  const { center, lcl, ucl } = limits;
  if (![center, lcl, ucl].every(Number.isFinite) || !(lcl < center && center < ucl)) {
    throw new StatsError('invalidInput', { reason: 'limits' });
  }
  const values = Float64Array.from(statistics);
  const bad = values.findIndex((value) => !Number.isFinite(value));
  if (bad >= 0) throw new StatsError('notNumeric', { index: bad });
  const sigma = (ucl - center) / settings.nsigmas;
  return buildChart(
    { type, statistics: values, sizes: new Float64Array(values.length).fill(1), calibrationCount: 0, sigma },
    { center: () => center, sigma: () => sigma, limits: () => [lcl, ucl] },
    settings,
  );
}
