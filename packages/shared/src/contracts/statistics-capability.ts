import { z } from 'zod';
import { PLUGIN_IDS } from '../modules/plugins';
import { P } from '../permissions/registry';
import { defineEndpoint } from './define';
import { ConfidenceLevel } from './statistics-config';
import {
  ANALYSIS_BODY_LIMIT,
  DescriptiveDto,
  HistogramDto,
  HistogramOption,
  NormalityDto,
  SheetColumnInput,
} from './statistics-data';

// Process capability (/toolProcessCapabilityAnalysis/{id}, /processCapabilityAnalysis/{id}).

const Limit = z.number().finite().nullable().default(null);

export const CapabilityBody = z.object({
  /**
   * One column: individual values, or consecutive subgroups of `subgroupSize`; several columns: each row is a
   * subgroup across them (rows with an empty cell are skipped).
   */
  columns: z.array(SheetColumnInput).min(1, '至少选择 1 列数据').max(25, '最多选择 25 列'),
  /** Subgroup size for one column: 1 = individual values (σ within from moving ranges). */
  subgroupSize: z.number().int().min(1).max(25).default(1),
  lsl: Limit,
  usl: Limit,
  target: Limit,
  /** d2 of σ within: the published 3-decimal table (qcc, most textbooks) or the exact value (Minitab). */
  d2: z.enum(['table', 'exact']).default('table'),
  confidenceLevel: ConfidenceLevel.default(0.95),
  histogram: HistogramOption.default({ rule: 'sturges' }),
});
export type CapabilityBody = z.input<typeof CapabilityBody>;

const Ppm = z.object({ belowLsl: z.number().nullable(), aboveUsl: z.number().nullable(), total: z.number() });
const Interval = z.object({ lower: z.number(), upper: z.number() }).nullable();
const Curve = z.object({ mean: z.number(), sd: z.number() });

export const CapabilityDto = z.object({
  n: z.number().int(),
  mean: z.number(),
  sdOverall: z.number(),
  within: z.object({
    /** 'MRbar/d2' (individuals) or 'Rbar/d2' (subgroups). */
    method: z.string(),
    /** Common subgroup size (null for individuals or unequal sizes). */
    subgroupSize: z.number().int().nullable(),
    subgroupCount: z.number().int().nullable(),
    /** R̄ or MR̄. */
    averageRange: z.number(),
    d2: z.number().nullable(),
    sigma: z.number(),
  }),
  spec: z.object({ lsl: z.number().nullable(), usl: z.number().nullable(), target: z.number().nullable() }),
  indices: z.object({
    cp: z.number().nullable(),
    cpl: z.number().nullable(),
    cpu: z.number().nullable(),
    cpk: z.number(),
    pp: z.number().nullable(),
    ppl: z.number().nullable(),
    ppu: z.number().nullable(),
    ppk: z.number(),
    cpm: z.number().nullable(),
  }),
  ppm: z.object({ expectedWithin: Ppm, expectedOverall: Ppm, observed: Ppm }),
  confidenceIntervals: z.object({ level: z.number(), cp: Interval, cpk: Interval, pp: Interval, ppk: Interval }),
  histogram: HistogramDto,
  curves: z.object({ within: Curve, overall: Curve }),
  describe: DescriptiveDto,
  normality: NormalityDto,
});
export type CapabilityDto = z.infer<typeof CapabilityDto>;

export const makeCapabilityChart = defineEndpoint({
  name: 'makeCapabilityChart',
  method: 'POST',
  base: 'qis',
  path: '/api/app/processCapabilityAnalysis/makeChart',
  summary:
    '过程能力分析：Cp、Cpk、Cpl、Cpu、Pp、Ppk、Ppl、Ppu、Cpm，组内与整体标准差，预期与实测 PPM，置信区间，直方图与正态曲线',
  access: P.mathStatistics.MathStatistics.query,
  plugin: PLUGIN_IDS.statistics,
  mutates: false,
  bodyLimit: ANALYSIS_BODY_LIMIT,
  body: CapabilityBody,
  data: CapabilityDto,
});
