import { describe, expect, it } from 'vitest';
import { c4, d2, d2Table, exactD2 } from './constants';

describe('control-chart constants', () => {
  it('integrates d2 exactly where closed forms exist', () => {
    expect(Math.abs(exactD2(2) - 2 / Math.sqrt(Math.PI))).toBeLessThan(1e-14);
    expect(Math.abs(exactD2(3) - 3 / Math.sqrt(Math.PI))).toBeLessThan(1e-14);
    // d2(5) from R's integrate (reference/stats/control_charts/constants_n2_25.json)
    expect(Math.abs(exactD2(5) - 2.3259289472810396)).toBeLessThan(1e-14);
  });

  it('rounds exact d2 to the published table', () => {
    for (let n = 2; n <= 25; n++) expect(Math.round(exactD2(n) * 1000) / 1000).toBe(d2Table(n));
  });

  it('chooses the table or the integral', () => {
    expect(d2(2)).toBe(1.128);
    expect(d2(5, 'table')).toBe(2.326);
    expect(d2(5, 'exact')).toBe(exactD2(5));
    expect(d2(30, 'table')).toBe(exactD2(30));
    expect(d2Table(26)).toBeUndefined();
  });

  it('computes c4 by the gamma formula', () => {
    expect(c4(2)).toBeCloseTo(Math.sqrt(2 / Math.PI), 15);
    expect(c4(5)).toBeCloseTo(0.9399856029866253, 15);
    expect(c4(1000)).toBeGreaterThan(0.9997);
    expect(c4(1000)).toBeLessThan(1);
  });

  it('rejects sizes below 2', () => {
    expect(() => d2(1)).toThrow(expect.objectContaining({ code: 'tooFewValues' }));
    expect(() => c4(1.5)).toThrow(expect.objectContaining({ code: 'tooFewValues' }));
  });
});
