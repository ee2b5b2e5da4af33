/** Attribute charts: p and np (defectives out of n), c (defects per sample) and u (defects per unit). */
import { StatsError } from '../core/errors';
import { mean, type Numbers, sum } from '../core/sums';
import { buildChart, resolveOptions } from './chart';
import type { ChartOptions, ControlChart } from './types';

export interface DefectivesChartInput {
  /** Nonconforming items in each calibration sample. */
  defectives: Numbers;
  /** Items inspected in each calibration sample. */
  sizes: Numbers;
  newDefectives?: Numbers;
  newSizes?: Numbers;
}

export interface DefectsChartInput {
  /** Nonconformities counted in each calibration sample. */
  counts: Numbers;
  /** Inspection units of each sample: required for u; for c only carried along (c assumes equal samples). */
  sizes?: Numbers;
  newCounts?: Numbers;
  newSizes?: Numbers;
}

export interface AttributeChartOptions<Given> extends ChartOptions {
  /** Known or frozen values (the phase I `parameters` of an earlier chart); missing ones are estimated. */
  given?: Partial<Given>;
}

export interface AttributeChart<Parameters> {
  chart: ControlChart;
  parameters: Parameters;
}

interface Samples {
  counts: Float64Array;
  sizes: Float64Array;
  calibrationCount: number;
}

function joined(first: Numbers, second: Numbers | undefined, what: 'count' | 'size'): Float64Array {
  const later = second ?? [];
  const values = new Float64Array(first.length + later.length);
  for (let i = 0; i < values.length; i++) {
    const value = (i < first.length ? first[i] : later[i - first.length]) as number;
    if (!Number.isFinite(value)) throw new StatsError('notNumeric', { index: i });
    if (what === 'count' ? value < 0 : value <= 0) throw new StatsError('invalidInput', { reason: what, index: i });
    values[i] = value;
  }
  return values;
}

/** Counts and sizes of calibration then new samples; sizes default to 1. Throws StatsError as the charts document. */
function samples(counts: Numbers, newCounts: Numbers | undefined, sizes?: Numbers, newSizes?: Numbers): Samples {
  const all = joined(counts, newCounts, 'count');
  const allSizes = sizes ? joined(sizes, newSizes, 'size') : new Float64Array(all.length).fill(1);
  if (allSizes.length !== all.length || (sizes && sizes.length !== counts.length)) {
    throw new StatsError('invalidInput', { reason: 'sizes', expected: all.length, actual: allSizes.length });
  }
  if (all.length === 0) throw new StatsError('tooFewValues', { minimum: 1, actual: 0 });
  return { counts: all, sizes: allSizes, calibrationCount: counts.length };
}

function requireCalibration(data: Samples): void {
  if (data.calibrationCount < 2) {
    throw new StatsError('tooFewValues', { minimum: 2, actual: data.calibrationCount, unit: 'subgroups' });
  }
}

/** Σ counts / Σ sizes over the calibration samples. */
function pooledRate(data: Samples): number {
  const k = data.calibrationCount;
  return sum(data.counts.subarray(0, k)) / sum(data.sizes.subarray(0, k));
}

function defectiveSamples(input: DefectivesChartInput): Samples {
  const data = samples(input.defectives, input.newDefectives, input.sizes, input.newSizes);
  data.counts.forEach((count, i) => {
    if (count > (data.sizes[i] as number)) throw new StatsError('invalidInput', { reason: 'defectives', index: i });
  });
  return data;
}

/** p̄ from `given` or the calibration; 0 < p̄ < 1 or the chart has no width. */
function proportion(data: Samples, given: { pBar?: number }): number {
  if (given.pBar === undefined) requireCalibration(data);
  const pBar = given.pBar ?? pooledRate(data);
  if (given.pBar !== undefined && !(pBar > 0 && pBar < 1)) throw new StatsError('invalidInput', { given: 'pBar' });
  if (!(pBar > 0 && pBar < 1)) throw new StatsError('constantData', { reason: 'proportion' });
  return pBar;
}

export interface ProportionParameters {
  pBar: number;
}

/**
 * p chart: p_i = D_i/n_i, p̄ = ΣD/Σn; limits p̄ ± nsigmas·√(p̄(1 − p̄)/n_i) per point, LCL truncated at 0 and UCL at 1
 * (qcc). Throws StatsError: 'tooFewValues', 'notNumeric', 'invalidInput' (negative counts, sizes ≤ 0, D_i > n_i,
 * lengths that differ, a given p̄ outside (0, 1)), 'constantData' (p̄ is 0 or 1).
 */
export function pChart(
  input: DefectivesChartInput,
  options: AttributeChartOptions<ProportionParameters> = {},
): AttributeChart<ProportionParameters> {
  const settings = resolveOptions(options);
  const data = defectiveSamples(input);
  const pBar = proportion(data, options.given ?? {});
  const sigma = Math.sqrt(pBar * (1 - pBar));
  const statistics = data.counts.map((count, i) => count / (data.sizes[i] as number));
  const chart = buildChart(
    { type: 'p', statistics, sizes: data.sizes, calibrationCount: data.calibrationCount, sigma },
    { center: () => pBar, sigma: (size) => sigma / Math.sqrt(size), nonNegative: true, maximum: () => 1 },
    settings,
  );
  return { chart, parameters: { pBar } };
}

/**
 * np chart: the number of defectives, for samples of one size n; centre n·p̄, limits n·p̄ ± nsigmas·√(n·p̄(1 − p̄)),
 * LCL truncated at 0 and UCL at n. Errors as for `pChart`, plus 'invalidInput' ({ reason: 'equalSizes' }) when the
 * sizes differ (use the p chart then).
 */
export function npChart(
  input: DefectivesChartInput,
  options: AttributeChartOptions<ProportionParameters> = {},
): AttributeChart<ProportionParameters> {
  const settings = resolveOptions(options);
  const data = defectiveSamples(input);
  const size = data.sizes[0] as number;
  if (!data.sizes.every((n) => n === size)) throw new StatsError('invalidInput', { reason: 'equalSizes' });
  const pBar = proportion(data, options.given ?? {});
  const sigma = Math.sqrt(size * pBar * (1 - pBar));
  const chart = buildChart(
    { type: 'np', statistics: data.counts, sizes: data.sizes, calibrationCount: data.calibrationCount, sigma },
    { center: () => size * pBar, sigma: () => sigma, nonNegative: true, maximum: () => size },
    settings,
  );
  return { chart, parameters: { pBar } };
}

/** c̄ or ū from `given` or the calibration; positive, or the chart has no width. */
function rate(data: Samples, given: number | undefined, name: string, estimate: () => number): number {
  if (given === undefined) requireCalibration(data);
  const value = given ?? estimate();
  if (given !== undefined && !(value > 0)) throw new StatsError('invalidInput', { given: name });
  if (!(value > 0)) throw new StatsError('constantData', { reason: 'noDefects' });
  return value;
}

export interface DefectsParameters {
  cBar: number;
}

/**
 * c chart: defects per sample of constant size; c̄ = mean count, limits c̄ ± nsigmas·√c̄, LCL truncated at 0.
 * Throws StatsError: 'tooFewValues', 'notNumeric', 'invalidInput', 'constantData' (c̄ = 0).
 */
export function cChart(
  input: DefectsChartInput,
  options: AttributeChartOptions<DefectsParameters> = {},
): AttributeChart<DefectsParameters> {
  const settings = resolveOptions(options);
  const data = samples(input.counts, input.newCounts, input.sizes, input.newSizes);
  const cBar = rate(data, options.given?.cBar, 'cBar', () => mean(data.counts.subarray(0, data.calibrationCount)));
  const sigma = Math.sqrt(cBar);
  const chart = buildChart(
    { type: 'c', statistics: data.counts, sizes: data.sizes, calibrationCount: data.calibrationCount, sigma },
    { center: () => cBar, sigma: () => sigma, nonNegative: true },
    settings,
  );
  return { chart, parameters: { cBar } };
}

export interface DefectsPerUnitParameters {
  uBar: number;
}

/**
 * u chart: u_i = c_i/n_i defects per unit, ū = Σc/Σn; limits ū ± nsigmas·√(ū/n_i) per point, LCL truncated at 0.
 * Throws StatsError: 'tooFewValues', 'notNumeric', 'invalidInput' (sizes missing or ≤ 0), 'constantData' (ū = 0).
 */
export function uChart(
  input: DefectsChartInput,
  options: AttributeChartOptions<DefectsPerUnitParameters> = {},
): AttributeChart<DefectsPerUnitParameters> {
  const settings = resolveOptions(options);
  if (!input.sizes) throw new StatsError('invalidInput', { reason: 'sizes' });
  const data = samples(input.counts, input.newCounts, input.sizes, input.newSizes);
  const uBar = rate(data, options.given?.uBar, 'uBar', () => pooledRate(data));
  const sigma = Math.sqrt(uBar);
  const statistics = data.counts.map((count, i) => count / (data.sizes[i] as number));
  const chart = buildChart(
    { type: 'u', statistics, sizes: data.sizes, calibrationCount: data.calibrationCount, sigma },
    { center: () => uBar, sigma: (size) => sigma / Math.sqrt(size), nonNegative: true },
    settings,
  );
  return { chart, parameters: { uBar } };
}
