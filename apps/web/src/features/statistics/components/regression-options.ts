import type { RegressionDto, StatisticsChartColors } from '@qis/shared';
import type { CustomSeriesRenderItem, EChartsOption, LineSeriesOption } from 'echarts';
import { t } from '../../../locales';
import { tooltipHtml } from '../../../shell/utils/tooltip-html';
import { formatNumber } from '../format-number';

// ECharts options of a regression's charts: the fitted line plot and the three residual plots.

export interface RegressionChartInput {
  result: RegressionDto;
  colors: StatisticsChartColors;
  decimals: number;
  /** The X and Y columns' names, as the sheet names them. */
  xName: string;
  yName: string;
}

const GRID = { left: 64, right: 40, top: 56, bottom: 56 } as const;
// Axes at the plot's edges (not through zero), named along their middle.
const AXIS = {
  type: 'value',
  scale: true,
  nameLocation: 'middle',
  axisLine: { onZero: false },
  splitLine: { lineStyle: { type: 'dashed' } },
} as const;
const zip = (xs: readonly number[], ys: readonly number[]) => xs.map((x, i) => [x, ys[i] ?? 0]);

const pointTooltip = (xLabel: string, yLabel: string, decimals: number) => ({
  trigger: 'item' as const,
  formatter: (params: unknown) => {
    const [x, y] = ((params as { value?: number[] }).value ?? []) as number[];
    return tooltipHtml([`${xLabel}: ${formatNumber(x, decimals)}`, `${yLabel}: ${formatNumber(y, decimals)}`]);
  },
});

export function fitOption({ result, colors, decimals, xName, yName }: RegressionChartInput): EChartsOption {
  const level = Math.round(result.confidenceLevel * 100);
  const { band, points } = result;
  const fitLine = t('statistics.regression.chart.fitLine');
  const confidence = t('statistics.regression.confidenceInterval', { level });
  const prediction = t('statistics.regression.predictionInterval', { level });
  const line = (name: string, ys: number[], color: string, dashed: boolean): LineSeriesOption => ({
    type: 'line',
    name,
    color,
    showSymbol: false,
    silent: true,
    lineStyle: { color, width: dashed ? 1.5 : 2, type: dashed ? 'dashed' : 'solid' },
    data: zip(band.x, ys),
  });
  const observed = t('statistics.regression.chart.points');
  return {
    grid: { ...GRID, bottom: 72 },
    legend: { bottom: 0, data: [observed, fitLine, confidence, prediction] },
    tooltip: pointTooltip(xName, yName, decimals),
    xAxis: { ...AXIS, name: xName, nameGap: 28 },
    yAxis: { ...AXIS, name: yName, nameGap: 44 },
    series: [
      {
        type: 'scatter',
        name: observed,
        color: colors.point,
        symbolSize: 7,
        large: points.x.length > 2000,
        data: zip(points.x, points.y),
      },
      line(fitLine, band.fit, colors.fitLine, false),
      line(confidence, band.confidenceLower, colors.confidenceBand, true),
      line(confidence, band.confidenceUpper, colors.confidenceBand, true),
      line(prediction, band.predictionLower, colors.predictionBand, true),
      line(prediction, band.predictionUpper, colors.predictionBand, true),
    ],
  };
}

export function residualFittedOption({ result, colors, decimals }: RegressionChartInput): EChartsOption {
  const fitted = t('statistics.regression.chart.fitted');
  const residual = t('statistics.regression.chart.residual');
  return {
    grid: GRID,
    tooltip: pointTooltip(fitted, residual, decimals),
    xAxis: { ...AXIS, name: fitted, nameGap: 28 },
    yAxis: { ...AXIS, name: residual, nameGap: 44 },
    series: [
      {
        type: 'scatter',
        name: residual,
        color: colors.point,
        symbolSize: 6,
        large: result.points.x.length > 2000,
        data: zip(result.points.fitted, result.points.residual),
        markLine: {
          symbol: 'none',
          silent: true,
          label: { show: false },
          lineStyle: { color: colors.fitLine, type: 'dashed' },
          data: [{ yAxis: 0 }],
        },
      },
    ],
  };
}

export function probabilityOption({ result, colors, decimals }: RegressionChartInput): EChartsOption {
  const { residual: residuals, normalScore } = result.probability;
  const n = residuals.length;
  const mean = residuals.reduce((sum, value) => sum + value, 0) / Math.max(n, 1);
  const sd = Math.sqrt(residuals.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(n - 1, 1));
  const low = residuals[0] ?? 0;
  const high = residuals.at(-1) ?? 0;
  const residual = t('statistics.regression.chart.residual');
  const score = t('statistics.regression.chart.normalScore');
  return {
    grid: GRID,
    tooltip: pointTooltip(residual, score, decimals),
    xAxis: { ...AXIS, name: residual, nameGap: 28 },
    yAxis: { ...AXIS, name: score, nameGap: 36 },
    series: [
      {
        type: 'scatter',
        name: residual,
        color: colors.point,
        symbolSize: 6,
        large: n > 2000,
        data: zip(residuals, normalScore),
      },
      // The normal distribution with the residuals' mean and standard deviation: points near it look normal.
      {
        type: 'line',
        name: t('statistics.regression.chart.reference'),
        color: colors.fitLine,
        showSymbol: false,
        silent: true,
        data: sd > 0 ? [low, high].map((x) => [x, (x - mean) / sd]) : [],
      },
    ],
  };
}

// Filled with the series' colour, so a saved chart style can recolour the bars.
const renderBar: CustomSeriesRenderItem = (_params, api) => {
  const [x0 = 0, y0 = 0] = api.coord([api.value(0), api.value(2)]);
  const [x1 = 0, y1 = 0] = api.coord([api.value(1), 0]);
  const shape = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  return { type: 'rect', shape, style: { fill: api.visual('color'), stroke: '#fff' } };
};

export function histogramOption({ result, colors, decimals }: RegressionChartInput): EChartsOption {
  const { breaks, counts } = result.residualHistogram;
  const residual = t('statistics.regression.chart.residual');
  const count = t('statistics.regression.chart.count');
  return {
    grid: GRID,
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        const [start, end, value] = (item?.value ?? []) as number[];
        return tooltipHtml([
          `${t('statistics.regression.chart.bin')} ${formatNumber(start, decimals)} – ${formatNumber(end, decimals)}`,
          `${count} ${value}`,
        ]);
      },
    },
    xAxis: {
      ...AXIS,
      name: residual,
      nameGap: 28,
      min: breaks[0],
      max: breaks.at(-1),
      splitLine: { show: false },
      axisLabel: { showMinLabel: false, showMaxLabel: false },
    },
    yAxis: { type: 'value', name: count, nameLocation: 'middle', nameGap: 36, minInterval: 1 },
    series: [
      {
        type: 'custom',
        name: count,
        color: colors.bar,
        renderItem: renderBar,
        encode: { x: [0, 1], y: 2 },
        data: counts.map((value, i) => [breaks[i], breaks[i + 1], value]),
      },
    ],
  };
}
