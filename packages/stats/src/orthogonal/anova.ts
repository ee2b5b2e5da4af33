/** ANOVA of an orthogonal experiment: factor columns against the pooled error of the empty columns (and replicates). */
import { fSf } from '../core/distributions';
import type { OrthogonalColumnSummary } from './range-analysis';

/** One factor row of the ANOVA table. */
export interface OrthogonalAnovaFactor {
  factor: string;
  /** 1-based column number. */
  column: number;
  ss: number;
  df: number;
  ms: number;
  /** MS_factor / MS_error; null when the error has no degrees of freedom or MS_error = 0. */
  f: number | null;
  /** Upper tail of F(df, df_error); null with f. */
  p: number | null;
}

/** A sum of squares with its degrees of freedom. */
export interface OrthogonalSumOfSquares {
  ss: number;
  df: number;
}

/** The error term: the sum of its parts. */
export interface OrthogonalAnovaError extends OrthogonalSumOfSquares {
  /** The empty columns pooled into the error (1-based). */
  columns: number[];
  /** ss/df; null when df = 0. */
  ms: number | null;
  /** The part from the empty columns. */
  emptyColumns: OrthogonalSumOfSquares;
  /**
   * Between-run variation that no column carries (runs − 1 − Σ column df > 0, e.g. the 2 df of L18's hidden 1×2
   * interaction); null when the columns use every between-run degree of freedom.
   */
  unassigned: OrthogonalSumOfSquares | null;
  /** The pure replication error Σ(y − ȳ_run)², df = runs·(replicates − 1); null without replicates. */
  replication: OrthogonalSumOfSquares | null;
}

/** The ANOVA table of an orthogonal experiment. */
export interface OrthogonalAnova {
  factors: OrthogonalAnovaFactor[];
  error: OrthogonalAnovaError;
  total: OrthogonalSumOfSquares;
  /** True when the error has 0 degrees of freedom (no empty column, no replicates): F and p are null. */
  errorDfZero: boolean;
}

/** What the ANOVA needs besides the column summaries. */
export interface OrthogonalAnovaInput {
  runs: number;
  /** Σ over runs of (run total − perRun·ȳ)²/perRun. */
  ssBetweenRuns: number;
  ssTotal: number;
  dfTotal: number;
  /** null without replicates. */
  replication: OrthogonalSumOfSquares | null;
}

/** Builds the ANOVA table; no pooling of small factor SS. */
export function orthogonalAnova(
  columns: readonly OrthogonalColumnSummary[],
  input: OrthogonalAnovaInput,
): OrthogonalAnova {
  const empty = columns.filter((column) => column.assigned === null);
  const emptyColumns = {
    ss: empty.reduce((total, column) => total + column.ss, 0),
    df: empty.reduce((total, column) => total + column.df, 0),
  };
  const columnDf = columns.reduce((total, column) => total + column.df, 0);
  const unassignedDf = input.runs - 1 - columnDf;
  const unassigned =
    unassignedDf > 0
      ? {
          ss: Math.max(0, input.ssBetweenRuns - columns.reduce((total, column) => total + column.ss, 0)),
          df: unassignedDf,
        }
      : null;
  const parts = [emptyColumns, unassigned, input.replication];
  const errorSs = parts.reduce((total, part) => total + (part?.ss ?? 0), 0);
  const errorDf = parts.reduce((total, part) => total + (part?.df ?? 0), 0);
  const errorMs = errorDf > 0 ? errorSs / errorDf : null;
  const factors = columns
    .filter((column) => column.assigned !== null)
    .map((column): OrthogonalAnovaFactor => {
      const ms = column.ss / column.df;
      const f = errorMs !== null && errorMs > 0 ? ms / errorMs : null;
      return {
        factor: column.assigned as string,
        column: column.column,
        ss: column.ss,
        df: column.df,
        ms,
        f,
        p: f === null ? null : fSf(f, column.df, errorDf),
      };
    });
  return {
    factors,
    error: {
      columns: empty.map((column) => column.column),
      ss: errorSs,
      df: errorDf,
      ms: errorMs,
      emptyColumns,
      unassigned,
      replication: input.replication,
    },
    total: { ss: input.ssTotal, df: input.dfTotal },
    errorDfZero: errorDf === 0,
  };
}
