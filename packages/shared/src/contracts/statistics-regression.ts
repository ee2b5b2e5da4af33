import { z } from 'zod';
import { PLUGIN_IDS } from '../modules/plugins';
import { P } from '../permissions/registry';
import { defineEndpoint } from './define';
import { ConfidenceLevel } from './statistics-config';
import { ANALYSIS_BODY_LIMIT, AnovaRowDto, HistogramDto, SheetColumnInput } from './statistics-data';

// One-variable linear regression (/toolPegressiveAnalysisOne/{id}, /pegressiveAnalysisOne/{id}; the spec's
// 'oneDollarReturn' service).

/** Points sent back for the scatter, residual and probability plots; larger data are sampled evenly. */
export const REGRESSION_PLOT_POINTS = 5000;

export const RegressionBody = z.object({
  x: SheetColumnInput,
  y: SheetColumnInput,
  /** false: the line through the origin, y = b1·x. */
  intercept: z.boolean().default(true),
  confidenceLevel: ConfidenceLevel.default(0.95),
  /** x values at which to report the fit with confidence and prediction intervals. */
  predictAt: z.array(z.number().finite()).max(20).default([]),
});
export type RegressionBody = z.input<typeof RegressionBody>;

const Coefficient = z.object({
  estimate: z.number(),
  standardError: z.number(),
  tValue: z.number().nullable(),
  pValue: z.number().nullable(),
  ciLower: z.number(),
  ciUpper: z.number(),
});

const Numbers = z.array(z.number());

export const RegressionDto = z.object({
  n: z.number().int(),
  hasIntercept: z.boolean(),
  confidenceLevel: z.number(),
  meanX: z.number(),
  meanY: z.number(),
  intercept: Coefficient.nullable(),
  slope: Coefficient,
  r: z.number().nullable(),
  rSquared: z.number(),
  adjustedRSquared: z.number(),
  residualStandardError: z.number(),
  residualDf: z.number().int(),
  fStatistic: z.number().nullable(),
  fPValue: z.number().nullable(),
  /** Regression (effect), residual (error), total. */
  anova: z.array(AnovaRowDto),
  intervals: z.array(
    z.object({
      x: z.number(),
      fit: z.number(),
      seFit: z.number(),
      confidenceLower: z.number(),
      confidenceUpper: z.number(),
      predictionLower: z.number(),
      predictionUpper: z.number(),
    }),
  ),
  /** Fit with confidence and prediction bands over an even grid of x. */
  band: z.object({
    x: Numbers,
    fit: Numbers,
    confidenceLower: Numbers,
    confidenceUpper: Numbers,
    predictionLower: Numbers,
    predictionUpper: Numbers,
  }),
  /** Points of the plots (every point, or an even sample of REGRESSION_PLOT_POINTS when `sampled`). */
  points: z.object({
    sampled: z.boolean(),
    x: Numbers,
    y: Numbers,
    fitted: Numbers,
    residual: Numbers,
    /** Standardized residuals; null where undefined (leverage 1). */
    standardizedResidual: z.array(z.number().nullable()),
  }),
  /** Normal probability plot of the residuals: sorted residuals against normal scores (i − 3/8)/(n + 1/4). */
  probability: z.object({ residual: Numbers, normalScore: Numbers }),
  /** Histogram of all residuals. */
  residualHistogram: HistogramDto,
});
export type RegressionDto = z.infer<typeof RegressionDto>;

export const makeRegression = defineEndpoint({
  name: 'makeRegression',
  method: 'POST',
  base: 'qis',
  path: '/api/app/oneDollarReturn/makeOneDollarReturn',
  summary:
    '一元线性回归：系数及其标准误、t、P 与置信区间，R²、调整 R²、残差标准误，方差分析表，置信带与预测带，残差、杠杆值与标准化残差',
  access: P.mathStatistics.MathStatistics.query,
  plugin: PLUGIN_IDS.statistics,
  mutates: false,
  bodyLimit: ANALYSIS_BODY_LIMIT,
  body: RegressionBody,
  data: RegressionDto,
});
