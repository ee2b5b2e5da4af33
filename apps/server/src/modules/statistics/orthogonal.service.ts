import type { OrthogonalAnalysisDto, OrthogonalDesignDto, SheetColumnData } from '@qis/shared';
import {
  analyseOrthogonalExperiment,
  cellName,
  type OrthogonalArray,
  type OrthogonalColumn,
  type OrthogonalExperimentResult,
  orthogonalArray,
  suggestArray,
} from '@qis/stats';
import { badRequest } from '../../platform/http/app-error';
import { readSheetColumns, sheetColumn } from './sheet-columns';
import { analyse } from './stats-errors';

type Goal = OrthogonalAnalysisDto['goal'];

/**
 * The columns factors take first. In the two-level arrays column j is the interaction pattern j (L8: 3 = 1×2,
 * 7 = 1×2×4), so main effects go where no two-factor interaction of earlier factors falls: L8 1, 2, 4, 7 and L16
 * 1, 2, 4, 8, 7, 11, 13, 14 keep main effects clear of two-factor interactions (resolution IV). Other arrays: in order.
 */
const PREFERRED_COLUMNS: Record<string, readonly number[]> = {
  L8: [1, 2, 4, 7, 3, 5, 6],
  L16: [1, 2, 4, 8, 7, 11, 13, 14, 3, 5, 6, 9, 10, 12, 15],
};

function requireArray(name: string): OrthogonalArray {
  const array = orthogonalArray(name);
  if (!array) throw badRequest(`参数 array 无效：不支持的正交表 ${name}`);
  return array;
}

/** Factor per column: each factor takes the first free preferred column with its number of levels. */
function assignColumns(array: OrthogonalArray, levels: readonly number[], names: readonly string[]): (string | null)[] {
  const order = PREFERRED_COLUMNS[array.name] ?? array.levels.map((_, index) => index + 1);
  const assignment: (string | null)[] = array.levels.map(() => null);
  levels.forEach((count, factor) => {
    const column = order.find((c) => assignment[c - 1] === null && array.levels[c - 1] === count);
    if (column === undefined) throw badRequest(`正交表 ${array.notation} 容纳不下所选因素和水平，请选择更大的正交表`);
    assignment[column - 1] = names[factor] as string;
  });
  return assignment;
}

export function makeDesign(input: {
  factors: { name: string; levels: string[] }[];
  array?: string | undefined;
}): OrthogonalDesignDto {
  const levels = input.factors.map((factor) => factor.levels.length);
  const array = input.array
    ? requireArray(input.array)
    : analyse(() => suggestArray(levels.map((l) => ({ levels: l }))));
  const names = input.factors.map((factor) => factor.name);
  const assignment = assignColumns(array, levels, names);
  const columnOf = names.map((name) => assignment.indexOf(name));
  const runsTable = array.rows.map((row) =>
    input.factors.map((factor, f) => factor.levels[(row[columnOf[f] as number] as number) - 1] as string),
  );
  return {
    array: array.name,
    notation: array.notation,
    runs: array.runs,
    assignment,
    matrix: array.rows.map((row) => [...row]),
    runsTable,
  };
}

/** Every run needs a result in every result column: the first empty cell is named, cells past the last run refused. */
function requireCompleteResults(results: readonly SheetColumnData[], runs: number) {
  for (const column of results) {
    const sheet = sheetColumn(column);
    for (let run = 0; run < Math.max(runs, column.cells.length); run++) {
      const cell = column.cells[run];
      const empty = cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
      const name = cellName(sheet.firstRow + run, sheet.column);
      if (run < runs && empty) throw badRequest(`第 ${run + 1} 次试验缺少结果（单元格 ${name} 为空）`);
      if (run >= runs && !empty) throw badRequest(`试验结果多于 ${runs} 次试验（单元格 ${name}）`);
    }
  }
}

function bestLevelFor(column: OrthogonalColumn, goal: Goal): number | null {
  if (goal === 'larger') return column.bestLevelLarger;
  if (goal === 'smaller') return column.bestLevelSmaller;
  return column.bestLevelNominal;
}

const rangeColumn = (
  column:
    | OrthogonalColumn
    | (Omit<OrthogonalColumn, 'bestLevelLarger' | 'bestLevelSmaller' | 'bestLevelNominal'> & {
        bestLevel: number | null;
      }),
  bestLevel: number | null,
) => ({
  column: column.column,
  assigned: column.assigned,
  K: column.K,
  kbar: column.kbar,
  rangeKbar: column.rangeKbar,
  rangeK: column.rangeK,
  ss: column.ss,
  df: column.df,
  bestLevel,
});

function toDto(result: OrthogonalExperimentResult): OrthogonalAnalysisDto {
  const { anova, signalToNoise } = result;
  return {
    array: result.array,
    goal: result.goal,
    runs: result.runs,
    replicates: result.replicates,
    total: result.T,
    grandMean: result.grandMean,
    correctionTerm: result.CT,
    columns: result.columns.map((column) => rangeColumn(column, bestLevelFor(column, result.goal))),
    rankingByRange: result.rankingByRange,
    optimalCombination: result.optimalCombination,
    anova: [
      ...anova.factors.map((row) => ({ kind: 'effect' as const, source: row.factor, ...pick(row) })),
      { kind: 'error', source: '', df: anova.error.df, ss: anova.error.ss, ms: anova.error.ms, f: null, p: null },
      { kind: 'total', source: '', df: anova.total.df, ss: anova.total.ss, ms: null, f: null, p: null },
    ],
    errorColumns: anova.error.columns,
    errorDfZero: anova.errorDfZero,
    signalToNoise: signalToNoise && {
      ratios: signalToNoise.ratios,
      columns: signalToNoise.columns?.map((column) => rangeColumn(column, column.bestLevel)) ?? null,
      rankingByRange: signalToNoise.rankingByRange,
      optimalCombination: signalToNoise.optimalCombination,
    },
  };
}

const pick = (row: { df: number; ss: number; ms: number; f: number | null; p: number | null }) => ({
  df: row.df,
  ss: row.ss,
  ms: row.ms,
  f: row.f,
  p: row.p,
});

export function makeAnalysis(input: {
  array: string;
  assignment: (string | null)[];
  results: SheetColumnData[];
  goal: Goal;
  target: number | null;
}): OrthogonalAnalysisDto {
  const array = requireArray(input.array);
  if (input.assignment.length > array.levels.length) {
    throw badRequest(`参数 assignment 无效：正交表 ${array.notation} 只有 ${array.levels.length} 列`);
  }
  if (input.goal === 'nominal' && input.target === null) throw badRequest('参数 target 无效：望目特性须填写目标值');
  requireCompleteResults(input.results, array.runs);
  const columns = analyse(() => readSheetColumns(input.results.map((column) => ({ input: column, kind: 'number' }))));
  const y =
    columns.length === 1
      ? (columns[0]?.values as Float64Array)
      : array.rows.map((_, run) => Float64Array.from(columns, (column) => column.values[run] as number));
  const options = { goal: input.goal, ...(input.target === null ? {} : { target: input.target }) };
  return toDto(
    analyse(() => analyseOrthogonalExperiment({ array: array.name, assignment: input.assignment, y }, options)),
  );
}
