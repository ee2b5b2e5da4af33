import {
  type ChainRiskRow,
  ControlChartBody,
  type ControlChartResultDto,
  type ControlPlanChangesDto,
  type ControlPlanChartDto,
  type ControlPlanDto,
  type ControlPlanHeaderDto,
  type ControlPlanLineDto,
  controlChartRequest,
  type ExportedWorkbook,
  type FmeaFunction,
  type FmeaProjectDto,
  NEW_CONTROL_CHART,
  P,
  type StructureElement,
} from '@qis/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-app';
import { createToolUser, tenantIdByName } from '../../../../test/factories';
import { msDataSheets, msFiles } from '../../../db/tables';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from '../fmea-test-kit';
import { FIRST_LINE_ROW, HEAD_ROW } from './control-plan-xlsx';

// The PFMEA's control plan through the API: generated from a small PFMEA (two steps, their 4M, one CC product
// characteristic), regenerated after the PFMEA changes with the engineer's edits kept, refused where it must be,
// exported and read back, and a special characteristic linked to a control chart whose Cpk equals the chart page's.

let t: TestApp;
let u: FmeaUsers;
let project: FmeaProjectDto;
let toolUser: string;
const c = fmeaClient(() => t);
const CP = 'pFControlPlan';

const post = <T>(token: string, path: string, body: Record<string, unknown>) =>
  c.post<T>(token, path, { projectId: project.id, ...body });
const element = (body: Record<string, unknown>) =>
  post<StructureElement>(u.editor, 'pFPartsRelation/OrEditPartsRelation', body);
const fn = (elementId: string, name: string, requirement = '', specialCharacteristic: 'CC' | 'SC' | null = null) =>
  post<FmeaFunction>(u.editor, 'pFFunctionRelationAppServices/OrEditFunction', {
    elementId,
    name,
    requirement,
    specialCharacteristic,
  });
const failure = (functionId: string, type: 'FM' | 'FC', name: string) =>
  post<{ failure: { id: string } }>(u.editor, 'pFFailureMode/EditFailure', { functionId, type, name }).then(
    (r) => r.failure,
  );
const link = (causeId: string, effectId: string) =>
  post<{ risk: ChainRiskRow | null }>(u.editor, 'pFFunctionalFailureMatrix/FailureRelation', { causeId, effectId });
const plan = (token = u.owner) => c.get<ControlPlanDto>(token, `${CP}/ControlPlan?projectId=${project.id}`);
const generate = () =>
  post<{ changes: ControlPlanChangesDto; controlPlan: ControlPlanDto }>(u.editor, `${CP}/GenerateControlPlan`, {});
const line = (p: ControlPlanDto, name: string) =>
  p.lines.find((l) => l.productCharacteristic === name || l.processCharacteristic === name) as ControlPlanLineDto;

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'cp', P.fmea.MyPFMEA);
  const tenantId = await tenantIdByName(t.database.db);
  await createToolUser(t.database.db, { tenantId, userName: 'cptool', password: 'Tool@1234', name: 'SPC 工程师' });
  toolUser = await t.login('cptool', 'Tool@1234');
  project = await c.post<FmeaProjectDto>(u.owner, 'Project/createPFMEAProject', {
    category: 2,
    projectNO: 'PF-CP-001',
    projectName: '钳体机加工 PFMEA',
    customerName: '测试客户',
    modelYear: '2027',
    subject: '钳体机加工线',
    startTime: '2026-11-01',
    overTime: '2027-03-31',
    ownerId: u.ids.owner,
    confidentiality: '内部',
    responsibility: '制造工程部',
    location: '苏州',
    team: [
      { userId: u.ids.editor, projectRole: '工艺工程师', canEdit: true },
      { userId: u.ids.reader, projectRole: '质量工程师', canEdit: false },
    ],
  });
  const item = await element({ parentId: null, type: 'processItem', name: '钳体机加工', number: 'BC-1000' });
  const boring = await element({ parentId: item.id, type: 'processStep', name: '精镗缸孔', number: '20' });
  const washing = await element({ parentId: item.id, type: 'processStep', name: '清洗', number: '30' });
  const cnc = await element({
    parentId: boring.id,
    type: 'workElement',
    name: '数控镗床',
    workElementCategory: 'machine',
  });
  await element({ parentId: boring.id, type: 'workElement', name: '气动量仪', workElementCategory: 'measurement' });
  const fItem = await fn(item.id, '提供合格钳体');
  const fBore = await fn(boring.id, '缸孔直径', 'Φ54 +0.03/0', 'CC');
  const fSpindle = await fn(cnc.id, '主轴转速', '1200±50 rpm');
  await fn(washing.id, '清洁度', '残留物 ≤ 2 mg');
  ids.fBore = fBore.id;
  const fe = await post<{ failure: { id: string } }>(u.editor, 'pFFailureEffect/OrEditFailureEffect', {
    functionId: fItem.id,
    name: '活塞卡滞',
    severity: 8,
  }).then((r) => r.failure);
  const fm = await failure(fBore.id, 'FM', '缸孔直径超差');
  const fc = await failure(fSpindle.id, 'FC', '主轴转速漂移');
  await link(fm.id, fe.id);
  const chain = await link(fc.id, fm.id);
  ids.modeId = fm.id;
  ids.causeId = fc.id;
  await post(u.editor, 'pFRelationMeasure/OrEditRelationMeasure', {
    modeId: fm.id,
    causeId: fc.id,
    version: chain.risk?.version ?? 1,
    preventionControls: '主轴定期点检',
    occurrence: 3,
    detectionControls: '100% 气动量仪检测',
    detection: 4,
    specialCharacteristic: null,
    filterCode: '',
    remarks: '',
  });
});
afterAll(() => t?.close());

describe('control plan generation', () => {
  it('has no plan before the first generation', async () => {
    expect(await plan()).toEqual({ projectId: project.id, header: null, lines: [], stale: false });
  });

  it('generates one line per step × characteristic with step, machine, class, specification and controls', async () => {
    const { changes, controlPlan } = await generate();
    expect(changes.added.map((l) => [l.characteristicNumber, l.stepNumber, l.characteristic])).toEqual([
      [1, '20', '缸孔直径'],
      [2, '20', '主轴转速'],
      [3, '30', '清洁度'],
    ]);
    expect(line(controlPlan, '缸孔直径')).toMatchObject({
      characteristicKind: 'product',
      stepName: '精镗缸孔',
      machine: '数控镗床',
      specialClass: 'CC',
      specification: 'Φ54 +0.03/0',
      measurementTechnique: '气动量仪',
      controlMethod: '预防：主轴定期点检\n探测：100% 气动量仪检测',
      sourceGone: false,
    });
    expect(line(controlPlan, '主轴转速')).toMatchObject({ characteristicKind: 'process', specialClass: null });
    expect(controlPlan.header).toMatchObject({
      phase: 'production',
      planNumber: 'CP-PF-CP-001',
      partNumber: 'BC-1000',
      partName: '钳体机加工',
      keyContact: 'cpowner',
    });
    expect(controlPlan.stale).toBe(false);
  });

  it('keeps an edit through regeneration, adds new characteristics, marks those gone', async () => {
    const before = await plan();
    const bore = line(before, '缸孔直径');
    await post(u.editor, `${CP}/EditControlPlanLine`, {
      id: bore.id,
      version: bore.version,
      measurementTechnique: '气动量仪 (GR&R 8%)',
      sampleSize: '5 件',
      frequency: '每 2 小时',
      controlMethod: 'SPC X̄-R 控制图',
      reactionPlan: '停机，隔离上次合格以来的产品，100% 检验',
    });
    // The PFMEA changes: a new characteristic, a removed one, a changed requirement.
    const washing = before.lines.find((l) => l.stepNumber === '30') as ControlPlanLineDto;
    const washingFns = await c.get<{ items: FmeaFunction[] }>(
      u.owner,
      `pFFunctionRelationAppServices/FunctionList?projectId=${project.id}&elementId=${washing.stepId}`,
    );
    await post(u.editor, 'pFFunctionRelationAppServices/DelFunction', {
      id: washing.functionId,
      version: washingFns.items.find((f) => f.id === washing.functionId)?.version,
    });
    const boringStep = bore.stepId as string;
    await fn(boringStep, '缸孔圆柱度', '≤ 0.01', 'SC');
    const fns = await c.get<{ items: FmeaFunction[] }>(
      u.owner,
      `pFFunctionRelationAppServices/FunctionList?projectId=${project.id}&elementId=${boringStep}`,
    );
    const boreFn = fns.items.find((f) => f.id === ids.fBore) as FmeaFunction;
    await post(u.editor, 'pFFunctionRelationAppServices/OrEditFunction', {
      id: boreFn.id,
      elementId: boringStep,
      name: boreFn.name,
      requirement: 'Φ54 +0.025/0',
      specialCharacteristic: 'CC',
      version: boreFn.version,
    });
    expect((await plan()).stale).toBe(true);

    const { changes, controlPlan } = await generate();
    expect(changes.added.map((l) => [l.characteristicNumber, l.characteristic])).toEqual([[4, '缸孔圆柱度']]);
    expect(changes.gone.map((l) => l.characteristic)).toEqual(['清洁度']);
    expect(changes.updated).toEqual([
      expect.objectContaining({ characteristic: '缸孔直径', fields: ['specification'], kept: [] }),
    ]);
    expect(line(controlPlan, '缸孔直径')).toMatchObject({
      specification: 'Φ54 +0.025/0',
      controlMethod: 'SPC X̄-R 控制图',
      sampleSize: '5 件',
      frequency: '每 2 小时',
      characteristicNumber: 1,
    });
    expect(line(controlPlan, '清洁度').sourceGone).toBe(true);
    expect(controlPlan.stale).toBe(false);
  });

  it('deletes only a line whose source is gone', async () => {
    const current = await plan();
    const bore = line(current, '缸孔直径');
    const gone = line(current, '清洁度');
    await c.refused(
      u.editor,
      'POST',
      `${API}/${CP}/DelControlPlanLine`,
      { projectId: project.id, id: bore.id, version: bore.version },
      business(/仍在 PFMEA 中/),
    );
    await post(u.editor, `${CP}/DelControlPlanLine`, { id: gone.id, version: gone.version });
    expect((await plan()).lines.map((l) => l.characteristicNumber)).toEqual([1, 4, 2]);
  });

  it('edits the header with its version; 409 when stale; 400 naming the field', async () => {
    const header = (await plan()).header as ControlPlanHeaderDto;
    const { generatedAt: _at, version, ...fields } = header;
    const edited = await post<ControlPlanHeaderDto>(u.editor, `${CP}/EditControlPlan`, {
      ...fields,
      phase: 'preLaunch',
      supplierCode: 'S-0571',
      version,
    });
    expect(edited).toMatchObject({ phase: 'preLaunch', supplierCode: 'S-0571', version: version + 1 });
    const url = `${API}/${CP}/EditControlPlan`;
    await c.refused(u.editor, 'POST', url, { projectId: project.id, ...fields, version }, { status: 409 });
    await c.refused(
      u.editor,
      'POST',
      url,
      { projectId: project.id, ...fields, phase: 'mass', version: version + 1 },
      { status: 400, message: /phase/ },
    );
    const bore = line(await plan(), '缸孔直径');
    await c.refused(
      u.editor,
      'POST',
      `${API}/${CP}/EditControlPlanLine`,
      { ...lineBody(bore), sampleSize: 'x'.repeat(101) },
      { status: 400, message: /样本容量不能超过 100 个字符/ },
    );
    await c.refused(
      u.editor,
      'POST',
      `${API}/${CP}/EditControlPlanLine`,
      { ...lineBody(bore), version: bore.version - 1 },
      { status: 409 },
    );
  });

  it('lets the team read, the editors write: 403 for a reader, 404 for another tenant', async () => {
    const current = await plan(u.reader);
    const bore = line(current, '缸孔直径');
    await c.refused(u.reader, 'POST', `${API}/${CP}/EditControlPlanLine`, lineBody(bore), { status: 403 });
    await c.refused(u.reader, 'POST', `${API}/${CP}/GenerateControlPlan`, { projectId: project.id }, { status: 403 });
    await c.refused(u.outsider, 'GET', `${API}/${CP}/ControlPlan?projectId=${project.id}`, undefined, { status: 403 });
    await c.refused(u.otherTenant, 'GET', `${API}/${CP}/ControlPlan?projectId=${project.id}`, undefined, {
      status: 404,
    });
    await c.refused(u.otherTenant, 'POST', `${API}/${CP}/EditControlPlanLine`, lineBody(bore), { status: 404 });
  });
});

function lineBody(l: ControlPlanLineDto) {
  return {
    projectId: project.id,
    id: l.id,
    version: l.version,
    measurementTechnique: l.measurementTechnique,
    sampleSize: l.sampleSize,
    frequency: l.frequency,
    controlMethod: l.controlMethod,
    reactionPlan: l.reactionPlan,
  };
}

describe('control plan files', () => {
  it('exports .xlsx in the AIAG layout, read back with exceljs', async () => {
    const file = await c.get<ExportedWorkbook>(u.reader, `${CP}/ExportControlPlan?projectId=${project.id}`);
    expect(file.fileName).toBe('CP-PF-CP-001_钳体机加工 PFMEA_控制计划.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.contentBase64, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('控制计划') as ExcelJS.Worksheet;
    const text = (row: number, column: number) => String(sheet.getCell(row, column).value ?? '');
    expect(text(2, 1)).toContain('■ 试生产');
    expect(text(3, 1)).toBe('控制计划编号');
    expect(text(3, 2)).toBe('CP-PF-CP-001');
    expect(text(HEAD_ROW - 2, 4)).toBe('特性');
    expect(text(HEAD_ROW - 2, 8)).toBe('方法');
    expect(text(HEAD_ROW - 1, 10)).toBe('样本');
    const group = HEAD_ROW - 2;
    const sample = HEAD_ROW - 1;
    const heads: Array<[number, number, string]> = [
      [group, 1, '零件/过程编号'],
      [group, 2, '过程名称/操作描述'],
      [group, 3, '生产设备/工装/夹具'],
      [sample, 4, '编号'],
      [sample, 5, '产品'],
      [sample, 6, '过程'],
      [group, 7, '特殊特性分类'],
      [sample, 8, '产品/过程规范/公差'],
      [sample, 9, '评价/测量技术'],
      [HEAD_ROW, 10, '容量'],
      [HEAD_ROW, 11, '频率'],
      [sample, 12, '控制方法'],
      [group, 13, '反应计划'],
    ];
    expect(heads.map(([row, column]) => text(row, column))).toEqual(heads.map(([, , head]) => head));
    const rows = [0, 1, 2].map((i) => Array.from({ length: 13 }, (_, col) => text(FIRST_LINE_ROW + i, col + 1)));
    expect(rows[0]).toEqual([
      '20',
      '精镗缸孔',
      '数控镗床',
      '1',
      '缸孔直径',
      '',
      'CC',
      'Φ54 +0.025/0',
      '气动量仪 (GR&R 8%)',
      '5 件',
      '每 2 小时',
      'SPC X̄-R 控制图',
      '停机，隔离上次合格以来的产品，100% 检验',
    ]);
    expect(rows.map((r) => [r[3], r[4] || r[5], r[6]])).toEqual([
      ['1', '缸孔直径', 'CC'],
      ['4', '缸孔圆柱度', 'SC'],
      ['2', '主轴转速', ''],
    ]);
    // The step's number and name are one cell over its three lines.
    expect(sheet.getCell(FIRST_LINE_ROW + 2, 1).isMerged).toBe(true);
    expect(text(FIRST_LINE_ROW + 3, 1)).toBe('');
  });

  it('exports PDF', async () => {
    const file = await c.get<ExportedWorkbook>(u.reader, `${CP}/ExportControlPlanPdf?projectId=${project.id}`);
    const bytes = Buffer.from(file.contentBase64, 'base64');
    expect(file.fileName.endsWith('.pdf')).toBe(true);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
  });
});

describe('the loop to the shop floor', () => {
  const stable = [54.012, 54.015, 54.011, 54.018, 54.014, 54.016, 54.013, 54.019, 54.012, 54.017, 54.015];
  const diameters = [...stable, ...stable, 54.04];
  const settings = { ...NEW_CONTROL_CHART, chartType: 'imr' as const, columns: [0], lsl: 54.0, usl: 54.025 };
  let chartId = '';
  let dataId = '';

  beforeAll(async () => {
    // The editor's own control chart file and its data file (as the old seven tools' pages write them).
    const db = t.database.db;
    const tenantId = await tenantIdByName(db);
    const file = (kind: string, name: string, extra: Record<string, unknown> = {}) =>
      db
        .insert(msFiles)
        .values({ tenantId, ownerId: u.ids.editor, space: 'oldTools', kind, name, ...extra })
        .returning()
        .then((rows) => rows[0]?.id as string);
    dataId = await file('data', '缸孔直径数据');
    await db.insert(msDataSheets).values({
      fileId: dataId,
      tenantId,
      columns: [{ name: '直径', cells: diameters.map(String) }],
      rowCount: diameters.length,
    });
    chartId = await file('controlChart', '缸孔直径 I-MR', { settings: { ...settings, dataFileId: dataId } });
  });

  it('links only a special characteristic, to the linker’s own chart', async () => {
    const current = await plan();
    const spindle = line(current, '主轴转速');
    const bore = line(current, '缸孔直径');
    const url = `${API}/${CP}/LinkControlChart`;
    await c.refused(
      u.editor,
      'POST',
      url,
      { projectId: project.id, id: spindle.id, version: spindle.version, chartFileId: chartId },
      business(/特殊特性/),
    );
    await c.refused(
      u.owner,
      'POST',
      url,
      { projectId: project.id, id: bore.id, version: bore.version, chartFileId: chartId },
      business(/自己/),
    );
    const options = await c.get<Array<{ id: string; hasSpec: boolean }>>(
      u.editor,
      `${CP}/ControlChartOptions?projectId=${project.id}`,
    );
    expect(options).toEqual([expect.objectContaining({ id: chartId, chartType: 'imr', hasSpec: true })]);
    const linked = await post<ControlPlanLineDto>(u.editor, `${CP}/LinkControlChart`, {
      id: bore.id,
      version: bore.version,
      chartFileId: chartId,
    });
    expect(linked.chartFileId).toBe(chartId);
  });

  it('shows the chart’s Cpk, equal to the control chart page’s, with its signals', async () => {
    const [figure] = await c.get<ControlPlanChartDto[]>(u.reader, `${CP}/ControlPlanCharts?projectId=${project.id}`);
    // What the chart page asks for these settings and this sheet (the page's own request builder).
    const request = controlChartRequest(
      { ...settings, dataFileId: dataId },
      (index) => ({
        column: 'A',
        firstRow: 2,
        name: '直径',
        cells: index === 0 ? diameters.map(String) : [],
      }),
      null,
    );
    const page = await c.ok<ControlChartResultDto>(
      toolUser,
      'POST',
      '/qis/api/app/controlChart/makeControlChart',
      ControlChartBody.parse(request),
    );
    expect(page.capability?.cpk).toBeTypeOf('number');
    expect(figure).toMatchObject({
      functionId: ids.fBore,
      characteristicKind: 'product',
      chartName: '缸孔直径 I-MR',
      status: 'ok',
      n: 23,
      cpk: page.capability?.cpk,
      ppk: page.capability?.ppk,
      points: 23,
    });
    expect(figure?.cpk as number).toBeLessThan(1.33);
    // The last diameter (54.040) is beyond the individuals chart's limits.
    expect(figure?.lastPointOut).toBe(true);
    expect(figure?.signals).toBeGreaterThanOrEqual(1);
  });

  it('marks a chart that is gone', async () => {
    await t.database.db.update(msFiles).set({ deletedAt: new Date() }).where(eq(msFiles.id, chartId));
    const [figure] = await c.get<ControlPlanChartDto[]>(u.reader, `${CP}/ControlPlanCharts?projectId=${project.id}`);
    expect(figure).toMatchObject({ status: 'chartGone', cpk: null });
  });
});
