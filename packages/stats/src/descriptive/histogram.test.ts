import { describe, expect, it } from 'vitest';
import { freedmanDiaconisClassCount, histogramBins, scottClassCount, sturgesClassCount } from './histogram';
import { prettyBreaks } from './pretty';

describe('prettyBreaks (R pretty)', () => {
  it('reproduces R for simple ranges', () => {
    const unit = prettyBreaks(0, 1);
    for (const [i, value] of [0, 0.2, 0.4, 0.6, 0.8, 1].entries()) expect(unit[i]).toBeCloseTo(value, 15);
    expect(unit.length).toBe(6);
    expect(prettyBreaks(1, 10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(prettyBreaks(1, 100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(prettyBreaks(-5, 5)).toEqual([-6, -4, -2, 0, 2, 4, 6]);
  });

  it('widens a zero-length range', () => {
    const breaks = prettyBreaks(3, 3, 5, 1);
    expect(breaks.length).toBeGreaterThanOrEqual(2);
    expect(breaks[0]).toBeLessThanOrEqual(3);
    expect(breaks[breaks.length - 1]).toBeGreaterThanOrEqual(3);
  });
});

describe('histogramBins', () => {
  const values = [1, 2, 2, 3, 3, 3, 4, 4, 4, 4];

  it('bins a hand-checkable sample as R hist(): right-closed, first bin closed', () => {
    const result = histogramBins(values);
    expect(result.classCount).toBe(sturgesClassCount(10));
    expect(result.classCount).toBe(5);
    expect(result.breaks).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4]);
    expect(result.counts).toEqual([1, 2, 0, 3, 0, 4]);
    expect(result.mids).toEqual([1.25, 1.75, 2.25, 2.75, 3.25, 3.75]);
    expect(result.density).toEqual([0.2, 0.4, 0, 0.6, 0, 0.8]);
    expect(result.binCount).toBe(6);
  });

  it('puts values on and next to decimal breaks where R does, whatever the width guess says', () => {
    // Breaks of width 0.1 are not exact in binary; every value sits on a break or one ulp either side of it.
    const breaks = Array.from({ length: 11 }, (_, i) => Math.round(i) / 10);
    const data = breaks.flatMap((b) => [b, b + Number.EPSILON * Math.max(1, b), b - Number.EPSILON * Math.max(1, b)]);
    const inRange = data.filter((x) => x >= 0 && x <= 1);
    const result = histogramBins(inRange, { width: 0.1, start: 0 });
    // R's rule, by a linear search: (b_i, b_{i+1}] with the first bin closed, edges widened by 1e-7 of the width.
    const diddle = 1e-7 * 0.1;
    const expected = new Array<number>(result.breaks.length - 1).fill(0);
    for (const x of inRange) {
      let bin = 0;
      while (bin < expected.length - 1 && x > (result.breaks[bin + 1] as number) + diddle) bin++;
      expected[bin] = (expected[bin] as number) + 1;
    }
    expect(result.counts).toEqual(expected);
    expect(result.counts.reduce((a, b) => a + b, 0)).toBe(inRange.length);
  });

  it('has unit area and counts every value', () => {
    const data = Array.from({ length: 500 }, (_, i) => Math.sin(i * 1.7) * 3 + Math.cos(i));
    for (const rule of ['sturges', 'scott', 'freedmanDiaconis'] as const) {
      const result = histogramBins(data, rule);
      const area = result.density.reduce(
        (total, d, i) => total + d * ((result.breaks[i + 1] as number) - (result.breaks[i] as number)),
        0,
      );
      expect(area).toBeCloseTo(1, 12);
      expect(result.counts.reduce((a, b) => a + b, 0)).toBe(500);
    }
  });

  it('uses R nclass.scott and nclass.FD', () => {
    const data = [1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 9];
    // s = 2.1671, h = 3.5·s·12^(−1/3) = 3.3137: ⌈8/3.3137⌉ = 3
    expect(scottClassCount(data)).toBe(3);
    // IQR (type 7) = 4 − 2.75 = 1.25; h = 2.5·12^(−1/3) = 1.0923: ⌈8/1.0923⌉ = 8
    expect(freedmanDiaconisClassCount(data)).toBe(8);
    // IQR 0: the 1/8 and 7/8 quantiles are used instead
    expect(freedmanDiaconisClassCount([1, 5, 5, 5, 5, 5, 5, 5, 5, 9])).toBeGreaterThan(1);
    expect(scottClassCount([2, 2, 2])).toBe(1);
  });

  it('supports a fixed width', () => {
    const result = histogramBins(values, { width: 1, start: 0.5 });
    expect(result.breaks).toEqual([0.5, 1.5, 2.5, 3.5, 4.5]);
    expect(result.counts).toEqual([1, 2, 3, 4]);
    expect(result.classCount).toBeNull();
    expect(histogramBins(values, { width: 2 }).breaks).toEqual([0, 2, 4]);
    expect(histogramBins(values, { width: 2 }).counts).toEqual([3, 7]);
  });

  it('accepts a Float64Array and constant data', () => {
    expect(histogramBins(Float64Array.from(values))).toEqual(histogramBins(values));
    const constant = histogramBins([2, 2, 2]);
    expect(constant.counts.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('rejects bad input', () => {
    expect(() => histogramBins([])).toThrow(expect.objectContaining({ code: 'tooFewValues' }));
    expect(() => histogramBins([1, Number.NaN])).toThrow(expect.objectContaining({ code: 'notNumeric' }));
    expect(() => histogramBins(values, { width: 0 })).toThrow(expect.objectContaining({ code: 'invalidInput' }));
    expect(() => histogramBins(values, { width: 1, start: 2 })).toThrow(
      expect.objectContaining({ code: 'invalidInput' }),
    );
  });
});
