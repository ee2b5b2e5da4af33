import { REGRESSION_PLOT_POINTS, type RegressionDto, type SheetColumnData } from '@qis/shared';
import {
  histogramBins,
  type LinearRegressionResult,
  linearRegression,
  linearRegressionFromText,
  normalQuantile,
} from '@qis/stats';
import { pick, sampleIndices } from './plot-sample';
import { readSheetColumns } from './sheet-columns';
import { analyse } from './stats-errors';

/** Up to this many points the regression centres the decimal text exactly (as typed or imported) before fitting. */
const EXACT_TEXT_POINTS = 100_000;

export interface RegressionRequest {
  x: SheetColumnData;
  y: SheetColumnData;
  intercept: boolean;
  confidenceLevel: number;
  predictAt: number[];
}

const plain = (values: ArrayLike<number>) => Array.from(values);

function plotPoints(result: LinearRegressionResult, x: Float64Array, y: Float64Array): RegressionDto['points'] {
  const indices = sampleIndices(result.n, REGRESSION_PLOT_POINTS);
  return {
    sampled: indices.length < result.n,
    x: pick(x, indices),
    y: pick(y, indices),
    fitted: pick(result.fitted, indices),
    residual: pick(result.residuals, indices),
    standardizedResidual: Array.from(indices, (i) => {
      const value = result.standardizedResiduals[i] as number;
      return Number.isFinite(value) ? value : null;
    }),
  };
}

/** Sorted residuals against Blom's normal scores Φ⁻¹((i − 3/8)/(m + 1/4)), as Minitab's probability plot. */
function probabilityPlot(residuals: readonly number[]): RegressionDto['probability'] {
  const sorted = [...residuals].sort((a, b) => a - b);
  const m = sorted.length;
  return { residual: sorted, normalScore: sorted.map((_, i) => normalQuantile((i + 1 - 0.375) / (m + 0.25))) };
}

function toDto(result: LinearRegressionResult, x: Float64Array, y: Float64Array): RegressionDto {
  const { anova } = result;
  const points = plotPoints(result, x, y);
  const { band } = result;
  return {
    n: result.n,
    hasIntercept: result.hasIntercept,
    confidenceLevel: result.confidenceLevel,
    meanX: result.meanX,
    meanY: result.meanY,
    intercept: result.intercept,
    slope: result.slope,
    r: result.r,
    rSquared: result.rSquared,
    adjustedRSquared: result.adjustedRSquared,
    residualStandardError: result.residualStandardError,
    residualDf: result.residualDf,
    fStatistic: result.fStatistic,
    fPValue: result.fPValue,
    anova: [
      { kind: 'effect', source: '', ...anova.regression },
      { kind: 'error', source: '', ...anova.residual, f: null, p: null },
      { kind: 'total', source: '', ...anova.total, ms: null, f: null, p: null },
    ],
    intervals: result.intervals,
    band: {
      x: plain(band.x),
      fit: plain(band.fit),
      confidenceLower: plain(band.confidenceLower),
      confidenceUpper: plain(band.confidenceUpper),
      predictionLower: plain(band.predictionLower),
      predictionUpper: plain(band.predictionUpper),
    },
    points,
    probability: probabilityPlot(points.residual),
    residualHistogram: (({ breaks, counts, density, mids }) => ({ breaks, counts, density, mids }))(
      histogramBins(result.residuals, 'sturges'),
    ),
  };
}

export function makeRegression(request: RegressionRequest): RegressionDto {
  return analyse(() => {
    const [x, y] = readSheetColumns([
      { input: request.x, kind: 'number' },
      { input: request.y, kind: 'number' },
    ]);
    if (!x || !y) throw new Error('two columns were read');
    const options = {
      intercept: request.intercept,
      confidenceLevel: request.confidenceLevel,
      predictAt: request.predictAt,
    };
    const result =
      x.values.length <= EXACT_TEXT_POINTS
        ? linearRegressionFromText(x.texts, y.texts, options)
        : linearRegression(x.values, y.values, options);
    return toDto(result, x.values, y.values);
  });
}
