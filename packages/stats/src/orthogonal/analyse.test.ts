import { describe, expect, it } from 'vitest';
import { StatsError } from '../core/errors';
import { analyseOrthogonalExperiment } from './analyse';
import { orthogonalArray } from './arrays';
import { signalToNoiseRatio } from './signal-to-noise';

function errorOf(run: () => unknown): StatsError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatsError) return error;
  }
  throw new Error('expected a StatsError');
}

/** P(F(1, 1) > f) = 1 − (2/π)·atan(√f). */
const f11Sf = (f: number) => 1 - (2 / Math.PI) * Math.atan(Math.sqrt(f));

describe('analyseOrthogonalExperiment on a hand-checkable L4', () => {
  const result = analyseOrthogonalExperiment({ array: 'L4', assignment: ['A', 'B', null], y: [1, 2, 3, 6] });

  it('gives T, the mean, CT and the total SS', () => {
    expect(result).toMatchObject({ array: 'L4', goal: 'larger', runs: 4, replicates: 1, T: 12, grandMean: 3, CT: 36 });
    expect(result.ssTotal).toBe(14);
    expect(result.dfTotal).toBe(3);
  });

  it('gives K, k̄, the ranges, SS and best levels per column', () => {
    expect(result.columns).toEqual([
      {
        column: 1,
        assigned: 'A',
        K: [3, 9],
        kbar: [1.5, 4.5],
        rangeKbar: 3,
        rangeK: 6,
        ss: 9,
        df: 1,
        bestLevelLarger: 2,
        bestLevelSmaller: 1,
        bestLevelNominal: null,
      },
      {
        column: 2,
        assigned: 'B',
        K: [4, 8],
        kbar: [2, 4],
        rangeKbar: 2,
        rangeK: 4,
        ss: 4,
        df: 1,
        bestLevelLarger: 2,
        bestLevelSmaller: 1,
        bestLevelNominal: null,
      },
      {
        column: 3,
        assigned: null,
        K: [7, 5],
        kbar: [3.5, 2.5],
        rangeKbar: 1,
        rangeK: 2,
        ss: 1,
        df: 1,
        bestLevelLarger: null,
        bestLevelSmaller: null,
        bestLevelNominal: null,
      },
    ]);
    expect(result.rankingByRange).toEqual(['A', 'B']);
    expect(result.optimalCombination).toEqual({ A: 2, B: 2 });
    expect(result.signalToNoise).toBeNull();
  });

  it('tests the factors against the empty column', () => {
    const { anova } = result;
    expect(anova.errorDfZero).toBe(false);
    expect(anova.error).toEqual({
      columns: [3],
      ss: 1,
      df: 1,
      ms: 1,
      emptyColumns: { ss: 1, df: 1 },
      unassigned: null,
      replication: null,
    });
    expect(anova.total).toEqual({ ss: 14, df: 3 });
    expect(anova.factors.map(({ factor, column, ss, df, ms, f }) => ({ factor, column, ss, df, ms, f }))).toEqual([
      { factor: 'A', column: 1, ss: 9, df: 1, ms: 9, f: 9 },
      { factor: 'B', column: 2, ss: 4, df: 1, ms: 4, f: 4 },
    ]);
    expect(anova.factors[0]?.p).toBeCloseTo(f11Sf(9), 12);
    expect(anova.factors[1]?.p).toBeCloseTo(f11Sf(4), 12);
  });
});

describe('analyseOrthogonalExperiment: goals, ties and degenerate error', () => {
  it('chooses the optimal combination for smaller-the-better and nominal-the-best', () => {
    const input = { array: 'L4', assignment: ['A', 'B', null], y: [1, 2, 3, 6] };
    expect(analyseOrthogonalExperiment(input, { goal: 'smaller' }).optimalCombination).toEqual({ A: 1, B: 1 });
    const nominal = analyseOrthogonalExperiment(input, { goal: 'nominal', target: 3.9 });
    expect(nominal.optimalCombination).toEqual({ A: 2, B: 2 });
    expect(analyseOrthogonalExperiment(input, { goal: 'nominal', target: 2.2 }).optimalCombination).toEqual({
      A: 1,
      B: 1,
    });
    expect(nominal.columns[2]?.bestLevelNominal).toBeNull();
    // A target also reports the nominal level under another goal.
    expect(analyseOrthogonalExperiment(input, { target: 2 }).columns[0]?.bestLevelNominal).toBe(1);
  });

  it('gives ties to the lowest level and keeps column order in the ranking', () => {
    const result = analyseOrthogonalExperiment({ array: 'L4', assignment: ['A', 'B', 'C'], y: [5, 5, 5, 5] });
    expect(result.columns.map((column) => column.bestLevelLarger)).toEqual([1, 1, 1]);
    expect(result.columns.map((column) => column.bestLevelSmaller)).toEqual([1, 1, 1]);
    expect(result.rankingByRange).toEqual(['A', 'B', 'C']);
  });

  it('flags error df = 0 and leaves F and p null when every column is assigned and there are no replicates', () => {
    const result = analyseOrthogonalExperiment({ array: 'L4', assignment: ['A', 'B', 'C'], y: [1, 2, 3, 6] });
    expect(result.anova.errorDfZero).toBe(true);
    expect(result.anova.error).toMatchObject({ columns: [], ss: 0, df: 0, ms: null });
    for (const factor of result.anova.factors) {
      expect(factor.f).toBeNull();
      expect(factor.p).toBeNull();
    }
  });

  it('pools the between-run variation no column carries (L18: 2 df) into the error', () => {
    const y = Array.from({ length: 18 }, (_, run) => Math.sin(run + 1) * 10 + run);
    const result = analyseOrthogonalExperiment({
      array: 'L18',
      assignment: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
      y,
    });
    expect(result.anova.error.unassigned?.df).toBe(2);
    expect(result.anova.error.df).toBe(2);
    const columnSs = result.columns.reduce((total, column) => total + column.ss, 0);
    expect(columnSs + (result.anova.error.unassigned?.ss ?? 0)).toBeCloseTo(result.ssTotal, 10);
  });
});

describe('analyseOrthogonalExperiment with replicates', () => {
  const y = [[1, 3], [2, 2], Float64Array.of(3, 5), [6, 8]];
  const result = analyseOrthogonalExperiment({ array: 'L4', assignment: ['A', 'B', null], y });

  it('analyses every result and adds the pure replication error', () => {
    expect(result).toMatchObject({ replicates: 2, T: 30, grandMean: 3.75, CT: 112.5, ssTotal: 39.5, dfTotal: 7 });
    expect(result.columns.map((column) => column.K)).toEqual([
      [8, 22],
      [12, 18],
      [18, 12],
    ]);
    expect(result.columns.map((column) => column.kbar)).toEqual([
      [2, 5.5],
      [3, 4.5],
      [4.5, 3],
    ]);
    expect(result.columns.map((column) => column.ss)).toEqual([24.5, 4.5, 4.5]);
    expect(result.anova.error).toEqual({
      columns: [3],
      ss: 10.5,
      df: 5,
      ms: 2.1,
      emptyColumns: { ss: 4.5, df: 1 },
      unassigned: null,
      replication: { ss: 6, df: 4 },
    });
    expect(result.anova.factors[0]?.f).toBeCloseTo(24.5 / 2.1, 13);
  });

  it('computes the S/N ratio of every run and analyses it', () => {
    const sn = result.signalToNoise;
    expect(sn?.goal).toBe('larger');
    expect(sn?.ratios).toEqual(y.map((values) => signalToNoiseRatio(values, 'larger')));
    const ratios = sn?.ratios as number[];
    expect(sn?.columns?.[0]?.kbar[0]).toBeCloseTo(((ratios[0] as number) + (ratios[1] as number)) / 2, 13);
    expect(sn?.columns?.[0]?.bestLevel).toBe(2);
    expect(sn?.columns?.[2]?.bestLevel).toBeNull();
    expect(sn?.optimalCombination).toEqual({ A: 2, B: 2 });
    expect(sn?.rankingByRange?.[0]).toBe('A');
  });

  it('leaves the S/N analysis null when a run has no defined ratio', () => {
    const nominal = analyseOrthogonalExperiment(
      { array: 'L4', assignment: ['A', 'B', null], y },
      { goal: 'nominal', target: 4 },
    ).signalToNoise;
    expect(nominal?.ratios[1]).toBeNull();
    expect(nominal?.columns).toBeNull();
    expect(nominal?.optimalCombination).toBeNull();
  });
});

describe('analyseOrthogonalExperiment invariants', () => {
  const y = [82.5, 86, 79.3, 88.1, 90.4, 85.2, 84.6, 93.7];
  const assignment = ['A', 'B', null, 'C', null, null, 'D'];

  it('gives the same result for Float64Array and array input, and for the rows of the named array', () => {
    const base = analyseOrthogonalExperiment({ array: 'L8', assignment, y });
    expect(analyseOrthogonalExperiment({ array: 'L8', assignment, y: Float64Array.from(y) })).toEqual(base);
    const rows = orthogonalArray('L8')?.rows ?? [];
    expect(analyseOrthogonalExperiment({ array: rows, assignment, y })).toEqual({ ...base, array: 'custom' });
  });

  it('is shift invariant: SS, F and ranges unchanged, K̄ shifted', () => {
    const base = analyseOrthogonalExperiment({ array: 'L8', assignment, y });
    const shifted = analyseOrthogonalExperiment({ array: 'L8', assignment, y: y.map((value) => value + 1e6) });
    shifted.columns.forEach((column, index) => {
      const original = base.columns[index];
      expect(column.ss).toBeCloseTo(original?.ss as number, 7);
      expect(column.rangeKbar).toBeCloseTo(original?.rangeKbar as number, 8);
      expect(column.kbar[0]).toBeCloseTo((original?.kbar[0] as number) + 1e6, 8);
    });
    expect(shifted.ssTotal).toBeCloseTo(base.ssTotal, 8);
    expect(shifted.anova.factors[0]?.f).toBeCloseTo(base.anova.factors[0]?.f as number, 8);
    expect(shifted.rankingByRange).toEqual(base.rankingByRange);
  });

  it('splits the total SS over the columns of a saturated array', () => {
    const result = analyseOrthogonalExperiment({ array: 'L8', assignment, y });
    const columnSs = result.columns.reduce((total, column) => total + column.ss, 0);
    expect(columnSs).toBeCloseTo(result.ssTotal, 11);
  });
});

describe('analyseOrthogonalExperiment errors', () => {
  const y = [1, 2, 3, 6];

  it('invalidInput: y length ≠ runs, unknown array, a factor twice, an empty name, nominal without target', () => {
    const wrongLength = errorOf(() => analyseOrthogonalExperiment({ array: 'L4', assignment: ['A'], y: [1, 2, 3] }));
    expect(wrongLength.code).toBe('invalidInput');
    expect(wrongLength.detail).toEqual({ expected: 4, actual: 3 });
    expect(errorOf(() => analyseOrthogonalExperiment({ array: 'L5', assignment: ['A'], y })).detail).toEqual({
      array: 'L5',
    });
    const twice = errorOf(() => analyseOrthogonalExperiment({ array: 'L4', assignment: ['A', 'A'], y }));
    expect([twice.code, twice.detail]).toEqual(['invalidInput', { factor: 'A' }]);
    expect(errorOf(() => analyseOrthogonalExperiment({ array: 'L4', assignment: [' '], y })).code).toBe('invalidInput');
    const noTarget = errorOf(() =>
      analyseOrthogonalExperiment({ array: 'L4', assignment: ['A'], y }, { goal: 'nominal' }),
    );
    expect([noTarget.code, noTarget.detail]).toEqual(['invalidInput', { option: 'target' }]);
  });

  it('arrayTooSmall: more factors than columns, a factor with more levels than its column', () => {
    const tooMany = errorOf(() => analyseOrthogonalExperiment({ array: 'L4', assignment: ['A', 'B', 'C', 'D'], y }));
    expect([tooMany.code, tooMany.detail]).toEqual(['arrayTooSmall', { factors: 4, columns: 3 }]);
    const levels = errorOf(() =>
      analyseOrthogonalExperiment({ array: 'L4', assignment: ['A', 'B'], y, factorLevels: { A: 2, B: 3 } }),
    );
    expect([levels.code, levels.detail]).toEqual(['arrayTooSmall', { factor: 'B', levels: 3, columnLevels: 2 }]);
  });

  it('notNumeric, unbalancedDesign and tooFewValues for bad results', () => {
    expect(
      errorOf(() => analyseOrthogonalExperiment({ array: 'L4', assignment: ['A'], y: [1, Number.NaN, 3, 4] })).detail,
    ).toEqual({
      run: 2,
    });
    const replicate = errorOf(() =>
      analyseOrthogonalExperiment({
        array: 'L4',
        assignment: ['A'],
        y: [
          [1, 2],
          [3, 4],
          [5, Infinity],
          [7, 8],
        ],
      }),
    );
    expect([replicate.code, replicate.detail]).toEqual(['notNumeric', { run: 3, replicate: 2 }]);
    const unequal = errorOf(() =>
      analyseOrthogonalExperiment({ array: 'L4', assignment: ['A'], y: [[1, 2], [3], [5, 6], [7, 8]] }),
    );
    expect([unequal.code, unequal.detail]).toEqual(['unbalancedDesign', { run: 2, expected: 2, actual: 1 }]);
    expect(
      errorOf(() => analyseOrthogonalExperiment({ array: 'L4', assignment: ['A'], y: [[], [], [], []] })).code,
    ).toBe('tooFewValues');
  });

  it('rejects custom rows that are ragged or unbalanced', () => {
    const ragged = [[1, 1], [1, 2], [2], [2, 1]];
    expect(errorOf(() => analyseOrthogonalExperiment({ array: ragged, assignment: ['A'], y })).code).toBe(
      'invalidInput',
    );
    const unbalanced = [[1], [1], [1], [2]];
    const error = errorOf(() => analyseOrthogonalExperiment({ array: unbalanced, assignment: ['A'], y }));
    expect([error.code, error.detail]).toEqual(['unbalancedDesign', { column: 1 }]);
  });
});
