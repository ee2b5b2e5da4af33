import type { CapabilityDto, StatisticsChartColors } from '@qis/shared';
import { Radio } from 'antd';
import type { CustomSeriesRenderItem, EChartsOption, LineSeriesOption } from 'echarts';
import { useMemo, useState } from 'react';
import { t } from '../../../locales';
import { tooltipHtml } from '../../../shell/utils/tooltip-html';
import { formatNumber } from '../format-number';
import { StatChart } from './StatChart';

type Scale = 'count' | 'density';

const CURVE_POINTS = 160;
const SQRT_2PI = Math.sqrt(2 * Math.PI);
const normalDensity = (x: number, mean: number, sd: number) =>
  Math.exp(-(((x - mean) / sd) ** 2) / 2) / (sd * SQRT_2PI);

// Bar i spans [breaks[i], breaks[i+1]] on the value axis: [start, end, height, count]. Filled with the series'
// colour, so a saved chart style can recolour the bars.
const renderBar: CustomSeriesRenderItem = (_params, api) => {
  const [x0 = 0, y0 = 0] = api.coord([api.value(0), api.value(2)]);
  const [x1 = 0, y1 = 0] = api.coord([api.value(1), 0]);
  const shape = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  return { type: 'rect', shape, style: { fill: api.visual('color'), stroke: '#fff' } };
};

/** The x range: the histogram, the spec limits and ±3.5σ of both curves, with a small margin. */
function xRange(result: CapabilityDto): [number, number] {
  const { breaks } = result.histogram;
  const { within, overall } = result.curves;
  const spec = [result.spec.lsl, result.spec.usl, result.spec.target].filter((v): v is number => v !== null);
  const low = Math.min(
    breaks[0] ?? result.mean,
    ...spec,
    within.mean - 3.5 * within.sd,
    overall.mean - 3.5 * overall.sd,
  );
  const high = Math.max(
    breaks.at(-1) ?? result.mean,
    ...spec,
    within.mean + 3.5 * within.sd,
    overall.mean + 3.5 * overall.sd,
  );
  const margin = (high - low) * 0.04;
  return [low - margin, high + margin];
}

interface Props {
  result: CapabilityDto;
  colors: StatisticsChartColors;
  decimals: number;
}

/** The capability histogram: bars, the within and overall normal curves, and the LSL / target / USL lines. */
export function CapabilityHistogram({ result, colors, decimals }: Props) {
  const [scale, setScale] = useState<Scale>('count');
  const option = useMemo(() => histogramOption(result, colors, decimals, scale), [result, colors, decimals, scale]);
  return (
    <div style={{ position: 'relative' }}>
      <Radio.Group
        size="small"
        optionType="button"
        value={scale}
        onChange={(event) => setScale(event.target.value)}
        options={[
          { value: 'count', label: t('statistics.capability.chart.count') },
          { value: 'density', label: t('statistics.capability.chart.density') },
        ]}
        style={{ position: 'absolute', left: 8, top: 4, zIndex: 1 }}
      />
      <StatChart title={t('statistics.capability.chart')} option={option} height={380} styleKey="histogram" />
    </div>
  );
}

function histogramOption(
  result: CapabilityDto,
  colors: StatisticsChartColors,
  decimals: number,
  scale: Scale,
): EChartsOption {
  const { breaks, counts, density } = result.histogram;
  const [min, max] = xRange(result);
  // Bins are of equal width (a rule or the chosen width).
  const binWidth = counts.length > 0 ? ((breaks.at(-1) ?? 0) - (breaks[0] ?? 0)) / counts.length : 0;
  // Counts: a curve's density times n times the bin width, so its area matches the bars'.
  const curveFactor = scale === 'count' ? result.n * binWidth : 1;
  const curve = (name: string, color: string, mean: number, sd: number): LineSeriesOption => ({
    type: 'line',
    name,
    showSymbol: false,
    smooth: false,
    silent: true,
    color,
    lineStyle: { color, width: 2 },
    data: Array.from({ length: CURVE_POINTS + 1 }, (_, i) => {
      const x = min + ((max - min) * i) / CURVE_POINTS;
      return [x, normalDensity(x, mean, sd) * curveFactor];
    }),
  });
  const limitLine = (name: string, value: number | null, color: string): LineSeriesOption => ({
    type: 'line',
    name,
    data: [],
    color,
    markLine: {
      symbol: 'none',
      silent: true,
      lineStyle: { color, type: 'dashed', width: 2 },
      label: { formatter: `${name}\n${formatNumber(value, decimals)}`, color },
      data: value === null ? [] : [{ xAxis: value }],
    },
  });
  const limits = [
    { name: 'LSL', value: result.spec.lsl, color: colors.specLimit },
    { name: t('statistics.capability.target'), value: result.spec.target, color: colors.target },
    { name: 'USL', value: result.spec.usl, color: colors.specLimit },
  ].filter((limit) => limit.value !== null);
  const barName = t(scale === 'count' ? 'statistics.capability.chart.count' : 'statistics.capability.chart.density');
  const within = t('statistics.capability.chart.within');
  const overall = t('statistics.capability.chart.overall');
  return {
    grid: { left: 64, right: 40, top: 88, bottom: 64 },
    legend: { bottom: 0, data: [barName, within, overall, ...limits.map((limit) => limit.name)] },
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        const [start, end, , count] = (item?.value ?? []) as number[];
        return tooltipHtml([
          `${t('statistics.capability.chart.bin')} ${formatNumber(start, decimals)} – ${formatNumber(end, decimals)}`,
          `${t('statistics.capability.chart.count')} ${count}`,
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
    yAxis: { type: 'value', name: barName, nameLocation: 'middle', nameGap: 44 },
    series: [
      {
        type: 'custom',
        name: barName,
        color: colors.bar,
        renderItem: renderBar,
        encode: { x: [0, 1], y: 2 },
        data: counts.map((count, i) => [
          breaks[i],
          breaks[i + 1],
          scale === 'count' ? count : (density[i] ?? 0),
          count,
        ]),
      },
      curve(within, colors.withinCurve, result.curves.within.mean, result.curves.within.sd),
      {
        ...curve(overall, colors.overallCurve, result.curves.overall.mean, result.curves.overall.sd),
        lineStyle: { color: colors.overallCurve, width: 2, type: 'dashed' },
      },
      ...limits.map((limit) => limitLine(limit.name, limit.value, limit.color)),
    ],
  };
}
