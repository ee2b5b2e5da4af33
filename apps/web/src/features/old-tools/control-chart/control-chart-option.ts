import { type ControlChartDto, DEFAULT_SEVEN_TOOLS_CONFIG } from '@qis/shared';
import { t } from '../../../locales';

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

const varies = (values: number[]) => values.some((value) => value !== values[0]);

/** The ECharts option of one chart: the points, CL/UCL/LCL (steps where they vary), optional 1σ/2σ zones. */
export function controlChartOption(chart: ControlChartDto, decimals: number, showZones: boolean) {
  const { points, firstPoint } = chart;
  const labels = points.value.map((_, index) => String(firstPoint + index));
  const flagged = outOfControl(chart);
  const format = (value: number) => (Number.isFinite(value) ? value.toFixed(decimals) : '');
  const step = varies(points.ucl) || varies(points.lcl) ? ('middle' as const) : undefined;
  const limitLine = (name: string, data: number[], color: string, type: 'solid' | 'dashed' | 'dotted') => ({
    name,
    type: 'line' as const,
    data,
    step,
    showSymbol: false,
    silent: true,
    lineStyle: { color, type, width: type === 'dotted' ? 1 : 1.5 },
    itemStyle: { color },
    z: 1,
  });
  const zone = (k: number) => {
    const name = t(k === 1 ? 'oldTools.cc.series.zone1' : 'oldTools.cc.series.zone2');
    const color = k === 1 ? '#bfbfbf' : '#8c8c8c';
    return [
      limitLine(
        name,
        points.center.map((c, i) => c + k * (points.sigma[i] ?? 0)),
        color,
        'dotted',
      ),
      limitLine(
        name,
        points.center.map((c, i) => c - k * (points.sigma[i] ?? 0)),
        color,
        'dotted',
      ),
    ];
  };
  const phaseTwo = chart.phaseOneCount < points.value.length ? labels[chart.phaseOneCount] : undefined;
  const large = points.value.length > LARGE;
  return {
    animation: !large,
    legend: { top: 32, type: 'scroll' as const },
    grid: { left: 64, right: 72, top: 72, bottom: large ? 64 : 36 },
    tooltip: {
      trigger: 'axis' as const,
      formatter: (params: { dataIndex: number }[]) => {
        const index = params[0]?.dataIndex ?? 0;
        const point = firstPoint + index;
        const lines = [
          `${t('oldTools.cc.point')} ${point}: ${format(points.value[index] ?? Number.NaN)}`,
          `CL ${format(points.center[index] ?? Number.NaN)}`,
          `UCL ${format(points.ucl[index] ?? Number.NaN)}  LCL ${format(points.lcl[index] ?? Number.NaN)}`,
          ...(flagged.get(point) ?? []).map((name) => `<span style="color:${COLORS.outOfControl}">● ${name}</span>`),
        ];
        return lines.join('<br/>');
      },
    },
    xAxis: { type: 'category' as const, data: labels, name: t('oldTools.cc.point'), nameGap: 8 },
    yAxis: { type: 'value' as const, scale: true, axisLabel: { formatter: (value: number) => format(value) } },
    dataZoom: large ? [{ type: 'inside' as const }, { type: 'slider' as const, height: 20, bottom: 8 }] : [],
    series: [
      {
        name: t('oldTools.cc.series.value'),
        type: 'line' as const,
        data: points.value,
        sampling: 'lttb' as const,
        symbol: 'circle',
        symbolSize: large ? 3 : 6,
        showSymbol: !large,
        lineStyle: { color: COLORS.point, width: 1.5 },
        itemStyle: { color: COLORS.point },
        z: 3,
        ...(phaseTwo
          ? {
              markLine: {
                symbol: 'none',
                silent: true,
                lineStyle: { color: '#595959', type: 'dashed' as const },
                label: { formatter: t('oldTools.cc.phaseTwo'), position: 'end' as const },
                data: [{ xAxis: phaseTwo }],
              },
            }
          : {}),
      },
      {
        name: t('oldTools.cc.series.outOfControl'),
        type: 'scatter' as const,
        data: [...flagged.keys()].map((point) => [String(point), points.value[point - firstPoint]]),
        symbolSize: 9,
        itemStyle: { color: COLORS.outOfControl },
        z: 4,
      },
      limitLine(
        `CL ${chart.center === null ? '' : format(chart.center)}`.trim(),
        points.center,
        COLORS.centerLine,
        'solid',
      ),
      limitLine(`UCL ${chart.ucl === null ? '' : format(chart.ucl)}`.trim(), points.ucl, COLORS.limit, 'dashed'),
      limitLine(`LCL ${chart.lcl === null ? '' : format(chart.lcl)}`.trim(), points.lcl, COLORS.limit, 'dashed'),
      ...(showZones ? [...zone(1), ...zone(2)] : []),
    ],
  };
}
