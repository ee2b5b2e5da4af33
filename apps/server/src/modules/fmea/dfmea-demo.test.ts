import type {
  FmeaProjectDto,
  FmeaProjectListItem,
  FmeaTaskDto,
  FormSheetDto,
  ResultsVersionCompareDto,
  ResultsVersionSummary,
  ResultTablesDto,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { DEMO_CAUSES } from './dfmea-demo-data';
import { API, fmeaClient } from './fmea-test-kit';

let t: TestApp;
let zhangwei: string;
let lina: string;
const c = fmeaClient(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  zhangwei = await t.login('zhangwei', 'Quality@123');
  lina = await t.login('lina', 'Audit@123');
});
afterAll(() => t?.close());

describe('the demo DFMEA (brake caliper)', () => {
  it('is finished: progress 7, every chain rated, every H chain with an action, version 1 released, no change since', async () => {
    const list = await c.get<{ items: FmeaProjectListItem[] }>(zhangwei, 'ProjectAppServicecs/dFMEAProjectList');
    const row = list.items.find((item) => item.projectName === '前制动钳总成 DFMEA');
    expect(row).toMatchObject({ speedOfProgressh: 7, owerIdName: '张伟', isPower: true, partGatherNum: 17 });
    const id = row?.id as string;
    const sheet = await c.get<FormSheetDto>(zhangwei, `FailureMode/RiskAnalysisInfo?projectId=${id}`);
    expect(sheet.rows).toHaveLength(DEMO_CAUSES.length);
    expect(sheet.rows.every((r) => r.ap !== null)).toBe(true);
    const results = await c.get<ResultTablesDto>(zhangwei, `FailureMode/DFMEAResultTables?projectId=${id}`);
    expect(results.apBefore).toEqual({ H: 3, M: 2, L: 9, unrated: 0 });
    expect(results.highWithoutAction).toBe(0);
    const versions = await c.get<{ items: ResultsVersionSummary[] }>(
      lina,
      `ResultsVersion/ResultsVersionList?projectId=${id}`,
    );
    expect(versions.items).toMatchObject([{ number: 1, creatorName: '张伟' }]);
    const diff = await c.get<ResultsVersionCompareDto>(
      lina,
      `ResultsVersion/CompareResultsVersion?fromId=${versions.items[0]?.id}`,
    );
    expect(diff.changes).toEqual([]);
  });

  it('lina, on the team read-only, reads it but cannot change it', async () => {
    const list = await c.get<{ items: FmeaProjectListItem[] }>(lina, 'ProjectAppServicecs/dFMEAProjectList');
    const id = list.items[0]?.id as string;
    const project = await c.get<FmeaProjectDto>(lina, `ProjectAppServicecs/dFMEAProject?id=${id}`);
    expect(project).toMatchObject({ isPower: false, customerName: '上汽通用五菱汽车股份有限公司' });
    await c.refused(lina, 'POST', `${API}/ResultsVersion/ResultsVersion`, { projectId: id }, failure(403));
  });

  it('has its node tasks planned for zhangwei: nine approved, optimization rejected, DVP&R under audit', async () => {
    const list = await c.get<{ items: FmeaProjectListItem[] }>(zhangwei, 'ProjectAppServicecs/dFMEAProjectList');
    const id = list.items.find((item) => item.projectName === '前制动钳总成 DFMEA')?.id as string;
    const tasks = await c.post<{ items: FmeaTaskDto[] }>(lina, 'DFMEATask/AuditTaskList', { projectId: id });
    expect(tasks.items.map((task) => task.auditStatus)).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 2, 1]);
    expect(tasks.items.every((task) => task.assigneeName === '张伟' && task.startTime && task.endTime)).toBe(true);
    expect(tasks.items[9]?.auditComment).toMatch(/DV 试验证据/);
    const admin = await t.login('admin', 'Admin@123');
    const toReview = await c.ok<{ items: Array<{ title: string; businessKey: string }> }>(
      admin,
      'GET',
      '/qis/api/wfTask/approveTaskList?tab=pending',
    );
    expect(toReview.items.map((item) => item.businessKey)).toContain(tasks.items[10]?.id);
  });
});
