import { z } from 'zod';
import {
  ACTION_STATUSES,
  DESIGN_PROCESS_ACTION_TYPES,
  DvpLine,
  FMEA_KINDS,
  MSR_ACTION_TYPES,
  OptimizationAction,
} from '../domain/fmea';
import { Id } from './common-schemas';
import { PageQuery, pagedResult } from './define';
import {
  DeletedDto,
  fmeaEndpoint,
  IsoDateField,
  ProjectIdField,
  ProjectQuery,
  RatingField,
  requiredText,
  textField,
  VersionField,
} from './fmea-common';
import { ChainKey, msrOnly } from './fmea-risk';
import { ChainRiskRow } from './fmea-risk-dto';

// Step 6, optimization: actions per FM–FC chain (prevention or detection, responsible, target date, the handbook's
// five statuses, action taken with evidence, completion date) and the chain's ratings after the actions; and the
// DVP&R lines tied to a chain's detection control or an action. Spec-named: Optimizations/OptimizationInfoList,
// EditEditOptimization, DelOptimization, CurrentMeasures; OrEditDVPAndRs, DelDVPAndRs, DVPAndRsPage, which the spec
// lists without a service: we put them under DVPAndRs/, as every DFMEA service of the spec is named after the entity
// its OrEdit…/…Page calls handle (PCharts/PChartsPage, FailureEffect/OrEditFailureEffect).

const DFMEA = FMEA_KINDS.dfmea;

export const listDfmeaActions = fmeaEndpoint(DFMEA, 'get', {
  name: 'listDfmeaActions',
  method: 'GET',
  path: '/api/app/Optimizations/OptimizationInfoList',
  summary: '优化措施列表：项目全部，或一条失效链（modeId + causeId）的',
  query: ProjectQuery.extend({
    modeId: z.uuid('modeId 格式不正确').optional(),
    causeId: z.uuid('causeId 格式不正确').optional(),
  }),
  data: z.object({ items: z.array(OptimizationAction) }),
});

export const SaveActionBody = z.object({
  ...ChainKey,
  id: Id.optional(),
  version: VersionField.optional(),
  type: z.enum(DESIGN_PROCESS_ACTION_TYPES, '措施类型 type 须为 prevention 或 detection'),
  description: requiredText('措施', 1000),
  responsibleId: z.uuid('负责人 responsibleId 格式不正确').nullable().default(null),
  targetDate: IsoDateField('目标完成日期').nullable().default(null),
  status: z.enum(ACTION_STATUSES, '措施状态不正确').default('open'),
  actionTaken: textField('采取的措施', 1000).default(''),
  completionDate: IsoDateField('完成日期').nullable().default(null),
  remarks: textField('备注', 1000).default(''),
});

/** FMEA-MSR's actions: prevention (reduce F), diagnostic monitoring, system response. */
export const SaveMsrActionBody = SaveActionBody.extend({
  type: z.enum(MSR_ACTION_TYPES, '措施类型 type 须为 prevention、monitoring 或 systemResponse'),
});

export const saveDfmeaAction = fmeaEndpoint(DFMEA, 'edit', {
  name: 'saveDfmeaAction',
  method: 'POST',
  path: '/api/app/Optimizations/EditEditOptimization',
  summary: '新建（无 id）或修改（id + version）失效链的优化措施；version 过期则 409',
  body: SaveActionBody,
  data: OptimizationAction,
});

export const deleteDfmeaAction = fmeaEndpoint(DFMEA, 'edit', {
  name: 'deleteDfmeaAction',
  method: 'POST',
  path: '/api/app/Optimizations/DelOptimization',
  summary: '删除优化措施（其 DVP&R 条目解除关联）；version 过期则 409',
  body: z.object({ projectId: ProjectIdField, id: Id, version: VersionField }),
  data: DeletedDto,
});

export const saveDfmeaRatingsAfter = fmeaEndpoint(DFMEA, 'edit', {
  name: 'saveDfmeaRatingsAfter',
  method: 'POST',
  path: '/api/app/Optimizations/CurrentMeasures',
  summary: '保存失效链采取措施后的 S、O、D（空为沿用措施前的），返回措施后 AP；version 过期则 409',
  body: z.object({
    ...ChainKey,
    version: VersionField,
    severityAfter: RatingField('措施后严重度 S').nullable().default(null),
    occurrenceAfter: RatingField('措施后频度 O').nullable().default(null),
    detectionAfter: RatingField('措施后探测度 D').nullable().default(null),
    ...msrOnly('mitigatedEffectAfter', 'mitigatedSeverityAfter'),
  }),
  data: ChainRiskRow,
});

/** FMEA-MSR's ratings after: S, F and M after, and the most severe effect after the actions with its severity. */
export const SaveMsrRatingsAfterBody = z.object({
  ...ChainKey,
  version: VersionField,
  severityAfter: RatingField('措施后严重度 S').nullable().default(null),
  occurrenceAfter: RatingField('措施后频率 F').nullable().default(null),
  detectionAfter: RatingField('措施后监视 M').nullable().default(null),
  mitigatedEffectAfter: textField('措施后最严重的失效影响', 1000).default(''),
  mitigatedSeverityAfter: RatingField('措施后最严重失效影响的严重度').nullable().default(null),
});

// ---------------------------------------------------------------------------------------------------------
// DVP&R

export const SaveDvpBody = z.object({
  projectId: ProjectIdField,
  id: Id.optional(),
  version: VersionField.optional(),
  modeId: z.uuid('modeId 格式不正确').nullable().default(null),
  causeId: z.uuid('causeId 格式不正确').nullable().default(null),
  actionId: z.uuid('actionId 格式不正确').nullable().default(null),
  testName: requiredText('试验名称', 200),
  acceptanceCriteria: textField('接收准则', 500).default(''),
  sampleSize: z.number().int('样本数须为整数').min(0, '样本数不能小于 0').max(1_000_000).nullable().default(null),
  responsibleId: z.uuid('负责人 responsibleId 格式不正确').nullable().default(null),
  plannedStart: IsoDateField('计划开始').nullable().default(null),
  plannedEnd: IsoDateField('计划结束').nullable().default(null),
  result: textField('试验结果', 1000).default(''),
  status: z
    .enum(['planned', 'running', 'passed', 'failed'], '状态须为 planned、running、passed 或 failed')
    .default('planned'),
});

export const saveDfmeaDvp = fmeaEndpoint(DFMEA, 'edit', {
  name: 'saveDfmeaDvp',
  method: 'POST',
  path: '/api/app/DVPAndRs/OrEditDVPAndRs',
  summary:
    '新建（无 id）或修改（id + version）DVP&R 条目，可关联失效链（modeId + causeId）的探测控制或优化措施；服务前缀 DVPAndRs 为本系统所定',
  body: SaveDvpBody,
  data: DvpLine,
});

export const deleteDfmeaDvp = fmeaEndpoint(DFMEA, 'edit', {
  name: 'deleteDfmeaDvp',
  method: 'POST',
  path: '/api/app/DVPAndRs/DelDVPAndRs',
  summary: '删除 DVP&R 条目；version 过期则 409（服务前缀 DVPAndRs 为本系统所定）',
  body: z.object({ projectId: ProjectIdField, id: Id, version: VersionField }),
  data: DeletedDto,
});

export const listDfmeaDvp = fmeaEndpoint(DFMEA, 'get', {
  name: 'listDfmeaDvp',
  method: 'GET',
  path: '/api/app/DVPAndRs/DVPAndRsPage',
  summary: 'DVP&R 条目分页列表（服务前缀 DVPAndRs 为本系统所定）',
  query: PageQuery.extend({ projectId: ProjectIdField }),
  data: pagedResult(DvpLine),
});
