import type { PcaDto, SheetColumnData } from '@qis/shared';
import { principalComponents, StatsError } from '@qis/stats';
import { badRequest } from '../../platform/http/app-error';
import { usedRows } from '../old-tools';
import { analyse, readSheetColumns } from '../statistics';

/** Fewer complete rows leave no freedom to estimate a correlation between components. */
const MIN_ROWS = 3;

const columnLabel = (column: SheetColumnData) =>
  column.name ? `${column.column} 列“${column.name}”` : `${column.column} 列`;

/**
 * Principal components of the chosen columns (rows with an empty cell in any of them skipped): of the correlation
 * matrix when standardized, else of the covariance matrix.
 */
export function analyseMatrixData(input: { columns: SheetColumnData[]; standardize: boolean }): PcaDto {
  return analyse(() => {
    const read = readSheetColumns(input.columns.map((column) => ({ input: column, kind: 'number' as const })));
    const n = read[0]?.values.length ?? 0;
    if (n < MIN_ROWS) throw badRequest(`数据太少：至少需要 ${MIN_ROWS} 行完整数据（所选各列均有值），实际只有 ${n} 行`);
    const data = Array.from({ length: n }, (_, i) => read.map((column) => column.values[i] as number));
    const variables = input.columns.map(columnLabel);
    let result: ReturnType<typeof principalComponents>;
    try {
      result = principalComponents(data, { standardize: input.standardize, variables });
    } catch (error) {
      if (error instanceof StatsError && error.code === 'constantData')
        throw badRequest(
          `${error.detail.variable} 的数据全部相同（标准差为 0），无法标准化；请去掉该列或改用协方差矩阵`,
        );
      throw error;
    }
    const firstRow = input.columns[0]?.firstRow ?? 2;
    return {
      n: result.n,
      variables: input.columns.map((column) => column.name || column.column),
      matrix: result.matrix,
      means: result.means,
      sds: result.sds,
      eigenvalues: result.eigenvalues,
      proportionOfVariance: result.proportionOfVariance,
      cumulativeProportion: result.cumulativeProportion,
      loadings: result.loadings,
      scores: result.scores,
      kaiserCount: result.kaiserCount,
      rows: usedRows(input.columns).map((position) => firstRow + position),
    };
  });
}
