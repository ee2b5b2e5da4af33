/** Range analysis (极差分析) of one column of an orthogonal array: level sums, level means, ranges and the column SS. */
import { sum } from '../core/sums';
import type { OrthogonalLayout } from './layout';

/** The level statistics of one column. */
export interface OrthogonalColumnSummary {
  /** 1-based column number. */
  column: number;
  /** The factor in this column, or null for an empty column. */
  assigned: string | null;
  /** K_i: the sum of all results at level i (index 0 = level 1). */
  K: number[];
  /** k̄_i = K_i / r, r = observations per level. */
  kbar: number[];
  /** max k̄ − min k̄ (the ranking uses this). */
  rangeKbar: number;
  /** max K − min K = r · rangeKbar. */
  rangeK: number;
  /** SS_j = Σ K_i²/r − T²/N, computed from centred data (no cancellation). */
  ss: number;
  /** levels − 1. */
  df: number;
}

/**
 * The per-run data the column summaries are built from: `totals[j]` = the sum of run j's results, `centredTotals[j]` =
 * Σ(y − ȳ) over run j (ȳ the grand mean), `perRun` = results per run.
 */
export interface RunTotals {
  totals: Float64Array;
  centredTotals: Float64Array;
  perRun: number;
}

/** Summaries of every column: K and k̄ from the raw sums, SS = Σ K′_i²/r from the centred sums K′_i = K_i − r·ȳ. */
export function summariseColumns(layout: OrthogonalLayout, data: RunTotals): OrthogonalColumnSummary[] {
  return layout.levels.map((levels, column) => {
    const runsPerLevel = layout.runs / levels;
    const r = runsPerLevel * data.perRun;
    const K: number[] = [];
    const kbar: number[] = [];
    let ss = 0;
    for (let level = 1; level <= levels; level++) {
      const raw = new Float64Array(runsPerLevel);
      const centred = new Float64Array(runsPerLevel);
      let count = 0;
      layout.rows.forEach((row, run) => {
        if (row[column] !== level) return;
        raw[count] = data.totals[run] as number;
        centred[count] = data.centredTotals[run] as number;
        count++;
      });
      const levelSum = sum(raw);
      const centredSum = sum(centred);
      K.push(levelSum);
      kbar.push(levelSum / r);
      ss += (centredSum * centredSum) / r;
    }
    return {
      column: column + 1,
      assigned: layout.assignment[column] ?? null,
      K,
      kbar,
      rangeKbar: Math.max(...kbar) - Math.min(...kbar),
      rangeK: Math.max(...K) - Math.min(...K),
      ss,
      df: levels - 1,
    };
  });
}

/** The 1-based level with the largest (`'max'`) or smallest (`'min'`) k̄; ties go to the lowest level. */
export function extremeLevel(kbar: readonly number[], which: 'max' | 'min'): number {
  let best = 0;
  kbar.forEach((value, index) => {
    const current = kbar[best] as number;
    if (which === 'max' ? value > current : value < current) best = index;
  });
  return best + 1;
}

/** The 1-based level whose k̄ is closest to `target`; ties go to the lowest level. */
export function closestLevel(kbar: readonly number[], target: number): number {
  let best = 0;
  kbar.forEach((value, index) => {
    if (Math.abs(value - target) < Math.abs((kbar[best] as number) - target)) best = index;
  });
  return best + 1;
}

/** Factor names by decreasing range of k̄ (ties keep column order); empty columns are left out. */
export function rankByRange(columns: readonly OrthogonalColumnSummary[]): string[] {
  return columns
    .filter((column) => column.assigned !== null)
    .sort((a, b) => b.rangeKbar - a.rangeKbar)
    .map((column) => column.assigned as string);
}
