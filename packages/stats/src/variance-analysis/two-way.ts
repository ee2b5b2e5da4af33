/** Two-way analysis of variance of a balanced design: with replication A + B + A×B, without it A + B. */
import { centreDecimals, parseDecimal } from '../core/decimal';
import { fSf } from '../core/distributions';
import { StatsError } from '../core/errors';
import { mean, type Numbers, sum, sumOfSquaredDeviations } from '../core/sums';
import { orderLevels } from './levels';

/** Observations in long form: the levels of A and B and the response of each row. */
export interface TwoWayInput<Y = Numbers> {
  a: readonly string[];
  b: readonly string[];
  y: Y;
}

export interface TwoWayEffect {
  df: number;
  ss: number;
  ms: number;
  /** null when the error has no degrees of freedom or no variation. */
  f: number | null;
  p: number | null;
}

export interface TwoWayAnovaResult {
  n: number;
  grandMean: number;
  /** Observations per cell. */
  replicates: number;
  /** Levels in the order of orderLevels (numeric, else text with numbers compared as numbers). */
  levelsA: string[];
  levelsB: string[];
  /** cellMeans[i][j] for level i of A and level j of B. */
  cellMeans: number[][];
  meansA: number[];
  meansB: number[];
  factorA: TwoWayEffect;
  factorB: TwoWayEffect;
  /** null without replication (or when the interaction is left out): its SS is then part of the error. */
  interaction: TwoWayEffect | null;
  error: { df: number; ss: number; ms: number };
  total: { df: number; ss: number };
}

export interface TwoWayAnovaOptions {
  /** Fit A×B when cells have replicates (default true); without replicates it is never fitted. */
  interaction?: boolean;
  /** The order of A's levels (every level of the data, once); default orderLevels. */
  levelsA?: readonly string[];
  /** The order of B's levels; default orderLevels. */
  levelsB?: readonly string[];
}

/** The given level order when it lists exactly the data's levels, else 'invalidInput'; orderLevels without one. */
function levelOrder(labels: readonly string[], given: readonly string[] | undefined, factor: string): string[] {
  if (!given) return orderLevels(labels);
  const present = new Set(labels);
  if (new Set(given).size !== given.length || given.length !== present.size || given.some((l) => !present.has(l))) {
    throw new StatsError('invalidInput', { reason: 'levelOrder', factor });
  }
  return [...given];
}

/**
 * Two-way ANOVA. The design must be balanced: every combination of levels holds the same number of observations
 * (StatsError 'unbalancedDesign' { cell: 'A×B' } names the first that does not). Sums of squares come from centred
 * cell and level means (balanced: type I = II = III); with one observation per cell the model is A + B and the
 * error is the A×B residual.
 */
export function twoWayAnova(input: TwoWayInput, options: TwoWayAnovaOptions = {}): TwoWayAnovaResult {
  const n = input.y.length;
  if (input.a.length !== n || input.b.length !== n) throw new StatsError('invalidInput', { reason: 'lengthMismatch' });
  const centre = n > 0 ? mean(input.y) : 0;
  return analyse(input.a, input.b, input.y, centre, centre, options);
}

/**
 * twoWayAnova on responses that arrive as decimal text, centred exactly first (see centreDecimals). Throws as
 * twoWayAnova; 'notNumeric' { index, value } for a text that is not a decimal number.
 */
export function twoWayAnovaFromText(
  input: TwoWayInput<readonly string[]>,
  options: TwoWayAnovaOptions = {},
): TwoWayAnovaResult {
  const n = input.y.length;
  if (input.a.length !== n || input.b.length !== n) throw new StatsError('invalidInput', { reason: 'lengthMismatch' });
  const index = input.y.findIndex((text) => parseDecimal(text) === undefined);
  if (index >= 0) throw new StatsError('notNumeric', { index, value: input.y[index] ?? '' });
  const centred = centreDecimals(input.y);
  return analyse(input.a, input.b, centred.deviations, 0, centred.reference, options);
}

/**
 * Groups the responses cell by cell (a counting sort into one Float64Array, each value less `subtract`), checks the
 * balance and returns the cells as subarrays, cells[i][j] for level i of A and level j of B.
 */
function groupCells(
  a: readonly string[],
  b: readonly string[],
  y: Numbers,
  subtract: number,
  levelsA: readonly string[],
  levelsB: readonly string[],
): Float64Array[][] {
  const lb = levelsB.length;
  const indexA = new Map(levelsA.map((level, i) => [level, i]));
  const indexB = new Map(levelsB.map((level, j) => [level, j]));
  const cellOf = new Int32Array(y.length);
  const counts = new Int32Array(levelsA.length * lb);
  for (let row = 0; row < y.length; row++) {
    const cell = (indexA.get(a[row] as string) as number) * lb + (indexB.get(b[row] as string) as number);
    cellOf[row] = cell;
    counts[cell] = (counts[cell] as number) + 1;
  }
  const replicates = counts[0] as number;
  const firstBad = counts.findIndex((count) => count !== replicates || count === 0);
  if (firstBad >= 0) {
    throw new StatsError('unbalancedDesign', {
      cell: `${levelsA[Math.floor(firstBad / lb)]}×${levelsB[firstBad % lb]}`,
    });
  }
  const grouped = new Float64Array(y.length);
  const next = Int32Array.from(counts, (_, cell) => cell * replicates);
  for (let row = 0; row < y.length; row++) {
    const cell = cellOf[row] as number;
    const position = next[cell] as number;
    grouped[position] = (y[row] as number) - subtract;
    next[cell] = position + 1;
  }
  return levelsA.map((_, i) =>
    levelsB.map((_, j) => grouped.subarray((i * lb + j) * replicates, (i * lb + j + 1) * replicates)),
  );
}

function analyse(
  a: readonly string[],
  b: readonly string[],
  y: Numbers,
  subtract: number,
  reference: number,
  options: TwoWayAnovaOptions,
): TwoWayAnovaResult {
  const levelsA = levelOrder(a, options.levelsA, 'A');
  const levelsB = levelOrder(b, options.levelsB, 'B');
  if (levelsA.length < 2 || levelsB.length < 2) {
    throw new StatsError('tooFewValues', {
      minimum: 2,
      actual: Math.min(levelsA.length, levelsB.length),
      unit: 'levels',
    });
  }
  const cells = groupCells(a, b, y, subtract, levelsA, levelsB);
  const la = levelsA.length;
  const lb = levelsB.length;
  const r = cells[0]?.[0]?.length ?? 0;
  const cellMeans = cells.map((row) => row.map((cell) => mean(cell)));
  const grand = sum(cellMeans.flat()) / (la * lb);
  const meansA = cellMeans.map((row) => sum(row) / lb);
  const meansB = levelsB.map((_, j) => sum(cellMeans.map((row) => row[j] as number)) / la);
  const ssA = lb * r * sum(meansA.map((m) => (m - grand) ** 2));
  const ssB = la * r * sum(meansB.map((m) => (m - grand) ** 2));
  const ssAB =
    r *
    sum(
      cellMeans.flatMap((row, i) =>
        row.map((m, j) => (m - (meansA[i] as number) - (meansB[j] as number) + grand) ** 2),
      ),
    );
  const ssWithin = sum(
    cells.flatMap((row, i) => row.map((cell, j) => sumOfSquaredDeviations(cell, cellMeans[i]?.[j] as number))),
  );
  if (ssA + ssB + ssAB + ssWithin === 0) throw new StatsError('constantData', {});
  const withInteraction = r > 1 && (options.interaction ?? true);
  const errorSs = withInteraction ? ssWithin : ssWithin + ssAB;
  const errorDf = withInteraction ? la * lb * (r - 1) : (la - 1) * (lb - 1) + la * lb * (r - 1);
  const errorMs = errorSs / errorDf;
  const effect = (ss: number, df: number): TwoWayEffect => {
    const ms = ss / df;
    const f = errorDf > 0 && errorMs > 0 ? ms / errorMs : null;
    return { df, ss, ms, f, p: f === null ? null : fSf(f, df, errorDf) };
  };
  const shift = (value: number) => value + reference;
  return {
    n: y.length,
    grandMean: shift(grand),
    replicates: r,
    levelsA,
    levelsB,
    cellMeans: cellMeans.map((row) => row.map(shift)),
    meansA: meansA.map(shift),
    meansB: meansB.map(shift),
    factorA: effect(ssA, la - 1),
    factorB: effect(ssB, lb - 1),
    interaction: withInteraction ? effect(ssAB, (la - 1) * (lb - 1)) : null,
    error: { df: errorDf, ss: errorSs, ms: errorMs },
    total: { df: y.length - 1, ss: ssA + ssB + ssAB + ssWithin },
  };
}
