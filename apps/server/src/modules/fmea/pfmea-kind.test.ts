import {
  type ChainRiskRow,
  type FmeaNetDto,
  type FmeaProjectDto,
  P,
  PFMEA_TASK_NODES,
  type ProjectPlanDto,
  type StructureElement,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { EXCEL_MAX_LIMITS } from '../../platform/excel/sheet-limits';
import { readSheets } from '../../platform/excel/sheet-reader';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

// A PFMEA is the same structure–function–failure net under the PFMEA's own paths, point and plugin: process item →
// process step → 4M work element, its nine task nodes on the PFMEA task flow, AP from the same table, results
// versions under pFResultsVersion. A DFMEA call does not reach a PFMEA project, nor a DFMEA engineer the PFMEA's.

let t: TestApp;
let u: FmeaUsers;
let dfmeaEngineers: FmeaUsers;
const c = fmeaClient(() => t);
let project: FmeaProjectDto;
let admin: string;

const createPfmea = (token: string, users: FmeaUsers) =>
  c.post<FmeaProjectDto>(token, 'Project/createPFMEAProject', {
    category: 2,
    projectNO: 'PF-T-001',
    projectName: '制动钳机加工 PFMEA',
    customerName: '测试客户',
    modelYear: '2027',
    subject: '钳体机加工线',
    startTime: '2026-11-01',
    overTime: '2027-03-31',
    ownerId: users.ids.owner,
    confidentiality: '内部',
    responsibility: '制造工程部',
    location: '苏州',
    team: [
      { userId: users.ids.editor, projectRole: '工艺工程师', canEdit: true },
      { userId: users.ids.reader, projectRole: '质量工程师', canEdit: false },
    ],
  });

const tasksOf = async (projectId: string) =>
  (await c.get<ProjectPlanDto>(u.owner, `pFProjectNodeTime/projectInfoTime?projectId=${projectId}`)).tasks;

const element = (token: string, body: Record<string, unknown>) =>
  c.post<StructureElement>(token, 'pFPartsRelation/OrEditPartsRelation', { projectId: project.id, ...body });

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'pk', P.fmea.MyPFMEA);
  dfmeaEngineers = await signInFmeaUsers(t, 'pkd');
  project = await createPfmea(u.owner, u);
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t?.close());

describe('PFMEA on the shared model', () => {
  it('creates a PFMEA project with the nine PFMEA task nodes', async () => {
    expect(project.kind).toBe(1);
    const list = await c.get<{ items: Array<{ id: string; type: number }> }>(u.owner, 'Project/pFMEAProjectList');
    expect(list.items.map((p) => [p.id, p.type])).toEqual([[project.id, 1]]);
    const plan = await tasksOf(project.id);
    expect(plan.map((task) => task.nodeEventId)).toEqual(PFMEA_TASK_NODES.map((node) => node.id));
  });

  it('builds process item → step → 4M work element; a work element needs its 4M category', async () => {
    const item = await element(u.editor, { parentId: null, type: 'processItem', name: '钳体机加工' });
    const step = await element(u.editor, { parentId: item.id, type: 'processStep', name: '精镗缸孔', number: '20' });
    const machine = await element(u.editor, {
      parentId: step.id,
      type: 'workElement',
      name: '数控镗床',
      workElementCategory: 'machine',
    });
    expect(machine).toMatchObject({ type: 'workElement', workElementCategory: 'machine', parentId: step.id });
    expect(step.number).toBe('20');

    const save = `${API}/pFPartsRelation/OrEditPartsRelation`;
    await c.refused(
      u.editor,
      'POST',
      save,
      { projectId: project.id, parentId: step.id, type: 'workElement', name: '操作工' },
      { status: 400, message: /workElementCategory.*过程工作要素须选择 4M 类别/ },
    );
    await c.refused(
      u.editor,
      'POST',
      save,
      { projectId: project.id, parentId: null, type: 'system', name: '制动钳' },
      { status: 400, message: /type/ },
    );
    const net = await c.get<FmeaNetDto>(u.owner, `Project/pFMEANet?projectId=${project.id}`);
    expect(net.net.elements.map((e) => e.type).sort()).toEqual(['processItem', 'processStep', 'workElement']);
  });

  it('rates a chain with AP from the AIAG-VDA table and releases a results version under pFResultsVersion', async () => {
    const net = await c.get<FmeaNetDto>(u.owner, `Project/pFMEANet?projectId=${project.id}`);
    const byType = (type: string) => net.net.elements.find((e) => e.type === type)?.id as string;
    const fn = (elementId: string, name: string) =>
      c.post<{ id: string }>(u.editor, 'pFFunctionRelationAppServices/OrEditFunction', {
        projectId: project.id,
        elementId,
        name,
      });
    const fItem = await fn(byType('processItem'), '提供合格钳体');
    const fStep = await fn(byType('processStep'), '镗缸孔至 Φ54 H8');
    const fWork = await fn(byType('workElement'), '主轴保持镗孔精度');
    const fe = await c
      .post<{ failure: { id: string } }>(u.editor, 'pFFailureEffect/OrEditFailureEffect', {
        projectId: project.id,
        functionId: fItem.id,
        name: '活塞卡滞，制动拖滞',
        severity: 8,
      })
      .then((r) => r.failure);
    const mode = (functionId: string, type: 'FM' | 'FC', name: string) =>
      c
        .post<{ failure: { id: string } }>(u.editor, 'pFFailureMode/EditFailure', {
          projectId: project.id,
          functionId,
          type,
          name,
        })
        .then((r) => r.failure);
    const fm = await mode(fStep.id, 'FM', '缸孔直径超差');
    const fc = await mode(fWork.id, 'FC', '主轴磨损');
    const link = (causeId: string, effectId: string) =>
      c.post<{ risk: ChainRiskRow | null }>(u.editor, 'pFFunctionalFailureMatrix/FailureRelation', {
        projectId: project.id,
        causeId,
        effectId,
      });
    await link(fm.id, fe.id);
    const chain = await link(fc.id, fm.id);
    expect(chain.risk).toMatchObject({ severity: 8 });

    const rate = (occurrence: number, version: number) =>
      c.post<ChainRiskRow>(u.editor, 'pFRelationMeasure/OrEditRelationMeasure', {
        projectId: project.id,
        modeId: fm.id,
        causeId: fc.id,
        version,
        preventionControls: '主轴定期点检',
        occurrence,
        detectionControls: '100% 气动量仪检测',
        detection: 4,
      });
    const high = await rate(6, chain.risk?.version as number);
    // S 8, O 6, D 4 → H; O lowered to 2 → L (ap-dfmea-pfmea.json).
    expect(high.ap).toBe('H');
    expect((await rate(2, high.version)).ap).toBe('L');

    const released = await c.post<{ id: string; number: number }>(u.owner, 'pFResultsVersion/pFResultsVersion', {
      projectId: project.id,
      note: '首版',
    });
    expect(released.number).toBe(1);
    const versions = await c.get<{ items: Array<{ id: string }> }>(
      u.reader,
      `pFResultsVersion/pFResultsVersionList?projectId=${project.id}`,
    );
    expect(versions.items.map((v) => v.id)).toEqual([released.id]);

    // The form sheet in the PFMEA's layout: its title, column names and the 4M of the work element.
    const file = await c.get<{ fileName: string; contentBase64: string }>(
      u.reader,
      `pFFailureMode/ExportRiskAnalysis?projectId=${project.id}`,
    );
    expect(file.fileName).toBe('PF-T-001_制动钳机加工 PFMEA.xlsx');
    const [form = [], structure = []] = await readSheets(
      Buffer.from(file.contentBase64, 'base64'),
      'xlsx',
      2,
      EXCEL_MAX_LIMITS,
    );
    expect(form[0]?.[0]).toBe('过程失效模式及影响分析（PFMEA）');
    const head = form.find((row) => row[0] === '1. 过程项目');
    expect(head?.slice(0, 3)).toEqual(['1. 过程项目', '2. 过程步骤（工位号及名称）', '3. 过程工作要素（4M）']);
    expect(structure.map((row) => row[1])).toContain('过程工作要素（机）');
  });

  it('keeps the kinds apart: DFMEA paths 404 on a PFMEA project, a DFMEA engineer gets 403 on PFMEA paths', async () => {
    const read = (token: string, path: string) => c.call(token, 'GET', `${API}/${path}?id=${project.id}`);
    // The PFMEA engineer holds no DFMEA point; an administrator holds both, and the DFMEA path finds no such DFMEA.
    expect((await read(u.owner, 'ProjectAppServicecs/dFMEAProject')).statusCode).toBe(403);
    expect((await read(admin, 'ProjectAppServicecs/dFMEAProject')).statusCode).toBe(404);
    expect((await read(admin, 'Project/pFMEAProject')).statusCode).toBe(200);
    expect((await read(dfmeaEngineers.owner, 'Project/pFMEAProject')).statusCode).toBe(403);
    expect((await read(u.otherTenant, 'Project/pFMEAProject')).statusCode).toBe(404);
    await c.refused(
      u.reader,
      'POST',
      `${API}/pFPartsRelation/OrEditPartsRelation`,
      { projectId: project.id, parentId: null, type: 'processItem', name: '装配' },
      { status: 403 },
    );
  });

  it('submits a PFMEA task to audit on the PFMEA task flow', async () => {
    const flowTask = (await tasksOf(project.id)).find((task) => task.nodeEventId === 10052);
    // The owner assigns the process flow to the editor, who submits it: the project owner audits.
    await c.post(u.owner, 'pFProjectNodeTime/batchChangeNodeTime', {
      projectId: project.id,
      nodes: [
        {
          nodeId: 10052,
          version: flowTask?.version,
          startTime: '2026-11-02',
          endTime: '2026-11-20',
          assigneeId: u.ids.editor,
        },
      ],
    });
    expect(await c.post<boolean>(u.editor, 'pFMEATask/submitTaskToAudit', { id: flowTask?.id })).toBe(true);
    expect((await tasksOf(project.id)).find((task) => task.nodeEventId === 10052)?.auditStatus).toBe(2);
    const audits = await c.post<{ items: Array<{ id: string; auditStatus: number }> }>(
      u.owner,
      'PFMEATask/AuditTaskList',
      { projectId: project.id, auditStatus: 2 },
    );
    expect(audits.items.map((task) => task.id)).toEqual([flowTask?.id]);
  });
});
