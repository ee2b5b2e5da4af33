import {
  type FunctionByPChartItem,
  INFLUENCING_FACTOR_MESSAGES,
  type InfluencingFactorDto,
  type InfluencingFactorItem,
  KNOWLEDGE_MESSAGES,
  P,
  type PartDto,
  type PartTypeNode,
  type StructureElement,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createUser, tenantIdByName } from '../../../test/factories';
import { DEMO_FUNCTIONS } from './dfmea-demo-data';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

// The P-diagram's pickers: the influencing-factor library (PCharts/InfluencingFactorList, InfluencingFactor,
// DelInfluencingFactor), fed by releases, and the function library offered for ideal outputs
// (PCharts/FunctionLibraryPageByPChart), each in the order that fits the P-diagram's element.

let t: TestApp;
let u: FmeaUsers;
let admin: string;
let zhangwei: string;
let factorReader: string; // the factor library's query and get only
let functionReader: string; // the function library's query only: no factor reads
let factorEditorNoAdd: string; // the factor library's query and edit, not its add
const c = fmeaClient(() => t);
const { ok, refused, post, get } = c;

type FactorPage = { items: InfluencingFactorItem[]; totalCount: number; elementTypePath: string | null };
type FunctionPage = { items: FunctionByPChartItem[]; totalCount: number; elementTypePath: string | null };
const FACTORS = `${API}/PCharts/InfluencingFactorList`;
const SAVE = `${API}/PCharts/InfluencingFactor`;
const DELETE = `${API}/PCharts/DelInfluencingFactor`;
const factors = (token: string, query: Record<string, string | number> = {}) =>
  get<FactorPage>(
    token,
    `PCharts/InfluencingFactorList?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  );

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'pc');
  admin = await t.login('admin', 'Admin@123');
  zhangwei = await t.login('zhangwei', 'Quality@123');
  const db = t.database.db;
  const tenantId = await tenantIdByName(db);
  const role = async (name: string, grants: Record<string, ('query' | 'get' | 'edit' | 'add')[]>, user: string) => {
    const roleId = await createRole(db, { tenantId, name, grants });
    await createUser(db, { tenantId, userName: user, password: 'Pchart@123' }, [roleId]);
    return t.login(user, 'Pchart@123');
  };
  factorReader = await role(
    '影响因素库只读',
    { [P.fmea.InfluencingFactorLibrary.key]: ['query', 'get'] },
    'pc.factor.reader',
  );
  functionReader = await role('功能库只读', { [P.fmea.DFMEAFunctionLibrary.key]: ['query'] }, 'pc.fn.reader');
  factorEditorNoAdd = await role(
    '影响因素库编辑',
    { [P.fmea.InfluencingFactorLibrary.key]: ['query', 'get', 'edit'] },
    'pc.factor.editor',
  );
});
afterAll(() => t?.close());

const partTypeId = async (name: string) => {
  const types = await ok<PartTypeNode[]>(admin, 'GET', `${API}/productType/productTypeTreeExtend`);
  const find = (nodes: PartTypeNode[]): PartTypeNode | undefined =>
    nodes.find((n) => n.name === name) ?? nodes.map((n) => find(n.children)).find(Boolean);
  const type = find(types);
  if (!type) throw new Error(`no part type ${name}`);
  return type.id;
};
const partId = async (partNo: string) => {
  const page = await get<{ items: PartDto[] }>(admin, `partsLibrary/partsPage?keyword=${partNo}`);
  const part = page.items.find((p) => p.partNo === partNo);
  if (!part) throw new Error(`no part ${partNo}`);
  return part.id;
};

/** A project whose system element stands for the caliper (制动钳总成), with a seal (密封件) and an untyped boot below. */
async function typedProject(projectNO: string) {
  const p = await c.createProject(u.owner, u, { projectNO, projectName: `${projectNO} 制动钳 DFMEA` });
  const element = (parentId: string | null, name: string, part: string | null, type = 'component') =>
    post<StructureElement>(u.editor, 'PartsRelation/OrEditPartsRelation', {
      projectId: p.id,
      parentId,
      name,
      type,
      partId: part,
    });
  const system = await element(null, '制动钳总成', await partId('BC-1000'), 'system');
  const seal = await element(system.id, '矩形密封圈', await partId('BC-1004'));
  const spring = await element(system.id, '回位弹簧', null);
  return { p, system, seal, spring };
}

describe('the demo influencing-factor library', () => {
  it('holds the seeded factors and the released demo P-diagram’s, merged by text per category and type', async () => {
    const caliper = await partTypeId('制动钳总成');
    const env = await factors(zhangwei, { category: 'externalEnvironment', typeId: caliper, MaxResultCount: 50 });
    expect(env.items.map((f) => f.name)).toEqual(expect.arrayContaining(['盐雾与泥水', '涉水', '-40 ℃ 至 +150 ℃']));
    // Seeded and released both: one factor, counting the demo project once.
    expect(env.items.find((f) => f.name === '盐雾与泥水')).toMatchObject({
      typePath: '制动系统/制动钳总成',
      contributorName: '张伟',
      useCount: 1,
    });
    // Only on the demo P-diagram: it came from the release.
    const fed = await factors(zhangwei, { keyword: '摩擦材料批次', typeId: caliper });
    expect(fed.items).toMatchObject([
      { category: 'pieceToPiece', name: '摩擦材料批次差异', sourceProjectName: '前制动钳总成 DFMEA', useCount: 1 },
    ]);
    // The seeded factors of the other types and of none are there too.
    const seals = await factors(zhangwei, { typeId: await partTypeId('密封件'), MaxResultCount: 50 });
    expect(seals.items.map((f) => f.name)).toContain('与制动液（DOT 4）的相容性');
    const general = await factors(zhangwei, { typeId: 'none' });
    expect(general.items.every((f) => f.typeId === null)).toBe(true);
    expect(general.totalCount).toBeGreaterThanOrEqual(3);
  });

  it('is listed by category, type subtree and text, paged; the page answers 400 naming the field', async () => {
    const all = await factors(zhangwei, { MaxResultCount: 1000 });
    const brake = await factors(zhangwei, { typeId: await partTypeId('制动系统'), MaxResultCount: 1000 });
    expect(brake.totalCount).toBeLessThan(all.totalCount);
    expect(brake.items.every((f) => f.typePath?.startsWith('制动系统/'))).toBe(true);
    const control = await factors(zhangwei, { category: 'controlFactor', MaxResultCount: 1000 });
    expect(control.items.every((f) => f.category === 'controlFactor')).toBe(true);
    expect(control.items.map((f) => f.name)).toContain('活塞直径');
    const page2 = await factors(zhangwei, { category: 'controlFactor', SkipCount: 2, MaxResultCount: 2 });
    expect(page2.totalCount).toBe(control.totalCount);
    expect(page2.items.map((f) => f.id)).toEqual(control.items.slice(2, 4).map((f) => f.id));
    // Spacing and widths aside.
    const spaced = await factors(zhangwei, { keyword: 'DOT4' });
    expect(spaced.items.map((f) => f.name)).toContain('与制动液（DOT 4）的相容性');
    await refused(zhangwei, 'GET', `${FACTORS}?category=noise`, undefined, failure(400, /类别 category 须为/));
    await refused(zhangwei, 'GET', `${FACTORS}?typeId=abc`, undefined, failure(400, /typeId/));
    await refused(
      zhangwei,
      'GET',
      `${FACTORS}?elementId=00000000-0000-4000-8000-000000000001`,
      undefined,
      failure(400, /projectId 与 elementId 须同时给出/),
    );
  });

  it('is read by its library’s readers and DFMEA editors only; another tenant sees its own (none)', async () => {
    expect((await factors(factorReader)).totalCount).toBeGreaterThan(0);
    expect((await factors(u.outsider)).totalCount).toBeGreaterThan(0);
    await refused(functionReader, 'GET', FACTORS, undefined, failure(403));
    expect(await factors(u.otherTenant)).toMatchObject({ totalCount: 0, items: [] });
  });
});

describe('a factor', () => {
  it('is entered, edited with its version (409 when stale) and deleted; the same text in one category and type is 9999', async () => {
    const seals = await partTypeId('密封件');
    const created = await post<InfluencingFactorDto>(admin, 'PCharts/InfluencingFactor', {
      category: 'externalEnvironment',
      typeId: seals,
      name: '  制动液 污染 ',
      description: '矿物油混入',
    });
    expect(created).toMatchObject({
      category: 'externalEnvironment',
      name: '制动液 污染',
      description: '矿物油混入',
      typePath: '标准件/密封件',
      contributorName: '系统管理员',
      sourceProjectId: null,
      useCount: 0,
      version: 1,
    });
    await refused(
      admin,
      'POST',
      SAVE,
      { category: 'externalEnvironment', typeId: seals, name: '制动液污染' },
      business(INFLUENCING_FACTOR_MESSAGES.duplicate),
    );
    // In another category, or under another type, the same text is another factor.
    await post(admin, 'PCharts/InfluencingFactor', {
      category: 'systemInteractions',
      typeId: seals,
      name: '制动液污染',
    });
    await post(admin, 'PCharts/InfluencingFactor', { category: 'externalEnvironment', name: '制动液污染' });

    const edited = await post<InfluencingFactorDto>(factorEditorNoAdd, 'PCharts/InfluencingFactor', {
      id: created.id,
      version: 1,
      category: 'externalEnvironment',
      typeId: seals,
      name: '制动液被矿物油污染',
    });
    expect(edited).toMatchObject({ version: 2, name: '制动液被矿物油污染', description: '' });
    await refused(
      admin,
      'POST',
      SAVE,
      { id: created.id, version: 1, category: 'externalEnvironment', name: '过期' },
      failure(409),
    );
    const found = await factors(factorReader, { keyword: '矿物油' });
    expect(found).toMatchObject({ totalCount: 1, items: [{ id: created.id, ofElementType: false }] });
    await refused(admin, 'POST', DELETE, { id: created.id, version: 1 }, failure(409));
    expect(await post(admin, 'PCharts/DelInfluencingFactor', { id: created.id, version: 2 })).toBe(true);
    await refused(admin, 'POST', DELETE, { id: created.id, version: 2 }, failure(404));
  });

  it('refuses bad input with 400 naming the field, having written nothing', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ category: 'customerUsage', name: ' ' }, /影响因素名称不能为空/],
      [{ category: 'customerUsage', name: 'x'.repeat(201) }, /影响因素名称不能超过 200 个字符/],
      [{ category: 'noise', name: '振动' }, /类别 category 须为 pieceToPiece/],
      [{ name: '振动' }, /类别 category/],
      [{ category: 'input', name: '踏板力', description: 'x'.repeat(501) }, /说明不能超过 500 个字符/],
      [{ category: 'input', name: '踏板力', typeId: 'abc' }, /零件类型 typeId 格式不正确/],
      [{ category: 'input', name: '踏板力', typeId: '00000000-0000-4000-8000-000000000001' }, /零件类型不存在/],
      [{ id: '00000000-0000-4000-8000-000000000001', category: 'input', name: '踏板力' }, /修改时 version 不能为空/],
    ];
    for (const [body, message] of cases) await refused(admin, 'POST', SAVE, body, failure(400, message));
    await refused(admin, 'POST', DELETE, { id: 'abc', version: 1 }, failure(400, /id/));
  });

  it('is another tenant’s 404, a reader’s or DFMEA engineer’s 403; a create needs the add action', async () => {
    const factor = await post<InfluencingFactorDto>(admin, 'PCharts/InfluencingFactor', {
      category: 'customerUsage',
      name: '频繁短途行驶',
    });
    const edit = { id: factor.id, version: 1, category: 'customerUsage', name: '频繁短途低速行驶' };
    await refused(u.otherTenant, 'POST', SAVE, edit, failure(404, INFLUENCING_FACTOR_MESSAGES.notFound));
    await refused(u.otherTenant, 'POST', DELETE, { id: factor.id, version: 1 }, failure(404));
    await refused(factorReader, 'POST', SAVE, edit, failure(403));
    await refused(factorReader, 'POST', DELETE, { id: factor.id, version: 1 }, failure(403));
    await refused(u.editor, 'POST', SAVE, edit, failure(403));
    await refused(factorEditorNoAdd, 'POST', SAVE, { category: 'customerUsage', name: '无新增权限' }, failure(403));
    await refused(factorEditorNoAdd, 'POST', DELETE, { id: factor.id, version: 1 }, failure(403));
  });

  it('keeps the part type it is filed under from being deleted', async () => {
    const type = await ok<PartTypeNode>(admin, 'POST', `${API}/productType/createProductType`, { name: '制动软管' });
    await post(admin, 'PCharts/InfluencingFactor', { category: 'changeOverTime', typeId: type.id, name: '软管老化' });
    await refused(
      admin,
      'POST',
      `${API}/productType/deleteProductType`,
      { id: type.id },
      business(KNOWLEDGE_MESSAGES.typeHasKnowledge),
    );
  });
});

describe('for a P-diagram’s element', () => {
  it('the factors of the element’s part type come first, then its ancestors’ and general ones', async () => {
    const { p, seal, spring, system } = await typedProject('DF-PC-001');
    const forSeal = await factors(u.editor, { projectId: p.id, elementId: seal.id, MaxResultCount: 1000 });
    expect(forSeal.elementTypePath).toBe('标准件/密封件');
    const ranks = forSeal.items.map((f) => (f.ofElementType ? 0 : f.typeId === null ? 1 : 2));
    expect(ranks).toEqual([...ranks].sort());
    expect(ranks[0]).toBe(0);
    expect(forSeal.items.filter((f) => f.ofElementType).every((f) => f.typePath === '标准件/密封件')).toBe(true);
    // The spring's part has none: it takes the caliper's type, and the filter still applies.
    const forSpring = await factors(u.reader, {
      projectId: p.id,
      elementId: spring.id,
      category: 'controlFactor',
      MaxResultCount: 3,
    });
    expect(forSpring.elementTypePath).toBe('制动系统/制动钳总成');
    expect(forSpring.items).toHaveLength(3);
    for (const f of forSpring.items)
      expect(f).toMatchObject({ category: 'controlFactor', ofElementType: true, typePath: '制动系统/制动钳总成' });
    const query = `projectId=${p.id}&elementId=${system.id}`;
    await refused(u.outsider, 'GET', `${FACTORS}?${query}`, undefined, failure(403));
    await refused(u.otherTenant, 'GET', `${FACTORS}?${query}`, undefined, failure(404));
    const other = await c.createProject(u.owner, u, { projectNO: 'DF-PC-002' });
    await refused(u.editor, 'GET', `${FACTORS}?projectId=${other.id}&elementId=${seal.id}`, undefined, failure(404));
  });

  it('the function library offers the element’s part type’s functions first, paged and filtered', async () => {
    const { p, seal } = await typedProject('DF-PC-003');
    const url = `PCharts/FunctionLibraryPageByPChart?projectId=${p.id}&elementId=${seal.id}`;
    const page = await get<FunctionPage>(u.editor, `${url}&MaxResultCount=1000`);
    expect(page.elementTypePath).toBe('标准件/密封件');
    expect(page.totalCount).toBeGreaterThanOrEqual(DEMO_FUNCTIONS.length);
    expect(page.items.every((f) => f.category === 'function')).toBe(true);
    const own = page.items.filter((f) => f.ofElementType);
    expect(own.map((f) => f.name)).toContain('密封并以弹性变形带动活塞回位');
    expect(own.every((f) => f.typePath === '标准件/密封件')).toBe(true);
    expect(page.items.slice(0, own.length)).toEqual(own);
    const first = await get<FunctionPage>(u.reader, `${url}&MaxResultCount=2&SkipCount=1`);
    expect(first.items.map((f) => f.id)).toEqual(page.items.slice(1, 3).map((f) => f.id));
    const byText = await get<FunctionPage>(u.editor, `${url}&keyword=${encodeURIComponent('制动力矩')}`);
    expect(byText.items.length).toBeGreaterThan(0);
    expect(byText.items.every((f) => `${f.name}${f.requirement}`.includes('制动力矩'))).toBe(true);

    const base = `${API}/PCharts/FunctionLibraryPageByPChart`;
    await refused(u.outsider, 'GET', `${base}?projectId=${p.id}&elementId=${seal.id}`, undefined, failure(403));
    await refused(u.otherTenant, 'GET', `${base}?projectId=${p.id}&elementId=${seal.id}`, undefined, failure(404));
    await refused(u.editor, 'GET', `${base}?projectId=${p.id}`, undefined, failure(400, /elementId/));
    await refused(u.editor, 'GET', `${base}?projectId=${p.id}&elementId=x`, undefined, failure(400, /elementId 格式/));
    await refused(
      u.editor,
      'GET',
      `${base}?projectId=${p.id}&elementId=00000000-0000-4000-8000-000000000001`,
      undefined,
      failure(404),
    );
  });
});

describe('a released results version', () => {
  it('feeds its P-diagrams’ factors: deduplicated by text per category and type, each project once; picks counted', async () => {
    const { p, system, seal } = await typedProject('DF-PC-004');
    const noise = (over: Record<string, string[]>) => ({
      pieceToPiece: [],
      changeOverTime: [],
      customerUsage: [],
      externalEnvironment: [],
      systemInteractions: [],
      ...over,
    });
    await post(u.editor, 'PCharts/PCharts', {
      projectId: p.id,
      elementId: system.id,
      inputs: ['电子驻车请求信号'],
      idealOutputs: ['驻车夹紧力 ≥ 18 kN'],
      noise: noise({ externalEnvironment: ['盐雾 与 泥水', '沙尘暴'] }),
      controlFactors: ['电机减速比'],
      errorStates: ['驻车失效'],
    });
    await post(u.editor, 'PCharts/PCharts', {
      projectId: p.id,
      elementId: seal.id,
      noise: noise({ changeOverTime: ['橡胶老化硬化'] }),
    });
    const caliper = await partTypeId('制动钳总成');
    const before = await factors(admin, { typeId: caliper, keyword: '盐雾' });
    const release = () => post(u.editor, 'ResultsVersion/ResultsVersion', { projectId: p.id, note: '发布' });
    await release();
    await release();

    const after = await factors(admin, { typeId: caliper, MaxResultCount: 1000 });
    const byName = (name: string) => after.items.find((f) => f.name === name);
    expect(byName('沙尘暴')).toMatchObject({
      category: 'externalEnvironment',
      sourceProjectId: p.id,
      sourceProjectName: p.projectName,
      contributorName: 'pceditor',
      useCount: 1,
    });
    expect(byName('电子驻车请求信号')).toMatchObject({ category: 'input', useCount: 1 });
    expect(byName('电机减速比')).toMatchObject({ category: 'controlFactor', useCount: 1 });
    // Neither ideal outputs nor error states are factors.
    expect(byName('驻车夹紧力 ≥ 18 kN')).toBeUndefined();
    expect(byName('驻车失效')).toBeUndefined();
    // The demo's 盐雾与泥水, spelled with a space: the same factor, one project more.
    const salt = after.items.filter((f) => f.name.startsWith('盐雾'));
    expect(salt).toHaveLength(1);
    expect(salt[0]?.useCount).toBe((before.items[0]?.useCount ?? 0) + 1);
    // The seal's factor is filed under its own type, merged with the seeded one.
    const seals = await factors(admin, { typeId: await partTypeId('密封件'), keyword: '橡胶老化硬化' });
    expect(seals.items).toMatchObject([{ useCount: 1, sourceProjectId: null }]);

    // A pick into a P-diagram counts a use; a library reader cannot count one.
    const picked = byName('沙尘暴');
    await refused(
      factorReader,
      'POST',
      `${API}/KnowledgeUse/useKnowledge`,
      { library: 'factor', ids: [picked?.id] },
      failure(403),
    );
    await refused(
      u.editor,
      'POST',
      `${API}/KnowledgeUse/useKnowledge`,
      { library: 'factors', ids: [picked?.id] },
      failure(400, /library 须为 knowledge、dvp 或 factor/),
    );
    expect(await post(u.editor, 'KnowledgeUse/useKnowledge', { library: 'factor', ids: [picked?.id] })).toEqual({
      updatedCount: 1,
    });
    expect((await factors(admin, { keyword: '沙尘暴' })).items[0]?.useCount).toBe(2);
  });
});
