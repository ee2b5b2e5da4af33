import { brotliDecompressSync } from 'node:zlib';
import {
  type ChainRiskRow,
  type FmeaNetDto,
  type FmeaProjectDto,
  getDfmeaNet,
  type OptimizationAction,
} from '@qis/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-app';
import { PreparedAnswer, prepareAnswer } from '../../platform/http/prepared-answer';
import { fmeaProjects } from './fmea-projects.tables';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';
import type { NetPartKey } from './net-answer';
import { NetAnswerCache, type NetAnswerKey, type NetAnswerMaker } from './net-answer-cache';
import { loadNet, NET_PART_TABLES } from './net-load';

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

const revisions = async (projectId: string) => {
  const [row] = await t.database.db
    .select({ netRevision: fmeaProjects.netRevision, tables: fmeaProjects.netTableRevisions })
    .from(fmeaProjects)
    .where(eq(fmeaProjects.id, projectId));
  if (!row) throw new Error(`no project ${projectId}`);
  return row;
};
const revision = async (projectId: string) => (await revisions(projectId)).netRevision;

/** The dFMEANet answer as the project is now, made from the whole net read afresh (as before anything was kept). */
async function freshAnswer(projectId: string): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(fmeaProjects).where(eq(fmeaProjects.id, projectId));
    const net = await loadNet(tx as never, projectId);
    const data = { projectId, kind: 0, projectVersion: row?.version ?? 0, net };
    return prepareAnswer(getDfmeaNet, data).json.toString();
  });
}

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

  it('notes per net table the revision of its last change, cascades included', async () => {
    const p = await c.createProject(u.owner, u);
    const n = await ratedChain(p);
    const before = await revisions(p.id);
    await c.post(u.editor, 'RelationMeasure/OrEditRelationMeasure', {
      projectId: p.id,
      modeId: n.fm.id,
      causeId: n.fc.id,
      version: 1,
      occurrence: 3,
      detection: 5,
    });
    const rated = await revisions(p.id);
    expect(rated.tables).toEqual({ ...before.tables, fmea_chain_risks: rated.netRevision });
    await c.post(u.editor, 'FailureMode/DelFailure', { projectId: p.id, id: n.fc.id, version: n.fc.version });
    const deleted = await revisions(p.id);
    for (const table of ['fmea_failures', 'fmea_failure_links', 'fmea_chain_risks'])
      expect(deleted.tables[table], table).toBeGreaterThan(rated.netRevision);
    expect(deleted.tables.fmea_elements).toBe(rated.tables.fmea_elements);
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

  it('answers after every kind of change exactly the net read afresh, re-reading from a kept answer', async () => {
    const p = await c.createProject(u.owner, u);
    const other = await c.createProject(u.owner, u);
    const n = await ratedChain(p);
    await ratedChain(other);
    const url = (id: string) => `${API}/ProjectAppServicecs/dFMEANet?projectId=${id}`;
    const read = async (id = p.id) => {
      const answer = await t.app.inject({ url: url(id), headers: bearer(u.reader) });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.body;
    };
    const same = async (what: string) => expect(await read(), what).toBe(await freshAnswer(p.id));
    await same('first read');
    const otherBefore = await read(other.id);
    let riskVersion = 1;
    const rate = async (occurrence: number) => {
      const saved = await c.post<ChainRiskRow>(u.editor, 'RelationMeasure/OrEditRelationMeasure', {
        projectId: p.id,
        modeId: n.fm.id,
        causeId: n.fc.id,
        version: riskVersion,
        occurrence,
        detection: 6,
      });
      riskVersion = saved.version;
    };

    await rate(4);
    await same('a rating');
    await rate(2);
    await same('a second rating');
    const element = await c.element(u.editor, p.id, n.system.id, '制动盘');
    await same('a new element');
    await c.post<OptimizationAction>(u.editor, 'Optimizations/EditEditOptimization', {
      projectId: p.id,
      modeId: n.fm.id,
      causeId: n.fc.id,
      type: 'prevention',
      description: '钳体增加加强筋',
      responsibleId: u.ids.editor,
      targetDate: '2026-12-31',
    });
    await same('an action');
    await t.database.db.execute(sql`update fmea_functions set name = name || '。' where project_id = ${p.id}`);
    await same('a direct update of the functions');
    await t.database.db.execute(
      sql`delete from fmea_failure_links where project_id = ${p.id} and effect_id = ${n.fe1.id}`,
    );
    await same('a link deleted directly');
    await c.post(u.editor, 'FailureMode/DelFailure', { projectId: p.id, id: n.fc.id, version: n.fc.version });
    await same('a deleted cause, its link and risk with it');
    await c.post(u.editor, 'PartsRelation/DelPartsRelation', {
      projectId: p.id,
      id: element.id,
      version: element.version,
    });
    await same('a deleted element');
    const project = await c.get<FmeaProjectDto>(u.owner, `ProjectAppServicecs/dFMEAProject?id=${p.id}`);
    await t.database.db
      .update(fmeaProjects)
      .set({ version: project.version + 1 })
      .where(eq(fmeaProjects.id, p.id));
    await same('a header edit');
    // The other project's answer is its own, unchanged by all of this.
    expect(await read(other.id)).toBe(otherBefore);
    expect(otherBefore).toBe(await freshAnswer(other.id));
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
  const key = (projectId: string, netRevision: number, projectVersion = 1, tenantId = 't'): NetAnswerKey => ({
    tenantId,
    projectId,
    kind: 0,
    netRevision,
    projectVersion,
  });

  /**
   * A project's net as a database keeps it: each part one value, the net revision raised by every write, each
   * table's entry set to the revision of its last write (the triggers of migrations 0025 and 0029). `maker` reads
   * it as getNet does and counts the parts it read; `beforeRead` runs before each read (a write landing meanwhile).
   */
  function fakeNet() {
    const db = {
      netRevision: 0,
      version: 1,
      tableRevisions: {} as Record<string, number>,
      values: Object.fromEntries(Object.keys(NET_PART_TABLES).map((part) => [part, 0])) as Record<NetPartKey, number>,
    };
    const reads: NetPartKey[][] = [];
    let beforeRead = () => {};
    const write = (...parts: NetPartKey[]) => {
      db.netRevision++;
      for (const part of parts) {
        db.values[part]++;
        db.tableRevisions[NET_PART_TABLES[part]] = db.netRevision;
      }
    };
    const state = () => ({
      netRevision: db.netRevision,
      version: db.version,
      tableRevisions: { ...db.tableRevisions },
    });
    const maker: NetAnswerMaker = {
      async read(parts) {
        beforeRead();
        reads.push(parts);
        return { state: state(), parts: new Map(parts.map((part) => [part, Buffer.from(String(db.values[part]))])) };
      },
      assemble(at, parts) {
        const net = Object.fromEntries([...parts].map(([part, json]) => [part, Number(json.toString())]));
        const json = Buffer.from(JSON.stringify({ version: at.version, net }));
        return { answer: new PreparedAnswer(json), parts: new Map(parts) };
      },
    };
    /** The answer for the project as a request's access check reads it now. */
    const request = (cache: NetAnswerCache, tenantId = 't') =>
      cache
        .answer(key('p', db.netRevision, db.version, tenantId), { ...db.tableRevisions }, maker)
        .then((answer) => JSON.parse(answer.json.toString()) as { version: number; net: Record<NetPartKey, number> });
    const expected = () => ({ version: db.version, net: db.values });
    return {
      db,
      reads,
      write,
      request,
      expected,
      maker,
      onRead: (work: () => void) => {
        beforeRead = work;
      },
    };
  }

  it('reads the whole net once, then only the parts whose table changed, and no part for a header edit', async () => {
    const cache = new NetAnswerCache();
    const net = fakeNet();
    net.write('elements', 'functions', 'failures', 'failureLinks', 'risks');
    expect(await net.request(cache)).toEqual(net.expected());
    expect(net.reads).toEqual([Object.keys(NET_PART_TABLES)]);
    expect(await net.request(cache)).toEqual(net.expected());
    expect(net.reads).toHaveLength(1);

    net.write('risks');
    expect(await net.request(cache)).toEqual(net.expected());
    expect(net.reads[1]).toEqual(['risks']);
    // A deleted cause: its links and chain risks go with it (cascades are statements of their own tables).
    net.write('failures');
    net.write('failureLinks');
    net.write('risks');
    expect(await net.request(cache)).toEqual(net.expected());
    expect(net.reads[2]).toEqual(['failures', 'failureLinks', 'risks']);
    net.db.version++;
    expect(await net.request(cache)).toEqual(net.expected());
    expect(net.reads).toHaveLength(3);
  });

  it('makes every part of the answer the part as of one state when the net changes during the read', async () => {
    const cache = new NetAnswerCache();
    const net = fakeNet();
    await net.request(cache);
    net.write('risks');
    // The request's access check saw the rating edit; an element lands before its read of the risks.
    net.onRead(() => {
      net.onRead(() => {});
      net.write('elements');
    });
    expect(await net.request(cache)).toEqual(net.expected());
    expect(net.reads.slice(1)).toEqual([['risks'], ['elements']]);

    // Writes keep landing: after two reads that found the net changed, the whole net is read in one statement.
    net.write('risks');
    let writes = 0;
    net.onRead(() => {
      if (writes++ < 3) net.write(writes % 2 ? 'actions' : 'dvp');
    });
    expect(await net.request(cache)).toEqual(net.expected());
    expect(net.reads.slice(3)).toEqual([['risks'], ['actions'], Object.keys(NET_PART_TABLES)]);
  });

  it('does not use a part read at a later state for an older one, nor parts kept for another tenant', async () => {
    const cache = new NetAnswerCache();
    const net = fakeNet();
    await net.request(cache);
    const old = { ...net.db.tableRevisions };
    net.write('elements');
    await net.request(cache);
    // A request whose access check read the project before that write: the elements kept are newer than its state.
    const answer = await cache.answer(key('p', 0), old, net.maker);
    expect(JSON.parse(answer.json.toString())).toEqual(net.expected());
    expect(net.reads.at(-1)).toEqual(['elements']);

    const reads = net.reads.length;
    expect(await net.request(cache, 'other')).toEqual(net.expected());
    expect(net.reads.slice(reads)).toEqual([Object.keys(NET_PART_TABLES)]);
  });

  it('answers only the key it was kept for, and never goes back to an older revision', async () => {
    const cache = new NetAnswerCache();
    const net = fakeNet();
    net.write('risks');
    const kept = await cache.answer(key('p', 1), { ...net.db.tableRevisions }, net.maker);
    expect(cache.get(key('p', 1))).toBe(kept);
    expect(cache.get(key('p', 2))).toBeUndefined();
    expect(cache.get(key('p', 1, 2))).toBeUndefined();
    expect(cache.get(key('p', 1, 1, 'other'))).toBeUndefined();
    // A request that read revision 0 is answered the net as of revision 1 (its read finds it so), kept or not.
    await cache.answer(key('p', 0), {}, net.maker);
    expect(cache.get(key('p', 1))).toBeDefined();
  });

  it('lets the least recently used go beyond its byte budget', async () => {
    const sized = (bytes: number): NetAnswerMaker => ({
      read: async (parts) => ({
        state: { netRevision: 1, version: 1, tableRevisions: {} },
        parts: new Map(parts.map((part) => [part, Buffer.alloc(0)])),
      }),
      assemble: (_, parts) => ({ answer: new PreparedAnswer(Buffer.alloc(bytes)), parts }),
    });
    const cache = new NetAnswerCache(100);
    await cache.answer(key('a', 1), {}, sized(40));
    await cache.answer(key('b', 1), {}, sized(40));
    cache.get(key('a', 1));
    await cache.answer(key('c', 1), {}, sized(40));
    expect(cache.get(key('b', 1))).toBeUndefined();
    expect(cache.get(key('a', 1))).toBeDefined();
    expect(cache.get(key('c', 1))).toBeDefined();
    await cache.answer(key('d', 1), {}, sized(101));
    expect(cache.size).toBe(2);
  });

  it('lets requests for the same net wait for the one reading it, and read it themselves when that one fails', async () => {
    const cache = new NetAnswerCache();
    const net = fakeNet();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: NetAnswerMaker = { ...net.maker, read: (parts) => gate.then(() => net.maker.read(parts)) };
    const first = cache.answer(key('p', 0), {}, slow);
    const second = cache.answer(key('p', 0), {}, slow);
    release();
    expect(await second).toBe(await first);
    expect(net.reads).toHaveLength(1);

    const failing = cache.answer(
      key('q', 0),
      {},
      { ...net.maker, read: () => Promise.reject(new Error('read failed')) },
    );
    const waiting = cache.answer(key('q', 0), {}, net.maker);
    await expect(failing).rejects.toThrow('read failed');
    expect(JSON.parse((await waiting).json.toString())).toEqual(net.expected());
  });
});
