/** The X̄-S chart pair: subgroup means and standard deviations, σ within = S̄/c4. */
import { c4 } from '../capability/constants';
import { buildChart, type LimitModel, resolveOptions } from './chart';
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

/** The phase I numbers of an X̄-S chart; pass them back as `given` to judge new subgroups against frozen limits. */
export interface XbarSParameters {
  /** x̿, the centre of the X̄ chart. */
  center: number;
  /** σ within. */
  sigma: number;
  /** S̄, the centre of the S chart (for unequal sizes the centre of each point is c4(n_i)·σ). */
  sBar: number;
}

export interface XbarSOptions extends ChartOptions {
  /** Known or frozen values; what is missing is estimated from the calibration subgroups. */
  given?: Partial<XbarSParameters>;
}

export interface XbarSCharts {
  xbar: ControlChart;
  sd: ControlChart;
  parameters: XbarSParameters;
}

/**
 * X̄ and S charts (Montgomery ch. 6; qcc 'xbar' with 'UWAVE-SD' and 'S'): σ = S̄/c4(n) with exact c4, or the mean of
 * s_i/c4(n_i) for unequal sizes; S limits c4·σ ± nsigmas·σ·√(1 − c4²), LCL truncated at 0. 'table' and 'exact'
 * coincide here (c4 is exact in both); 'published' uses A3, B3 and B4 as printed. Errors as for `xbarRChart`.
 */
export function xbarSChart(input: SubgroupChartInput, options: XbarSOptions = {}): XbarSCharts {
  const settings = resolveOptions(options);
  const given = options.given ?? {};
  checkGiven(given);
  const summary = summariseSubgroups(input, 'sd');
  if (given.center === undefined || given.sigma === undefined) requireCalibration(summary);
  const center = given.center ?? grandMean(summary);
  const sigma = given.sigma ?? sigmaFromSpreads(summary, c4);
  requirePositiveSigma(sigma);
  const commonSize = summary.commonSize;
  const sBar = given.sBar ?? centreOfSpreads(summary, given.sigma, c4);

  let xbarLimits: LimitModel;
  let sdLimits: LimitModel;
  if (settings.constants === 'published') {
    const printed = publishedConstantsFor(summary.sizes, commonSize, settings);
    xbarLimits = xbarModel(center, sigma, printed.A3 * sBar);
    sdLimits = {
      center: () => sBar,
      sigma: () => ((printed.B4 - 1) * sBar) / 3,
      limits: () => [printed.B3 * sBar, printed.B4 * sBar],
      nonNegative: true,
    };
  } else {
    xbarLimits = xbarModel(center, sigma, null);
    sdLimits = {
      center: (size) => (size === commonSize ? sBar : c4(size) * sigma),
      sigma: (size) => sigma * Math.sqrt(1 - c4(size) ** 2),
      nonNegative: true,
    };
  }
  const common = { sizes: summary.sizes, calibrationCount: summary.calibrationCount, sigma };
  return {
    xbar: buildChart({ ...common, type: 'xbar', statistics: summary.means }, xbarLimits, settings),
    sd: buildChart({ ...common, type: 'S', statistics: summary.spreads }, sdLimits, settings),
    parameters: { center, sigma, sBar },
  };
}
