import { DEFAULT_SEVEN_TOOLS_CONFIG, type HistogramChartDto, type MsDataSheetDto } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { curveInCounts, histogramOption, specLines } from './histogram-option';
import { histogramBody, NEW_HISTOGRAM, parseHistogram } from './histogram-settings';

const sheet = {
  id: 'f',
  name: 'shafts',
  version: 1,
  rowCount: 3,
  columns: [
    { name: '外径', cells: ['10.1', '10.3', '9.9'] },
    { name: '内径', cells: ['5.1', '5.0', '4.9'] },
  ],
} as unknown as MsDataSheetDto;

const answer: HistogramChartDto = {
  n: 10,
  bins: { breaks: [9, 9.5, 10, 10.5], counts: [2, 5, 3], density: [0.4, 1, 0.6], mids: [9.25, 9.75, 10.25] },
  classCount: 3,
  normal: { mean: 9.8, sd: 0.4 },
  curve: { x: [8.6, 9.8, 11], density: [0.04, 1, 0.04] },
  describe: {
    n: 10,
    mean: 9.8,
    sd: 0.4,
    min: 9.1,
    max: 10.4,
    median: 9.8,
    q1: 9.6,
    q3: 10.1,
    skewness: 0.1,
    kurtosis: -0.3,
  },
  spec: { lsl: 9.2, usl: null, target: 10 },
  outOfSpec: { belowLsl: 1, aboveUsl: null },
};

describe('histogram settings', () => {
  it('reads saved settings and replaces what it cannot read', () => {
    expect(parseHistogram({})).toEqual(NEW_HISTOGRAM);
    expect(parseHistogram({ columns: [1, 'x'], binning: 'scott', width: -1, lsl: 2 })).toMatchObject({
      columns: [1],
      binning: 'scott',
      width: null,
      lsl: 2,
    });
  });

  it('bins by the module rule until the file chooses one', () => {
    const chosen = { ...NEW_HISTOGRAM, columns: [0] };
    expect(histogramBody(chosen, sheet, 'freedmanDiaconis')).toMatchObject({ histogram: { rule: 'freedmanDiaconis' } });
    expect(histogramBody({ ...chosen, binning: 'sturges' }, sheet, 'scott')).toMatchObject({
      histogram: { rule: 'sturges' },
    });
    expect(
      histogramBody({ ...chosen, binning: 'width', width: 0.5, start: 9, lsl: 9.2, usl: 10.8 }, sheet, 'sturges'),
    ).toMatchObject({
      columns: [{ column: 'A', name: '外径' }],
      histogram: { rule: 'width', width: 0.5, start: 9 },
      lsl: 9.2,
      usl: 10.8,
      target: null,
    });
  });

  it('refuses what the server would: no column, a fixed width without width, LSL not below USL', () => {
    expect(histogramBody(NEW_HISTOGRAM, sheet, 'sturges')).toBe('oldTools.histogram.incomplete');
    const chosen = { ...NEW_HISTOGRAM, columns: [0, 1] };
    expect(histogramBody({ ...chosen, binning: 'width' }, sheet, 'sturges')).toBe('oldTools.histogram.needWidth');
    expect(histogramBody({ ...chosen, lsl: 10, usl: 10 }, sheet, 'sturges')).toBe('oldTools.histogram.specOrder');
  });
});

describe('histogram chart option', () => {
  it('scales the fitted density to counts: density × n × class width', () => {
    const width = 0.5;
    expect(curveInCounts(answer)).toEqual(
      answer.curve?.x.map((x, i) => [x, (answer.curve?.density[i] ?? 0) * 10 * width]),
    );
    expect(curveInCounts({ ...answer, curve: null })).toEqual([]);
  });

  it('draws a line for each given spec limit only', () => {
    expect(specLines(answer, DEFAULT_SEVEN_TOOLS_CONFIG.colors).map((line) => line.value)).toEqual([9.2, 10]);
  });

  it('draws one bar per class and keeps the curve and spec lines in view', () => {
    const option = histogramOption(answer, DEFAULT_SEVEN_TOOLS_CONFIG.colors, 2);
    const [bars] = option.series as { data: number[][] }[];
    expect(bars?.data).toEqual([
      [9, 9.5, 2],
      [9.5, 10, 5],
      [10, 10.5, 3],
    ]);
    const axis = option.xAxis as { min: number; max: number };
    expect(axis.min).toBeLessThan(8.6);
    expect(axis.max).toBeGreaterThan(11);
  });
});
