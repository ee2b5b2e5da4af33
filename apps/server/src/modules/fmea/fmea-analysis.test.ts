import type {
  AnalysisCheckDto,
  ChainRiskRow,
  DvpLine,
  DvpUserLineDto,
  FailureMatrixDto,
  OptimizationAction,
  ResultsVersionSummary,
  WorkListDto,
} from '@qis/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { knowledgeEntryProjects } from '../fmea-library/knowledge.tables';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

// The views over the whole analysis: the failure matrix, the completeness check, step 6's work list, the DVP&R lines
// by responsible user, and the administrator's results version.

let t: TestApp;
let u: FmeaUsers;
let admin: string;
const c = fmeaClient(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'fa');
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t?.close());

/** A project with the small net, its function net linked and one chain FC → FM → FE1, FE2. */
async function linkedProject(extra: Record<string, unknown> = {}) {
  const p = await c.createProject(u.owner, u, extra);
  const n = await c.smallNet(u.editor, p.id);
  await c.post(u.editor, 'FunctionalFailureMatrix/FunctionalRelation', {
    projectId: p.id,
    higherId: n.fSystem.id,
    lowerId: n.fHousing.id,
  });
  await c.post(u.editor, 'FunctionalFailureMatrix/FunctionalRelation', {
    projectId: p.id,
    higherId: n.fHousing.id,
    lowerId: n.fPiston.id,
  });
  await c.linkFailures(u.editor, p.id, n.fc.id, n.fm.id);
  await c.linkFailures(u.editor, p.id, n.fm.id, n.fe1.id);
  await c.linkFailures(u.editor, p.id, n.fm.id, n.fe2.id);
  const rate = (causeId: string, version: number, occurrence: number | null, detection: number | null) =>
    c.post<ChainRiskRow>(u.editor, 'RelationMeasure/OrEditRelationMeasure', {
      projectId: p.id,
      modeId: n.fm.id,
      causeId,
      version,
      occurrence,
      detection,
    });
  return { p, n, rate };
}

describe('FailureMode/FailureModelMatrix_X_Y', () => {
  it('answers the focus element’s modes against the effects and causes of its function net, with the chain’s AP', async () => {
    const { p, n, rate } = await linkedProject();
    await rate(n.fc.id, 1, 5, 5);
    const matrix = await c.get<FailureMatrixDto>(
      u.reader,
      `FailureMode/FailureModelMatrix_X_Y?projectId=${p.id}&elementId=${n.housing.id}`,
    );
    expect(matrix).toMatchObject({ elementId: n.housing.id, elementName: '钳体', apTableVersion: p.apTableVersion });
    expect(matrix.x.map((m) => m.name)).toEqual(['钳体变形']);
    expect(matrix.effects.map((f) => [f.name, f.severity])).toEqual([
      ['制动距离变长', 7],
      ['制动失效', 9],
    ]);
    expect(matrix.causes.map((f) => [f.type, f.name, f.elementName])).toEqual([['FC', '活塞卡滞', '活塞']]);
    expect(matrix.cells.filter((cell) => cell.role === 'effect')).toHaveLength(2);
    // S 9 (the worse effect), O 5, D 5: H.
    expect(matrix.cells.find((cell) => cell.role === 'cause')).toEqual({
      modeId: n.fm.id,
      failureId: n.fc.id,
      role: 'cause',
      chain: { severity: 9, occurrence: 5, detection: 5, ap: 'H', rpn: 225, apAfter: null, actions: 0 },
    });

    const path = 'FailureMode/FailureModelMatrix_X_Y';
    await c.refused(
      u.reader,
      'GET',
      `${API}/${path}?projectId=${p.id}&elementId=x`,
      undefined,
      failure(400, /elementId/),
    );
    const other = await c.createProject(u.owner, u, { projectNO: 'DF-T-MX2' });
    const foreign = await c.element(u.owner, other.id, null, '另一个系统', 'system');
    await c.refused(
      u.reader,
      'GET',
      `${API}/${path}?projectId=${p.id}&elementId=${foreign.id}`,
      undefined,
      failure(404, '结构元素不存在或已被删除'),
    );
    await c.refused(
      u.outsider,
      'GET',
      `${API}/${path}?projectId=${p.id}&elementId=${n.housing.id}`,
      undefined,
      failure(403),
    );
    await c.refused(
      u.otherTenant,
      'GET',
      `${API}/${path}?projectId=${p.id}&elementId=${n.housing.id}`,
      undefined,
      failure(404),
    );
  });
});

describe('FailureMode/FailureAnalyse', () => {
  it('names what steps 4–6 still lack per focus element, until the analysis is complete', async () => {
    const { p, n, rate } = await linkedProject();
    await c.failure(u.editor, p.id, n.fHousing.id, 'FM', '钳体裂纹');
    await c.effect(u.editor, p.id, n.fSystem.id, '异响', null);
    const check = () => c.get<AnalysisCheckDto>(u.reader, `FailureMode/FailureAnalyse?projectId=${p.id}`);
    const first = await check();
    expect(first).toMatchObject({
      actionRequiredAp: 'H',
      counts: {
        modeWithoutEffect: 1,
        modeWithoutCause: 1,
        effectWithoutSeverity: 1,
        chainWithoutOccurrence: 1,
        chainWithoutDetection: 1,
        chainWithoutAction: 0,
      },
      total: 5,
    });
    expect(first.elements.map((e) => e.elementName)).toEqual(['制动钳总成', '钳体']);
    const housing = first.elements[1];
    expect(housing?.findings.find((f) => f.rule === 'chainWithoutOccurrence')).toMatchObject({
      modeId: n.fm.id,
      causeId: n.fc.id,
      chainKey: `${n.fm.id}:${n.fc.id}`,
      functionId: n.fHousing.id,
      name: '钳体变形',
      causeName: '活塞卡滞',
    });

    // Rated H: the chain now wants an action; with one, only the new mode and the unrated effect are left.
    const rated = await rate(n.fc.id, 1, 5, 5);
    expect((await check()).counts).toMatchObject({
      chainWithoutOccurrence: 0,
      chainWithoutDetection: 0,
      chainWithoutAction: 1,
    });
    await c.post<OptimizationAction>(u.editor, 'Optimizations/EditEditOptimization', {
      projectId: p.id,
      modeId: n.fm.id,
      causeId: n.fc.id,
      type: 'prevention',
      description: '钳体加厚',
    });
    expect((await check()).total).toBe(3);
    expect(rated.ap).toBe('H');

    await c.refused(
      u.reader,
      'GET',
      `${API}/FailureMode/FailureAnalyse?projectId=1`,
      undefined,
      failure(400, /projectId/),
    );
    await c.refused(u.outsider, 'GET', `${API}/FailureMode/FailureAnalyse?projectId=${p.id}`, undefined, failure(403));
    await c.refused(
      u.otherTenant,
      'GET',
      `${API}/FailureMode/FailureAnalyse?projectId=${p.id}`,
      undefined,
      failure(404),
    );
  });
});

describe('FailureMode/Optimization', () => {
  it('filters and pages the chains on the server, by AP, action status, responsible, overdue and keyword', async () => {
    const { p, n, rate } = await linkedProject();
    // A second chain: the housing's own cause, rated L.
    await c.linkFailures(u.editor, p.id, n.fc2.id, n.fm.id);
    await rate(n.fc.id, 1, 5, 5);
    await rate(n.fc2.id, 1, 1, 1);
    await c.post<OptimizationAction>(u.editor, 'Optimizations/EditEditOptimization', {
      projectId: p.id,
      modeId: n.fm.id,
      causeId: n.fc.id,
      type: 'prevention',
      description: '活塞镀铬',
      responsibleId: u.ids.editor,
      targetDate: '2020-01-31',
    });
    const list = (body: Record<string, unknown>) =>
      c.post<WorkListDto>(u.reader, 'FailureMode/Optimization', { projectId: p.id, ...body });

    const all = await list({});
    expect(all).toMatchObject({ totalCount: 2, page: 1, pageSize: 20, apCounts: { H: 1, L: 1, M: 0, unrated: 0 } });
    // H first; the chain's texts, ratings and its action with the responsible's name and the overdue flag.
    expect(all.items[0]).toMatchObject({
      key: `${n.fm.id}:${n.fc.id}`,
      elementName: '钳体',
      mode: '钳体变形',
      cause: '活塞卡滞',
      causeElementName: '活塞',
      severity: 9,
      occurrence: 5,
      detection: 5,
      ap: 'H',
      rpn: 225,
      actions: [{ description: '活塞镀铬', status: 'open', responsibleName: 'faeditor', overdue: true }],
    });
    expect(all.items[0]?.effects.map((e) => e.name).sort()).toEqual(['制动失效', '制动距离变长']);
    expect((await list({ ap: ['L'] })).items.map((r) => r.cause)).toEqual(['缸孔尺寸超差']);
    expect((await list({ actionStatus: ['none'] })).items.map((r) => r.cause)).toEqual(['缸孔尺寸超差']);
    expect((await list({ responsibleId: u.ids.editor, overdue: true })).totalCount).toBe(1);
    expect((await list({ responsibleId: u.ids.reader })).totalCount).toBe(0);
    expect((await list({ keyword: '镀铬' })).items.map((r) => r.cause)).toEqual(['活塞卡滞']);
    const second = await list({ page: 2, pageSize: 1 });
    expect(second).toMatchObject({ totalCount: 2, page: 2, pageSize: 1 });
    expect(second.items.map((r) => r.cause)).toEqual(['缸孔尺寸超差']);

    await c.refused(
      u.reader,
      'POST',
      `${API}/FailureMode/Optimization`,
      { projectId: p.id, ap: ['X'] },
      failure(400, /^参数 ap/),
    );
    await c.refused(
      u.reader,
      'POST',
      `${API}/FailureMode/Optimization`,
      { projectId: p.id, pageSize: 501 },
      failure(400, /pageSize 须为 1–500/),
    );
    await c.refused(u.outsider, 'POST', `${API}/FailureMode/Optimization`, { projectId: p.id }, failure(403));
    await c.refused(u.otherTenant, 'POST', `${API}/FailureMode/Optimization`, { projectId: p.id }, failure(404));
  });
});

describe('DVPAndRs/DVPAndUserPage', () => {
  it('lists one responsible user’s lines across the projects the caller may read', async () => {
    const { p, n } = await linkedProject({ projectNO: 'DF-T-DVP1' });
    const q = await c.createProject(u.owner, u, { projectNO: 'DF-T-DVP2', projectName: '第二个 DFMEA' });
    const line = (projectId: string, testName: string, extra: Record<string, unknown>) =>
      c.post<DvpLine>(u.editor, 'DVPAndRs/OrEditDVPAndRs', { projectId, testName, ...extra });
    await line(p.id, '钳体强度试验', {
      modeId: n.fm.id,
      causeId: n.fc.id,
      responsibleId: u.ids.reader,
      plannedEnd: '2020-02-01',
    });
    await line(q.id, '耐久试验', { responsibleId: u.ids.reader, plannedEnd: '2099-12-31', status: 'running' });
    await line(q.id, '盐雾试验', { responsibleId: u.ids.editor });
    const page = (token: string, query = '') =>
      c.get<{ items: DvpUserLineDto[]; totalCount: number }>(token, `DVPAndRs/DVPAndUserPage?${query}`);

    // 我负责的试验: the reader's own, the overdue one first, each with its project and chain.
    const mine = await page(u.reader);
    expect(mine.totalCount).toBe(2);
    expect(mine.items[0]).toMatchObject({
      projectNO: 'DF-T-DVP1',
      testName: '钳体强度试验',
      chain: '钳体：钳体变形 ← 活塞卡滞',
      responsibleName: 'fareader',
      overdue: true,
      status: 'planned',
    });
    expect(mine.items[1]).toMatchObject({ projectName: '第二个 DFMEA', chain: '', overdue: false });
    expect((await page(u.reader, 'overdue=true')).items.map((l) => l.testName)).toEqual(['钳体强度试验']);
    expect((await page(u.reader, 'status=running')).items.map((l) => l.testName)).toEqual(['耐久试验']);
    expect((await page(u.reader, `projectId=${q.id}`)).totalCount).toBe(1);
    expect((await page(u.owner, `userId=${u.ids.editor}`)).items.map((l) => l.testName)).toEqual(['盐雾试验']);
    // Someone on neither team sees none of these lines; naming the project is 403, another tenant's 404.
    expect((await page(u.outsider, `userId=${u.ids.reader}`)).totalCount).toBe(0);
    expect((await page(u.otherTenant, `userId=${u.ids.reader}`)).totalCount).toBe(0);
    await c.refused(u.outsider, 'GET', `${API}/DVPAndRs/DVPAndUserPage?projectId=${p.id}`, undefined, failure(403));
    await c.refused(u.otherTenant, 'GET', `${API}/DVPAndRs/DVPAndUserPage?projectId=${p.id}`, undefined, failure(404));
    await c.refused(u.reader, 'GET', `${API}/DVPAndRs/DVPAndUserPage?status=done`, undefined, failure(400, /status/));
    // An overview holder (the administrator) reads every project: the reader's lines are all there.
    expect((await page(admin, `userId=${u.ids.reader}`)).totalCount).toBe(2);
  });
});

describe('ResultsVersion/AdminResultsVersion', () => {
  it('lets a tenant administrator release any project’s version, marked as such, and no one else', async () => {
    const { p } = await linkedProject({ projectNO: 'DF-T-ADM' });
    const path = `${API}/ResultsVersion/AdminResultsVersion`;
    // A team member with write rights releases through the normal path, not this one.
    await c.refused(
      u.editor,
      'POST',
      path,
      { projectId: p.id },
      failure(403, '只有租户管理员可以以管理员身份执行此操作'),
    );
    await c.refused(u.reader, 'POST', path, { projectId: p.id }, failure(403));
    await c.refused(u.outsider, 'POST', path, { projectId: p.id }, failure(403));
    // The administrator is on no team: the normal path is refused, the admin path releases.
    await c.refused(admin, 'POST', `${API}/ResultsVersion/ResultsVersion`, { projectId: p.id }, failure(403));
    await c.refused(admin, 'POST', path, { projectId: p.id, note: 'x'.repeat(501) }, failure(400, /note/));
    const v1 = await c.post<ResultsVersionSummary>(admin, 'ResultsVersion/AdminResultsVersion', {
      projectId: p.id,
      note: '负责人离职，由管理员发布',
    });
    expect(v1).toMatchObject({ number: 1, byAdmin: true, creatorName: '系统管理员' });
    const v2 = await c.post<ResultsVersionSummary>(u.editor, 'ResultsVersion/ResultsVersion', { projectId: p.id });
    expect(v2).toMatchObject({ number: 2, byAdmin: false });
    const list = await c.get<{ items: ResultsVersionSummary[] }>(
      u.reader,
      `ResultsVersion/ResultsVersionList?projectId=${p.id}`,
    );
    expect(list.items.map((v) => [v.number, v.byAdmin])).toEqual([
      [2, false],
      [1, true],
    ]);
    // Fed the knowledge base as any release does.
    const fed = await t.database.db
      .select()
      .from(knowledgeEntryProjects)
      .where(eq(knowledgeEntryProjects.projectId, p.id));
    expect(fed.length).toBeGreaterThan(0);
    // Another tenant's administrator does not find the project.
    await c.refused(u.otherTenant, 'POST', path, { projectId: p.id }, failure(404));
  });
});
