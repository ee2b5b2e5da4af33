/** The individuals and moving-range (I-MR) chart pair: σ within = MR̄/d2(2), moving ranges of span 2. */
import { d2 } from '../capability/constants';
import { StatsError } from '../core/errors';
import { mean, type Numbers } from '../core/sums';
import { buildChart, type LimitModel, resolveOptions } from './chart';
import { exactChartConstants, publishedChartConstants } from './constants';
import { checkGiven, requirePositiveSigma } from './subgroups';
import type { ChartOptions, ControlChart } from './types';

export interface IndividualsChartInput {
  /** Calibration (phase I) observations in time order; the limits come from these. */
  values: Numbers;
  /** Later (phase II) observations, judged against the calibration limits. */
  newValues?: Numbers;
}

/** The phase I numbers of an I-MR chart; pass them back as `given` to judge new values against frozen limits. */
export interface IndividualsParameters {
  /** x̄, the centre of the individuals chart. */
  center: number;
  /** σ within = MR̄/d2(2). */
  sigma: number;
  /** MR̄, the centre of the moving-range chart. */
  mrBar: number;
}

export interface IndividualsOptions extends ChartOptions {
  /** Known or frozen values; what is missing is estimated from the calibration values. */
  given?: Partial<IndividualsParameters>;
}

export interface IndividualsCharts {
  individuals: ControlChart;
  /** MR_i = |x_i − x_(i−1)| belongs to observation i: statistic j is observation j + 1 (`offset` 1). */
  movingRange: ControlChart;
  parameters: IndividualsParameters;
}

function allValues(input: IndividualsChartInput): Float64Array {
  const calibration = input.values;
  const later = input.newValues ?? [];
  const values = new Float64Array(calibration.length + later.length);
  for (let i = 0; i < values.length; i++) {
    const value = (i < calibration.length ? calibration[i] : later[i - calibration.length]) as number;
    if (!Number.isFinite(value)) throw new StatsError('notNumeric', { index: i });
    values[i] = value;
  }
  return values;
}

function movingRanges(values: Float64Array): Float64Array {
  const ranges = new Float64Array(Math.max(0, values.length - 1));
  for (let i = 1; i < values.length; i++) ranges[i - 1] = Math.abs((values[i] as number) - (values[i - 1] as number));
  return ranges;
}

/**
 * D4(2) of the moving-range chart: the printed 3.267 for 'table' and 'published' (qcc has no MR chart; 3.267·MR̄ is
 * the tabulated practice), the integrated 1 + 3·d3(2)/d2(2) for 'exact'. LCL = D3(2)·MR̄ = 0.
 */
function movingRangeD4(constants: ChartOptions['constants']): number {
  return constants === 'exact' ? exactChartConstants(2).D4 : (publishedChartConstants(2)?.D4 as number);
}

/**
 * Individuals and moving-range charts (Montgomery ch. 6.4; qcc 'xbar.one' with 'MR'). Throws StatsError:
 * 'tooFewValues' (fewer than 2 calibration values when something must be estimated, no value at all), 'notNumeric'
 * ({ index } 0-based over calibration then new values), 'constantData' (MR̄ = 0), 'invalidInput' (options, given).
 */
export function individualsChart(input: IndividualsChartInput, options: IndividualsOptions = {}): IndividualsCharts {
  const settings = resolveOptions(options);
  const given = options.given ?? {};
  checkGiven(given);
  const values = allValues(input);
  const calibrationCount = input.values.length;
  if (values.length === 0) throw new StatsError('tooFewValues', { minimum: 1, actual: 0 });
  const needsEstimate = given.center === undefined || (given.sigma === undefined && given.mrBar === undefined);
  if (needsEstimate && calibrationCount < 2) {
    throw new StatsError('tooFewValues', { minimum: 2, actual: calibrationCount });
  }
  const ranges = movingRanges(values);
  const rangeCalibrationCount = Math.max(0, calibrationCount - 1);
  const unbias = d2(2, settings.constants === 'exact' ? 'exact' : 'table');
  const center = given.center ?? mean(values.subarray(0, calibrationCount));
  const mrBar =
    given.mrBar ?? (given.sigma !== undefined ? unbias * given.sigma : mean(ranges.subarray(0, rangeCalibrationCount)));
  const sigma = given.sigma ?? mrBar / unbias;
  requirePositiveSigma(sigma);

  const individualsLimits: LimitModel = { center: () => center, sigma: () => sigma };
  const d4 = movingRangeD4(settings.constants);
  const rangeLimits: LimitModel = {
    center: () => mrBar,
    sigma: () => ((d4 - 1) * mrBar) / 3,
    nonNegative: true,
    ...(settings.nsigmas === 3 ? { limits: () => [0, d4 * mrBar] as const } : {}),
  };
  return {
    individuals: buildChart(
      {
        type: 'individuals',
        statistics: values,
        sizes: new Float64Array(values.length).fill(1),
        calibrationCount,
        sigma,
      },
      individualsLimits,
      settings,
    ),
    movingRange: buildChart(
      {
        type: 'movingRange',
        statistics: ranges,
        sizes: new Float64Array(ranges.length).fill(1),
        calibrationCount: rangeCalibrationCount,
        sigma,
        offset: 1,
      },
      rangeLimits,
      settings,
    ),
    parameters: { center, sigma, mrBar },
  };
}
