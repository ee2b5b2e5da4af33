/** Builds a chart from its statistics and a limit model: per-point limits, beyond-limit points, runs and rules. */
import { StatsError } from '../core/errors';
import { judgeSeries } from './rules';
import type { ChartOptions, ChartType, ControlChart, PointLimits } from './types';

/** The centre and limits of a point of sample size `size`. */
export interface LimitModel {
  center(size: number): number;
  /** One standard deviation of the statistic: limits are center ∓ nsigmas·sigma unless `limits` says otherwise. */
  sigma(size: number): number;
  /** Limits from printed factors, which need not be symmetric around the centre. */
  limits?(size: number): readonly [number, number];
  /** Counts, rates, ranges and SDs cannot be negative: their LCL is truncated at 0. */
  nonNegative?: boolean;
  /** A proportion cannot exceed 1 nor a count of defectives the sample size: the UCL is truncated there (qcc). */
  maximum?(size: number): number;
}

export interface ChartSeries {
  type: ChartType;
  statistics: Float64Array;
  sizes: Float64Array;
  calibrationCount: number;
  /** The σ the limits are built from, as reported. */
  sigma: number;
  offset?: number;
}

/** The options with their defaults, checked. */
export function resolveOptions(options: ChartOptions = {}): Required<ChartOptions> {
  const nsigmas = options.nsigmas ?? 3;
  const runLength = options.runLength ?? 7;
  if (!(nsigmas > 0 && Number.isFinite(nsigmas))) throw new StatsError('invalidInput', { option: 'nsigmas' });
  if (!(Number.isInteger(runLength) && runLength >= 2)) throw new StatsError('invalidInput', { option: 'runLength' });
  return { nsigmas, runLength, constants: options.constants ?? 'table' };
}

function pointLimits(model: LimitModel, sizes: Float64Array, nsigmas: number): PointLimits {
  const count = sizes.length;
  const points = {
    center: new Float64Array(count),
    lcl: new Float64Array(count),
    ucl: new Float64Array(count),
    sigma: new Float64Array(count),
  };
  let lastSize = Number.NaN;
  let center = 0;
  let lcl = 0;
  let ucl = 0;
  let sigma = 0;
  for (let i = 0; i < count; i++) {
    const size = sizes[i] as number;
    if (size !== lastSize) {
      lastSize = size;
      center = model.center(size);
      sigma = model.sigma(size);
      [lcl, ucl] = model.limits ? model.limits(size) : [center - nsigmas * sigma, center + nsigmas * sigma];
      if (model.nonNegative) lcl = Math.max(0, lcl);
      if (model.maximum) ucl = Math.min(model.maximum(size), ucl);
    }
    points.center[i] = center;
    points.lcl[i] = lcl;
    points.ucl[i] = ucl;
    points.sigma[i] = sigma;
  }
  return points;
}

/** The common value of an array, or null when it varies (or is empty). */
function constantOf(values: Float64Array): number | null {
  if (values.length === 0) return null;
  const first = values[0] as number;
  for (let i = 1; i < values.length; i++) if (values[i] !== first) return null;
  return first;
}

export function buildChart(series: ChartSeries, model: LimitModel, options: Required<ChartOptions>): ControlChart {
  const points = pointLimits(model, series.sizes, options.nsigmas);
  const judged = { statistics: series.statistics, points, nsigmas: options.nsigmas };
  const judgement = judgeSeries(judged, options.runLength);
  return {
    type: series.type,
    center: constantOf(points.center),
    lcl: constantOf(points.lcl),
    ucl: constantOf(points.ucl),
    sigma: series.sigma,
    nsigmas: options.nsigmas,
    calibrationCount: series.calibrationCount,
    offset: series.offset ?? 0,
    statistics: series.statistics,
    sizes: series.sizes,
    points,
    ...judgement,
  };
}
