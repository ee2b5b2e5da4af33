import { describe, expect, it } from 'vitest';
import { beyondLimits, type JudgedSeries, nelsonRules, runsOnOneSide, westernElectricRules } from './rules';

/** A chart with centre 0 and σ 1 (limits ±3) around the given points, or σ per point. */
function series(statistics: number[], sigma: number | number[] = 1): JudgedSeries {
  const n = statistics.length;
  const sigmas = Float64Array.from({ length: n }, (_, i) => (Array.isArray(sigma) ? (sigma[i] as number) : sigma));
  return {
    statistics,
    nsigmas: 3,
    points: {
      center: new Float64Array(n),
      sigma: sigmas,
      lcl: sigmas.map((s) => -3 * s),
      ucl: sigmas.map((s) => 3 * s),
    },
  };
}

describe('out-of-control rules', () => {
  it('flags points strictly beyond the limits', () => {
    expect(beyondLimits(series([0, 3, 3.01, -3, -3.5]))).toEqual([2, 4]);
  });

  it('flags 2 of 3 beyond 2σ on one side at the last point of the window, which must itself be beyond', () => {
    const we = westernElectricRules(series([0, 2.5, 2.5, 0, 2.1, -2.1, 2.2]));
    // (0, 2.5, 2.5) completes at index 2; (2.5, 0, 2.1) at 4; 6 needs a second point above 2σ in (4, 5, 6): 4.
    expect(we.twoOfThreeBeyond2Sigma).toEqual([2, 4, 6]);
    expect(westernElectricRules(series([0, 2.5, -2.5, 0])).twoOfThreeBeyond2Sigma).toEqual([]);
    expect(westernElectricRules(series([2.5, 2.5])).twoOfThreeBeyond2Sigma).toEqual([]);
  });

  it('flags 4 of 5 beyond 1σ on one side', () => {
    expect(westernElectricRules(series([1.5, 1.5, 0, 1.5, 1.5, 0.5])).fourOfFiveBeyond1Sigma).toEqual([4]);
    expect(westernElectricRules(series([1.5, 1.5, -1.5, -1.5, 1.5])).fourOfFiveBeyond1Sigma).toEqual([]);
  });

  it('counts runs strictly on one side; a point on the centre line breaks the run', () => {
    const eight = [1, 1, 1, 1, 1, 1, 1, 1, 1];
    expect(westernElectricRules(series(eight)).eightOnOneSide).toEqual([7, 8]);
    expect(runsOnOneSide(series([1, 1, 1, 0, 1, 1, 1, 1]), 4)).toEqual([7]);
    expect(runsOnOneSide(series([-1, -1, 1, 1]), 2)).toEqual([1, 3]);
    expect(nelsonRules(series(eight)).nineOnOneSide).toEqual([8]);
  });

  it('flags six points steadily rising or falling from the sixth on; a tie breaks the trend', () => {
    expect(nelsonRules(series([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6])).sixTrending).toEqual([5, 6]);
    expect(nelsonRules(series([0.5, 0.4, 0.3, 0.2, 0.1, 0])).sixTrending).toEqual([5]);
    expect(nelsonRules(series([0, 0.1, 0.2, 0.2, 0.3, 0.4, 0.5])).sixTrending).toEqual([]);
  });

  it('flags fourteen points alternating up and down', () => {
    const zigzag = Array.from({ length: 15 }, (_, i) => (i % 2 === 0 ? 0.1 : -0.1));
    expect(nelsonRules(series(zigzag)).fourteenAlternating).toEqual([13, 14]);
    expect(nelsonRules(series(zigzag.slice(0, 13))).fourteenAlternating).toEqual([]);
  });

  it('flags fifteen points within 1σ, the zone edge included', () => {
    const calm = Array.from({ length: 15 }, (_, i) => (i === 3 ? 1 : 0.2));
    expect(nelsonRules(series(calm)).fifteenWithin1Sigma).toEqual([14]);
    expect(nelsonRules(series([...calm.slice(0, 14), 1.01])).fifteenWithin1Sigma).toEqual([]);
  });

  it('flags eight points beyond 1σ only when both sides are present', () => {
    const both = [1.5, -1.5, 1.5, 1.5, -2, 2, -1.2, 1.2, 0];
    expect(nelsonRules(series(both)).eightBeyond1SigmaBothSides).toEqual([7]);
    expect(nelsonRules(series(both.map(Math.abs))).eightBeyond1SigmaBothSides).toEqual([]);
  });

  it('judges each point against its own zones when σ varies', () => {
    // 2.5 is beyond 2σ for σ = 1 but not for σ = 2.
    expect(westernElectricRules(series([0, 2.5, 2.5], [1, 1, 2])).twoOfThreeBeyond2Sigma).toEqual([]);
    expect(westernElectricRules(series([0, 2.5, 2.5], [2, 1, 1])).twoOfThreeBeyond2Sigma).toEqual([2]);
  });

  it('reports the same list for rule 1 in both sets', () => {
    const points = series([0, 4, -4]);
    expect(nelsonRules(points).beyondLimits).toEqual(westernElectricRules(points).beyondLimits);
  });
});
