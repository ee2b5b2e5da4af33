import { describe, expect, it } from 'vitest';
import { StatsError } from '../core/errors';
import { exactChartConstants } from './constants';
import { xbarRChart } from './xbar-r';

// Means 2, 3, 4, 2 (x̿ = 2.75); ranges 2, 2, 2, 0 (R̄ = 1.5); n = 2.
const SUBGROUPS = [
  [1, 3],
  [2, 4],
  [3, 5],
  [2, 2],
];

function errorOf(run: () => unknown): StatsError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatsError) return error;
  }
  throw new Error('no StatsError');
}

describe('xbarRChart', () => {
  it('computes qcc limits from the table d2 and the 7-decimal d3', () => {
    const { xbar, range, parameters } = xbarRChart({ subgroups: SUBGROUPS });
    const sigma = 1.5 / 1.128;
    expect(parameters).toEqual({ center: 2.75, sigma, rBar: 1.5 });
    expect(Array.from(xbar.statistics)).toEqual([2, 3, 4, 2]);
    expect(Array.from(range.statistics)).toEqual([2, 2, 2, 0]);
    expect(xbar.center).toBe(2.75);
    expect(xbar.ucl).toBeCloseTo(2.75 + (3 * sigma) / Math.SQRT2, 14);
    expect(xbar.lcl).toBeCloseTo(2.75 - (3 * sigma) / Math.SQRT2, 14);
    expect(range.center).toBe(1.5);
    expect(range.ucl).toBeCloseTo(1.5 + 3 * 0.8525033 * sigma, 14);
    expect(range.lcl).toBe(0);
    expect(xbar.sigma).toBe(sigma);
    expect(range.sigma).toBe(sigma);
  });

  it('uses the printed A2, D3 and D4 as printed', () => {
    const { xbar, range } = xbarRChart({ subgroups: SUBGROUPS }, { constants: 'published' });
    expect(xbar.ucl).toBeCloseTo(2.75 + 1.88 * 1.5, 14);
    expect(xbar.lcl).toBeCloseTo(2.75 - 1.88 * 1.5, 14);
    expect(range.ucl).toBeCloseTo(3.267 * 1.5, 14);
    expect(range.lcl).toBe(0);
  });

  it('uses integrated constants on request', () => {
    const { xbar, range } = xbarRChart({ subgroups: SUBGROUPS }, { constants: 'exact' });
    const exact = exactChartConstants(2);
    expect(xbar.ucl).toBeCloseTo(2.75 + exact.A2 * 1.5, 13);
    expect(range.ucl).toBeCloseTo(exact.D4 * 1.5, 13);
  });

  it('judges new subgroups against the calibration limits and reuses them in phase II', () => {
    const phaseOne = xbarRChart({ subgroups: SUBGROUPS, newSubgroups: [[9, 10]] });
    expect(phaseOne.xbar.calibrationCount).toBe(4);
    expect(phaseOne.xbar.statistics.length).toBe(5);
    expect(phaseOne.xbar.beyondLimits).toEqual([4]);
    expect(phaseOne.parameters.center).toBe(2.75);

    const phaseTwo = xbarRChart(
      {
        subgroups: [],
        newSubgroups: [
          [9, 10],
          [2, 3],
        ],
      },
      { given: phaseOne.parameters },
    );
    expect(phaseTwo.xbar.calibrationCount).toBe(0);
    expect([phaseTwo.xbar.lcl, phaseTwo.xbar.ucl]).toEqual([phaseOne.xbar.lcl, phaseOne.xbar.ucl]);
    expect([phaseTwo.range.center, phaseTwo.range.ucl]).toEqual([phaseOne.range.center, phaseOne.range.ucl]);
    expect(phaseTwo.xbar.beyondLimits).toEqual([0]);
  });

  it('takes a known centre and σ and derives R̄ from them', () => {
    const { range, parameters } = xbarRChart({ subgroups: SUBGROUPS }, { given: { center: 3, sigma: 1 } });
    expect(parameters).toEqual({ center: 3, sigma: 1, rBar: 1.128 });
    expect(range.center).toBe(1.128);
  });

  it('gives per-point limits for unequal subgroup sizes', () => {
    const { xbar, range, parameters } = xbarRChart({
      subgroups: [
        [1, 3],
        [2, 4, 3],
        [3, 5],
        [2, 2, 2, 3],
      ],
    });
    // σ = mean(R_i/d2(n_i)) = (2/1.128 + 2/1.693 + 2/1.128 + 1/2.059)/4
    const sigma = (2 / 1.128 + 2 / 1.693 + 2 / 1.128 + 1 / 2.059) / 4;
    expect(parameters.sigma).toBeCloseTo(sigma, 14);
    expect(xbar.center).toBeCloseTo((4 + 9 + 8 + 9) / 11, 14);
    expect(xbar.ucl).toBeNull();
    expect(xbar.points.ucl[1]).toBeCloseTo((xbar.center as number) + (3 * sigma) / Math.sqrt(3), 14);
    expect(range.center).toBeNull();
    expect(range.points.center[3]).toBeCloseTo(2.059 * sigma, 14);
    expect(range.points.ucl[3]).toBeCloseTo((2.059 + 3 * 0.8798108) * sigma, 14);
    expect(() =>
      xbarRChart(
        {
          subgroups: [
            [1, 3],
            [2, 4, 3],
          ],
        },
        { constants: 'published' },
      ),
    ).toThrow(expect.objectContaining({ code: 'invalidInput', detail: { reason: 'publishedConstants', maximum: 25 } }));
  });

  // Its speed is measured by `npm run bench` (bench/seven-tools-cases.ts), not here.
  it('computes 100,000 subgroups of 5, one point each', () => {
    const subgroups = Array.from({ length: 100_000 }, (_, i) => [i % 7, (i * 3) % 11, 5, (i * 5) % 13, 2]);
    const { xbar } = xbarRChart({ subgroups });
    expect(xbar.statistics.length).toBe(100_000);
    expect(xbar.statistics[1]).toBeCloseTo((1 + 3 + 5 + 5 + 2) / 5, 12);
  });

  it('explains what is wrong with the input', () => {
    expect(errorOf(() => xbarRChart({ subgroups: [[1, 2]] }))).toMatchObject({
      code: 'tooFewValues',
      detail: { minimum: 2, actual: 1, unit: 'subgroups' },
    });
    expect(errorOf(() => xbarRChart({ subgroups: [[1, 2], [3]] }))).toMatchObject({
      code: 'tooFewValues',
      detail: { subgroup: 2 },
    });
    expect(
      errorOf(() =>
        xbarRChart({
          subgroups: [
            [1, 2],
            [3, Number.NaN],
          ],
        }),
      ),
    ).toMatchObject({
      code: 'notNumeric',
      detail: { index: 3, subgroup: 2 },
    });
    expect(
      errorOf(() =>
        xbarRChart({
          subgroups: [
            [1, 1],
            [2, 2],
          ],
        }),
      ),
    ).toMatchObject({
      code: 'constantData',
      detail: { reason: 'within' },
    });
    expect(errorOf(() => xbarRChart({ subgroups: SUBGROUPS }, { nsigmas: 0 })).code).toBe('invalidInput');
    expect(errorOf(() => xbarRChart({ subgroups: SUBGROUPS }, { given: { sigma: -1 } })).code).toBe('invalidInput');
    expect(errorOf(() => xbarRChart({ subgroups: [] })).code).toBe('tooFewValues');
  });
});
