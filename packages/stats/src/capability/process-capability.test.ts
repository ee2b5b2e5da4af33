import { describe, expect, it } from 'vitest';
import { chiSquareQuantile } from '../core/distributions';
import { processCapability } from './process-capability';

const INDIVIDUALS = [1, 2, 3, 4, 5];

describe('processCapability', () => {
  it('matches a hand-checkable individuals case', () => {
    const result = processCapability({ values: INDIVIDUALS, lsl: 0, usl: 6, target: 3 });
    // MR = 1,1,1,1: σ within = 1/1.128; x̄ = 3; s = √2.5
    expect(result.within).toMatchObject({
      method: 'MRbar/d2',
      movingRanges: Float64Array.of(1, 1, 1, 1),
      mrBar: 1,
      d2: 1.128,
    });
    expect(result.within.sigma).toBeCloseTo(1 / 1.128, 15);
    expect(result.cp).toBeCloseTo(1.128, 14);
    expect(result.cpk).toBeCloseTo(1.128, 14);
    expect(result.cpm).toBeCloseTo(1.128, 14);
    expect(result.pp).toBeCloseTo(1 / Math.sqrt(2.5), 14);
    expect(result.cpmRms).toBeCloseTo(1 / Math.sqrt(2.5), 14);
    expect(result.expectedPpmWithin.belowLsl).toBeCloseTo(result.expectedPpmWithin.aboveUsl as number, 9);
    expect(result.observedPpm).toEqual({ belowLsl: 0, aboveUsl: 0, total: 0 });
    expect(result.curves).toEqual({
      within: { mean: 3, sd: result.within.sigma },
      overall: { mean: 3, sd: result.sdOverall },
    });
    expect(result.histogram.counts.reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('uses exact d2 on request', () => {
    const result = processCapability({ values: INDIVIDUALS, lsl: 0, usl: 6 }, { d2: 'exact' });
    expect(result.cp).toBeCloseTo(2 / Math.sqrt(Math.PI), 14);
    expect(result.cpm).toBeNull();
  });

  it('handles one-sided specifications', () => {
    const lower = processCapability({ values: INDIVIDUALS, lsl: 0, target: 3 });
    expect(lower.cp).toBeNull();
    expect(lower.pp).toBeNull();
    expect(lower.cpu).toBeNull();
    expect(lower.cpk).toBe(lower.cpl);
    expect(lower.ppk).toBe(lower.ppl);
    expect(lower.cpm).toBeNull();
    expect(lower.expectedPpmWithin.aboveUsl).toBeNull();
    expect(lower.expectedPpmWithin.total).toBe(lower.expectedPpmWithin.belowLsl);
    expect(lower.confidenceIntervals.cp).toBeNull();
  });

  it('counts observed PPM strictly outside the limits', () => {
    const result = processCapability({ values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], lsl: 2, usl: 8.5 });
    expect(result.observedPpm).toEqual({ belowLsl: 100000, aboveUsl: 200000, total: 300000 });
  });

  it('gives Bissell and χ² confidence intervals', () => {
    const values = Array.from({ length: 50 }, (_, i) => 10 + Math.sin(i * 2.3));
    const result = processCapability({ values, lsl: 8, usl: 12 }, { confidenceLevel: 0.9 });
    const z = 1.6448536269514722;
    const half = z * Math.sqrt(1 / (9 * 50) + result.cpk ** 2 / (2 * 49));
    expect(result.confidenceIntervals.cpk.lower).toBeCloseTo(result.cpk - half, 12);
    expect(result.confidenceIntervals.cpk.upper).toBeCloseTo(result.cpk + half, 12);
    const cp = result.cp as number;
    expect(result.confidenceIntervals.cp?.lower).toBeCloseTo(cp * Math.sqrt(chiSquareQuantile(0.05, 49) / 49), 12);
    expect(result.confidenceIntervals.cp?.upper).toBeCloseTo(cp * Math.sqrt(chiSquareQuantile(0.95, 49) / 49), 12);
    expect(result.confidenceIntervals.level).toBe(0.9);
  });

  it('uses Rbar/d2 for equal subgroups and the mean of R_i/d2(n_i) for unequal ones', () => {
    const subgroups = [
      [1, 2, 4],
      [2, 3, 3],
      [0, 2, 5],
    ];
    const equal = processCapability({ subgroups, lsl: -5, usl: 10 });
    expect(equal.within).toMatchObject({ method: 'Rbar/d2', subgroupSize: 3, subgroupCount: 3, ranges: [3, 1, 5] });
    expect(equal.within.sigma).toBeCloseTo(3 / 1.693, 15);
    expect(equal.n).toBe(9);
    const unequal = processCapability({
      subgroups: [
        [1, 2, 4],
        [2, 3],
        [0, 2, 5, 1],
      ],
      lsl: -5,
      usl: 10,
    });
    expect(unequal.within).toMatchObject({ subgroupSize: null, d2: null, subgroupSizes: [3, 2, 4] });
    expect(unequal.within.sigma).toBeCloseTo((3 / 1.693 + 1 / 1.128 + 5 / 2.059) / 3, 15);
    if (unequal.within.method === 'Rbar/d2') {
      expect(unequal.within.alternatives.c4).toBeNull();
      expect(unequal.within.alternatives.pooledSd).toBeCloseTo(Math.sqrt(((2 * 7) / 3 + 0.5 + (3 * 14) / 3) / 6), 14);
    }
  });

  it('is invariant under a common shift and accepts Float64Array', () => {
    const values = Array.from({ length: 40 }, (_, i) => 2 + 0.3 * Math.cos(i * 1.9));
    const base = processCapability({ values, lsl: 1, usl: 3, target: 2 });
    const typed = processCapability({ values: Float64Array.from(values), lsl: 1, usl: 3, target: 2 });
    expect(typed).toEqual(base);
    const shifted = processCapability({ values: values.map((x) => x + 1000), lsl: 1001, usl: 1003, target: 1002 });
    expect(shifted.cpk).toBeCloseTo(base.cpk, 9);
    expect(shifted.ppk).toBeCloseTo(base.ppk, 9);
    expect(shifted.cpmRms as number).toBeCloseTo(base.cpmRms as number, 9);
  });

  it('rejects bad input with StatsError codes', () => {
    const code = (c: string) => expect.objectContaining({ code: c });
    expect(() => processCapability({ values: INDIVIDUALS, lsl: 5, usl: 5 })).toThrow(code('invalidSpecLimits'));
    expect(() => processCapability({ values: INDIVIDUALS })).toThrow(
      expect.objectContaining({ code: 'invalidSpecLimits', detail: { reason: 'missing' } }),
    );
    expect(() => processCapability({ values: [1], usl: 2 })).toThrow(code('tooFewValues'));
    expect(() => processCapability({ subgroups: [[1, 2]], usl: 2 })).toThrow(code('tooFewValues'));
    expect(() => processCapability({ subgroups: [[1, 2], [3]], usl: 2 })).toThrow(
      expect.objectContaining({ code: 'tooFewValues', detail: { minimum: 2, actual: 1, subgroup: 2 } }),
    );
    expect(() => processCapability({ values: [2, 2, 2], usl: 3 })).toThrow(code('constantData'));
    expect(() =>
      processCapability({
        subgroups: [
          [1, 1],
          [2, 2],
        ],
        usl: 3,
      }),
    ).toThrow(code('constantData'));
    expect(() => processCapability({ values: [1, Number.NaN, 3], usl: 3 })).toThrow(code('notNumeric'));
    expect(() => processCapability({ usl: 3 })).toThrow(code('invalidInput'));
    expect(() => processCapability({ values: INDIVIDUALS, usl: 9 }, { confidenceLevel: 1.5 })).toThrow(
      code('invalidInput'),
    );
  });
});
