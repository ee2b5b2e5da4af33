import { describe, expect, it } from 'vitest';
import { d2Table } from '../capability/constants';
import {
  CHART_TABLE_MAX_N,
  d3SevenDecimals,
  exactChartConstants,
  exactD3,
  type PublishedChartConstants,
  publishedChartConstants,
} from './constants';

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

describe('control-chart constants', () => {
  it('integrates d3 to the closed form at n = 2', () => {
    expect(Math.abs(exactD3(2) - Math.sqrt(2 - 4 / Math.PI))).toBeLessThan(1e-13);
  });

  it('matches textbook values for n = 5 (Montgomery, Appendix VI)', () => {
    const exact = exactChartConstants(5);
    expect(round(exact.d2, 3)).toBe(2.326);
    expect(round(exact.d3, 3)).toBe(0.864);
    expect(round(exact.c4, 4)).toBe(0.94);
    expect(round(exact.A2, 3)).toBe(0.577);
    expect(round(exact.A3, 3)).toBe(1.427);
    expect(round(exact.D4, 3)).toBe(2.114);
    expect(round(exact.B4, 3)).toBe(2.089);
    expect(exact.D3).toBe(0);
    expect(exact.B3).toBe(0);
    expect(publishedChartConstants(5)).toEqual({
      n: 5,
      A2: 0.577,
      A3: 1.427,
      c4: 0.94,
      B3: 0,
      B4: 2.089,
      d2: 2.326,
      d3: 0.864,
      D3: 0,
      D4: 2.114,
    });
  });

  it('rounds to the printed table except for its known rounding artefacts', () => {
    const differences: string[] = [];
    for (let n = 2; n <= CHART_TABLE_MAX_N; n++) {
      const exact = exactChartConstants(n);
      const printed = publishedChartConstants(n) as PublishedChartConstants;
      for (const name of ['A2', 'A3', 'c4', 'B3', 'B4', 'd2', 'd3', 'D3', 'D4'] as const) {
        if (round(exact[name], name === 'c4' ? 4 : 3) !== printed[name]) differences.push(`${name}(${n})`);
      }
    }
    // The printed D3/D4 (and one d3) came from rounded d2/d3: e.g. D4(3) = 2.5746 is printed 2.574.
    expect(differences.sort()).toEqual(['D3(19)', 'D3(22)', 'D3(24)', 'D4(18)', 'D4(19)', 'D4(22)', 'D4(3)', 'd3(19)']);
  });

  it('derives the factors consistently', () => {
    const exact = exactChartConstants(10);
    expect(exact.A).toBeCloseTo(3 / Math.sqrt(10), 15);
    expect(exact.D3 + exact.D4).toBeCloseTo(2, 14);
    expect(exact.B3 + exact.B4).toBeCloseTo(2, 14);
    expect(exact.D1).toBeCloseTo(exact.D3 * exact.d2, 14);
    expect(exact.B6).toBeCloseTo(exact.B4 * exact.c4, 14);
  });

  it('keeps qcc 7-decimal d3 within 1.3e-5 of the integral', () => {
    expect(d3SevenDecimals(5)).toBe(0.8640855);
    for (let n = 2; n <= CHART_TABLE_MAX_N; n++) {
      expect(Math.abs((d3SevenDecimals(n) as number) - exactD3(n))).toBeLessThan(1.3e-5);
    }
    expect(d3SevenDecimals(26)).toBeUndefined();
  });

  it('computes exact constants beyond the printed table', () => {
    expect(publishedChartConstants(26)).toBeUndefined();
    const exact = exactChartConstants(30);
    expect(exact.d2).toBeGreaterThan(d2Table(25) as number);
    expect(exact.d3).toBeLessThan(exactD3(25));
    expect(exact.B3).toBeGreaterThan(0.56);
  });

  it('rejects subgroup sizes below 2', () => {
    expect(() => exactChartConstants(1)).toThrow(expect.objectContaining({ code: 'tooFewValues' }));
    expect(() => exactD3(2.5)).toThrow(expect.objectContaining({ code: 'tooFewValues' }));
    expect(() => publishedChartConstants(0)).toThrow(expect.objectContaining({ code: 'tooFewValues' }));
  });
});
