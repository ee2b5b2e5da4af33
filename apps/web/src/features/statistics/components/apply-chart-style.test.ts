import type { ChartStyle } from '@qis/shared';
import type { EChartsOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { applyChartStyle, drawsPoints, mainColor, styledTitle } from './apply-chart-style';

const base = (): EChartsOption => ({
  title: { text: '拟合线图', left: 'center' },
  legend: { bottom: 0 },
  xAxis: {
    type: 'value',
    name: 'X',
    nameLocation: 'middle',
    nameGap: 30,
    splitLine: { lineStyle: { type: 'dashed' } },
  },
  yAxis: { type: 'value' },
  series: [
    { type: 'scatter', name: '观测值', color: '#5B8FF9', symbolSize: 7, data: [[1, 2]] },
    { type: 'line', name: '拟合线', color: '#F5222D', lineStyle: { width: 2 }, data: [[1, 2]] },
  ],
});
const style = (fields: Partial<ChartStyle> = {}): ChartStyle => ({ showLegend: true, showGrid: true, ...fields });

describe('applyChartStyle', () => {
  it('leaves the option as it is without a style, or with an empty one', () => {
    const option = base();
    expect(applyChartStyle(option, undefined)).toBe(option);
    expect(applyChartStyle(option, style())).toEqual(base());
  });

  it('replaces the title text and names the axes, keeping their other settings', () => {
    const styled = applyChartStyle(base(), style({ title: ' 直径 ', xAxisName: '温度', yAxisName: '长度' }));
    expect(styled.title).toEqual({ text: '直径', left: 'center' });
    expect(styled.xAxis).toMatchObject({ name: '温度', nameGap: 30, splitLine: { lineStyle: { type: 'dashed' } } });
    // An axis without a name of its own gets one along its middle.
    expect(styled.yAxis).toMatchObject({ type: 'value', name: '长度', nameLocation: 'middle', nameGap: 44 });
  });

  it('ignores blank texts', () => {
    const styled = applyChartStyle(base(), style({ title: '  ', xAxisName: '' }));
    expect(styled.title).toEqual({ text: '拟合线图', left: 'center' });
    expect(styled.xAxis).toMatchObject({ name: 'X' });
    expect(styledTitle('拟合线图', style({ title: ' ' }))).toBe('拟合线图');
    expect(styledTitle('拟合线图', style({ title: '直径' }))).toBe('直径');
    expect(styledTitle('拟合线图', undefined)).toBe('拟合线图');
  });

  it('colours the main series only, and sizes the points of scatter series', () => {
    const styled = applyChartStyle(base(), style({ color: '#112233', symbolSize: 12 }));
    const [points, line] = styled.series as Record<string, unknown>[];
    expect(points).toMatchObject({ color: '#112233', itemStyle: { color: '#112233' }, symbolSize: 12 });
    expect(points).not.toHaveProperty('lineStyle');
    expect(line).toEqual((base().series as object[])[1]);
  });

  it('colours the line of a line series that is the main one', () => {
    const option: EChartsOption = { series: { type: 'line', lineStyle: { width: 2, type: 'dashed' }, data: [] } };
    const styled = applyChartStyle(option, style({ color: '#ABCDEF', symbolSize: 9 }));
    expect(styled.series).toEqual({
      type: 'line',
      data: [],
      color: '#ABCDEF',
      itemStyle: { color: '#ABCDEF' },
      lineStyle: { width: 2, type: 'dashed', color: '#ABCDEF' },
    });
  });

  it('hides the legend and the split lines of every axis', () => {
    const option: EChartsOption = { ...base(), xAxis: [{ type: 'value' }, { type: 'value' }] };
    const styled = applyChartStyle(option, style({ showLegend: false, showGrid: false }));
    expect(styled.legend).toEqual({ bottom: 0, show: false });
    expect(styled.xAxis).toEqual([
      { type: 'value', splitLine: { show: false } },
      { type: 'value', splitLine: { show: false } },
    ]);
    expect(styled.yAxis).toEqual({ type: 'value', splitLine: { show: false } });
  });

  it('adds nothing the chart does not have, and never changes the option passed in', () => {
    const option: EChartsOption = { series: [] };
    const styled = applyChartStyle(option, style({ title: '甲', xAxisName: '乙', showLegend: false, showGrid: false }));
    expect(styled).toEqual({ series: [] });
    const original = base();
    applyChartStyle(original, style({ color: '#000000', showGrid: false, showLegend: false, title: '丙' }));
    expect(original).toEqual(base());
  });
});

describe('drawsPoints', () => {
  it('tells a chart with a scatter series from one without', () => {
    expect(drawsPoints(base())).toBe(true);
    expect(drawsPoints({ series: { type: 'line', data: [] } })).toBe(false);
    expect(drawsPoints({})).toBe(false);
  });
});

describe('mainColor', () => {
  it('answers the first series colour when it is a #RRGGBB text', () => {
    expect(mainColor(base())).toBe('#5B8FF9');
    expect(mainColor({ series: { type: 'line', color: '#abcdef', data: [] } })).toBe('#ABCDEF');
    expect(mainColor({ series: { type: 'line', color: 'red', data: [] } })).toBeUndefined();
    expect(mainColor({ series: [] })).toBeUndefined();
  });
});
