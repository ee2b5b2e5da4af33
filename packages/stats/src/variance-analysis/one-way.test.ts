import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StatsError } from '../core/errors';
import { REFERENCE_STATS } from '../fixtures/reference-path';
import { oneWayAnova, oneWayAnovaFromText } from './one-way';

const plantGrowth = JSON.parse(readFileSync(`${REFERENCE_STATS}/anova_oneway/anova1_PlantGrowth.json`, 'utf8'));
const chickwts = JSON.parse(readFileSync(`${REFERENCE_STATS}/anova_oneway/anova1_chickwts.json`, 'utf8'));
const groupsOf = (fixture: { input: { groups: { label: string; values: number[] }[] } }) => fixture.input.groups;
const close = (actual: number | undefined, expected: number, rel = 1e-9) =>
  expect(Math.abs((actual as number) - expected) / Math.abs(expected)).toBeLessThan(rel);

const statsError = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof StatsError) return { code: error.code, detail: error.detail };
    throw error;
  }
  throw new Error('no StatsError');
};

describe('oneWayAnova: Tukey HSD', () => {
  it('matches R TukeyHSD on PlantGrowth (balanced), pairs ordered as R orders them', () => {
    const { tukey } = oneWayAnova(groupsOf(plantGrowth));
    // R 4.2.2: TukeyHSD(aov(weight ~ group, PlantGrowth))
    const expected = [
      ['trt1', 'ctrl', -0.371, -1.062216051410459, 0.320216051410458, 0.390871144202125],
      ['trt2', 'ctrl', 0.494, -0.197216051410459, 1.185216051410458, 0.197995991299708],
      ['trt2', 'trt1', 0.865, 0.173783948589542, 1.556216051410459, 0.012006423979453],
    ] as const;
    expected.forEach(([a, b, difference, lower, upper, p], i) => {
      const row = tukey[i];
      expect([row?.a, row?.b]).toEqual([a, b]);
      close(row?.difference, difference, 1e-12);
      close(row?.lower, lower, 1e-8);
      close(row?.upper, upper, 1e-8);
      close(row?.pAdjusted, p, 1e-6);
    });
  });

  it('uses Tukey–Kramer for unequal groups (chickwts)', () => {
    const { tukey } = oneWayAnova(groupsOf(chickwts));
    expect(tukey).toHaveLength(15);
    // R 4.2.2: TukeyHSD(aov(weight ~ feed, chickwts))$feed["horsebean-casein", ]
    const horsebean = tukey.find((row) => row.a === 'horsebean' && row.b === 'casein');
    close(horsebean?.difference, -163.383333333333, 1e-12);
  });
});

describe('oneWayAnova', () => {
  it('splits a hand-checkable case: means 2 and 5, between SS 13.5, within SS 4', () => {
    const result = oneWayAnova([
      { label: 'a', values: [1, 2, 3] },
      { label: 'b', values: [4, 5, 6] },
    ]);
    expect(result.between).toMatchObject({ df: 1, ss: 13.5, ms: 13.5, f: 13.5 });
    expect(result.within).toEqual({ df: 4, ss: 4, ms: 1 });
    expect(result.total).toEqual({ df: 5, ss: 17.5 });
    expect(result.grandMean).toBe(3.5);
    expect(result.rSquared).toBe(13.5 / 17.5);
    expect(result.balanced).toBe(true);
    expect(result.groups.map((g) => [g.sum, g.mean, g.variance])).toEqual([
      [6, 2, 1],
      [15, 5, 1],
    ]);
  });

  it('gives the same sums of squares after a shift of every value (doubles)', () => {
    const base = groupsOf(plantGrowth);
    const plain = oneWayAnova(base);
    const shifted = oneWayAnova(base.map((g) => ({ label: g.label, values: g.values.map((v) => v + 1000) })));
    close(shifted.between.ss, plain.between.ss, 1e-9);
    close(shifted.within.ss, plain.within.ss, 1e-9);
    close(shifted.grandMean - 1000, plain.grandMean, 1e-9);
  });

  it('gives each group its interval of the mean with the pooled SD', () => {
    const result = oneWayAnova(groupsOf(plantGrowth));
    const ctrl = result.groups[0];
    const half = ((ctrl?.ciUpper as number) - (ctrl?.ciLower as number)) / 2;
    // t(0.975, 27) · √MSE / √10
    close(half, (2.051830516480284 * result.residualSd) / Math.sqrt(10), 1e-12);
  });

  it('reads decimal text exactly: a shift of 1e12 changes no sum of squares', () => {
    const groups = [
      { label: 'a', values: ['1000000000000.4', '1000000000000.3', '1000000000000.5'] },
      { label: 'b', values: ['1000000000000.6', '1000000000000.7', '1000000000000.5'] },
    ];
    const small = oneWayAnova([
      { label: 'a', values: [0.4, 0.3, 0.5] },
      { label: 'b', values: [0.6, 0.7, 0.5] },
    ]);
    const text = oneWayAnovaFromText(groups);
    close(text.between.ss, small.between.ss, 1e-14);
    close(text.within.ss, small.within.ss, 1e-14);
    expect(text.groups[1]?.mean).toBe(1000000000000.6);
  });

  it('refuses fewer than two groups, an empty group, no within degrees of freedom and constant data', () => {
    expect(statsError(() => oneWayAnova([{ label: 'a', values: [1, 2] }]))).toMatchObject({ code: 'tooFewValues' });
    expect(
      statsError(() =>
        oneWayAnova([
          { label: 'a', values: [1, 2] },
          { label: 'b', values: [] },
        ]),
      ),
    ).toMatchObject({ code: 'tooFewValues', detail: { group: 'b' } });
    expect(
      statsError(() =>
        oneWayAnova([
          { label: 'a', values: [1] },
          { label: 'b', values: [2] },
        ]),
      ),
    ).toMatchObject({ code: 'tooFewValues' });
    expect(
      statsError(() =>
        oneWayAnova([
          { label: 'a', values: [3, 3] },
          { label: 'b', values: [3, 3] },
        ]),
      ),
    ).toMatchObject({ code: 'constantData' });
    expect(
      statsError(() =>
        oneWayAnovaFromText([
          { label: 'a', values: ['1', 'x'] },
          { label: 'b', values: ['2', '3'] },
        ]),
      ),
    ).toMatchObject({
      code: 'notNumeric',
      detail: { index: 1, group: 'a', value: 'x' },
    });
    expect(
      statsError(() =>
        oneWayAnovaFromText([
          { label: 'a', values: ['1', '2'] },
          { label: 'b', values: ['3', '4', '1e'] },
        ]),
      ),
    ).toMatchObject({ code: 'notNumeric', detail: { index: 4, group: 'b', value: '1e' } });
  });

  it('accepts typed arrays as plain arrays', () => {
    const plain = oneWayAnova(groupsOf(plantGrowth));
    const typed = oneWayAnova(
      groupsOf(plantGrowth).map((g) => ({ label: g.label, values: Float64Array.from(g.values) })),
    );
    expect(typed.between).toEqual(plain.between);
  });
});
