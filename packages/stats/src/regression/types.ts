/** Result types of the linear regression y = b0 + b1·x (or y = b1·x through the origin). */

/** One coefficient with its t test (two-sided) and confidence interval. */
export interface RegressionCoefficient {
  estimate: number;
  standardError: number;
  /** estimate/standardError; null when the standard error is 0 (a perfect fit). */
  tValue: number | null;
  /** Two-sided P(|T| ≥ |t|) with the residual df; null when tValue is. */
  pValue: number | null;
  ciLower: number;
  ciUpper: number;
}

/** Fitted value at one x with its confidence interval (for the mean) and prediction interval (for a new value). */
export interface RegressionInterval {
  x: number;
  fit: number;
  /** Standard error of the fitted mean: s·√(1/n + (x − x̄)²/Sxx), through the origin s·|x|/√Σx². */
  seFit: number;
  confidenceLower: number;
  confidenceUpper: number;
  /** fit ∓ t·√(s² + seFit²). */
  predictionLower: number;
  predictionUpper: number;
}

/** Confidence and prediction bands over an even grid of x values, for plotting; arrays of equal length. */
export interface RegressionBand {
  x: Float64Array;
  fit: Float64Array;
  confidenceLower: Float64Array;
  confidenceUpper: Float64Array;
  predictionLower: Float64Array;
  predictionUpper: Float64Array;
}

/** The analysis of variance of the regression. Through the origin the sums of squares are uncentred. */
export interface RegressionAnova {
  regression: { df: number; ss: number; ms: number; f: number | null; p: number | null };
  residual: { df: number; ss: number; ms: number };
  /** Centred: df n − 1, SS Σ(y − ȳ)²; through the origin df n, SS Σy². */
  total: { df: number; ss: number };
}

/** Everything the regression reports. */
export interface LinearRegressionResult {
  /** false for the line through the origin, y = b1·x. */
  hasIntercept: boolean;
  confidenceLevel: number;
  n: number;
  meanX: number;
  meanY: number;
  /** Centred sums Σ(x − x̄)², Σ(x − x̄)(y − ȳ), Σ(y − ȳ)² (whatever the model). */
  sxx: number;
  sxy: number;
  syy: number;
  /** Through the origin the fit uses Σx², Σxy, Σy²; null with an intercept. */
  uncentred: { sumXX: number; sumXY: number; sumYY: number } | null;
  minX: number;
  maxX: number;
  /** null through the origin. */
  intercept: RegressionCoefficient | null;
  slope: RegressionCoefficient;
  /** Pearson r (with the sign of the slope); null through the origin. */
  r: number | null;
  /** SSR/SST = 1 − SSE/SST; through the origin with the uncentred SST = Σy² (NIST NoInt1/NoInt2). */
  rSquared: number;
  /** 1 − (1 − R²)·(n − k)/residualDf with k = 1 with an intercept, 0 without (as R's summary.lm). */
  adjustedRSquared: number;
  /** s = √(SSE/residualDf). */
  residualStandardError: number;
  /** n − 2 with an intercept, n − 1 without. */
  residualDf: number;
  /** t quantile (1 + confidenceLevel)/2 with residualDf: the multiplier of every interval. */
  tCritical: number;
  /** MSR/MSE; null for a perfect fit (SSE = 0). */
  fStatistic: number | null;
  fDf1: number;
  fDf2: number;
  /** P(F(1, residualDf) > F); null with fStatistic. */
  fPValue: number | null;
  anova: RegressionAnova;
  /** Intervals at options.predictAt, in its order (empty without it). */
  intervals: RegressionInterval[];
  /** Bands over an even grid between minX and maxX (options.bandPoints points, 50 by default). */
  band: RegressionBand;
  /** Per point: ŷ_i, e_i = y_i − ŷ_i, leverage h_ii and e_i/(s·√(1 − h_ii)) (R's rstandard; NaN where undefined). */
  fitted: Float64Array;
  residuals: Float64Array;
  leverage: Float64Array;
  standardizedResiduals: Float64Array;
}

/** Options of linearRegression. */
export interface LinearRegressionOptions {
  /** Fit an intercept (default true); false fits y = b1·x with NIST's uncentred sums of squares. */
  intercept?: boolean;
  /** Level of every confidence and prediction interval, in (0, 1); default 0.95. */
  confidenceLevel?: number;
  /** x values at which to report fitted values with intervals. */
  predictAt?: ArrayLike<number>;
  /** Number of grid points of `band` (at least 2; 0 for no band); default 50. */
  bandPoints?: number;
}
