import type { StatisticsChartColors } from '@qis/shared';
import type { CustomSeriesRenderItem, EChartsOption } from 'echarts';
import { t } from '../../../locales';
import { tooltipHtml } from '../../../shell/utils/tooltip-html';
import { formatNumber } from '../format-number';

// Chart options of the ANOVA and orthogonal experiment pages (box plot, interval plot, means plots).

/** Colours for several series (a line per level): the tenant's chart colours, then a few distinct ones. */
export function seriesPalette(colors: StatisticsChartColors): string[] {
  const extra = ['#FAAD14', '#EB2F96', '#2F54EB', '#A0D911', '#8C8C8C'];
  return [colors.point, colors.fitLine, colors.target, colors.specLimit, colors.predictionBand, ...extra];
}

const valueAxis = (name: string, decimals: number) => ({
  type: 'value' as const,
  name,
  scale: true,
  nameTextStyle: { align: 'left' as const },
  axisLabel: { formatter: (value: number) => formatNumber(value, Math.min(decimals, 2)) },
});

const categoryAxis = (name: string, labels: readonly string[]) => ({
  type: 'category' as const,
  name,
  nameLocation: 'middle' as const,
  nameGap: 28,
  data: [...labels],
  axisTick: { alignWithLabel: true },
  axisLabel: { interval: 0, rotate: labels.length > 6 ? 30 : 0 },
});

const grid = { left: 56, right: 32, top: 64, bottom: 48, containLabel: true };

/** A box per group (min, Q1, median, Q3, max) with the group's mean marked. */
export function boxPlotOption(input: {
  groups: readonly {
    label: string;
    mean: number;
    box: { min: number; q1: number; median: number; q3: number; max: number };
  }[];
  axisName: string;
  responseName: string;
  colors: StatisticsChartColors;
  decimals: number;
}): EChartsOption {
  const { groups, colors, decimals } = input;
  const number = (value: number) => formatNumber(value, decimals);
  return {
    grid,
    tooltip: { trigger: 'item' },
    legend: { top: 4, left: 8, data: [t('statistics.anova.chart.mean')] },
    xAxis: categoryAxis(
      input.axisName,
      groups.map((group) => group.label),
    ),
    yAxis: valueAxis(input.responseName, decimals),
    series: [
      {
        type: 'boxplot',
        name: t('statistics.anova.chart.box'),
        data: groups.map(({ box }) => [box.min, box.q1, box.median, box.q3, box.max]),
        itemStyle: { color: `${colors.bar}33`, borderColor: colors.bar, borderWidth: 1.5 },
        tooltip: {
          formatter: (params) => {
            const { name, dataIndex } = params as { name: string; dataIndex: number };
            const box = groups[dataIndex]?.box;
            if (!box) return tooltipHtml([name]);
            return tooltipHtml([
              { text: name, bold: true },
              `${t('statistics.anova.chart.max')}：${number(box.max)}`,
              `Q3：${number(box.q3)}`,
              `${t('statistics.anova.chart.median')}：${number(box.median)}`,
              `Q1：${number(box.q1)}`,
              `${t('statistics.anova.chart.min')}：${number(box.min)}`,
            ]);
          },
        },
      },
      {
        type: 'scatter',
        name: t('statistics.anova.chart.mean'),
        data: groups.map((group) => group.mean),
        symbol: 'diamond',
        symbolSize: 9,
        itemStyle: { color: colors.fitLine },
        tooltip: { valueFormatter: (value) => number(Number(value)) },
      },
    ],
  };
}

/** Vertical error bars with caps: data items are [category index, lower, upper]. */
function errorBarRenderer(color: string): CustomSeriesRenderItem {
  return (_params, api) => {
    const low = api.coord([api.value(0), api.value(1)]) as number[];
    const high = api.coord([api.value(0), api.value(2)]) as number[];
    const band = (api.size?.([1, 0]) as number[] | undefined)?.[0] ?? 40;
    const half = Math.min(12, band * 0.15);
    const x = low[0] ?? 0;
    const style = { stroke: color, lineWidth: 1.5 };
    return {
      type: 'group',
      children: [
        { type: 'line', shape: { x1: x, y1: low[1], x2: x, y2: high[1] }, style },
        { type: 'line', shape: { x1: x - half, y1: low[1], x2: x + half, y2: low[1] }, style },
        { type: 'line', shape: { x1: x - half, y1: high[1], x2: x + half, y2: high[1] }, style },
      ],
    };
  };
}

/** Each group's mean with its confidence interval, and the grand mean as a dashed line. */
export function intervalPlotOption(input: {
  groups: readonly { label: string; mean: number; ciLower: number; ciUpper: number }[];
  grandMean: number;
  axisName: string;
  responseName: string;
  colors: StatisticsChartColors;
  decimals: number;
}): EChartsOption {
  const { groups, colors, decimals } = input;
  const number = (value: number) => formatNumber(value, decimals);
  return {
    grid,
    tooltip: {
      trigger: 'axis',
      formatter: (params) => {
        const index = (Array.isArray(params) ? params[0] : params)?.dataIndex ?? 0;
        const group = groups[index];
        if (!group) return '';
        return tooltipHtml([
          { text: group.label, bold: true },
          `${t('statistics.anova.chart.mean')}：${number(group.mean)}`,
          `${t('statistics.anova.ci.lower')}：${number(group.ciLower)}`,
          `${t('statistics.anova.ci.upper')}：${number(group.ciUpper)}`,
        ]);
      },
    },
    xAxis: categoryAxis(
      input.axisName,
      groups.map((group) => group.label),
    ),
    yAxis: valueAxis(input.responseName, decimals),
    series: [
      {
        type: 'custom',
        name: t('statistics.anova.chart.interval'),
        renderItem: errorBarRenderer(colors.point),
        encode: { x: 0, y: [1, 2] },
        data: groups.map((group, index) => [index, group.ciLower, group.ciUpper]),
        z: 1,
      },
      {
        type: 'scatter',
        name: t('statistics.anova.chart.mean'),
        data: groups.map((group) => group.mean),
        symbolSize: 9,
        itemStyle: { color: colors.point },
        z: 2,
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { color: colors.target, type: 'dashed' },
          label: {
            position: 'insideEndTop',
            formatter: () => `${t('statistics.anova.grandMean')} ${number(input.grandMean)}`,
          },
          data: [{ yAxis: input.grandMean }],
        },
      },
    ],
  };
}

/** Means over the levels of a factor: one line per series (one series for a main-effects plot). */
export function meansPlotOption(input: {
  levels: readonly string[];
  series: readonly { name: string; values: readonly (number | null)[] }[];
  axisName: string;
  responseName: string;
  /** A dashed reference line (the grand mean). */
  reference?: number;
  colors: StatisticsChartColors;
  decimals: number;
  compact?: boolean;
}): EChartsOption {
  const palette = seriesPalette(input.colors);
  const number = (value: number) => formatNumber(value, input.decimals);
  const legend = input.series.length > 1;
  return {
    grid: input.compact
      ? { left: 16, right: 24, top: 48, bottom: 32, containLabel: true }
      : { ...grid, right: legend ? 140 : grid.right },
    tooltip: { trigger: 'axis', valueFormatter: (value) => number(Number(value)) },
    ...(legend ? { legend: { type: 'scroll' as const, orient: 'vertical' as const, right: 8, top: 'middle' } } : {}),
    xAxis: { ...categoryAxis(input.axisName, input.levels), ...(input.compact ? { nameGap: 24 } : {}) },
    yAxis: valueAxis(input.compact ? '' : input.responseName, input.decimals),
    series: input.series.map((series, index) => ({
      type: 'line' as const,
      name: series.name,
      data: [...series.values],
      symbol: 'circle',
      symbolSize: 8,
      lineStyle: { width: 2 },
      itemStyle: { color: palette[index % palette.length] },
      ...(index === 0 && input.reference !== undefined
        ? {
            markLine: {
              silent: true,
              symbol: 'none',
              lineStyle: { color: input.colors.overallCurve, type: 'dashed' as const, opacity: 0.6 },
              label: {
                show: !input.compact,
                position: 'insideEndTop',
                formatter: () => t('statistics.anova.grandMean'),
              },
              data: [{ yAxis: input.reference }],
            },
          }
        : {}),
    })),
  };
}
