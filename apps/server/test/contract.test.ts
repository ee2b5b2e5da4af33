import { randomUUID } from 'node:crypto';
import { ALL_ENDPOINTS, type EndpointDefinition, ErrorEnvelope } from '@qis/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { endpointUrl } from '../src/platform/http/register-endpoint';
import { bearer, buildTestApp, type TestApp } from './build-app';
import { createUser, databaseFingerprint, tenantIdByName } from './factories';
import { objectShape, sampleBody } from './sample-input';
import { type BadInputCase, unsafeInputCases } from './unsafe-input-cases';

// Every route the server registers, collected by an onRoute hook on the app buildApp creates.
const registeredRoutes = vi.hoisted(() => [] as Array<{ method: string; url: string }>);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const fastify = original.default;
  const withRouteLog = ((options?: Parameters<typeof fastify>[0]) => {
    const app = fastify(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof fastify;
  return { ...original, default: withRouteLog };
});

let t: TestApp;
let adminToken: string;
let noRoleToken: string;

const NO_ROLE_USER = { userName: 'norole', password: 'NoRole@123' };

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await t.login('admin', 'Admin@123');
  const tenantId = await tenantIdByName(t.database.db);
  await createUser(t.database.db, { tenantId, ...NO_ROLE_USER, name: '无角色用户' });
  noRoleToken = await t.login(NO_ROLE_USER.userName, NO_ROLE_USER.password);
});
afterAll(() => t?.close());

const urlOf = (e: EndpointDefinition) => endpointUrl(e, '/identity').replace(/:(\w+)/g, () => randomUUID());
const label = (e: EndpointDefinition) => `${e.method} ${endpointUrl(e, '/identity')} (${e.name})`;
const accessLabel = (e: EndpointDefinition) =>
  typeof e.access === 'object' ? `${e.access.permission} ${e.access.action}` : e.access;

// ---------------------------------------------------------------------------------------------------------
// Inputs worked out from each declaration's schemas, so a new endpoint is covered without touching this file.

const WRONG_BODY_VALUES: unknown[] = [{ wrong: true }, 12345, 'not-a-valid-value', true, null, []];
const WRONG_QUERY_VALUES = ['not-a-number', '-1', 'x'.repeat(2000), ''];

/** The first field the validator reports for this input (what the error handler names). */
function reportedField(schema: z.ZodType, input: unknown, emptyPathName: string): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`input ${JSON.stringify(input)} is not malformed`);
  const path = result.error.issues[0]?.path ?? [];
  return path.length > 0 ? path.join('.') : emptyPathName;
}

function malformedCases(e: EndpointDefinition): BadInputCase[] {
  const url = urlOf(e);
  const cases: BadInputCase[] = [];
  if (e.multipart) {
    cases.push({
      name: 'a JSON body instead of a multipart file',
      request: { method: e.method, url, payload: { file: 'not-a-file' } },
      field: 'file',
    });
  }
  if (e.body) {
    const body = e.body;
    cases.push({ name: 'no body at all', request: { method: e.method, url }, field: '请求体' });
    if (!body.safeParse({}).success)
      cases.push({
        name: 'an empty object (required fields missing)',
        request: { method: e.method, url, payload: {} },
        field: reportedField(body, {}, '请求体'),
      });
    const shape = objectShape(body);
    const wrong: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape ?? {})) {
      const value = WRONG_BODY_VALUES.find((candidate) => !field.safeParse(candidate).success);
      if (value !== undefined) wrong[key] = value;
    }
    const payload = shape ? wrong : { wrong: true };
    if (!body.safeParse(payload).success)
      cases.push({
        name: 'every field of the wrong type',
        request: { method: e.method, url, payload: payload as InjectOptions['payload'] },
        field: reportedField(body, payload, '请求体'),
      });
  }
  if (e.query) {
    const query = e.query;
    for (const [key, field] of Object.entries(objectShape(query) ?? {})) {
      const value = WRONG_QUERY_VALUES.find((candidate) => !field.safeParse(candidate).success);
      if (value === undefined) continue;
      const input = { [key]: value };
      cases.push({
        name: `query parameter ${key}=${value.length > 20 ? `${value.slice(0, 8)}…(${value.length})` : JSON.stringify(value)}`,
        request: { method: e.method, url: `${url}?${new URLSearchParams(input)}` },
        field: reportedField(query, input, '查询参数'),
      });
    }
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------------------

const STACK_TRACE = /\n\s*at\s|\bat\s+\S+\s+\(|node_modules|\/work\/|\/src\/|file:\/\/|\.[cm]?[jt]s:\d+/;

function expectErrorEnvelope(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.body).not.toMatch(STACK_TRACE);
  const body = ErrorEnvelope.strict().parse(res.json());
  expect(body.code).toBe(status);
  expect(body.message).toMatch(/\p{Script=Han}/u);
  return body;
}

const nonPublic = ALL_ENDPOINTS.filter((e) => e.access !== 'public');
const permissionGuarded = ALL_ENDPOINTS.filter((e) => typeof e.access === 'object');
const withInput = ALL_ENDPOINTS.filter((e) => e.body || e.query || e.multipart);
// Every endpoint that reads input: a declared body, query or upload, any body at all (a non-GET call is sent one
// whether it declares it or not), or path parameters.
const readingInput = ALL_ENDPOINTS.filter(
  (e) => e.body || e.query || e.multipart || e.method !== 'GET' || e.path.includes(':'),
);

describe('the declarations themselves', () => {
  it('declare every endpoint once, by name and by method and path', () => {
    const names = ALL_ENDPOINTS.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = ALL_ENDPOINTS.map((e) => `${e.method} ${endpointUrl(e, '/identity')}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('cover the three kinds of access, so none of the suites below is empty', () => {
    expect(nonPublic.length).toBeGreaterThan(0);
    expect(permissionGuarded.length).toBeGreaterThan(0);
    expect(withInput.length).toBeGreaterThan(0);
  });

  it('yield a valid sample body for every authenticated endpoint with a body schema', () => {
    const missing = nonPublic.filter((e) => e.body && !e.multipart && sampleBody(e) === undefined).map((e) => e.name);
    expect(missing).toEqual([]);
  });
});

describe('registered routes', () => {
  const declared = new Set(ALL_ENDPOINTS.map((e) => `${e.method} ${endpointUrl(e, '/identity')}`));
  const allRoutes = () => registeredRoutes.map((r) => `${r.method === 'HEAD' ? 'GET' : r.method} ${r.url}`);
  const apiRoutes = () => allRoutes().filter((r) => r.includes('/api/'));

  it('registers no /api route that is not declared in ALL_ENDPOINTS', () => {
    expect(registeredRoutes.length).toBeGreaterThan(0);
    expect(apiRoutes().filter((r) => r.includes('/api/app/'))).not.toHaveLength(0);
    expect([...new Set(apiRoutes())].filter((r) => !declared.has(r))).toEqual([]);
  });

  it('registers every declared endpoint', () => {
    // All routes: a few spec paths lie outside /api/ (GET /qis/analysis/month-bar).
    const registered = new Set(allRoutes());
    expect([...declared].filter((r) => !registered.has(r))).toEqual([]);
  });

  it('answers an undeclared /api/app path with 404 in the error envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/qis/api/app/user/noSuchCall',
      headers: bearer(adminToken),
    });
    expectErrorEnvelope(res, 404);
  });
});

describe('refusals write nothing and leak nothing', () => {
  let baseline: Record<string, string>;
  beforeAll(async () => {
    // Warm the principal cache of both users first: from here on no request may write a single row.
    await t.app.inject({ url: '/qis/api/app/role/currentUserPermissions', headers: bearer(adminToken) });
    await t.app.inject({ url: '/qis/api/app/role/currentUserPermissions', headers: bearer(noRoleToken) });
    baseline = await databaseFingerprint(t.database.db);
  });
  const expectNothingWritten = async () => expect(await databaseFingerprint(t.database.db)).toEqual(baseline);

  describe.each(nonPublic.map((e) => [label(e), e] as const))('%s', (_label, e) => {
    const request = (headers: Record<string, string>): InjectOptions => {
      const payload = sampleBody(e) as InjectOptions['payload'];
      return { method: e.method, url: urlOf(e), headers, ...(payload === undefined ? {} : { payload }) };
    };

    it('returns 401 without a token, even for a valid body', async () => {
      const res = await t.app.inject(request({}));
      expectErrorEnvelope(res, 401);
      await expectNothingWritten();
    });

    it('returns 401 for a garbage, an unsigned and a tampered token, in the header or the cookie', async () => {
      const [header = '', payload = '', signature = ''] = adminToken.split('.');
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      const tampered = `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      for (const token of ['garbage', 'a.b.c', unsigned, tampered]) {
        const viaHeader = await t.app.inject(request(bearer(token)));
        expectErrorEnvelope(viaHeader, 401);
        const viaCookie = await t.app.inject(request({ cookie: `Access-Tokens=${encodeURIComponent(token)}` }));
        expectErrorEnvelope(viaCookie, 401);
      }
      await expectNothingWritten();
    });

    it('returns 401 for a malformed body too: authentication runs before validation', async () => {
      const res = await t.app.inject({ method: e.method, url: urlOf(e), payload: { wrong: true } });
      expectErrorEnvelope(res, 401);
      await expectNothingWritten();
    });
  });

  describe.each(permissionGuarded.map((e) => [label(e), e] as const))('%s', (_label, e) => {
    it(`returns 403 without ${accessLabel(e)}, even for a valid body`, async () => {
      const payload = sampleBody(e) as InjectOptions['payload'];
      const res = await t.app.inject({
        method: e.method,
        url: urlOf(e),
        headers: bearer(noRoleToken),
        ...(payload === undefined ? {} : { payload }),
      });
      const body = expectErrorEnvelope(res, 403);
      expect(body.message).toBe('抱歉，你无权访问该资源');
      await expectNothingWritten();
    });

    it(`returns 403 without ${accessLabel(e)} for a malformed body too: the permission is checked first`, async () => {
      const res = await t.app.inject({
        method: e.method,
        url: urlOf(e),
        headers: bearer(noRoleToken),
        payload: { wrong: true },
      });
      expectErrorEnvelope(res, 403);
      await expectNothingWritten();
    });
  });

  describe.each(withInput.map((e) => [label(e), e] as const))('%s', (_label, e) => {
    const cases = malformedCases(e);
    it('has at least one malformed request to try', () => {
      expect(cases.length).toBeGreaterThan(0);
    });
    it.each(
      cases.map((c) => [c.name, c] as const),
    )('returns 400 naming the offending field for %s (caller holds the permission)', async (_name, c) => {
      const res = await t.app.inject({ ...c.request, headers: { ...c.request.headers, ...bearer(adminToken) } });
      const body = expectErrorEnvelope(res, 400);
      expect(body.message.startsWith(`参数 ${c.field} 无效：`), body.message).toBe(true);
      await expectNothingWritten();
    });
  });

  // One test per endpoint for these (not one per input): each is a whole request plus a database fingerprint.
  describe.each(readingInput.map((e) => [label(e), e] as const))('%s', (_label, e) => {
    const cases = unsafeInputCases(e, endpointUrl(e, '/identity'), sampleBody(e));
    it(`returns 400 naming the field for ${cases.map((c) => c.name).join('; ')} (caller holds the permission)`, async () => {
      expect(cases.length).toBeGreaterThan(0);
      for (const c of cases) {
        const res = await t.app.inject({ ...c.request, headers: { ...c.request.headers, ...bearer(adminToken) } });
        const body = expectErrorEnvelope(res, 400);
        expect(body.message.startsWith(`参数 ${c.field} 无效：`), `${c.name}: ${body.message}`).toBe(true);
      }
      await expectNothingWritten();
    });
  });

  it('still lets the same callers through once the request is right (the refusals above were not noise)', async () => {
    const me = await t.app.inject({ url: '/qis/api/app/user/currentUserInfo', headers: bearer(noRoleToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ userName: NO_ROLE_USER.userName, roleName: '' });
    const list = await t.app.inject({ url: '/qis/api/app/user/userListPage', headers: bearer(adminToken) });
    expect(list.statusCode).toBe(200);
    await expectNothingWritten();
  });

  it('has a fingerprint that notices one changed row (the checks above can fail)', async () => {
    const list = await t.app.inject({ url: '/qis/api/app/user/userListPage', headers: bearer(adminToken) });
    const lina = list.json().data.items.find((u: { userName: string }) => u.userName === 'lina');
    const res = await t.app.inject({
      method: 'POST',
      url: '/qis/api/app/user/changeUser',
      headers: bearer(adminToken),
      payload: { ...lina, name: '李娜（改）' },
    });
    expect(res.json().code).toBe(0);
    const after = await databaseFingerprint(t.database.db);
    expect(after.users).not.toBe(baseline.users);
    expect(after.operation_logs).not.toBe(baseline.operation_logs);
  });
});
