import { describe, expect, it } from 'vitest';
import { cChart, npChart, pChart, uChart } from './attributes';

describe('p chart', () => {
  it('pools p̄ = ΣD/Σn and truncates the LCL at 0', () => {
    const { chart, parameters } = pChart({ defectives: [2, 4, 6], sizes: [100, 100, 100] });
    // p̄ = 0.04; σ_p = √(0.04·0.96/100) = √0.000384 ≈ 0.019596
    expect(parameters.pBar).toBe(0.04);
    expect(chart.sigma).toBeCloseTo(Math.sqrt(0.04 * 0.96), 15);
    expect(Array.from(chart.statistics)).toEqual([0.02, 0.04, 0.06]);
    expect(chart.ucl).toBeCloseTo(0.04 + 3 * Math.sqrt(0.000384), 15);
    expect(chart.lcl).toBe(0);
  });

  it('gives per-point limits for variable sample sizes', () => {
    const { chart } = pChart({ defectives: [5, 10, 9], sizes: [50, 100, 150] });
    const pBar = 24 / 300;
    expect(chart.center).toBe(pBar);
    expect(chart.ucl).toBeNull();
    expect(chart.lcl).toBeNull();
    [50, 100, 150].forEach((n, i) => {
      expect(chart.points.ucl[i]).toBeCloseTo(pBar + 3 * Math.sqrt((pBar * (1 - pBar)) / n), 15);
    });
  });

  it('truncates the UCL at 1', () => {
    const { chart } = pChart({ defectives: [1, 0, 1, 0], sizes: [1, 1, 1, 1] });
    expect(chart.ucl).toBe(1);
  });

  it('judges new samples against the calibration p̄, and takes a frozen p̄', () => {
    const first = pChart({ defectives: [2, 4, 6], sizes: [100, 100, 100], newDefectives: [20], newSizes: [100] });
    expect(first.chart.beyondLimits).toEqual([3]);
    const later = pChart(
      { defectives: [], sizes: [], newDefectives: [20], newSizes: [100] },
      { given: first.parameters },
    );
    expect(later.chart.ucl).toBe(first.chart.ucl);
  });

  it('rejects impossible counts', () => {
    const fails = (input: Parameters<typeof pChart>[0], detail: object) =>
      expect(() => pChart(input)).toThrow(expect.objectContaining({ detail: expect.objectContaining(detail) }));
    fails({ defectives: [2, 120], sizes: [100, 100] }, { reason: 'defectives', index: 1 });
    fails({ defectives: [2, -1], sizes: [100, 100] }, { reason: 'count', index: 1 });
    fails({ defectives: [2, 1], sizes: [100, 0] }, { reason: 'size', index: 1 });
    fails({ defectives: [2, 1], sizes: [100] }, { reason: 'sizes' });
    fails({ defectives: [0, 0], sizes: [10, 10] }, { reason: 'proportion' });
    expect(() => pChart({ defectives: [1], sizes: [10] })).toThrow(expect.objectContaining({ code: 'tooFewValues' }));
    expect(() => pChart({ defectives: [1, 2], sizes: [10, 10] }, { given: { pBar: 1.5 } })).toThrow(
      expect.objectContaining({ code: 'invalidInput', detail: { given: 'pBar' } }),
    );
  });
});

describe('np chart', () => {
  it('centres at n·p̄ with limits n·p̄ ± 3√(n·p̄(1 − p̄))', () => {
    const { chart } = npChart({ defectives: [2, 4, 6], sizes: [100, 100, 100] });
    expect(chart.center).toBeCloseTo(4, 14);
    expect(chart.sigma).toBeCloseTo(Math.sqrt(100 * 0.04 * 0.96), 14);
    expect(chart.ucl).toBeCloseTo(4 + 3 * Math.sqrt(3.84), 14);
    expect(chart.lcl).toBe(0);
  });

  it('needs one sample size', () => {
    expect(() => npChart({ defectives: [2, 4], sizes: [100, 50] })).toThrow(
      expect.objectContaining({ code: 'invalidInput', detail: { reason: 'equalSizes' } }),
    );
  });
});

describe('c chart', () => {
  it('uses c̄ ± 3√c̄ and carries the inspection units along', () => {
    const { chart, parameters } = cChart({ counts: [3, 5, 4], newCounts: [12], sizes: [2, 2, 2], newSizes: [2] });
    expect(parameters.cBar).toBe(4);
    expect(chart.ucl).toBe(10);
    expect(chart.lcl).toBe(0);
    expect(chart.beyondLimits).toEqual([3]);
    expect(Array.from(chart.sizes)).toEqual([2, 2, 2, 2]);
    expect(Array.from(cChart({ counts: [3, 5] }).chart.sizes)).toEqual([1, 1]);
  });

  it('needs some defects', () => {
    expect(() => cChart({ counts: [0, 0, 0] })).toThrow(expect.objectContaining({ code: 'constantData' }));
  });
});

describe('u chart', () => {
  it('pools ū = Σc/Σn with per-point limits ū ± 3√(ū/n_i)', () => {
    const { chart } = uChart({ counts: [2, 6, 4], sizes: [1, 2, 1] });
    expect(chart.center).toBe(3);
    expect(Array.from(chart.statistics)).toEqual([2, 3, 4]);
    expect(chart.points.ucl[0]).toBeCloseTo(3 + 3 * Math.sqrt(3), 14);
    expect(chart.points.ucl[1]).toBeCloseTo(3 + 3 * Math.sqrt(1.5), 14);
    expect(chart.points.lcl[1]).toBe(0);
  });

  it('needs the sample sizes', () => {
    expect(() => uChart({ counts: [2, 6] })).toThrow(expect.objectContaining({ detail: { reason: 'sizes' } }));
  });
});
