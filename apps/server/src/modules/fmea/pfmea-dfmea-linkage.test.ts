import {
  DFMEA_LINK_MESSAGES,
  type DfmeaLinkageDto,
  type DfmeaOptionDto,
  type FmeaFunction,
  type FmeaNetDto,
  type FmeaProjectDto,
  P,
  type PartDto,
  type StructureElement,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

// DFMEA → PFMEA linkage: a PFMEA of the caliper (built from the demo process PF-BC-1000) is linked to a DFMEA of the
// same part, carries its components' characteristics (requirement with CC/SC) into functions of its process steps;
// when the DFMEA changes one, the PFMEA flags it, and accepting updates that PFMEA function and nothing else.

let t: TestApp;
let u: FmeaUsers;
let d: FmeaUsers;
let admin: string;
const c = fmeaClient(() => t);

let pfmea: FmeaProjectDto;
let dfmea: FmeaProjectDto;
let otherDfmea: FmeaProjectDto;
let steps: Map<string, StructureElement>;
const dfn: Record<string, FmeaFunction> = {};

const LINKAGE = (projectId: string) => `Project/pFMEADfmeaLink?projectId=${projectId}`;
const LINK = `${API}/Project/pFMEALinkDfmea`;
const CARRY = `${API}/pFFunctionRelationAppServices/CarryDfmeaCharacteristics`;
const ACCEPT = `${API}/pFFunctionRelationAppServices/AcceptDfmeaCharacteristic`;
type Carried = { functions: FmeaFunction[]; linkage: DfmeaLinkageDto };
type Accepted = { function: FmeaFunction; linkage: DfmeaLinkageDto };

const dfmeaFn = (name: string, elementId: string, requirement: string, special: 'CC' | 'SC' | null) =>
  c.post<FmeaFunction>(d.owner, 'FunctionRelationAppServices/OrEditFunction', {
    projectId: dfmea.id,
    elementId,
    name,
    requirement,
    specialCharacteristic: special,
  });
const pfmeaNet = async () =>
  (await c.get<FmeaNetDto>(u.reader, `Project/pFMEANet?projectId=${pfmea.id}`)).net as FmeaNetDto['net'];
const linkage = () => c.get<DfmeaLinkageDto>(u.reader, LINKAGE(pfmea.id));
const carriedOf = (state: DfmeaLinkageDto, functionId: string) => {
  const item = state.carried.find((x) => x.functionId === functionId);
  if (!item) throw new Error(`function ${functionId} carries nothing`);
  return item;
};

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'dl', P.fmea.MyPFMEA);
  d = await signInFmeaUsers(t, 'dld');
  admin = await t.login('admin', 'Admin@123');
  const parts = await c.ok<{ items: PartDto[] }>(admin, 'GET', `${API}/partsLibrary/partsPage?keyword=BC-1000`);
  const caliperPart = parts.items.find((p) => p.partNo === 'BC-1000')?.id;

  // The design team's DFMEA of the caliper (BC-1000), and one of something else.
  dfmea = await c.createProject(d.owner, d, { projectNO: 'DF-DL-001', projectName: '制动钳 DFMEA（联动测试）' });
  otherDfmea = await c.createProject(d.owner, d, { projectNO: 'DF-DL-002', projectName: '转向节 DFMEA' });
  const system = await c.post<StructureElement>(d.owner, 'PartsRelation/OrEditPartsRelation', {
    projectId: dfmea.id,
    parentId: null,
    type: 'system',
    name: '前制动钳总成',
    partId: caliperPart,
  });
  const component = (name: string) => c.element(d.owner, dfmea.id, system.id, name, 'component');
  const housing = await component('钳体');
  const piston = await component('活塞');
  const bleeder = await component('放气螺钉');
  dfn.release = await dfmeaFn('解除制动后释放制动力矩', system.id, '拖滞力矩 ≤ 5 N·m', null);
  dfn.brake = await dfmeaFn('产生制动力矩', system.id, '制动距离 ≤ 38 m', 'CC');
  dfn.bore = await dfmeaFn('缸孔与活塞配合并承压', housing.id, '缸孔 Φ54 H8，Ra ≤ 0.8 μm', 'SC');
  dfn.piston = await dfmeaFn('传递推力并耐腐蚀', piston.id, '镀铬层 ≥ 15 μm，中性盐雾 480 h 无红锈', 'SC');
  dfn.bleed = await dfmeaFn('密封放气孔', bleeder.id, '拧紧力矩 9–12 N·m，锥面密封无泄漏', null);

  // The plant's PFMEA, its structure copied from the demo process of the caliper.
  pfmea = await c.post<FmeaProjectDto>(u.owner, 'Project/createPFMEAProject', {
    category: 2,
    projectNO: 'PF-DL-001',
    projectName: '前制动钳总成 PFMEA（联动测试）',
    customerName: '测试客户',
    modelYear: '2027',
    subject: '制动钳生产线',
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
  const demo = await c.ok<{ items: { id: string }[] }>(
    admin,
    'GET',
    `${API}/ProcessRelationsAppsevice/ProcessProceduresPage?keyword=PF-BC-1000`,
  );
  await c.post(u.editor, 'Project/pFMEALinkProcess', { projectId: pfmea.id, processId: demo.items[0]?.id });
  const copied = await c.post<{ created: StructureElement[] }>(u.editor, 'Project/pFMEAProcessToStructure', {
    projectId: pfmea.id,
  });
  steps = new Map(copied.created.filter((e) => e.type === 'processStep').map((e) => [e.number, e]));
});
afterAll(() => t?.close());

describe('DFMEA → PFMEA linkage', () => {
  it('offers the DFMEAs of the same product, and links one (versioned) the team reads through the PFMEA', async () => {
    expect(await linkage()).toEqual({ projectId: pfmea.id, link: null, characteristics: [], carried: [] });
    await c.refused(
      u.editor,
      'POST',
      CARRY,
      { projectId: pfmea.id, items: [{ dfmeaFunctionId: dfn.bore?.id, elementId: steps.get('40')?.id }] },
      business(DFMEA_LINK_MESSAGES.noDfmea),
    );
    const options = await c.get<DfmeaOptionDto[]>(u.editor, `Project/pFMEADfmeaOptions?projectId=${pfmea.id}`);
    // Both caliper DFMEAs (this one and the demo's) stand for BC-1000; the unrelated one is not the engineer's to read.
    expect(options.map((o) => [o.projectNO, o.samePart]).sort()).toEqual([
      ['DF-DL-001', true],
      ['DFMEA-BC-2027-001', true],
    ]);
    await c.refused(u.reader, 'GET', `${API}/Project/pFMEADfmeaOptions?projectId=${pfmea.id}`, undefined, failure(403));
    await c.refused(
      u.editor,
      'POST',
      LINK,
      { projectId: pfmea.id, dfmeaProjectId: otherDfmea.id },
      failure(403, DFMEA_LINK_MESSAGES.dfmeaNotReadable),
    );
    await c.refused(u.editor, 'POST', LINK, { projectId: pfmea.id, dfmeaProjectId: pfmea.id }, failure(404));
    await c.refused(
      u.editor,
      'POST',
      LINK,
      { projectId: pfmea.id, dfmeaProjectId: 'x' },
      failure(400, /dfmeaProjectId/),
    );
    await c.refused(u.reader, 'POST', LINK, { projectId: pfmea.id, dfmeaProjectId: dfmea.id }, failure(403));
    await c.refused(u.otherTenant, 'POST', LINK, { projectId: pfmea.id, dfmeaProjectId: dfmea.id }, failure(404));

    const linked = await c.post<DfmeaLinkageDto>(u.editor, 'Project/pFMEALinkDfmea', {
      projectId: pfmea.id,
      dfmeaProjectId: dfmea.id,
    });
    expect(linked.link).toMatchObject({ dfmeaProjectId: dfmea.id, version: 1, projectNO: 'DF-DL-001' });
    await c.refused(u.editor, 'POST', LINK, { projectId: pfmea.id, dfmeaProjectId: dfmea.id }, failure(409));
    // The reader, on neither the DFMEA's team nor holding a DFMEA point, reads its characteristics here.
    const read = await linkage();
    // The components' requirements, and the system's CC; not the system's unmarked requirement.
    expect(read.characteristics.map((x) => [x.elementName, x.requirement, x.specialCharacteristic])).toEqual([
      ['前制动钳总成', '制动距离 ≤ 38 m', 'CC'],
      ['钳体', '缸孔 Φ54 H8，Ra ≤ 0.8 μm', 'SC'],
      ['活塞', '镀铬层 ≥ 15 μm，中性盐雾 480 h 无红锈', 'SC'],
      ['放气螺钉', '拧紧力矩 9–12 N·m，锥面密封无泄漏', null],
    ]);
    // The obvious steps: the bore to OP40, the piston to OP80; the bleeder screw is nowhere in the process.
    expect(read.characteristics.map((x) => x.suggestedElementId)).toEqual([
      null,
      steps.get('40')?.id,
      steps.get('80')?.id,
      null,
    ]);
    await c.refused(u.otherTenant, 'GET', `${API}/${LINKAGE(pfmea.id)}`, undefined, failure(404));
    await c.refused(u.outsider, 'GET', `${API}/${LINKAGE(pfmea.id)}`, undefined, failure(403));
  });

  it('carries characteristics into new or existing functions of process steps, each once per step', async () => {
    const step80 = steps.get('80') as StructureElement;
    const press = await c.post<FmeaFunction>(u.editor, 'pFFunctionRelationAppServices/OrEditFunction', {
      projectId: pfmea.id,
      elementId: step80.id,
      name: '压装活塞到位',
    });
    const item = (key: string, step: string, functionId: string | null = null) => ({
      dfmeaFunctionId: dfn[key]?.id,
      elementId: steps.get(step)?.id,
      functionId,
    });
    const refuse = (items: unknown[], expected: Parameters<typeof c.refused>[4], token = u.editor) =>
      c.refused(token, 'POST', CARRY, { projectId: pfmea.id, items }, expected);
    await refuse([item('release', '40')], failure(400, /items\.0\.dfmeaFunctionId/));
    const workElement = (await pfmeaNet()).elements.find((e) => e.type === 'workElement');
    await refuse([{ ...item('bore', '40'), elementId: workElement?.id }], failure(400, /items\.0\.elementId/));
    await refuse([item('bore', '40', press.id)], failure(400, /items\.0\.functionId/));
    await refuse([{ ...item('bore', '40'), dfmeaFunctionId: 'x' }], failure(400, /dfmeaFunctionId/));
    await refuse([item('bore', '40'), item('bore', '40')], business(DFMEA_LINK_MESSAGES.carriedIntoStep));
    await refuse([item('bore', '40')], failure(403), u.reader);
    await refuse([item('bore', '40')], failure(404), u.otherTenant);

    const carried = await c.post<Carried>(u.editor, 'pFFunctionRelationAppServices/CarryDfmeaCharacteristics', {
      projectId: pfmea.id,
      items: [item('bore', '40'), item('piston', '80', press.id), item('bleed', '90')],
    });
    expect(carried.functions.map((f) => [f.elementId, f.name, f.requirement, f.specialCharacteristic])).toEqual([
      [steps.get('40')?.id, '钳体：缸孔与活塞配合并承压', '缸孔 Φ54 H8，Ra ≤ 0.8 μm', 'SC'],
      [step80.id, '压装活塞到位', '镀铬层 ≥ 15 μm，中性盐雾 480 h 无红锈', 'SC'],
      [steps.get('90')?.id, '放气螺钉：密封放气孔', '拧紧力矩 9–12 N·m，锥面密封无泄漏', null],
    ]);
    expect(carried.linkage.carried.map((x) => x.status)).toEqual(['current', 'current', 'current']);
    expect(carried.linkage.characteristics.map((x) => x.carriedInto)).toEqual([
      [],
      [carried.functions[0]?.id],
      [press.id],
      [carried.functions[2]?.id],
    ]);
    await refuse([item('bore', '40')], business(DFMEA_LINK_MESSAGES.carriedIntoStep));
    await refuse([item('bore', '80', press.id)], business(DFMEA_LINK_MESSAGES.alreadyCarried));
  });

  it('flags what the DFMEA changed; accepting updates that PFMEA function and nothing else moves', async () => {
    const state = await linkage();
    const bore = state.carried.find((x) => x.dfmeaFunctionId === dfn.bore?.id);
    const piston = state.carried.find((x) => x.dfmeaFunctionId === dfn.piston?.id);
    if (!bore || !piston) throw new Error('not carried');
    // The design team tightens the bore's fit and raises the piston's plating to CC.
    dfn.bore = await c.post<FmeaFunction>(d.owner, 'FunctionRelationAppServices/OrEditFunction', {
      ...dfn.bore,
      projectId: dfmea.id,
      requirement: '缸孔 Φ54 H7，Ra ≤ 0.4 μm',
    });
    dfn.piston = await c.post<FmeaFunction>(d.owner, 'FunctionRelationAppServices/OrEditFunction', {
      ...dfn.piston,
      projectId: dfmea.id,
      specialCharacteristic: 'CC',
    });
    const flagged = await linkage();
    expect(carriedOf(flagged, bore.functionId)).toMatchObject({
      status: 'changed',
      changes: [
        {
          field: 'requirement',
          kind: 'tolerance',
          before: '缸孔 Φ54 H8，Ra ≤ 0.8 μm',
          after: '缸孔 Φ54 H7，Ra ≤ 0.4 μm',
        },
      ],
    });
    expect(carriedOf(flagged, piston.functionId).changes).toEqual([
      { field: 'specialCharacteristic', before: 'SC', after: 'CC' },
    ]);
    // A function of the PFMEA's own, carrying nothing.
    const own = await c.post<FmeaFunction>(u.editor, 'pFFunctionRelationAppServices/OrEditFunction', {
      projectId: pfmea.id,
      elementId: steps.get('100')?.id,
      name: '检测泄漏',
      requirement: '泄漏量 ≤ 0.5 mL/min',
    });
    // The PFMEA's functions are unchanged until the engineer accepts.
    const before = await pfmeaNet();
    expect(before.functions.find((f) => f.id === bore.functionId)?.requirement).toBe('缸孔 Φ54 H8，Ra ≤ 0.8 μm');

    const current = carriedOf(flagged, bore.functionId);
    const accept = (body: Record<string, unknown>) => ({
      projectId: pfmea.id,
      functionId: bore.functionId,
      version: current.version,
      sourceVersion: current.current?.version,
      ...body,
    });
    await c.refused(u.editor, 'POST', ACCEPT, accept({ sourceVersion: dfn.bore.version - 1 }), failure(409));
    await c.refused(u.editor, 'POST', ACCEPT, accept({ version: current.version + 1 }), failure(409));
    await c.refused(u.editor, 'POST', ACCEPT, accept({ version: 0 }), failure(400, /version/));
    await c.refused(u.reader, 'POST', ACCEPT, accept({}), failure(403));
    await c.refused(u.otherTenant, 'POST', ACCEPT, accept({}), failure(404));
    await c.refused(
      u.editor,
      'POST',
      ACCEPT,
      accept({ functionId: own.id }),
      failure(404, DFMEA_LINK_MESSAGES.notCarried),
    );

    const accepted = await c.post<Accepted>(
      u.editor,
      'pFFunctionRelationAppServices/AcceptDfmeaCharacteristic',
      accept({}),
    );
    expect(accepted.function).toMatchObject({ requirement: '缸孔 Φ54 H7，Ra ≤ 0.4 μm', specialCharacteristic: 'SC' });
    expect(carriedOf(accepted.linkage, bore.functionId)).toMatchObject({ status: 'current', changes: [] });
    expect(carriedOf(accepted.linkage, piston.functionId).status).toBe('changed');
    // Nothing else moved: the same net but for that function's requirement and version.
    const after = await pfmeaNet();
    const without = (net: FmeaNetDto['net']) => ({
      ...net,
      functions: net.functions.filter((f) => f.id !== bore.functionId),
    });
    expect(without(after)).toEqual(without(before));
    const was = before.functions.find((f) => f.id === bore.functionId);
    expect(after.functions.find((f) => f.id === bore.functionId)).toEqual({
      ...was,
      requirement: '缸孔 Φ54 H7，Ra ≤ 0.4 μm',
      version: (was?.version ?? 0) + 1,
    });
    // Accepting again: nothing to accept.
    const again = carriedOf(accepted.linkage, bore.functionId);
    await c.refused(
      u.editor,
      'POST',
      ACCEPT,
      accept({ version: again.version, sourceVersion: again.current?.version }),
      business(DFMEA_LINK_MESSAGES.nothingToAccept),
    );
  });

  it('shows a characteristic the DFMEA removed; accepting stops following it and keeps the function', async () => {
    const bleed = (await linkage()).carried.find((x) => x.dfmeaFunctionId === dfn.bleed?.id);
    if (!bleed) throw new Error('bleeder not carried');
    await c.post(d.owner, 'FunctionRelationAppServices/DelFunction', {
      projectId: dfmea.id,
      id: dfn.bleed?.id,
      version: dfn.bleed?.version,
    });
    const removed = carriedOf(await linkage(), bleed.functionId);
    expect(removed).toMatchObject({
      status: 'removed',
      dfmeaFunctionId: null,
      current: null,
      functionName: '密封放气孔',
    });
    await c.refused(
      u.editor,
      'POST',
      ACCEPT,
      { projectId: pfmea.id, functionId: bleed.functionId, version: removed.version, sourceVersion: 3 },
      failure(409),
    );
    const accepted = await c.post<Accepted>(u.editor, 'pFFunctionRelationAppServices/AcceptDfmeaCharacteristic', {
      projectId: pfmea.id,
      functionId: bleed.functionId,
      version: removed.version,
      sourceVersion: null,
    });
    expect(accepted.function.requirement).toBe('拧紧力矩 9–12 N·m，锥面密封无泄漏');
    expect(accepted.linkage.carried.some((x) => x.functionId === bleed.functionId)).toBe(false);
    expect((await pfmeaNet()).functions.some((f) => f.id === bleed.functionId)).toBe(true);
  });

  it('stops following one on request, and all of them when the PFMEA is linked to another DFMEA', async () => {
    const state = await linkage();
    const piston = state.carried.find((x) => x.dfmeaFunctionId === dfn.piston?.id);
    if (!piston) throw new Error('piston not carried');
    const dropped = await c.post<DfmeaLinkageDto>(u.editor, 'pFFunctionRelationAppServices/DropDfmeaCharacteristic', {
      projectId: pfmea.id,
      functionId: piston.functionId,
      version: piston.version,
    });
    expect(dropped.carried.map((x) => x.dfmeaFunctionId)).toEqual([dfn.bore?.id]);
    const functionsBefore = (await pfmeaNet()).functions;
    const demo = (
      await c.get<DfmeaOptionDto[]>(u.editor, `Project/pFMEADfmeaOptions?projectId=${pfmea.id}&keyword=BC-2027`)
    )[0];
    const relinked = await c.post<DfmeaLinkageDto>(u.editor, 'Project/pFMEALinkDfmea', {
      projectId: pfmea.id,
      dfmeaProjectId: demo?.id,
      version: state.link?.version,
    });
    expect(relinked.link?.projectNO).toBe('DFMEA-BC-2027-001');
    expect(relinked.carried).toEqual([]);
    expect(relinked.characteristics).toHaveLength(15);
    expect((await pfmeaNet()).functions).toEqual(functionsBefore);
  });
});
