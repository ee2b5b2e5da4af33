import { z } from 'zod';
import { PLUGIN_IDS } from '../modules/plugins';
import { P } from '../permissions/registry';
import { defineEndpoint } from './define';
import { ANALYSIS_BODY_LIMIT, AnovaRowDto, SheetColumnInput } from './statistics-data';

// Orthogonal experiments (/toolOrthogonalExperiment/{id}, /orthogonalExperiment/{id}): design an experiment on a
// standard array, then analyse its results (range analysis, ANOVA with the empty columns as error, S/N ratios).

/** The standard arrays, by name; `L16` is L16(2^15) and `L16(4^5)` the four-level one. */
export const ORTHOGONAL_ARRAY_NAMES = [
  'L4',
  'L8',
  'L8(4×2^4)',
  'L9',
  'L12',
  'L16',
  'L16(4^5)',
  'L18',
  'L25',
  'L27',
] as const;
export const ORTHOGONAL_GOALS = ['larger', 'smaller', 'nominal'] as const;

const FactorName = z.string().trim().min(1, '因素名称不能为空').max(50);
const LevelLabel = z.string().trim().min(1, '水平不能为空').max(50);

export const OrthogonalDesignBody = z.object({
  factors: z
    .array(z.object({ name: FactorName, levels: z.array(LevelLabel).min(2, '每个因素至少 2 个水平').max(5) }))
    .min(1, '至少需要 1 个因素')
    .max(15)
    .refine((factors) => new Set(factors.map((f) => f.name)).size === factors.length, '因素名称不能重复'),
  /** A chosen array; absent: the smallest that fits. */
  array: z.enum(ORTHOGONAL_ARRAY_NAMES).optional(),
});

export const OrthogonalDesignDto = z.object({
  array: z.string(),
  /** e.g. L9(3^4). */
  notation: z.string(),
  runs: z.number().int(),
  /** Factor per column (null: empty column, the error). */
  assignment: z.array(z.string().nullable()),
  /** The array's rows, levels 1..s. */
  matrix: z.array(z.array(z.number().int())),
  /** Run by run, the level label of every factor, in the order of the factors. */
  runsTable: z.array(z.array(z.string())),
});
export type OrthogonalDesignDto = z.infer<typeof OrthogonalDesignDto>;

export const OrthogonalAnalysisBody = z.object({
  array: z.enum(ORTHOGONAL_ARRAY_NAMES),
  /** Factor name per column of the array (null or absent: empty column). */
  assignment: z.array(FactorName.nullable()).max(15),
  /** Result columns: one per replicate, a cell per run in run order. */
  results: z.array(SheetColumnInput).min(1, '至少选择 1 列试验结果').max(20),
  goal: z.enum(ORTHOGONAL_GOALS).default('larger'),
  /** Target of nominal-the-best. */
  target: z.number().finite().nullable().default(null),
});

const RangeColumnDto = z.object({
  column: z.number().int(),
  assigned: z.string().nullable(),
  K: z.array(z.number()),
  kbar: z.array(z.number()),
  rangeKbar: z.number(),
  rangeK: z.number(),
  ss: z.number(),
  df: z.number().int(),
  /** The best level for the chosen goal (1-based); null for an empty column. */
  bestLevel: z.number().int().nullable(),
});

export const OrthogonalAnalysisDto = z.object({
  array: z.string(),
  goal: z.enum(ORTHOGONAL_GOALS),
  runs: z.number().int(),
  replicates: z.number().int(),
  total: z.number(),
  grandMean: z.number(),
  correctionTerm: z.number(),
  columns: z.array(RangeColumnDto),
  rankingByRange: z.array(z.string()),
  /** Factor → best level (1-based) for the goal. */
  optimalCombination: z.record(z.string(), z.number().int()),
  /** Factors, then the error (its columns named in `errorColumns`), then the total. */
  anova: z.array(AnovaRowDto),
  errorColumns: z.array(z.number().int()),
  /** No empty column and no replicates: the error has no degrees of freedom, so there is no F test. */
  errorDfZero: z.boolean(),
  /** S/N analysis (with replicates): per-run ratios and their range analysis; null without replicates. */
  signalToNoise: z
    .object({
      ratios: z.array(z.number().nullable()),
      columns: z.array(RangeColumnDto).nullable(),
      rankingByRange: z.array(z.string()).nullable(),
      optimalCombination: z.record(z.string(), z.number().int()).nullable(),
    })
    .nullable(),
});
export type OrthogonalAnalysisDto = z.infer<typeof OrthogonalAnalysisDto>;

export const makeOrthogonalDesign = defineEndpoint({
  name: 'makeOrthogonalDesign',
  method: 'POST',
  base: 'qis',
  path: '/api/app/orthogonalExperiment/make',
  summary: '正交试验设计：按因素与水平选择（或使用指定的）标准正交表，排列表头并给出每次试验的水平组合',
  access: P.mathStatistics.MathStatistics.query,
  plugin: PLUGIN_IDS.statistics,
  mutates: false,
  body: OrthogonalDesignBody,
  data: OrthogonalDesignDto,
});

export const makeOrthogonalAnalysis = defineEndpoint({
  name: 'makeOrthogonalAnalysis',
  method: 'POST',
  base: 'qis',
  path: '/api/app/orthogonalExperiment/makeOEDataAnalysis',
  summary: '正交试验结果分析：极差分析（K、k̄、R、因素主次、最优组合）、以空列为误差的方差分析、有重复时的信噪比分析',
  access: P.mathStatistics.MathStatistics.query,
  plugin: PLUGIN_IDS.statistics,
  mutates: false,
  bodyLimit: ANALYSIS_BODY_LIMIT,
  body: OrthogonalAnalysisBody,
  data: OrthogonalAnalysisDto,
});
