/** Orthogonal-array experiments (正交试验): the standard arrays, array choice, range analysis, ANOVA and S/N ratios. */
export * from './analyse';
export * from './anova';
export * from './arrays';
export type { OrthogonalColumnSummary } from './range-analysis';
export * from './signal-to-noise';
export * from './suggest';
