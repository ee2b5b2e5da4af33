import { z } from 'zod';
import { ACTION_PRIORITIES, ACTION_STATUSES, ACTION_TYPES, FMEA_KINDS, WORK_LIST_NO_ACTION } from '../domain/fmea';
import { PageQuery, pagedResult } from './define';
import { fmeaEndpoint, ProjectIdField, textField } from './fmea-common';
import { ApCountsDto, ApLetter } from './fmea-risk-dto';

// Work lists over many chains and projects, filtered and paged by the server (a net of 10,000 chains, every DFMEA a
// user can read): step 6's list of chains with their actions (FailureMode/Optimization), and the DVP&R lines by
// responsible user across projects (DVPAndRs/DVPAndUserPage). Spec-named paths; the spec shows no fields, so the
// filters and answers are ours (domain work-list.ts for the chains' filter and order).

const DFMEA = FMEA_KINDS.dfmea;

export const WorkListBody = z.object({
  projectId: ProjectIdField,
  page: z.number('page 须为数字').int('page 须为整数').min(1, 'page 须大于 0').default(1),
  pageSize: z
    .number('pageSize 须为数字')
    .int('pageSize 须为整数')
    .min(1, 'pageSize 须为 1–500')
    .max(500, 'pageSize 须为 1–500')
    .default(20),
  /** AP before the actions. */
  ap: z.array(z.enum(ACTION_PRIORITIES, 'AP 须为 H、M 或 L')).max(3, 'ap 最多 3 项').optional(),
  /** One action of the chain has one of these statuses; 'none': the chain has no action. */
  actionStatus: z
    .array(z.enum([...ACTION_STATUSES, WORK_LIST_NO_ACTION], '措施状态不正确'))
    .max(ACTION_STATUSES.length + 1, 'actionStatus 项数过多')
    .optional(),
  /** One action of the chain has this responsible person. */
  responsibleId: z.uuid('负责人 responsibleId 格式不正确').optional(),
  /** true: one action of the chain is past its target date and still to be done. */
  overdue: z.boolean('overdue 须为 true 或 false').optional(),
  keyword: textField('关键字', 100).optional(),
});

export const WorkListActionDto = z.object({
  id: z.string(),
  type: z.enum(ACTION_TYPES),
  description: z.string(),
  status: z.enum(ACTION_STATUSES),
  responsibleId: z.string().nullable(),
  responsibleName: z.string(),
  targetDate: z.string().nullable(),
  completionDate: z.string().nullable(),
  overdue: z.boolean(),
  evidenceFiles: z.number().int(),
  version: z.number().int(),
});

export const WorkListRowDto = z.object({
  /** `${modeId}:${causeId}`, as the form sheet keys a chain. */
  key: z.string(),
  modeId: z.string(),
  causeId: z.string(),
  elementId: z.string().nullable(),
  elementName: z.string(),
  functionName: z.string(),
  mode: z.string(),
  cause: z.string(),
  causeElementName: z.string(),
  effects: z.array(z.object({ id: z.string(), name: z.string(), severity: z.number().int().nullable() })),
  severity: z.number().int().nullable(),
  occurrence: z.number().int().nullable(),
  detection: z.number().int().nullable(),
  ap: ApLetter.nullable(),
  rpn: z.number().int().nullable(),
  preventionControls: z.string(),
  detectionControls: z.string(),
  actions: z.array(WorkListActionDto),
  severityAfter: z.number().int().nullable(),
  occurrenceAfter: z.number().int().nullable(),
  detectionAfter: z.number().int().nullable(),
  apAfter: ApLetter.nullable(),
  /** The chain's risk row version (CurrentMeasures saves the ratings after with it). */
  riskVersion: z.number().int(),
});
export type WorkListRowDto = z.infer<typeof WorkListRowDto>;

export const WorkListDto = z.object({
  items: z.array(WorkListRowDto),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The matching chains by AP before the actions (all pages). */
  apCounts: ApCountsDto,
  /** The server's date the overdue flags were worked out with. */
  today: z.string(),
});
export type WorkListDto = z.infer<typeof WorkListDto>;

export const getDfmeaOptimizationWorkList = fmeaEndpoint(DFMEA, 'get', {
  name: 'getDfmeaOptimizationWorkList',
  method: 'POST',
  mutates: false,
  path: '/api/app/FailureMode/Optimization',
  summary:
    '优化（第 6 步）工作清单：按措施前 AP、措施状态（none 为无措施）、负责人、是否逾期、关键字在服务器端筛选并分页的失效链（要素、FM、FC、FE、S/O/D、措施前 AP、措施及其状态/负责人/目标日期、措施后 S/O/D 与 AP），按 AP、S 排序；只读（筛选与字段为本系统所定）',
  body: WorkListBody,
  data: WorkListDto,
});

export const DVP_STATUSES = ['planned', 'running', 'passed', 'failed'] as const;

export const DvpUserPageQuery = PageQuery.extend({
  /** Whose lines (the responsible user); the caller when not given. */
  userId: z.uuid('userId 格式不正确').optional(),
  status: z.enum(DVP_STATUSES, '状态须为 planned、running、passed 或 failed').optional(),
  projectId: z.uuid('项目 projectId 格式不正确').optional(),
  overdue: z
    .enum(['true', 'false'], 'overdue 须为 true 或 false')
    .transform((v) => v === 'true')
    .optional(),
});

export const DvpUserLineDto = z.object({
  id: z.string(),
  projectId: z.string(),
  projectNO: z.string(),
  projectName: z.string(),
  testName: z.string(),
  acceptanceCriteria: z.string(),
  sampleSize: z.number().int().nullable(),
  modeId: z.string().nullable(),
  causeId: z.string().nullable(),
  actionId: z.string().nullable(),
  /** 'focus element: mode ← cause', or '' for a line tied to no chain. */
  chain: z.string(),
  responsibleId: z.string().nullable(),
  responsibleName: z.string(),
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  status: z.enum(DVP_STATUSES),
  result: z.string(),
  /** Past its planned end and still planned or running. */
  overdue: z.boolean(),
  version: z.number().int(),
});
export type DvpUserLineDto = z.infer<typeof DvpUserLineDto>;

export const listDfmeaDvpByUser = fmeaEndpoint(DFMEA, 'get', {
  name: 'listDfmeaDvpByUser',
  method: 'GET',
  path: '/api/app/DVPAndRs/DVPAndUserPage',
  summary:
    '按负责人的 DVP&R 条目分页（默认调用者本人：我负责的试验），跨调用者可查看的全部 DFMEA 项目，可按状态、项目、是否逾期筛选；每条带项目编号与名称、失效链文字、负责人姓名、计划日期与逾期标记，逾期的与计划结束早的在前（服务前缀 DVPAndRs 与字段为本系统所定）',
  query: DvpUserPageQuery,
  data: pagedResult(DvpUserLineDto),
});
