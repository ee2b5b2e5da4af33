import type { ControlChartDto } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { controlChartOption } from './control-chart-option';

const chartOf = (points: ControlChartDto['points'], limits: Pick<ControlChartDto, 'center' | 'lcl' | 'ucl'>) =>
  ({
    type: 'p',
    ...limits,
    sigma: 1,
    nsigmas: 3,
    phaseOneCount: 3,
    firstPoint: 1,
    points,
    beyondLimits: [],
    flags: [],
  }) as ControlChartDto;

type Series = { name: string; data: unknown[]; markLine?: { data: { yAxis?: number }[] } };
const limitSeries = (chart: ControlChartDto, showZones = false) =>
  (controlChartOption(chart, 3, showZones).series as Series[]).slice(2);

describe('controlChartOption with per-point figures sent once', () => {
  it('draws limits that vary as step lines, a shared centre line at every point', () => {
    const chart = chartOf(
      {
        value: [0.1, 0.12, 0.09],
        center: [0.1],
        ucl: [0.3, 0.25, 0.28],
        lcl: [0, 0, 0],
        sigma: [0.05, 0.04, 0.045],
        size: [50, 80, 60],
      },
      { center: 0.1, lcl: 0, ucl: null },
    );
    const [centre, upper] = limitSeries(chart);
    expect(centre?.data).toEqual([
      [1, 0.1],
      [2, 0.1],
      [3, 0.1],
    ]);
    expect(upper?.data).toEqual([
      [1, 0.3],
      [2, 0.25],
      [3, 0.28],
    ]);
  });

  it('draws constant limits as mark lines at the shared values, zones from the shared σ', () => {
    const chart = chartOf(
      { value: [74, 74.01, 73.99], center: [74], ucl: [74.03], lcl: [73.97], sigma: [0.01], size: [5] },
      { center: 74, lcl: 73.97, ucl: 74.03 },
    );
    const series = limitSeries(chart, true);
    expect(series.slice(0, 3).map((s) => s.markLine?.data[0]?.yAxis)).toEqual([74, 74.03, 73.97]);
    expect(series.every((s) => s.data.length === 0)).toBe(true);
    expect(series.slice(3).map((s) => s.markLine?.data[0]?.yAxis)).toEqual([74.01, 73.99, 74.02, 73.98]);
  });
});
