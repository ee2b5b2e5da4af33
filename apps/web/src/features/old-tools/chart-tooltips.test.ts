import {
  type ControlChartDto,
  DEFAULT_SEVEN_TOOLS_CONFIG,
  type ParetoChartDto,
  type ScatterChartDto,
} from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { controlChartOption } from './control-chart/control-chart-option';
import { paretoOption } from './pareto/pareto-option';
import { scatterOption } from './scatter/scatter-option';
import './texts';

// A category or a column name typed as markup is shown in the tooltip as typed: ECharts inserts a formatter's
// answer as HTML, so the answer carries it escaped.
const PAYLOAD = '<img src=x onerror=alert(1)>';
const SHOWN = '&lt;img src=x onerror=alert(1)&gt;';
const colors = DEFAULT_SEVEN_TOOLS_CONFIG.colors;

type Formatter = (params: unknown) => string;
const tooltipOf = (option: unknown) => (option as { tooltip: { formatter: Formatter } }).tooltip.formatter;

describe('old seven tools chart tooltips', () => {
  it("show a Pareto category as text, with the bar's figures", () => {
    const answer = {
      total: 10,
      items: [
        {
          category: PAYLOAD,
          count: 10,
          percentage: 100,
          cumulativeCount: 10,
          cumulativePercentage: 100,
          class: 'A',
          merged: [],
        },
      ],
      vitalFew: [PAYLOAD],
    } as ParetoChartDto;
    const html = tooltipOf(paretoOption(answer, colors, 2))([{ dataIndex: 0 }]);
    expect(html).toBe(`${SHOWN}<br/>频数 10.00<br/>占比 100.00%<br/>累计占比 100.00%`);
    expect(html).not.toContain('<img');
  });

  it("show a scatter chart's column names as text", () => {
    const result = {
      n: 2,
      points: { sampled: false, x: [1, 2], y: [3, 4] },
      line: { intercept: 1, slope: 2 },
      r: 1,
      rSquared: 1,
    } as ScatterChartDto;
    const option = scatterOption(result, { x: PAYLOAD, y: '"><script>' }, colors, 1);
    const html = tooltipOf(option)({ seriesType: 'scatter', value: [1, 3] });
    expect(html).toBe(`${SHOWN} 1.0<br/>&quot;&gt;&lt;script&gt; 3.0`);
  });

  it("show a control chart point's broken rules as text in the out-of-control colour", () => {
    const chart = {
      firstPoint: 1,
      points: { value: [5, 9], center: [5], ucl: [8], lcl: [2], sigma: [1], size: [5] },
      center: 5,
      ucl: 8,
      lcl: 2,
      beyondLimits: [2],
      flags: [{ point: 2, rules: [{ id: 'WE2', name: PAYLOAD }] }],
      phaseOneCount: 2,
    } as unknown as ControlChartDto;
    const html = tooltipOf(controlChartOption(chart, 1, false))([{ value: [2, 9] }]);
    expect(html).toBe(
      `点号 2: 9.0<br/>CL 5.0<br/>UCL 8.0  LCL 2.0<br/>` +
        `<span style="color:${colors.outOfControl}">● 超出控制限</span><br/>` +
        `<span style="color:${colors.outOfControl}">● ${SHOWN}</span>`,
    );
  });
});
