import type { ChartStyle } from '@qis/shared';
import type { EChartsOption } from 'echarts';

// A saved chart style laid over a chart's own ECharts option. Pure: the option passed in is never changed.
// A field the style leaves out keeps the chart's own look; showLegend / showGrid only ever hide (true keeps the
// chart's choice, so an axis that has no split lines does not gain any).

type Part = Record<string, unknown>;
type Parts = Part | Part[] | undefined;

const isPart = (value: unknown): value is Part => typeof value === 'object' && value !== null;
const sub = (value: unknown): Part => (isPart(value) ? value : {});
const text = (value: string | undefined) => value?.trim() || undefined;
// An option part may be one object or a list of them (several axes, several series).
const mapParts = (parts: Parts, change: (part: Part, index: number) => Part): Parts =>
  Array.isArray(parts) ? parts.map(change) : parts && change(parts, 0);

/** The chart's title under a style: the style's own title when it has one. */
export function styledTitle(title: string, style: ChartStyle | undefined): string {
  return text(style?.title) ?? title;
}

/** The chart has a scatter series, whose point size a style can set. */
export function drawsPoints(option: EChartsOption): boolean {
  return [option.series ?? []].flat().some((series) => series.type === 'scatter');
}

/** The main (first) series' own colour when it is a #RRGGBB text, the form a style's colour takes. */
export function mainColor(option: EChartsOption): string | undefined {
  const [main] = [option.series ?? []].flat();
  const color = main?.color;
  return typeof color === 'string' && /^#[0-9a-fA-F]{6}$/.test(color) ? color.toUpperCase() : undefined;
}

function styleAxis(axis: Part, name: string | undefined, nameGap: number, showGrid: boolean): Part {
  const named = name === undefined ? axis : { nameLocation: 'middle', nameGap, ...axis, name };
  return showGrid ? named : { ...named, splitLine: { ...sub(axis.splitLine), show: false } };
}

function styleSeries(series: Part, index: number, style: ChartStyle): Part {
  // The main series' colour, for points, bars (custom bars draw with api.visual('color')) and lines alike.
  const color = index === 0 ? style.color : undefined;
  const hasLine = series.type === 'line' || isPart(series.lineStyle);
  const points = series.type === 'scatter' && style.symbolSize !== undefined;
  return {
    ...series,
    ...(color ? { color, itemStyle: { ...sub(series.itemStyle), color } } : {}),
    ...(color && hasLine ? { lineStyle: { ...sub(series.lineStyle), color } } : {}),
    ...(points ? { symbolSize: style.symbolSize } : {}),
  };
}

/** The option with the style applied: title text, axis names, the main series' colour, legend, split lines, points. */
export function applyChartStyle(option: EChartsOption, style: ChartStyle | undefined): EChartsOption {
  if (!style) return option;
  const o = option as Part;
  const styled: Part = { ...o };
  const axisName = { xAxis: text(style.xAxisName), yAxis: text(style.yAxisName) };
  const nameGap = { xAxis: 28, yAxis: 44 };
  // Names go on the first axis of each direction.
  for (const key of ['xAxis', 'yAxis'] as const)
    if (o[key] !== undefined)
      styled[key] = mapParts(o[key] as Parts, (axis, i) =>
        styleAxis(axis, i === 0 ? axisName[key] : undefined, nameGap[key], style.showGrid),
      );
  if (o.series !== undefined) styled.series = mapParts(o.series as Parts, (series, i) => styleSeries(series, i, style));
  const title = text(style.title);
  if (title && isPart(o.title) && !Array.isArray(o.title)) styled.title = { ...o.title, text: title };
  if (!style.showLegend && o.legend !== undefined)
    styled.legend = mapParts(o.legend as Parts, (legend) => ({ ...legend, show: false }));
  return styled as EChartsOption;
}
