import {
  type DvpLibraryDto,
  KNOWLEDGE_MESSAGES,
  type KnowledgeEntryDto,
  type KnowledgeTreeNode,
  P,
  type PartDto,
  type PartTypeNode,
  type StructureElement,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createUser, tenantIdByName } from '../../../test/factories';
import { DEMO_CAUSES, DEMO_FUNCTIONS } from '../fmea/dfmea-demo-data';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from '../fmea/fmea-test-kit';

let t: TestApp;
let u: FmeaUsers;
let admin: string;
let zhangwei: string;
let libraryReader: string; // the knowledge libraries' query and get only
let editorNoAdd: string; // the function library's edit, not its add
const c = fmeaClient(() => t);
const { ok, refused, post } = c;

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'kb');
  admin = await t.login('admin', 'Admin@123');
  zhangwei = await t.login('zhangwei', 'Quality@123');
  const db = t.database.db;
  const tenantId = await tenantIdByName(db);
  const read = ['query', 'get'] as const;
  const readerRole = await createRole(db, {
    tenantId,
    name: '知识库只读',
    grants: {
      [P.fmea.DFMEAFunctionLibrary.key]: [...read],
      [P.fmea.DFMEAFailureModeLibrary.key]: [...read],
      [P.fmea.DFMEAMeasuresLibrary.key]: [...read],
      [P.fmea.DVPLibrary.key]: [...read],
    },
  });
  await createUser(db, { tenantId, userName: 'kb.reader', password: 'Reader@123' }, [readerRole]);
  libraryReader = await t.login('kb.reader', 'Reader@123');
  const editorRole = await createRole(db, {
    tenantId,
    name: '功能库编辑',
    grants: { [P.fmea.DFMEAFunctionLibrary.key]: ['query', 'get', 'edit'] },
  });
  await createUser(db, { tenantId, userName: 'kb.editor', password: 'Editor@123' }, [editorRole]);
  editorNoAdd = await t.login('kb.editor', 'Editor@123');
});
afterAll(() => t?.close());

type Library = 'FunctionLibrary/functionLibraryByTree' | 'FailureModeLibrary/failureModeLibraryByTree';
const tree = (token: string, path: Library | 'Measures/measuresByTree', body: Record<string, unknown> = {}) =>
  post<KnowledgeTreeNode[]>(token, path, body);
const entriesOf = (nodes: KnowledgeTreeNode[]): KnowledgeEntryDto[] =>
  nodes.flatMap((n) => [...n.entries, ...entriesOf(n.children)]);
const findNode = (nodes: KnowledgeTreeNode[], name: string): KnowledgeTreeNode | undefined => {
  for (const n of nodes) {
    if (n.name === name) return n;
    const below = findNode(n.children, name);
    if (below) return below;
  }
  return undefined;
};
const partTypeId = async (name: string) => {
  const types = await ok<PartTypeNode[]>(admin, 'GET', `${API}/productType/productTypeTreeExtend`);
  const find = (nodes: PartTypeNode[]): PartTypeNode | undefined =>
    nodes.flatMap((n) => (n.name === name ? [n] : [])).at(0) ?? nodes.map((n) => find(n.children)).find(Boolean);
  const type = find(types);
  if (!type) throw new Error(`no part type ${name}`);
  return type.id;
};

describe('the demo knowledge base', () => {
  it('holds the released demo DFMEA’s functions, failures and controls, filed under its parts’ types', async () => {
    const functions = entriesOf(await tree(zhangwei, 'FunctionLibrary/functionLibraryByTree', { maxEntries: 500 }));
    expect(functions).toHaveLength(DEMO_FUNCTIONS.length);
    expect(functions.find((f) => f.name === '密封制动液，无外泄漏')).toMatchObject({
      requirement: '25 MPa 保压 30 s 无泄漏',
      typePath: '制动系统/制动钳总成',
      contributorName: '张伟',
      sourceProjectName: '前制动钳总成 DFMEA',
      useCount: 1,
    });
    // The seal is a 密封件, the bleeder screw a 紧固件: their functions are filed there.
    expect(functions.find((f) => f.name === '密封并以弹性变形带动活塞回位')?.typePath).toBe('标准件/密封件');
    const failures = entriesOf(
      await tree(zhangwei, 'FailureModeLibrary/failureModeLibraryByTree', { maxEntries: 500 }),
    );
    expect(failures.find((f) => f.name === '单轮制动力丧失，车辆跑偏或失控')).toMatchObject({
      category: 'FE',
      severity: 10,
    });
    expect(failures.filter((f) => f.category === 'FC')).toHaveLength(DEMO_CAUSES.length);
    const measures = entriesOf(await tree(zhangwei, 'Measures/measuresByTree', { maxEntries: 500 }));
    // One chain's 沿用成熟平台 BC-2024 缸孔公差；公差叠加分析 gives two controls.
    expect(measures.filter((m) => m.category === 'prevention').map((m) => m.name)).toEqual(
      expect.arrayContaining(['沿用成熟平台 BC-2024 缸孔公差', '公差叠加分析']),
    );
    const dvp = await ok<{ items: DvpLibraryDto[]; totalCount: number }>(
      zhangwei,
      'GET',
      `${API}/DVPAndRs/DVPlibrarysPage?MaxResultCount=50`,
    );
    expect(dvp.totalCount).toBeGreaterThanOrEqual(6);
    expect(dvp.items.find((d) => d.testName === '高压密封试验')).toMatchObject({
      typePath: '制动系统/制动钳总成',
      testStage: 'DV',
      sampleSize: 6,
    });
  });

  it('answers the tree filtered by text, type subtree and category, or every type with counts only', async () => {
    const byText = await tree(zhangwei, 'FailureModeLibrary/failureModeLibraryByTree', { keyword: '泄漏' });
    expect(entriesOf(byText).every((e) => e.name.includes('泄漏'))).toBe(true);
    expect(entriesOf(byText).length).toBeGreaterThan(0);
    // Spacing and full-width forms aside: 材料选用EPDM finds 材料选用 EPDM.
    const spaced = await tree(zhangwei, 'Measures/measuresByTree', { keyword: '材料选用EPDM' });
    expect(entriesOf(spaced).map((e) => e.name)).toContain('材料选用 EPDM，供应商材料数据');
    const seals = await partTypeId('密封件');
    const underSeals = await tree(zhangwei, 'FailureModeLibrary/failureModeLibraryByTree', {
      typeId: seals,
      category: 'FC',
    });
    expect(underSeals.map((n) => n.name)).toEqual(['密封件']);
    expect(entriesOf(underSeals).every((e) => e.category === 'FC' && e.typeId === seals)).toBe(true);
    const brake = await tree(zhangwei, 'FunctionLibrary/functionLibraryByTree', {
      typeId: await partTypeId('制动系统'),
    });
    expect(brake[0]?.children.map((n) => n.name)).toEqual(['制动钳总成', '制动块']);
    const all = await tree(zhangwei, 'FunctionLibrary/functionLibraryByTree', { allNodes: true, maxEntries: 0 });
    expect(all.map((n) => n.name)).toEqual(['制动系统', '转向系统', '标准件', '电子电气', '未分类']);
    expect(entriesOf(all)).toEqual([]);
    expect(all.reduce((sum, n) => sum + n.count, 0)).toBe(DEMO_FUNCTIONS.length);
    expect(findNode(all, '转向器')?.count).toBe(0);
  });

  it('is read by holders of a library or an FMEA project point only; the pickers answer 400 naming the field', async () => {
    const db = t.database.db;
    await createUser(db, { tenantId: await tenantIdByName(db), userName: 'kb.nobody', password: 'Nobody@123' });
    const nobody = await t.login('kb.nobody', 'Nobody@123');
    await refused(nobody, 'POST', `${API}/FunctionLibrary/functionLibraryByTree`, {}, failure(403));
    await refused(nobody, 'GET', `${API}/DVPAndRs/DVPlibrarysPage`, undefined, failure(403));
    const other = await tree(u.otherTenant, 'FunctionLibrary/functionLibraryByTree', {});
    expect(other).toEqual([]);
    await refused(
      editorNoAdd,
      'POST',
      `${API}/FunctionLibrary/functionLibraryByTree`,
      { maxEntries: 501 },
      failure(400, /maxEntries 不能超过 500/),
    );
    await refused(
      u.outsider,
      'POST',
      `${API}/Measures/measuresByTree`,
      { category: 'FM' },
      failure(400, /类别 category 须为 prevention、detection/),
    );
    // A DFMEA engineer without any library point picks from it.
    expect(entriesOf(await tree(u.outsider, 'Measures/measuresByTree')).length).toBeGreaterThan(0);
  });
});

describe('library entries', () => {
  const FN = `${API}/FunctionLibrary`;
  const FAILURE = `${API}/FailureModeLibrary`;

  it('are entered, edited with their version (409 when stale) and deleted; the same text under one type is 9999', async () => {
    const caliper = await partTypeId('制动钳总成');
    const created = await post<KnowledgeEntryDto>(admin, 'FunctionLibrary/OrEditFunctionLibrary', {
      category: 'function',
      typeId: caliper,
      name: '  提供驻车制动力 ',
      requirement: '坡度 20% 驻车不溜车',
      severity: 9,
    });
    expect(created).toMatchObject({
      name: '提供驻车制动力',
      requirement: '坡度 20% 驻车不溜车',
      severity: null, // only an effect has an S
      typePath: '制动系统/制动钳总成',
      contributorName: '系统管理员',
      sourceProjectId: null,
      useCount: 0,
      version: 1,
    });
    await refused(
      admin,
      'POST',
      `${FN}/OrEditFunctionLibrary`,
      { category: 'function', typeId: caliper, name: '提供驻车制动力', requirement: '坡度20%驻车不溜车' },
      business(KNOWLEDGE_MESSAGES.duplicate),
    );
    // Under another type the same text is another entry.
    await post(admin, 'FunctionLibrary/OrEditFunctionLibrary', {
      category: 'function',
      typeId: null,
      name: '提供驻车制动力',
      requirement: '坡度 20% 驻车不溜车',
    });
    const edited = await post<KnowledgeEntryDto>(admin, 'FunctionLibrary/OrEditFunctionLibrary', {
      id: created.id,
      version: 1,
      category: 'function',
      typeId: caliper,
      name: '提供驻车制动力（电子驻车）',
      requirement: '坡度 20% 驻车不溜车',
    });
    expect(edited).toMatchObject({ version: 2, name: '提供驻车制动力（电子驻车）', contributorName: '系统管理员' });
    await refused(
      admin,
      'POST',
      `${FN}/OrEditFunctionLibrary`,
      { id: created.id, version: 1, category: 'function', typeId: caliper, name: '过期' },
      failure(409),
    );
    const page = await ok<{ items: KnowledgeEntryDto[]; totalCount: number }>(
      libraryReader,
      'GET',
      `${FN}/functionLibraryPage?keyword=${encodeURIComponent('电子驻车')}`,
    );
    expect(page).toMatchObject({ totalCount: 1, items: [{ id: created.id }] });
    await refused(admin, 'POST', `${FN}/DelFunctionLibrary`, { id: created.id, version: 1 }, failure(409));
    expect(await post(admin, 'FunctionLibrary/DelFunctionLibrary', { id: created.id, version: 2 })).toBe(true);
    await refused(admin, 'POST', `${FN}/DelFunctionLibrary`, { id: created.id, version: 2 }, failure(404));
  });

  it('refuse bad input with 400 naming the field, having written nothing', async () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      [`${FN}/OrEditFunctionLibrary`, { category: 'function', name: ' ' }, /功能不能为空/],
      [`${FN}/OrEditFunctionLibrary`, { category: 'FM', name: '卡滞' }, /类别 category 须为 function/],
      [`${FAILURE}/OrEditFailureModeLibrary`, { category: 'FE', name: '制动失效', severity: 11 }, /严重度 S须为 1–10/],
      [`${FAILURE}/OrEditFailureModeLibrary`, { category: 'FM', name: 'x'.repeat(201) }, /失效不能超过 200 个字符/],
      [
        `${FN}/OrEditFunctionLibrary`,
        { category: 'function', name: '夹紧', typeId: 'abc' },
        /零件类型 typeId 格式不正确/,
      ],
      [
        `${FN}/OrEditFunctionLibrary`,
        { id: '00000000-0000-4000-8000-000000000001', category: 'function', name: '夹紧' },
        /修改时 version 不能为空/,
      ],
      [
        `${FN}/OrEditFunctionLibrary`,
        { category: 'function', name: '夹紧', typeId: '00000000-0000-4000-8000-000000000001' },
        /零件类型不存在/,
      ],
    ];
    for (const [url, body, message] of cases) await refused(admin, 'POST', url, body, failure(400, message));
  });

  it('are another tenant’s 404, a read-only user’s 403, and a create needs the add action', async () => {
    const mode = await post<KnowledgeEntryDto>(admin, 'FailureModeLibrary/OrEditFailureModeLibrary', {
      category: 'FM',
      name: '驻车拉索卡滞',
    });
    expect(mode).toMatchObject({ typeId: null, typePath: null, category: 'FM' });
    const edit = { id: mode.id, version: 1, category: 'FM', name: '驻车拉索锈蚀卡滞' };
    await refused(u.otherTenant, 'POST', `${FAILURE}/OrEditFailureModeLibrary`, edit, failure(404));
    await refused(u.otherTenant, 'POST', `${FAILURE}/DelFailureModeLibrary`, { id: mode.id, version: 1 }, failure(404));
    await refused(libraryReader, 'POST', `${FAILURE}/OrEditFailureModeLibrary`, edit, failure(403));
    await refused(libraryReader, 'POST', `${FAILURE}/DelFailureModeLibrary`, { id: mode.id, version: 1 }, failure(403));
    // An entry of another library is not found through this one.
    await refused(
      admin,
      'POST',
      `${FN}/OrEditFunctionLibrary`,
      { id: mode.id, version: 1, category: 'function', name: '驻车' },
      failure(404, KNOWLEDGE_MESSAGES.entryNotFound),
    );
    await refused(
      editorNoAdd,
      'POST',
      `${FN}/OrEditFunctionLibrary`,
      { category: 'function', name: '无新增权限' },
      failure(403),
    );
    const fn = await post<KnowledgeEntryDto>(admin, 'FunctionLibrary/OrEditFunctionLibrary', {
      category: 'function',
      name: '可编辑不可新增',
    });
    const edited = await post<KnowledgeEntryDto>(editorNoAdd, 'FunctionLibrary/OrEditFunctionLibrary', {
      id: fn.id,
      version: 1,
      category: 'function',
      name: '已由编辑者修改',
    });
    expect(edited.version).toBe(2);
  });

  it('keep the part type they are filed under from being deleted', async () => {
    const type = await ok<PartTypeNode>(admin, 'POST', `${API}/productType/createProductType`, { name: '驻车制动器' });
    await post(admin, 'Measures/OrEditMeasures', { category: 'detection', typeId: type.id, name: '驻车坡道试验' });
    await refused(
      admin,
      'POST',
      `${API}/productType/deleteProductType`,
      { id: type.id },
      business(KNOWLEDGE_MESSAGES.typeHasKnowledge),
    );
  });
});

describe('a released results version', () => {
  it('feeds the library: deduplicated by text per type, each project counted once, picks counted', async () => {
    const type = await ok<PartTypeNode>(admin, 'POST', `${API}/productType/createProductType`, { name: '电子卡钳' });
    const part = await ok<PartDto>(admin, 'POST', `${API}/partsLibrary/createPart`, {
      partNo: 'EPB-01',
      name: '电子驻车卡钳',
      typeId: type.id,
    });
    const p1 = await c.createProject(u.owner, u);
    const n = await c.smallNet(u.editor, p1.id);
    // The system element stands for the part: its whole subtree is filed under 电子卡钳.
    await post<StructureElement>(u.editor, 'PartsRelation/OrEditPartsRelation', {
      projectId: p1.id,
      id: n.system.id,
      version: n.system.version,
      parentId: null,
      type: 'system',
      name: n.system.name,
      partId: part.id,
    });
    await c.linkFailures(u.editor, p1.id, n.fc.id, n.fm.id);
    await c.linkFailures(u.editor, p1.id, n.fm.id, n.fe2.id);
    const risk = c.net(u.editor, p1.id).then((net) => net.net.risks[0]);
    const current = await risk;
    await post(u.editor, 'RelationMeasure/OrEditRelationMeasure', {
      projectId: p1.id,
      modeId: n.fm.id,
      causeId: n.fc.id,
      version: current?.version,
      preventionControls: '活塞表面镀铬；装配前涂润滑脂',
      occurrence: 4,
      detectionControls: '耐久台架试验',
      detection: 5,
    });
    const release = (projectId: string) => post(u.editor, 'ResultsVersion/ResultsVersion', { projectId, note: '发布' });
    const underType = async (library: Library | 'Measures/measuresByTree') =>
      entriesOf(await tree(admin, library, { typeId: type.id, maxEntries: 500 }));

    await release(p1.id);
    const functions = await underType('FunctionLibrary/functionLibraryByTree');
    expect(functions.map((f) => [f.name, f.useCount]).sort()).toEqual(
      [
        ['传递液压力', 1],
        ['容纳活塞', 1],
        ['承受夹紧反力', 1],
        ['提供制动夹紧力', 1],
      ].sort(),
    );
    expect(functions[0]).toMatchObject({
      sourceProjectId: p1.id,
      sourceProjectName: p1.projectName,
      contributorName: 'kbeditor',
    });
    const failures = await underType('FailureModeLibrary/failureModeLibraryByTree');
    expect(failures.map((f) => `${f.category} ${f.name}`).sort()).toEqual(
      ['FC 活塞卡滞', 'FC 缸孔尺寸超差', 'FE 制动失效', 'FE 制动距离变长', 'FM 钳体变形'].sort(),
    );
    expect((await underType('Measures/measuresByTree')).map((m) => `${m.category} ${m.name}`).sort()).toEqual(
      ['detection 耐久台架试验', 'prevention 活塞表面镀铬', 'prevention 装配前涂润滑脂'].sort(),
    );

    // Released again, the project counts once.
    await release(p1.id);
    expect((await underType('FunctionLibrary/functionLibraryByTree')).every((f) => f.useCount === 1)).toBe(true);

    // Another project with the same texts, spelled with other spacing and widths, raises the counts; its FE of a
    // higher S raises the entry's S.
    const p2 = await c.createProject(u.owner, u, { projectNO: 'DF-T-002', projectName: '第二个电子卡钳 DFMEA' });
    const system = await post<StructureElement>(u.editor, 'PartsRelation/OrEditPartsRelation', {
      projectId: p2.id,
      parentId: null,
      type: 'system',
      name: '电子卡钳',
      partId: part.id,
    });
    const f2 = await c.fn(u.editor, p2.id, system.id, ' 提供制动 夹紧力 ');
    await c.effect(u.editor, p2.id, f2.id, '制动距离变长', 9);
    await release(p2.id);
    const after = await underType('FunctionLibrary/functionLibraryByTree');
    expect(after).toHaveLength(4);
    expect(after.find((f) => f.name === '提供制动夹紧力')).toMatchObject({ useCount: 2, sourceProjectId: p1.id });
    const effect = (await underType('FailureModeLibrary/failureModeLibraryByTree')).find(
      (f) => f.name === '制动距离变长',
    );
    expect(effect).toMatchObject({ useCount: 2, severity: 9 });

    // A pick in a step counts a use; a DFMEA reader cannot count one.
    const picked = after.find((f) => f.name === '容纳活塞');
    const dvp = await ok<{ items: DvpLibraryDto[] }>(admin, 'GET', `${API}/DVPAndRs/DVPlibrarysPage`);
    const test = dvp.items[0];
    await refused(
      libraryReader,
      'POST',
      `${API}/KnowledgeUse/useKnowledge`,
      { library: 'knowledge', ids: [picked?.id] },
      failure(403),
    );
    await refused(
      u.editor,
      'POST',
      `${API}/KnowledgeUse/useKnowledge`,
      { library: 'knowledge', ids: [] },
      failure(400, /请至少选择一个条目/),
    );
    expect(await post(u.editor, 'KnowledgeUse/useKnowledge', { library: 'knowledge', ids: [picked?.id] })).toEqual({
      updatedCount: 1,
    });
    expect(await post(u.editor, 'KnowledgeUse/useKnowledge', { library: 'dvp', ids: [test?.id] })).toEqual({
      updatedCount: 1,
    });
    const used = (await underType('FunctionLibrary/functionLibraryByTree')).find((f) => f.id === picked?.id);
    expect(used?.useCount).toBe(2);
    const tests = await ok<{ items: DvpLibraryDto[] }>(admin, 'GET', `${API}/DVPAndRs/DVPlibrarysPage`);
    expect(tests.items.find((d) => d.id === test?.id)?.useCount).toBe((test?.useCount ?? 0) + 1);
  });
});

describe('the DVP library', () => {
  const DVP = `${API}/DVPAndRs`;
  const body = {
    testName: '驻车制动耐久试验',
    testMethod: 'QC/T 592，10 万次拉起释放',
    acceptanceCriteria: '驻车力衰减 ≤ 10%',
    sampleSize: 3,
    department: '试验中心',
    testStage: 'DV',
  };

  it('is entered, listed, edited with its version and deleted; the same name under one type is 9999', async () => {
    const created = await post<DvpLibraryDto>(admin, 'DVPAndRs/OrEditDVPLibrarys', body);
    expect(created).toMatchObject({ ...body, typeId: null, remark: '', useCount: 0, version: 1 });
    await refused(
      admin,
      'POST',
      `${DVP}/OrEditDVPLibrarys`,
      { ...body, testName: ' 驻车制动 耐久试验' },
      business(KNOWLEDGE_MESSAGES.dvpDuplicate),
    );
    const page = await ok<{ items: DvpLibraryDto[]; totalCount: number }>(
      u.outsider,
      'GET',
      `${DVP}/DVPlibrarysPage?keyword=${encodeURIComponent('驻车')}&testStage=DV`,
    );
    expect(page).toMatchObject({ totalCount: 1, items: [{ id: created.id }] });
    const none = await ok<{ totalCount: number }>(admin, 'GET', `${DVP}/DVPlibrarysPage?typeId=none&testStage=PV`);
    expect(none.totalCount).toBe(0);
    const edited = await post<DvpLibraryDto>(admin, 'DVPAndRs/OrEditDVPLibrarys', {
      ...body,
      id: created.id,
      version: 1,
      typeId: await partTypeId('制动钳总成'),
      sampleSize: null,
    });
    expect(edited).toMatchObject({ version: 2, typePath: '制动系统/制动钳总成', sampleSize: null });
    await refused(admin, 'POST', `${DVP}/OrEditDVPLibrarys`, { ...body, id: created.id, version: 1 }, failure(409));
    await refused(
      u.otherTenant,
      'POST',
      `${DVP}/OrEditDVPLibrarys`,
      { ...body, id: created.id, version: 2 },
      failure(404),
    );
    await refused(u.otherTenant, 'POST', `${DVP}/DelDVPLibrarys`, { id: created.id, version: 2 }, failure(404));
    await refused(libraryReader, 'POST', `${DVP}/OrEditDVPLibrarys`, body, failure(403));
    await refused(libraryReader, 'POST', `${DVP}/DelDVPLibrarys`, { id: created.id, version: 2 }, failure(403));
    await refused(
      admin,
      'POST',
      `${DVP}/OrEditDVPLibrarys`,
      { ...body, testName: '' },
      failure(400, /试验名称不能为空/),
    );
    await refused(
      admin,
      'POST',
      `${DVP}/OrEditDVPLibrarys`,
      { ...body, testStage: 'EV' },
      failure(400, /试验阶段须为 DV 或 PV/),
    );
    await refused(
      admin,
      'POST',
      `${DVP}/OrEditDVPLibrarys`,
      { ...body, sampleSize: -1 },
      failure(400, /样本数不能小于 0/),
    );
    await refused(admin, 'POST', `${DVP}/DelDVPLibrarys`, { id: created.id, version: 1 }, failure(409));
    expect(await post(admin, 'DVPAndRs/DelDVPLibrarys', { id: created.id, version: 2 })).toBe(true);
  });
});
