/** Simple linear regression by least squares, with or without an intercept, from doubles or decimal text. */
import { fSf, tQuantile, tTwoSidedP } from '../core/distributions';
import { StatsError } from '../core/errors';
import type { Numbers } from '../core/sums';
import { fitDoubles, fitTexts, type LineFit } from './fit';
import { linearRegressionBand, linearRegressionIntervals } from './intervals';
import { requireFiniteValues, requirePairs } from './moments';
import type { LinearRegressionOptions, LinearRegressionResult, RegressionCoefficient } from './types';

/** The smallest sample a regression accepts. */
export const REGRESSION_MINIMUM_POINTS = 3;

/**
 * Fits y = b0 + b1·x by ordinary least squares (y = b1·x with `intercept: false`) and reports the coefficient tests
 * and intervals, R², the F test and ANOVA table, intervals at `predictAt`, plotting bands and per-point diagnostics.
 * Sums are centred two-pass sums and SSE is summed from the residuals; through the origin the sums of squares are
 * uncentred as NIST defines them (SST = Σy², R² = 1 − SSE/Σy², residual df n − 1).
 * Throws StatsError: 'invalidInput' { reason: 'lengthMismatch' } for x and y of different length, 'tooFewValues'
 * { minimum: 3, actual } for fewer than 3 points, 'notNumeric' { variable, index } for a non-finite value,
 * 'constantData' { variable: 'x' } when x has no spread (through the origin: when every x is 0), and 'invalidInput'
 * { option } for a bad option.
 */
export function linearRegression(
  x: Numbers,
  y: Numbers,
  options: LinearRegressionOptions = {},
): LinearRegressionResult {
  requirePairs(x, y, REGRESSION_MINIMUM_POINTS);
  requireFiniteValues(x, 'x');
  requireFiniteValues(y, 'y');
  const hasIntercept = options.intercept ?? true;
  const confidenceLevel = checkedLevel(options.confidenceLevel);
  return inference(fitDoubles(x, y, hasIntercept), confidenceLevel, options);
}

/**
 * linearRegression on values that arrive as decimal text (a data file, a spreadsheet): with an intercept the texts
 * are centred exactly before any floating-point work, through the origin Σx², Σxy and Σy² are summed exactly, so
 * values such as 1000000000000.4 keep the digits a double cannot hold. Same result and errors as linearRegression;
 * 'notNumeric' { variable, index } for a text that is not a decimal number.
 */
export function linearRegressionFromText(
  xTexts: readonly string[],
  yTexts: readonly string[],
  options: LinearRegressionOptions = {},
): LinearRegressionResult {
  requirePairs(xTexts, yTexts, REGRESSION_MINIMUM_POINTS);
  const hasIntercept = options.intercept ?? true;
  const confidenceLevel = checkedLevel(options.confidenceLevel);
  return inference(fitTexts(xTexts, yTexts, hasIntercept), confidenceLevel, options);
}

function checkedLevel(level: number | undefined): number {
  const value = level ?? 0.95;
  if (!(value > 0 && value < 1)) throw new StatsError('invalidInput', { option: 'confidenceLevel', value });
  return value;
}

function inference(fit: LineFit, confidenceLevel: number, options: LinearRegressionOptions): LinearRegressionResult {
  const { n, hasIntercept } = fit;
  const residualDf = hasIntercept ? n - 2 : n - 1;
  const totalDf = hasIntercept ? n - 1 : n;
  const mse = fit.sse / residualDf;
  const s = Math.sqrt(mse);
  const tCritical = tQuantile((1 + confidenceLevel) / 2, residualDf);
  const xScale = fit.uncentred === null ? fit.sxx : fit.uncentred.sumXX;
  const slope = coefficient(fit.slope, s / Math.sqrt(xScale), residualDf, tCritical);
  const intercept =
    fit.intercept === null
      ? null
      : coefficient(fit.intercept, s * Math.sqrt(1 / n + (fit.meanX * fit.meanX) / fit.sxx), residualDf, tCritical);
  const rSquared = fit.ssr / fit.sst;
  const fStatistic = mse > 0 ? fit.ssr / mse : null;
  const fPValue = fStatistic === null ? null : fSf(fStatistic, 1, residualDf);
  const model = {
    hasIntercept,
    n,
    meanX: fit.meanX,
    meanY: fit.meanY,
    sxx: fit.sxx,
    uncentred: fit.uncentred,
    slope,
    residualStandardError: s,
    tCritical,
    minX: fit.minX,
    maxX: fit.maxX,
  };
  return {
    hasIntercept,
    confidenceLevel,
    n,
    meanX: fit.meanX,
    meanY: fit.meanY,
    sxx: fit.sxx,
    sxy: fit.sxy,
    syy: fit.syy,
    uncentred: fit.uncentred,
    minX: fit.minX,
    maxX: fit.maxX,
    intercept,
    slope,
    r: hasIntercept ? Math.sign(fit.slope) * Math.sqrt(rSquared) : null,
    rSquared,
    adjustedRSquared: 1 - ((1 - rSquared) * totalDf) / residualDf,
    residualStandardError: s,
    residualDf,
    tCritical,
    fStatistic,
    fDf1: 1,
    fDf2: residualDf,
    fPValue,
    anova: {
      regression: { df: 1, ss: fit.ssr, ms: fit.ssr, f: fStatistic, p: fPValue },
      residual: { df: residualDf, ss: fit.sse, ms: mse },
      total: { df: totalDf, ss: fit.sst },
    },
    intervals: options.predictAt ? linearRegressionIntervals(model, options.predictAt) : [],
    band: linearRegressionBand(model, options.bandPoints ?? 50),
    ...pointDiagnostics(fit, s),
  };
}

function coefficient(estimate: number, standardError: number, df: number, tCritical: number): RegressionCoefficient {
  const tValue = standardError > 0 ? estimate / standardError : null;
  return {
    estimate,
    standardError,
    tValue,
    pValue: tValue === null ? null : tTwoSidedP(tValue, df),
    ciLower: estimate - tCritical * standardError,
    ciUpper: estimate + tCritical * standardError,
  };
}

/** Fitted values, residuals, leverages and standardized residuals, one pass over the points. */
function pointDiagnostics(
  fit: LineFit,
  s: number,
): Pick<LinearRegressionResult, 'fitted' | 'residuals' | 'leverage' | 'standardizedResiduals'> {
  const { u, v, cu, cv, fittedBase } = fit.points;
  const n = fit.n;
  const b1 = fit.slope;
  const leverageBase = fit.hasIntercept ? 1 / n : 0;
  const xScale = fit.uncentred === null ? fit.sxx : fit.uncentred.sumXX;
  const fitted = new Float64Array(n);
  const residuals = new Float64Array(n);
  const leverage = new Float64Array(n);
  const standardizedResiduals = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const du = (u[i] as number) - cu;
    const residual = (v[i] as number) - cv - b1 * du;
    const h = leverageBase + (du * du) / xScale;
    fitted[i] = fittedBase + b1 * du;
    residuals[i] = residual;
    leverage[i] = h;
    standardizedResiduals[i] = h < 1 && s > 0 ? residual / (s * Math.sqrt(1 - h)) : Number.NaN;
  }
  return { fitted, residuals, leverage, standardizedResiduals };
}
