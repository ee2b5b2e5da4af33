/** Fitted values with confidence and prediction intervals, at chosen x values or over a plotting grid. */
import { StatsError } from '../core/errors';
import type { Numbers } from '../core/sums';
import type { LinearRegressionResult, RegressionBand, RegressionInterval } from './types';

/** The parts of a regression result the intervals need. */
export type RegressionIntervalModel = Pick<
  LinearRegressionResult,
  'hasIntercept' | 'n' | 'meanX' | 'meanY' | 'sxx' | 'uncentred' | 'slope' | 'residualStandardError' | 'tCritical'
>;

/**
 * Fitted value, confidence interval of the mean and prediction interval of a new observation at each x, at the
 * result's confidence level: fit = ȳ + b1·(x − x̄) (b1·x through the origin), fit ∓ t·seFit and fit ∓ t·√(s² + seFit²).
 */
export function linearRegressionIntervals(model: RegressionIntervalModel, xs: Numbers): RegressionInterval[] {
  const intervals: RegressionInterval[] = [];
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as number;
    if (!Number.isFinite(x)) throw new StatsError('notNumeric', { variable: 'predictAt', index: i + 1 });
    const { fit, seFit, confidence, prediction } = intervalAt(model, x);
    intervals.push({
      x,
      fit,
      seFit,
      confidenceLower: fit - confidence,
      confidenceUpper: fit + confidence,
      predictionLower: fit - prediction,
      predictionUpper: fit + prediction,
    });
  }
  return intervals;
}

/**
 * Confidence and prediction bands at `points` evenly spaced x values from minX to maxX (both included), for
 * plotting the fitted line with its bands. `points` = 0 gives empty arrays.
 */
export function linearRegressionBand(
  model: RegressionIntervalModel & Pick<LinearRegressionResult, 'minX' | 'maxX'>,
  points = 50,
): RegressionBand {
  if (!Number.isInteger(points) || points < 0 || points === 1) {
    throw new StatsError('invalidInput', { option: 'bandPoints', value: points });
  }
  const band: RegressionBand = {
    x: new Float64Array(points),
    fit: new Float64Array(points),
    confidenceLower: new Float64Array(points),
    confidenceUpper: new Float64Array(points),
    predictionLower: new Float64Array(points),
    predictionUpper: new Float64Array(points),
  };
  const step = (model.maxX - model.minX) / (points - 1);
  for (let k = 0; k < points; k++) {
    const x = k === points - 1 ? model.maxX : model.minX + k * step;
    const { fit, confidence, prediction } = intervalAt(model, x);
    band.x[k] = x;
    band.fit[k] = fit;
    band.confidenceLower[k] = fit - confidence;
    band.confidenceUpper[k] = fit + confidence;
    band.predictionLower[k] = fit - prediction;
    band.predictionUpper[k] = fit + prediction;
  }
  return band;
}

function intervalAt(
  model: RegressionIntervalModel,
  x: number,
): { fit: number; seFit: number; confidence: number; prediction: number } {
  const b1 = model.slope.estimate;
  const s = model.residualStandardError;
  let fit: number;
  let seFit: number;
  if (model.hasIntercept || model.uncentred === null) {
    const dx = x - model.meanX;
    fit = model.meanY + b1 * dx;
    seFit = s * Math.sqrt(1 / model.n + (dx * dx) / model.sxx);
  } else {
    fit = b1 * x;
    seFit = (s * Math.abs(x)) / Math.sqrt(model.uncentred.sumXX);
  }
  return {
    fit,
    seFit,
    confidence: model.tCritical * seFit,
    prediction: model.tCritical * Math.sqrt(s * s + seFit * seFit),
  };
}
