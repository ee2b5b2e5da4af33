/** The results of an orthogonal experiment, one value or several replicates per run, reduced to per-run sums. */
import { StatsError } from '../core/errors';
import { mean, type Numbers, sum, sumOfSquaredDeviations } from '../core/sums';
import type { RunTotals } from './range-analysis';

/** Per-run sums and the whole-experiment sums of squares. */
export interface RunData extends RunTotals {
  /** Every result of each run (a single-element view per run without replicates). */
  replicates: readonly Numbers[] | null;
  /** Number of results, N = runs · perRun. */
  observations: number;
  /** T, the sum of every result. */
  total: number;
  grandMean: number;
  /** Σ(y − ȳ)² over every result. */
  ssTotal: number;
  /** Σ over runs of perRun·(ȳ_run − ȳ)²: the part of ssTotal the array's columns can carry. */
  ssBetweenRuns: number;
  /** Σ over runs of Σ(y − ȳ_run)²: the pure replication error (0 without replicates). */
  ssReplication: number;
}

/** Whether `y` holds replicates per run (an array of arrays) rather than one number per run. */
function hasReplicates(y: Numbers | readonly Numbers[]): y is readonly Numbers[] {
  return y.length > 0 && typeof y[0] !== 'number';
}

/** Throws 'notNumeric' for the first non-finite value: { run } for one result per run, { run, replicate } otherwise. */
function requireFinite(values: Numbers, run: number | null): void {
  for (let i = 0; i < values.length; i++) {
    if (Number.isFinite(values[i] as number)) continue;
    throw new StatsError('notNumeric', run === null ? { run: i + 1 } : { run: run + 1, replicate: i + 1 });
  }
}

/** Neumaier sum of (x − centre). */
function sumOfDeviations(values: Numbers, centre: number): number {
  let total = 0;
  let compensation = 0;
  for (let i = 0; i < values.length; i++) {
    const value = (values[i] as number) - centre;
    const next = total + value;
    compensation += Math.abs(total) >= Math.abs(value) ? total - next + value : value - next + total;
    total = next;
  }
  return total + compensation;
}

/**
 * Checks and reduces `y`: one result per run, or replicates per run (the same number for every run). Throws
 * 'invalidInput' when the number of runs differs from the array's, 'unbalancedDesign' for unequal replicate counts,
 * 'tooFewValues' for a run without results and 'notNumeric' for a non-finite result.
 */
export function prepareRunData(y: Numbers | readonly Numbers[], runs: number): RunData {
  if (y.length !== runs) throw new StatsError('invalidInput', { expected: runs, actual: y.length });
  if (!hasReplicates(y)) {
    requireFinite(y, null);
    const total = sum(y);
    const grandMean = mean(y);
    const centredTotals = new Float64Array(runs);
    for (let run = 0; run < runs; run++) centredTotals[run] = (y[run] as number) - grandMean;
    const ssTotal = sumOfSquaredDeviations(y, grandMean);
    return {
      replicates: null,
      perRun: 1,
      totals: Float64Array.from(y),
      centredTotals,
      observations: runs,
      total,
      grandMean,
      ssTotal,
      ssBetweenRuns: ssTotal,
      ssReplication: 0,
    };
  }
  const perRun = (y[0] as Numbers).length;
  if (perRun === 0) throw new StatsError('tooFewValues', { run: 1, minimum: 1, actual: 0 });
  const totals = new Float64Array(runs);
  y.forEach((values, run) => {
    if (values.length !== perRun) {
      throw new StatsError('unbalancedDesign', { run: run + 1, expected: perRun, actual: values.length });
    }
    requireFinite(values, run);
    totals[run] = sum(values);
  });
  const observations = runs * perRun;
  const total = sum(totals);
  // Second pass as in core `mean`: the rounding error of T/N is removed by the mean deviation from it.
  const first = total / observations;
  let correction = 0;
  for (const values of y) correction += sumOfDeviations(values, first);
  const grandMean = first + correction / observations;
  const centredTotals = new Float64Array(runs);
  let ssBetweenRuns = 0;
  let ssReplication = 0;
  y.forEach((values, run) => {
    const centred = sumOfDeviations(values, grandMean);
    centredTotals[run] = centred;
    ssBetweenRuns += (centred * centred) / perRun;
    ssReplication += perRun > 1 ? sumOfSquaredDeviations(values, mean(values)) : 0;
  });
  return {
    replicates: y,
    perRun,
    totals,
    centredTotals,
    observations,
    total,
    grandMean,
    ssTotal: ssBetweenRuns + ssReplication,
    ssBetweenRuns,
    ssReplication,
  };
}
