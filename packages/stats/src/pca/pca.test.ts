import { describe, expect, it } from 'vitest';
import { principalComponents } from './pca';

describe('principalComponents', () => {
  it('puts two perfectly correlated variables on one component', () => {
    const result = principalComponents([
      [1, 2],
      [2, 4],
      [3, 6],
    ]);
    expect(result.matrix).toBe('correlation');
    expect(result.means).toEqual([2, 4]);
    expect(result.sds).toEqual([1, 2]);
    expect(result.eigenvalues[0]).toBeCloseTo(2, 14);
    expect(result.eigenvalues[1]).toBeCloseTo(0, 14);
    expect(result.proportionOfVariance[0]).toBeCloseTo(1, 14);
    expect(result.cumulativeProportion).toEqual([expect.closeTo(1, 14), 1]);
    expect(result.loadings[0]?.[0]).toBeCloseTo(Math.SQRT1_2, 14);
    expect(result.loadings[1]?.[0]).toBeCloseTo(Math.SQRT1_2, 14);
    // Standardised rows (−1, −1), (0, 0), (1, 1): scores ∓√2 on PC1.
    expect(result.scores[0]?.[0]).toBeCloseTo(-Math.SQRT2, 14);
    expect(result.kaiserCount).toBe(1);
  });

  it('analyses the covariance matrix of uncorrelated variables', () => {
    const result = principalComponents(
      [
        [1, 10],
        [-1, 10],
        [1, -10],
        [-1, -10],
      ],
      { standardize: false },
    );
    expect(result.matrix).toBe('covariance');
    // Variances 4/3 and 400/3.
    expect(result.eigenvalues[0]).toBeCloseTo(400 / 3, 12);
    expect(result.eigenvalues[1]).toBeCloseTo(4 / 3, 12);
    expect(result.loadings).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(result.kaiserCount).toBe(1);
  });

  it('makes the largest-|value| entry of each component positive, scores with the same signs', () => {
    const data = [
      [1, 5, 2],
      [2, 3, 4],
      [3, 4, 1],
      [4, 1, 3],
      [5, 2, 6],
    ];
    const result = principalComponents(data);
    for (let component = 0; component < 3; component++) {
      const column = result.loadings.map((row) => row[component] as number);
      const largest = column.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a));
      expect(largest).toBeGreaterThan(0);
      // score = Σ z_j·loading_j for the first row
      const z = data[0]?.map((x, j) => (x - (result.means[j] as number)) / (result.sds[j] as number)) as number[];
      const score = z.reduce((total, value, j) => total + value * (column[j] as number), 0);
      expect(result.scores[0]?.[component]).toBeCloseTo(score, 13);
    }
    expect(result.eigenvalues.reduce((a, b) => a + b, 0)).toBeCloseTo(3, 13);
  });

  it('explains what is wrong with the input', () => {
    const fails = (run: () => unknown, code: string, detail?: object) =>
      expect(run).toThrow(expect.objectContaining({ code, ...(detail ? { detail } : {}) }));
    fails(() => principalComponents([[1, 2]]), 'tooFewValues');
    fails(() => principalComponents([[], []]), 'invalidInput');
    fails(() => principalComponents([[1, 2], [3]]), 'invalidInput', { reason: 'rowLength', row: 2 });
    fails(
      () =>
        principalComponents([
          [1, 2],
          [3, Number.NaN],
        ]),
      'notNumeric',
      { index: 3, row: 2, column: 2 },
    );
    fails(
      () =>
        principalComponents(
          [
            [1, 2],
            [3, 2],
          ],
          { variables: ['Speed', 'Load'] },
        ),
      'constantData',
      { variable: 'Load' },
    );
  });
});
