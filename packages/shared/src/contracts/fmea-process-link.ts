import { z } from 'zod';
import { FMEA_KINDS, ProcessFlowDiagram, StructureElement } from '../domain/fmea';
import { Id } from './common-schemas';
import { fmeaEndpoint, ProjectIdField, ProjectQuery, VersionField } from './fmea-common';
import { PROCESS_MAX_STEPS, ProcessDto, ProcessSummaryDto } from './fmea-process-flows';

// The process flow of a PFMEA (task node 过程流程图, spec §4), as the DFMEA's bill of materials: a project is linked
// to one process item of the process-flow library, whose steps, 4M work elements and flow diagram its team reads
// through the project (no process-library right needed), and copies into the structure tree: the item becomes the
// process item, each step a process step, each work element a 4M work element, every copy naming the process row it
// came from (domain process-structure.ts), so copying again after the process changed adds only what is new. Paths
// are ours, beside the PFMEA's Project/ calls.

const PFMEA = FMEA_KINDS.pfmea;

export const PROCESS_LINK_MESSAGES = {
  noProcess: '请先为项目关联过程流程',
  processNotFound: '过程流程不存在或已被删除',
} as const;

/** A process row copied into the structure tree: the element that stands for it. */
export const CopiedProcessRow = z.object({ sourceId: Id, elementId: Id });

/**
 * The project's process: the link (with its version), the process with its steps and work elements, its stored flow
 * diagram (null until drawn: the web lays it out from the steps) and which of its rows the structure tree has.
 */
export const ProjectProcessDto = z.object({
  projectId: Id,
  link: z.object({ processId: Id, version: z.number().int() }).nullable(),
  process: ProcessDto.nullable(),
  diagram: ProcessFlowDiagram.nullable(),
  copied: z.array(CopiedProcessRow),
});
export type ProjectProcessDto = z.infer<typeof ProjectProcessDto>;

export const getPfmeaProjectProcess = fmeaEndpoint(PFMEA, 'get', {
  name: 'getPfmeaProjectProcess',
  method: 'GET',
  path: '/api/app/Project/pFMEAProjectProcess',
  summary: '项目关联的过程流程（工序、4M 要素与流程图）及其已复制到结构树的行；项目成员即可读取（路径为本系统所定）',
  query: ProjectQuery,
  data: ProjectProcessDto,
});

export const linkPfmeaProjectProcess = fmeaEndpoint(PFMEA, 'edit', {
  name: 'linkPfmeaProjectProcess',
  method: 'POST',
  path: '/api/app/Project/pFMEALinkProcess',
  summary:
    '为项目关联过程流程库中的一个过程（processId 为 null 则取消关联）；已有关联须带其 version，过期则 409；已复制到结构树的元素保留（路径为本系统所定）',
  body: z.object({
    projectId: ProjectIdField,
    processId: z.uuid('processId 格式不正确').nullable(),
    /** The link's version; absent while the project has none. */
    version: VersionField.optional(),
  }),
  data: ProjectProcessDto,
});

export const listPfmeaProcessOptions = fmeaEndpoint(PFMEA, 'edit', {
  name: 'listPfmeaProcessOptions',
  method: 'GET',
  path: '/api/app/Project/pFMEAProcessOptions',
  summary:
    '可供项目关联的过程流程（按过程编号、名称或产品搜索，最近修改的在前，最多 50 个）；须能编辑该项目（路径为本系统所定）',
  mutates: false,
  query: ProjectQuery.extend({ keyword: z.string().trim().max(100, '关键字不能超过 100 个字符').optional() }),
  data: z.array(ProcessSummaryDto),
});

export const copyPfmeaProcessToStructure = fmeaEndpoint(PFMEA, 'edit', {
  name: 'copyPfmeaProcessToStructure',
  method: 'POST',
  path: '/api/app/Project/pFMEAProcessToStructure',
  summary:
    '从过程流程复制到结构树：过程成为过程项目，所选工序（不传则全部）成为过程步骤，其 4M 要素成为过程工作要素；已复制过的行不再复制，过程改动后再复制只添加新的行（路径为本系统所定）',
  body: z.object({
    projectId: ProjectIdField,
    stepIds: z
      .array(z.uuid('工序 id 格式不正确'))
      .min(1, '请至少选择一道工序')
      .max(PROCESS_MAX_STEPS, `一次最多复制 ${PROCESS_MAX_STEPS} 道工序`)
      .optional(),
  }),
  data: z.object({
    created: z.array(StructureElement),
    /** Rows of the copied part of the process an element already stood for (not copied again). */
    existing: z.number().int(),
  }),
});
