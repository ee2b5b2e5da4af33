import type { ResultTablesDto } from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from '../fmea/fmea-test-kit';

let t: TestApp;
let u: FmeaUsers;
let admin: string;
const c = fmeaClient(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'cf');
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t?.close());

describe('FMEA configuration', () => {
  it('reads the defaults, saves with the version it read, and refuses a stale save or a bad value', async () => {
    expect(await c.get(u.editor, 'fMEAConfigure/fMEAConfigure')).toEqual({
      isOpenProjectManage: false,
      version: 1,
    });
    const saved = await c.post(admin, 'fMEAConfigure/changeFMEAConfigure', {
      isOpenProjectManage: true,
      version: 1,
    });
    expect(saved).toEqual({ isOpenProjectManage: true, version: 2 });
    expect(await c.get(u.reader, 'fMEAConfigure/fMEAConfigure')).toEqual(saved);
    await c.refused(
      admin,
      'POST',
      `${API}/fMEAConfigure/changeFMEAConfigure`,
      { isOpenProjectManage: false, version: 1 },
      failure(409),
    );
    await c.refused(
      admin,
      'POST',
      `${API}/fMEAConfigure/changeFMEAConfigure`,
      { isOpenProjectManage: 'yes', version: 2 },
      failure(400, /^参数 isOpenProjectManage 无效/),
    );
    // A DFMEA engineer reads the configuration but may not change it; another tenant has its own.
    await c.refused(
      u.editor,
      'POST',
      `${API}/fMEAConfigure/changeFMEAConfigure`,
      { isOpenProjectManage: false, version: 2 },
      failure(403),
    );
    expect(await c.get(u.otherTenant, 'fMEAConfigure/fMEAConfigure')).toMatchObject({
      isOpenProjectManage: false,
      version: 1,
    });
    expect(await c.get(admin, 'fMEAConfigure/fMEAConfigure')).toEqual(saved);
  });

  it('asks an action of AP M chains too once DFMEA is configured so', async () => {
    const p = await c.createProject(u.owner, u);
    const n = await c.smallNet(u.editor, p.id);
    await c.linkFailures(u.editor, p.id, n.fc.id, n.fm.id);
    await c.linkFailures(u.editor, p.id, n.fm.id, n.fe1.id);
    // S 7, O 4, D 4 is AP M.
    const rated = await c.post<{ ap: string }>(u.editor, 'RelationMeasure/OrEditRelationMeasure', {
      projectId: p.id,
      modeId: n.fm.id,
      causeId: n.fc.id,
      version: 1,
      occurrence: 4,
      detection: 4,
    });
    expect(rated.ap).toBe('M');
    const results = () => c.get<ResultTablesDto>(u.editor, `FailureMode/DFMEAResultTables?projectId=${p.id}`);
    const progress = async () =>
      (await c.get<{ speedOfProgressh: number }>(u.editor, `ProjectAppServicecs/dFMEAProject?id=${p.id}`))
        .speedOfProgressh;
    expect(await results()).toMatchObject({ actionRequiredAp: 'H', highWithoutAction: 0 });
    expect(await progress()).toBe(6);

    const config = await c.get<{ version: number }>(u.editor, 'dFMEAConfigure/fMEAConfigure');
    await c.refused(
      u.editor,
      'PUT',
      `${API}/dFMEAConfigure/fMEAConfigure`,
      { actionRequiredAp: 'HM', version: config.version },
      failure(403),
    );
    await c.refused(
      admin,
      'PUT',
      `${API}/dFMEAConfigure/fMEAConfigure`,
      { actionRequiredAp: 'M', version: config.version },
      failure(400, /^参数 actionRequiredAp 无效/),
    );
    expect(
      await c.ok(admin, 'PUT', `${API}/dFMEAConfigure/fMEAConfigure`, {
        actionRequiredAp: 'HM',
        version: config.version,
      }),
    ).toEqual({ actionRequiredAp: 'HM', version: config.version + 1 });
    expect(await results()).toMatchObject({ actionRequiredAp: 'HM', highWithoutAction: 1 });
    expect(await progress()).toBe(5);
  });
});
