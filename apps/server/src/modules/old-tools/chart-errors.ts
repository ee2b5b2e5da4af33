import { StatsError } from '@qis/stats';
import { badRequest } from '../../platform/http/app-error';
import { analyse } from '../statistics';

// The control-chart engine's refusals that the general StatsError messages (statistics module) leave vague.

function controlChartMessage(error: StatsError, individuals: boolean): string | undefined {
  const detail = error.detail;
  if (error.code === 'invalidInput') {
    if (detail.reason === 'publishedConstants')
      return '按印刷常数表（published）计算时，各子组大小须相同且不超过 25，请改用 table 或 exact 常数';
    if (detail.reason === 'equalSizes') return 'np 图要求各样本量相同；样本量不同时请使用 p 图';
    if (detail.given !== undefined) return `参数 given.${detail.given} 无效：不是可用的控制图参数`;
  }
  if (error.code === 'constantData') {
    if (detail.reason === 'proportion') return '不合格品率为 0 或 1，无法计算控制限';
    if (detail.reason === 'noDefects') return '缺陷数全部为 0，无法计算控制限';
    if (detail.reason === 'within' && individuals) return '移动极差全部为 0（数据全部相同），无法分析';
  }
  return undefined;
}

/** Runs a control-chart computation: a StatsError becomes 400 with its Chinese message. */
export function analyseControlChart<T>(compute: () => T, options: { individuals: boolean }): T {
  return analyse(() => {
    try {
      return compute();
    } catch (error) {
      const message = error instanceof StatsError ? controlChartMessage(error, options.individuals) : undefined;
      if (message) throw badRequest(message);
      throw error;
    }
  });
}
