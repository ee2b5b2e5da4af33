import { z } from 'zod';
import { PLUGIN_IDS } from '../modules/plugins';
import { P } from '../permissions/registry';
import { defineEndpoint } from './define';
import { CONSTANTS_SOURCES, ControlChartRules } from './old-tools-config';
import {
  ANALYSIS_BODY_LIMIT,
  DescriptiveDto,
  HistogramDto,
  HistogramOption,
  SheetColumnInput,
} from './statistics-data';

// The charts of the old seven tools (/myOldTools/{controlChart|histogramChart|scatterChart|permutationChart}/{id}):
// each computes from the sheet columns in the request alone. Empty cells are missing values (a row with an empty
// cell in any of its columns is skipped); any other cell must be a number, else 400 naming the cell ('C12').

function endpoint<D extends z.ZodType, B extends z.ZodType>(input: {
  name: string;
  path: string;
  summary: string;
  body: B;
  data: D;
}) {
  return defineEndpoint({
    ...input,
    method: 'POST',
    base: 'qis',
    access: P.oldTools.OldTools.query,
    plugin: PLUGIN_IDS.oldSevenTools,
    mutates: false,
    bodyLimit: ANALYSIS_BODY_LIMIT,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Control charts

export const CONTROL_CHART_TYPES = ['xbarR', 'xbarS', 'imr', 'p', 'np', 'c', 'u'] as const;
export type ControlChartType = (typeof CONTROL_CHART_TYPES)[number];

/** The plotted statistic of one chart of the answer (a pair for X̄-R, X̄-S and I-MR). */
export const CONTROL_CHART_STATISTICS = ['xbar', 'R', 'S', 'individuals', 'movingRange', 'p', 'np', 'c', 'u'] as const;

/** Every out-of-control rule with its display name: Western Electric 1–4 and Nelson 1–8. */
export const CONTROL_CHART_RULES = [
  { id: 'WE1', name: 'WE1 超出控制限' },
  { id: 'WE2', name: 'WE2 连续 3 点中有 2 点在 2σ 以外（同侧）' },
  { id: 'WE3', name: 'WE3 连续 5 点中有 4 点在 1σ 以外（同侧）' },
  { id: 'WE4', name: 'WE4 连续 8 点在中心线同侧' },
  { id: 'Nelson1', name: 'Nelson 1 超出控制限' },
  { id: 'Nelson2', name: 'Nelson 2 连续 9 点在中心线同侧' },
  { id: 'Nelson3', name: 'Nelson 3 连续 6 点递增或递减' },
  { id: 'Nelson4', name: 'Nelson 4 连续 14 点交替上下' },
  { id: 'Nelson5', name: 'Nelson 5 连续 3 点中有 2 点在 2σ 以外（同侧）' },
  { id: 'Nelson6', name: 'Nelson 6 连续 5 点中有 4 点在 1σ 以外（同侧）' },
  { id: 'Nelson7', name: 'Nelson 7 连续 15 点在中心线两侧 1σ 以内' },
  { id: 'Nelson8', name: 'Nelson 8 连续 8 点在 1σ 以外（两侧都有）' },
] as const;
export type ControlChartRuleId = (typeof CONTROL_CHART_RULES)[number]['id'];
const RULE_IDS = CONTROL_CHART_RULES.map((rule) => rule.id) as [ControlChartRuleId, ...ControlChartRuleId[]];

const Parameter = z.number().finite();

/**
 * The phase I numbers of a chart: the answer's `parameters`, sent back as `given` to judge new points against
 * frozen limits. Which apply: X̄-R center, sigma, rBar; X̄-S center, sigma, sBar; I-MR center, sigma, mrBar; p and
 * np pBar; c cBar; u uBar. A missing one is estimated from the phase I points.
 */
export const ControlChartParameters = z.object({
  /** x̿ or x̄: the centre of the X̄ or individuals chart. */
  center: Parameter.optional(),
  /** σ within. */
  sigma: Parameter.positive().optional(),
  rBar: Parameter.nonnegative().optional(),
  sBar: Parameter.nonnegative().optional(),
  mrBar: Parameter.nonnegative().optional(),
  /** The proportion defective, 0 < p̄ < 1. */
  pBar: Parameter.gt(0).lt(1).optional(),
  cBar: Parameter.positive().optional(),
  uBar: Parameter.positive().optional(),
});
export type ControlChartParameters = z.infer<typeof ControlChartParameters>;

export const ControlChartBody = z.object({
  chartType: z.enum(CONTROL_CHART_TYPES),
  /**
   * The data. X̄-R and X̄-S: several columns, each row a subgroup across them; or one column cut into consecutive
   * subgroups of `subgroupSize`. I-MR: one column of individual values. p and np: one column of defectives; c and
   * u: one column of defects (nonconformities).
   */
  columns: z.array(SheetColumnInput).min(1, '至少选择 1 列数据').max(50, '最多选择 50 列'),
  /** Subgroup size when X̄-R or X̄-S data are one column. */
  subgroupSize: z.number().int().min(2, '子组大小至少为 2').max(50).optional(),
  /** Sample sizes: required for p, np (items inspected) and u (inspection units); optional for c. */
  sizeColumn: SheetColumnInput.optional(),
  /** The tests to judge by; the tenant's control-chart configure when absent. */
  rules: ControlChartRules.optional(),
  /** The constants of the limits; the tenant's control-chart configure when absent. */
  constants: z.enum(CONSTANTS_SOURCES).optional(),
  /**
   * The first k points (subgroups, values or samples) set the limits; the rest are judged against them (phase II).
   * All points without `given`; none with `given` (every point judged against the frozen limits).
   */
  phaseOneCount: z.number().int().min(0).optional(),
  /** Frozen phase I parameters of an earlier answer (or known standards). */
  given: ControlChartParameters.optional(),
  /** Specification limits of a variables chart (X̄-R, X̄-S, I-MR): with one, the answer has the capability. */
  lsl: z.number('规格下限须为数值').finite().nullable().default(null),
  usl: z.number('规格上限须为数值').finite().nullable().default(null),
});
export type ControlChartBody = z.input<typeof ControlChartBody>;

/**
 * The capability of a variables chart's process against its specification: Cp/Cpk from the chart's centre and σ
 * within (the limits' own, frozen ones included), Pp/Ppk from the mean and sample SD of every value charted.
 */
export const ControlChartCapabilityDto = z.object({
  n: z.number().int(),
  lsl: z.number().nullable(),
  usl: z.number().nullable(),
  center: z.number(),
  sigmaWithin: z.number(),
  mean: z.number(),
  sdOverall: z.number(),
  /** null unless both limits are given. */
  cp: z.number().nullable(),
  cpk: z.number(),
  pp: z.number().nullable(),
  ppk: z.number(),
});
export type ControlChartCapabilityDto = z.infer<typeof ControlChartCapabilityDto>;

const Numbers = z.array(z.number());

/** A per-point figure of a chart (`ControlChartDto.points`) for each of its `count` points: a single value is shared. */
export function perPoint(values: readonly number[], count: number): readonly number[] {
  return values.length === 1 && count !== 1 ? new Array<number>(count).fill(values[0] as number) : values;
}

/** The figure of point `index` (0-based): the shared value when there is one. */
export function pointFigure(values: readonly number[], index: number): number | undefined {
  return values.length === 1 ? values[0] : values[index];
}

/** A rule a point breaks. */
export const ControlChartFlagRule = z.object({ id: z.enum(RULE_IDS), name: z.string() });

/** One chart: its statistics with the limits of every point, and the points that are out of control. */
export const ControlChartDto = z.object({
  type: z.enum(CONTROL_CHART_STATISTICS),
  /** Centre line and limits, or null where they vary with the sample size (see `points`). */
  center: z.number().nullable(),
  lcl: z.number().nullable(),
  ucl: z.number().nullable(),
  /** The σ the limits are built from (σ within for variables charts; per unit for p and u). */
  sigma: z.number(),
  nsigmas: z.number(),
  /** How many of the points set the limits (phase I); the rest are phase II. */
  phaseOneCount: z.number().int(),
  /** The point number of the first statistic: 2 for moving ranges (MR_i belongs to point i), else 1. */
  firstPoint: z.number().int(),
  /**
   * Per point, in order: the statistic, then its centre and limits, one σ of the statistic (zones) and sample size,
   * each of these a single value when every point shares it (see `perPoint`), so that 100,000 subgroups of one size
   * do not send five arrays of one repeated number.
   */
  points: z.object({ value: Numbers, center: Numbers, lcl: Numbers, ucl: Numbers, sigma: Numbers, size: Numbers }),
  /** Point numbers (1-based over phase I then phase II points) strictly beyond their limits. */
  beyondLimits: z.array(z.number().int()),
  /** The points that break an applied rule, each with the rules it breaks. */
  flags: z.array(z.object({ point: z.number().int(), rules: z.array(ControlChartFlagRule) })),
});
export type ControlChartDto = z.infer<typeof ControlChartDto>;

export const ControlChartResultDto = z.object({
  chartType: z.enum(CONTROL_CHART_TYPES),
  /** X̄ and R, X̄ and S, individuals and moving ranges, or the one attribute chart. */
  charts: z.array(ControlChartDto),
  /** The phase I parameters: send them back as `given` to freeze these limits for phase II. */
  parameters: ControlChartParameters,
  /** The constants the limits used, per subgroup size (empty for attribute charts). */
  constants: z.object({
    source: z.enum(CONSTANTS_SOURCES),
    bySize: z.array(z.object({ n: z.number().int(), values: z.record(z.string(), z.number()) })),
  }),
  /** The rules the points were judged by. */
  rules: ControlChartRules,
  /** Against the request's specification limits; null for attribute charts or without limits. */
  capability: ControlChartCapabilityDto.nullable(),
});
export type ControlChartResultDto = z.infer<typeof ControlChartResultDto>;

export const makeControlChart = endpoint({
  name: 'makeControlChart',
  path: '/api/app/controlChart/makeControlChart',
  summary:
    '控制图：X̄-R、X̄-S、I-MR、p、np、c、u（样本量不等时逐点控制限），控制图常数，超出控制限与西电/Nelson 判异规则（默认取控制图设置），第一阶段控制限冻结后判定第二阶段（phaseOneCount、given）',
  body: ControlChartBody,
  data: ControlChartResultDto,
});

// ---------------------------------------------------------------------------------------------------------
// Histogram

const Limit = z.number().finite().nullable().default(null);

export const HistogramChartBody = z.object({
  /** One column, or several pooled into one sample. */
  columns: z.array(SheetColumnInput).min(1, '至少选择 1 列数据').max(25, '最多选择 25 列'),
  histogram: HistogramOption.default({ rule: 'sturges' }),
  /** Specification limits and target, drawn as lines (LSL < USL when both are given). */
  lsl: Limit,
  usl: Limit,
  target: Limit,
});
export type HistogramChartBody = z.input<typeof HistogramChartBody>;

export const HistogramChartDto = z.object({
  n: z.number().int(),
  bins: HistogramDto,
  /** The number of classes the bin rule asked for; null for a fixed width. */
  classCount: z.number().int().nullable(),
  /** The fitted normal distribution (sample mean and SD); null when the SD is not defined or 0. */
  normal: z.object({ mean: z.number(), sd: z.number() }).nullable(),
  /** The fitted normal density over the chart's range (the bins' density scale: multiply by n·width for counts). */
  curve: z.object({ x: Numbers, density: Numbers }).nullable(),
  describe: DescriptiveDto,
  spec: z.object({ lsl: z.number().nullable(), usl: z.number().nullable(), target: z.number().nullable() }),
  /** Values strictly below LSL and above USL; null without that limit. */
  outOfSpec: z.object({ belowLsl: z.number().int().nullable(), aboveUsl: z.number().int().nullable() }),
});
export type HistogramChartDto = z.infer<typeof HistogramChartDto>;

export const makeHistogramChart = endpoint({
  name: 'makeHistogramChart',
  path: '/api/app/histogramChart/makeHistogram',
  summary:
    '直方图：分组（Sturges、Scott、Freedman–Diaconis 或固定组距）、频数、拟合正态曲线、描述统计、规格限与超规格数',
  body: HistogramChartBody,
  data: HistogramChartDto,
});

// ---------------------------------------------------------------------------------------------------------
// Scatter chart

/** Points sent back for the scatter; larger data are sampled evenly. */
export const SCATTER_PLOT_POINTS = 5000;

export const ScatterChartBody = z.object({ x: SheetColumnInput, y: SheetColumnInput });
export type ScatterChartBody = z.input<typeof ScatterChartBody>;

export const ScatterChartDto = z.object({
  /** Pairs used: rows with both cells filled. */
  n: z.number().int(),
  /** Every pair, or an even sample of SCATTER_PLOT_POINTS when `sampled`. */
  points: z.object({ sampled: z.boolean(), x: Numbers, y: Numbers }),
  /** The least-squares line y = intercept + slope·x. */
  line: z.object({ intercept: z.number(), slope: z.number() }),
  /** Pearson r, r², and the two-sided p-value of the t test of ρ = 0 (n − 2 df). */
  r: z.number(),
  rSquared: z.number(),
  t: z.number().nullable(),
  df: z.number().int(),
  pValue: z.number(),
  /** 95 % Fisher z interval of ρ; null for n ≤ 3. */
  ci95: z.object({ lower: z.number(), upper: z.number() }).nullable(),
  spearmanRho: z.number(),
});
export type ScatterChartDto = z.infer<typeof ScatterChartDto>;

export const makeScatterChart = endpoint({
  name: 'makeScatterChart',
  path: '/api/app/scatterChart/makeScatter',
  summary: '散布图：成对数据点、最小二乘拟合直线、相关系数 r、r²、r 的显著性 p 值与 95% 置信区间',
  body: ScatterChartBody,
  data: ScatterChartDto,
});

// ---------------------------------------------------------------------------------------------------------
// Pareto chart (排列图)

/** Label of the merged bucket of small categories. */
export const PARETO_OTHER_LABEL = '其他';

export const ParetoChartBody = z.object({
  /** The category of each row (a defect type, a cause). */
  categories: SheetColumnInput,
  /** The count of each row; without it every row counts once. A category on several rows adds up. */
  counts: SheetColumnInput.optional(),
  /** Merge the categories below this share of the total (%) into '其他'. */
  otherBelowPercent: z.number().min(0).max(100).optional(),
  /** Keep the K largest categories and merge the rest into '其他'. */
  topK: z.number().int().min(1).optional(),
});
export type ParetoChartBody = z.input<typeof ParetoChartBody>;

export const ParetoChartDto = z.object({
  total: z.number(),
  /** Descending counts (ties in the order first met), '其他' last; classes A/B/C at 80 % / 90 % cumulative. */
  items: z.array(
    z.object({
      category: z.string(),
      count: z.number(),
      percentage: z.number(),
      cumulativeCount: z.number(),
      cumulativePercentage: z.number(),
      class: z.enum(['A', 'B', 'C']),
      /** The categories merged into '其他'; empty otherwise. */
      merged: z.array(z.string()),
    }),
  ),
  /** Class A: the fewest leading categories reaching 80 %. */
  vitalFew: z.array(z.string()),
});
export type ParetoChartDto = z.infer<typeof ParetoChartDto>;

export const makeParetoChart = endpoint({
  name: 'makeParetoChart',
  path: '/api/app/permutationChart/makePareto',
  summary: '排列图：按频数降序的类别、百分比与累计百分比、A/B/C 分类（80%/90%）与“其他”合并项',
  body: ParetoChartBody,
  data: ParetoChartDto,
});
