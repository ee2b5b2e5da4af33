import { SCATTER_PLOT_POINTS, type ScatterChartBody, type ScatterChartDto } from '@qis/shared';
import { correlation, linearRegression } from '@qis/stats';
import type { z } from 'zod';
import { analyse, pick, readSheetColumns, sampleIndices } from '../statistics';

export type ScatterRequest = z.output<typeof ScatterChartBody>;

export function makeScatter(request: ScatterRequest): ScatterChartDto {
  return analyse(() => {
    const [x, y] = readSheetColumns([
      { input: request.x, kind: 'number' },
      { input: request.y, kind: 'number' },
    ]);
    if (!x || !y) throw new Error('two columns were read');
    const test = correlation(x.values, y.values);
    const fit = linearRegression(x.values, y.values);
    const indices = sampleIndices(test.n, SCATTER_PLOT_POINTS);
    return {
      n: test.n,
      points: { sampled: indices.length < test.n, x: pick(x.values, indices), y: pick(y.values, indices) },
      line: { intercept: fit.intercept?.estimate ?? 0, slope: fit.slope.estimate },
      r: test.pearsonR,
      rSquared: fit.rSquared,
      t: test.t,
      df: test.df,
      pValue: test.pValue,
      ci95: test.ci,
      spearmanRho: test.spearmanRho,
    };
  });
}
