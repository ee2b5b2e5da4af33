import {
  ALL_MODULES,
  MODULE_CATEGORIES,
  type ModuleCategoryDto,
  type ModuleDto,
  RECENT_VISITS_LIMIT,
  type RecentVisitDto,
} from '@qis/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-app';
import {
  type CreatedTenant,
  type CreatedUser,
  createRole,
  createTenantWithAdmin,
  createUser,
  tenantIdByName,
} from '../../../test/factories';
import { moduleFavourites, moduleVisits, operationLogs, tenantTrafficDays } from '../../db/tables';
import { withTenant } from '../../platform/db/tenant-transaction';
import { localDay, TrafficCounter } from '../../platform/traffic/traffic-counter';

let t: TestApp;
let tenantA: string;
let tenantB: CreatedTenant;
let adminToken: string;
let tenantBToken: string;
// Users of tenant A made here, so the demo seed's favourites and visits do not show in their answers.
let plain: CreatedUser; // no role: only the modules without a menu point
let fmeaUser: CreatedUser; // a role granting FMEAManager only
let neighbour: CreatedUser; // no role, never stars or visits anything
let visitor: CreatedUser; // no role, for the limit of recent visits
const tokens: Record<string, string> = {};

const GIGABYTE = 1024 ** 3;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenantA = await tenantIdByName(db);
  const fmeaRole = await createRole(db, { tenantId: tenantA, name: 'FMEA only', grants: { FMEAManager: ['query'] } });
  plain = await createUser(db, { tenantId: tenantA, userName: 'home.plain', password: 'Plain@123' });
  fmeaUser = await createUser(db, { tenantId: tenantA, userName: 'home.fmea', password: 'Fmea@123' }, [fmeaRole]);
  neighbour = await createUser(db, { tenantId: tenantA, userName: 'home.neighbour', password: 'Neighbour@123' });
  visitor = await createUser(db, { tenantId: tenantA, userName: 'home.visitor', password: 'Visitor@123' });
  tenantB = await createTenantWithAdmin(db, { name: 'home-b', adminUserName: 'admin', adminPassword: 'HomeB@456' });
  adminToken = await t.login('admin', 'Admin@123');
  tenantBToken = await t.login('admin', 'HomeB@456', 'home-b');
  for (const user of [plain, fmeaUser, neighbour, visitor])
    tokens[user.userName] = await t.login(user.userName, user.password);
});
afterAll(() => t?.close());

const { nothingWritten } = apiClient(() => t);

const tokenOf = (user: CreatedUser) => tokens[user.userName] as string;

type ModuleDtoBody = ModuleDto;
type CategoryBody = ModuleCategoryDto;
type VisitBody = RecentVisitDto;

async function menu(token: string): Promise<CategoryBody[]> {
  const res = await t.app.inject({ url: '/qis/api/app/common/modules', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const menuKeys = async (token: string) => (await menu(token)).flatMap((c) => c.moduleDtos.map((m) => m.moduleKey));
const starredInMenu = async (token: string) =>
  (await menu(token)).flatMap((c) => c.moduleDtos.filter((m) => m.collectionStatus).map((m) => m.moduleKey));

const star = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/qis/api/app/homeIndex/collectionMenu',
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
const visit = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/qis/api/app/homeIndex/recentVisitCount',
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });

async function visitOk(token: string, moduleCode: number) {
  const res = await visit(token, { moduleCode });
  expect(res.json(), res.body).toEqual({ code: 0, message: '', data: null });
}

async function home(token: string): Promise<{ favourites: ModuleDtoBody[]; recentVisits: VisitBody[] }> {
  const res = await t.app.inject({ url: '/qis/api/app/homeIndex/homeIndex', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const codeOf = (key: string) => {
  const module = ALL_MODULES.find((m) => m.key === key);
  if (!module) throw new Error(`no module ${key}`);
  return module.code;
};
const openModules = ALL_MODULES.filter((m) => m.permission === undefined);

describe('GET /qis/api/app/common/modules: the module menu', () => {
  it('lists every catalogue module to the administrator, grouped by category in catalogue order', async () => {
    const categories = await menu(adminToken);
    expect(categories.map((c) => c.moduleCategaryName)).toEqual(MODULE_CATEGORIES.map((c) => c.name));
    for (const [i, category] of categories.entries()) {
      expect(category.moduleDtos.map((m) => m.moduleKey)).toEqual(MODULE_CATEGORIES[i]?.modules.map((m) => m.key));
    }
    expect(categories.flatMap((c) => c.moduleDtos)).toHaveLength(ALL_MODULES.length);
  });

  it('answers the spec’s field names letter for letter, and marks unbuilt modules isCannotDevelop', async () => {
    const categories = await menu(adminToken);
    expect(Object.keys(categories[0] ?? {}).sort()).toEqual(['moduleCategaryName', 'moduleDtos']);
    for (const dto of categories.flatMap((c) => c.moduleDtos)) {
      const module = ALL_MODULES.find((m) => m.key === dto.moduleKey);
      expect(dto).toEqual({
        moduleKey: module?.key,
        moduleName: module?.name,
        moduleCode: module?.code,
        home: module?.home,
        isCannotDevelop: !module?.built,
        collectionStatus: expect.any(Boolean),
      });
    }
    expect(categories.flatMap((c) => c.moduleDtos).filter((m) => m.isCannotDevelop).length).toBeGreaterThan(0);
  });

  it('shows the demo seed’s favourites of the administrator as collectionStatus', async () => {
    expect((await starredInMenu(adminToken)).sort()).toEqual(['fmea', 'qfd', 'system']);
  });

  it('hides every module behind a menu point from a user without any role, and keeps no empty category', async () => {
    const categories = await menu(tokenOf(plain));
    expect(categories.flatMap((c) => c.moduleDtos.map((m) => m.moduleKey))).toEqual(openModules.map((m) => m.key));
    for (const category of categories) expect(category.moduleDtos.length).toBeGreaterThan(0);
    expect(await menuKeys(tokenOf(plain))).not.toContain('fmea');
  });

  it('shows a gated module to a user whose role grants its point, and only that one', async () => {
    const keys = await menuKeys(tokenOf(fmeaUser));
    expect(keys).toContain('fmea');
    for (const hidden of ['qfd', 'qam', 'system', 'workflow']) expect(keys).not.toContain(hidden);
  });
});

describe('POST /qis/api/app/homeIndex/collectionMenu: favourites', () => {
  it('toggles a favourite and shows it in collectionStatus and in the home page’s favourites', async () => {
    const token = tokenOf(plain);
    const on = await star(token, { moduleKey: 'spc' });
    expect(on.json()).toEqual({ code: 0, message: '', data: { moduleKey: 'spc', collectionStatus: true } });
    expect(await starredInMenu(token)).toEqual(['spc']);
    await star(token, { moduleKey: 'supplier' });
    const favourites = (await home(token)).favourites;
    // In the order they were starred, in the menu's shape.
    expect(favourites.map((f) => f.moduleKey)).toEqual(['spc', 'supplier']);
    expect(favourites[0]).toEqual({
      moduleKey: 'spc',
      moduleName: 'SPC',
      moduleCode: 213,
      home: '/spc',
      isCannotDevelop: true,
      collectionStatus: true,
    });

    const off = await star(token, { moduleKey: 'spc' });
    expect(off.json().data).toEqual({ moduleKey: 'spc', collectionStatus: false });
    expect(await starredInMenu(token)).toEqual(['supplier']);
    expect((await home(token)).favourites.map((f) => f.moduleKey)).toEqual(['supplier']);
  });

  it('writes each toggle to the operation log', async () => {
    const rows = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.userId, plain.id), eq(operationLogs.endpoint, 'collectionMenu')));
    expect(rows).toHaveLength(3);
  });

  it('refuses to star a module the user may not open: 403', async () => {
    const res = await star(tokenOf(plain), { moduleKey: 'fmea' });
    expect(res.statusCode).toBe(403);
  });

  it('leaves out of the home page a favourite the user can no longer open', async () => {
    await t.database.db.insert(moduleFavourites).values({ tenantId: tenantA, userId: fmeaUser.id, moduleKey: 'qfd' });
    await star(tokenOf(fmeaUser), { moduleKey: 'fmea' });
    expect((await home(tokenOf(fmeaUser))).favourites.map((f) => f.moduleKey)).toEqual(['fmea']);
  });
});

describe('POST /qis/api/app/homeIndex/recentVisitCount: recent visits', () => {
  it('counts visits and orders them most recent first', async () => {
    const token = tokenOf(plain);
    await visitOk(token, codeOf('spc'));
    await visitOk(token, codeOf('spc'));
    await visitOk(token, codeOf('supplier'));
    let visits = (await home(token)).recentVisits;
    expect(visits.map((v) => [v.moduleKey, v.visitCount])).toEqual([
      ['supplier', 1],
      ['spc', 2],
    ]);
    expect(visits[0]).toMatchObject({ moduleName: '供应商管理', moduleCode: 1, home: '/supplier' });
    const [latest, earlier] = visits.map((v) => Date.parse(v.lastVisitAt));
    expect(new Date(latest as number).toISOString()).toBe(visits[0]?.lastVisitAt);
    expect(latest).toBeGreaterThanOrEqual(earlier as number);

    await visitOk(token, codeOf('spc'));
    visits = (await home(token)).recentVisits;
    expect(visits.map((v) => [v.moduleKey, v.visitCount])).toEqual([
      ['spc', 3],
      ['supplier', 1],
    ]);
  });

  it(`answers at most ${RECENT_VISITS_LIMIT}, the most recent`, async () => {
    const token = tokenOf(visitor);
    const visited = openModules.slice(0, RECENT_VISITS_LIMIT + 2);
    for (const module of visited) await visitOk(token, module.code);
    const visits = (await home(token)).recentVisits;
    expect(visits.map((v) => v.moduleKey)).toEqual(
      visited
        .slice(-RECENT_VISITS_LIMIT)
        .map((m) => m.key)
        .reverse(),
    );
  });

  it('refuses a visit to a module the user may not open: 403', async () => {
    const res = await visit(tokenOf(plain), { moduleCode: codeOf('qfd') });
    expect(res.statusCode).toBe(403);
  });
});

describe('isolation of favourites and visits', () => {
  it('shows another user of the same tenant none of them', async () => {
    const token = tokenOf(neighbour);
    expect(await home(token)).toEqual({ favourites: [], recentVisits: [] });
    expect(await starredInMenu(token)).toEqual([]);
  });

  it('keeps another tenant’s apart in both directions', async () => {
    await star(tenantBToken, { moduleKey: 'doe' });
    await visitOk(tenantBToken, codeOf('anova'));
    const b = await home(tenantBToken);
    expect(b.favourites.map((f) => f.moduleKey)).toEqual(['doe']);
    expect(b.recentVisits.map((v) => v.moduleKey)).toEqual(['anova']);

    const a = await home(adminToken);
    expect(a.favourites.map((f) => f.moduleKey)).not.toContain('doe');
    expect(a.recentVisits.map((v) => v.moduleKey)).not.toContain('anova');
    expect(await starredInMenu(adminToken)).not.toContain('doe');
  });

  it('is enforced by row-level security, not only by the queries', async () => {
    const db = t.database.db;
    for (const table of [moduleFavourites, moduleVisits]) {
      const asB = await withTenant(db, tenantB.tenantId, (tx) => tx.select().from(table));
      expect(asB.length).toBeGreaterThan(0);
      expect(new Set(asB.map((r) => r.tenantId))).toEqual(new Set([tenantB.tenantId]));
      const asA = await withTenant(db, tenantA, (tx) => tx.select().from(table));
      expect(asA.some((r) => r.tenantId === tenantB.tenantId)).toBe(false);
    }
    const write = withTenant(db, tenantA, (tx) =>
      tx.insert(moduleFavourites).values({ tenantId: tenantB.tenantId, userId: tenantB.admin.id, moduleKey: 'spc' }),
    );
    await expect(write).rejects.toThrow();
  });
});

describe('malformed input', () => {
  it('answers an unknown moduleKey or moduleCode with 400 naming the field, and writes nothing', async () => {
    const token = tokenOf(plain);
    await t.app.inject({ url: '/qis/api/app/role/currentUserPermissions', headers: bearer(token) });
    await nothingWritten(async () => {
      const cases: Array<[typeof star, unknown, string]> = [
        [star, { moduleKey: 'noSuchModule' }, 'moduleKey'],
        [star, { moduleKey: '' }, 'moduleKey'],
        [star, {}, 'moduleKey'],
        [visit, { moduleCode: 99999 }, 'moduleCode'],
        [visit, { moduleCode: '213' }, 'moduleCode'],
        [visit, { moduleCode: 2.5 }, 'moduleCode'],
        [visit, {}, 'moduleCode'],
      ];
      for (const [call, payload, field] of cases) {
        const res = await call(token, payload);
        expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
        expect(res.json().message).toMatch(new RegExp(`^参数 ${field} 无效：`));
      }
    });
  });
});

describe('GET /qis/analysis/month-bar: the tenant’s own traffic of the current month', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function monthBar(token: string): Promise<Array<{ x: string; y: number }>> {
    const res = await t.app.inject({ url: '/qis/analysis/month-bar', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  const todayBytes = async (token: string) => Math.round(((await monthBar(token)).at(-1)?.y ?? 0) * GIGABYTE);
  const countedToday = async (tenantId: string) => {
    const today = localDay(new Date());
    return (await t.app.services.traffic.bytesByDay(tenantId, today, today)).get(today) ?? 0;
  };
  const storedBytes = async (tenantId: string, day: string) => {
    const [row] = await t.database.db
      .select()
      .from(tenantTrafficDays)
      .where(and(eq(tenantTrafficDays.tenantId, tenantId), eq(tenantTrafficDays.day, day)));
    return row?.bytes ?? 0;
  };
  /** A signed-in call with an answer of some kilobytes. */
  const MODULES = '/qis/api/app/common/modules';
  /** Bytes of answers to these URLs for `token`, each checked against its content-length. */
  async function serve(token: string, urls: string[]) {
    let served = 0;
    for (const url of urls) {
      const res = await t.app.inject({ url, headers: bearer(token) });
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      served += res.rawPayload.length;
    }
    return served;
  }

  it('answers one entry per day of the month up to today', async () => {
    const now = new Date();
    const bars = await monthBar(tokenOf(plain));
    const expected = Array.from({ length: now.getDate() }, (_, i) =>
      localDay(new Date(now.getFullYear(), now.getMonth(), i + 1)),
    );
    expect(bars.map((b) => b.x)).toEqual(expected);
    for (const bar of bars) {
      expect(typeof bar.y).toBe('number');
      expect(bar.y).toBeGreaterThanOrEqual(0);
    }
    expect(bars.at(-1)?.y).toBeGreaterThan(0); // this very suite has been served to tenant A today
  });

  it('grows today’s figure by at least the bytes served to the tenant, written by a flush', async () => {
    const today = localDay(new Date());
    const before = await todayBytes(adminToken);
    const served = await serve(adminToken, [MODULES, MODULES, MODULES]);
    expect(served).toBeGreaterThan(3000);
    await t.app.services.traffic.flush();
    expect(await storedBytes(tenantA, today)).toBeGreaterThanOrEqual(before + served);
    expect(await todayBytes(adminToken)).toBeGreaterThanOrEqual(before + served);
  });

  it('shows each tenant its own traffic: another tenant’s answers and public ones leave it unchanged', async () => {
    const beforeA = await countedToday(tenantA);
    const beforeB = await countedToday(tenantB.tenantId);
    const servedToB = await serve(tenantBToken, [MODULES, MODULES]);
    // The API description is public: no tenant's traffic, even with a token.
    const servedPublicly = await serve(adminToken, ['/qis/openapi.json']);
    expect(servedToB).toBeGreaterThan(2000);
    expect(servedPublicly).toBeGreaterThan(10_000);
    expect(await countedToday(tenantA)).toBe(beforeA);
    expect(await countedToday(tenantB.tenantId)).toBe(beforeB + servedToB);
    // Through the API too: B's chart has B's bytes, A's chart has fewer than A's and B's together.
    expect(await todayBytes(tenantBToken)).toBeGreaterThanOrEqual(beforeB + servedToB);
    expect(await todayBytes(adminToken)).toBeLessThan(beforeA + servedToB);
  });

  it('adds the bytes not yet written, so the figure is current', async () => {
    const today = localDay(new Date());
    await t.app.services.traffic.flush();
    const stored = await storedBytes(tenantA, today);
    const served = await serve(adminToken, [MODULES]);
    expect(await todayBytes(adminToken)).toBeGreaterThanOrEqual(stored + served);
  });

  it('writes on stop and splits the count at midnight (server time)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2020, 0, 31, 23, 59, 58));
    const counter = new TrafficCounter(t.database.db);
    const b = tenantB.tenantId;
    counter.add(tenantA, 100);
    counter.add(b, 7);
    vi.setSystemTime(new Date(2020, 1, 1, 0, 0, 1));
    counter.add(tenantA, 250);
    counter.add(tenantA, 50);
    const expectedA = new Map([
      ['2020-01-31', 100],
      ['2020-02-01', 300],
    ]);
    expect(await counter.bytesByDay(tenantA, '2020-01-31', '2020-02-01')).toEqual(expectedA);
    expect(await counter.bytesByDay(b, '2020-01-31', '2020-02-01')).toEqual(new Map([['2020-01-31', 7]]));
    await counter.stop();
    expect(await storedBytes(tenantA, '2020-01-31')).toBe(100);
    expect(await storedBytes(tenantA, '2020-02-01')).toBe(300);
    expect(await storedBytes(b, '2020-01-31')).toBe(7);
    // Written once: the count is not read twice from memory and from the table.
    expect(await counter.bytesByDay(tenantA, '2020-01-31', '2020-02-01')).toEqual(expectedA);
    await t.database.db.delete(tenantTrafficDays).where(inArray(tenantTrafficDays.day, ['2020-01-31', '2020-02-01']));
  });
});
