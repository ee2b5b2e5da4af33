import {
  ALL_PLUGIN_IDS,
  FMEA_TASK_MESSAGES,
  type FmeaOverviewTotals,
  type FmeaPersonalStats,
  type FmeaProjectDto,
  type FmeaProjectListItem,
  type FmeaTaskCounts,
  type FmeaTaskDto,
  P,
  type PartOrProcessInfo,
  type PermissionAction,
  type ProjectPlanDto,
  type TaskStatisticsRow,
} from '@qis/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createTenantWithAdmin, createUser, tenantIdByName } from '../../../test/factories';
import { fmeaTasks, knowledgeEntries, partTypes } from '../../db/tables';
import { API, fmeaClient } from '../fmea/fmea-test-kit';

// The FMEA dashboard's calls (spec §7 "Dashboards"): the cards counted from the projects and knowledge the test
// makes (the default tenant holds the demo data, so the tenant's figures are compared before and after), the task
// list, counts and statistics of a team member's node tasks, submitting at auditStatus 1 or 3 only, the recent lists
// with isPower, what a project covers, and the refusals: bad input 400 naming the field, no point 403, a kind whose
// plugin is off 403, another tenant's data neither counted nor readable.

let t: TestApp;
const c = fmeaClient(() => t);
const PASSWORD = 'Dash@1234';
let tenantId: string;
let today: string;
const ids = {} as Record<'owner' | 'mate' | 'stranger', string>;
let owner: string;
let mate: string;
let stranger: string;
let noRoot: string;
let dfmeaOnly: string;
let otherTenant: string;
let dfmeaTenant: string;
let otherTenantAdminId: string;
let dfmeaTenantAdminId: string;
let baseline: FmeaOverviewTotals;
let project: FmeaProjectDto;

const FULL: Record<string, PermissionAction[]> = {
  [P.fmea.FMEAManager.key]: ['query'],
  [P.fmea.MyDFMEA.key]: [...P.fmea.MyDFMEA.actions],
  [P.fmea.MyPFMEA.key]: [...P.fmea.MyPFMEA.actions],
  [P.fmea.MyFMEAMSR.key]: [...P.fmea.MyFMEAMSR.actions],
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function user(name: string, grants: Record<string, PermissionAction[]>) {
  const db = t.database.db;
  const role = await createRole(db, { tenantId, name: `${name}角色`, grants });
  const created = await createUser(db, { tenantId, userName: name, password: PASSWORD, name }, [role]);
  return { id: created.id, token: await t.login(name, PASSWORD) };
}

const totals = (token: string) => c.get<FmeaOverviewTotals>(token, 'FmeaOverview/FmeaData');
const personal = (token: string) => c.get<FmeaPersonalStats>(token, 'FmeaOverview/KnowledgeData');
const counts = (token: string, entityType = 1003) =>
  c.get<FmeaTaskCounts>(token, `taskList/geTaskListCountGroupStatus?entityType=${entityType}`);
const myTasks = (token: string, query = 'EntityType=1003&Status=1&MaxResultCount=25&SkipCount=0') =>
  c.get<{ items: FmeaTaskDto[]; totalCount: number }>(token, `fmeaOverview/myPageFmeaTaskListInfo?${query}`);
const stats = (token: string, query: string) =>
  c.get<TaskStatisticsRow[]>(token, `taskList/taskListStatistics?${query}`);

const projectBody = (no: string, extra: Record<string, unknown> = {}) => ({
  category: 2,
  projectNO: no,
  projectName: `看板测试 ${no}`,
  customerName: '看板客户',
  modelYear: '2027',
  subject: '制动钳',
  startTime: '2026-11-01',
  overTime: '2027-03-31',
  ownerId: ids.owner,
  confidentiality: '内部',
  responsibility: '研发中心',
  location: '苏州',
  team: [],
  nodeTimes: [],
  ...extra,
});

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenantId = await tenantIdByName(db);
  today = ((await db.execute<{ d: string }>(sql`select current_date::text as d`)).rows[0] as { d: string }).d;
  for (const who of ['owner', 'mate', 'stranger'] as const) {
    const made = await user(`db${who}`, FULL);
    ids[who] = made.id;
    if (who === 'owner') owner = made.token;
    if (who === 'mate') mate = made.token;
    if (who === 'stranger') stranger = made.token;
  }
  noRoot = (await user('dbnoroot', { [P.fmea.MyDFMEA.key]: [...P.fmea.MyDFMEA.actions] })).token;
  dfmeaOnly = (
    await user('dbdfmea', {
      [P.fmea.FMEAManager.key]: ['query'],
      [P.fmea.MyDFMEA.key]: [...P.fmea.MyDFMEA.actions],
    })
  ).token;
  otherTenantAdminId = (
    await createTenantWithAdmin(db, { name: 'db乙公司', adminUserName: 'dbb', adminPassword: PASSWORD })
  ).admin.id;
  otherTenant = await t.login('dbb', PASSWORD, 'db乙公司');
  const third = await createTenantWithAdmin(db, {
    name: 'db丙公司',
    adminUserName: 'dbc',
    adminPassword: PASSWORD,
    pluginIds: ALL_PLUGIN_IDS.filter((id) => id !== 1005 && id !== 1004),
  });
  dfmeaTenantAdminId = third.admin.id;
  dfmeaTenant = await t.login('dbc', PASSWORD, 'db丙公司');
  baseline = await totals(owner);
  project = await c.post<FmeaProjectDto>(
    owner,
    'ProjectAppServicecs/createDFMEAProject',
    projectBody('DB-001', { team: [{ userId: ids.mate, projectRole: '设计工程师', canEdit: true }] }),
  );
});
afterAll(() => t?.close());

describe('the dashboard cards', () => {
  it('count the running FMEAs and the knowledge the test made, per kind, for the tenant and the caller', async () => {
    await c.post(owner, 'ProjectAppServicecs/createDFMEAProject', projectBody('DB-002', { category: 1 }));
    await c.post(owner, 'Project/createPFMEAProject', projectBody('DB-P-001', { category: 3 }));
    const db = t.database.db;
    const types = await db
      .insert(partTypes)
      .values([
        { tenantId, name: '看板零件类型一' },
        { tenantId, name: '看板零件类型二' },
      ])
      .returning({ id: partTypes.id });
    const entry = (kind: number, typeId: string, name: string, useCount: number, createdAt = new Date()) => ({
      tenantId,
      kind,
      category: 'FM',
      typeId,
      name,
      normKey: name,
      contributorId: ids.owner,
      contributorName: 'dbowner',
      useCount,
      createdAt,
    });
    const longAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 62 * 86_400_000);
    await db
      .insert(knowledgeEntries)
      .values([
        entry(0, types[0]?.id as string, '看板失效一', 3),
        entry(0, types[0]?.id as string, '看板失效二', 4),
        entry(2, types[1]?.id as string, '看板失效三', 1, longAgo),
      ]);

    const after = await totals(owner);
    expect({
      fmeaCount: after.fmeaCount - baseline.fmeaCount,
      projectCount: after.projectCount - baseline.projectCount,
      dfmeaCount: after.dfmeaCount - baseline.dfmeaCount,
      pfmeaCount: after.pfmeaCount - baseline.pfmeaCount,
      msrfmeaCount: after.msrfmeaCount - baseline.msrfmeaCount,
      knowledgeCount: after.knowledgeCount - baseline.knowledgeCount,
      monthNewCreateKnowledge: after.monthNewCreateKnowledge - baseline.monthNewCreateKnowledge,
      knowledgeCategory: after.knowledgeCategory - baseline.knowledgeCategory,
    }).toEqual({
      fmeaCount: 3,
      projectCount: 1,
      dfmeaCount: 2,
      pfmeaCount: 1,
      msrfmeaCount: 0,
      knowledgeCount: 3,
      monthNewCreateKnowledge: 2,
      knowledgeCategory: 2,
    });

    expect(await personal(owner)).toEqual({
      createKnowledge: 3,
      createKnowledgeUserCount: 8,
      monthCreateKnowledge: 2,
      participateFMEACount: 3,
      participateDFMEACount: 2,
      participatePFMEACount: 1,
      participateMSRFMEACount: 0,
      participateProjectCount: 1,
      isOpenProjectManage: false,
    });
    // The team member takes part in the one project they are on.
    expect(await personal(mate)).toMatchObject({
      createKnowledge: 0,
      participateFMEACount: 1,
      participateDFMEACount: 1,
      participateProjectCount: 1,
    });
    expect((await personal(stranger)).participateFMEACount).toBe(0);
  });

  it("leave another tenant's data out, and count only the kinds whose plugin is on", async () => {
    const before = await totals(owner);
    await c.post(
      otherTenant,
      'ProjectAppServicecs/createDFMEAProject',
      projectBody('DB-B-001', { ownerId: otherTenantAdminId }),
    );
    expect(await totals(owner)).toEqual(before);
    expect(await totals(otherTenant)).toMatchObject({ fmeaCount: 1, dfmeaCount: 1, knowledgeCount: 0 });

    await c.post(
      dfmeaTenant,
      'ProjectAppServicecs/createDFMEAProject',
      projectBody('DB-C-001', { ownerId: dfmeaTenantAdminId }),
    );
    expect(await totals(dfmeaTenant)).toMatchObject({ fmeaCount: 1, dfmeaCount: 1, pfmeaCount: 0, msrfmeaCount: 0 });
    await c.refused(dfmeaTenant, 'GET', `${API}/Project/pFmeaList?TopNum=10`, undefined, failure(403, '插件未启用'));
    await c.refused(
      dfmeaTenant,
      'GET',
      `${API}/fmeaOverview/myPageFmeaTaskListInfo?EntityType=1005`,
      undefined,
      failure(403),
    );
  });

  it('are refused without the FMEA module point, and a kind without its point', async () => {
    await c.refused(noRoot, 'GET', `${API}/FmeaOverview/FmeaData`, undefined, failure(403));
    await c.refused(noRoot, 'GET', `${API}/FmeaOverview/KnowledgeData`, undefined, failure(403));
    await c.refused(dfmeaOnly, 'GET', `${API}/Project/pFmeaList`, undefined, failure(403));
    await c.refused(
      dfmeaOnly,
      'GET',
      `${API}/taskList/geTaskListCountGroupStatus?entityType=1005`,
      undefined,
      failure(403, '您没有该类 FMEA 的权限'),
    );
    await c.refused(undefined, 'GET', `${API}/FmeaOverview/FmeaData`, undefined, failure(401));
  });
});

describe("a team member's tasks on the dashboard", () => {
  const yesterday = () => addDays(today, -1);

  it('are listed soonest due first and counted by due state', async () => {
    const plan = await c.get<ProjectPlanDto>(owner, `ProjectNodeTime/projectInfoTime?projectId=${project.id}`);
    const [bom, tree, boundary, pDiagram, interfaces] = plan.tasks as FmeaTaskDto[];
    const change = (task: FmeaTaskDto | undefined, endTime: string | null, assigneeId: string) => ({
      nodeId: task?.nodeEventId,
      version: task?.version,
      startTime: null,
      endTime,
      assigneeId,
    });
    await c.post(owner, 'ProjectNodeTime/batchChangeNodeTime', {
      projectId: project.id,
      nodes: [
        change(bom, yesterday(), ids.mate),
        change(tree, today, ids.mate),
        change(boundary, addDays(today, 10), ids.mate),
        change(pDiagram, null, ids.mate),
        change(interfaces, yesterday(), ids.owner),
      ],
    });
    expect(await counts(mate)).toEqual({ overdueCount: 1, todayCount: 1, noDueCount: 3 });
    expect(await counts(owner)).toEqual({ overdueCount: 1, todayCount: 0, noDueCount: 0 });
    expect(await counts(mate, 1005)).toEqual({ overdueCount: 0, todayCount: 0, noDueCount: 0 });

    const list = await myTasks(mate);
    expect(list.totalCount).toBe(4);
    expect(list.items.map((task) => task.endTime)).toEqual([yesterday(), today, addDays(today, 10), null]);
    expect(list.items.every((task) => task.canSubmit && task.auditStatus === 1)).toBe(true);
    expect(list.items[0]).toMatchObject({ entityId: project.id, fmeaName: '看板测试 DB-001', overdue: true });
    // Paged by MaxResultCount / SkipCount.
    const page = await myTasks(mate, 'EntityType=1003&Status=1&MaxResultCount=2&SkipCount=2');
    expect(page.items.map((task) => task.endTime)).toEqual([addDays(today, 10), null]);
    expect(page.totalCount).toBe(4);
  });

  it('are submitted at auditStatus 1 or 3 only, and a submitted one leaves the counts', async () => {
    const list = await myTasks(mate);
    const dueToday = list.items.find((task) => task.endTime === today) as FmeaTaskDto;
    expect(await c.post(mate, 'dFMEATask/submitTaskToAudit', { id: dueToday.id })).toBe(true);
    expect(await counts(mate)).toEqual({ overdueCount: 1, todayCount: 0, noDueCount: 2 });
    const after = await myTasks(mate);
    expect(after.totalCount).toBe(4);
    expect(after.items.find((task) => task.id === dueToday.id)).toMatchObject({ auditStatus: 2, canSubmit: false });
    await c.refused(
      mate,
      'POST',
      `${API}/dFMEATask/submitTaskToAudit`,
      { id: dueToday.id },
      business(FMEA_TASK_MESSAGES.underAudit),
    );

    // A rejected task (3) may be submitted again; an approved one (4) may not and leaves the open list.
    const db = t.database.db;
    const overdue = list.items[0] as FmeaTaskDto;
    const noEnd = list.items[3] as FmeaTaskDto;
    await db.update(fmeaTasks).set({ auditStatus: 3 }).where(eq(fmeaTasks.id, overdue.id));
    await db
      .update(fmeaTasks)
      .set({ auditStatus: 4, approvedAt: sql`now()` })
      .where(and(eq(fmeaTasks.id, noEnd.id)));
    expect(await counts(mate)).toEqual({ overdueCount: 1, todayCount: 0, noDueCount: 1 });
    expect((await myTasks(mate)).items.find((task) => task.id === overdue.id)?.canSubmit).toBe(true);
    expect(await c.post(mate, 'dFMEATask/submitTaskToAudit', { id: overdue.id })).toBe(true);
    await c.refused(
      mate,
      'POST',
      `${API}/dFMEATask/submitTaskToAudit`,
      { id: noEnd.id },
      business(FMEA_TASK_MESSAGES.approved),
    );
    expect((await myTasks(mate)).totalCount).toBe(3);
    expect((await myTasks(mate, 'EntityType=1003&Status=2')).items.map((task) => task.id)).toEqual([noEnd.id]);
  });

  it('are tallied by day, week and month over the default ranges', async () => {
    // The overdue task is now under audit (not done); the one without an end was approved today (done today).
    const db = t.database.db;
    const byDay = await stats(mate, 'searchType=1&EntityType=1003');
    expect(byDay.map((row) => row.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
    expect(byDay[5]).toMatchObject({ date: yesterday(), currentDoneNum: 0, currentTodoNum: 1, jobRate: 0 });
    expect(byDay[6]).toMatchObject({ date: today, currentDoneNum: 1, currentTodoNum: 1, jobRate: 50 });

    const tree = (await myTasks(mate)).items.find((task) => task.endTime === today) as FmeaTaskDto;
    await db.update(fmeaTasks).set({ auditStatus: 4, approvedAt: sql`now()` }).where(eq(fmeaTasks.id, tree.id));
    const sent = `searchType=1&EntityType=1003&startTime=${today} 00:00:00&endTime=${today} 23:59:59`;
    expect(await stats(mate, sent.replaceAll(' ', '%20'))).toEqual([
      { date: today, from: today, to: today, currentDoneNum: 2, currentTodoNum: 0, jobRate: 100 },
    ]);

    const byMonth = await stats(mate, 'searchType=3&EntityType=1003');
    const all = (rows: TaskStatisticsRow[]) =>
      rows.reduce<[number, number]>((sum, row) => [sum[0] + row.currentDoneNum, sum[1] + row.currentTodoNum], [0, 0]);
    // Yesterday's (under audit) and today's two done; the one due in ten days lies after the range.
    expect(all(byMonth)).toEqual([2, 1]);
    expect(byMonth[0]?.from).toBe(addDays(addMonthsBack(today), 1));
    const byWeek = await stats(mate, 'searchType=2&EntityType=1003');
    expect(byWeek[0]?.from).toBe(addDays(today, -27));
    expect(all(byWeek)).toEqual([2, 1]);
    // The owner's task is not the member's.
    expect(all(await stats(owner, 'searchType=1&EntityType=1003'))).toEqual([0, 1]);
  });

  it('refuse bad dates, a range over three months and an unknown entity type, naming the field', async () => {
    const bad = (query: string, message: RegExp) =>
      c.refused(mate, 'GET', `${API}/taskList/taskListStatistics?${query}`, undefined, failure(400, message));
    await bad('searchType=1&EntityType=1003&startTime=yesterday', /startTime/);
    await bad('searchType=1&EntityType=1003&endTime=2026-02-30%2023:59:59', /endTime/);
    await bad('searchType=4&EntityType=1003', /searchType/);
    await bad('searchType=1', /EntityType/);
    await bad('searchType=1&EntityType=1007', /EntityType/);
    await bad(
      `searchType=3&EntityType=1003&startTime=${addDays(today, -200)}%2000:00:00&endTime=${today}%2023:59:59`,
      /^参数 startTime 无效：最大查询范围为三个月/,
    );
    await bad(
      `searchType=1&EntityType=1003&startTime=${today}%2000:00:00&endTime=${yesterday()}%2023:59:59`,
      /^参数 endTime 无效/,
    );
    await c.refused(
      mate,
      'GET',
      `${API}/fmeaOverview/myPageFmeaTaskListInfo?EntityType=1003&MaxResultCount=500`,
      undefined,
      failure(400, /MaxResultCount/),
    );
    await c.refused(mate, 'GET', `${API}/taskList/geTaskListCountGroupStatus`, undefined, failure(400, /entityType/));
  });
});

/** Three months back from `date`, as the domain counts it (the month's last day when it lacks the day). */
function addMonthsBack(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - 3, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

describe('the recent FMEAs', () => {
  it("list the tenant's newest of the kind, links (isPower) only where the caller may read", async () => {
    const stranger2 = await c.post<FmeaProjectDto>(
      stranger,
      'ProjectAppServicecs/createDFMEAProject',
      projectBody('DB-003', { ownerId: ids.stranger }),
    );
    const rows = await c.get<FmeaProjectListItem[]>(mate, 'ProjectAppServicecs/dFmeaList?TopNum=10');
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(rows[0]).toMatchObject({ id: stranger2.id, isPower: false, projectNO: 'DB-003', type: 0 });
    expect(rows.find((row) => row.id === project.id)).toMatchObject({ isPower: true, customerName: '看板客户' });
    expect(await c.get<FmeaProjectListItem[]>(mate, 'ProjectAppServicecs/dFmeaList?TopNum=1')).toHaveLength(1);
    const pfmea = await c.get<FmeaProjectListItem[]>(owner, 'Project/pFmeaList');
    expect(pfmea[0]).toMatchObject({ projectNO: 'DB-P-001', type: 1, isPower: true });
    expect(await c.get<FmeaProjectListItem[]>(otherTenant, 'ProjectAppServicecs/dFmeaList')).toHaveLength(1);
    await c.refused(mate, 'GET', `${API}/ProjectAppServicecs/dFmeaList?TopNum=0`, undefined, failure(400, /TopNum/));
    expect(Array.isArray(await c.get(owner, 'MSRProject/msrFmeaListData?TopNum=10'))).toBe(true);
  });

  it('tell what a project covers, to those who may read it', async () => {
    const system = await c.element(owner, project.id, null, '制动钳总成', 'system');
    const housing = await c.element(owner, project.id, system.id, '钳体', 'component');
    const info = await c.get<PartOrProcessInfo>(mate, `Project/PartOrProcessInfo?projectId=${project.id}`);
    expect(info).toMatchObject({ projectId: project.id, type: 0 });
    expect(info.items.map((item) => [item.name, item.parentId])).toEqual([
      ['制动钳总成', null],
      ['钳体', system.id],
    ]);
    expect(info.items[1]?.id).toBe(housing.id);
    const recent = await c.get<FmeaProjectListItem[]>(mate, 'ProjectAppServicecs/dFmeaList');
    expect(recent.find((row) => row.id === project.id)?.partGatherNum).toBe(2);
    await c.refused(
      stranger,
      'GET',
      `${API}/Project/PartOrProcessInfo?projectId=${project.id}`,
      undefined,
      failure(403),
    );
    await c.refused(
      otherTenant,
      'GET',
      `${API}/Project/PartOrProcessInfo?projectId=${project.id}`,
      undefined,
      failure(404),
    );
    await c.refused(mate, 'GET', `${API}/Project/PartOrProcessInfo?projectId=x`, undefined, failure(400, /项目 id/));
  });
});
