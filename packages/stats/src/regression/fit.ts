/**
 * The least-squares line itself: slope, intercept and the sums of squares, from doubles or from decimal text. The
 * inference (standard errors, tests, intervals) is built on it in linear-regression.ts.
 */
import { type CentredDecimals, centreDecimals, parseDecimal } from '../core/decimal';
import { StatsError } from '../core/errors';
import { extent, mean, type Numbers, sumOfSquaredDeviations } from '../core/sums';
import { decimalColumn, exactPairedSums, ratioToNumber } from './exact-sums';
import { sumOfCrossDeviations, sumOfProducts, sumOfSquaredResiduals } from './moments';

/** Uncentred sums of a line through the origin. */
export interface UncentredSums {
  sumXX: number;
  sumXY: number;
  sumYY: number;
}

/**
 * The data as the per-point work sees them: x_i − x̄ = u_i − cu and y_i − ȳ = v_i − cv with an intercept (u, v the
 * doubles or their exact decimal deviations); u = x, v = y and cu = cv = 0 through the origin.
 */
export interface PointDesign {
  u: Numbers;
  v: Numbers;
  cu: number;
  cv: number;
  /** ŷ_i = fittedBase + slope·(u_i − cu): ȳ with an intercept, 0 through the origin. */
  fittedBase: number;
}

/** A fitted line and its sums of squares (uncentred through the origin, as NIST defines them). */
export interface LineFit {
  hasIntercept: boolean;
  n: number;
  meanX: number;
  meanY: number;
  /** Centred sums Σ(x − x̄)², Σ(x − x̄)(y − ȳ), Σ(y − ȳ)², whatever the model. */
  sxx: number;
  sxy: number;
  syy: number;
  /** Σx², Σxy, Σy² through the origin; null with an intercept. */
  uncentred: UncentredSums | null;
  minX: number;
  maxX: number;
  slope: number;
  /** null through the origin. */
  intercept: number | null;
  /** Residual, regression and total (centred with an intercept, Σy² without) sums of squares. */
  sse: number;
  ssr: number;
  sst: number;
  points: PointDesign;
}

/** Fits y = b0 + b1·x (or y = b1·x) to doubles with two-pass centred sums. The caller has checked the input. */
export function fitDoubles(x: Numbers, y: Numbers, hasIntercept: boolean): LineFit {
  const { min: minX, max: maxX } = extent(x);
  requireSpread(minX, maxX, hasIntercept);
  if (hasIntercept) return interceptLine(x, y, 0, 0, minX, maxX);
  const meanX = mean(x);
  const meanY = mean(y);
  const uncentred = { sumXX: sumOfProducts(x, x), sumXY: sumOfProducts(x, y), sumYY: sumOfProducts(y, y) };
  const slope = uncentred.sumXY / uncentred.sumXX;
  return originLine({
    n: x.length,
    meanX,
    meanY,
    sxx: sumOfSquaredDeviations(x, meanX),
    sxy: sumOfCrossDeviations(x, y, meanX, meanY),
    syy: sumOfSquaredDeviations(y, meanY),
    minX,
    maxX,
    uncentred,
    slope,
    sse: sumOfSquaredResiduals(x, y, 0, 0, slope, false),
    points: { u: x, v: y, cu: 0, cv: 0, fittedBase: 0 },
  });
}

/**
 * Fits decimal text. With an intercept, x and y are centred exactly (centreDecimals: value = reference + deviation)
 * and the line is fitted to the deviations: the slope and sums of squares are shift-invariant, the means add the
 * references back and the intercept ȳ − b1·x̄ is regrouped as (ry − b1·rx) + (v̄ − b1·ū). Through the origin the data
 * are not shifted: Σx², Σxy and Σy² are summed exactly in integers and the slope Σxy/Σx² and
 * SSE = (Σy²·Σx² − (Σxy)²)/Σx² are each rounded once. Throws StatsError('notNumeric') for text that is not a decimal.
 */
export function fitTexts(xTexts: readonly string[], yTexts: readonly string[], hasIntercept: boolean): LineFit {
  if (hasIntercept) {
    const x = centredText(xTexts, 'x');
    const y = centredText(yTexts, 'y');
    const spread = extent(x.deviations);
    requireSpread(spread.min, spread.max, true);
    return interceptLine(
      x.deviations,
      y.deviations,
      x.reference,
      y.reference,
      x.reference + spread.min,
      x.reference + spread.max,
    );
  }
  const x = decimalColumn(xTexts, 'x');
  const y = decimalColumn(yTexts, 'y');
  const { min: minX, max: maxX } = extent(x.values);
  requireSpread(minX, maxX, false);
  const s = exactPairedSums(x, y);
  const { n, unitX, unitY } = s;
  const slope = ratioToNumber(s.sumXY * unitX, s.sumXX * unitY);
  return originLine({
    n: x.values.length,
    meanX: ratioToNumber(s.sumX, n * unitX),
    meanY: ratioToNumber(s.sumY, n * unitY),
    sxx: ratioToNumber(n * s.sumXX - s.sumX * s.sumX, n * unitX * unitX),
    sxy: ratioToNumber(n * s.sumXY - s.sumX * s.sumY, n * unitX * unitY),
    syy: ratioToNumber(n * s.sumYY - s.sumY * s.sumY, n * unitY * unitY),
    minX,
    maxX,
    uncentred: {
      sumXX: ratioToNumber(s.sumXX, unitX * unitX),
      sumXY: ratioToNumber(s.sumXY, unitX * unitY),
      sumYY: ratioToNumber(s.sumYY, unitY * unitY),
    },
    slope,
    // Σy² − (Σxy)²/Σx² in the scaled integers: (Σy²·Σx² − (Σxy)²)/(Σx²·10^(2·sy)).
    sse: ratioToNumber(s.sumYY * s.sumXX - s.sumXY * s.sumXY, s.sumXX * unitY * unitY),
    points: { u: x.values, v: y.values, cu: 0, cv: 0, fittedBase: 0 },
  });
}

/** centreDecimals, with StatsError('notNumeric', { variable, index }) for the first text that is not a decimal. */
function centredText(texts: readonly string[], variable: string): CentredDecimals {
  try {
    return centreDecimals(texts);
  } catch (error) {
    const bad = texts.findIndex((text) => parseDecimal(text) === undefined);
    if (bad >= 0) throw new StatsError('notNumeric', { variable, index: bad + 1 });
    throw error;
  }
}

function requireSpread(minX: number, maxX: number, hasIntercept: boolean): void {
  if (hasIntercept ? minX === maxX : minX === 0 && maxX === 0) {
    throw new StatsError('constantData', { variable: 'x' });
  }
}

/**
 * The line through the means, fitted on u and v, which are x and y shifted by the exact references rx and ry (0 for
 * doubles). The intercept is ȳ − b1·x̄ = (ry − b1·rx) + (cv − b1·cu).
 */
function interceptLine(u: Numbers, v: Numbers, rx: number, ry: number, minX: number, maxX: number): LineFit {
  const cu = mean(u);
  const cv = mean(v);
  const sxx = sumOfSquaredDeviations(u, cu);
  const sxy = sumOfCrossDeviations(u, v, cu, cv);
  const syy = sumOfSquaredDeviations(v, cv);
  const slope = sxy / sxx;
  const meanY = ry + cv;
  return {
    hasIntercept: true,
    n: u.length,
    meanX: rx + cu,
    meanY,
    sxx,
    sxy,
    syy,
    uncentred: null,
    minX,
    maxX,
    slope,
    intercept: ry - slope * rx + (cv - slope * cu),
    sse: sumOfSquaredResiduals(u, v, cu, cv, slope, true),
    ssr: slope * sxy,
    sst: syy,
    points: { u, v, cu, cv, fittedBase: meanY },
  };
}

type OriginParts = Omit<LineFit, 'hasIntercept' | 'intercept' | 'ssr' | 'sst' | 'uncentred'> & {
  uncentred: UncentredSums;
};

function originLine(parts: OriginParts): LineFit {
  return {
    ...parts,
    hasIntercept: false,
    intercept: null,
    ssr: parts.slope * parts.uncentred.sumXY,
    sst: parts.uncentred.sumYY,
  };
}
