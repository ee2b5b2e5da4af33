import { brotliDecompressSync } from 'node:zlib';
import type { ChainRiskRow, FmeaNetDto, FmeaProjectDto } from '@qis/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-app';
import { PreparedAnswer } from '../../platform/http/prepared-answer';
import { fmeaProjects } from './fmea-projects.tables';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';
import { NetAnswerCache, type NetAnswerKey } from './net-answer-cache';

// The whole-net read answers from memory while the project's net is unchanged: every statement that writes a net
// table raises the project's net revision (triggers of migration 0025), whoever writes it, and a raised revision is
// read afresh.

let t: TestApp;
let u: FmeaUsers;
const c = fmeaClient(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'nc');
});
afterAll(() => t?.close());

const revision = async (projectId: string) => {
  const [row] = await t.database.db
    .select({ netRevision: fmeaProjects.netRevision })
    .from(fmeaProjects)
    .where(eq(fmeaProjects.id, projectId));
  return row?.netRevision ?? Number.NaN;
};

async function ratedChain(p: FmeaProjectDto) {
  const n = await c.smallNet(u.editor, p.id);
  await c.linkFailures(u.editor, p.id, n.fc.id, n.fm.id);
  await c.linkFailures(u.editor, p.id, n.fm.id, n.fe1.id);
  return n;
}

describe('the net revision', () => {
  it('rises with every write to the net, through the API or not, and not with reads or header edits', async () => {
    const p = await c.createProject(u.owner, u);
    expect(await revision(p.id)).toBe(0);
    const n = await ratedChain(p);
    let last = await revision(p.id);
    expect(last).toBeGreaterThan(0);
    const rises = async (what: string) => {
      const now = await revision(p.id);
      expect(now, what).toBeGreaterThan(last);
      last = now;
    };

    await c.net(u.reader, p.id);
    expect(await revision(p.id), 'a read').toBe(last);

    await c.post<ChainRiskRow>(u.editor, 'RelationMeasure/OrEditRelationMeasure', {
      projectId: p.id,
      modeId: n.fm.id,
      causeId: n.fc.id,
      version: 1,
      occurrence: 4,
      detection: 6,
    });
    await rises('a rating');
    await c.element(u.editor, p.id, n.system.id, '制动盘');
    await rises('a new element');
    // Deleting the cause takes its link and chain risk with it (cascades count too).
    await c.post(u.editor, 'FailureMode/DelFailure', { projectId: p.id, id: n.fc.id, version: n.fc.version });
    await rises('a deleted cause');
    // A statement outside the services (a script, a migration, the import) is seen all the same.
    await t.database.db.execute(sql`update fmea_functions set name = name || '。' where project_id = ${p.id}`);
    await rises('a direct update');
  });
});

describe('ProjectAppServicecs/dFMEANet', () => {
  it('answers the same bytes while the net is unchanged and the changed net once it changed', async () => {
    const p = await c.createProject(u.owner, u);
    const n = await ratedChain(p);
    const url = `${API}/ProjectAppServicecs/dFMEANet?projectId=${p.id}`;
    const read = () => t.app.inject({ url, headers: bearer(u.reader) });
    const first = await read();
    const second = await read();
    expect(second.statusCode, second.body).toBe(200);
    expect(second.body).toBe(first.body);

    await t.database.db.execute(
      sql`update fmea_chain_risks set prevention_controls = '直接写入的预防控制' where project_id = ${p.id}`,
    );
    const changed = (await read()).json<{ data: FmeaNetDto }>().data;
    expect(changed.net.risks).toMatchObject([
      { modeId: n.fm.id, causeId: n.fc.id, preventionControls: '直接写入的预防控制' },
    ]);

    // The header's version is part of the answer: a header edit is seen although the net is the same.
    const project = await c.get<FmeaProjectDto>(u.owner, `ProjectAppServicecs/dFMEAProject?id=${p.id}`);
    await t.database.db
      .update(fmeaProjects)
      .set({ version: project.version + 1 })
      .where(eq(fmeaProjects.id, p.id));
    expect((await read()).json<{ data: FmeaNetDto }>().data.projectVersion).toBe(project.version + 1);
  });

  it('checks access before it answers from memory', async () => {
    const p = await c.createProject(u.owner, u);
    await ratedChain(p);
    const url = `${API}/ProjectAppServicecs/dFMEANet?projectId=${p.id}`;
    expect((await t.app.inject({ url, headers: bearer(u.reader) })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: bearer(u.outsider) })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: bearer(u.otherTenant) })).statusCode).toBe(404);
  });

  it('sends the kept answer compressed as the client accepts, decoding to the plain answer', async () => {
    const p = await c.createProject(u.owner, u);
    await ratedChain(p);
    const url = `${API}/ProjectAppServicecs/dFMEANet?projectId=${p.id}`;
    const plain = await t.app.inject({ url, headers: bearer(u.reader) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      const br = await t.app.inject({ url, headers: { ...bearer(u.reader), 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toMatch(/^application\/json/);
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });
});

describe('NetAnswerCache', () => {
  const key = (projectId: string, netRevision: number, projectVersion = 1): NetAnswerKey => ({
    tenantId: 't',
    projectId,
    kind: 0,
    netRevision,
    projectVersion,
  });
  const answer = (bytes: number) => new PreparedAnswer(Buffer.alloc(bytes));

  it('answers only the key it was kept for, and never goes back to an older revision', () => {
    const cache = new NetAnswerCache(1000);
    const kept = answer(10);
    cache.set(key('a', 2), kept);
    expect(cache.get(key('a', 2))).toBe(kept);
    expect(cache.get(key('a', 3))).toBeUndefined();
    expect(cache.get(key('a', 2, 2))).toBeUndefined();
    cache.set(key('a', 1), answer(10));
    expect(cache.get(key('a', 2))).toBe(kept);
  });

  it('lets the least recently used go beyond its byte budget', () => {
    const cache = new NetAnswerCache(100);
    cache.set(key('a', 1), answer(40));
    cache.set(key('b', 1), answer(40));
    cache.get(key('a', 1));
    cache.set(key('c', 1), answer(40));
    expect(cache.get(key('b', 1))).toBeUndefined();
    expect(cache.get(key('a', 1))).toBeDefined();
    expect(cache.get(key('c', 1))).toBeDefined();
    cache.set(key('d', 1), answer(101));
    expect(cache.size).toBe(2);
  });

  it('lets requests for the same net wait for the one reading it, and read it themselves when that one fails', async () => {
    const cache = new NetAnswerCache(1000);
    let made = 0;
    let release: (answer: PreparedAnswer) => void = () => {};
    const make = () => {
      made++;
      return new Promise<PreparedAnswer>((resolve) => {
        release = resolve;
      });
    };
    const first = cache.answer(key('a', 1), make);
    const second = cache.answer(key('a', 1), make);
    const kept = answer(10);
    release(kept);
    expect(await first).toBe(kept);
    expect(await second).toBe(kept);
    expect(made).toBe(1);

    const failing = cache.answer(key('b', 1), () => Promise.reject(new Error('read failed')));
    const waiting = cache.answer(key('b', 1), async () => answer(5));
    await expect(failing).rejects.toThrow('read failed');
    expect((await waiting).bytes).toBe(5);
  });
});
