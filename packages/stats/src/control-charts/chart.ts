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

function limitsOf(model: LimitModel, size: number, nsigmas: number): [number, number, number, number] {
  const center = model.center(size);
  const sigma = model.sigma(size);
  let [lcl, ucl] = model.limits ? model.limits(size) : [center - nsigmas * sigma, center + nsigmas * sigma];
  if (model.nonNegative) lcl = Math.max(0, lcl);
  if (model.maximum) ucl = Math.min(model.maximum(size), ucl);
  return [center, lcl, ucl, sigma];
}

/** Each point's limits; with `commonSize` (every point of that size) a single value each, shared by every point. */
function pointLimits(model: LimitModel, sizes: Float64Array, nsigmas: number, commonSize: number | null): PointLimits {
  if (commonSize !== null) {
    const [center, lcl, ucl, sigma] = limitsOf(model, commonSize, nsigmas);
    return {
      center: Float64Array.of(center),
      lcl: Float64Array.of(lcl),
      ucl: Float64Array.of(ucl),
      sigma: Float64Array.of(sigma),
    };
  }
  const count = sizes.length;
  const points = {
    center: new Float64Array(count),
    lcl: new Float64Array(count),
    ucl: new Float64Array(count),
    sigma: new Float64Array(count),
  };
  let lastSize = Number.NaN;
  let limits: [number, number, number, number] = [0, 0, 0, 0];
  for (let i = 0; i < count; i++) {
    const size = sizes[i] as number;
    if (size !== lastSize) {
      lastSize = size;
      limits = limitsOf(model, size, nsigmas);
    }
    points.center[i] = limits[0];
    points.lcl[i] = limits[1];
    points.ucl[i] = limits[2];
    points.sigma[i] = limits[3];
  }
  return points;
}

/** The limit `values` give point `index`: the shared value when there is one (PointLimits). */
export function pointAt(values: Float64Array, index: number): number {
  return (values.length === 1 ? values[0] : values[index]) as number;
}

/** The size every point shares, or null. */
function sharedSize(sizes: Float64Array): number | null {
  const first = sizes[0];
  if (first === undefined) return null;
  for (let i = 1; i < sizes.length; i++) if (sizes[i] !== first) return null;
  return first;
}

/** The common value of an array, or null when it varies (or is empty). */
function constantOf(values: Float64Array): number | null {
  if (values.length === 0) return null;
  const first = values[0] as number;
  for (let i = 1; i < values.length; i++) if (values[i] !== first) return null;
  return first;
}

export function buildChart(series: ChartSeries, model: LimitModel, options: Required<ChartOptions>): ControlChart {
  const commonSize = sharedSize(series.sizes);
  const points = pointLimits(model, series.sizes, options.nsigmas, commonSize);
  const judged = { statistics: series.statistics, points, nsigmas: options.nsigmas };
  const judgement = judgeSeries(judged, options.runLength);
  // With one size every point has the same limits; otherwise they may still coincide (limits given for all sizes).
  const shared = (values: Float64Array) => (commonSize !== null ? (values[0] ?? null) : constantOf(values));
  return {
    type: series.type,
    center: shared(points.center),
    lcl: shared(points.lcl),
    ucl: shared(points.ucl),
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
