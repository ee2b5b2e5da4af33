import { describe, expect, it } from 'vitest';
import { symmetricEigen } from './symmetric-eigen';

describe('symmetricEigen', () => {
  it('finds the eigenvalues of the second-difference matrix: 2 + √2, 2, 2 − √2', () => {
    const { values, vectors } = symmetricEigen([2, -1, 0, -1, 2, -1, 0, -1, 2], 3);
    expect(values[0]).toBeCloseTo(2 + Math.SQRT2, 14);
    expect(values[1]).toBeCloseTo(2, 14);
    expect(values[2]).toBeCloseTo(2 - Math.SQRT2, 14);
    // The middle eigenvector is (1, 0, −1)/√2 up to sign.
    expect(Math.abs(vectors[0 * 3 + 1] as number)).toBeCloseTo(Math.SQRT1_2, 14);
    expect(vectors[1 * 3 + 1]).toBeCloseTo(0, 14);
  });

  it('returns orthonormal vectors that reproduce A·v = λ·v', () => {
    const p = 6;
    const a = Array.from({ length: p * p }, (_, k) => {
      const i = Math.floor(k / p);
      const j = k % p;
      return 1 / (i + j + 1);
    });
    const { values, vectors } = symmetricEigen(a, p);
    for (let c = 0; c < p; c++) {
      for (let i = 0; i < p; i++) {
        let av = 0;
        for (let j = 0; j < p; j++) av += (a[i * p + j] as number) * (vectors[j * p + c] as number);
        expect(Math.abs(av - (values[c] as number) * (vectors[i * p + c] as number))).toBeLessThan(1e-14);
      }
      for (let d = 0; d < p; d++) {
        let dot = 0;
        for (let i = 0; i < p; i++) dot += (vectors[i * p + c] as number) * (vectors[i * p + d] as number);
        expect(dot).toBeCloseTo(c === d ? 1 : 0, 14);
      }
    }
    expect(Array.from(values)).toEqual(Array.from(values).sort((x, y) => y - x));
  });

  it('leaves a diagonal matrix as it is, sorted', () => {
    const { values } = symmetricEigen([1, 0, 0, 3], 2);
    expect(Array.from(values)).toEqual([3, 1]);
  });
});
