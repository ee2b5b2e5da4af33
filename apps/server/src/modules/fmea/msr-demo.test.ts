import {
  chainActionPriority,
  chainActionPriorityAfter,
  FMEA_KINDS,
  type FmeaNetDto,
  type FmeaProjectListItem,
  type FmeaTaskDto,
  type FormSheetDto,
  type ResultsVersionCompareDto,
  type ResultsVersionSummary,
  type ResultTablesDto,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { EXCEL_MAX_LIMITS } from '../../platform/excel/sheet-limits';
import { readSheets } from '../../platform/excel/sheet-reader';
import { API, fmeaClient } from './fmea-test-kit';
import { DEMO_MSR_ACTIONS, DEMO_MSR_CAUSES, DEMO_MSR_ELEMENTS } from './msr-demo-data';

const MSR = FMEA_KINDS.msr;
let t: TestApp;
let zhangwei: string;
let lina: string;
let id: string;
const c = fmeaClient(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  zhangwei = await t.login('zhangwei', 'Quality@123');
  lina = await t.login('lina', 'Audit@123');
  const list = await c.get<{ items: FmeaProjectListItem[] }>(zhangwei, 'MSRProject/fMEAMSRProjectList');
  id = list.items.find((item) => item.projectName === '电子驻车制动器 FMEA-MSR')?.id as string;
});
afterAll(() => t?.close());

describe('the demo FMEA-MSR (electric parking brake)', () => {
  it('is finished: progress 7, every chain rated, every H chain with an action, version 1 released, no change since', async () => {
    const list = await c.get<{ items: FmeaProjectListItem[] }>(zhangwei, 'MSRProject/fMEAMSRProjectList');
    expect(list.items.find((item) => item.id === id)).toMatchObject({
      type: 2,
      projectNO: 'MSR-EPB-2027-001',
      speedOfProgressh: 7,
      owerIdName: '张伟',
      isPower: true,
    });
    const { net } = await c.get<FmeaNetDto>(lina, `MSRPartsRelation/MSRPartsRelationList?projectId=${id}`);
    expect(net.elements).toHaveLength(DEMO_MSR_ELEMENTS.length);
    expect(net.risks.every((r) => r.systemResponse !== '' && r.mitigatedEffect !== '' && r.mitigatedSeverity)).toBe(
      true,
    );
    const results = await c.get<ResultTablesDto>(zhangwei, `MSRFailureMode/FMEAMSRResultTables?projectId=${id}`);
    expect(results.apBefore).toEqual({ H: 2, M: 4, L: 5, unrated: 0 });
    expect(results.highWithoutAction).toBe(0);
    const versions = await c.get<{ items: ResultsVersionSummary[] }>(
      lina,
      `MSRResultsVersion/MSRResultsVersionList?projectId=${id}`,
    );
    expect(versions.items).toMatchObject([{ number: 1, creatorName: '张伟' }]);
    const diff = await c.get<ResultsVersionCompareDto>(
      lina,
      `MSRResultsVersion/CompareMSRResultsVersion?fromId=${versions.items[0]?.id}`,
    );
    expect(diff.changes).toEqual([]);
  });

  it('rates every chain by chainActionPriority, the mitigated severity entering where M = 1', async () => {
    const sheet = await c.get<FormSheetDto>(lina, `MSRFailureMode/RiskAnalysisInfo?projectId=${id}`);
    expect(sheet.kind).toBe(MSR);
    expect(sheet.rows).toHaveLength(DEMO_MSR_CAUSES.length);
    for (const row of sheet.rows) {
      const risk = row.risk;
      const name = row.cause?.name;
      expect(risk, name).not.toBeNull();
      if (!risk) continue;
      const rule = chainActionPriority(MSR, {
        severity: row.severity,
        occurrence: risk.occurrence,
        detection: risk.detection,
        mitigatedSeverity: risk.mitigatedSeverity,
      });
      expect({ ap: row.ap, severity: row.apSeverity, mitigated: row.apMitigated }, name).toEqual(rule);
      expect(rule.ap, name).not.toBeNull();
      const after = chainActionPriorityAfter(MSR, row.severity, {
        ...risk,
        mitigatedSeverity: risk.mitigatedSeverity ?? null,
        mitigatedSeverityAfter: risk.mitigatedSeverityAfter ?? null,
      });
      expect({ ap: row.apAfter, severity: row.apAfterSeverity, mitigated: row.apAfterMitigated }, name).toEqual(
        after ? after : { ap: null, severity: null, mitigated: false },
      );
    }
    // M = 1 lets the mitigated severity enter, and it changes the priority: the worn motor brushes, S 10 → 5, H → M.
    const worn = sheet.rows.find((row) => row.cause?.name === '电机电刷磨损，堵转扭矩下降');
    expect(worn).toMatchObject({ severity: 10, apSeverity: 5, apMitigated: true, ap: 'M' });
    expect(worn?.risk).toMatchObject({ occurrence: 5, detection: 1, mitigatedSeverity: 5 });
    // M > 1 keeps the original S though a mitigated severity is rated: the gear creep, M 2, S 10 enters.
    const creep = sheet.rows.find((row) => row.cause?.name === '行星齿轮塑料齿圈高温蠕变断齿');
    expect(creep).toMatchObject({ severity: 10, apSeverity: 10, apMitigated: false, ap: 'M' });
    expect(creep?.risk).toMatchObject({ detection: 2, mitigatedSeverity: 6 });
    // The switch's H chain: after the monitoring and response actions M after 1, its mitigated severity after enters.
    const oxide = sheet.rows.find((row) => row.cause?.name === '开关触点氧化，双路信号不一致');
    expect(oxide).toMatchObject({ ap: 'H', apAfter: 'L', apAfterSeverity: 4, apAfterMitigated: true });
    expect(oxide?.actions.map((a) => a.type).sort()).toEqual(['monitoring', 'systemResponse']);
    expect(new Set(sheet.rows.flatMap((row) => row.actions.map((a) => a.type)))).toEqual(
      new Set(DEMO_MSR_ACTIONS.map((a) => a.type)),
    );
    expect(new Set(DEMO_MSR_ACTIONS.map((a) => a.type))).toEqual(
      new Set(['prevention', 'monitoring', 'systemResponse']),
    );
  });

  it('exports its form sheet in the MSR layout', async () => {
    const file = await c.get<{ fileName: string; contentBase64: string }>(
      zhangwei,
      `MSRFailureMode/ExportMSRRiskAnalysis?projectId=${id}`,
    );
    expect(file.fileName).toBe('MSR-EPB-2027-001_电子驻车制动器 FMEA-MSR.xlsx');
    const [form = []] = await readSheets(Buffer.from(file.contentBase64, 'base64'), 'xlsx', 2, EXCEL_MAX_LIMITS);
    expect(form[0]?.[0]).toBe('监视及系统响应失效模式及影响分析（FMEA-MSR）');
    const head = form.find((row) => row.includes('频率评级理由')) ?? [];
    for (const header of [
      '频率（F）',
      '当前诊断监视',
      '当前系统响应',
      '监视（M）',
      'MSR 措施优先级（AP）',
      '系统响应措施',
    ])
      expect(head, header).toContain(header);
    const cells = form.flat();
    for (const text of [
      '点亮驻车故障灯并禁止释放，保持夹紧状态',
      '重复释放 3 次后报警，降级为机械应急释放并提示驾驶员',
    ])
      expect(cells).toContain(text);
  });

  it('lina, on the team read-only, reads it but cannot change it', async () => {
    await c.refused(lina, 'POST', `${API}/MSRResultsVersion/MSRResultsVersion`, { projectId: id }, failure(403));
  });

  it('has all ten node tasks of zhangwei audited and approved', async () => {
    const tasks = await c.post<{ items: FmeaTaskDto[] }>(lina, 'MSRTask/AuditTaskList', { projectId: id });
    expect(tasks.items.map((task) => task.auditStatus)).toEqual(Array(10).fill(4));
    expect(tasks.items.every((task) => task.assigneeName === '张伟')).toBe(true);
  });
});
