import { z } from 'zod';
import { PLUGIN_IDS } from '../modules/plugins';
import { P } from '../permissions/registry';
import { ExportedWorkbook } from './common-schemas';
import { defineEndpoint } from './define';
import { OneWayAnovaBody, TwoWayAnovaBody } from './statistics-anova';
import { CapabilityBody } from './statistics-capability';
import { ANALYSIS_BODY_LIMIT } from './statistics-data';
import { OrthogonalAnalysisBody } from './statistics-orthogonal';
import { RegressionBody } from './statistics-regression';

// The whole report of an analysis as an .xlsx workbook: the server computes the analysis again from the same input
// (so the workbook holds exactly what the engine says, at full precision, shown with the chosen decimals) and
// appends the charts the page rendered, as images.

const ReportFields = {
  /** The workbook's name (without .xlsx), e.g. the analysis file's name. */
  title: z.string().trim().min(1, '报告名称不能为空').max(100),
  /** Decimals shown (the cells keep full precision). */
  decimals: z.number().int().min(0).max(10).default(4),
  /** Charts of the page as PNG images (data URLs or bare base64). */
  charts: z
    .array(z.object({ title: z.string().trim().max(50), png: z.string().max(8_000_000) }))
    .max(10)
    .default([]),
};

export const AnalysisReportBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('capability'), input: CapabilityBody, ...ReportFields }),
  z.object({ kind: z.literal('regression'), input: RegressionBody, ...ReportFields }),
  z.object({ kind: z.literal('oneWayAnova'), input: OneWayAnovaBody, ...ReportFields }),
  z.object({ kind: z.literal('twoWayAnova'), input: TwoWayAnovaBody, ...ReportFields }),
  z.object({ kind: z.literal('orthogonal'), input: OrthogonalAnalysisBody, ...ReportFields }),
]);
export type AnalysisReportBody = z.input<typeof AnalysisReportBody>;

export const exportAnalysisReport = defineEndpoint({
  name: 'exportAnalysisReport',
  method: 'POST',
  base: 'qis',
  path: '/api/app/mathematicalStatistics/exportReport',
  summary: '导出分析报告（.xlsx）：按同一输入重新计算的全部结果表格，以及页面上的图表图片',
  access: P.mathStatistics.MathStatistics.query,
  plugin: PLUGIN_IDS.statistics,
  mutates: false,
  bodyLimit: ANALYSIS_BODY_LIMIT,
  body: AnalysisReportBody,
  data: ExportedWorkbook,
});
