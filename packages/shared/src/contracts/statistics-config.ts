import { z } from 'zod';
import { PLUGIN_IDS } from '../modules/plugins';
import { P } from '../permissions/registry';
import { defineEndpoint } from './define';

// Module settings of mathematical statistics (/moduleSetting, /statisticsModuleSetting): per tenant, the defaults every
// analysis starts from. Every user of the module reads them (its root point); saving changes them for the whole
// tenant and needs the settings point (MathematicalStatistics.Setting edit). Plugin 1013 gates both.

/** How a histogram's bins are chosen when the user has not fixed a bin width. */
export const HISTOGRAM_BIN_RULES = ['sturges', 'scott', 'freedmanDiaconis'] as const;
export type HistogramBinRule = (typeof HISTOGRAM_BIN_RULES)[number];

/** A colour as #RRGGBB. */
export const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, '颜色须为 #RRGGBB 格式');

/** The colours of the analysis charts. */
export const StatisticsChartColors = z.object({
  /** Histogram bars. */
  bar: HexColor,
  /** The normal curve with the within standard deviation (capability). */
  withinCurve: HexColor,
  /** The normal curve with the overall standard deviation (capability). */
  overallCurve: HexColor,
  /** LSL and USL lines. */
  specLimit: HexColor,
  /** Target line. */
  target: HexColor,
  /** Points of scatter and residual plots. */
  point: HexColor,
  /** Fitted regression line. */
  fitLine: HexColor,
  /** Confidence band of the fit. */
  confidenceBand: HexColor,
  /** Prediction band. */
  predictionBand: HexColor,
});
export type StatisticsChartColors = z.infer<typeof StatisticsChartColors>;

export const CONFIDENCE_LEVELS = [0.9, 0.95, 0.99] as const;

/** The confidence level of intervals: one of CONFIDENCE_LEVELS (the module settings and every analysis). */
export const ConfidenceLevel = z
  .number()
  .refine((level) => (CONFIDENCE_LEVELS as readonly number[]).includes(level), '置信水平须为 0.9、0.95 或 0.99');

const ConfigFields = z.object({
  /** Decimals shown in result tables (values are computed at full precision). */
  decimals: z.number().int().min(0).max(10),
  histogramBinRule: z.enum(HISTOGRAM_BIN_RULES),
  /** Confidence level of intervals (0.9, 0.95 or 0.99). */
  confidenceLevel: ConfidenceLevel,
  colors: StatisticsChartColors,
});

export const StatisticsConfigDto = ConfigFields.extend({
  /** 0 until the tenant first saves its settings (the defaults are shown). */
  version: z.number().int(),
});
export type StatisticsConfigDto = z.infer<typeof StatisticsConfigDto>;

/** The settings a tenant starts with. */
export const DEFAULT_STATISTICS_CONFIG: Omit<StatisticsConfigDto, 'version'> = {
  decimals: 4,
  histogramBinRule: 'sturges',
  confidenceLevel: 0.95,
  colors: {
    bar: '#5B8FF9',
    withinCurve: '#F5222D',
    overallCurve: '#262626',
    specLimit: '#FA8C16',
    target: '#52C41A',
    point: '#5B8FF9',
    fitLine: '#F5222D',
    confidenceBand: '#13C2C2',
    predictionBand: '#722ED1',
  },
};

export const getStatisticsConfig = defineEndpoint({
  name: 'getStatisticsConfig',
  method: 'GET',
  base: 'qis',
  path: '/api/app/mathematicalStatisticsConfiger/configer',
  summary: '数理统计模块设置：结果小数位数、直方图分组规则、置信水平与图表颜色（未保存过时为默认值，version 0）',
  access: P.mathStatistics.MathStatistics.query,
  plugin: PLUGIN_IDS.statistics,
  data: StatisticsConfigDto,
});

export const saveStatisticsConfig = defineEndpoint({
  name: 'saveStatisticsConfig',
  method: 'POST',
  base: 'qis',
  path: '/api/app/mathematicalStatisticsConfiger/creatOrEditConfiger',
  summary: '保存数理统计模块设置（version 为读取时的版本，过期则 409）',
  access: P.mathStatistics.Setting.edit,
  plugin: PLUGIN_IDS.statistics,
  body: ConfigFields.extend({ version: z.number().int().min(0) }),
  data: StatisticsConfigDto,
});
