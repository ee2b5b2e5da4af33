/** The X̄-R chart pair: subgroup means and ranges, σ within = R̄/d2. */
import { d2 } from '../capability/constants';
import { buildChart, type LimitModel, resolveOptions } from './chart';
import { d3SevenDecimals, exactD3 } from './constants';
import {
  centreOfSpreads,
  checkGiven,
  grandMean,
  requireCalibration,
  requirePositiveSigma,
  type SubgroupChartInput,
  sigmaFromSpreads,
  summariseSubgroups,
} from './subgroups';
import type { ChartOptions, ControlChart } from './types';
import { publishedConstantsFor, xbarModel } from './variables';

/** The phase I numbers of an X̄-R chart; pass them back as `given` to judge new subgroups against frozen limits. */
export interface XbarRParameters {
  /** x̿, the centre of the X̄ chart. */
  center: number;
  /** σ within. */
  sigma: number;
  /** R̄, the centre of the R chart (for unequal sizes the centre of each point is d2(n_i)·σ). */
  rBar: number;
}

export interface XbarROptions extends ChartOptions {
  /** Known or frozen values; what is missing is estimated from the calibration subgroups. */
  given?: Partial<XbarRParameters>;
}

export interface XbarRCharts {
  xbar: ControlChart;
  range: ControlChart;
  parameters: XbarRParameters;
}

/**
 * X̄ and R charts (Montgomery ch. 6; qcc 'xbar' with 'UWAVE-R' and 'R'). Limits come from the calibration subgroups;
 * `newSubgroups` are judged against them. σ = R̄/d2(n), or the mean of R_i/d2(n_i) for unequal sizes, whose limits
 * then vary per point. Throws StatsError: 'tooFewValues' (fewer than 2 calibration subgroups when something must be
 * estimated, a subgroup of fewer than 2 values), 'notNumeric', 'constantData' (σ within 0), 'invalidInput' (bad
 * options or given values; 'published' constants with unequal sizes or n > 25).
 */
export function xbarRChart(input: SubgroupChartInput, options: XbarROptions = {}): XbarRCharts {
  const settings = resolveOptions(options);
  const given = options.given ?? {};
  checkGiven(given);
  const summary = summariseSubgroups(input, 'range');
  const unbias = (size: number) => d2(size, settings.constants === 'exact' ? 'exact' : 'table');
  if (given.center === undefined || given.sigma === undefined) requireCalibration(summary);
  const center = given.center ?? grandMean(summary);
  const sigma = given.sigma ?? sigmaFromSpreads(summary, unbias);
  requirePositiveSigma(sigma);
  const commonSize = summary.commonSize;
  const rBar = given.rBar ?? centreOfSpreads(summary, given.sigma, unbias);

  let xbarLimits: LimitModel;
  let rangeLimits: LimitModel;
  if (settings.constants === 'published') {
    const printed = publishedConstantsFor(summary.sizes, commonSize, settings);
    xbarLimits = xbarModel(center, sigma, printed.A2 * rBar);
    rangeLimits = {
      center: () => rBar,
      sigma: () => ((printed.D4 - 1) * rBar) / 3,
      limits: () => [printed.D3 * rBar, printed.D4 * rBar],
      nonNegative: true,
    };
  } else {
    const d3 = (size: number) => (settings.constants === 'table' ? d3SevenDecimals(size) : undefined) ?? exactD3(size);
    xbarLimits = xbarModel(center, sigma, null);
    rangeLimits = {
      center: (size) => (size === commonSize ? rBar : unbias(size) * sigma),
      sigma: (size) => d3(size) * sigma,
      nonNegative: true,
    };
  }
  const common = { sizes: summary.sizes, calibrationCount: summary.calibrationCount, sigma };
  return {
    xbar: buildChart({ ...common, type: 'xbar', statistics: summary.means }, xbarLimits, settings),
    range: buildChart({ ...common, type: 'R', statistics: summary.spreads }, rangeLimits, settings),
    parameters: { center, sigma, rBar },
  };
}
