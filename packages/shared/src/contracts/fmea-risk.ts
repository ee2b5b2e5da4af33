import { z } from 'zod';
import { ACTION_REQUIRED_LEVELS, ACTION_STATUSES, FMEA_KINDS, SPECIAL_CHARACTERISTICS } from '../domain/fmea';
import { ExportedWorkbook, Id } from './common-schemas';
import { fmeaEndpoint, ProjectIdField, ProjectQuery, RatingField, textField, VersionField } from './fmea-common';
import { ApCountsDto, ApLetter, ChainRiskRow, FormSheetRowDto } from './fmea-risk-dto';

// Step 5, risk analysis: the controls and ratings of each FM–FC chain (the chain's row exists once FC → FM is
// linked; S is never entered here, it follows the most severe linked FE), the form sheet as the server computes it
// (domain formSheetRows, AP from the project's AP table version), and the AP / S / RPN distribution and the results
// tables of step 7. Spec-named paths (FailureMode/…, RelationMeasure/…).

const DFMEA = FMEA_KINDS.dfmea;

/**
 * Fields only an FMEA-MSR body takes: a DFMEA or PFMEA body carrying one is refused (400 naming the field), never
 * silently dropped.
 */
export function msrOnly<K extends string>(...fields: K[]): Record<K, z.ZodOptional<z.ZodNever>> {
  return Object.fromEntries(fields.map((field) => [field, z.never(`${field} 仅用于 FMEA-MSR`).optional()])) as Record<
    K,
    z.ZodOptional<z.ZodNever>
  >;
}

export const ChainKey = {
  projectId: ProjectIdField,
  modeId: z.uuid('失效模式 modeId 格式不正确'),
  causeId: z.uuid('失效原因 causeId 格式不正确'),
};

export const SaveChainRiskBody = z.object({
  ...ChainKey,
  version: VersionField,
  preventionControls: textField('现行预防控制', 1000).default(''),
  occurrence: RatingField('频度 O').nullable().default(null),
  detectionControls: textField('现行探测控制', 1000).default(''),
  detection: RatingField('探测度 D').nullable().default(null),
  specialCharacteristic: z.enum(SPECIAL_CHARACTERISTICS, '特殊特性须为 CC 或 SC').nullable().default(null),
  filterCode: textField('筛选代码', 50).default(''),
  remarks: textField('备注', 1000).default(''),
  ...msrOnly('systemResponse', 'mitigatedEffect', 'mitigatedSeverity'),
});

/**
 * FMEA-MSR's step 5 on the same chain: occurrence carries Frequency (F), detection Monitoring (M), the prevention
 * controls the rationale for F and the detection controls the current diagnostic monitoring; plus the current system
 * response and the most severe effect after it with its severity (AP: chainActionPriority, M = 1 rule).
 */
export const SaveMsrChainRiskBody = SaveChainRiskBody.extend({
  preventionControls: textField('频率评级理由', 1000).default(''),
  occurrence: RatingField('频率 F').nullable().default(null),
  detectionControls: textField('当前诊断监视', 1000).default(''),
  detection: RatingField('监视 M').nullable().default(null),
  systemResponse: textField('当前系统响应', 1000).default(''),
  mitigatedEffect: textField('系统响应后最严重的失效影响', 1000).default(''),
  mitigatedSeverity: RatingField('监视与系统响应后的严重度').nullable().default(null),
});

export const saveDfmeaChainRisk = fmeaEndpoint(DFMEA, 'edit', {
  name: 'saveDfmeaChainRisk',
  method: 'POST',
  path: '/api/app/RelationMeasure/OrEditRelationMeasure',
  summary: '保存失效链的现行预防/探测控制、O、D、特殊特性、筛选代码；返回 S、AP、RPN；version 过期则 409',
  body: SaveChainRiskBody,
  data: ChainRiskRow,
});

export const FormSheetDto = z.object({
  kind: z.number().int(),
  apTableVersion: z.string(),
  rows: z.array(FormSheetRowDto),
});
export type FormSheetDto = z.infer<typeof FormSheetDto>;

export const getDfmeaFormSheet = fmeaEndpoint(DFMEA, 'get', {
  name: 'getDfmeaFormSheet',
  method: 'GET',
  path: '/api/app/FailureMode/RiskAnalysisInfo',
  summary:
    '风险分析表（表单视图）：每条 FM–FC 失效链一行，含三层结构与功能、FE、S、控制、O、D、AP、RPN、措施与措施后 AP',
  query: ProjectQuery,
  data: FormSheetDto,
});

export const RiskDistributionDto = z.object({
  chains: z.number().int(),
  ap: ApCountsDto,
  apAfter: ApCountsDto,
  /** Chains per S, 1–10 (index 0 is S = 1). */
  severity: z.array(z.number().int()),
  /** Rated chains per RPN band of 100: 1–100, 101–200 … 901–1000. */
  rpn: z.array(z.number().int()),
});
export type RiskDistributionDto = z.infer<typeof RiskDistributionDto>;

export const getDfmeaRiskDistribution = fmeaEndpoint(DFMEA, 'get', {
  name: 'getDfmeaRiskDistribution',
  method: 'GET',
  path: '/api/app/FailureMode/AP_S_RPNDistribution',
  summary: '失效链按 AP（措施前后）、S、RPN 区间的分布',
  query: ProjectQuery,
  data: RiskDistributionDto,
});

export const ResultRowDto = z.object({
  key: z.string(),
  modeId: Id,
  causeId: Id,
  focusElement: z.string(),
  mode: z.string(),
  cause: z.string(),
  effects: z.array(z.string()),
  severity: z.number().int().nullable(),
  occurrence: z.number().int().nullable(),
  detection: z.number().int().nullable(),
  ap: ApLetter.nullable(),
  /** The S that entered the AP table (FMEA-MSR, M = 1: the mitigated effect's; then apMitigated). */
  apSeverity: z.number().int().nullable(),
  apMitigated: z.boolean(),
  /** FMEA-MSR: S after monitoring and system response (null for the other kinds). */
  mitigatedSeverity: z.number().int().nullable(),
  rpn: z.number().int().nullable(),
  severityAfter: z.number().int().nullable(),
  occurrenceAfter: z.number().int().nullable(),
  detectionAfter: z.number().int().nullable(),
  mitigatedSeverityAfter: z.number().int().nullable(),
  apAfter: ApLetter.nullable(),
  apAfterSeverity: z.number().int().nullable(),
  apAfterMitigated: z.boolean(),
  actions: z.number().int(),
  openActions: z.number().int(),
});

export const ResultTablesDto = z.object({
  apBefore: ApCountsDto,
  apAfter: ApCountsDto,
  actionStatus: z.record(z.enum(ACTION_STATUSES), z.number().int()),
  /** Which action priorities need an action (the kind's configuration: H, or H and M). */
  actionRequiredAp: z.enum(ACTION_REQUIRED_LEVELS),
  /** Chains whose AP needs an action and that have none (step 6 is not reached while there is one). */
  highWithoutAction: z.number().int(),
  /** Rated chains, AP H first, then M, then L; within a priority by RPN. */
  rows: z.array(ResultRowDto),
});
export type ResultTablesDto = z.infer<typeof ResultTablesDto>;

export const getDfmeaResultTables = fmeaEndpoint(DFMEA, 'get', {
  name: 'getDfmeaResultTables',
  method: 'GET',
  path: '/api/app/FailureMode/DFMEAResultTables',
  summary: '结果文件化（第 7 步）汇总：措施前后 AP 数、措施状态、无措施的 H 链数、按 AP 排序的失效链表',
  query: ProjectQuery,
  data: ResultTablesDto,
});

export const exportDfmeaFormSheet = fmeaEndpoint(DFMEA, 'export', {
  name: 'exportDfmeaFormSheet',
  method: 'GET',
  path: '/api/app/FailureMode/ExportRiskAnalysis',
  summary:
    '导出 DFMEA 表单为 .xlsx（AIAG-VDA 版式：表头、步骤 2–6 列组、每个失效模式一个合并块、每条失效链按措施分行）（路径为本系统所定）',
  query: ProjectQuery,
  data: ExportedWorkbook,
});

export const exportDfmeaFormSheetPdf = fmeaEndpoint(DFMEA, 'export', {
  name: 'exportDfmeaFormSheetPdf',
  method: 'GET',
  path: '/api/app/FailureMode/ExportRiskAnalysisPdf',
  summary:
    '导出 DFMEA 表单为 PDF（与 .xlsx 相同的 AIAG-VDA 版式，A3 横向，每页重复列标题，嵌入中文字体）（路径为本系统所定）',
  query: ProjectQuery,
  data: ExportedWorkbook,
});
