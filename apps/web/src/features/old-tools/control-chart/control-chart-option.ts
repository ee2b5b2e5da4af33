import { type ControlChartDto, DEFAULT_SEVEN_TOOLS_CONFIG, perPoint, pointFigure } from '@qis/shared';
import { t } from '../../../locales';
import { tooltipHtml } from '../../../shell/utils/tooltip-html';

const COLORS = DEFAULT_SEVEN_TOOLS_CONFIG.colors;
/** Above this many points the value line is sampled (LTTB) and a zoom slider is offered. */
const LARGE = 500;

/** Every point out of control (beyond the limits or breaking a rule) with the names of what it breaks. */
export function outOfControl(chart: ControlChartDto): Map<number, string[]> {
  const points = new Map<number, string[]>();
  for (const point of chart.beyondLimits) points.set(point, [t('oldTools.cc.beyondLimits')]);
  for (const flag of chart.flags) {
    const names = flag.rules.map((rule) => rule.name);
    // A rule of its own says 'beyond the limits' already (WE1, Nelson 1).
    const saysBeyond = flag.rules.some((rule) => rule.id === 'WE1' || rule.id === 'Nelson1');
    points.set(flag.point, points.has(flag.point) && !saysBeyond ? [t('oldTools.cc.beyondLimits'), ...names] : names);
  }
  return points;
}

const varies = (values: readonly number[]) => values.some((value) => value !== values[0]);

type LineType = 'solid' | 'dashed' | 'dotted';
interface Limit {
  name: string;
  values: readonly number[];
  color: string;
  type: LineType;
  /** How a sampled step line keeps its extremes: the upper limits their highs, the lower their lows. */
  sampling: 'max' | 'min' | 'average';
}

/**
 * The ECharts option of one chart: the points, CL/UCL/LCL, optional 1σ/2σ zones. Constant limits are mark lines on
 * the point series (one line each, whatever the number of points); limits that vary with the sample size are step
 * lines. The x axis is numeric, so a long chart is drawn from sampled points (LTTB) rather than 100,000 categories.
 */
export function controlChartOption(chart: ControlChartDto, decimals: number, showZones: boolean) {
  const { points, firstPoint } = chart;
  const count = points.value.length;
  const lastPoint = firstPoint + count - 1;
  const flagged = outOfControl(chart);
  const format = (value: number) => (Number.isFinite(value) ? value.toFixed(decimals) : '');
  const large = count > LARGE;
  const constant = !varies(points.ucl) && !varies(points.lcl) && !varies(points.center);
  const xy = (values: readonly number[]) => perPoint(values, count).map((value, index) => [firstPoint + index, value]);

  const limits: Limit[] = [
    {
      name: `CL ${chart.center === null ? '' : format(chart.center)}`.trim(),
      values: points.center,
      color: COLORS.centerLine,
      type: 'solid',
      sampling: 'average',
    },
    {
      name: `UCL ${chart.ucl === null ? '' : format(chart.ucl)}`.trim(),
      values: points.ucl,
      color: COLORS.limit,
      type: 'dashed',
      sampling: 'max',
    },
    {
      name: `LCL ${chart.lcl === null ? '' : format(chart.lcl)}`.trim(),
      values: points.lcl,
      color: COLORS.limit,
      type: 'dashed',
      sampling: 'min',
    },
  ];
  if (showZones) {
    for (const k of [1, 2]) {
      const name = t(k === 1 ? 'oldTools.cc.series.zone1' : 'oldTools.cc.series.zone2');
      const color = k === 1 ? '#bfbfbf' : '#8c8c8c';
      for (const sign of [1, -1]) {
        const sigmas = perPoint(points.sigma, count);
        const values = perPoint(points.center, count).map((c, i) => c + sign * k * (sigmas[i] ?? 0));
        limits.push({ name, values, color, type: 'dotted', sampling: sign > 0 ? 'max' : 'min' });
      }
    }
  }
  const lineStyle = (limit: Limit) => ({
    color: limit.color,
    type: limit.type,
    width: limit.type === 'dotted' ? 1 : 1.5,
  });

  // Constant limits: an empty series per limit keeps its legend entry (and toggling), the line is a mark line.
  const limitSeries = limits.map((limit) => ({
    name: limit.name,
    type: 'line' as const,
    data: constant ? [] : xy(limit.values),
    step: constant ? undefined : ('middle' as const),
    sampling: large ? limit.sampling : undefined,
    showSymbol: false,
    silent: true,
    lineStyle: lineStyle(limit),
    itemStyle: { color: limit.color },
    z: 1,
    ...(constant
      ? {
          markLine: {
            symbol: 'none',
            silent: true,
            label: { show: false },
            lineStyle: lineStyle(limit),
            data: [{ yAxis: limit.values[0] ?? 0 }],
          },
        }
      : {}),
  }));

  const phaseTwo = chart.phaseOneCount < count ? firstPoint + chart.phaseOneCount : undefined;
  return {
    animation: !large,
    legend: { top: 32, type: 'scroll' as const },
    grid: { left: 64, right: 72, top: 72, bottom: large ? 64 : 36 },
    tooltip: {
      trigger: 'axis' as const,
      formatter: (params: { value: [number, number] }[]) => {
        const point = params[0]?.value[0] ?? firstPoint;
        const index = point - firstPoint;
        return tooltipHtml([
          `${t('oldTools.cc.point')} ${point}: ${format(points.value[index] ?? Number.NaN)}`,
          `CL ${format(pointFigure(points.center, index) ?? Number.NaN)}`,
          `UCL ${format(pointFigure(points.ucl, index) ?? Number.NaN)}  LCL ${format(pointFigure(points.lcl, index) ?? Number.NaN)}`,
          ...(flagged.get(point) ?? []).map((name) => ({ text: `● ${name}`, color: COLORS.outOfControl })),
        ]);
      },
    },
    xAxis: {
      type: 'value' as const,
      min: firstPoint - 0.5,
      max: lastPoint + 0.5,
      minInterval: 1,
      name: t('oldTools.cc.point'),
      nameGap: 8,
      axisLabel: { formatter: (value: number) => (Number.isInteger(value) ? String(value) : '') },
      splitLine: { show: false },
    },
    yAxis: { type: 'value' as const, scale: true, axisLabel: { formatter: (value: number) => format(value) } },
    dataZoom: large
      ? [
          { type: 'inside' as const, filterMode: 'none' as const },
          { type: 'slider' as const, height: 20, bottom: 8, filterMode: 'none' as const },
        ]
      : [],
    series: [
      {
        name: t('oldTools.cc.series.value'),
        type: 'line' as const,
        data: xy(points.value),
        sampling: 'lttb' as const,
        symbol: 'circle',
        symbolSize: large ? 3 : 6,
        showSymbol: !large,
        lineStyle: { color: COLORS.point, width: large ? 1 : 1.5 },
        itemStyle: { color: COLORS.point },
        z: 3,
        ...(phaseTwo
          ? {
              markLine: {
                symbol: 'none',
                silent: true,
                lineStyle: { color: '#595959', type: 'dashed' as const },
                label: { formatter: t('oldTools.cc.phaseTwo'), position: 'end' as const },
                data: [{ xAxis: phaseTwo - 0.5 }],
              },
            }
          : {}),
      },
      {
        name: t('oldTools.cc.series.outOfControl'),
        type: 'scatter' as const,
        data: [...flagged.keys()].map((point) => [point, points.value[point - firstPoint]]),
        symbolSize: large ? 5 : 9,
        // Thousands of flagged points of a long chart are drawn in one pass.
        large: true,
        largeThreshold: 2000,
        itemStyle: { color: COLORS.outOfControl },
        z: 4,
      },
      ...limitSeries,
    ],
  };
}
