import { z } from 'zod';

// What every analysis call sends: columns of a data sheet, as the grid or an Excel import holds them. The server
// reads them with @qis/stats (empty cells are missing values; any other cell must be a number, else 400 naming the
// cell, e.g. 'C12').

/** Largest request of an analysis call: 1,000,000 short cells. */
export const ANALYSIS_BODY_LIMIT = 32 * 1024 * 1024;
/** Most cells one column may carry. */
export const MAX_COLUMN_CELLS = 1_000_000;

export const SheetColumnInput = z.object({
  /** The column's letters in the sheet (A, B, …, AA), to name a bad cell. */
  column: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{1,3}$/, '列须为字母 A–ZZZ'),
  /** The 1-based sheet row of the first cell (row 1 holds the column names, so 2 by default). */
  firstRow: z.number().int().min(1).max(2_000_000).default(2),
  /** The column's name as shown (its header). */
  name: z.string().trim().max(100).default(''),
  cells: z.array(z.union([z.string().max(100), z.number(), z.null()])).max(MAX_COLUMN_CELLS),
});
export type SheetColumnInput = z.input<typeof SheetColumnInput>;

/** The rows of an ANOVA table: effects (factors, regression, between groups), their interaction, error, total. */
export const ANOVA_ROW_KINDS = ['effect', 'interaction', 'error', 'total'] as const;

/** One row of an ANOVA table: an effect with its F test, or the error/total row (f and p null). */
export const AnovaRowDto = z.object({
  kind: z.enum(ANOVA_ROW_KINDS),
  /** The effect's name (a factor, 'A×B'); empty for error and total, which the screen names. */
  source: z.string(),
  df: z.number(),
  ss: z.number(),
  ms: z.number().nullable(),
  f: z.number().nullable(),
  p: z.number().nullable(),
});
export type AnovaRowDto = z.infer<typeof AnovaRowDto>;
/** A column as the server receives it (defaults filled in). */
export type SheetColumnData = z.output<typeof SheetColumnInput>;

/** Descriptive statistics of the analysed values (null where not defined for so few values). */
export const DescriptiveDto = z.object({
  n: z.number().int(),
  mean: z.number(),
  sd: z.number().nullable(),
  min: z.number(),
  max: z.number(),
  median: z.number(),
  q1: z.number(),
  q3: z.number(),
  skewness: z.number().nullable(),
  kurtosis: z.number().nullable(),
});

/** Anderson–Darling normality test; null below 8 values. */
export const NormalityDto = z.object({ aSquared: z.number(), pValue: z.number() }).nullable();

/** Histogram bins: bin i is (breaks[i], breaks[i+1]], the first closed on the left too. */
export const HistogramDto = z.object({
  breaks: z.array(z.number()),
  counts: z.array(z.number().int()),
  density: z.array(z.number()),
  mids: z.array(z.number()),
});

/** How a histogram is binned: a rule, or a fixed width (optionally from a start). */
export const HistogramOption = z
  .object({
    rule: z.enum(['sturges', 'scott', 'freedmanDiaconis', 'width']).default('sturges'),
    width: z.number().positive('组距须大于 0').finite().optional(),
    start: z.number().finite().optional(),
  })
  .refine((option) => option.rule !== 'width' || option.width !== undefined, {
    message: '按组距分组时须填写组距',
    path: ['width'],
  });
