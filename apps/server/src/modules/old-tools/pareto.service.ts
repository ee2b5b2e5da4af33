import { PARETO_OTHER_LABEL, type ParetoChartBody, type ParetoChartDto } from '@qis/shared';
import { pareto } from '@qis/stats';
import type { z } from 'zod';
import { badRequest } from '../../platform/http/app-error';
import { analyse, readSheetColumns } from '../statistics';
import { cellOf, usedRows } from './sheet-rows';

export type ParetoRequest = z.output<typeof ParetoChartBody>;

/** Category totals in the order first met: the counts column's values, or one per row without it. */
function categoryTotals(request: ParetoRequest): Map<string, number> {
  const { categories, counts } = request;
  const inputs = counts ? [categories, counts] : [categories];
  const [labels, values] = readSheetColumns([
    { input: categories, kind: 'level' },
    ...(counts ? [{ input: counts, kind: 'number' as const }] : []),
  ]);
  if (!labels) throw new Error('the category column was read');
  const rows = usedRows(inputs);
  const totals = new Map<string, number>();
  labels.texts.forEach((label, i) => {
    const count = values ? (values.values[i] as number) : 1;
    if (counts && count < 0) {
      throw badRequest(`单元格 ${cellOf(counts, rows[i] as number)} 的频数“${values?.texts[i]}”不能为负数`);
    }
    totals.set(label, (totals.get(label) ?? 0) + count);
  });
  return totals;
}

export function makePareto(request: ParetoRequest): ParetoChartDto {
  return analyse(() => {
    const totals = categoryTotals(request);
    if (totals.size === 0) throw badRequest('参数 categories 无效：类别列没有数据');
    if (![...totals.values()].some((count) => count > 0)) throw badRequest('参数 counts 无效：频数合计为 0');
    const result = pareto([...totals.keys()], [...totals.values()], {
      otherLabel: PARETO_OTHER_LABEL,
      ...(request.otherBelowPercent === undefined ? {} : { otherBelowPercent: request.otherBelowPercent }),
      ...(request.topK === undefined ? {} : { topCount: request.topK }),
    });
    return { total: result.total, items: result.items, vitalFew: result.vitalFew };
  });
}
