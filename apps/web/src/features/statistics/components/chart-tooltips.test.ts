import { DEFAULT_STATISTICS_CONFIG, type RegressionDto } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import '../texts';
import { boxPlotOption, intervalPlotOption } from './AnovaCharts';
import { fitOption, histogramOption } from './regression-options';

// A group label or a column name typed as markup is shown in the tooltip as typed: ECharts inserts a formatter's
// answer as HTML, so the answer carries it escaped.
const PAYLOAD = '<img src=x onerror=alert(1)>';
const SHOWN = '&lt;img src=x onerror=alert(1)&gt;';
const colors = DEFAULT_STATISTICS_CONFIG.colors;

type Formatter = (params: unknown) => string;
const seriesTooltip = (option: unknown, index: number) =>
  (option as { series: { tooltip: { formatter: Formatter } }[] }).series[index]?.tooltip.formatter as Formatter;
const tooltipOf = (option: unknown) => (option as { tooltip: { formatter: Formatter } }).tooltip.formatter;

describe('ANOVA chart tooltips', () => {
  const box = { min: 1, q1: 2, median: 3, q3: 4, max: 5 };

  it("show a box's group label as text, bold, over its five figures", () => {
    const option = boxPlotOption({
      groups: [{ label: PAYLOAD, mean: 3, box }],
      axisName: 'feed',
      responseName: 'weight',
      colors,
      decimals: 1,
    });
    expect(seriesTooltip(option, 0)({ name: PAYLOAD, dataIndex: 0 })).toBe(
      `<b>${SHOWN}</b><br/>最大值：5.0<br/>Q3：4.0<br/>中位数：3.0<br/>Q1：2.0<br/>最小值：1.0`,
    );
    expect(seriesTooltip(option, 0)({ name: PAYLOAD, dataIndex: 9 })).toBe(SHOWN);
  });

  it("show an interval's group label as text, bold, over its mean and limits", () => {
    const option = intervalPlotOption({
      groups: [{ label: PAYLOAD, mean: 3, ciLower: 2, ciUpper: 4 }],
      grandMean: 3,
      axisName: 'feed',
      responseName: 'weight',
      colors,
      decimals: 2,
    });
    expect(tooltipOf(option)([{ dataIndex: 0 }])).toBe(`<b>${SHOWN}</b><br/>均值：3.00<br/>下限：2.00<br/>上限：4.00`);
  });
});

describe('regression chart tooltips', () => {
  const result = {
    confidenceLevel: 0.95,
    points: { x: [1, 2], y: [2, 4], fitted: [2, 4], residual: [0, 0] },
    band: {
      x: [1, 2],
      fit: [2, 4],
      confidenceLower: [1, 3],
      confidenceUpper: [3, 5],
      predictionLower: [0, 2],
      predictionUpper: [4, 6],
    },
    probability: { residual: [0, 0], normalScore: [-0.5, 0.5] },
    residualHistogram: { breaks: [-1, 0, 1], counts: [1, 1] },
  } as unknown as RegressionDto;

  it("show the X and Y columns' names as text", () => {
    const option = fitOption({ result, colors, decimals: 2, xName: PAYLOAD, yName: '"><svg onload=alert(2)>' });
    expect(tooltipOf(option)({ value: [1, 2] })).toBe(`${SHOWN}: 1.00<br/>&quot;&gt;&lt;svg onload=alert(2)&gt;: 2.00`);
  });

  it("show a residual class's bounds and count", () => {
    const option = histogramOption({ result, colors, decimals: 1, xName: PAYLOAD, yName: PAYLOAD });
    expect(tooltipOf(option)({ value: [-1, 0, 1] })).toBe('区间 -1.0 – 0.0<br/>频数 1');
  });
});
