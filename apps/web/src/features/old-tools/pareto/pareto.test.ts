import { DEFAULT_SEVEN_TOOLS_CONFIG, type MsDataSheetDto, type ParetoChartDto } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { PARETO_THRESHOLDS, paretoClassColors, paretoOption } from './pareto-option';
import { NEW_PARETO, paretoBody, parsePareto } from './pareto-settings';

const sheet = {
  id: 'f',
  name: 'defects',
  version: 1,
  rowCount: 3,
  columns: [
    { name: '缺陷', cells: ['划伤', '气孔', '划伤'] },
    { name: '数量', cells: ['3', '1', '2'] },
  ],
} as unknown as MsDataSheetDto;

const item = (category: string, count: number, cumulativeCount: number, paretoClass: 'A' | 'B' | 'C') => ({
  category,
  count,
  percentage: count,
  cumulativeCount,
  cumulativePercentage: cumulativeCount,
  class: paretoClass,
  merged: [],
});

// An answer of makePareto over 100 defects: 划伤 45, 尺寸 30 (A, to 75 % then 80 % reached by 气孔), …
const answer: ParetoChartDto = {
  total: 100,
  items: [
    item('划伤', 45, 45, 'A'),
    item('尺寸', 30, 75, 'A'),
    item('气孔', 12, 87, 'B'),
    item('毛刺', 8, 95, 'C'),
    { ...item('其他', 5, 100, 'C'), merged: ['变形', '污渍'] },
  ],
  vitalFew: ['划伤', '尺寸'],
};

describe('pareto settings', () => {
  it('reads saved settings and replaces what it cannot read', () => {
    expect(parsePareto({})).toEqual(NEW_PARETO);
    expect(parsePareto({ categoryColumn: 1, countColumn: -1, otherMode: 'x', topK: 3 })).toMatchObject({
      categoryColumn: 1,
      countColumn: null,
      otherMode: 'none',
      topK: 3,
    });
  });

  it('asks for the category column, and for the bound of the chosen other bucket', () => {
    expect(paretoBody(NEW_PARETO, sheet)).toBe('oldTools.pareto.incomplete');
    expect(paretoBody({ ...NEW_PARETO, categoryColumn: 0 }, null)).toBe('oldTools.pareto.incomplete');
    const chosen = { ...NEW_PARETO, categoryColumn: 0 };
    expect(paretoBody({ ...chosen, otherMode: 'belowPercent', otherBelowPercent: null }, sheet)).toBe(
      'oldTools.pareto.needOtherPercent',
    );
    expect(paretoBody({ ...chosen, otherMode: 'topK', topK: null }, sheet)).toBe('oldTools.pareto.needTopK');
  });

  it('counts rows without a count column, and sends only the chosen other bucket', () => {
    const rows = paretoBody({ ...NEW_PARETO, categoryColumn: 0 }, sheet);
    expect(rows).toEqual({ categories: { column: 'A', firstRow: 2, name: '缺陷', cells: ['划伤', '气孔', '划伤'] } });
    const counted = paretoBody(
      { ...NEW_PARETO, categoryColumn: 0, countColumn: 1, otherMode: 'topK', topK: 4, otherBelowPercent: 5 },
      sheet,
    );
    expect(counted).toMatchObject({ counts: { column: 'B', name: '数量' }, topK: 4 });
    expect(counted).not.toHaveProperty('otherBelowPercent');
  });
});

describe('pareto chart option', () => {
  const colors = DEFAULT_SEVEN_TOOLS_CONFIG.colors;
  const option = paretoOption(answer, colors, 2);
  const series = option.series as { type: string; data: unknown[]; color: string; yAxisIndex?: number }[];

  it('draws the bars in the answer order, each in its class series and colour', () => {
    expect((option.xAxis as { data: string[] }).data).toEqual(['划伤', '尺寸', '气孔', '毛刺', '其他']);
    const [a, b, c] = series;
    expect(a?.data).toEqual([45, 30, '-', '-', '-']);
    expect(b?.data).toEqual(['-', '-', 12, '-', '-']);
    expect(c?.data).toEqual(['-', '-', '-', 8, 5]);
    const classColors = paretoClassColors(colors);
    expect([a?.color, b?.color, c?.color]).toEqual([classColors.A, classColors.B, classColors.C]);
    expect(new Set(Object.values(classColors)).size).toBe(3);
  });

  it('puts the cumulative percentage on a 0–100 % axis with the 80 % and 90 % lines', () => {
    const line = series[3] as unknown as {
      data: number[];
      yAxisIndex: number;
      markLine: { data: { yAxis: number }[] };
    };
    expect(line.data).toEqual([45, 75, 87, 95, 100]);
    expect(line.yAxisIndex).toBe(1);
    expect(line.markLine.data.map((mark) => mark.yAxis)).toEqual([...PARETO_THRESHOLDS]);
    const [counts, shares] = option.yAxis as { min: number; max: number }[];
    expect([shares?.min, shares?.max]).toEqual([0, 100]);
    // The count axis ends at the total, so the line's 100 % is the height of all bars together.
    expect([counts?.min, counts?.max]).toEqual([0, answer.total]);
  });
});
