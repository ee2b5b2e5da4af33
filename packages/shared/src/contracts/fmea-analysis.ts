import { z } from 'zod';
import { ACTION_REQUIRED_LEVELS, ANALYSIS_CHECK_RULES, FAILURE_TYPES, FMEA_KINDS } from '../domain/fmea';
import { fmeaEndpoint, ProjectQuery } from './fmea-common';
import { ApLetter } from './fmea-risk-dto';

// Steps 4–5 seen whole: the failure matrix of one focus element and the completeness check of the failure and risk
// analysis. Spec-named paths (FailureMode/FailureModelMatrix_X_Y, FailureMode/FailureAnalyse); the spec shows no
// fields, so what they answer is ours (domain failure-matrix.ts and analysis-check.ts).

const DFMEA = FMEA_KINDS.dfmea;

const FailureMatrixItemDto = z.object({
  id: z.string(),
  type: z.enum(FAILURE_TYPES),
  name: z.string(),
  severity: z.number().int().nullable(),
  functionId: z.string(),
  functionName: z.string(),
  elementId: z.string(),
  elementName: z.string(),
  inFunctionNet: z.boolean(),
});

const FailureMatrixCellDto = z.object({
  modeId: z.string(),
  failureId: z.string(),
  role: z.enum(['effect', 'cause']),
  chain: z
    .object({
      severity: z.number().int().nullable(),
      occurrence: z.number().int().nullable(),
      detection: z.number().int().nullable(),
      ap: ApLetter.nullable(),
      rpn: z.number().int().nullable(),
      apAfter: ApLetter.nullable(),
      actions: z.number().int(),
    })
    .nullable(),
});

export const FailureMatrixDto = z.object({
  elementId: z.string(),
  elementName: z.string(),
  apTableVersion: z.string(),
  x: z.array(FailureMatrixItemDto),
  effects: z.array(FailureMatrixItemDto),
  causes: z.array(FailureMatrixItemDto),
  cells: z.array(FailureMatrixCellDto),
});
export type FailureMatrixDto = z.infer<typeof FailureMatrixDto>;

export const getDfmeaFailureMatrix = fmeaEndpoint(DFMEA, 'get', {
  name: 'getDfmeaFailureMatrix',
  method: 'GET',
  path: '/api/app/FailureMode/FailureModelMatrix_X_Y',
  summary:
    '一个关注要素的失效矩阵：X 轴为其功能的失效模式，Y 轴为功能网中上级功能的失效（影响）与下级功能的失效（起因），单元格为已有的失效关系，FM×FC 单元格带失效链的 S/O/D、AP（项目的 AP 表）、RPN 与措施后 AP（字段为本系统所定）',
  query: ProjectQuery.extend({ elementId: z.uuid('结构元素 elementId 格式不正确') }),
  data: FailureMatrixDto,
});

const AnalysisCountsDto = z.object(
  Object.fromEntries(ANALYSIS_CHECK_RULES.map((rule) => [rule, z.number().int()])) as Record<
    (typeof ANALYSIS_CHECK_RULES)[number],
    z.ZodNumber
  >,
);

export const AnalysisFindingDto = z.object({
  rule: z.enum(ANALYSIS_CHECK_RULES),
  functionId: z.string(),
  modeId: z.string().nullable(),
  causeId: z.string().nullable(),
  effectId: z.string().nullable(),
  chainKey: z.string().nullable(),
  name: z.string(),
  causeName: z.string().nullable(),
  ap: ApLetter.nullable(),
});
export type AnalysisFindingDto = z.infer<typeof AnalysisFindingDto>;

export const AnalysisCheckDto = z.object({
  /** Which AP needs an action under the kind's configuration (the chainWithoutAction rule). */
  actionRequiredAp: z.enum(ACTION_REQUIRED_LEVELS),
  counts: AnalysisCountsDto,
  total: z.number().int(),
  elements: z.array(
    z.object({
      elementId: z.string(),
      elementName: z.string(),
      counts: AnalysisCountsDto,
      findings: z.array(AnalysisFindingDto),
    }),
  ),
});
export type AnalysisCheckDto = z.infer<typeof AnalysisCheckDto>;

export const getDfmeaFailureAnalysisCheck = fmeaEndpoint(DFMEA, 'get', {
  name: 'getDfmeaFailureAnalysisCheck',
  method: 'GET',
  path: '/api/app/FailureMode/FailureAnalyse',
  summary:
    '失效分析与风险分析的完整性检查：按关注要素列出无失效影响或无失效起因的失效模式、无 S 的失效影响、缺 O 或 D 的失效链、AP 需要措施（按 DFMEA 配置：H，或 H 与 M）而无措施的失效链，附计数与跳转所需的 id（规则与字段为本系统所定）',
  query: ProjectQuery,
  data: AnalysisCheckDto,
});
