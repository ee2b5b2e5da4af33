import type { CapabilityDto, SheetColumnData } from '@qis/shared';
import {
  andersonDarling,
  describe,
  type HistogramRule,
  type Numbers,
  type ProcessCapabilityResult,
  processCapability,
} from '@qis/stats';
import { readSheetColumns } from './sheet-columns';
import { analyse } from './stats-errors';

export interface CapabilityRequest {
  columns: SheetColumnData[];
  subgroupSize: number;
  lsl: number | null;
  usl: number | null;
  target: number | null;
  d2: 'table' | 'exact';
  confidenceLevel: number;
  histogram: {
    rule: 'sturges' | 'scott' | 'freedmanDiaconis' | 'width';
    width?: number | undefined;
    start?: number | undefined;
  };
}

/** Individual values, or subgroups: consecutive runs of one column, or the rows across several columns. */
function readData(request: CapabilityRequest): { values?: Float64Array; subgroups?: Float64Array[] } {
  const columns = readSheetColumns(request.columns.map((input) => ({ input, kind: 'number' })));
  if (columns.length > 1) {
    const rows = columns[0]?.values.length ?? 0;
    return {
      subgroups: Array.from({ length: rows }, (_, row) => Float64Array.from(columns, (c) => c.values[row] as number)),
    };
  }
  const values = columns[0]?.values ?? new Float64Array();
  if (request.subgroupSize === 1) return { values };
  const size = request.subgroupSize;
  const subgroups = Array.from({ length: Math.ceil(values.length / size) }, (_, g) =>
    values.subarray(g * size, (g + 1) * size),
  );
  return { subgroups };
}

function histogramRule(option: CapabilityRequest['histogram']): HistogramRule {
  if (option.rule !== 'width') return option.rule;
  return { width: option.width as number, ...(option.start === undefined ? {} : { start: option.start }) };
}

function allValues(data: { values?: Float64Array; subgroups?: Float64Array[] }): Numbers {
  if (data.values) return data.values;
  const groups = data.subgroups ?? [];
  const all = new Float64Array(groups.reduce((total, group) => total + group.length, 0));
  let offset = 0;
  for (const group of groups) {
    all.set(group, offset);
    offset += group.length;
  }
  return all;
}

function toDto(result: ProcessCapabilityResult, values: Numbers): CapabilityDto {
  const { within } = result;
  const subgrouped = within.method === 'Rbar/d2';
  const summary = describe(values);
  return {
    n: result.n,
    mean: result.mean,
    sdOverall: result.sdOverall,
    within: {
      method: within.method,
      subgroupSize: subgrouped ? within.subgroupSize : null,
      subgroupCount: subgrouped ? within.subgroupCount : null,
      averageRange: subgrouped ? within.rBar : within.mrBar,
      d2: within.d2,
      sigma: within.sigma,
    },
    spec: result.spec,
    indices: {
      cp: result.cp,
      cpl: result.cpl,
      cpu: result.cpu,
      cpk: result.cpk,
      pp: result.pp,
      ppl: result.ppl,
      ppu: result.ppu,
      ppk: result.ppk,
      cpm: result.cpm,
    },
    ppm: {
      expectedWithin: result.expectedPpmWithin,
      expectedOverall: result.expectedPpmOverall,
      observed: result.observedPpm,
    },
    confidenceIntervals: result.confidenceIntervals,
    histogram: {
      breaks: result.histogram.breaks,
      counts: result.histogram.counts,
      density: result.histogram.density,
      mids: result.histogram.mids,
    },
    curves: result.curves,
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
    normality: summary.n >= 8 ? normality(values) : null,
  };
}

function normality(values: Numbers) {
  const test = andersonDarling(values);
  return { aSquared: test.aSquared, pValue: test.pValue };
}

export function makeCapabilityChart(request: CapabilityRequest): CapabilityDto {
  return analyse(() => {
    const data = readData(request);
    const result = processCapability(
      { ...data, lsl: request.lsl, usl: request.usl, target: request.target },
      { d2: request.d2, confidenceLevel: request.confidenceLevel, histogram: histogramRule(request.histogram) },
    );
    return toDto(result, allValues(data));
  });
}
