import type { ParetoChartDto, SevenToolsChartColors } from '@qis/shared';
import type { BarSeriesOption, EChartsOption, LineSeriesOption } from 'echarts';
import { type MessageKey, t } from '../../../locales';
import { tooltipHtml } from '../../../shell/utils/tooltip-html';
import { formatNumber } from '../../statistics/format-number';

export type ParetoClass = ParetoChartDto['items'][number]['class'];
export const PARETO_CLASSES: readonly ParetoClass[] = ['A', 'B', 'C'];

/** Class A (the vital few) in the configured bar colour; B and C in quieter tones. */
export const paretoClassColors = (colors: SevenToolsChartColors): Record<ParetoClass, string> => ({
  A: colors.bar,
  B: '#FAAD14',
  C: '#BFBFBF',
});

export const PARETO_CLASS_NAMES: Record<ParetoClass, MessageKey> = {
  A: 'oldTools.pareto.class.A',
  B: 'oldTools.pareto.class.B',
  C: 'oldTools.pareto.class.C',
};

/** The cumulative shares that end class A and class B. */
export const PARETO_THRESHOLDS = [80, 90] as const;

/**
 * The Pareto chart: the answer's bars in its (descending) order, one stacked series per class so the legend names
 * the classes; the cumulative percentage on a second axis of 0–100 % with the 80 % and 90 % lines. The count axis
 * runs to the total, so a bar and the cumulative line share one scale.
 */
export function paretoOption(result: ParetoChartDto, colors: SevenToolsChartColors, decimals: number): EChartsOption {
  const classColors = paretoClassColors(colors);
  const categories = result.items.map((item) => item.category);
  const bars = PARETO_CLASSES.map(
    (paretoClass): BarSeriesOption => ({
      type: 'bar',
      name: t(PARETO_CLASS_NAMES[paretoClass]),
      stack: 'count',
      color: classColors[paretoClass],
      barCategoryGap: '20%',
      data: result.items.map((item) => (item.class === paretoClass ? item.count : '-')),
    }),
  );
  const cumulative: LineSeriesOption = {
    type: 'line',
    name: t('oldTools.pareto.series.cumulative'),
    yAxisIndex: 1,
    color: colors.line,
    symbol: 'circle',
    symbolSize: 6,
    data: result.items.map((item) => item.cumulativePercentage),
    label: { show: result.items.length <= 15, formatter: ({ value }) => `${formatNumber(Number(value), 1)}%` },
    markLine: {
      symbol: 'none',
      silent: true,
      lineStyle: { color: '#8c8c8c', type: 'dashed' },
      label: { formatter: '{c}%', position: 'insideEndTop', color: '#8c8c8c' },
      data: PARETO_THRESHOLDS.map((threshold) => ({ yAxis: threshold })),
    },
  };
  return {
    grid: { left: 64, right: 72, top: 88, bottom: 72 },
    legend: { top: 32 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => {
        const index = (Array.isArray(params) ? params[0] : params)?.dataIndex ?? 0;
        const item = result.items[index];
        if (!item) return '';
        return tooltipHtml([
          item.category,
          `${t('oldTools.pareto.table.count')} ${formatNumber(item.count, decimals)}`,
          `${t('oldTools.pareto.table.percentage')} ${formatNumber(item.percentage, decimals)}%`,
          `${t('oldTools.pareto.table.cumulative')} ${formatNumber(item.cumulativePercentage, decimals)}%`,
        ]);
      },
    },
    xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, rotate: categories.length > 8 ? 30 : 0 } },
    yAxis: [
      {
        type: 'value',
        name: t('oldTools.pareto.axis.count'),
        min: 0,
        max: result.total,
        axisLabel: { formatter: (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : decimals) },
      },
      {
        type: 'value',
        name: t('oldTools.pareto.axis.cumulative'),
        min: 0,
        max: 100,
        interval: 20,
        axisLabel: { formatter: '{value}%' },
        splitLine: { show: false },
      },
    ],
    series: [...bars, cumulative],
  };
}
