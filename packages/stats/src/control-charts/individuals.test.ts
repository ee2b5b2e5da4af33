import { describe, expect, it } from 'vitest';
import { exactChartConstants } from './constants';
import { individualsChart } from './individuals';

// x̄ = 12.4; MR = 2, 1, 4, 1 (MR̄ = 2).
const VALUES = [10, 12, 11, 15, 14];

describe('individualsChart', () => {
  it('estimates σ as MR̄/1.128 and puts the MR chart at D4 = 3.267', () => {
    const { individuals, movingRange, parameters } = individualsChart({ values: VALUES });
    const sigma = 2 / 1.128;
    expect(parameters).toEqual({ center: 12.4, sigma, mrBar: 2 });
    expect(individuals.ucl).toBeCloseTo(12.4 + 3 * sigma, 14);
    expect(individuals.lcl).toBeCloseTo(12.4 - 3 * sigma, 14);
    expect(Array.from(movingRange.statistics)).toEqual([2, 1, 4, 1]);
    expect(movingRange.offset).toBe(1);
    expect(movingRange.center).toBe(2);
    expect(movingRange.ucl).toBeCloseTo(6.534, 14);
    expect(movingRange.lcl).toBe(0);
  });

  it('uses exact d2(2) = 2/√π and the integrated D4 on request', () => {
    const { individuals, movingRange } = individualsChart({ values: VALUES }, { constants: 'exact' });
    expect(individuals.sigma).toBeCloseTo(Math.sqrt(Math.PI), 14);
    expect(movingRange.ucl).toBeCloseTo(2 * exactChartConstants(2).D4, 14);
  });

  it('attaches the moving range across the phase boundary to the first new point', () => {
    const { individuals, movingRange } = individualsChart({ values: VALUES, newValues: [30, 14] });
    expect(individuals.calibrationCount).toBe(5);
    expect(individuals.beyondLimits).toEqual([5]);
    expect(movingRange.calibrationCount).toBe(4);
    expect(Array.from(movingRange.statistics.subarray(4))).toEqual([16, 16]);
    // MR statistics 4 and 5 belong to observations 5 and 6 (offset 1).
    expect(movingRange.beyondLimits).toEqual([4, 5]);
  });

  it('judges new values against frozen limits', () => {
    const { parameters, individuals } = individualsChart({ values: VALUES });
    const later = individualsChart({ values: [], newValues: [12, 30] }, { given: parameters });
    expect([later.individuals.lcl, later.individuals.ucl]).toEqual([individuals.lcl, individuals.ucl]);
    expect(later.individuals.beyondLimits).toEqual([1]);
    expect(later.movingRange.calibrationCount).toBe(0);
  });

  it('rejects too few or non-finite values and a zero moving range', () => {
    expect(() => individualsChart({ values: [1] })).toThrow(expect.objectContaining({ code: 'tooFewValues' }));
    expect(() => individualsChart({ values: [1, Number.POSITIVE_INFINITY] })).toThrow(
      expect.objectContaining({ code: 'notNumeric', detail: { index: 1 } }),
    );
    expect(() => individualsChart({ values: [4, 4, 4] })).toThrow(expect.objectContaining({ code: 'constantData' }));
  });
});
