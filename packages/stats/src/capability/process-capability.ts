/** Process capability analysis: Cp/Cpk (within), Pp/Ppk (overall), Cpm, PPM, intervals, histogram and curves. */
import { StatsError } from '../core/errors';
import { meanAndSumOfSquares, type Numbers, sum } from '../core/sums';
import { type HistogramBins, type HistogramRule, histogramBins } from '../descriptive/histogram';
import { finiteExtent } from '../descriptive/validate';
import type { D2Source } from './constants';
import {
  type CapabilityInterval,
  type CapabilityPpm,
  capabilityIndexSet,
  cpInterval,
  cpkInterval,
  cpmIndex,
  cpmRmsIndex,
  expectedPpm,
  observedPpm,
  observedPpmOfCounts,
  type SpecLimits,
} from './indices';
import { scanIndividuals } from './individuals-scan';
import { type WithinIndividuals, type WithinSubgroups, withinOfMovingRanges, withinSubgroups } from './within';

/** The data (individuals in time order, or subgroups as rows) and the specification. */
export interface CapabilityInput {
  values?: Numbers;
  subgroups?: readonly Numbers[];
  lsl?: number | null;
  usl?: number | null;
  target?: number | null;
}

export interface CapabilityOptions {
  /** d2 for σ within: the published 3-decimal table (default, as qcc) or the exact integral. */
  d2?: D2Source;
  /** Level of the confidence intervals (default 0.95). */
  confidenceLevel?: number;
  /** Binning of the histogram (default Sturges, as R's hist()). */
  histogram?: HistogramRule;
}

/** Parameters of a normal curve to draw over the histogram. */
export interface NormalCurve {
  mean: number;
  sd: number;
}

export interface ProcessCapabilityResult {
  n: number;
  mean: number;
  /** Sample SD of all values, divisor n − 1, no c4 correction: drives Pp/Ppk and the overall PPM. */
  sdOverall: number;
  within: WithinIndividuals | WithinSubgroups;
  spec: SpecLimits;
  cp: number | null;
  cpl: number | null;
  cpu: number | null;
  cpk: number;
  pp: number | null;
  ppl: number | null;
  ppu: number | null;
  ppk: number;
  /** qcc's Cpm with σ within; null without target or with a one-sided specification. */
  cpm: number | null;
  /** Cpm with the overall SD. */
  cpmOverall: number | null;
  /** (USL − LSL)/(6√(Σ(x − T)²/(n − 1))). */
  cpmRms: number | null;
  expectedPpmWithin: CapabilityPpm;
  expectedPpmOverall: CapabilityPpm;
  observedPpm: CapabilityPpm;
  /** χ² intervals for Cp/Pp and Bissell's intervals for Cpk/Ppk, all with n − 1 = total observations − 1 df. */
  confidenceIntervals: {
    level: number;
    cp: CapabilityInterval | null;
    cpk: CapabilityInterval;
    pp: CapabilityInterval | null;
    ppk: CapabilityInterval;
  };
  histogram: HistogramBins;
  curves: { within: NormalCurve; overall: NormalCurve };
}

function optionalLimit(value: number | null | undefined, name: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value)) throw new StatsError('invalidSpecLimits', { reason: 'notFinite', limit: name });
  return value;
}

/** Checks the specification: at least one limit, LSL < USL, finite values. */
function specOf(input: CapabilityInput): SpecLimits {
  const lsl = optionalLimit(input.lsl, 'lsl');
  const usl = optionalLimit(input.usl, 'usl');
  if (lsl === null && usl === null) throw new StatsError('invalidSpecLimits', { reason: 'missing' });
  if (lsl !== null && usl !== null && lsl >= usl) throw new StatsError('invalidSpecLimits', { lsl, usl });
  const target = input.target ?? null;
  if (target !== null && !Number.isFinite(target)) throw new StatsError('invalidInput', { reason: 'target' });
  return { lsl, usl, target };
}

function flatten(subgroups: readonly Numbers[]): Float64Array {
  const all = new Float64Array(subgroups.reduce((total, group) => total + group.length, 0));
  let offset = 0;
  for (const group of subgroups) {
    for (let i = 0; i < group.length; i++) all[offset++] = group[i] as number;
  }
  return all;
}

/** What the analysis takes from the data before their mean is known. */
interface PreparedData {
  /** Every value, subgroups one after the other. */
  values: Numbers;
  within: WithinIndividuals | WithinSubgroups;
  /** Σx, compensated. */
  total: number;
  range: { min: number; max: number };
  observed: CapabilityPpm;
}

function prepareSubgroups(subgroups: readonly Numbers[], spec: SpecLimits, source: D2Source): PreparedData {
  const values = flatten(subgroups);
  const range = finiteExtent(values);
  const within = withinSubgroups(subgroups, source);
  return { values, within, total: sum(values), range, observed: observedPpm(values, spec) };
}

/** Individuals: one pass (scanIndividuals) gives everything but the mean's correction and the squares. */
function prepareIndividuals(values: Numbers, spec: SpecLimits, source: D2Source): PreparedData {
  if (values.length < 2) throw new StatsError('tooFewValues', { minimum: 2, actual: values.length });
  const scan = scanIndividuals(values, spec);
  const mrBar = scan.movingRangeSum / scan.movingRanges.length;
  return {
    values,
    within: withinOfMovingRanges(scan.movingRanges, mrBar, source),
    total: scan.sum,
    range: { min: scan.min, max: scan.max },
    observed: observedPpmOfCounts(scan.below, scan.above, values.length, spec),
  };
}

/**
 * Process capability of individuals (σ within = MR̄/d2(2)) or subgroups (σ within = R̄/d2(n)), following the
 * conventions of reference/stats/README.md (qcc's process.capability, PPM not truncated). Errors:
 * StatsError('invalidSpecLimits') for LSL ≥ USL or no limit ({ reason: 'missing' }); 'tooFewValues' for fewer than 2
 * individuals, fewer than 2 subgroups or a subgroup smaller than 2; 'constantData' when σ overall or σ within is 0;
 * 'notNumeric' for a non-finite value; 'invalidInput' when neither or both of values and subgroups are given.
 */
export function processCapability(input: CapabilityInput, options: CapabilityOptions = {}): ProcessCapabilityResult {
  const spec = specOf(input);
  const source = options.d2 ?? 'table';
  const level = options.confidenceLevel ?? 0.95;
  if (!(level > 0 && level < 1)) throw new StatsError('invalidInput', { reason: 'confidenceLevel', level });
  const hasValues = input.values !== undefined && input.values !== null;
  const hasSubgroups = input.subgroups !== undefined && input.subgroups !== null;
  if (hasValues === hasSubgroups) throw new StatsError('invalidInput', { reason: 'values or subgroups' });
  const { values, within, total, range, observed } = hasSubgroups
    ? prepareSubgroups(input.subgroups as readonly Numbers[], spec, source)
    : prepareIndividuals(input.values as Numbers, spec, source);
  const n = values.length;
  const { mean: centre, sumOfSquares } = meanAndSumOfSquares(values, total);
  const sdOverall = Math.sqrt(sumOfSquares / (n - 1));
  if (!(sdOverall > 0)) throw new StatsError('constantData', { n });
  if (!(within.sigma > 0)) throw new StatsError('constantData', { n, reason: 'within' });

  const potential = capabilityIndexSet(centre, within.sigma, spec);
  const performance = capabilityIndexSet(centre, sdOverall, spec);
  return {
    n,
    mean: centre,
    sdOverall,
    within,
    spec,
    cp: potential.c,
    cpl: potential.lower,
    cpu: potential.upper,
    cpk: potential.k,
    pp: performance.c,
    ppl: performance.lower,
    ppu: performance.upper,
    ppk: performance.k,
    cpm: cpmIndex(centre, within.sigma, spec),
    cpmOverall: cpmIndex(centre, sdOverall, spec),
    cpmRms: cpmRmsIndex(n, centre, sdOverall, spec),
    expectedPpmWithin: expectedPpm(centre, within.sigma, spec),
    expectedPpmOverall: expectedPpm(centre, sdOverall, spec),
    observedPpm: observed,
    confidenceIntervals: {
      level,
      cp: potential.c === null ? null : cpInterval(potential.c, n, level),
      cpk: cpkInterval(potential.k, n, level),
      pp: performance.c === null ? null : cpInterval(performance.c, n, level),
      ppk: cpkInterval(performance.k, n, level),
    },
    histogram: histogramBins(values, options.histogram ?? 'sturges', range),
    curves: { within: { mean: centre, sd: within.sigma }, overall: { mean: centre, sd: sdOverall } },
  };
}
