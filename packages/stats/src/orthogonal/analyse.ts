/** Analysis of an orthogonal-array experiment: range analysis (极差分析), ANOVA and, with replicates, S/N ratios. */
import { StatsError } from '../core/errors';
import { mean, type Numbers } from '../core/sums';
import { type OrthogonalAnova, orthogonalAnova } from './anova';
import { resolveLayout } from './layout';
import {
  closestLevel,
  extremeLevel,
  type OrthogonalColumnSummary,
  rankByRange,
  summariseColumns,
} from './range-analysis';
import { prepareRunData } from './run-data';
import { type OrthogonalGoal, signalToNoiseRatio } from './signal-to-noise';

/** The experiment: the array, which factor sits in which column, and the results. */
export interface OrthogonalExperimentInput {
  /** A standard array's name ('L8', 'L9', 'L16(4^5)', …; see `orthogonalArray`) or the rows (levels 1..s) directly. */
  array: string | readonly (readonly number[])[];
  /** Factor name per column, null = empty column; missing trailing entries are empty columns. */
  assignment: readonly (string | null)[];
  /** One result per run, or the replicates of every run (the same number per run). */
  y: Numbers | readonly Numbers[];
  /** Optional number of levels per factor name; a factor with more levels than its column is 'arrayTooSmall'. */
  factorLevels?: Readonly<Record<string, number>>;
}

/** How the results are judged. */
export interface OrthogonalExperimentOptions {
  /** Which results are good; decides `optimalCombination` and the S/N ratio. Default 'larger'. */
  goal?: OrthogonalGoal;
  /** Target value for nominal-the-best; required with goal 'nominal'. */
  target?: number;
}

/** Range analysis of one column of the response, with the best level per goal (null for empty columns). */
export interface OrthogonalColumn extends OrthogonalColumnSummary {
  bestLevelLarger: number | null;
  bestLevelSmaller: number | null;
  /** The level whose k̄ is closest to the target; null without a target. */
  bestLevelNominal: number | null;
}

/** Range analysis of one column of the per-run S/N ratios: the best level has the largest mean S/N. */
export interface OrthogonalSignalToNoiseColumn extends OrthogonalColumnSummary {
  bestLevel: number | null;
}

/** Range analysis of the per-run S/N ratios (computed only when the results come with replicates per run). */
export interface OrthogonalSignalToNoise {
  goal: OrthogonalGoal;
  /** S/N (dB) of every run; null where it is not defined (see `signalToNoiseRatio`). */
  ratios: (number | null)[];
  /** Range analysis of the ratios; null (with ranking and combination) when a run's ratio is not defined. */
  columns: OrthogonalSignalToNoiseColumn[] | null;
  rankingByRange: string[] | null;
  optimalCombination: Record<string, number> | null;
}

/** Everything `analyseOrthogonalExperiment` computes; `null` marks values that are not defined. */
export interface OrthogonalExperimentResult {
  array: string;
  goal: OrthogonalGoal;
  runs: number;
  /** Results per run (1 without replicates). */
  replicates: number;
  /** T, the sum of every result. */
  T: number;
  grandMean: number;
  /** Correction term CT = T²/N. */
  CT: number;
  ssTotal: number;
  dfTotal: number;
  columns: OrthogonalColumn[];
  /** Factor names by decreasing range of k̄. */
  rankingByRange: string[];
  /** The best level of every factor for `goal`. */
  optimalCombination: Record<string, number>;
  anova: OrthogonalAnova;
  /** S/N analysis when the results come with replicates per run; otherwise null. */
  signalToNoise: OrthogonalSignalToNoise | null;
}

function combination<C extends OrthogonalColumnSummary>(
  columns: readonly C[],
  level: (column: C) => number | null,
): Record<string, number> {
  const result: Record<string, number> = {};
  for (const column of columns) {
    const best = level(column);
    if (column.assigned !== null && best !== null) result[column.assigned] = best;
  }
  return result;
}

function signalToNoise(
  replicates: readonly Numbers[],
  goal: OrthogonalGoal,
  layout: ReturnType<typeof resolveLayout>,
): OrthogonalSignalToNoise {
  const ratios = replicates.map((values) => signalToNoiseRatio(values, goal));
  if (ratios.some((ratio) => ratio === null)) {
    return { goal, ratios, columns: null, rankingByRange: null, optimalCombination: null };
  }
  const totals = Float64Array.from(ratios as number[]);
  const centre = mean(totals);
  const centredTotals = totals.map((value) => value - centre);
  const columns = summariseColumns(layout, { totals, centredTotals, perRun: 1 }).map((column) => ({
    ...column,
    bestLevel: column.assigned === null ? null : extremeLevel(column.kbar, 'max'),
  }));
  return {
    goal,
    ratios,
    columns,
    rankingByRange: rankByRange(columns),
    optimalCombination: combination(columns, (column) => extremeLevel(column.kbar, 'max')),
  };
}

/**
 * Range analysis and ANOVA of an orthogonal experiment. K_i, k̄_i = K_i/r (r = results per level), the ranges, the
 * column SS (Σ K_i²/r − T²/N, computed from centred data), the best level per goal, the ranking by range of k̄, and an
 * ANOVA whose error pools the empty columns, any between-run variation no column carries, and with replicates the pure
 * replication error (no pooling of small factor SS; F and p are null when the error has no degrees of freedom). With
 * replicates the S/N ratio of every run is analysed the same way.
 *
 * Throws StatsError: 'invalidInput' (unknown array, y length ≠ runs, a factor assigned twice, goal 'nominal' without
 * target), 'arrayTooSmall' (more factors than columns, a factor with more levels than its column), 'unbalancedDesign'
 * (unequal replicate counts, unbalanced custom rows), 'notNumeric', 'tooFewValues'.
 */
export function analyseOrthogonalExperiment(
  input: OrthogonalExperimentInput,
  options: OrthogonalExperimentOptions = {},
): OrthogonalExperimentResult {
  const goal = options.goal ?? 'larger';
  const target = options.target ?? null;
  if (goal === 'nominal' && target === null) throw new StatsError('invalidInput', { option: 'target' });
  if (target !== null && !Number.isFinite(target)) throw new StatsError('notNumeric', { option: 'target' });
  const layout = resolveLayout(input.array, input.assignment, input.factorLevels);
  const data = prepareRunData(input.y, layout.runs);
  const columns = summariseColumns(layout, data).map(
    (column): OrthogonalColumn => ({
      ...column,
      bestLevelLarger: column.assigned === null ? null : extremeLevel(column.kbar, 'max'),
      bestLevelSmaller: column.assigned === null ? null : extremeLevel(column.kbar, 'min'),
      bestLevelNominal: column.assigned === null || target === null ? null : closestLevel(column.kbar, target),
    }),
  );
  const dfTotal = data.observations - 1;
  const bestFor: Record<OrthogonalGoal, (column: OrthogonalColumn) => number | null> = {
    larger: (column) => column.bestLevelLarger,
    smaller: (column) => column.bestLevelSmaller,
    nominal: (column) => column.bestLevelNominal,
  };
  return {
    array: layout.name,
    goal,
    runs: layout.runs,
    replicates: data.perRun,
    T: data.total,
    grandMean: data.grandMean,
    CT: (data.total * data.total) / data.observations,
    ssTotal: data.ssTotal,
    dfTotal,
    columns,
    rankingByRange: rankByRange(columns),
    optimalCombination: combination(columns, bestFor[goal]),
    anova: orthogonalAnova(columns, {
      runs: layout.runs,
      ssBetweenRuns: data.ssBetweenRuns,
      ssTotal: data.ssTotal,
      dfTotal,
      replication: data.replicates ? { ss: data.ssReplication, df: layout.runs * (data.perRun - 1) } : null,
    }),
    signalToNoise: data.replicates ? signalToNoise(data.replicates, goal, layout) : null,
  };
}
