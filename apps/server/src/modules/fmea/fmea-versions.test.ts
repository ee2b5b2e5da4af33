import type { ResultsVersionCompareDto, ResultsVersionDto, ResultsVersionSummary } from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

let t: TestApp;
let u: FmeaUsers;
const c = fmeaClient(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'fv');
});
afterAll(() => t?.close());

describe('results versions', () => {
  it('are immutable snapshots, numbered per project, whose diff names added, removed and changed elements', async () => {
    const p = await c.createProject(u.owner, u);
    const n = await c.smallNet(u.editor, p.id);
    await c.linkFailures(u.editor, p.id, n.fc.id, n.fm.id);
    await c.linkFailures(u.editor, p.id, n.fm.id, n.fe2.id);
    // Nested values (the P-diagram's noise) compare equal however jsonb orders their keys.
    await c.post(u.editor, 'PCharts/PCharts', {
      projectId: p.id,
      elementId: n.system.id,
      inputs: ['制动液压力'],
      idealOutputs: ['夹紧力'],
      noise: {
        pieceToPiece: ['缸孔尺寸波动'],
        changeOverTime: ['密封圈老化'],
        customerUsage: ['频繁紧急制动'],
        externalEnvironment: ['盐雾'],
        systemInteractions: ['制动盘热变形'],
      },
      controlFactors: ['活塞直径'],
      errorStates: ['拖滞'],
    });
    const v1 = await c.post<ResultsVersionSummary>(u.editor, 'ResultsVersion/ResultsVersion', {
      projectId: p.id,
      note: '首次发布',
    });
    expect(v1).toMatchObject({
      number: 1,
      note: '首次发布',
      creatorId: u.ids.editor,
      apTableVersion: p.apTableVersion,
    });
    const snapshot = await c.get<ResultsVersionDto>(u.reader, `ResultsVersion/ResultsVersion?id=${v1.id}`);
    expect(snapshot.header).toMatchObject({ projectName: p.projectName, ownerId: u.ids.owner });
    expect(snapshot.net.failures).toHaveLength(5);

    // Later edits of the net: rename the housing, delete the piston's cause (and its chain), add an element, rate.
    await c.post(u.editor, 'PartsRelation/OrEditPartsRelation', {
      projectId: p.id,
      id: n.housing.id,
      version: n.housing.version,
      parentId: n.system.id,
      type: 'component',
      name: '钳体（铸铁 QT450）',
    });
    await c.post(u.editor, 'FailureMode/DelFailure', { projectId: p.id, id: n.fc2.id, version: n.fc2.version });
    const bracket = await c.element(u.editor, p.id, n.system.id, '支架');
    await c.post(u.editor, 'RelationMeasure/OrEditRelationMeasure', {
      projectId: p.id,
      modeId: n.fm.id,
      causeId: n.fc.id,
      version: 1,
      occurrence: 3,
      detection: 4,
    });

    // The version is as it was.
    expect(await c.get<ResultsVersionDto>(u.reader, `ResultsVersion/ResultsVersion?id=${v1.id}`)).toEqual(snapshot);

    const live = await c.get<ResultsVersionCompareDto>(
      u.reader,
      `ResultsVersion/CompareResultsVersion?fromId=${v1.id}`,
    );
    expect(live.to).toBeNull();
    const named = live.changes.map((ch) => [ch.part, ch.change, ch.label, [...ch.fields].sort()]);
    expect(named).toEqual(
      expect.arrayContaining([
        ['elements', 'added', '支架', []],
        ['elements', 'changed', '钳体（铸铁 QT450）', ['name']],
        ['failures', 'removed', '缸孔尺寸超差', []],
        ['risks', 'changed', '钳体变形 ← 活塞卡滞', ['detection', 'occurrence']],
      ]),
    );

    const v2 = await c.post<ResultsVersionSummary>(u.owner, 'ResultsVersion/ResultsVersion', { projectId: p.id });
    expect(v2.number).toBe(2);
    const between = await c.get<ResultsVersionCompareDto>(
      u.reader,
      `ResultsVersion/CompareResultsVersion?fromId=${v1.id}&toId=${v2.id}`,
    );
    expect(between.changes).toEqual(live.changes);
    expect(live.changes.filter((ch) => ch.part === 'pDiagrams')).toEqual([]);
    const list = await c.get<{ items: ResultsVersionSummary[] }>(
      u.reader,
      `ResultsVersion/ResultsVersionList?projectId=${p.id}`,
    );
    expect(list.items.map((v) => v.number)).toEqual([2, 1]);
    expect(bracket.name).toBe('支架');

    // A released version counts for progress stage 7 only once every earlier step is reached; no call edits it.
    await c.refused(u.reader, 'POST', `${API}/ResultsVersion/ResultsVersion`, { projectId: p.id }, failure(403));
    await c.refused(u.otherTenant, 'GET', `${API}/ResultsVersion/ResultsVersion?id=${v1.id}`, undefined, failure(404));
  });
});
