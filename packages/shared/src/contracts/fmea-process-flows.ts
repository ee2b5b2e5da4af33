import { z } from 'zod';
import { PROCESS_STEP_TYPES, ProcessFlowDiagram, STEP_NUMBER_PATTERN, WORK_ELEMENT_CATEGORIES } from '../domain/fmea';
import { P } from '../permissions';
import { Id } from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';
import { requiredText, textField, VersionField } from './fmea-common';

// Process flows (/process, /addProcess, /editProcess/{id}), behind FMEAManager.Pages_Process, and their process
// classification tree (/FMEAProcessClassification), behind FMEAManager.ProcessClassification: the PFMEA's base data.
// A process item makes a product or part through steps (station number, name, type) in order, each with the work
// elements of its 4M (domain process-flow.ts); its flow diagram is drawn from the steps (process-flow-diagram.ts).
// The spec names only GET ProcessRelationsAppsevice/ProcessProceduresPage (its spelling); the other paths are ours,
// in its style. Steps and work elements keep their ids across saves: a PFMEA copies its structure tree from them
// (process-structure.ts) and finds them again.

export const PROCESS_CLASSIFICATION_NAME_MAX = 50;
/** Classifications nest at most this deep (a root is level 1). */
export const PROCESS_CLASSIFICATION_MAX_DEPTH = 5;
export const PROCESS_NO_MAX = 64;
export const PROCESS_NAME_MAX = 100;
export const PROCESS_VERSION_MAX = 20;
export const PROCESS_DESCRIPTION_MAX = 500;
export const PROCESS_STEP_NAME_MAX = 100;
export const PROCESS_STEP_DESCRIPTION_MAX = 500;
export const WORK_ELEMENT_NAME_MAX = 100;
export const WORK_ELEMENT_DESCRIPTION_MAX = 300;
export const PROCESS_MAX_STEPS = 300;
export const PROCESS_MAX_ELEMENTS_PER_STEP = 50;

/** Business refusals of the process flows (9999). */
export const PROCESS_MESSAGES = {
  classificationNameTaken: '同一上级下已有此名称的工序分类',
  classificationHasChildren: '该分类下还有子分类，不能删除',
  classificationHasProcesses: '该分类下还有过程流程，不能删除',
  classificationCycle: '不能把分类移到它自己或它的下级之下',
  classificationTooDeep: `工序分类最多${PROCESS_CLASSIFICATION_MAX_DEPTH}级`,
  processNoTaken: '过程编号已存在',
} as const;

const OptionalText = (label: string, max: number) =>
  textField(label, max)
    .nullish()
    .transform((v) => v || null);

// ---------------------------------------------------------------------------------------------------------
// Process classifications

export interface ProcessClassificationNode {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
  /** Process items of this classification itself (not of its sub-classifications). */
  processCount: number;
  version: number;
  children: ProcessClassificationNode[];
}
export const ProcessClassificationNode: z.ZodType<ProcessClassificationNode> = z.lazy(() =>
  z.object({
    id: z.uuid(),
    parentId: z.uuid().nullable(),
    name: z.string(),
    sort: z.number().int(),
    processCount: z.number().int(),
    version: z.number().int(),
    children: z.array(ProcessClassificationNode),
  }),
);

export const ProcessClassificationFields = z.object({
  name: requiredText('分类名称', PROCESS_CLASSIFICATION_NAME_MAX),
  /** null: a root classification. */
  parentId: z
    .uuid('上级分类 parentId 格式不正确')
    .nullish()
    .transform((v) => v ?? null),
});

const FMEA_PLUGINS = [1003, 1004, 1005] as const;

export const getProcessClassificationTree = defineEndpoint({
  name: 'getProcessClassificationTree',
  method: 'GET',
  base: 'qis',
  path: '/api/app/processClassification/processClassificationTree',
  summary:
    '工序分类树（同级按排序与名称），每个分类带其直属过程流程数；须有工序分类、过程流程或 PFMEA 项目的权限（不写入）',
  access: 'user',
  mutates: false,
  plugin: FMEA_PLUGINS,
  data: z.array(ProcessClassificationNode),
});

export const createProcessClassification = defineEndpoint({
  name: 'createProcessClassification',
  method: 'POST',
  base: 'qis',
  path: '/api/app/processClassification/createProcessClassification',
  summary: `新建工序分类（根分类或某分类的子分类，最多${PROCESS_CLASSIFICATION_MAX_DEPTH}级）；同级重名 9999`,
  access: P.fmea.ProcessClassification.add,
  body: ProcessClassificationFields,
  data: ProcessClassificationNode,
});

export const editProcessClassification = defineEndpoint({
  name: 'editProcessClassification',
  method: 'POST',
  base: 'qis',
  path: '/api/app/processClassification/editProcessClassification',
  summary: '修改工序分类的名称或上级（不能移到自己或下级之下）；版本过期 409',
  access: P.fmea.ProcessClassification.edit,
  body: ProcessClassificationFields.extend({ id: Id, version: VersionField }),
  data: ProcessClassificationNode,
});

export const deleteProcessClassification = defineEndpoint({
  name: 'deleteProcessClassification',
  method: 'POST',
  base: 'qis',
  path: '/api/app/processClassification/deleteProcessClassification',
  summary: '删除工序分类：有子分类或过程流程时不能删除（9999）',
  access: P.fmea.ProcessClassification.delete,
  body: z.object({ id: Id }),
  data: z.boolean(),
});

// ---------------------------------------------------------------------------------------------------------
// Process items, their steps and work elements

const Key = z.string().trim().min(1, '标识不能为空').max(64, '标识不能超过 64 个字符');

export const WorkElementInput = z.object({
  /** A stored work element's id (kept), or any text for a new one; unique in the process. */
  key: Key,
  category: z.enum(WORK_ELEMENT_CATEGORIES, '4M 类别须为 man、machine、material、environment、method 或 measurement'),
  name: requiredText('要素名称', WORK_ELEMENT_NAME_MAX),
  description: OptionalText('要素描述', WORK_ELEMENT_DESCRIPTION_MAX),
});
export type WorkElementInput = z.input<typeof WorkElementInput>;

export const ProcessStepInput = z.object({
  /** A stored step's id (kept), or any text for a new one; unique in the process. */
  key: Key,
  number: z.string().trim().regex(STEP_NUMBER_PATTERN, '工序号须为 1–20 个字母、数字、点、横线或下划线（如 10、OP20）'),
  name: requiredText('工序名称', PROCESS_STEP_NAME_MAX),
  stepType: z.enum(PROCESS_STEP_TYPES, '工序类型须为 operation、transport、inspection、storage 或 operationInspection'),
  description: OptionalText('工序说明', PROCESS_STEP_DESCRIPTION_MAX),
  elements: z
    .array(WorkElementInput)
    .max(PROCESS_MAX_ELEMENTS_PER_STEP, `每道工序最多 ${PROCESS_MAX_ELEMENTS_PER_STEP} 个要素`)
    .default([]),
});
export type ProcessStepInput = z.input<typeof ProcessStepInput>;

const StepsField = z.array(ProcessStepInput).max(PROCESS_MAX_STEPS, `最多 ${PROCESS_MAX_STEPS} 道工序`);

export const ProcessFields = z.object({
  processNo: requiredText('过程编号', PROCESS_NO_MAX),
  name: requiredText('过程名称', PROCESS_NAME_MAX),
  classificationId: z
    .uuid('工序分类 classificationId 格式不正确')
    .nullish()
    .transform((v) => v ?? null),
  /** The part of the parts library the process makes (its product), or null. */
  partId: z
    .uuid('产品零件 partId 格式不正确')
    .nullish()
    .transform((v) => v ?? null),
  /** The process's own version (e.g. A/0), not the row version. */
  processVersion: OptionalText('版本号', PROCESS_VERSION_MAX),
  description: OptionalText('描述', PROCESS_DESCRIPTION_MAX),
  /** The responsible user; the creator when left out. */
  ownerId: z
    .uuid('负责人 ownerId 格式不正确')
    .nullish()
    .transform((v) => v ?? null),
});
export type ProcessFields = z.input<typeof ProcessFields>;

export const WorkElementDto = z.object({
  id: z.uuid(),
  category: z.enum(WORK_ELEMENT_CATEGORIES),
  name: z.string(),
  description: z.string().nullable(),
});
export type WorkElementDto = z.infer<typeof WorkElementDto>;

export const ProcessStepDto = z.object({
  id: z.uuid(),
  number: z.string(),
  name: z.string(),
  stepType: z.enum(PROCESS_STEP_TYPES),
  description: z.string().nullable(),
  /** By category (人机料环法测), then as entered. */
  elements: z.array(WorkElementDto),
});
export type ProcessStepDto = z.infer<typeof ProcessStepDto>;

export const ProcessSummaryDto = z.object({
  id: z.uuid(),
  processNo: z.string(),
  name: z.string(),
  classificationId: z.uuid().nullable(),
  /** The classification's path from its root, e.g. 机加工/精加工; null without one. */
  classificationName: z.string().nullable(),
  partId: z.uuid().nullable(),
  partNo: z.string().nullable(),
  partName: z.string().nullable(),
  processVersion: z.string().nullable(),
  description: z.string().nullable(),
  ownerId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  stepCount: z.number().int(),
  /** ISO 8601. */
  updateTime: z.string(),
  updatedByName: z.string().nullable(),
  /** Changes with every save of the header or the steps. */
  version: z.number().int(),
});
export type ProcessSummaryDto = z.infer<typeof ProcessSummaryDto>;

export const ProcessDto = ProcessSummaryDto.extend({
  /** In step order. */
  steps: z.array(ProcessStepDto),
});
export type ProcessDto = z.infer<typeof ProcessDto>;

const SERVICE = '/api/app/ProcessRelationsAppsevice';

export const getProcessProceduresPage = defineEndpoint({
  name: 'getProcessProceduresPage',
  method: 'GET',
  base: 'qis',
  path: `${SERVICE}/ProcessProceduresPage`,
  summary: '过程流程分页列表（最近修改的在前）；可按关键字（过程编号、名称、产品零件号或名称）与工序分类（含下级）筛选',
  access: P.fmea.Process.query,
  query: PageQuery.extend({
    keyword: textField('关键字', 100).optional(),
    classificationId: z.uuid('工序分类 classificationId 格式不正确').optional(),
  }),
  data: pagedResult(ProcessSummaryDto),
});

export const getProcessProcedure = defineEndpoint({
  name: 'getProcessProcedure',
  method: 'GET',
  base: 'qis',
  path: `${SERVICE}/processProcedure`,
  summary: '一个过程流程：表头、按顺序的工序及各工序的 4M 要素（路径为本系统所定）',
  access: P.fmea.Process.get,
  query: z.object({ id: Id }),
  data: ProcessDto,
});

export const createProcessProcedure = defineEndpoint({
  name: 'createProcessProcedure',
  method: 'POST',
  base: 'qis',
  path: `${SERVICE}/createProcessProcedure`,
  summary: `新建过程流程（表头与工序、4M 要素一次保存，最多${PROCESS_MAX_STEPS}道工序）；过程编号重复 9999；工序号重复 400 指明字段（路径为本系统所定）`,
  access: P.fmea.Process.add,
  body: ProcessFields.extend({ steps: StepsField.default([]) }),
  data: ProcessDto,
});

export const editProcessProcedure = defineEndpoint({
  name: 'editProcessProcedure',
  method: 'POST',
  base: 'qis',
  path: `${SERVICE}/editProcessProcedure`,
  summary: '修改过程流程的表头（编号、名称、分类、产品、版本号、描述、负责人）；版本过期 409（路径为本系统所定）',
  access: P.fmea.Process.edit,
  body: ProcessFields.extend({ id: Id, version: VersionField }),
  data: ProcessDto,
});

export const saveProcessSteps = defineEndpoint({
  name: 'saveProcessSteps',
  method: 'POST',
  base: 'qis',
  path: `${SERVICE}/saveProcessSteps`,
  summary:
    '保存过程流程的全部工序与 4M 要素（按数组顺序；已有的工序和要素以其 id 为 key 保留 id）；版本过期 409；工序号重复 400 指明字段（路径为本系统所定）',
  access: P.fmea.Process.edit,
  body: z.object({ id: Id, version: VersionField, steps: StepsField }),
  data: ProcessDto,
});

export const sortProcessSteps = defineEndpoint({
  name: 'sortProcessSteps',
  method: 'POST',
  base: 'qis',
  path: `${SERVICE}/sortProcessSteps`,
  summary:
    '调整工序顺序：stepIds 须恰为该过程的全部工序；renumber 为 true 时按新顺序重新编号 10、20、30…；版本过期 409（路径为本系统所定）',
  access: P.fmea.Process.edit,
  body: z.object({
    id: Id,
    version: VersionField,
    stepIds: z.array(z.uuid('工序 id 格式不正确')).max(PROCESS_MAX_STEPS, `最多 ${PROCESS_MAX_STEPS} 道工序`),
    renumber: z.boolean('renumber 须为布尔值').default(false),
  }),
  data: ProcessDto,
});

export const copyProcessProcedure = defineEndpoint({
  name: 'copyProcessProcedure',
  method: 'POST',
  base: 'qis',
  path: `${SERVICE}/copyProcessProcedure`,
  summary: '复制过程流程（工序、4M 要素与流程图一并复制）为新的编号与名称；过程编号重复 9999（路径为本系统所定）',
  access: P.fmea.Process.add,
  body: z.object({
    id: Id,
    processNo: requiredText('过程编号', PROCESS_NO_MAX),
    name: requiredText('过程名称', PROCESS_NAME_MAX),
  }),
  data: ProcessDto,
});

export const deleteProcessProcedure = defineEndpoint({
  name: 'deleteProcessProcedure',
  method: 'POST',
  base: 'qis',
  path: `${SERVICE}/deleteProcessProcedure`,
  summary: '删除过程流程及其工序、4M 要素与流程图（路径为本系统所定）',
  access: P.fmea.Process.delete,
  body: z.object({ id: Id }),
  data: z.boolean(),
});

// ---------------------------------------------------------------------------------------------------------
// The flow diagram

/** A process's stored diagram; `diagram` null (and version null) until it is first saved. */
export const ProcessFlowChartDto = z.object({
  processId: Id,
  diagram: ProcessFlowDiagram.nullable(),
  version: z.number().int().nullable(),
});
export type ProcessFlowChartDto = z.infer<typeof ProcessFlowChartDto>;

const ProcessIdField = z.uuid('过程流程 processId 格式不正确');

export const getProcessFlowChart = defineEndpoint({
  name: 'getProcessFlowChart',
  method: 'GET',
  base: 'qis',
  path: `${SERVICE}/processFlowChart`,
  summary: '过程流程图的布局（各工序符号的位置与另加的连线，如返工）；未保存过则为 null（路径为本系统所定）',
  access: P.fmea.Process.get,
  query: z.object({ processId: ProcessIdField }),
  data: ProcessFlowChartDto,
});

export const saveProcessFlowChart = defineEndpoint({
  name: 'saveProcessFlowChart',
  method: 'POST',
  base: 'qis',
  path: `${SERVICE}/saveProcessFlowChart`,
  summary:
    '保存过程流程图（diagram），或 reset 为 true 时按工序顺序重新生成（另加的连线清除）；已保存过须带 version，过期则 409；不属于该过程的工序被略去（路径为本系统所定）',
  access: P.fmea.Process.edit,
  body: z
    .object({
      processId: ProcessIdField,
      /** The stored diagram's version; absent for the first save. */
      version: VersionField.optional(),
      diagram: ProcessFlowDiagram.optional(),
      reset: z.boolean('reset 须为布尔值').default(false),
    })
    .refine((body) => body.reset || body.diagram !== undefined, {
      message: '保存时须提供 diagram',
      path: ['diagram'],
    }),
  data: ProcessFlowChartDto,
});
