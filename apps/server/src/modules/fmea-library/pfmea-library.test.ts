import {
  type ChainRiskRow,
  type FmeaProjectDto,
  KNOWLEDGE_MESSAGES,
  type KnowledgeEntryDto,
  type KnowledgeGroupDto,
  type KnowledgeTreeNode,
  P,
  type PfmeaDisplayConfigDto,
  type RatingLevelDto,
  type SodStandardDto,
  type SodStandardSummaryDto,
  type StructureElement,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createUser, tenantIdByName } from '../../../test/factories';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from '../fmea/fmea-test-kit';

// The PFMEA's libraries and configuration: its SOD standards rate its projects, a released PFMEA feeds its own
// knowledge base filed by 4M, the PFMEA steps pick from it, and its display configuration lives for the session.

let t: TestApp;
let u: FmeaUsers; // PFMEA engineers
let dfmea: FmeaUsers; // DFMEA engineers
let admin: string;
let pfLibraryReader: string; // the PFMEA libraries' query and get only
let pfSodOnly: string; // the PFMEA SOD standards' every action, nothing else
const c = fmeaClient(() => t);
const { ok, refused, post, get } = c;

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'pl', P.fmea.MyPFMEA);
  dfmea = await signInFmeaUsers(t, 'pld');
  admin = await t.login('admin', 'Admin@123');
  const db = t.database.db;
  const tenantId = await tenantIdByName(db);
  const read = ['query', 'get'] as const;
  const readerRole = await createRole(db, {
    tenantId,
    name: 'PFMEA知识库只读',
    grants: {
      [P.fmea.PFMEAFunctionLibrary.key]: [...read],
      [P.fmea.PFMEAFailureModeLibrary.key]: [...read],
      [P.fmea.PFMEAMeasuresLibrary.key]: [...read],
    },
  });
  await createUser(db, { tenantId, userName: 'pl.reader', password: 'Reader@123' }, [readerRole]);
  pfLibraryReader = await t.login('pl.reader', 'Reader@123');
  const sodRole = await createRole(db, {
    tenantId,
    name: 'PFMEA评分标准',
    grants: { [P.fmea.PFMEASODStandard.key]: [...P.fmea.PFMEASODStandard.actions] },
  });
  await createUser(db, { tenantId, userName: 'pl.sod', password: 'Sod@12345' }, [sodRole]);
  pfSodOnly = await t.login('pl.sod', 'Sod@12345');
});
afterAll(() => t?.close());

const pfmeaBody = (sodStandardId: string | null) => ({
  category: 2,
  projectNO: `PF-L-${Math.random().toString(36).slice(2, 8)}`,
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
  sodStandardId,
  team: [{ userId: u.ids.editor, projectRole: '工艺工程师', canEdit: true }],
});
const createPfmea = (sodStandardId: string | null) =>
  post<FmeaProjectDto>(u.owner, 'Project/createPFMEAProject', pfmeaBody(sodStandardId));

describe('PFMEA SOD standards', () => {
  it('copies a standard into a PFMEA one that a new PFMEA rates with, its pickers showing its criteria', async () => {
    const list = await get<SodStandardSummaryDto[]>(pfSodOnly, 'PFMEA_SODStandard/sodStandardList');
    const preset = list.find((s) => s.isDefault);
    expect(preset?.kind).toBe(1);
    const copy = await post<SodStandardDto>(pfSodOnly, 'PFMEA_SODStandard/copyPFMEASODStandard', {
      id: preset?.id,
      name: '机加工车间 PFMEA 评分标准',
    });
    expect(copy).toMatchObject({ kind: 1, isDefault: false, name: '机加工车间 PFMEA 评分标准' });
    const source = await get<SodStandardDto>(pfSodOnly, `PFMEA_SODStandard/sodStandard?id=${preset?.id}`);
    expect(copy.scales).toEqual(source.scales);

    // The PFMEA rates with the copy; the pickers of its steps read the copy's criteria.
    const project = await createPfmea(copy.id);
    expect(project.sodStandardId).toBe(copy.id);
    const occurrence = await get<RatingLevelDto[]>(u.editor, `Optimizations/SodOccurrenceById?id=${copy.id}`);
    expect(occurrence.map((level) => level.rating)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(occurrence[0]?.criteria).toBe(source.scales.occurrence.find((l) => l.rating === 10)?.criteria);
    // Without one asked for, a PFMEA takes the PFMEA default, never a DFMEA standard.
    expect((await createPfmea(null)).sodStandardId).toBe(preset?.id);
    const dfmeaDefault = (await get<SodStandardSummaryDto[]>(admin, 'SODStandard/sodStandardList')).find(
      (s) => s.isDefault,
    );
    await refused(
      u.owner,
      'POST',
      `${API}/Project/createPFMEAProject`,
      pfmeaBody(dfmeaDefault?.id ?? null),
      failure(400, /sodStandardId/),
    );
  });

  it('refuses a copy without a name (400 naming it), of another tenant’s standard (404), to a DFMEA user (403)', async () => {
    const [preset] = await get<SodStandardSummaryDto[]>(pfSodOnly, 'PFMEA_SODStandard/sodStandardList');
    const copy = `${API}/PFMEA_SODStandard/copyPFMEASODStandard`;
    await refused(pfSodOnly, 'POST', copy, { id: preset?.id, name: '  ' }, failure(400, /^参数 name 无效/));
    await refused(u.otherTenant, 'POST', copy, { id: preset?.id, name: '乙公司的副本' }, failure(404));
    await refused(dfmea.owner, 'GET', `${API}/PFMEA_SODStandard/sodStandardList`, undefined, failure(403));
    await refused(dfmea.owner, 'POST', copy, { id: preset?.id, name: '越权副本' }, failure(403));
  });
});

/** A PFMEA with one chain: 精镗缸孔 (step) ← 数控镗床 (machine) and 操作工 (man), rated with controls, released. */
async function releasedPfmea() {
  const project = await createPfmea(null);
  const element = (body: Record<string, unknown>) =>
    post<StructureElement>(u.editor, 'pFPartsRelation/OrEditPartsRelation', { projectId: project.id, ...body });
  const item = await element({ parentId: null, type: 'processItem', name: '钳体机加工' });
  const step = await element({ parentId: item.id, type: 'processStep', name: '精镗缸孔', number: '20' });
  const machine = await element({
    parentId: step.id,
    type: 'workElement',
    name: '数控镗床',
    workElementCategory: 'machine',
  });
  const man = await element({ parentId: step.id, type: 'workElement', name: '操作工', workElementCategory: 'man' });
  const fn = (elementId: string, name: string, requirement = '') =>
    post<{ id: string }>(u.editor, 'pFFunctionRelationAppServices/OrEditFunction', {
      projectId: project.id,
      elementId,
      name,
      requirement,
    });
  const fItem = await fn(item.id, '提供尺寸合格的钳体');
  const fStep = await fn(step.id, '精镗缸孔', '缸孔直径 Φ54 H8');
  const fMachine = await fn(machine.id, '保持镗削精度', '主轴跳动 ≤ 0.005 mm');
  const fMan = await fn(man.id, '按作业指导书装夹');
  const failureOf = (functionId: string, type: 'FM' | 'FC', name: string) =>
    post<{ failure: { id: string } }>(u.editor, 'pFFailureMode/EditFailure', {
      projectId: project.id,
      functionId,
      type,
      name,
    }).then((r) => r.failure);
  const fe = (
    await post<{ failure: { id: string } }>(u.editor, 'pFFailureEffect/OrEditFailureEffect', {
      projectId: project.id,
      functionId: fItem.id,
      name: '活塞卡滞导致制动拖滞',
      severity: 8,
    })
  ).failure;
  const fm = await failureOf(fStep.id, 'FM', '缸孔直径超差（镗削）');
  const fcMachine = await failureOf(fMachine.id, 'FC', '镗刀磨损未及时更换');
  const fcMan = await failureOf(fMan.id, 'FC', '工件装夹歪斜');
  const link = (causeId: string, effectId: string) =>
    post<{ risk: ChainRiskRow | null }>(u.editor, 'pFFunctionalFailureMatrix/FailureRelation', {
      projectId: project.id,
      causeId,
      effectId,
    });
  await link(fm.id, fe.id);
  const chain = await link(fcMachine.id, fm.id);
  await link(fcMan.id, fm.id);
  await post(u.editor, 'pFRelationMeasure/OrEditRelationMeasure', {
    projectId: project.id,
    modeId: fm.id,
    causeId: fcMachine.id,
    version: chain.risk?.version,
    preventionControls: '刀具寿命管理；每班首件检验',
    occurrence: 3,
    detectionControls: '气动量仪 100% 检测缸孔',
    detection: 3,
  });
  await post(u.owner, 'pFResultsVersion/pFResultsVersion', { projectId: project.id, note: '首版' });
  return project;
}

const groups = (token: string, path: string, body: Record<string, unknown> = {}) =>
  post<KnowledgeGroupDto[]>(token, path, { maxEntries: 500, ...body });
const entriesIn = (list: KnowledgeGroupDto[], group: string | null) =>
  list.find((g) => g.workElementCategory === group)?.entries ?? [];

describe('the PFMEA knowledge base', () => {
  let project: FmeaProjectDto;
  beforeAll(async () => {
    project = await releasedPfmea();
  });

  it('holds a released PFMEA’s functions, failures and controls filed by 4M, apart from the DFMEA’s', async () => {
    const functions = await groups(u.reader, 'pFFunctionLibrary/functionLibraryBy4M');
    expect(functions.map((g) => g.workElementCategory)).toEqual([
      null,
      'man',
      'machine',
      'material',
      'environment',
      'method',
      'measurement',
    ]);
    expect(entriesIn(functions, 'machine').find((e) => e.name === '保持镗削精度')).toMatchObject({
      requirement: '主轴跳动 ≤ 0.005 mm',
      workElementCategory: 'machine',
      typeId: null,
      sourceProjectId: project.id,
      contributorName: 'plowner',
      useCount: 1,
    });
    expect(entriesIn(functions, null).map((e) => e.name)).toEqual(
      expect.arrayContaining(['提供尺寸合格的钳体', '精镗缸孔']),
    );
    expect(entriesIn(functions, 'man').map((e) => e.name)).toContain('按作业指导书装夹');

    const failures = await groups(u.reader, 'pFFailureModeLibrary/failureModeLibraryBy4M');
    expect(entriesIn(failures, 'machine').find((e) => e.name === '镗刀磨损未及时更换')?.category).toBe('FC');
    expect(entriesIn(failures, 'man').find((e) => e.name === '工件装夹歪斜')?.category).toBe('FC');
    expect(entriesIn(failures, null).find((e) => e.name === '活塞卡滞导致制动拖滞')).toMatchObject({
      category: 'FE',
      severity: 8,
    });
    const measures = await groups(u.reader, 'pFMeasures/measuresBy4M', { category: 'prevention' });
    expect(entriesIn(measures, 'machine').map((e) => e.name)).toEqual(
      expect.arrayContaining(['刀具寿命管理', '每班首件检验']),
    );
    expect(entriesIn(measures, 'machine').every((e) => e.category === 'prevention')).toBe(true);

    // The DFMEA's knowledge base does not list them, nor the PFMEA's the DFMEA's.
    const dfmeaFunctions = await post<KnowledgeTreeNode[]>(admin, 'FunctionLibrary/functionLibraryByTree', {
      keyword: '镗削',
    });
    expect(dfmeaFunctions).toEqual([]);
    const pfmeaSeal = await groups(admin, 'pFFunctionLibrary/functionLibraryBy4M', { keyword: '密封制动液' });
    expect(pfmeaSeal.every((g) => g.count === 0)).toBe(true);
  });

  it('counts a project once however often it is released, and filters by text, 4M and category', async () => {
    await post(u.owner, 'pFResultsVersion/pFResultsVersion', { projectId: project.id, note: '第二版' });
    const page = await ok<{ items: KnowledgeEntryDto[]; totalCount: number }>(
      pfLibraryReader,
      'GET',
      `${API}/pFFailureModeLibrary/failureModeLibraryPage?workElementCategory=machine&category=FC&keyword=${encodeURIComponent('镗刀')}`,
    );
    // The demo PFMEA's released knowledge is in the tenant's library too: this project's entry is counted once.
    expect(page.items.length).toBeGreaterThan(0);
    expect(
      page.items.every((e) => e.name.includes('镗刀') && e.category === 'FC' && e.workElementCategory === 'machine'),
    ).toBe(true);
    expect(page.items.filter((e) => e.name === '镗刀磨损未及时更换').map((e) => e.useCount)).toEqual([1]);
    const stepLevel = await ok<{ items: KnowledgeEntryDto[] }>(
      pfLibraryReader,
      'GET',
      `${API}/pFFailureModeLibrary/failureModeLibraryPage?workElementCategory=none&category=FM&MaxResultCount=100`,
    );
    expect(stepLevel.items.map((e) => e.name)).toContain('缸孔直径超差（镗削）');
    expect(stepLevel.items.every((e) => e.workElementCategory === null)).toBe(true);
    await refused(
      pfLibraryReader,
      'GET',
      `${API}/pFFailureModeLibrary/failureModeLibraryPage?workElementCategory=robot`,
      undefined,
      failure(400, /workElementCategory/),
    );
  });

  it('adds, edits and deletes entries by 4M: 400 naming the field, 9999 for a duplicate, 409 when stale', async () => {
    const save = `${API}/pFFailureModeLibrary/OrEditFailureModeLibrary`;
    const created = await post<KnowledgeEntryDto>(admin, 'pFFailureModeLibrary/OrEditFailureModeLibrary', {
      category: 'FC',
      workElementCategory: 'environment',
      name: '车间温度波动导致热变形',
      typeId: '00000000-0000-4000-8000-000000000001',
    });
    // A PFMEA entry is filed by 4M only.
    expect(created).toMatchObject({ workElementCategory: 'environment', typeId: null, sourceProjectId: null });
    await refused(
      admin,
      'POST',
      save,
      { category: 'FC', workElementCategory: 'environment', name: ' 车间温度波动导致热变形 ' },
      business(KNOWLEDGE_MESSAGES.duplicate4M),
    );
    // The same text under another 4M is another entry.
    await post(admin, 'pFFailureModeLibrary/OrEditFailureModeLibrary', {
      category: 'FC',
      workElementCategory: 'method',
      name: '车间温度波动导致热变形',
    });
    await refused(
      admin,
      'POST',
      save,
      { category: 'FC', workElementCategory: 'weather', name: '下雨' },
      failure(400, /^参数 workElementCategory 无效/),
    );
    await refused(admin, 'POST', save, { category: 'function', name: '镗孔' }, failure(400, /^参数 category 无效/));
    const edited = await post<KnowledgeEntryDto>(admin, 'pFFailureModeLibrary/OrEditFailureModeLibrary', {
      id: created.id,
      version: created.version,
      category: 'FC',
      workElementCategory: 'environment',
      name: '车间温度波动大导致工件热变形',
    });
    expect(edited.version).toBe(created.version + 1);
    await refused(
      admin,
      'POST',
      save,
      { id: created.id, version: created.version, category: 'FC', workElementCategory: 'environment', name: '旧' },
      failure(409),
    );
    // Another tenant's administrator does not reach it; a DFMEA call does not either.
    await refused(
      u.otherTenant,
      'POST',
      `${API}/pFFailureModeLibrary/DelFailureModeLibrary`,
      { id: created.id, version: edited.version },
      failure(404),
    );
    await refused(
      admin,
      'POST',
      `${API}/FailureModeLibrary/DelFailureModeLibrary`,
      { id: created.id, version: edited.version },
      failure(404),
    );
    expect(
      await post<boolean>(admin, 'pFFailureModeLibrary/DelFailureModeLibrary', {
        id: created.id,
        version: edited.version,
      }),
    ).toBe(true);
  });

  it('refuses the library to those without its points (403, nothing written)', async () => {
    const body = { category: 'FM', workElementCategory: null, name: '越权条目' };
    await refused(pfLibraryReader, 'POST', `${API}/pFFailureModeLibrary/OrEditFailureModeLibrary`, body, failure(403));
    // PFMEA engineers pick from it but do not keep it; DFMEA library points do not open the PFMEA library.
    await refused(u.editor, 'POST', `${API}/pFFailureModeLibrary/OrEditFailureModeLibrary`, body, failure(403));
    await refused(u.editor, 'GET', `${API}/pFFunctionLibrary/functionLibraryPage`, undefined, failure(403));
    const noFmea = await signInWithout();
    await refused(noFmea, 'POST', `${API}/pFFunctionLibrary/functionLibraryBy4M`, {}, failure(403));
  });

  it('counts a pick in a PFMEA step, for PFMEA engineers only', async () => {
    const [entry] = entriesIn(
      await groups(u.editor, 'pFFailureModeLibrary/failureModeLibraryBy4M', { keyword: '工件装夹歪斜' }),
      'man',
    );
    expect(entry?.useCount).toBe(1);
    expect(await post(u.editor, 'pFKnowledgeUse/useKnowledge', { library: 'knowledge', ids: [entry?.id] })).toEqual({
      updatedCount: 1,
    });
    const [after] = entriesIn(
      await groups(u.editor, 'pFFailureModeLibrary/failureModeLibraryBy4M', { keyword: '工件装夹歪斜' }),
      'man',
    );
    expect(after?.useCount).toBe(2);
    await refused(
      dfmea.editor,
      'POST',
      `${API}/pFKnowledgeUse/useKnowledge`,
      { library: 'knowledge', ids: [entry?.id] },
      failure(403),
    );
    await refused(
      u.editor,
      'POST',
      `${API}/pFKnowledgeUse/useKnowledge`,
      { library: 'dvp', ids: [entry?.id] },
      failure(400, /^参数 library 无效/),
    );
    // A DFMEA pick counts DFMEA entries only.
    expect(await post(dfmea.editor, 'KnowledgeUse/useKnowledge', { library: 'knowledge', ids: [entry?.id] })).toEqual({
      updatedCount: 0,
    });
  });
});

let withoutFmea: string | undefined;
async function signInWithout(): Promise<string> {
  if (withoutFmea) return withoutFmea;
  const db = t.database.db;
  const tenantId = await tenantIdByName(db);
  const role = await createRole(db, { tenantId, name: '无FMEA权限', grants: { 'SystemManager.Roles': ['query'] } });
  await createUser(db, { tenantId, userName: 'pl.nofmea', password: 'NoFmea@123' }, [role]);
  withoutFmea = await t.login('pl.nofmea', 'NoFmea@123');
  return withoutFmea;
}

describe('the PFMEA display configuration (pFMEAConfigure)', () => {
  const PATH = `${API}/pFMEAConfigure/pFMEAConfigure`;
  const DEFAULTS = {
    riskAnalysisOrder: 1,
    isShowChart: true,
    optimizationOrder: 1,
    isShowControlPlan: true,
    fmeaResultOrder: 1,
    fmeaResultView: 1,
  };

  it('is kept for the session only: another sign-in of the same user reads the defaults', async () => {
    const session = await t.login('ploutsider', 'Fmea@1234');
    expect(await ok(session, 'GET', PATH)).toEqual({ ...DEFAULTS, version: 1 });
    const saved = await ok<PfmeaDisplayConfigDto>(session, 'PUT', PATH, {
      ...DEFAULTS,
      riskAnalysisOrder: 2,
      isShowControlPlan: false,
      version: 1,
    });
    expect(saved).toEqual({ ...DEFAULTS, riskAnalysisOrder: 2, isShowControlPlan: false, version: 2 });
    expect(await ok(session, 'GET', PATH)).toEqual(saved);
    // The same user signed in elsewhere, and another user, start from the defaults.
    expect(await ok(u.outsider, 'GET', PATH)).toEqual({ ...DEFAULTS, version: 1 });
    expect(await ok(u.owner, 'GET', PATH)).toEqual({ ...DEFAULTS, version: 1 });
    const again = await t.login('ploutsider', 'Fmea@1234');
    expect(await ok(again, 'GET', PATH)).toEqual({ ...DEFAULTS, version: 1 });
    // Nothing of it is the tenant's: the tenant's configurations are unchanged.
    expect(await ok(session, 'GET', PATH)).toEqual(saved);
  });

  it('refuses a stale version (409), a bad or missing value (400 naming it), a user without a PFMEA point (403)', async () => {
    const session = await t.login('ploutsider', 'Fmea@1234');
    const saved = await ok<PfmeaDisplayConfigDto>(session, 'PUT', PATH, {
      ...DEFAULTS,
      isShowChart: false,
      version: 1,
    });
    await refused(session, 'PUT', PATH, { ...DEFAULTS, version: 1 }, failure(409));
    await refused(
      session,
      'PUT',
      PATH,
      { ...DEFAULTS, fmeaResultView: 3, version: saved.version },
      failure(400, /^参数 fmeaResultView 无效/),
    );
    const { optimizationOrder: _left, ...missing } = DEFAULTS;
    await refused(session, 'PUT', PATH, { ...missing, version: saved.version }, failure(400, /optimizationOrder/));
    await refused(dfmea.owner, 'GET', PATH, undefined, failure(403));
    await refused(dfmea.owner, 'PUT', PATH, { ...DEFAULTS, version: 1 }, failure(403));
    // Another tenant's users have their own sessions.
    expect(await ok(u.otherTenant, 'GET', PATH)).toEqual({ ...DEFAULTS, version: 1 });
    expect(await ok(session, 'GET', PATH)).toEqual(saved);
  });
});
