import {
  type ChainRiskRow,
  FMEA_NET_MESSAGES,
  type FmeaProjectDto,
  type FormSheetDto,
  type FunctionRemovalDto,
  functionRemoval,
  type StructureElement,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

let t: TestApp;
let u: FmeaUsers;
const c = fmeaClient(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'fn');
});
afterAll(() => t?.close());

async function freshProject(): Promise<FmeaProjectDto> {
  return c.createProject(u.owner, u);
}

const RATE = `${API}/RelationMeasure/OrEditRelationMeasure`;

describe('the chain’s S', () => {
  it('follows the most severe linked FE and changes when that FE’s S changes', async () => {
    const p = await freshProject();
    const n = await c.smallNet(u.editor, p.id);
    const { risk } = await c.linkFailures(u.editor, p.id, n.fc.id, n.fm.id);
    expect(risk).toMatchObject({ modeId: n.fm.id, causeId: n.fc.id, severity: null, ap: null, version: 1 });
    await c.linkFailures(u.editor, p.id, n.fm.id, n.fe1.id);
    const rated = await c.post<ChainRiskRow>(u.editor, 'RelationMeasure/OrEditRelationMeasure', {
      projectId: p.id,
      modeId: n.fm.id,
      causeId: n.fc.id,
      version: 1,
      occurrence: 4,
      detection: 6,
      preventionControls: '活塞表面镀铬',
      detectionControls: '台架耐久试验',
    });
    expect(rated).toMatchObject({ severity: 7, occurrence: 4, detection: 6, rpn: 168, ap: 'M', version: 2 });
    await c.linkFailures(u.editor, p.id, n.fm.id, n.fe2.id);
    const sheet = async () =>
      (await c.get<FormSheetDto>(u.reader, `FailureMode/RiskAnalysisInfo?projectId=${p.id}`)).rows;
    expect((await sheet())[0]).toMatchObject({ severity: 9, ap: 'H', rpn: 216 });
    // Lowering the most severe FE's S brings the chain's S down to it (or to the other FE's).
    const lowered = await c.post<{ chains: { modeId: string; severity: number }[] }>(
      u.editor,
      'FailureEffect/OrEditFailureEffect',
      {
        projectId: p.id,
        id: n.fe2.id,
        version: n.fe2.version,
        functionId: n.fSystem.id,
        name: n.fe2.name,
        severity: 5,
      },
    );
    expect(lowered.chains).toEqual([{ modeId: n.fm.id, severity: 7 }]);
    expect((await sheet())[0]).toMatchObject({ severity: 7, ap: 'M' });
  });
});

describe('deleting a function', () => {
  async function netWithChain() {
    const p = await freshProject();
    const n = await c.smallNet(u.editor, p.id);
    await c.linkFailures(u.editor, p.id, n.fc.id, n.fm.id);
    await c.linkFailures(u.editor, p.id, n.fc2.id, n.fm.id);
    await c.linkFailures(u.editor, p.id, n.fm.id, n.fe1.id);
    await c.post(u.editor, 'FunctionalFailureMatrix/FunctionalRelation', {
      projectId: p.id,
      higherId: n.fSystem.id,
      lowerId: n.fHousing.id,
    });
    await c.post(u.editor, 'Optimizations/EditEditOptimization', {
      projectId: p.id,
      modeId: n.fm.id,
      causeId: n.fc.id,
      type: 'prevention',
      description: '钳体加强筋',
    });
    return { p, n };
  }

  it('removes its failures with their links, risks and actions exactly as functionRemoval counts them', async () => {
    const { p, n } = await netWithChain();
    const before = (await c.net(u.owner, p.id)).net;
    const expected = functionRemoval(before, n.fHousing.id);
    expect(expected).toMatchObject({ functionLinks: 1, failures: [n.fm.id], failureLinks: 3, risks: 2, actions: 1 });
    const preview = await c.get<FunctionRemovalDto>(
      u.reader,
      `FunctionRelationAppServices/FunctionRemoval?projectId=${p.id}&id=${n.fHousing.id}`,
    );
    expect(preview).toEqual({ ...expected, movedTo: null });
    const removed = await c.post<FunctionRemovalDto>(u.editor, 'FunctionRelationAppServices/DelFunction', {
      projectId: p.id,
      id: n.fHousing.id,
      version: n.fHousing.version,
    });
    expect(removed).toEqual({ ...expected, movedTo: null });
    const after = (await c.net(u.owner, p.id)).net;
    expect(before.functions.length - after.functions.length).toBe(1);
    expect(before.functionLinks.length - after.functionLinks.length).toBe(expected.functionLinks);
    expect(before.failures.length - after.failures.length).toBe(expected.failures.length);
    expect(before.failureLinks.length - after.failureLinks.length).toBe(expected.failureLinks);
    expect(before.risks.length - after.risks.length).toBe(expected.risks);
    expect(before.actions.length - after.actions.length).toBe(expected.actions);
  });

  it('re-homes its failures to another function of the same element, keeping links, risks and actions', async () => {
    const { p, n } = await netWithChain();
    const before = (await c.net(u.owner, p.id)).net;
    await c.refused(
      u.editor,
      'POST',
      `${API}/FunctionRelationAppServices/DelFunction`,
      { projectId: p.id, id: n.fHousing.id, version: n.fHousing.version, moveFailuresTo: n.fPiston.id },
      business('失效只能转移到同一结构元素的另一个功能'),
    );
    const moved = await c.post<FunctionRemovalDto>(u.editor, 'FunctionRelationAppServices/DelFunction', {
      projectId: p.id,
      id: n.fHousing.id,
      version: n.fHousing.version,
      moveFailuresTo: n.fHousing2.id,
    });
    expect(moved).toEqual({ ...functionRemoval(before, n.fHousing.id), movedTo: n.fHousing2.id });
    const after = (await c.net(u.owner, p.id)).net;
    expect(after.failures.find((f) => f.id === n.fm.id)?.functionId).toBe(n.fHousing2.id);
    expect(after.failureLinks).toHaveLength(before.failureLinks.length);
    expect(after.risks).toHaveLength(before.risks.length);
    expect(after.actions).toHaveLength(before.actions.length);
    expect(after.functionLinks).toHaveLength(before.functionLinks.length - 1);
  });
});

describe('cycles', () => {
  it('a cycle in the function net is refused with the Chinese message, nothing written', async () => {
    const p = await freshProject();
    const n = await c.smallNet(u.editor, p.id);
    const link = (higherId: string, lowerId: string) =>
      c.post(u.editor, 'FunctionalFailureMatrix/FunctionalRelation', { projectId: p.id, higherId, lowerId });
    await link(n.fSystem.id, n.fHousing.id);
    await link(n.fHousing.id, n.fPiston.id);
    await c.refused(
      u.editor,
      'POST',
      `${API}/FunctionalFailureMatrix/FunctionalRelation`,
      { projectId: p.id, higherId: n.fPiston.id, lowerId: n.fSystem.id },
      business(FMEA_NET_MESSAGES.functionCycle),
    );
  });

  it('a cycle in the failure net is refused with the Chinese message, nothing written', async () => {
    const p = await freshProject();
    const n = await c.smallNet(u.editor, p.id);
    const fm2 = await c.failure(u.editor, p.id, n.fPiston.id, 'FM', '活塞回位不良');
    await c.linkFailures(u.editor, p.id, fm2.id, n.fm.id);
    await c.refused(
      u.editor,
      'POST',
      `${API}/FunctionalFailureMatrix/FailureRelation`,
      { projectId: p.id, causeId: n.fm.id, effectId: fm2.id },
      business(FMEA_NET_MESSAGES.failureCycle),
    );
    // FE → FM is not a direction of the net at all.
    await c.refused(
      u.editor,
      'POST',
      `${API}/FunctionalFailureMatrix/FailureRelation`,
      { projectId: p.id, causeId: n.fe1.id, effectId: n.fm.id },
      business(/失效关系只能是/),
    );
  });
});

describe('ratings', () => {
  it('two simultaneous rating edits with the same version: exactly one 409', async () => {
    const p = await freshProject();
    const n = await c.smallNet(u.editor, p.id);
    await c.linkFailures(u.editor, p.id, n.fc.id, n.fm.id);
    const edit = (token: string, occurrence: number) =>
      c.call(token, 'POST', RATE, { projectId: p.id, modeId: n.fm.id, causeId: n.fc.id, version: 1, occurrence });
    const answers = await Promise.all([edit(u.owner, 3), edit(u.editor, 5)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)?.json().data as ChainRiskRow;
    const stored = (await c.net(u.owner, p.id)).net.risks[0];
    expect(stored).toMatchObject({ occurrence: winner.occurrence, version: 2 });
  });

  it('bad input is 400 naming the field; an unlinked chain is 404; a read-only member 403; another tenant 404', async () => {
    const p = await freshProject();
    const n = await c.smallNet(u.editor, p.id);
    await c.linkFailures(u.editor, p.id, n.fc.id, n.fm.id);
    const body = { projectId: p.id, modeId: n.fm.id, causeId: n.fc.id, version: 1, occurrence: 4 };
    await c.refused(
      u.editor,
      'POST',
      RATE,
      { ...body, occurrence: 11 },
      failure(400, '参数 occurrence 无效：频度 O须为 1–10'),
    );
    await c.refused(u.editor, 'POST', RATE, { ...body, causeId: n.fc2.id }, failure(404));
    await c.refused(u.reader, 'POST', RATE, body, failure(403));
    await c.refused(u.outsider, 'POST', RATE, body, failure(403));
    await c.refused(u.otherTenant, 'POST', RATE, body, failure(404));
  });

  it('unlinking FC → FM deletes the chain’s risk row and its actions', async () => {
    const p = await freshProject();
    const n = await c.smallNet(u.editor, p.id);
    await c.linkFailures(u.editor, p.id, n.fc.id, n.fm.id);
    await c.post(u.editor, 'Optimizations/EditEditOptimization', {
      projectId: p.id,
      modeId: n.fm.id,
      causeId: n.fc.id,
      type: 'detection',
      description: '增加耐压试验',
    });
    const answer = await c.post(u.editor, 'FunctionalFailureMatrix/DelFailureRelation', {
      projectId: p.id,
      causeId: n.fc.id,
      effectId: n.fm.id,
    });
    expect(answer).toEqual({ deleted: true, risks: 1, actions: 1 });
    const net = (await c.net(u.owner, p.id)).net;
    expect([net.failureLinks, net.risks, net.actions]).toEqual([[], [], []]);
  });
});

describe('structure', () => {
  it('moves an element under another, re-ordered, and refuses a move under its own descendant', async () => {
    const p = await freshProject();
    const n = await c.smallNet(u.editor, p.id);
    const moved = await c.post<{ elements: StructureElement[] }>(u.editor, 'PartsRelation/MovePartsRelation', {
      projectId: p.id,
      id: n.piston.id,
      version: n.piston.version,
      parentId: n.system.id,
      index: 0,
    });
    expect(moved.elements.map((e) => [e.name, e.sortOrder])).toEqual([
      ['活塞', 0],
      ['钳体', 1],
    ]);
    await c.refused(
      u.editor,
      'POST',
      `${API}/PartsRelation/MovePartsRelation`,
      { projectId: p.id, id: n.system.id, version: n.system.version, parentId: n.housing.id, index: 0 },
      business('不能把结构元素移动到其自身或其下级之下'),
    );
  });

  it('deleting an element takes its descendants and everything below them', async () => {
    const p = await freshProject();
    const n = await c.smallNet(u.editor, p.id);
    await c.linkFailures(u.editor, p.id, n.fc.id, n.fm.id);
    const removal = await c.post(u.editor, 'PartsRelation/DelPartsRelation', {
      projectId: p.id,
      id: n.system.id,
      version: n.system.version,
    });
    expect(removal).toMatchObject({ elements: 3, functions: 4, failures: 5, failureLinks: 1, risks: 1 });
    const net = (await c.net(u.owner, p.id)).net;
    expect([net.elements, net.functions, net.failures, net.risks]).toEqual([[], [], [], []]);
  });
});

describe('interfaces and P-diagrams', () => {
  it('an interface joins two elements of the project; a P-diagram is saved once, then at its version', async () => {
    const p = await freshProject();
    const n = await c.smallNet(u.editor, p.id);
    const body = { projectId: p.id, fromId: n.housing.id, toId: n.piston.id, type: 'physical', direction: 'twoWay' };
    const made = await c.post<{ id: string; version: number }>(
      u.editor,
      'InterfacePartRelation/OrEditInterfaceRelation',
      body,
    );
    await c.refused(
      u.editor,
      'POST',
      `${API}/InterfacePartRelation/OrEditInterfaceRelation`,
      { ...body, toId: n.housing.id },
      business('接口的两端不能是同一结构元素'),
    );
    await c.refused(
      u.editor,
      'POST',
      `${API}/InterfacePartRelation/OrEditInterfaceRelation`,
      { ...body, type: 'magnetic' },
      failure(400, /^参数 type 无效/),
    );
    const other = await c.createProject(u.owner, u);
    await c.refused(
      u.editor,
      'POST',
      `${API}/InterfacePartRelation/OrEditInterfaceRelation`,
      { ...body, projectId: other.id },
      failure(404),
    );
    await c.post(u.editor, 'InterfacePartRelation/DelInterfaceRelation', {
      projectId: p.id,
      id: made.id,
      version: made.version,
    });

    const diagram = { projectId: p.id, elementId: n.system.id, inputs: ['制动液压力'], noise: {} };
    const noise = {
      pieceToPiece: [],
      changeOverTime: [],
      customerUsage: [],
      externalEnvironment: [],
      systemInteractions: [],
    };
    const first = await c.post<{ version: number }>(u.editor, 'PCharts/PCharts', { ...diagram, noise });
    expect(first.version).toBe(1);
    await c.refused(u.editor, 'POST', `${API}/PCharts/PCharts`, { ...diagram, noise }, failure(409));
    const second = await c.post<{ version: number; inputs: string[] }>(u.editor, 'PCharts/PCharts', {
      ...diagram,
      noise,
      version: 1,
      inputs: ['制动液压力', '踏板力'],
    });
    expect(second).toMatchObject({ version: 2, inputs: ['制动液压力', '踏板力'] });
    const page = await c.get<{ totalCount: number }>(u.reader, `PCharts/PChartsPage?projectId=${p.id}`);
    expect(page.totalCount).toBe(1);
  });
});

describe('realtime', () => {
  it('after a write commits, the project’s other team members get { projectId, part, by }; a refused write pushes nothing', async () => {
    const p = await freshProject();
    const push = vi.spyOn(t.app.services.realtime, 'pushToUser');
    try {
      await c.element(u.editor, p.id, null, '制动钳总成', 'system');
      expect(
        push.mock.calls.map(([, userId, payload]) => [userId, payload.Module, JSON.parse(payload.Content)]),
      ).toEqual(
        [u.ids.owner, u.ids.reader].map((userId) => [
          userId,
          'fmea',
          { projectId: p.id, part: 'structure', by: u.ids.editor },
        ]),
      );
      push.mockClear();
      await c.refused(
        u.editor,
        'POST',
        `${API}/PartsRelation/OrEditPartsRelation`,
        { projectId: p.id, parentId: null, name: '', type: 'system' },
        failure(400),
      );
      await c.refused(
        u.editor,
        'POST',
        `${API}/FunctionalFailureMatrix/FunctionalRelation`,
        { projectId: p.id, higherId: p.id, lowerId: p.id },
        failure(404),
      );
      expect(push).not.toHaveBeenCalled();
    } finally {
      push.mockRestore();
    }
  });
});
