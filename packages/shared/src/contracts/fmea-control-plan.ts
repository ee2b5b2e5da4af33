import { z } from 'zod';
import {
  CHARACTERISTIC_KINDS,
  CONTROL_PLAN_EDITABLE_FIELDS,
  CONTROL_PLAN_PHASES,
  CONTROL_PLAN_SOURCE_FIELDS,
  FMEA_KINDS,
} from '../domain/fmea';
import { ExportedWorkbook, Id } from './common-schemas';
import { fmeaEndpoint, IsoDateField, ProjectIdField, ProjectQuery, textField, VersionField } from './fmea-common';
import { CONTROL_CHART_TYPES } from './old-tools-charts';

// The PFMEA's control plan (issue 16 items 4 and 5; domain/fmea control-plan.ts): generated from the PFMEA, one line
// per process step × characteristic, regenerated in step with it (the engineer's edits kept), exported as .xlsx in
// the AIAG layout and as PDF; a special characteristic's line links a control chart of the old seven tools, whose
// Cpk/Ppk and out-of-control signals the risk view shows beside the occurrence rating. PFMEA only: paths in the
// spec's PFMEA style (pF…), the PFMEA's point and plugin.

const PFMEA = FMEA_KINDS.pfmea;

export const CONTROL_PLAN_MESSAGES = {
  lineNotFound: '控制计划条目不存在或已被删除',
  planNotGenerated: '控制计划尚未生成，请先生成',
  lineStillSourced: '该特性仍在 PFMEA 中，不能删除；请先在 PFMEA 中删除其来源',
  chartNotFound: '控制图文件不存在或已被删除',
  chartNotOwn: '只能关联自己“我的文件”中的控制图',
  chartNeedsSpecial: '只有特殊特性（CC/SC）的条目可以关联控制图',
} as const;

const Phase = z.enum(CONTROL_PLAN_PHASES, '阶段须为 prototype（样件）、preLaunch（试生产）或 production（生产）');
const SpecialClass = z.enum(['CC', 'SC']).nullable();
const Editables = z.object(
  Object.fromEntries(CONTROL_PLAN_EDITABLE_FIELDS.map((field) => [field, z.string()])) as Record<
    (typeof CONTROL_PLAN_EDITABLE_FIELDS)[number],
    z.ZodString
  >,
);

/** The AIAG control plan's header block. */
export const ControlPlanHeaderFields = z.object({
  phase: Phase,
  planNumber: textField('控制计划编号', 100),
  keyContact: textField('主要联系人/电话', 200),
  partNumber: textField('零件号/最新更改等级', 200),
  partName: textField('零件名称/描述', 200),
  coreTeam: textField('核心小组', 500),
  supplierPlant: textField('供方/工厂', 200),
  supplierCode: textField('供方代码', 100),
  originalDate: IsoDateField('编制日期').nullable(),
  revisionDate: IsoDateField('修订日期').nullable(),
  customerEngineeringApproval: textField('顾客工程批准/日期', 200),
  customerQualityApproval: textField('顾客质量批准/日期', 200),
  supplierPlantApproval: textField('供方/工厂批准/日期', 200),
  otherApproval: textField('其他批准/日期', 200),
});

export const ControlPlanHeaderDto = ControlPlanHeaderFields.extend({
  /** When the lines were last generated from the PFMEA. */
  generatedAt: z.string(),
  version: z.number().int(),
});
export type ControlPlanHeaderDto = z.infer<typeof ControlPlanHeaderDto>;

// Answers declare their shapes without the input rules (uuid patterns): the serializer walks every line through
// them (fmea-net-out.ts has the figures).
export const ControlPlanLineDto = z.object({
  id: z.string(),
  /** `${characteristicKind}:${functionId}`: the PFMEA function the line comes from. */
  sourceKey: z.string(),
  characteristicKind: z.enum(CHARACTERISTIC_KINDS),
  functionId: z.string().nullable(),
  stepId: z.string().nullable(),
  sortOrder: z.number().int(),
  characteristicNumber: z.number().int(),
  stepNumber: z.string(),
  stepName: z.string(),
  machine: z.string(),
  productCharacteristic: z.string(),
  processCharacteristic: z.string(),
  specialClass: SpecialClass,
  specification: z.string(),
  measurementTechnique: z.string(),
  sampleSize: z.string(),
  frequency: z.string(),
  controlMethod: z.string(),
  reactionPlan: z.string(),
  /** What the PFMEA gives the editable fields: a field that differs was edited and survives regeneration. */
  generated: Editables,
  /** Its PFMEA function is gone: kept, marked, deletable. */
  sourceGone: z.boolean(),
  /** The linked control chart (a file of the old seven tools). */
  chartFileId: z.string().nullable(),
  version: z.number().int(),
});
export type ControlPlanLineDto = z.infer<typeof ControlPlanLineDto>;

export const ControlPlanDto = z.object({
  projectId: z.string(),
  /** null until first generated. */
  header: ControlPlanHeaderDto.nullable(),
  lines: z.array(ControlPlanLineDto),
  /** The PFMEA changed since the lines were generated. */
  stale: z.boolean(),
});
export type ControlPlanDto = z.infer<typeof ControlPlanDto>;

const ChangedLine = z.object({
  id: z.string(),
  characteristicNumber: z.number().int(),
  stepNumber: z.string(),
  characteristic: z.string(),
  /** Fields whose shown value changed. */
  fields: z.array(z.enum([...CONTROL_PLAN_SOURCE_FIELDS, ...CONTROL_PLAN_EDITABLE_FIELDS])),
  /** Edited fields kept although the PFMEA now gives another value. */
  kept: z.array(z.enum(CONTROL_PLAN_EDITABLE_FIELDS)),
});
export type ControlPlanChangedLine = z.infer<typeof ChangedLine>;

export const ControlPlanChangesDto = z.object({
  added: z.array(ChangedLine),
  updated: z.array(ChangedLine),
  gone: z.array(ChangedLine),
  revived: z.array(ChangedLine),
  unchanged: z.number().int(),
});
export type ControlPlanChangesDto = z.infer<typeof ControlPlanChangesDto>;

export const getPfmeaControlPlan = fmeaEndpoint(PFMEA, 'get', {
  name: 'getPfmeaControlPlan',
  method: 'GET',
  path: '/api/app/pFControlPlan/ControlPlan',
  summary: 'PFMEA 控制计划（表头、条目、是否需同步）（路径为本系统所定）',
  query: ProjectQuery,
  data: ControlPlanDto,
});

export const generatePfmeaControlPlan = fmeaEndpoint(PFMEA, 'edit', {
  name: 'generatePfmeaControlPlan',
  method: 'POST',
  path: '/api/app/pFControlPlan/GenerateControlPlan',
  summary: '由 PFMEA 生成/同步控制计划，答复变化（路径为本系统所定）',
  body: z.object({ projectId: ProjectIdField }),
  data: z.object({ changes: ControlPlanChangesDto, controlPlan: ControlPlanDto }),
});

export const editPfmeaControlPlan = fmeaEndpoint(PFMEA, 'edit', {
  name: 'editPfmeaControlPlan',
  method: 'POST',
  path: '/api/app/pFControlPlan/EditControlPlan',
  summary: '编辑控制计划表头（路径为本系统所定）',
  body: ControlPlanHeaderFields.extend({ projectId: ProjectIdField, version: VersionField }),
  data: ControlPlanHeaderDto,
});

const LineRef = { projectId: ProjectIdField, id: z.uuid('条目 id 格式不正确'), version: VersionField };

export const editPfmeaControlPlanLine = fmeaEndpoint(PFMEA, 'edit', {
  name: 'editPfmeaControlPlanLine',
  method: 'POST',
  path: '/api/app/pFControlPlan/EditControlPlanLine',
  summary: '编辑控制计划条目的方法与反应计划（路径为本系统所定）',
  body: z.object({
    ...LineRef,
    measurementTechnique: textField('评价/测量技术', 500),
    sampleSize: textField('样本容量', 100),
    frequency: textField('频率', 100),
    controlMethod: textField('控制方法', 1000),
    reactionPlan: textField('反应计划', 1000),
  }),
  data: ControlPlanLineDto,
});

export const deletePfmeaControlPlanLine = fmeaEndpoint(PFMEA, 'edit', {
  name: 'deletePfmeaControlPlanLine',
  method: 'POST',
  path: '/api/app/pFControlPlan/DelControlPlanLine',
  summary: '删除来源已不在 PFMEA 中的条目（路径为本系统所定）',
  body: z.object(LineRef),
  data: z.object({ id: Id, deleted: z.boolean() }),
});

export const linkPfmeaControlChart = fmeaEndpoint(PFMEA, 'edit', {
  name: 'linkPfmeaControlChart',
  method: 'POST',
  path: '/api/app/pFControlPlan/LinkControlChart',
  summary: '特殊特性条目关联控制图（路径为本系统所定）',
  body: z.object({ ...LineRef, chartFileId: z.uuid('控制图文件 id 格式不正确').nullable() }),
  data: ControlPlanLineDto,
});

/** A linked chart's latest figures, computed by makeControlChart from the chart file's settings and data file. */
export const ControlPlanChartDto = z.object({
  lineId: Id,
  functionId: z.string().nullable(),
  characteristicKind: z.enum(CHARACTERISTIC_KINDS),
  characteristicNumber: z.number().int(),
  chartFileId: Id,
  chartName: z.string(),
  chartType: z.enum(CONTROL_CHART_TYPES).nullable(),
  /**
   * ok; chartGone (deleted or never there); incomplete (the chart lacks data or settings); noSpec (no
   * specification limits: signals but no capability); failed (the data do not chart: `message`); pluginOff.
   */
  status: z.enum(['ok', 'noSpec', 'chartGone', 'incomplete', 'failed', 'pluginOff']),
  message: z.string(),
  /** Values charted. */
  n: z.number().int().nullable(),
  cp: z.number().nullable(),
  cpk: z.number().nullable(),
  pp: z.number().nullable(),
  ppk: z.number().nullable(),
  lsl: z.number().nullable(),
  usl: z.number().nullable(),
  /** Points of the chart (X̄ or individuals). */
  points: z.number().int().nullable(),
  /** Points that break a rule or their limits, over the chart pair. */
  signals: z.number().int(),
  /** The last such point with the rules it breaks. */
  lastSignal: z.object({ point: z.number().int(), rules: z.array(z.string()) }).nullable(),
  /** Whether the last point charted is one of them. */
  lastPointOut: z.boolean(),
});
export type ControlPlanChartDto = z.infer<typeof ControlPlanChartDto>;

export const getPfmeaControlPlanCharts = fmeaEndpoint(PFMEA, 'get', {
  name: 'getPfmeaControlPlanCharts',
  method: 'GET',
  path: '/api/app/pFControlPlan/ControlPlanCharts',
  summary: '所关联控制图的 Cpk/Ppk 与判异（路径为本系统所定）',
  query: ProjectQuery,
  data: z.array(ControlPlanChartDto),
});

export const ControlChartOptionDto = z.object({
  id: Id,
  name: z.string(),
  chartType: z.enum(CONTROL_CHART_TYPES),
  hasSpec: z.boolean(),
  updatedAt: z.string(),
});

export const listPfmeaControlChartOptions = fmeaEndpoint(PFMEA, 'get', {
  name: 'listPfmeaControlChartOptions',
  method: 'GET',
  path: '/api/app/pFControlPlan/ControlChartOptions',
  summary: '可关联的控制图（我的文件）（路径为本系统所定）',
  query: ProjectQuery,
  data: z.array(ControlChartOptionDto),
});

export const exportPfmeaControlPlan = fmeaEndpoint(PFMEA, 'export', {
  name: 'exportPfmeaControlPlan',
  method: 'GET',
  path: '/api/app/pFControlPlan/ExportControlPlan',
  summary: '导出控制计划 .xlsx（AIAG 版式）（路径为本系统所定）',
  query: ProjectQuery,
  data: ExportedWorkbook,
});

export const exportPfmeaControlPlanPdf = fmeaEndpoint(PFMEA, 'export', {
  name: 'exportPfmeaControlPlanPdf',
  method: 'GET',
  path: '/api/app/pFControlPlan/ExportControlPlanPdf',
  summary: '导出控制计划 PDF（路径为本系统所定）',
  query: ProjectQuery,
  data: ExportedWorkbook,
});
