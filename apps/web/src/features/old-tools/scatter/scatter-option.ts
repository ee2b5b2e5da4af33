import type { ScatterChartDto, SevenToolsChartColors } from '@qis/shared';
import type { EChartsOption } from 'echarts';
import { t } from '../../../locales';
import { tooltipHtml } from '../../../shell/utils/tooltip-html';
import { formatNumber } from '../../statistics/format-number';

/** The fitted line as text: 'y = a + b·x', its signs written out (y = 2.10 − 0.35x). */
export function lineEquation(line: ScatterChartDto['line'], decimals: number): string {
  const { intercept, slope } = line;
  const a = `${intercept < 0 ? '−' : ''}${formatNumber(Math.abs(intercept), decimals)}`;
  return `y = ${a} ${slope < 0 ? '−' : '+'} ${formatNumber(Math.abs(slope), decimals)}x`;
}

/** The fitted line's two ends, over the x range of the points. */
export function fittedLineEnds(result: ScatterChartDto): [number, number][] {
  const { x } = result.points;
  if (x.length === 0) return [];
  const low = Math.min(...x);
  const high = Math.max(...x);
  const at = (value: number) => result.line.intercept + result.line.slope * value;
  return [
    [low, at(low)],
    [high, at(high)],
  ];
}

/** The scatter chart: the pairs, and the least-squares line named by its equation. */
export function scatterOption(
  result: ScatterChartDto,
  names: { x: string; y: string },
  colors: SevenToolsChartColors,
  decimals: number,
): EChartsOption {
  // The line's legend entry carries its equation, r and r², so a saved picture shows them too.
  const lineName = t('oldTools.scatter.series.line', {
    equation: lineEquation(result.line, decimals),
    r: formatNumber(result.r, decimals),
    rSquared: formatNumber(result.rSquared, decimals),
  });
  const large = result.points.x.length > 2000;
  return {
    grid: { left: 72, right: 48, top: 88, bottom: 64 },
    legend: { top: 32, data: [t('oldTools.scatter.series.points'), lineName] },
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        if (item?.seriesType !== 'scatter') return '';
        const [x, y] = item.value as number[];
        return tooltipHtml([`${names.x} ${formatNumber(x, decimals)}`, `${names.y} ${formatNumber(y, decimals)}`]);
      },
    },
    xAxis: { type: 'value', scale: true, name: names.x, nameLocation: 'middle', nameGap: 32 },
    yAxis: { type: 'value', scale: true, name: names.y, nameLocation: 'middle', nameGap: 52 },
    series: [
      {
        type: 'scatter',
        name: t('oldTools.scatter.series.points'),
        color: colors.point,
        symbolSize: large ? 3 : 7,
        large,
        data: result.points.x.map((x, i) => [x, result.points.y[i] ?? Number.NaN]),
      },
      {
        type: 'line',
        name: lineName,
        color: colors.line,
        showSymbol: false,
        silent: true,
        lineStyle: { color: colors.line, width: 2 },
        data: fittedLineEnds(result),
      },
    ],
  };
}
