import {
  ALL_PLUGIN_IDS,
  type ChainRiskRow,
  type FmeaNetDto,
  type FmeaProjectDto,
  type FormSheetDto,
  MSR_TASK_NODES,
  type OptimizationAction,
  P,
  type ProjectPlanDto,
  type ResultsVersionCompareDto,
  type ResultTablesDto,
  type StructureElement,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createTenantWithAdmin } from '../../../test/factories';
import { EXCEL_MAX_LIMITS } from '../../platform/excel/sheet-limits';
import { readSheets } from '../../platform/excel/sheet-reader';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

// An FMEA-MSR is the DFMEA's product net (system → subsystem → component, functions, failure net) under the MSR's
// own paths, point (Pages_MyFMEAMSR) and plugin (1004). Its step 5 rates each chain with Frequency (F) and
// Monitoring (M) in the O and D slots, the current system response and the mitigated effect with its severity; AP
// comes from the MSR table, with the mitigated severity when M = 1. Step 6 has prevention, monitoring and system
// response actions, with S, F, M and the mitigated severity after.

let t: TestApp;
let u: FmeaUsers;
let dfmeaEngineers: FmeaUsers;
const c = fmeaClient(() => t);
let project: FmeaProjectDto;
let chain: { modeId: string; causeId: string };
let risk: ChainRiskRow;

const createMsr = (token: string, users: FmeaUsers) =>
  c.post<FmeaProjectDto>(token, 'MSRProject/createFMEAMSRProject', {
    category: 2,
    projectNO: 'MSR-T-001',
    projectName: '电子驻车制动 FMEA-MSR',
    customerName: '测试客户',
    modelYear: '2027',
    subject: '电子驻车制动系统（EPB）',
    startTime: '2026-11-01',
    overTime: '2027-03-31',
    ownerId: users.ids.owner,
    confidentiality: '内部',
    responsibility: '电控研发部',
    location: '苏州',
    team: [
      { userId: users.ids.editor, projectRole: '功能安全工程师', canEdit: true },
      { userId: users.ids.reader, projectRole: '质量工程师', canEdit: false },
    ],
  });

const tasksOf = async (projectId: string) =>
  (await c.get<ProjectPlanDto>(u.owner, `mSRProjectNodeTime/projectInfoTime?projectId=${projectId}`)).tasks;

const rateBody = (version: number, extra: Record<string, unknown> = {}) => ({
  projectId: project.id,
  ...chain,
  version,
  preventionControls: '电机寿命试验 30 万次，现场失效率低',
  occurrence: 4,
  detectionControls: '电机电流与霍尔信号持续监视，100 ms 内识别卡滞',
  detection: 1,
  systemResponse: '报警灯点亮并提示驾驶员，改用液压制动保持车辆',
  mitigatedEffect: '驻车功能降级，驾驶员收到警告',
  mitigatedSeverity: 4,
  ...extra,
});

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'msr', P.fmea.MyFMEAMSR);
  dfmeaEngineers = await signInFmeaUsers(t, 'msrd');
  project = await createMsr(u.owner, u);
});
afterAll(() => t?.close());

describe('FMEA-MSR on the shared model', () => {
  it('creates an MSR project with the ten MSR task nodes', async () => {
    expect(project.kind).toBe(2);
    const list = await c.get<{ items: Array<{ id: string; type: number }> }>(u.owner, 'MSRProject/fMEAMSRProjectList');
    expect(list.items.map((p) => [p.id, p.type])).toEqual([[project.id, 2]]);
    const plan = await tasksOf(project.id);
    expect(plan.map((task) => task.nodeEventId)).toEqual(MSR_TASK_NODES.map((node) => node.id));
    expect(plan.map((task) => task.nodeEventId)).toEqual([
      10042, 10043, 10044, 10045, 10046, 10047, 10048, 10049, 100410, 1004111,
    ]);
  });

  it('builds the product structure, functions and failure net through the MSR paths', async () => {
    const element = (parentId: string | null, type: string, name: string) =>
      c.post<StructureElement>(u.editor, 'MSRPartsRelation/OrEditMSRPartsRelation', {
        projectId: project.id,
        parentId,
        type,
        name,
      });
    const system = await element(null, 'system', '整车制动系统');
    const epb = await element(system.id, 'subsystem', '电子驻车制动（EPB）');
    const motor = await element(epb.id, 'component', '卡钳电机');
    await c.refused(
      u.editor,
      'POST',
      `${API}/MSRPartsRelation/OrEditMSRPartsRelation`,
      { projectId: project.id, parentId: null, type: 'processItem', name: '装配' },
      { status: 400, message: /type/ },
    );
    const fn = (elementId: string, name: string) =>
      c.post<{ id: string }>(u.editor, 'MSRFunctionRelation/OrEditMSRFunctionRelation', {
        projectId: project.id,
        elementId,
        name,
      });
    const fSystem = await fn(system.id, '车辆驻车保持于 30% 坡道');
    const fEpb = await fn(epb.id, '按驾驶员指令施加驻车夹紧力');
    const fMotor = await fn(motor.id, '输出额定扭矩');
    const fe = await c
      .post<{ failure: { id: string } }>(u.editor, 'MSRFailureEffect/OrEditMSRFailureEffect', {
        projectId: project.id,
        functionId: fSystem.id,
        name: '车辆在坡道上溜车',
        severity: 10,
      })
      .then((r) => r.failure);
    const failure = (functionId: string, type: 'FM' | 'FC', name: string) =>
      c
        .post<{ failure: { id: string } }>(u.editor, 'MSRFailureMode/EditFailure', {
          projectId: project.id,
          functionId,
          type,
          name,
        })
        .then((r) => r.failure);
    const fm = await failure(fEpb.id, 'FM', '驻车夹紧力不足');
    const fc = await failure(fMotor.id, 'FC', '电机卡滞');
    const link = (causeId: string, effectId: string) =>
      c.post<{ risk: ChainRiskRow | null }>(u.editor, 'MSRFunctionalFailureMatrix/FailureRelation', {
        projectId: project.id,
        causeId,
        effectId,
      });
    await link(fm.id, fe.id);
    const linked = await link(fc.id, fm.id);
    expect(linked.risk).toMatchObject({ severity: 10, systemResponse: '', mitigatedSeverity: null });
    risk = linked.risk as ChainRiskRow;
    chain = { modeId: fm.id, causeId: fc.id };
    const net = await c.get<FmeaNetDto>(u.reader, `MSRPartsRelation/MSRPartsRelationList?projectId=${project.id}`);
    expect(net.net.elements.map((e) => e.type).sort()).toEqual(['component', 'subsystem', 'system']);
  });

  it('rates F, M, system response and the mitigated effect; AP from the MSR table with the M = 1 rule', async () => {
    const save = (body: Record<string, unknown>) =>
      c.post<ChainRiskRow>(u.editor, 'MSRRelationMeasure/OrEditMSRRelationMeasure', body);
    // M = 1 and a mitigated severity 4: (4, 4, 1) of ap-msr.json enters, not (10, 4, 1).
    const m1 = await save(rateBody(risk.version));
    expect(m1).toMatchObject({
      severity: 10,
      occurrence: 4,
      detection: 1,
      systemResponse: '报警灯点亮并提示驾驶员，改用液压制动保持车辆',
      mitigatedEffect: '驻车功能降级，驾驶员收到警告',
      mitigatedSeverity: 4,
      apSeverity: 4,
      apMitigated: true,
      ap: 'L',
    });
    // M = 2: the original S 10 enters.
    const m2 = await save(rateBody(m1.version, { detection: 2 }));
    expect(m2).toMatchObject({ apSeverity: 10, apMitigated: false, ap: 'H' });
    // M = 1 without a mitigated severity: S 10.
    const unrated = await save(rateBody(m2.version, { mitigatedSeverity: null }));
    expect(unrated).toMatchObject({ apSeverity: 10, apMitigated: false, ap: 'M' });
    risk = await save(rateBody(unrated.version));

    const sheet = await c.get<FormSheetDto>(u.reader, `MSRFailureMode/RiskAnalysisInfo?projectId=${project.id}`);
    const row = sheet.rows.find((r) => r.key === `${chain.modeId}:${chain.causeId}`);
    expect(row).toMatchObject({ ap: 'L', apSeverity: 4, apMitigated: true, severity: 10 });
    expect(sheet.kind).toBe(2);
    const distribution = await c.get<{ ap: Record<string, number> }>(
      u.reader,
      `MSRFailureMode/AP_S_RPNDistribution?projectId=${project.id}`,
    );
    expect(distribution.ap).toEqual({ H: 0, M: 0, L: 1, unrated: 0 });
  });

  it('reads the failures above and below a mode, and the chains’ risks (MSRMeasureList)', async () => {
    const above = await c.get<{ items: Array<{ type: string; name: string }> }>(
      u.reader,
      `MSRFailureMode/MSRSuperiorFailureModel?projectId=${project.id}&failureId=${chain.modeId}`,
    );
    expect(above.items.map((f) => [f.type, f.name])).toEqual([['FE', '车辆在坡道上溜车']]);
    const below = await c.get<{ items: Array<{ id: string }> }>(
      u.reader,
      `MSRFailureMode/MSRSubordinateFailureModel?projectId=${project.id}&failureId=${chain.modeId}`,
    );
    expect(below.items.map((f) => f.id)).toEqual([chain.causeId]);
    const measures = await c.post<{ items: ChainRiskRow[] }>(u.reader, 'MSRRelationMeasure/MSRMeasureList', {
      projectId: project.id,
      modeId: chain.modeId,
    });
    expect(measures.items).toMatchObject([{ ...chain, ap: 'L', apSeverity: 4, apMitigated: true }]);
  });

  it('refuses bad input with 400 naming the field, and a stale version with 409', async () => {
    const path = `${API}/MSRRelationMeasure/OrEditMSRRelationMeasure`;
    await c.refused(u.editor, 'POST', path, rateBody(risk.version, { mitigatedSeverity: 11 }), {
      status: 400,
      message: /mitigatedSeverity/,
    });
    await c.refused(u.editor, 'POST', path, rateBody(risk.version, { occurrence: 0 }), {
      status: 400,
      message: /occurrence/,
    });
    await c.refused(u.editor, 'POST', path, rateBody(risk.version - 1), { status: 409 });
    // A DFMEA body carrying an MSR-only field is refused, naming it.
    const dfmea = await c.createProject(dfmeaEngineers.owner, dfmeaEngineers);
    await c.refused(
      dfmeaEngineers.owner,
      'POST',
      `${API}/RelationMeasure/OrEditRelationMeasure`,
      {
        projectId: dfmea.id,
        modeId: chain.modeId,
        causeId: chain.causeId,
        version: 1,
        systemResponse: '报警',
      },
      { status: 400, message: /systemResponse/ },
    );
    await c.refused(
      dfmeaEngineers.owner,
      'POST',
      `${API}/Optimizations/CurrentMeasures`,
      { projectId: dfmea.id, ...chain, version: 1, mitigatedSeverityAfter: 3 },
      { status: 400, message: /mitigatedSeverityAfter/ },
    );
  });

  it('takes prevention, monitoring and system response actions, S/F/M after and AP after', async () => {
    const action = (type: string, description: string) =>
      c.post<OptimizationAction>(u.editor, 'MSROptimizations/EditEditMSROptimization', {
        projectId: project.id,
        ...chain,
        type,
        description,
        status: 'implementationPending',
      });
    const made = [
      await action('prevention', '电机换用长寿命电刷'),
      await action('monitoring', '增加电机堵转电流诊断'),
      await action('systemResponse', '识别卡滞后自动请求 ESC 液压保压'),
    ];
    expect(made.map((a) => a.type)).toEqual(['prevention', 'monitoring', 'systemResponse']);
    await c.refused(
      u.editor,
      'POST',
      `${API}/MSROptimizations/EditEditMSROptimization`,
      { projectId: project.id, ...chain, type: 'detection', description: '增加台架试验' },
      { status: 400, message: /type/ },
    );
    const listed = await c.get<{ items: OptimizationAction[] }>(
      u.reader,
      `MSROptimizations/OptimizationInfoList?projectId=${project.id}`,
    );
    expect(listed.items).toHaveLength(3);

    // F after 2, M after 3 (monitoring still rated): S 10 enters → (10, 2, 3).
    const after = await c.post<ChainRiskRow>(u.editor, 'MSROptimizations/MSRCurrentMeasures', {
      projectId: project.id,
      ...chain,
      version: risk.version,
      occurrenceAfter: 2,
      detectionAfter: 3,
      mitigatedEffectAfter: '驾驶员收到警告，车辆保持静止',
      mitigatedSeverityAfter: 2,
    });
    expect(after).toMatchObject({
      occurrenceAfter: 2,
      detectionAfter: 3,
      mitigatedEffectAfter: '驾驶员收到警告，车辆保持静止',
      mitigatedSeverityAfter: 2,
      apAfterSeverity: 10,
      apAfterMitigated: false,
    });
    expect(after.apAfter).not.toBeNull();
    // M after 1: the mitigated severity after (2) enters.
    const full = await c.post<ChainRiskRow>(u.editor, 'MSROptimizations/MSRCurrentMeasures', {
      projectId: project.id,
      ...chain,
      version: after.version,
      occurrenceAfter: 2,
      detectionAfter: 1,
      mitigatedEffectAfter: '驾驶员收到警告，车辆保持静止',
      mitigatedSeverityAfter: 2,
    });
    expect(full).toMatchObject({ apAfterSeverity: 2, apAfterMitigated: true, apAfter: 'L' });
    risk = full;
    const tables = await c.get<ResultTablesDto>(u.reader, `MSRFailureMode/FMEAMSRResultTables?projectId=${project.id}`);
    expect(tables.rows[0]).toMatchObject({ apSeverity: 4, apMitigated: true, mitigatedSeverityAfter: 2 });
  });

  it('refuses callers without the MSR point or plugin (403) and other tenants (404)', async () => {
    const read = (token: string, path: string) => c.call(token, 'GET', `${API}/${path}?id=${project.id}`);
    expect((await read(u.reader, 'MSRProject/fMEAMSRProject')).statusCode).toBe(200);
    expect((await read(dfmeaEngineers.owner, 'MSRProject/fMEAMSRProject')).statusCode).toBe(403);
    expect((await read(u.otherTenant, 'MSRProject/fMEAMSRProject')).statusCode).toBe(404);
    expect((await read(u.owner, 'ProjectAppServicecs/dFMEAProject')).statusCode).toBe(403);
    await c.refused(
      u.reader,
      'POST',
      `${API}/MSRPartsRelation/OrEditMSRPartsRelation`,
      { projectId: project.id, parentId: null, type: 'system', name: '另一系统' },
      { status: 403 },
    );
    await createTenantWithAdmin(t.database.db, {
      name: 'msr无插件',
      adminUserName: 'msrnoplugin',
      adminPassword: 'Msr@12345',
      pluginIds: ALL_PLUGIN_IDS.filter((id) => id !== 1004),
    });
    const noPlugin = await t.login('msrnoplugin', 'Msr@12345', 'msr无插件');
    expect((await c.call(noPlugin, 'GET', `${API}/MSRProject/fMEAMSRProjectList`)).statusCode).toBe(403);
  });

  it('exports the form sheet in the MSR layout', async () => {
    const file = await c.get<{ fileName: string; contentBase64: string }>(
      u.reader,
      `MSRFailureMode/ExportMSRRiskAnalysis?projectId=${project.id}`,
    );
    expect(file.fileName).toBe('MSR-T-001_电子驻车制动 FMEA-MSR.xlsx');
    const [form = []] = await readSheets(Buffer.from(file.contentBase64, 'base64'), 'xlsx', 2, EXCEL_MAX_LIMITS);
    expect(form[0]?.[0]).toBe('监视及系统响应失效模式及影响分析（FMEA-MSR）');
    const head = form.find((row) => row.includes('频率评级理由')) ?? [];
    for (const header of [
      '频率评级理由',
      '频率（F）',
      '当前诊断监视',
      '当前系统响应',
      '系统响应后最严重的失效影响',
      '监视与系统响应后的严重度',
      '监视（M）',
      'MSR 措施优先级（AP）',
      'MSR 预防措施',
      '诊断监视措施',
      '系统响应措施',
    ]) {
      expect(head, header).toContain(header);
    }
    expect(form.some((row) => row.includes('驻车功能降级，驾驶员收到警告'))).toBe(true);
  });

  it('releases results versions and compares them', async () => {
    const v1 = await c.post<{ id: string; number: number }>(u.owner, 'MSRResultsVersion/MSRResultsVersion', {
      projectId: project.id,
      note: '首版',
    });
    expect(v1.number).toBe(1);
    await c.post<ChainRiskRow>(u.editor, 'MSRRelationMeasure/OrEditMSRRelationMeasure', {
      ...rateBody(risk.version),
      systemResponse: '报警并限制车速',
    });
    const diff = await c.get<ResultsVersionCompareDto>(
      u.reader,
      `MSRResultsVersion/CompareMSRResultsVersion?fromId=${v1.id}`,
    );
    expect(diff.changes.map((ch) => [ch.part, ch.change, ch.fields])).toEqual([
      ['risks', 'changed', ['systemResponse']],
    ]);
    const versions = await c.get<{ items: Array<{ id: string }> }>(
      u.reader,
      `MSRResultsVersion/MSRResultsVersionList?projectId=${project.id}`,
    );
    expect(versions.items.map((v) => v.id)).toEqual([v1.id]);
  });

  it('draws interfaces and the boundary diagram and reads the BOM link through MSR paths', async () => {
    const net = await c.get<FmeaNetDto>(u.reader, `MSRPartsRelation/MSRPartsRelationList?projectId=${project.id}`);
    const [system, epb, motor] = ['system', 'subsystem', 'component'].map(
      (type) => net.net.elements.find((e) => e.type === type)?.id as string,
    );
    const iface = await c.post<{ id: string; type: string }>(
      u.editor,
      'MSRInterfacePartRelation/OrEditMSRInterfaceRelation',
      { projectId: project.id, fromId: epb, toId: motor, type: 'energy', direction: 'oneWay', description: '电机供电' },
    );
    expect(iface.type).toBe('energy');
    const diagram = await c.post<{ diagram: { focusId: string } | null; version: number }>(
      u.editor,
      'mSRProject/resetMSRInterfaceRelationJson',
      { projectId: project.id, reset: true, focusId: system },
    );
    expect(diagram.diagram?.focusId).toBe(system);
    const stored = await c.get<{ version: number }>(
      u.reader,
      `mSRProject/mSRInterfaceRelationJson?projectId=${project.id}`,
    );
    expect(stored.version).toBe(diagram.version);
    expect(await c.get(u.reader, `mSRProject/fMEAMSRProjectBom?projectId=${project.id}`)).toBeDefined();
    // The DFMEA's paths do not reach an MSR project.
    expect(
      (await c.call(u.owner, 'GET', `${API}/projectAppServicecs/dInterfaceRelationJson?projectId=${project.id}`))
        .statusCode,
    ).toBe(403);
    // The spec's per-role failure paths save as EditFailure does.
    const cause = await c.post<{ failure: { type: string } }>(u.editor, 'MSRFailureCause/OrEditMSRFailureCause', {
      projectId: project.id,
      functionId: net.net.functions.find((f) => f.elementId === motor)?.id,
      type: 'FC',
      name: '霍尔传感器信号丢失',
    });
    expect(cause.failure.type).toBe('FC');
  });

  it('answers the MSR configuration and copies a standard into an MSR (SFM) standard', async () => {
    const config = await c.get<{ actionRequiredAp: string }>(u.reader, 'fMEAMsrConfigure/fMEAMsrConfigure');
    expect(config.actionRequiredAp).toBeDefined();
    const admin = await t.login('admin', 'Admin@123');
    const names = await c.get<Array<{ id: string; isDefault: boolean }>>(admin, 'PFMEA_SODStandard/sodStandardNames');
    const source = names.find((n) => n.isDefault) ?? names[0];
    const copied = await c.post<{ kind: number; id: string; scales: { occurrence: unknown[] } }>(
      admin,
      'MSRSODStandard/copyPFMEASODStandard',
      { id: source?.id, name: '由 PFMEA 复制的 SFM' },
    );
    expect(copied.kind).toBe(2);
    expect(await c.get(u.reader, `Optimizations/SodOccurrenceById?id=${copied.id}`)).toEqual(copied.scales.occurrence);
  });

  it('refuses a form sheet import with a clear message (the MSR layout is written, not read back)', async () => {
    for (const path of ['MSRProject/checkImportFMEAMSRFormSheet', 'MSRProject/importFMEAMSRFormSheet']) {
      await c.refused(
        u.owner,
        'POST',
        `${API}/${path}`,
        { projectId: project.id, filePath: 'import/msr.xlsx' },
        { status: 200, code: 9999, message: /FMEA-MSR 表单暂不支持导入/ },
      );
    }
  });

  it('exports the form sheet as PDF in the MSR layout', async () => {
    const file = await c.get<{ fileName: string; contentBase64: string }>(
      u.reader,
      `MSRFailureMode/ExportMSRRiskAnalysisPdf?projectId=${project.id}`,
    );
    expect(file.fileName).toMatch(/\.pdf$/);
    expect(Buffer.from(file.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('submits an MSR task on the MSR task flow', async () => {
    const task = (await tasksOf(project.id)).find((x) => x.nodeEventId === 10049);
    await c.post(u.owner, 'mSRProjectNodeTime/batchChangeNodeTime', {
      projectId: project.id,
      nodes: [
        {
          nodeId: 10049,
          version: task?.version,
          startTime: '2026-11-02',
          endTime: '2026-11-20',
          assigneeId: u.ids.editor,
        },
      ],
    });
    expect(await c.post<boolean>(u.editor, 'mSRTask/submitTaskToAudit', { id: task?.id })).toBe(true);
    const audits = await c.post<{ items: Array<{ id: string; nodeName: string }> }>(u.owner, 'MSRTask/AuditTaskList', {
      projectId: project.id,
      auditStatus: 2,
    });
    expect(audits.items).toMatchObject([{ id: task?.id, nodeName: '风险分析' }]);
    const seven = await c.get<{ steps: unknown[] }>(
      u.reader,
      `mSRProjectNodeTime/sevenStepsList?projectId=${project.id}`,
    );
    expect(seven.steps).toHaveLength(7);
  });
});
