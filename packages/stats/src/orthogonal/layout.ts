/** Resolves and validates the layout of an orthogonal experiment: the array and which factor sits in which column. */
import { StatsError } from '../core/errors';
import { type OrthogonalArray, orthogonalArray } from './arrays';

/** A validated layout: the array's rows and levels, and the factor name (or null) of every column. */
export interface OrthogonalLayout {
  /** The array's name, or 'custom' for rows given directly. */
  name: string;
  runs: number;
  levels: readonly number[];
  rows: readonly (readonly number[])[];
  /** One entry per column; null = empty column. */
  assignment: readonly (string | null)[];
}

/** Rows given directly: rectangular, integer levels 1..s per column, each level on the same number of runs. */
function customArray(rows: readonly (readonly number[])[]): OrthogonalArray {
  const runs = rows.length;
  const columns = rows[0]?.length ?? 0;
  if (runs < 2 || columns < 1) throw new StatsError('invalidInput', { runs, columns });
  const levels: number[] = [];
  for (let column = 0; column < columns; column++) {
    const counts: number[] = [];
    rows.forEach((row, run) => {
      if (row.length !== columns) throw new StatsError('invalidInput', { run: run + 1, columns: row.length });
      const level = row[column] as number;
      if (!Number.isInteger(level) || level < 1 || level > runs) {
        throw new StatsError('invalidInput', { run: run + 1, column: column + 1 });
      }
      counts[level - 1] = (counts[level - 1] ?? 0) + 1;
    });
    const s = counts.length;
    if (s < 2) throw new StatsError('constantData', { column: column + 1 });
    for (let level = 0; level < s; level++) {
      if (counts[level] !== runs / s) throw new StatsError('unbalancedDesign', { column: column + 1 });
    }
    levels.push(s);
  }
  return { name: 'custom', notation: 'custom', runs, levels, rows };
}

/**
 * The array (by name or as rows) with its factor assignment. Throws 'invalidInput' for an unknown array name, an empty
 * factor name or a factor assigned twice; 'arrayTooSmall' for more assignment entries than columns or a factor with
 * more levels (per `factorLevels`) than its column; 'unbalancedDesign' for custom rows whose levels are unbalanced.
 * A shorter assignment leaves the remaining columns empty.
 */
export function resolveLayout(
  array: string | readonly (readonly number[])[],
  assignment: readonly (string | null)[],
  factorLevels?: Readonly<Record<string, number>>,
): OrthogonalLayout {
  const resolved = typeof array === 'string' ? orthogonalArray(array) : customArray(array);
  if (!resolved) throw new StatsError('invalidInput', { array: String(array) });
  const columns = resolved.levels.length;
  const factors = assignment.filter((name) => name !== null).length;
  if (assignment.length > columns) throw new StatsError('arrayTooSmall', { factors, columns });
  const seen = new Set<string>();
  const full: (string | null)[] = [];
  for (let column = 0; column < columns; column++) {
    const name = assignment[column] ?? null;
    if (name !== null) {
      if (name.trim() === '') throw new StatsError('invalidInput', { column: column + 1 });
      if (seen.has(name)) throw new StatsError('invalidInput', { factor: name });
      seen.add(name);
      const levels = factorLevels?.[name];
      const columnLevels = resolved.levels[column] as number;
      if (levels !== undefined && levels > columnLevels) {
        throw new StatsError('arrayTooSmall', { factor: name, levels, columnLevels });
      }
    }
    full.push(name);
  }
  return { name: resolved.name, runs: resolved.runs, levels: resolved.levels, rows: resolved.rows, assignment: full };
}
