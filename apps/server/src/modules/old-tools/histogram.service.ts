import type { HistogramChartBody, HistogramChartDto } from '@qis/shared';
import { describe, type HistogramRule, histogramBins } from '@qis/stats';
import type { z } from 'zod';
import { badRequest } from '../../platform/http/app-error';
import { analyse, readSheetColumns } from '../statistics';

export type HistogramRequest = z.output<typeof HistogramChartBody>;

/** Points of the fitted normal curve. */
const CURVE_POINTS = 121;

function histogramRule(option: HistogramRequest['histogram']): HistogramRule {
  if (option.rule !== 'width') return option.rule;
  return { width: option.width as number, ...(option.start === undefined ? {} : { start: option.start }) };
}

/** Every column read on its own (an empty cell drops only itself), then pooled. */
function pooledValues(request: HistogramRequest): Float64Array {
  const columns = request.columns.map(
    (input) => readSheetColumns([{ input, kind: 'number' }])[0]?.values ?? new Float64Array(),
  );
  const all = new Float64Array(columns.reduce((total, values) => total + values.length, 0));
  let offset = 0;
  for (const values of columns) {
    all.set(values, offset);
    offset += values.length;
  }
  return all;
}

/** The normal density over the bins and ±4 SD around the mean. */
function normalCurve(mean: number, sd: number, breaks: number[]): HistogramChartDto['curve'] {
  const from = Math.min(breaks[0] as number, mean - 4 * sd);
  const to = Math.max(breaks[breaks.length - 1] as number, mean + 4 * sd);
  const step = (to - from) / (CURVE_POINTS - 1);
  const x = Array.from({ length: CURVE_POINTS }, (_, i) => from + i * step);
  const scale = 1 / (sd * Math.sqrt(2 * Math.PI));
  return { x, density: x.map((value) => scale * Math.exp(-0.5 * ((value - mean) / sd) ** 2)) };
}

function countBeyond(values: Float64Array, limit: number | null, below: boolean): number | null {
  if (limit === null) return null;
  let count = 0;
  for (const value of values) if (below ? value < limit : value > limit) count++;
  return count;
}

export function makeHistogram(request: HistogramRequest): HistogramChartDto {
  const { lsl, usl, target } = request;
  if (lsl !== null && usl !== null && !(lsl < usl)) throw badRequest('参数 usl 无效：规格上限须大于规格下限');
  return analyse(() => {
    const values = pooledValues(request);
    const bins = histogramBins(values, histogramRule(request.histogram));
    const summary = describe(values);
    const sd = summary.sd;
    const normal = sd !== null && sd > 0 ? { mean: summary.mean, sd } : null;
    return {
      n: bins.n,
      bins: { breaks: bins.breaks, counts: bins.counts, density: bins.density, mids: bins.mids },
      classCount: bins.classCount,
      normal,
      curve: normal ? normalCurve(normal.mean, normal.sd, bins.breaks) : null,
      describe: {
        n: summary.n,
        mean: summary.mean,
        sd: summary.sd,
        min: summary.min,
        max: summary.max,
        median: summary.median,
        q1: summary.q1,
        q3: summary.q3,
        skewness: summary.skewness,
        kurtosis: summary.kurtosis,
      },
      spec: { lsl, usl, target },
      outOfSpec: { belowLsl: countBeyond(values, lsl, true), aboveUsl: countBeyond(values, usl, false) },
    };
  });
}
