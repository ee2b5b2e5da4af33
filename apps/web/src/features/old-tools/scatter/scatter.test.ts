import type { MsDataSheetDto, ScatterChartDto } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { oldToolsChartsZhCN } from '../../../locales/old-tools-charts.zh-CN';
import { fittedLineEnds, lineEquation } from './scatter-option';
import { CORRELATION_THRESHOLDS, correlationReading, correlationStrength } from './scatter-reading';
import { NEW_SCATTER, parseScatter, scatterBody } from './scatter-settings';

const texts: Record<string, string> = oldToolsChartsZhCN;

describe('reading of r', () => {
  it.each([
    [0.92, 0.0001, '强正相关'],
    [-0.85, 0.0001, '强负相关'],
    [CORRELATION_THRESHOLDS.strong, 0.001, '强正相关'],
    [0.65, 0.01, '中等正相关'],
    [-CORRELATION_THRESHOLDS.moderate, 0.01, '中等负相关'],
    [0.35, 0.02, '弱正相关'],
    [-0.4, 0.02, '弱负相关'],
    [0.2, 0.001, '无明显相关'],
    // Large r from few points that is not significant reads as no clear correlation.
    [0.9, 0.08, '无明显相关'],
    [0, 1, '无明显相关'],
  ])('r = %s with p = %s reads as %s', (r, p, reading) => {
    expect(texts[correlationReading(r, p)]).toBe(reading);
  });

  it('states in its basis text every threshold the code uses', () => {
    const basis = texts['oldTools.scatter.reading.basis'];
    for (const name of Object.keys(CORRELATION_THRESHOLDS)) expect(basis).toContain(`{${name}}`);
    expect(correlationStrength(Number.NaN, Number.NaN)).toBe('none');
  });
});

describe('scatter chart', () => {
  const result = {
    n: 4,
    points: { sampled: false, x: [3, 1, 4, 2], y: [7, 2, 9, 4] },
    line: { intercept: -0.5, slope: 2.4 },
  } as ScatterChartDto;

  it('writes the fitted line with its signs', () => {
    expect(lineEquation(result.line, 2)).toBe('y = −0.50 + 2.40x');
    expect(lineEquation({ intercept: 2.1, slope: -0.35 }, 2)).toBe('y = 2.10 − 0.35x');
  });

  it('draws the fitted line over the x range of the points', () => {
    expect(fittedLineEnds(result)).toEqual([
      [1, -0.5 + 2.4 * 1],
      [4, -0.5 + 2.4 * 4],
    ]);
  });
});

describe('scatter settings', () => {
  const sheet = {
    id: 'f',
    name: 'heat',
    version: 1,
    rowCount: 2,
    columns: [
      { name: '温度', cells: ['1', '2'] },
      { name: '硬度', cells: ['3', '5'] },
    ],
  } as unknown as MsDataSheetDto;

  it('needs two different columns', () => {
    expect(parseScatter({ x: 1, y: 'a' })).toEqual({ ...NEW_SCATTER, x: 1 });
    expect(scatterBody({ ...NEW_SCATTER, x: 0 }, sheet)).toBe('oldTools.scatter.incomplete');
    expect(scatterBody({ ...NEW_SCATTER, x: 0, y: 0 }, sheet)).toBe('oldTools.scatter.sameColumn');
    expect(scatterBody({ ...NEW_SCATTER, x: 0, y: 1 }, sheet)).toMatchObject({
      x: { column: 'A', name: '温度' },
      y: { column: 'B', name: '硬度' },
    });
  });
});
