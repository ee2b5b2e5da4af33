import { z } from 'zod';
import { PLUGIN_IDS } from '../modules/plugins';
import { P } from '../permissions/registry';
import { defineEndpoint } from './define';
import { ConfidenceLevel } from './statistics-config';
import { ANALYSIS_BODY_LIMIT, AnovaRowDto, SheetColumnInput } from './statistics-data';

// One-way and two-way analysis of variance (/toolOnewayAnalysisOfVariance/{id}, /onewayAnalysisOfVariance/{id},
// /toolTwoWayAnalysisOfVariance/{id}, /twoWayAnalysisOfVariance/{id}).

export const OneWayAnovaBody = z
  .object({
    /** Unstacked data: one column per group (the group is named by the column's name, else its letters). */
    groups: z.array(SheetColumnInput).max(50, '最多选择 50 列').default([]),
    /** Stacked data: the group of each row ... */
    factor: SheetColumnInput.optional(),
    /** ... and its response. */
    response: SheetColumnInput.optional(),
    confidenceLevel: ConfidenceLevel.default(0.95),
  })
  .refine((body) => body.groups.length >= 2 || (body.factor !== undefined && body.response !== undefined), {
    message: '请选择至少 2 列数据（每列一组），或选择因子列与响应列',
    path: ['groups'],
  });
export type OneWayAnovaBody = z.input<typeof OneWayAnovaBody>;

/** Five-number summary of a group, for the box plot. */
const BoxDto = z.object({ min: z.number(), q1: z.number(), median: z.number(), q3: z.number(), max: z.number() });

export const OneWayAnovaDto = z.object({
  k: z.number().int(),
  n: z.number().int(),
  grandMean: z.number(),
  balanced: z.boolean(),
  confidenceLevel: z.number(),
  groups: z.array(
    z.object({
      label: z.string(),
      n: z.number().int(),
      mean: z.number(),
      sd: z.number().nullable(),
      /** Interval of the mean with the pooled SD (as Minitab). */
      ciLower: z.number(),
      ciUpper: z.number(),
      box: BoxDto,
    }),
  ),
  /** Between groups (effect), within (error), total. */
  anova: z.array(AnovaRowDto),
  rSquared: z.number(),
  /** Pooled SD, √MSE. */
  pooledSd: z.number(),
  /** Tukey (Tukey–Kramer) simultaneous comparisons of every pair of groups. */
  tukey: z.array(
    z.object({
      a: z.string(),
      b: z.string(),
      difference: z.number(),
      lower: z.number(),
      upper: z.number(),
      pAdjusted: z.number(),
    }),
  ),
});
export type OneWayAnovaDto = z.infer<typeof OneWayAnovaDto>;

export const TwoWayAnovaBody = z.object({
  factorA: SheetColumnInput,
  factorB: SheetColumnInput,
  response: SheetColumnInput,
  /** Fit the A×B interaction (needs replicates in every cell). */
  interaction: z.boolean().default(true),
});
export type TwoWayAnovaBody = z.input<typeof TwoWayAnovaBody>;

export const TwoWayAnovaDto = z.object({
  n: z.number().int(),
  grandMean: z.number(),
  /** Observations per cell. */
  replicates: z.number().int(),
  levelsA: z.array(z.string()),
  levelsB: z.array(z.string()),
  /** cellMeans[i][j]: level i of A, level j of B (the interaction plot). */
  cellMeans: z.array(z.array(z.number())),
  meansA: z.array(z.number()),
  meansB: z.array(z.number()),
  /** Factor A, factor B (effects), A×B (interaction, with replicates), error, total. */
  anova: z.array(AnovaRowDto),
});
export type TwoWayAnovaDto = z.infer<typeof TwoWayAnovaDto>;

export const makeOneWayAnova = defineEndpoint({
  name: 'makeOneWayAnova',
  method: 'POST',
  base: 'qis',
  path: '/api/app/oneFactorVarianceAnalysis/makeOneFactorVarianceReturn',
  summary: '单因素方差分析（平衡与非平衡）：方差分析表、各组均值及置信区间、箱线图数据、Tukey 两两比较',
  access: P.mathStatistics.MathStatistics.query,
  plugin: PLUGIN_IDS.statistics,
  mutates: false,
  bodyLimit: ANALYSIS_BODY_LIMIT,
  body: OneWayAnovaBody,
  data: OneWayAnovaDto,
});

export const makeTwoWayAnova = defineEndpoint({
  name: 'makeTwoWayAnova',
  method: 'POST',
  base: 'qis',
  path: '/api/app/twoFactorVarianceAnalysis/makeTwoFactorVarianceReturn',
  summary: '双因素方差分析（有重复含交互作用；无重复以交互作为误差）：方差分析表、单元格均值与主效应均值',
  access: P.mathStatistics.MathStatistics.query,
  plugin: PLUGIN_IDS.statistics,
  mutates: false,
  bodyLimit: ANALYSIS_BODY_LIMIT,
  body: TwoWayAnovaBody,
  data: TwoWayAnovaDto,
});
