import type { HistogramChartDto, SevenToolsChartColors } from '@qis/shared';
import type { CustomSeriesRenderItem, EChartsOption, LineSeriesOption } from 'echarts';
import { t } from '../../../locales';
import { tooltipHtml } from '../../../shell/utils/tooltip-html';
import { formatNumber } from '../../statistics/format-number';

// Bar i spans [breaks[i], breaks[i+1]] on the value axis: [start, end, count].
const renderBar: CustomSeriesRenderItem = (_params, api) => {
  const [x0 = 0, y0 = 0] = api.coord([api.value(0), api.value(2)]);
  const [x1 = 0, y1 = 0] = api.coord([api.value(1), 0]);
  return {
    type: 'rect',
    shape: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
    style: { fill: api.visual('color'), stroke: '#fff' },
  };
};

/** The specification lines drawn: LSL, target and USL where given. */
export function specLines(result: HistogramChartDto, colors: SevenToolsChartColors) {
  const { lsl, usl, target } = result.spec;
  return [
    { name: 'LSL', value: lsl, color: colors.limit },
    { name: t('oldTools.histogram.target'), value: target, color: colors.centerLine },
    { name: 'USL', value: usl, color: colors.limit },
  ].filter((line): line is { name: string; value: number; color: string } => line.value !== null);
}

/** The fitted normal curve in counts: its density times n and the class width, so its area matches the bars'. */
export function curveInCounts(result: HistogramChartDto): [number, number][] {
  const { breaks, counts } = result.bins;
  if (!result.curve || counts.length === 0) return [];
  // Classes are of equal width (a rule or the chosen width).
  const width = ((breaks.at(-1) ?? 0) - (breaks[0] ?? 0)) / counts.length;
  const { x, density } = result.curve;
  return x.map((value, i) => [value, (density[i] ?? 0) * result.n * width]);
}

/** The x range: the classes, the spec lines and the curve, with a small margin. */
function xRange(result: HistogramChartDto): [number, number] {
  const values = [
    ...result.bins.breaks,
    ...[result.spec.lsl, result.spec.usl, result.spec.target].filter((value) => value !== null),
    ...(result.curve?.x ?? []),
  ];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const margin = (high - low) * 0.03 || 1;
  return [low - margin, high + margin];
}

/** The histogram: class bars, the fitted normal curve and the LSL / target / USL lines. */
export function histogramOption(
  result: HistogramChartDto,
  colors: SevenToolsChartColors,
  decimals: number,
): EChartsOption {
  const { breaks, counts } = result.bins;
  const [min, max] = xRange(result);
  const barName = t('oldTools.histogram.series.count');
  const curveName = t('oldTools.histogram.series.normal');
  const lines = specLines(result, colors);
  const curve = curveInCounts(result);
  const specSeries = lines.map(
    (line): LineSeriesOption => ({
      type: 'line',
      name: line.name,
      data: [],
      color: line.color,
      markLine: {
        symbol: 'none',
        silent: true,
        lineStyle: { color: line.color, type: 'dashed', width: 2 },
        label: { formatter: `${line.name}\n${formatNumber(line.value, decimals)}`, color: line.color },
        data: [{ xAxis: line.value }],
      },
    }),
  );
  return {
    grid: { left: 64, right: 40, top: 88, bottom: 64 },
    legend: { bottom: 0, data: [barName, ...(curve.length > 0 ? [curveName] : []), ...lines.map((l) => l.name)] },
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        if (item?.seriesType !== 'custom') return '';
        const [start, end, count] = (item.value ?? []) as number[];
        return tooltipHtml([
          `${t('oldTools.histogram.class')} ${formatNumber(start, decimals)} – ${formatNumber(end, decimals)}`,
          `${barName} ${count}`,
        ]);
      },
    },
    xAxis: {
      type: 'value',
      min,
      max,
      scale: true,
      axisLabel: { showMinLabel: false, showMaxLabel: false },
      splitLine: { show: false },
    },
    yAxis: { type: 'value', name: barName, nameLocation: 'middle', nameGap: 44, minInterval: 1 },
    series: [
      {
        type: 'custom',
        name: barName,
        color: colors.bar,
        renderItem: renderBar,
        encode: { x: [0, 1], y: 2 },
        data: counts.map((count, i) => [breaks[i], breaks[i + 1], count]),
      },
      ...(curve.length > 0
        ? [
            {
              type: 'line' as const,
              name: curveName,
              showSymbol: false,
              silent: true,
              color: colors.line,
              lineStyle: { color: colors.line, width: 2 },
              data: curve,
            },
          ]
        : []),
      ...specSeries,
    ],
  };
}
