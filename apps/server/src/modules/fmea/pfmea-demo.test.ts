import type {
  ControlPlanChartDto,
  ControlPlanDto,
  DfmeaLinkageDto,
  FmeaNetDto,
  FmeaProjectListItem,
  FmeaTaskDto,
  FormSheetDto,
  ProjectProcessDto,
  ResultsVersionCompareDto,
  ResultsVersionSummary,
  ResultTablesDto,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { DEMO_STEPS } from '../process-flows/process-flows-demo-data';
import { API, fmeaClient } from './fmea-test-kit';
import { DEMO_PFMEA_CARRIED, DEMO_PFMEA_CHAINS } from './pfmea-demo-data';

let t: TestApp;
let zhangwei: string;
let lina: string;
let id: string;
const c = fmeaClient(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  zhangwei = await t.login('zhangwei', 'Quality@123');
  lina = await t.login('lina', 'Audit@123');
  const list = await c.get<{ items: FmeaProjectListItem[] }>(zhangwei, 'Project/pFMEAProjectList');
  id = list.items.find((item) => item.projectName === '前制动钳总成 PFMEA')?.id as string;
});
afterAll(() => t?.close());

describe('the demo PFMEA (brake caliper, from process PF-BC-1000)', () => {
  it('is finished: progress 7, every chain rated, every H chain with an action, version 1 released, no change since', async () => {
    const list = await c.get<{ items: FmeaProjectListItem[] }>(zhangwei, 'Project/pFMEAProjectList');
    expect(list.items.find((item) => item.id === id)).toMatchObject({
      type: 1,
      projectNO: 'PFMEA-BC-2027-001',
      speedOfProgressh: 7,
      owerIdName: '张伟',
      isPower: true,
    });
    const sheet = await c.get<FormSheetDto>(zhangwei, `pFFailureMode/RiskAnalysisInfo?projectId=${id}`);
    expect(sheet.rows).toHaveLength(DEMO_PFMEA_CHAINS.length);
    expect(sheet.rows.every((r) => r.ap !== null)).toBe(true);
    const results = await c.get<ResultTablesDto>(zhangwei, `pFFailureMode/PFMEAResultTables?projectId=${id}`);
    expect(results.apBefore).toEqual({ H: 4, M: 3, L: 18, unrated: 0 });
    expect(results.highWithoutAction).toBe(0);
    const versions = await c.get<{ items: ResultsVersionSummary[] }>(
      lina,
      `pFResultsVersion/pFResultsVersionList?projectId=${id}`,
    );
    expect(versions.items).toMatchObject([{ number: 1, creatorName: '张伟' }]);
    const diff = await c.get<ResultsVersionCompareDto>(
      lina,
      `pFResultsVersion/ComparePFResultsVersion?fromId=${versions.items[0]?.id}`,
    );
    expect(diff.changes).toEqual([]);
  });

  it('is the demo process copied: every step and 4M work element, each with its functions and characteristics', async () => {
    const state = await c.get<ProjectProcessDto>(lina, `Project/pFMEAProjectProcess?projectId=${id}`);
    expect(state.process?.processNo).toBe('PF-BC-1000');
    const rows = 1 + DEMO_STEPS.reduce((n, step) => n + 1 + step[4].length, 0);
    expect(state.copied).toHaveLength(rows);
    const { net } = await c.get<FmeaNetDto>(lina, `Project/pFMEANet?projectId=${id}`);
    expect(net.elements).toHaveLength(rows);
    const steps = net.elements.filter((e) => e.type === 'processStep');
    expect(steps.map((s) => s.number)).toEqual(DEMO_STEPS.map((s) => s[0]));
    // Every step has a function with its product characteristic and a failure mode of it.
    for (const step of steps) {
      const functions = net.functions.filter((f) => f.elementId === step.id);
      expect(functions.length, step.name).toBeGreaterThan(0);
      expect(
        functions.every((f) => f.requirement !== ''),
        step.name,
      ).toBe(true);
      expect(net.failures.some((x) => x.type === 'FM' && functions.some((f) => f.id === x.functionId))).toBe(true);
    }
    // Copying again adds nothing.
    expect(await c.post(zhangwei, 'Project/pFMEAProcessToStructure', { projectId: id })).toEqual({
      created: [],
      existing: rows,
    });
  });

  it('is linked to the demo DFMEA, its special characteristics carried and current', async () => {
    const linkage = await c.get<DfmeaLinkageDto>(lina, `Project/pFMEADfmeaLink?projectId=${id}`);
    expect(linkage.link).toMatchObject({ projectNO: 'DFMEA-BC-2027-001', projectName: '前制动钳总成 DFMEA' });
    expect(linkage.carried).toHaveLength(DEMO_PFMEA_CARRIED.length);
    expect(linkage.carried.every((x) => x.status === 'current')).toBe(true);
    expect(linkage.carried.map((x) => [x.elementName, x.accepted.specialCharacteristic]).sort()).toEqual(
      [
        ['钳体', 'SC'],
        ['矩形密封圈', 'SC'],
        ['导向销', null],
        ['钳体组件', 'CC'],
      ].sort(),
    );
    const { net } = await c.get<FmeaNetDto>(lina, `Project/pFMEANet?projectId=${id}`);
    const leak = net.functions.find(
      (f) => f.id === linkage.carried.find((x) => x.elementName === '钳体组件')?.functionId,
    );
    expect(leak).toMatchObject({ requirement: '25 MPa 保压 30 s 无泄漏', specialCharacteristic: 'CC' });
  });

  it('lina, on the team read-only, reads it but cannot change it', async () => {
    await c.refused(lina, 'POST', `${API}/pFResultsVersion/pFResultsVersion`, { projectId: id }, failure(403));
    await c.refused(lina, 'POST', `${API}/Project/pFMEAProcessToStructure`, { projectId: id }, failure(403));
  });

  it('has its node tasks planned for zhangwei: seven approved, the control plan to do, results under audit', async () => {
    const tasks = await c.post<{ items: FmeaTaskDto[] }>(lina, 'PFMEATask/AuditTaskList', { projectId: id });
    expect(tasks.items.map((task) => task.auditStatus)).toEqual([4, 4, 4, 4, 4, 4, 4, 1, 2]);
    expect(tasks.items.every((task) => task.assigneeName === '张伟')).toBe(true);
  });

  it('has its control plan in step with it, filled in, its seal groove linked to a capable X̄-R chart', async () => {
    const plan = await c.get<ControlPlanDto>(lina, `pFControlPlan/ControlPlan?projectId=${id}`);
    expect(plan.stale).toBe(false);
    expect(plan.header).toMatchObject({ phase: 'preLaunch', planNumber: 'CP-BC-2027-001' });
    expect(plan.lines.length).toBeGreaterThan(20);
    expect(plan.lines.every((line) => line.sampleSize !== '' && line.reactionPlan !== '' && !line.sourceGone)).toBe(
      true,
    );
    // Generating again finds nothing to change and keeps what the plant filled in.
    const again = await c.post<{ controlPlan: ControlPlanDto; changes: { unchanged: number } }>(
      zhangwei,
      'pFControlPlan/GenerateControlPlan',
      { projectId: id },
    );
    expect(again.changes.unchanged).toBe(plan.lines.length);
    expect(again.controlPlan.lines).toEqual(plan.lines);

    const charts = await c.get<ControlPlanChartDto[]>(lina, `pFControlPlan/ControlPlanCharts?projectId=${id}`);
    expect(charts).toHaveLength(1);
    const [groove] = charts;
    expect(plan.lines.find((line) => line.id === groove?.lineId)).toMatchObject({
      productCharacteristic: '车矩形密封槽',
      specialClass: 'SC',
    });
    expect(groove).toMatchObject({ status: 'ok', chartType: 'xbarR', n: 125, lsl: 4.2, usl: 4.25 });
    expect(groove?.cpk).toBeGreaterThan(1.33);
  });
});
