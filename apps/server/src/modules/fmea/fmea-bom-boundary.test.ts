import {
  BOM_LINK_MESSAGES,
  type BomDto,
  type BoundaryDiagramDto,
  type FmeaProjectDto,
  type InterfaceTypeDto,
  type PartDto,
  type ProjectBomDto,
  type StructureElement,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

let t: TestApp;
let u: FmeaUsers;
let admin: string;
const c = fmeaClient(() => t);

const PROJECT_BOM = (projectId: string) => `ProjectAppServicecs/dFMEAProjectBom?projectId=${projectId}`;
const LINK = `${API}/ProjectAppServicecs/dFMEALinkBom`;
const COPY = `${API}/ProjectAppServicecs/dFMEABomToStructure`;
const DIAGRAM = (projectId: string) => `projectAppServicecs/dInterfaceRelationJson?projectId=${projectId}`;
const SAVE_DIAGRAM = `${API}/projectAppServicecs/resetDInterfaceRelationJson`;

let bom: BomDto;

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'bd');
  admin = await t.login('admin', 'Admin@123');
  const partId = async (partNo: string) => {
    const page = await c.ok<{ items: PartDto[] }>(admin, 'GET', `${API}/partsLibrary/partsPage?keyword=${partNo}`);
    const part = page.items.find((p) => p.partNo === partNo);
    if (!part) throw new Error(`no part ${partNo}`);
    return part.id;
  };
  // A caliper assembly (housing group with piston and seal, a bracket) and a loose mounting bolt.
  bom = await c.ok<BomDto>(admin, 'POST', `${API}/BOM/createBom`, {
    bomNo: 'BOM-BD-001',
    name: '测试制动钳 BOM',
    lines: [
      { key: 'asm', partId: await partId('BC-1000'), quantity: 1 },
      { key: 'housing', parentKey: 'asm', partId: await partId('BC-1001'), quantity: 1 },
      { key: 'piston', parentKey: 'housing', partId: await partId('BC-1003'), quantity: 1 },
      { key: 'seal', parentKey: 'housing', partId: await partId('BC-1004'), quantity: 1 },
      { key: 'bracket', parentKey: 'asm', partId: await partId('BC-1002'), quantity: 1 },
      { key: 'bolt', partId: await partId('FS-0012'), quantity: 2 },
    ],
  });
});
afterAll(() => t?.close());

const lineOf = (partNo: string) => {
  const line = bom.lines.find((l) => l.partNo === partNo);
  if (!line) throw new Error(`no line ${partNo}`);
  return line;
};

async function linkedProject(): Promise<FmeaProjectDto> {
  const p = await c.createProject(u.owner, u);
  await c.post<ProjectBomDto>(u.editor, 'ProjectAppServicecs/dFMEALinkBom', { projectId: p.id, bomId: bom.id });
  return p;
}

describe('the bill of materials of a DFMEA', () => {
  it('is linked to a BOM of the library (409 on a stale link), and read by the team without library rights', async () => {
    const p = await c.createProject(u.owner, u);
    expect(await c.get<ProjectBomDto>(u.reader, PROJECT_BOM(p.id))).toEqual({ projectId: p.id, link: null, bom: null });
    await c.refused(u.editor, 'POST', COPY, { projectId: p.id }, business(BOM_LINK_MESSAGES.noBom));
    const options = await c.get<{ id: string }[]>(
      u.editor,
      `ProjectAppServicecs/dFMEABomOptions?projectId=${p.id}&keyword=BOM-BD`,
    );
    expect(options.map((o) => o.id)).toEqual([bom.id]);
    await c.refused(
      u.reader,
      'GET',
      `${API}/ProjectAppServicecs/dFMEABomOptions?projectId=${p.id}`,
      undefined,
      failure(403),
    );

    const linked = await c.post<ProjectBomDto>(u.editor, 'ProjectAppServicecs/dFMEALinkBom', {
      projectId: p.id,
      bomId: bom.id,
    });
    expect(linked.link).toEqual({ bomId: bom.id, version: 1 });
    expect(linked.bom?.lines).toHaveLength(6);
    // A second "first" link lost the race; a stale version too.
    await c.refused(u.editor, 'POST', LINK, { projectId: p.id, bomId: bom.id }, failure(409));
    const demo = await c.ok<{ items: { id: string }[] }>(admin, 'GET', `${API}/BOM/bomPage?keyword=BOM-BC-1000`);
    const demoId = demo.items[0]?.id as string;
    const changed = await c.post<ProjectBomDto>(u.editor, 'ProjectAppServicecs/dFMEALinkBom', {
      projectId: p.id,
      bomId: demoId,
      version: 1,
    });
    expect(changed.link).toEqual({ bomId: demoId, version: 2 });
    await c.refused(u.editor, 'POST', LINK, { projectId: p.id, bomId: bom.id, version: 1 }, failure(409));
    // The reader (no BOM library point, no edit right) reads it through the project; cannot change it.
    expect((await c.get<ProjectBomDto>(u.reader, PROJECT_BOM(p.id))).bom?.bomNo).toBe('BOM-BC-1000');
    await c.refused(u.reader, 'POST', LINK, { projectId: p.id, bomId: bom.id, version: 2 }, failure(403));
    const unlinked = await c.post<ProjectBomDto>(u.owner, 'ProjectAppServicecs/dFMEALinkBom', {
      projectId: p.id,
      bomId: null,
      version: 2,
    });
    expect(unlinked).toEqual({ projectId: p.id, link: null, bom: null });
  });

  it('copies into the structure tree linked to lines and parts, and a second copy duplicates nothing', async () => {
    const p = await linkedProject();
    const first = await c.post<{ created: StructureElement[]; existing: number }>(
      u.editor,
      'ProjectAppServicecs/dFMEABomToStructure',
      { projectId: p.id },
    );
    expect(first.existing).toBe(0);
    const byPart = new Map(first.created.map((e) => [e.number, e]));
    const shape = (partNo: string) => {
      const e = byPart.get(partNo) as StructureElement;
      const parent = first.created.find((x) => x.id === e.parentId);
      return [e.type, parent?.number ?? null, e.partId === lineOf(partNo).partId, e.bomLineId === lineOf(partNo).id];
    };
    expect(shape('BC-1000')).toEqual(['system', null, true, true]);
    expect(shape('BC-1001')).toEqual(['subsystem', 'BC-1000', true, true]);
    expect(shape('BC-1003')).toEqual(['component', 'BC-1001', true, true]);
    expect(shape('BC-1004')).toEqual(['component', 'BC-1001', true, true]);
    expect(shape('BC-1002')).toEqual(['component', 'BC-1000', true, true]);
    expect(shape('FS-0012')).toEqual(['system', null, true, true]);
    expect(byPart.get('BC-1001')?.name).toBe(lineOf('BC-1001').partName);

    const again = await c.post<{ created: StructureElement[]; existing: number }>(
      u.editor,
      'ProjectAppServicecs/dFMEABomToStructure',
      { projectId: p.id },
    );
    expect(again).toEqual({ created: [], existing: 6 });
    expect((await c.net(u.reader, p.id)).net.elements).toHaveLength(6);
  });

  it('keeps the copy after the BOM is edited: only the line added since is copied, under its copied parent', async () => {
    const p = await linkedProject();
    await c.post(u.editor, 'ProjectAppServicecs/dFMEABomToStructure', { projectId: p.id });
    const boot = await c.ok<{ items: PartDto[] }>(admin, 'GET', `${API}/partsLibrary/partsPage?keyword=BC-1005`);
    const current = await c.ok<BomDto>(admin, 'GET', `${API}/BOM/bom?id=${bom.id}`);
    bom = await c.ok<BomDto>(admin, 'POST', `${API}/BOM/editBom`, {
      id: current.id,
      version: current.version,
      bomNo: current.bomNo,
      name: current.name,
      lines: [
        ...current.lines.map((l) => ({ key: l.id, parentKey: l.parentId, partId: l.partId, quantity: l.quantity })),
        { key: 'boot', parentKey: lineOf('BC-1001').id, partId: boot.items[0]?.id, quantity: 1 },
      ],
    });
    // The stored lines kept their ids.
    expect(bom.lines.filter((l) => current.lines.some((old) => old.id === l.id))).toHaveLength(6);
    const copied = await c.post<{ created: StructureElement[]; existing: number }>(
      u.editor,
      'ProjectAppServicecs/dFMEABomToStructure',
      { projectId: p.id },
    );
    expect(copied.existing).toBe(6);
    expect(copied.created).toHaveLength(1);
    const elements = (await c.net(u.reader, p.id)).net.elements;
    const housing = elements.find((e) => e.number === 'BC-1001');
    expect(copied.created[0]).toMatchObject({ number: 'BC-1005', type: 'component', parentId: housing?.id });
    expect(copied.created[0]?.sortOrder).toBe(2);
  });

  it('copies chosen lines under a chosen element', async () => {
    const p = await linkedProject();
    const vehicle = await c.element(u.editor, p.id, null, '整车', 'system');
    const copied = await c.post<{ created: StructureElement[] }>(u.editor, 'ProjectAppServicecs/dFMEABomToStructure', {
      projectId: p.id,
      lineIds: [lineOf('BC-1001').id, lineOf('BC-1004').id],
      parentId: vehicle.id,
    });
    expect(copied.created.map((e) => [e.number, e.type, e.parentId === vehicle.id])).toEqual([
      ['BC-1001', 'subsystem', true],
      ['BC-1004', 'component', false],
    ]);
  });

  it('refuses bad input naming the field (400), another tenant (404) and a member without edit rights (403)', async () => {
    const p = await linkedProject();
    await c.refused(u.editor, 'POST', COPY, { projectId: p.id, lineIds: ['x'] }, failure(400, /^参数 lineIds\.0 无效/));
    await c.refused(
      u.editor,
      'POST',
      COPY,
      { projectId: p.id, lineIds: [lineOf('BC-1000').id, p.id] },
      failure(400, /^参数 lineIds\.1 无效：该行不在项目关联的 BOM 中/),
    );
    await c.refused(u.editor, 'POST', COPY, { projectId: p.id, lineIds: [] }, failure(400, /^参数 lineIds 无效/));
    await c.refused(u.editor, 'POST', COPY, { projectId: p.id, parentId: p.id }, failure(404));
    await c.refused(u.editor, 'POST', LINK, { projectId: p.id, bomId: 'b' }, failure(400, /^参数 bomId 无效/));
    await c.refused(u.reader, 'POST', COPY, { projectId: p.id }, failure(403));
    await c.refused(u.otherTenant, 'POST', COPY, { projectId: p.id }, failure(404));
    await c.refused(u.otherTenant, 'GET', `${API}/${PROJECT_BOM(p.id)}`, undefined, failure(404));
    await c.refused(u.outsider, 'GET', `${API}/${PROJECT_BOM(p.id)}`, undefined, failure(403));
  });
});

describe('the boundary diagram', () => {
  async function projectWithStructure() {
    const p = await linkedProject();
    await c.post(u.editor, 'ProjectAppServicecs/dFMEABomToStructure', { projectId: p.id });
    const elements = (await c.net(u.editor, p.id)).net.elements;
    const id = (partNo: string) => elements.find((e) => e.number === partNo)?.id as string;
    return { p, elements, id };
  }

  it('is generated from the structure, saved as drawn, and a stale save is 409', async () => {
    const { p, elements, id } = await projectWithStructure();
    expect(await c.get<BoundaryDiagramDto>(u.reader, DIAGRAM(p.id))).toEqual({
      projectId: p.id,
      diagram: null,
      version: null,
    });
    const reset = await c.post<BoundaryDiagramDto>(u.editor, 'projectAppServicecs/resetDInterfaceRelationJson', {
      projectId: p.id,
      reset: true,
    });
    expect(reset.version).toBe(1);
    expect(reset.diagram?.focusId).toBe(id('BC-1000'));
    // The plain boxes: the elements without children (the assembly and the housing are boxes around them).
    const plain = elements.filter((e) => !elements.some((x) => x.parentId === e.id)).map((e) => e.id);
    expect(plain).toContain(id('BC-1003'));
    expect(plain).not.toContain(id('BC-1001'));
    expect(reset.diagram?.positions.map((x) => x.elementId).sort()).toEqual(plain.sort());

    const moved = {
      focusId: id('BC-1000'),
      positions: [
        ...(reset.diagram?.positions ?? []).map((x) => (x.elementId === id('BC-1003') ? { ...x, x: 900, y: 640 } : x)),
        // An element of no project of this one is left out.
        { elementId: p.id, x: 1, y: 1 },
      ],
    };
    const saved = await c.post<BoundaryDiagramDto>(u.editor, 'projectAppServicecs/resetDInterfaceRelationJson', {
      projectId: p.id,
      version: 1,
      diagram: moved,
    });
    expect(saved.version).toBe(2);
    expect(saved.diagram?.positions).toHaveLength(plain.length);
    expect(saved.diagram?.positions.find((x) => x.elementId === id('BC-1003'))).toMatchObject({ x: 900, y: 640 });
    expect(await c.get<BoundaryDiagramDto>(u.reader, DIAGRAM(p.id))).toEqual(saved);

    await c.refused(u.editor, 'POST', SAVE_DIAGRAM, { projectId: p.id, version: 1, diagram: moved }, failure(409));
    await c.refused(u.editor, 'POST', SAVE_DIAGRAM, { projectId: p.id, diagram: moved }, failure(409));
    await c.refused(u.editor, 'POST', SAVE_DIAGRAM, { projectId: p.id, version: 1, reset: true }, failure(409));

    // A reset on another focus draws the housing as the boundary.
    const refocused = await c.post<BoundaryDiagramDto>(u.owner, 'projectAppServicecs/resetDInterfaceRelationJson', {
      projectId: p.id,
      version: 2,
      reset: true,
      focusId: id('BC-1001'),
    });
    expect(refocused).toMatchObject({ version: 3, diagram: { focusId: id('BC-1001') } });
  });

  it('refuses bad input naming the field (400), another tenant (404) and a member without edit rights (403)', async () => {
    const { p, id } = await projectWithStructure();
    await c.refused(
      u.editor,
      'POST',
      SAVE_DIAGRAM,
      { projectId: p.id },
      failure(400, /^参数 diagram 无效：保存时须提供 diagram/),
    );
    await c.refused(
      u.editor,
      'POST',
      SAVE_DIAGRAM,
      { projectId: p.id, diagram: { focusId: null, positions: [{ elementId: id('BC-1003'), x: 'left', y: 0 }] } },
      failure(400, /^参数 diagram\.positions\.0\.x 无效：x 须为数字/),
    );
    await c.refused(
      u.editor,
      'POST',
      SAVE_DIAGRAM,
      { projectId: p.id, diagram: { focusId: 'nope', positions: [] } },
      failure(400, /^参数 diagram\.focusId 无效/),
    );
    await c.refused(
      u.editor,
      'POST',
      SAVE_DIAGRAM,
      { projectId: p.id, reset: 'yes' },
      failure(400, /^参数 reset 无效/),
    );
    await c.refused(u.reader, 'POST', SAVE_DIAGRAM, { projectId: p.id, reset: true }, failure(403));
    await c.refused(u.otherTenant, 'POST', SAVE_DIAGRAM, { projectId: p.id, reset: true }, failure(404));
    await c.refused(u.otherTenant, 'GET', `${API}/${DIAGRAM(p.id)}`, undefined, failure(404));
    await c.refused(u.outsider, 'GET', `${API}/${DIAGRAM(p.id)}`, undefined, failure(403));
  });

  it('answers the interface types with the dictionary’s names and the legend colours', async () => {
    const types = await c.get<InterfaceTypeDto[]>(u.reader, 'InterfacePartRelation/interFaceRelationTypeListForScreen');
    expect(types.map((x) => [x.type, x.code, x.name, x.isActive])).toEqual([
      ['physical', 'P', '物理连接', true],
      ['material', 'M', '物料交换', true],
      ['energy', 'E', '能量传递', true],
      ['data', 'I', '信息交换', true],
      ['humanMachine', 'H', '人机交互', true],
    ]);
    expect(new Set(types.map((x) => x.color)).size).toBe(5);
  });
});

describe('the demo DFMEA', () => {
  it('is linked to the caliper BOM, its elements to the lines, and has a saved boundary diagram', async () => {
    const zhangwei = await t.login('zhangwei', 'Quality@123');
    const list = await c.get<{ items: { id: string; projectName: string }[] }>(
      zhangwei,
      'ProjectAppServicecs/dFMEAProjectList',
    );
    const id = list.items.find((x) => x.projectName === '前制动钳总成 DFMEA')?.id as string;
    const projectBom = await c.get<ProjectBomDto>(zhangwei, PROJECT_BOM(id));
    expect(projectBom.bom?.bomNo).toBe('BOM-BC-1000');
    const { net } = await c.net(zhangwei, id);
    const lineIds = new Set(projectBom.bom?.lines.map((l) => l.id));
    expect(net.elements.filter((e) => e.bomLineId && lineIds.has(e.bomLineId))).toHaveLength(10);
    // Only the mounting bolts are left to copy.
    const copy = await c.post<{ created: StructureElement[]; existing: number }>(
      zhangwei,
      'ProjectAppServicecs/dFMEABomToStructure',
      { projectId: id, lineIds: projectBom.bom?.lines.filter((l) => l.partNo !== 'FS-0012').map((l) => l.id) },
    );
    expect(copy).toEqual({ created: [], existing: 10 });
    const diagram = await c.get<BoundaryDiagramDto>(zhangwei, DIAGRAM(id));
    expect(diagram.version).toBe(1);
    const caliper = net.elements.find((e) => e.name === '前制动钳总成');
    expect(diagram.diagram?.focusId).toBe(caliper?.id);
    expect(net.elements.filter((e) => e.parentId === null).map((e) => e.name)).toEqual([
      '前制动钳总成',
      '前通风制动盘',
      '前转向节',
      '前制动软管',
    ]);
    expect(net.interfaces).toHaveLength(10);
  });
});
