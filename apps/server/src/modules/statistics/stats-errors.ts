import { StatsError } from '@qis/stats';
import { badRequest } from '../../platform/http/app-error';

type Detail = Record<string, string | number>;

// The engine says what is wrong in codes and facts; users read it in Chinese, with the facts filled in.
const MESSAGES: Record<StatsError['code'], (detail: Detail) => string> = {
  tooFewValues: (d) => {
    if (d.minimum === undefined) return `数据太少，无法分析${where(d)}`;
    const unit =
      d.unit === 'subgroups' ? '个子组' : d.unit === 'groups' ? '组' : d.unit === 'levels' ? '个水平' : '个数据';
    const actual = d.actual !== undefined ? `，实际只有 ${d.actual} ${unit === '组' ? '组' : '个'}` : '';
    return `数据太少：至少需要 ${d.minimum} ${unit}${actual}${where(d)}`;
  },
  constantData: (d) =>
    d.reason === 'within'
      ? '组内变差为 0（各组内的数据全部相同），无法分析'
      : `数据全部相同（标准差为 0），无法分析${where(d)}`,
  invalidSpecLimits: (d) => (d.reason === 'missing' ? '请至少填写规格下限或规格上限' : '规格下限必须小于规格上限'),
  notNumeric: (d) =>
    d.cell !== undefined ? `单元格 ${d.cell} 的值“${d.value}”不是数字` : `第 ${Number(d.index) + 1} 个值不是有限数字`,
  unbalancedDesign: (d) => `试验设计不平衡：每个水平组合的数据个数必须相同${d.cell ? `（${d.cell}）` : ''}`,
  arrayTooSmall: (d) =>
    d.array ? `正交表 ${d.array} 容纳不下所选因素和水平，请选择更大的正交表` : '没有能容纳所选因素和水平的标准正交表',
  invalidInput: () => '输入数据不符合分析要求',
};

const VARIABLES: Record<string, string> = { x: '自变量 X', y: '因变量 Y' };

function where(detail: Detail): string {
  if (detail.group !== undefined) return `（组“${detail.group}”）`;
  if (detail.subgroup !== undefined) return `（第 ${detail.subgroup} 个子组）`;
  if (detail.variable !== undefined) return `（${VARIABLES[detail.variable] ?? detail.variable}）`;
  return '';
}

/** The user's message for a StatsError. */
export function statsErrorMessage(error: StatsError): string {
  return MESSAGES[error.code](error.detail);
}

/** Runs an engine computation; a StatsError becomes 400 with its Chinese message, anything else propagates. */
export function analyse<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof StatsError) throw badRequest(statsErrorMessage(error));
    throw error;
  }
}
