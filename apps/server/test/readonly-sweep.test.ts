import { ALL_ENDPOINTS, type EndpointDefinition, FILE_SPACES, SEVEN_TOOLS_SETS } from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../src/db/tables';
import { endpointUrl } from '../src/platform/http/register-endpoint';
import { bearer, buildTestApp, type TestApp } from './build-app';
import { createUser, databaseFingerprint, tenantIdByName } from './factories';
import { sampleBody, sampleQuery } from './sample-input';

// A read-only user (the demo's 只读用户 role, as wangfang holds it: query and get on every business point, no system
// administration) calls every endpoint that changes something. Each must answer 403 and write nothing, unless its
// contract says it acts only on the caller's own data (`ownData`: profile, password, own messages, favourites, own
// workflow tasks). Non-GET calls that write nothing (`mutates: false`: computations and checks sent as POST) may
// answer, but must write nothing either. Both lists are printed for a reviewer.

const READ_ONLY_ROLE = '只读用户';
const FORBIDDEN_MESSAGE = '抱歉，你无权访问该资源';

const label = (e: EndpointDefinition) => `${e.method} ${endpointUrl(e, '/identity')} (${e.name})`;
const urlOf = (e: EndpointDefinition) =>
  endpointUrl(e, '/identity').replace(/:(\w+)/g, () => '00000000-0000-4000-8000-000000000000');

const nonGet = ALL_ENDPOINTS.filter((e) => e.method !== 'GET' && e.access !== 'public');
const ownData = nonGet.filter((e) => e.ownData);
const writesNothing = nonGet.filter((e) => !e.ownData && !e.mutates);
const mustRefuse = nonGet.filter((e) => !e.ownData && e.mutates);

/**
 * The requests to try: one with a valid body and query, and for a call shared by several spaces (or both sets of
 * the seven tools) one per space or set, since its permission depends on the one named.
 */
function requestsOf(e: EndpointDefinition): { name: string; request: InjectOptions }[] {
  const body = sampleBody(e) as Record<string, unknown> | undefined;
  const query = sampleQuery(e);
  const base = { method: e.method, url: `${urlOf(e)}${query}` } as const;
  const plain = { name: 'a valid request', request: { ...base, ...(body === undefined ? {} : { payload: body }) } };
  if (!e.scopedAccess) return [plain];
  const variants: { name: string; request: InjectOptions }[] = [];
  for (const [field, values] of [
    ['space', FILE_SPACES],
    ['set', SEVEN_TOOLS_SETS],
  ] as const) {
    for (const value of values) {
      if (body && field in body) {
        variants.push({ name: `${field}=${value}`, request: { ...base, payload: { ...body, [field]: value } } });
      } else if (query.includes(`${field}=`)) {
        const url = `${urlOf(e)}${query.replace(new RegExp(`${field}=[^&]*`), `${field}=${value}`)}`;
        variants.push({ name: `${field}=${value}`, request: { ...base, url } });
      }
    }
  }
  return variants.length > 0 ? variants : [plain];
}

let t: TestApp;
let token: string;
let noRoleToken: string;
let baseline: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const tenantId = await tenantIdByName(db);
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.name, READ_ONLY_ROLE)));
  if (!role) throw new Error(`the demo seed has no role ${READ_ONLY_ROLE}`);
  await createUser(db, { tenantId, userName: 'readonly.sweep', password: 'Viewer@123', name: '只读巡检' }, [role.id]);
  token = await t.login('readonly.sweep', 'Viewer@123');
  await createUser(db, { tenantId, userName: 'norole.sweep', password: 'NoRole@123', name: '无角色巡检' });
  noRoleToken = await t.login('norole.sweep', 'NoRole@123');
  await t.app.inject({ url: '/qis/api/app/role/currentUserPermissions', headers: bearer(noRoleToken) });
  // Warm the principal cache: from here on a refused or read-only request writes no row at all.
  await t.app.inject({ url: '/qis/api/app/role/currentUserPermissions', headers: bearer(token) });
  baseline = await databaseFingerprint(db);
}, 300_000);
afterAll(() => t?.close());

describe('the declarations', () => {
  it('print the non-GET endpoints a read-only user may call, for a reviewer', () => {
    console.log(
      [
        `Acting on the caller's own data (ownData), ${ownData.length}:`,
        ...ownData.map((e) => `  ${label(e)}`),
        `Writing nothing (mutates: false), ${writesNothing.length}:`,
        ...writesNothing.map((e) => `  ${label(e)}`),
        `Refused to a read-only user: ${mustRefuse.length} endpoints`,
      ].join('\n'),
    );
    expect(mustRefuse.length).toBeGreaterThan(50);
  });

  it('mark own data only where no permission point guards the call', () => {
    expect(ownData.filter((e) => e.access !== 'user').map((e) => e.name)).toEqual([]);
  });

  it('leave no changing endpoint open to every signed-in user unless it names the point it needs', () => {
    const open = mustRefuse.filter((e) => e.access === 'user' && !e.scopedAccess).map((e) => e.name);
    expect(open).toEqual([]);
  });
});

describe.each(mustRefuse.map((e) => [label(e), e] as const))('%s', (_label, e) => {
  it.each(requestsOf(e).map((r) => [r.name, r.request] as const))('answers 403 to %s', async (_name, request) => {
    const res = await t.app.inject({ ...request, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
  });
});

describe.each(writesNothing.map((e) => [label(e), e] as const))('%s', (_label, e) => {
  it('answers without a server error', async () => {
    const [first] = requestsOf(e);
    const res = await t.app.inject({ ...first?.request, headers: bearer(token) });
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});

// A call shared by several modules is checked by its service once the request names the module: every one of them,
// reads included, refuses a user without any role in every space or set before it looks anything up.
const scoped = ALL_ENDPOINTS.filter((e) => e.scopedAccess);
describe.each(scoped.map((e) => [label(e), e] as const))('%s, as a user without a role', (_label, e) => {
  it.each(requestsOf(e).map((r) => [r.name, r.request] as const))('answers 403 to %s', async (_name, request) => {
    const res = await t.app.inject({ ...request, headers: bearer(noRoleToken) });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
  });
});

describe('afterwards', () => {
  it('finds not one row written by the read-only user', async () => {
    expect(await databaseFingerprint(t.database.db)).toEqual(baseline);
  });
});
