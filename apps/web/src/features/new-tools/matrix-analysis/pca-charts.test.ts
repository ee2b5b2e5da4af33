import type { PcaDto } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { biplotScale, kaiserLine, loadingArrows, scorePoints } from './pca-charts';

const result: PcaDto = {
  n: 3,
  variables: ['外径', '内径'],
  matrix: 'correlation',
  means: [10, 5],
  sds: [1, 0.5],
  eigenvalues: [1.6, 0.4],
  proportionOfVariance: [0.8, 0.2],
  cumulativeProportion: [0.8, 1],
  loadings: [
    [Math.SQRT1_2, -Math.SQRT1_2],
    [Math.SQRT1_2, Math.SQRT1_2],
  ],
  scores: [
    [-2, 0.5],
    [0.5, -0.25],
    [1.5, -0.25],
  ],
  kaiserCount: 1,
  rows: [2, 4, 5],
};

describe('PCA charts', () => {
  it('draws Kaiser’s line at the mean eigenvalue', () => {
    expect(kaiserLine(result)).toBe(1);
    expect(kaiserLine({ ...result, eigenvalues: [6, 2, 1] })).toBe(3);
  });

  it('labels each score point with the sheet row it came from', () => {
    expect(scorePoints(result)).toEqual([
      [-2, 0.5, 2],
      [0.5, -0.25, 4],
      [1.5, -0.25, 5],
    ]);
  });

  it('stretches the loading arrows so the longest reaches 90 % of the farthest score', () => {
    expect(biplotScale(result)).toBeCloseTo((0.9 * 2) / Math.SQRT1_2, 6);
    const arrows = loadingArrows(result);
    expect(arrows.map((arrow) => arrow.name)).toEqual(['外径', '内径']);
    expect(Math.max(...arrows.flatMap((arrow) => [Math.abs(arrow.x), Math.abs(arrow.y)]))).toBeCloseTo(1.8, 5);
    expect(arrows[0]?.y).toBeLessThan(0);
  });

  it('draws no arrows’ length when every loading on PC1 and PC2 is zero', () => {
    const flat = { ...result, loadings: [[0, 0, 1]] };
    expect(biplotScale(flat)).toBe(0);
  });
});
