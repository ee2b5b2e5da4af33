import {
  type FmeaProjectDto,
  P,
  type PartDto,
  PROCESS_LINK_MESSAGES,
  type ProcessDto,
  type ProjectProcessDto,
  type StructureElement,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

// The process flow of a PFMEA (task node 过程流程图): linked to a process item of the library (versioned), read by
// the team through the project, copied into the structure tree as process item → steps → 4M work elements, each
// row once: a second copy duplicates nothing, a copy after the process changed adds only what is new.

let t: TestApp;
let u: FmeaUsers;
let admin: string;
let process: ProcessDto;
const c = fmeaClient(() => t);

const PROJECT_PROCESS = (projectId: string) => `Project/pFMEAProjectProcess?projectId=${projectId}`;
const LINK = `${API}/Project/pFMEALinkProcess`;
const COPY = `${API}/Project/pFMEAProcessToStructure`;
type Copied = { created: StructureElement[]; existing: number };

const createPfmea = (users: FmeaUsers) =>
  c.post<FmeaProjectDto>(users.owner, 'Project/createPFMEAProject', {
    category: 2,
    projectNO: 'PF-PL-001',
    projectName: '钳体加工 PFMEA',
    customerName: '测试客户',
    modelYear: '2027',
    subject: '钳体加工线',
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

async function linkedProject(): Promise<FmeaProjectDto> {
  const p = await createPfmea(u);
  await c.post(u.editor, 'Project/pFMEALinkProcess', { projectId: p.id, processId: process.id });
  return p;
}

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'pl', P.fmea.MyPFMEA);
  admin = await t.login('admin', 'Admin@123');
  const parts = await c.ok<{ items: PartDto[] }>(admin, 'GET', `${API}/partsLibrary/partsPage?keyword=BC-1001`);
  process = await c.ok<ProcessDto>(admin, 'POST', `${API}/ProcessRelationsAppsevice/createProcessProcedure`, {
    processNo: 'PF-PL-100',
    name: '钳体机加工过程',
    partId: parts.items.find((p) => p.partNo === 'BC-1001')?.id,
    steps: [
      {
        key: 's10',
        number: '10',
        name: '粗铣安装面',
        stepType: 'operation',
        elements: [
          { key: 'e1', category: 'man', name: 'CNC 操作工' },
          { key: 'e2', category: 'machine', name: '加工中心' },
        ],
      },
      {
        key: 's20',
        number: '20',
        name: '精镗缸孔',
        stepType: 'operationInspection',
        elements: [{ key: 'e3', category: 'measurement', name: '气动量仪', description: '缸孔 Φ54 H8' }],
      },
    ],
  });
});
afterAll(() => t?.close());

describe('the process flow of a PFMEA', () => {
  it('is linked to a process of the library (409 when stale) and read by the team without library rights', async () => {
    const p = await createPfmea(u);
    expect(await c.get<ProjectProcessDto>(u.reader, PROJECT_PROCESS(p.id))).toEqual({
      projectId: p.id,
      link: null,
      process: null,
      diagram: null,
      copied: [],
    });
    await c.refused(u.editor, 'POST', COPY, { projectId: p.id }, business(PROCESS_LINK_MESSAGES.noProcess));
    const options = await c.get<{ id: string }[]>(
      u.editor,
      `Project/pFMEAProcessOptions?projectId=${p.id}&keyword=PF-PL`,
    );
    expect(options.map((o) => o.id)).toEqual([process.id]);
    await c.refused(u.reader, 'GET', `${API}/Project/pFMEAProcessOptions?projectId=${p.id}`, undefined, failure(403));

    const linked = await c.post<ProjectProcessDto>(u.editor, 'Project/pFMEALinkProcess', {
      projectId: p.id,
      processId: process.id,
    });
    expect(linked.link).toEqual({ processId: process.id, version: 1 });
    expect(linked.process?.steps.map((s) => [s.number, s.elements.length])).toEqual([
      ['10', 2],
      ['20', 1],
    ]);
    // A second "first" link lost the race; a stale version too.
    await c.refused(u.editor, 'POST', LINK, { projectId: p.id, processId: process.id }, failure(409));
    const demo = await c.ok<{ items: { id: string }[] }>(
      admin,
      'GET',
      `${API}/ProcessRelationsAppsevice/ProcessProceduresPage?keyword=PF-BC-1000`,
    );
    const demoId = demo.items[0]?.id as string;
    const changed = await c.post<ProjectProcessDto>(u.editor, 'Project/pFMEALinkProcess', {
      projectId: p.id,
      processId: demoId,
      version: 1,
    });
    expect(changed.link).toEqual({ processId: demoId, version: 2 });
    // The demo process has a drawn diagram with its rework loop.
    expect(changed.diagram?.edges.map((e) => e.label)).toEqual(['返工']);
    await c.refused(u.editor, 'POST', LINK, { projectId: p.id, processId: process.id, version: 1 }, failure(409));
    // The reader (no process-library point, no edit right) reads it through the project; cannot change it.
    const read = await c.get<ProjectProcessDto>(u.reader, PROJECT_PROCESS(p.id));
    expect(read.process?.processNo).toBe('PF-BC-1000');
    expect(read.process?.steps).toHaveLength(12);
    await c.refused(
      u.reader,
      'GET',
      `${API}/ProcessRelationsAppsevice/processProcedure?id=${demoId}`,
      undefined,
      failure(403),
    );
    await c.refused(u.reader, 'POST', LINK, { projectId: p.id, processId: process.id, version: 2 }, failure(403));
    const unlinked = await c.post<ProjectProcessDto>(u.owner, 'Project/pFMEALinkProcess', {
      projectId: p.id,
      processId: null,
      version: 2,
    });
    expect(unlinked.link).toBeNull();
  });

  it('refuses bad input naming the field, an unknown process, another tenant and a DFMEA', async () => {
    const p = await createPfmea(u);
    await c.refused(u.editor, 'POST', LINK, { projectId: p.id, processId: 'x' }, failure(400, /processId/));
    await c.refused(
      u.editor,
      'POST',
      LINK,
      { projectId: p.id, processId: '00000000-0000-4000-8000-000000000000' },
      failure(404, PROCESS_LINK_MESSAGES.processNotFound),
    );
    await c.refused(u.otherTenant, 'GET', `${API}/${PROJECT_PROCESS(p.id)}`, undefined, failure(404));
    await c.refused(u.otherTenant, 'POST', LINK, { projectId: p.id, processId: null }, failure(404));
    // The outsider holds the PFMEA point but is on no team.
    await c.refused(u.outsider, 'GET', `${API}/${PROJECT_PROCESS(p.id)}`, undefined, failure(403));
    // A DFMEA project is not found under the PFMEA's calls.
    const dfmea = await c.createProject(admin, { ...u, ids: { ...u.ids } });
    await c.refused(admin, 'GET', `${API}/${PROJECT_PROCESS(dfmea.id)}`, undefined, failure(404));
  });

  it('copies item → steps → 4M work elements into the structure tree; a second copy duplicates nothing', async () => {
    const p = await linkedProject();
    const first = await c.post<Copied>(u.editor, 'Project/pFMEAProcessToStructure', { projectId: p.id });
    expect(first.existing).toBe(0);
    const byName = new Map(first.created.map((e) => [e.name, e]));
    const shape = (name: string) => {
      const e = byName.get(name) as StructureElement;
      return [
        e.type,
        e.number,
        e.workElementCategory,
        e.parentId ? first.created.find((x) => x.id === e.parentId)?.name : null,
      ];
    };
    expect(first.created).toHaveLength(6);
    expect(shape('钳体机加工过程')).toEqual(['processItem', 'PF-PL-100', null, null]);
    expect(byName.get('钳体机加工过程')?.partId).toBe(process.partId);
    expect(shape('粗铣安装面')).toEqual(['processStep', '10', null, '钳体机加工过程']);
    expect(shape('精镗缸孔')).toEqual(['processStep', '20', null, '钳体机加工过程']);
    expect(shape('加工中心')).toEqual(['workElement', '', 'machine', '粗铣安装面']);
    expect(shape('气动量仪')).toEqual(['workElement', '', 'measurement', '精镗缸孔']);
    const state = await c.get<ProjectProcessDto>(u.reader, PROJECT_PROCESS(p.id));
    expect(state.copied).toHaveLength(6);
    expect(state.copied.find((r) => r.sourceId === process.steps[1]?.id)?.elementId).toBe(byName.get('精镗缸孔')?.id);

    const again = await c.post<Copied>(u.editor, 'Project/pFMEAProcessToStructure', { projectId: p.id });
    expect(again).toEqual({ created: [], existing: 6 });
    expect(
      (await c.get<{ net: { elements: unknown[] } }>(u.reader, `Project/pFMEANet?projectId=${p.id}`)).net.elements,
    ).toHaveLength(6);
  });

  it('copies chosen steps only, and names an unknown step', async () => {
    const p = await linkedProject();
    await c.refused(
      u.editor,
      'POST',
      COPY,
      { projectId: p.id, stepIds: ['00000000-0000-4000-8000-000000000000'] },
      failure(400, /stepIds\.0/),
    );
    await c.refused(u.editor, 'POST', COPY, { projectId: p.id, stepIds: ['x'] }, failure(400, /工序 id/));
    await c.refused(u.reader, 'POST', COPY, { projectId: p.id }, failure(403));
    const chosen = await c.post<Copied>(u.editor, 'Project/pFMEAProcessToStructure', {
      projectId: p.id,
      stepIds: [process.steps[1]?.id],
    });
    expect(chosen.created.map((e) => e.name)).toEqual(['钳体机加工过程', '精镗缸孔', '气动量仪']);
    const rest = await c.post<Copied>(u.editor, 'Project/pFMEAProcessToStructure', { projectId: p.id });
    expect(rest).toMatchObject({ existing: 3 });
    expect(rest.created.map((e) => e.name)).toEqual(['粗铣安装面', 'CNC 操作工', '加工中心']);
    // The step copied second goes last under the process item.
    expect(rest.created[0]?.sortOrder).toBe(1);
  });

  it('after the process changed, copies only the new step and work element, under the elements it has', async () => {
    const p = await linkedProject();
    const first = await c.post<Copied>(u.editor, 'Project/pFMEAProcessToStructure', { projectId: p.id });
    const current = await c.ok<ProcessDto>(
      admin,
      'GET',
      `${API}/ProcessRelationsAppsevice/processProcedure?id=${process.id}`,
    );
    const keep = (step: ProcessDto['steps'][number]) => ({
      key: step.id,
      number: step.number,
      name: step.name,
      stepType: step.stepType,
      elements: step.elements.map((e) => ({ key: e.id, category: e.category, name: e.name })),
    });
    const [s10, s20] = current.steps as [ProcessDto['steps'][number], ProcessDto['steps'][number]];
    const edited = await c.ok<ProcessDto>(admin, 'POST', `${API}/ProcessRelationsAppsevice/saveProcessSteps`, {
      id: process.id,
      version: current.version,
      steps: [
        keep(s10),
        {
          ...keep(s20),
          elements: [...keep(s20).elements, { key: 'new-env', category: 'environment', name: '恒温车间' }],
        },
        {
          key: 'new-step',
          number: '30',
          name: '清洗',
          stepType: 'operation',
          elements: [{ key: 'new-m', category: 'machine', name: '清洗机' }],
        },
      ],
    });
    expect(edited.steps).toHaveLength(3);
    const again = await c.post<Copied>(u.editor, 'Project/pFMEAProcessToStructure', { projectId: p.id });
    expect(again.existing).toBe(6);
    const step20 = first.created.find((e) => e.name === '精镗缸孔');
    const item = first.created.find((e) => e.type === 'processItem');
    const created = new Map(again.created.map((e) => [e.name, e]));
    expect([...created.keys()].sort()).toEqual(['恒温车间', '清洗', '清洗机'].sort());
    expect(created.get('恒温车间')).toMatchObject({ parentId: step20?.id, workElementCategory: 'environment' });
    expect(created.get('清洗')).toMatchObject({ parentId: item?.id, type: 'processStep', number: '30', sortOrder: 2 });
    expect(created.get('清洗机')?.parentId).toBe(created.get('清洗')?.id);
    expect(await c.post<Copied>(u.editor, 'Project/pFMEAProcessToStructure', { projectId: p.id })).toEqual({
      created: [],
      existing: 9,
    });
  });
});
