import {
  P,
  type PartDto,
  PROCESS_FLOW_SIZES,
  PROCESS_MESSAGES,
  type ProcessClassificationNode,
  type ProcessDto,
  type ProcessFlowChartDto,
  type ProcessStepInput,
  type ProcessSummaryDto,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createTenantWithAdmin, createUser, tenantIdByName } from '../../../test/factories';

let t: TestApp;
let adminToken: string;
let readerToken: string; // the process point's query and get only
let classifierToken: string; // the process classification point only
let pfmeaToken: string; // PFMEA projects: reads the classification tree, not the process list
let otherToken: string; // the BOM point only: no process flows
let tenantBToken: string;

const { ok, refused } = apiClient(() => t);
const API = '/qis/api/app/ProcessRelationsAppsevice';
const TREE = '/qis/api/app/processClassification';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const tenantId = await tenantIdByName(db);
  adminToken = await t.login('admin', 'Admin@123');
  for (const [userName, grants] of [
    ['pf.reader', { [P.fmea.Process.key]: ['query', 'get'] }],
    ['pf.classifier', { [P.fmea.ProcessClassification.key]: ['query', 'get', 'add', 'edit', 'delete'] }],
    ['pf.pfmea', { [P.fmea.MyPFMEA.key]: ['query', 'get'] }],
    ['pf.other', { [P.fmea.BOM.key]: ['query', 'get'] }],
  ] as const) {
    const roleId = await createRole(db, { tenantId, name: `角色-${userName}`, grants: grants as never });
    await createUser(db, { tenantId, userName, password: 'Flow@12345' }, [roleId]);
  }
  readerToken = await t.login('pf.reader', 'Flow@12345');
  classifierToken = await t.login('pf.classifier', 'Flow@12345');
  pfmeaToken = await t.login('pf.pfmea', 'Flow@12345');
  otherToken = await t.login('pf.other', 'Flow@12345');
  await createTenantWithAdmin(db, { name: 'pf-b', adminUserName: 'pfb', adminPassword: 'PfB@12345' });
  tenantBToken = await t.login('pfb', 'PfB@12345', 'pf-b');
});
afterAll(() => t?.close());

const demoProcess = async (token = adminToken) => {
  const page = await ok<{ items: ProcessSummaryDto[] }>(
    token,
    'GET',
    `${API}/ProcessProceduresPage?keyword=PF-BC-1000`,
  );
  const [summary] = page.items;
  if (!summary) throw new Error('no demo process');
  return ok<ProcessDto>(token, 'GET', `${API}/processProcedure?id=${summary.id}`);
};
const partId = async (partNo: string) => {
  const page = await ok<{ items: PartDto[] }>(
    adminToken,
    'GET',
    `/qis/api/app/partsLibrary/partsPage?keyword=${partNo}`,
  );
  const part = page.items.find((p) => p.partNo === partNo);
  if (!part) throw new Error(`no part ${partNo}`);
  return part.id;
};
const flat = (nodes: ProcessClassificationNode[]): ProcessClassificationNode[] =>
  nodes.flatMap((n) => [n, ...flat(n.children)]);
const classification = async (name: string) => {
  const found = flat(
    await ok<ProcessClassificationNode[]>(adminToken, 'GET', `${TREE}/processClassificationTree`),
  ).find((n) => n.name === name);
  if (!found) throw new Error(`no classification ${name}`);
  return found;
};

/** Five steps, each with its 4M, as the editor sends a new process. */
const FIVE_STEPS: ProcessStepInput[] = [
  ['10', '毛坯接收', 'inspection'],
  ['20', '精镗缸孔', 'operationInspection'],
  ['30', '转运', 'transport'],
  ['40', '装配活塞', 'operation'],
  ['50', '入库', 'storage'],
].map(([number, name, stepType], i) => ({
  key: `new-${i}`,
  number: number as string,
  name: name as string,
  stepType: stepType as ProcessStepInput['stepType'],
  elements: (['environment', 'man', 'machine', 'material'] as const).map((category, j) => ({
    key: `new-${i}-${j}`,
    category,
    name: `${name}-${category}`,
  })),
}));

const asInput = (dto: ProcessDto): ProcessStepInput[] =>
  dto.steps.map((s) => ({
    key: s.id,
    number: s.number,
    name: s.name,
    stepType: s.stepType,
    description: s.description,
    elements: s.elements.map((e) => ({ key: e.id, category: e.category, name: e.name, description: e.description })),
  }));

describe('the demo process flow', () => {
  it('is the front caliper made in twelve steps, each with its 4M, and a diagram with a rework loop', async () => {
    const process = await demoProcess();
    expect(process).toMatchObject({
      name: '前制动钳总成制造过程',
      classificationName: '装配/总成装配',
      partNo: 'BC-1000',
      processVersion: 'A/0',
      ownerName: '张伟',
      stepCount: 12,
    });
    expect(process.steps.map((s) => s.number)).toEqual([
      '10',
      '20',
      '30',
      '40',
      '50',
      '60',
      '70',
      '80',
      '90',
      '100',
      '110',
      '120',
    ]);
    expect(process.steps.map((s) => s.stepType)).toContain('transport');
    for (const step of process.steps)
      for (const category of ['man', 'machine', 'material', 'environment'])
        expect(
          step.elements.some((e) => e.category === category),
          `${step.name} ${category}`,
        ).toBe(true);
    const chart = await ok<ProcessFlowChartDto>(adminToken, 'GET', `${API}/processFlowChart?processId=${process.id}`);
    expect(chart.diagram?.positions).toHaveLength(12);
    const leakTest = process.steps.find((s) => s.number === '100');
    const assembly = process.steps.find((s) => s.number === '80');
    expect(chart.diagram?.edges).toEqual([{ id: 'demo-1', fromId: leakTest?.id, toId: assembly?.id, label: '返工' }]);
  });
});

describe('process classifications', () => {
  it('are a tree with the count of each classification, read by the process and PFMEA users too', async () => {
    const tree = await ok<ProcessClassificationNode[]>(adminToken, 'GET', `${TREE}/processClassificationTree`);
    expect(tree.map((n) => n.name)).toEqual(['机械加工', '表面处理', '装配', '检验与试验', '仓储物流']);
    expect((await classification('总成装配')).processCount).toBe(1);
    await ok(readerToken, 'GET', `${TREE}/processClassificationTree`);
    await ok(pfmeaToken, 'GET', `${TREE}/processClassificationTree`);
    await refused(otherToken, 'GET', `${TREE}/processClassificationTree`, undefined, failure(403));
    expect(await ok(tenantBToken, 'GET', `${TREE}/processClassificationTree`)).toEqual([]);
  });

  it('are added, renamed and moved with their version, never under themselves, deleted only when empty', async () => {
    const root = await ok<ProcessClassificationNode>(classifierToken, 'POST', `${TREE}/createProcessClassification`, {
      name: '热处理',
    });
    const child = await ok<ProcessClassificationNode>(classifierToken, 'POST', `${TREE}/createProcessClassification`, {
      name: '淬火',
      parentId: root.id,
    });
    await refused(
      classifierToken,
      'POST',
      `${TREE}/createProcessClassification`,
      { name: '淬火', parentId: root.id },
      business(PROCESS_MESSAGES.classificationNameTaken),
    );
    await refused(
      classifierToken,
      'POST',
      `${TREE}/editProcessClassification`,
      { id: root.id, version: root.version, name: '热处理', parentId: child.id },
      business(PROCESS_MESSAGES.classificationCycle),
    );
    const renamed = await ok<ProcessClassificationNode>(classifierToken, 'POST', `${TREE}/editProcessClassification`, {
      id: child.id,
      version: child.version,
      name: '感应淬火',
      parentId: root.id,
    });
    expect(renamed.version).toBe(2);
    await refused(
      classifierToken,
      'POST',
      `${TREE}/editProcessClassification`,
      { id: child.id, version: child.version, name: '又改', parentId: root.id },
      failure(409),
    );
    await refused(
      classifierToken,
      'POST',
      `${TREE}/deleteProcessClassification`,
      { id: root.id },
      business(PROCESS_MESSAGES.classificationHasChildren),
    );
    const assembly = await classification('总成装配');
    await refused(
      classifierToken,
      'POST',
      `${TREE}/deleteProcessClassification`,
      { id: assembly.id },
      business(PROCESS_MESSAGES.classificationHasProcesses),
    );
    expect(await ok(classifierToken, 'POST', `${TREE}/deleteProcessClassification`, { id: child.id })).toBe(true);
    expect(await ok(classifierToken, 'POST', `${TREE}/deleteProcessClassification`, { id: root.id })).toBe(true);
  });

  it('refuses an empty name and an unknown parent with 400 naming the field', async () => {
    await refused(
      classifierToken,
      'POST',
      `${TREE}/createProcessClassification`,
      { name: '  ' },
      failure(400, '参数 name 无效：分类名称不能为空'),
    );
    await refused(
      classifierToken,
      'POST',
      `${TREE}/createProcessClassification`,
      { name: '孤儿', parentId: '00000000-0000-4000-8000-000000000000' },
      failure(400, /^参数 parentId 无效：/),
    );
  });
});

describe('process items', () => {
  it('are created with five steps and their 4M, listed, filtered by classification and keyword', async () => {
    const machining = await classification('精加工');
    const created = await ok<ProcessDto>(adminToken, 'POST', `${API}/createProcessProcedure`, {
      processNo: 'PF-T-1',
      name: '钳体加工测试',
      classificationId: machining.id,
      partId: await partId('BC-1001'),
      processVersion: 'B/1',
      steps: FIVE_STEPS,
    });
    expect(created).toMatchObject({
      version: 1,
      stepCount: 5,
      classificationName: '机械加工/精加工',
      partNo: 'BC-1001',
      ownerName: expect.any(String),
    });
    expect(created.steps.map((s) => [s.number, s.stepType])).toEqual([
      ['10', 'inspection'],
      ['20', 'operationInspection'],
      ['30', 'transport'],
      ['40', 'operation'],
      ['50', 'storage'],
    ]);
    // Work elements by category, 人机料环.
    expect(created.steps[0]?.elements.map((e) => e.category)).toEqual(['man', 'machine', 'material', 'environment']);

    const underMachining = await ok<{ items: ProcessSummaryDto[]; totalCount: number }>(
      readerToken,
      'GET',
      `${API}/ProcessProceduresPage?classificationId=${(await classification('机械加工')).id}`,
    );
    expect(underMachining.items.map((p) => p.processNo)).toEqual(['PF-T-1']);
    const byPart = await ok<{ items: ProcessSummaryDto[] }>(
      readerToken,
      'GET',
      `${API}/ProcessProceduresPage?keyword=bc-1001`,
    );
    expect(byPart.items.map((p) => p.processNo)).toEqual(['PF-T-1']);
    await refused(
      adminToken,
      'POST',
      `${API}/createProcessProcedure`,
      { processNo: 'pf-t-1', name: '重号' },
      business(PROCESS_MESSAGES.processNoTaken),
    );
  });

  it('save their steps whole with the version read, keeping the ids of what stays; a stale save is 409', async () => {
    const created = await ok<ProcessDto>(adminToken, 'POST', `${API}/createProcessProcedure`, {
      processNo: 'PF-T-2',
      name: '保存测试',
      steps: FIVE_STEPS,
    });
    const steps = asInput(created);
    const [first, second] = steps;
    const edited = await ok<ProcessDto>(adminToken, 'POST', `${API}/saveProcessSteps`, {
      id: created.id,
      version: created.version,
      steps: [
        { ...second, name: '精镗缸孔（改）', elements: second?.elements?.slice(1) },
        first,
        { key: 'added', number: '60', name: '清洗', stepType: 'operation', elements: [] },
        ...steps.slice(2),
      ],
    });
    expect(edited.version).toBe(2);
    expect(edited.steps.map((s) => s.number)).toEqual(['20', '10', '60', '30', '40', '50']);
    expect(edited.steps[0]).toMatchObject({ id: created.steps[1]?.id, name: '精镗缸孔（改）' });
    expect(edited.steps[0]?.elements.map((e) => e.id)).toEqual(created.steps[1]?.elements.slice(1).map((e) => e.id));
    expect(edited.steps[1]?.id).toBe(created.steps[0]?.id);
    await refused(
      adminToken,
      'POST',
      `${API}/saveProcessSteps`,
      { id: created.id, version: created.version, steps },
      failure(409),
    );
    // The header is under the same version.
    await refused(
      adminToken,
      'POST',
      `${API}/editProcessProcedure`,
      { id: created.id, version: created.version, processNo: 'PF-T-2', name: '改名' },
      failure(409),
    );
    const renamed = await ok<ProcessDto>(adminToken, 'POST', `${API}/editProcessProcedure`, {
      id: created.id,
      version: edited.version,
      processNo: 'PF-T-2',
      name: '改名',
    });
    expect(renamed).toMatchObject({ name: '改名', version: 3, stepCount: 6 });
  });

  it('reorder their steps by id, renumbered 10, 20, 30 … when asked', async () => {
    const created = await ok<ProcessDto>(adminToken, 'POST', `${API}/createProcessProcedure`, {
      processNo: 'PF-T-3',
      name: '排序测试',
      steps: FIVE_STEPS,
    });
    const ids = created.steps.map((s) => s.id);
    const reversed = await ok<ProcessDto>(adminToken, 'POST', `${API}/sortProcessSteps`, {
      id: created.id,
      version: 1,
      stepIds: [...ids].reverse(),
      renumber: true,
    });
    expect(reversed.steps.map((s) => [s.id, s.number])).toEqual(
      [...ids].reverse().map((id, i) => [id, String((i + 1) * 10)]),
    );
    expect(reversed.steps[0]?.elements).toHaveLength(4);
    await refused(
      adminToken,
      'POST',
      `${API}/sortProcessSteps`,
      { id: created.id, version: reversed.version, stepIds: ids.slice(1) },
      failure(400, /^参数 stepIds 无效：/),
    );
  });

  it('refuse bad steps with 400 naming the field, writing nothing', async () => {
    const base = { processNo: 'PF-BAD', name: '有误' };
    const step = FIVE_STEPS[0] as ProcessStepInput;
    await refused(
      adminToken,
      'POST',
      `${API}/createProcessProcedure`,
      { ...base, steps: [step, { ...step, key: 'b', number: '10 ' }] },
      failure(400, '参数 steps.1.number 无效：工序号 10 与第 1 道工序重复'),
    );
    await refused(
      adminToken,
      'POST',
      `${API}/createProcessProcedure`,
      { ...base, steps: [{ ...step, number: '工序一' }] },
      failure(400, /^参数 steps\.0\.number 无效：工序号须为/),
    );
    await refused(
      adminToken,
      'POST',
      `${API}/createProcessProcedure`,
      { ...base, steps: [{ ...step, stepType: 'delay' }] },
      failure(400, /^参数 steps\.0\.stepType 无效：/),
    );
    await refused(
      adminToken,
      'POST',
      `${API}/createProcessProcedure`,
      { ...base, steps: [{ ...step, elements: [{ key: 'x', category: 'money', name: '资金' }] }] },
      failure(400, /^参数 steps\.0\.elements\.0\.category 无效：4M 类别须为/),
    );
    await refused(
      adminToken,
      'POST',
      `${API}/createProcessProcedure`,
      { ...base, steps: [{ ...step, elements: [{ key: 'x', category: 'man', name: '' }] }] },
      failure(400, '参数 steps.0.elements.0.name 无效：要素名称不能为空'),
    );
    await refused(
      adminToken,
      'POST',
      `${API}/createProcessProcedure`,
      { ...base, partId: '00000000-0000-4000-8000-000000000000' },
      failure(400, /^参数 partId 无效：/),
    );
    await refused(
      adminToken,
      'POST',
      `${API}/createProcessProcedure`,
      { ...base, name: '' },
      failure(400, '参数 name 无效：过程名称不能为空'),
    );
  });

  it('are copied with their steps, work elements and diagram, under new ids; and deleted', async () => {
    const demo = await demoProcess();
    const copy = await ok<ProcessDto>(adminToken, 'POST', `${API}/copyProcessProcedure`, {
      id: demo.id,
      processNo: 'PF-BC-1000-COPY',
      name: '前制动钳总成制造过程（二线）',
    });
    expect(copy.steps.map((s) => [s.number, s.name, s.elements.length])).toEqual(
      demo.steps.map((s) => [s.number, s.name, s.elements.length]),
    );
    const demoIds = new Set([
      ...demo.steps.map((s) => s.id),
      ...demo.steps.flatMap((s) => s.elements.map((e) => e.id)),
    ]);
    for (const step of copy.steps) {
      expect(demoIds.has(step.id)).toBe(false);
      for (const element of step.elements) expect(demoIds.has(element.id)).toBe(false);
    }
    const chart = await ok<ProcessFlowChartDto>(adminToken, 'GET', `${API}/processFlowChart?processId=${copy.id}`);
    const byNumber = new Map(copy.steps.map((s) => [s.number, s.id]));
    expect(chart.diagram?.edges).toEqual([
      { id: 'demo-1', fromId: byNumber.get('100'), toId: byNumber.get('80'), label: '返工' },
    ]);
    expect(await ok(adminToken, 'POST', `${API}/deleteProcessProcedure`, { id: copy.id })).toBe(true);
    await refused(adminToken, 'GET', `${API}/processProcedure?id=${copy.id}`, undefined, failure(404));
  });
});

describe('the flow diagram', () => {
  it('is generated from the steps on the first read, saved with its version (409 when stale), reset', async () => {
    const created = await ok<ProcessDto>(adminToken, 'POST', `${API}/createProcessProcedure`, {
      processNo: 'PF-T-4',
      name: '流程图测试',
      steps: FIVE_STEPS,
    });
    const empty = await ok<ProcessFlowChartDto>(adminToken, 'GET', `${API}/processFlowChart?processId=${created.id}`);
    expect(empty).toEqual({ processId: created.id, diagram: null, version: null });
    const [a, b, c, d, e] = created.steps.map((s) => s.id) as [string, string, string, string, string];
    const drawn = {
      positions: [
        { stepId: a, x: 400, y: 40 },
        { stepId: '00000000-0000-4000-8000-000000000000', x: 0, y: 0 },
      ],
      edges: [
        { id: 'r1', fromId: d, toId: b, label: '返工' },
        { id: 'r2', fromId: e, toId: '00000000-0000-4000-8000-000000000000', label: '' },
      ],
    };
    // A first save names no version.
    await refused(
      adminToken,
      'POST',
      `${API}/saveProcessFlowChart`,
      { processId: created.id, version: 1, diagram: drawn },
      failure(409),
    );
    const saved = await ok<ProcessFlowChartDto>(adminToken, 'POST', `${API}/saveProcessFlowChart`, {
      processId: created.id,
      diagram: drawn,
    });
    expect(saved.version).toBe(1);
    // What is not about the process's steps is left out; the steps not drawn yet go below the one before them.
    expect(saved.diagram?.positions.map((p) => p.stepId)).toEqual([a, b, c, d, e]);
    expect(saved.diagram?.positions[0]).toEqual({ stepId: a, x: 400, y: 40 });
    expect(saved.diagram?.positions[1]?.x).toBe(400);
    expect(saved.diagram?.edges).toEqual([{ id: 'r1', fromId: d, toId: b, label: '返工' }]);
    await refused(
      adminToken,
      'POST',
      `${API}/saveProcessFlowChart`,
      { processId: created.id, diagram: drawn },
      failure(409),
    );
    const reset = await ok<ProcessFlowChartDto>(adminToken, 'POST', `${API}/saveProcessFlowChart`, {
      processId: created.id,
      version: saved.version,
      reset: true,
    });
    expect(reset.version).toBe(2);
    expect(reset.diagram?.edges).toEqual([]);
    expect(reset.diagram?.positions[0]).toEqual({
      stepId: a,
      x: PROCESS_FLOW_SIZES.origin.x,
      y: PROCESS_FLOW_SIZES.origin.y,
    });
    await refused(
      adminToken,
      'POST',
      `${API}/saveProcessFlowChart`,
      { processId: created.id, version: reset.version },
      failure(400, '参数 diagram 无效：保存时须提供 diagram'),
    );
    await refused(
      adminToken,
      'POST',
      `${API}/saveProcessFlowChart`,
      {
        processId: created.id,
        version: reset.version,
        diagram: { positions: [{ stepId: a, x: 'a', y: 0 }], edges: [] },
      },
      failure(400, '参数 diagram.positions.0.x 无效：x 须为数字'),
    );
  });
});

describe('access', () => {
  it('lets a reader read but not change, the classifier not read processes, and keeps tenants apart', async () => {
    const demo = await demoProcess(readerToken);
    await ok(readerToken, 'GET', `${API}/processFlowChart?processId=${demo.id}`);
    await refused(readerToken, 'POST', `${API}/deleteProcessProcedure`, { id: demo.id }, failure(403));
    await refused(
      readerToken,
      'POST',
      `${API}/saveProcessSteps`,
      { id: demo.id, version: demo.version, steps: asInput(demo) },
      failure(403),
    );
    await refused(readerToken, 'POST', `${TREE}/createProcessClassification`, { name: '无权' }, failure(403));
    await refused(classifierToken, 'GET', `${API}/ProcessProceduresPage`, undefined, failure(403));
    await refused(pfmeaToken, 'GET', `${API}/processProcedure?id=${demo.id}`, undefined, failure(403));

    await refused(tenantBToken, 'GET', `${API}/processProcedure?id=${demo.id}`, undefined, failure(404));
    await refused(tenantBToken, 'GET', `${API}/processFlowChart?processId=${demo.id}`, undefined, failure(404));
    await refused(
      tenantBToken,
      'POST',
      `${API}/saveProcessSteps`,
      { id: demo.id, version: demo.version, steps: asInput(demo) },
      failure(404),
    );
    await refused(
      tenantBToken,
      'POST',
      `${API}/saveProcessFlowChart`,
      { processId: demo.id, reset: true },
      failure(404),
    );
    await refused(tenantBToken, 'POST', `${API}/deleteProcessProcedure`, { id: demo.id }, failure(404));
    const listB = await ok<{ totalCount: number }>(tenantBToken, 'GET', `${API}/ProcessProceduresPage`);
    expect(listB.totalCount).toBe(0);
  });
});
