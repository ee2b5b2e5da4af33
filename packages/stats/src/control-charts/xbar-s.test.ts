import { describe, expect, it } from 'vitest';
import { c4 } from '../capability/constants';
import { xbarSChart } from './xbar-s';

// SDs: [1, 2, 3] → 1, [2, 4, 6] → 2, [0, 3, 6] → 3; S̄ = 2; means 2, 4, 3 (x̿ = 3); n = 3.
const SUBGROUPS = [
  [1, 2, 3],
  [2, 4, 6],
  [0, 3, 6],
];

describe('xbarSChart', () => {
  it('estimates σ as S̄/c4 and builds B3/B4 limits', () => {
    const { xbar, sd, parameters } = xbarSChart({ subgroups: SUBGROUPS });
    const c4n = c4(3);
    const sigma = 2 / c4n;
    expect(Array.from(sd.statistics)).toEqual([1, 2, 3]);
    expect(parameters.center).toBe(3);
    expect(parameters.sBar).toBe(2);
    expect(parameters.sigma).toBeCloseTo(sigma, 15);
    expect(xbar.ucl).toBeCloseTo(3 + (3 * sigma) / Math.sqrt(3), 14);
    expect(sd.center).toBe(2);
    expect(sd.ucl).toBeCloseTo(2 + 3 * sigma * Math.sqrt(1 - c4n * c4n), 14);
    expect(sd.lcl).toBe(0);
  });

  it('uses the printed A3, B3 and B4 as printed', () => {
    const { xbar, sd } = xbarSChart({ subgroups: SUBGROUPS }, { constants: 'published' });
    expect(xbar.ucl).toBeCloseTo(3 + 1.954 * 2, 14);
    expect(sd.ucl).toBeCloseTo(2.568 * 2, 14);
    expect(sd.lcl).toBe(0);
  });

  it('truncates nothing once B3 is positive (n = 6)', () => {
    const groups = [
      [1, 2, 3, 4, 5, 6],
      [2, 2, 3, 4, 4, 5],
    ];
    const { sd, parameters } = xbarSChart({ subgroups: groups });
    const c4n = c4(6);
    expect(sd.lcl).toBeCloseTo(parameters.sBar - 3 * parameters.sigma * Math.sqrt(1 - c4n * c4n), 14);
    expect(sd.lcl).toBeGreaterThan(0);
  });

  it('centres each point at c4(n_i)·σ for unequal sizes', () => {
    const { sd, parameters } = xbarSChart({
      subgroups: [
        [1, 2, 3],
        [2, 4, 6, 8],
        [0, 3],
      ],
    });
    expect(sd.center).toBeNull();
    expect(sd.points.center[1]).toBeCloseTo(c4(4) * parameters.sigma, 14);
  });
});
