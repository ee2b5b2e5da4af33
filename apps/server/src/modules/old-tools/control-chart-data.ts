import type { ControlChartType, SheetColumnData } from '@qis/shared';
import { badRequest } from '../../platform/http/app-error';
import { readSheetColumns } from '../statistics';
import { cellOf, usedRows } from './sheet-rows';

// The request's columns as the engine's input: subgroups, individual values, or counts with their sample sizes.
// Refusals name the field or the cell.

export interface ControlChartColumns {
  chartType: ControlChartType;
  columns: SheetColumnData[];
  subgroupSize?: number | undefined;
  sizeColumn?: SheetColumnData | undefined;
}

export const CHART_NAMES: Record<ControlChartType, string> = {
  xbarR: 'X̄-R 图',
  xbarS: 'X̄-S 图',
  imr: '单值-移动极差图',
  p: 'p 图',
  np: 'np 图',
  c: 'c 图',
  u: 'u 图',
};

/** Several columns: a subgroup per row; one column: consecutive subgroups of `subgroupSize` (the last may be short). */
export function readSubgroups(request: ControlChartColumns): Float64Array[] {
  const columns = readSheetColumns(request.columns.map((input) => ({ input, kind: 'number' })));
  if (columns.length > 1) {
    // One row-major block with a view per row: 100,000 rows would otherwise be 100,000 small arrays to allocate.
    const rows = columns[0]?.values.length ?? 0;
    const width = columns.length;
    const block = new Float64Array(rows * width);
    columns.forEach((column, c) => {
      for (let row = 0; row < rows; row++) block[row * width + c] = column.values[row] as number;
    });
    return Array.from({ length: rows }, (_, row) => block.subarray(row * width, (row + 1) * width));
  }
  const size = request.subgroupSize;
  if (size === undefined) throw badRequest('参数 subgroupSize 无效：数据只有 1 列时须填写子组大小（至少 2）');
  const values = columns[0]?.values ?? new Float64Array();
  return Array.from({ length: Math.ceil(values.length / size) }, (_, g) => values.subarray(g * size, (g + 1) * size));
}

function singleColumn(request: ControlChartColumns, what: string): SheetColumnData {
  const [column] = request.columns;
  if (!column || request.columns.length > 1) {
    throw badRequest(`参数 columns 无效：${CHART_NAMES[request.chartType]}只能选择 1 列${what}`);
  }
  return column;
}

export function readIndividuals(request: ControlChartColumns): Float64Array {
  const column = singleColumn(request, '数据');
  return readSheetColumns([{ input: column, kind: 'number' }])[0]?.values ?? new Float64Array();
}

export interface AttributeData {
  counts: Float64Array;
  /** Sample sizes; undefined for a c chart without a size column. */
  sizes: Float64Array | undefined;
}

const isCount = (value: number) => Number.isInteger(value) && value >= 0;

/**
 * Defectives (p, np) or defects (c, u) with their sample sizes, rows with an empty cell skipped. Counts are whole
 * numbers ≥ 0; sizes > 0 (whole for p and np, whose sizes count items); defectives never exceed their sample size.
 */
export function readAttributes(request: ControlChartColumns): AttributeData {
  const { chartType } = request;
  const defectives = chartType === 'p' || chartType === 'np';
  const countColumn = singleColumn(request, defectives ? '不合格品数' : '缺陷数');
  const sizeColumn = request.sizeColumn;
  if (!sizeColumn && chartType !== 'c') {
    throw badRequest(`参数 sizeColumn 无效：${CHART_NAMES[chartType]}须选择样本量列`);
  }
  const inputs = sizeColumn ? [countColumn, sizeColumn] : [countColumn];
  const [counts, sizes] = readSheetColumns(inputs.map((input) => ({ input, kind: 'number' })));
  if (!counts) throw new Error('the count column was read');
  const rows = usedRows(inputs);
  counts.values.forEach((count, i) => {
    const row = rows[i] as number;
    if (!isCount(count)) throw badRequest(`单元格 ${cellOf(countColumn, row)} 的值“${counts.texts[i]}”须为非负整数`);
    if (!sizeColumn || !sizes) return;
    const size = sizes.values[i] as number;
    const sizeCell = cellOf(sizeColumn, row);
    if (!(size > 0) || (defectives && !Number.isInteger(size))) {
      throw badRequest(`单元格 ${sizeCell} 的样本量“${sizes.texts[i]}”须为${defectives ? '正整数' : '大于 0 的数'}`);
    }
    if (defectives && count > size) {
      throw badRequest(`单元格 ${cellOf(countColumn, row)} 的不合格品数 ${count} 大于样本量 ${size}（${sizeCell}）`);
    }
  });
  return { counts: counts.values, sizes: sizes?.values };
}
