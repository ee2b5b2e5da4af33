import type { ChainRiskRow, DvpLine, OptimizationAction, ResultTablesDto, RiskDistributionDto } from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

let t: TestApp;
let u: FmeaUsers;
const c = fmeaClient(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'fo');
});
afterAll(() => t?.close());

describe('optimization and DVP&R', () => {
  it('an action on a chain, the ratings after it, a DVP line tied to both, and the result tables', async () => {
    const p = await c.createProject(u.owner, u);
    const n = await c.smallNet(u.editor, p.id);
    await c.linkFailures(u.editor, p.id, n.fc.id, n.fm.id);
    await c.linkFailures(u.editor, p.id, n.fm.id, n.fe2.id);
    const chain = { projectId: p.id, modeId: n.fm.id, causeId: n.fc.id };
    const rated = await c.post<ChainRiskRow>(u.editor, 'RelationMeasure/OrEditRelationMeasure', {
      ...chain,
      version: 1,
      occurrence: 5,
      detection: 5,
    });
    expect(rated.ap).toBe('H');

    await c.refused(
      u.editor,
      'POST',
      `${API}/Optimizations/EditEditOptimization`,
      { ...chain, causeId: n.fc2.id, type: 'prevention', description: '加强筋' },
      failure(404),
    );
    await c.refused(
      u.editor,
      'POST',
      `${API}/Optimizations/EditEditOptimization`,
      { ...chain, type: 'prevention', description: '' },
      failure(400, /^参数 description 无效/),
    );
    const action = await c.post<OptimizationAction>(u.editor, 'Optimizations/EditEditOptimization', {
      ...chain,
      type: 'prevention',
      description: '钳体增加加强筋',
      responsibleId: u.ids.editor,
      targetDate: '2026-12-31',
    });
    expect(action).toMatchObject({ status: 'open', version: 1 });
    const done = await c.post<OptimizationAction>(u.editor, 'Optimizations/EditEditOptimization', {
      ...chain,
      id: action.id,
      version: 1,
      type: 'prevention',
      description: '钳体增加加强筋',
      status: 'completed',
      actionTaken: 'CAE 复核应力降低 30%',
      completionDate: '2026-12-20',
    });
    expect(done).toMatchObject({ status: 'completed', version: 2 });
    const after = await c.post<ChainRiskRow>(u.editor, 'Optimizations/CurrentMeasures', {
      ...chain,
      version: rated.version,
      occurrenceAfter: 2,
    });
    expect(after).toMatchObject({ ap: 'H', occurrenceAfter: 2, detectionAfter: null, apAfter: 'M' });

    const line = await c.post<DvpLine>(u.editor, 'DVPAndRs/OrEditDVPAndRs', {
      ...chain,
      actionId: action.id,
      testName: '钳体强度试验',
      sampleSize: 3,
      plannedStart: '2026-12-01',
      plannedEnd: '2026-12-15',
    });
    await c.refused(
      u.editor,
      'POST',
      `${API}/DVPAndRs/OrEditDVPAndRs`,
      { projectId: p.id, testName: 'x', plannedStart: '2026-12-15', plannedEnd: '2026-12-01' },
      failure(400, /^参数 plannedEnd 无效/),
    );
    const page = await c.get<{ items: DvpLine[]; totalCount: number }>(
      u.reader,
      `DVPAndRs/DVPAndRsPage?projectId=${p.id}`,
    );
    expect(page).toMatchObject({ totalCount: 1, items: [{ id: line.id, actionId: action.id, status: 'planned' }] });

    const tables = await c.get<ResultTablesDto>(u.reader, `FailureMode/DFMEAResultTables?projectId=${p.id}`);
    expect(tables).toMatchObject({ apBefore: { H: 1 }, apAfter: { M: 1 }, highWithoutAction: 0 });
    expect(tables.actionStatus.completed).toBe(1);
    const distribution = await c.get<RiskDistributionDto>(
      u.reader,
      `FailureMode/AP_S_RPNDistribution?projectId=${p.id}`,
    );
    expect(distribution).toMatchObject({ chains: 1, ap: { H: 1, unrated: 0 }, apAfter: { M: 1, H: 0 } });
    expect(distribution.severity[8]).toBe(1);
    expect(distribution.rpn[2]).toBe(1);

    // Deleting the action keeps the DVP line, untied; a stale delete is 409.
    await c.refused(
      u.editor,
      'POST',
      `${API}/Optimizations/DelOptimization`,
      { projectId: p.id, id: action.id, version: 1 },
      failure(409),
    );
    await c.post(u.editor, 'Optimizations/DelOptimization', { projectId: p.id, id: action.id, version: 2 });
    const kept = await c.get<{ items: DvpLine[] }>(u.reader, `DVPAndRs/DVPAndRsPage?projectId=${p.id}`);
    expect(kept.items[0]).toMatchObject({ id: line.id, actionId: null, modeId: n.fm.id });
    await c.post(u.editor, 'DVPAndRs/DelDVPAndRs', { projectId: p.id, id: line.id, version: line.version });
    expect((await c.net(u.owner, p.id)).net.dvp).toEqual([]);
  });
});
