import {
  AP_TABLE_VERSION,
  FMEA_MESSAGES,
  FMEA_TASK_MESSAGES,
  type FmeaProjectDto,
  type FmeaProjectListItem,
  type ProjectPlanDto,
} from '@qis/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { readReferenceJson } from '../../../test/reference-data';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

let t: TestApp;
let u: FmeaUsers;
const c = fmeaClient(() => t);
let project: FmeaProjectDto;

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'fp');
  project = await c.createProject(u.owner, u);
});
afterAll(() => t?.close());

const GET_ONE = (id: string) => `ProjectAppServicecs/dFMEAProject?id=${id}`;
const EDIT = `${API}/ProjectAppServicecs/editDFMEAProject`;

const header = (p: FmeaProjectDto) => ({
  id: p.id,
  version: p.version,
  category: p.category,
  projectNO: p.projectNO,
  projectName: p.projectName,
  customerName: p.customerName,
  modelYear: p.modelYear,
  subject: p.subject,
  startTime: p.startTime,
  overTime: p.overTime,
  ownerId: p.ownerId,
  confidentiality: p.confidentiality,
  responsibility: p.responsibility,
  location: p.location,
});

describe('a DFMEA project', () => {
  it('is created with its team, node dates, the AP table version, the default SOD standard and progress 1 (planning)', async () => {
    expect(project).toMatchObject({
      kind: 0,
      projectName: '测试制动钳 DFMEA',
      ownerId: u.ids.owner,
      apTableVersion: AP_TABLE_VERSION,
      // The tenant's default DFMEA standard: none was named.
      sodStandardId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      speedOfProgressh: 1,
      workFlowStatus: 0,
      projectStatus: 0,
      isPower: true,
      isOwner: true,
      version: 1,
      nodeTimes: [{ nodeId: 10033, dueDate: '2026-12-01' }],
    });
    expect(project.team.map((m) => [m.userId, m.canEdit])).toEqual([
      [u.ids.editor, true],
      [u.ids.reader, false],
    ]);
  });

  it('is read by its team and listed for them; an outsider is refused 403, another tenant gets 404', async () => {
    expect((await c.get<FmeaProjectDto>(u.reader, GET_ONE(project.id))).isPower).toBe(false);
    expect((await c.get<FmeaProjectDto>(u.editor, GET_ONE(project.id))).isPower).toBe(true);
    const list = await c.get<{ items: FmeaProjectListItem[] }>(u.reader, 'ProjectAppServicecs/dFMEAProjectList');
    expect(list.items.map((i) => i.id)).toContain(project.id);
    expect(list.items[0]).toMatchObject({ owerIdName: 'fpowner', speedOfProgressh: 1, isPower: false });
    await c.refused(
      u.outsider,
      'GET',
      `${API}/${GET_ONE(project.id)}`,
      undefined,
      failure(403, FMEA_MESSAGES.noReadRight),
    );
    expect((await c.get<{ items: unknown[] }>(u.outsider, 'ProjectAppServicecs/dFMEAProjectList')).items).toEqual([]);
    await c.refused(u.otherTenant, 'GET', `${API}/${GET_ONE(project.id)}`, undefined, failure(404));
    await c.refused(
      u.otherTenant,
      'GET',
      `${API}/ProjectAppServicecs/dFMEANet?projectId=${project.id}`,
      undefined,
      failure(404),
    );
  });

  it('list filters: keyword, category, type 2 (a task of mine not yet due) and 3 (a task of mine overdue)', async () => {
    const overdue = await c.createProject(u.owner, u, {
      projectNO: 'DF-T-OLD',
      projectName: '旧项目',
      category: 1,
      startTime: '2020-01-01',
      overTime: '2020-06-30',
    });
    const ids = async (token: string, query: string) =>
      (await c.get<{ items: FmeaProjectListItem[] }>(token, `ProjectAppServicecs/dFMEAProjectList?${query}`)).items.map(
        (i) => i.id,
      );
    expect(await ids(u.owner, 'keyword=旧')).toEqual([overdue.id]);
    expect(await ids(u.owner, 'category=1')).toEqual([overdue.id]);
    // Nobody has a task yet: the due filters are about the caller's tasks, not the projects' dates.
    expect(await ids(u.owner, 'type=3')).toEqual([]);
    const plan = await c.get<ProjectPlanDto>(u.owner, `ProjectNodeTime/projectInfoTime?projectId=${overdue.id}`);
    const [first, second] = plan.tasks;
    await c.post(u.owner, 'ProjectNodeTime/batchChangeNodeTime', {
      projectId: overdue.id,
      nodes: [
        {
          nodeId: first?.nodeEventId,
          version: first?.version,
          startTime: '2020-01-01',
          endTime: '2020-02-01',
          assigneeId: u.ids.editor,
        },
        {
          nodeId: second?.nodeEventId,
          version: second?.version,
          startTime: null,
          endTime: '2099-01-01',
          assigneeId: u.ids.owner,
        },
      ],
    });
    expect(await ids(u.editor, 'type=3')).toEqual([overdue.id]);
    expect(await ids(u.editor, 'type=2')).toEqual([]);
    expect(await ids(u.owner, 'type=2')).toEqual([overdue.id]);
    expect(await ids(u.owner, 'type=3')).toEqual([]);
  });

  it('a header edit with a stale version is 409; a reader without edit rights gets 403; nothing written', async () => {
    const edited = await c.ok<FmeaProjectDto>(u.editor, 'POST', EDIT, { ...header(project), location: '苏州工业园区' });
    expect(edited).toMatchObject({ location: '苏州工业园区', version: 2 });
    await c.refused(u.owner, 'POST', EDIT, { ...header(project), location: 'x' }, failure(409));
    await c.refused(
      u.reader,
      'POST',
      EDIT,
      { ...header(edited), location: 'x' },
      failure(403, FMEA_MESSAGES.noEditRight),
    );
    project = edited;
  });

  it('bad input is 400 naming the field, and writes nothing', async () => {
    await c.refused(
      u.owner,
      'POST',
      EDIT,
      { ...header(project), startTime: '2027-01-01', overTime: '2026-01-01' },
      failure(400, /^参数 overTime 无效/),
    );
    await c.refused(u.owner, 'POST', EDIT, { ...header(project), category: 4 }, failure(400, /^参数 category 无效/));
    await c.refused(
      u.owner,
      'POST',
      `${API}/ProjectAppServicecs/createDFMEAProject`,
      {
        ...header(project),
        id: undefined,
        version: undefined,
        team: [{ userId: u.ids.owner, projectRole: '', canEdit: true }],
      },
      failure(400, /^参数 team\.0\.userId 无效/),
    );
  });

  it('only the owner (or a project manager) changes the team; the change takes a reader’s rights away at once', async () => {
    const body = (version: number, canEdit: boolean) => ({
      projectId: project.id,
      version,
      team: [{ userId: u.ids.editor, projectRole: '设计工程师', canEdit }],
    });
    await c.refused(
      u.editor,
      'POST',
      `${API}/permissionsManage/batchChangeProjectRole`,
      body(project.version, true),
      failure(403, FMEA_TASK_MESSAGES.manageOnly),
    );
    const changed = await c.post<FmeaProjectDto>(
      u.owner,
      'permissionsManage/batchChangeProjectRole',
      body(project.version, false),
    );
    expect(changed.team).toMatchObject([{ userId: u.ids.editor, canEdit: false }]);
    await c.refused(u.reader, 'GET', `${API}/${GET_ONE(project.id)}`, undefined, failure(403));
    await c.refused(u.editor, 'POST', EDIT, header(changed), failure(403));
    project = await c.post<FmeaProjectDto>(u.owner, 'permissionsManage/batchChangeProjectRole', {
      projectId: project.id,
      version: changed.version,
      team: [
        { userId: u.ids.editor, projectRole: '设计工程师', canEdit: true },
        { userId: u.ids.reader, projectRole: '试验工程师', canEdit: false },
      ],
    });
  });

  it('every write is in the operation log', async () => {
    const logs = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from operation_logs where url like '%createDFMEAProject%' or url like '%batchChangeProjectRole%'`,
    );
    expect(logs.rows[0]?.n ?? 0).toBeGreaterThan(0);
  });
});

describe('deleting a project', () => {
  it('is the owner’s alone, at the version read; it takes the whole net and its versions with it', async () => {
    const doomed = await c.createProject(u.owner, u, { projectNO: 'DF-T-DEL' });
    const n = await c.smallNet(u.editor, doomed.id);
    await c.linkFailures(u.editor, doomed.id, n.fc.id, n.fm.id);
    await c.post(u.editor, 'ResultsVersion/ResultsVersion', { projectId: doomed.id });
    const DELETE = `${API}/ProjectAppServicecs/deleteDFMEAProject`;
    await c.refused(u.editor, 'POST', DELETE, { id: doomed.id, version: 1 }, failure(403, FMEA_MESSAGES.ownerOnly));
    await c.refused(u.owner, 'POST', DELETE, { id: doomed.id, version: 2 }, failure(409));
    expect(await c.post(u.owner, 'ProjectAppServicecs/deleteDFMEAProject', { id: doomed.id, version: 1 })).toEqual({
      id: doomed.id,
      deleted: true,
    });
    await c.refused(u.owner, 'GET', `${API}/${GET_ONE(doomed.id)}`, undefined, failure(404));
    const left = await t.database.db.execute<{ n: number }>(
      sql`select (select count(*) from fmea_elements where project_id = ${doomed.id})
        + (select count(*) from fmea_failures where project_id = ${doomed.id})
        + (select count(*) from fmea_results_versions where project_id = ${doomed.id}) as n`,
    );
    expect(Number(left.rows[0]?.n)).toBe(0);
  });
});

describe('APStandard/aPStandardExtend', () => {
  it('answers both tables in exactly the layout of reference/fmea', async () => {
    const reference = (name: string) => readReferenceJson<{ lookup: unknown }>(`fmea/${name}`).lookup;
    const data = await c.get<{ version: string; dfmeaPfmea: { lookup: unknown }; msr: { lookup: unknown } }>(
      u.owner,
      'APStandard/aPStandardExtend',
    );
    expect(data.version).toBe(AP_TABLE_VERSION);
    expect(data.dfmeaPfmea.lookup).toEqual(reference('ap-dfmea-pfmea.json'));
    expect(data.msr.lookup).toEqual(reference('ap-msr.json'));
  });
});
