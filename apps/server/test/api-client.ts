import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, type TestApp } from './build-app';
import { databaseFingerprint } from './factories';

// The HTTP calls the integration tests make against one test app, and the checks they share: a success envelope
// (HTTP 200, code 0) and a refusal that wrote nothing at all.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Response = LightMyRequestResponse;

/**
 * What a refused request must answer. The status is always checked; the envelope's code and message only when
 * given: a string message is compared whole, a RegExp matched.
 */
export interface Refusal {
  status: number;
  code?: number;
  message?: string | RegExp;
}

/** A rule of the business was broken: HTTP 200, code 9999 and this message. */
export const business = (message: string | RegExp): Refusal => ({ status: 200, code: 9999, message });

/** An error answered with this HTTP status, the same envelope code and, when given, this message. */
export const failure = (status: number, message?: string | RegExp): Refusal => ({ status, code: status, message });

/** Checks a response against a refusal; the database is not looked at. */
function expectRefusal(res: Response, expected: Refusal): void {
  expect(res.statusCode, res.body).toBe(expected.status);
  const body = res.json();
  if (expected.code !== undefined) expect(body.code, res.body).toBe(expected.code);
  if (typeof expected.message === 'string') expect(body.message, res.body).toBe(expected.message);
  else if (expected.message) expect(body.message, res.body).toMatch(expected.message);
}

/**
 * The calls and checks bound to one test app. Pass the app, or a function answering it when the app is only built
 * in beforeAll: `const { ok, refused } = apiClient(() => t);` at the top of a test file.
 */
export function apiClient(app: TestApp | (() => TestApp)) {
  const testApp = typeof app === 'function' ? app : () => app;

  /** One request, with the token as bearer (none without a token); the payload is left out when undefined. */
  const call = (token: string | undefined, method: Method, url: string, payload?: unknown): Promise<Response> =>
    testApp().app.inject({
      method,
      url,
      headers: token === undefined ? {} : bearer(token),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });

  /** Expects a success envelope (HTTP 200, code 0) and answers its data. */
  const data = <T = unknown>(res: Response): T => {
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.code, res.body).toBe(0);
    return body.data as T;
  };

  /** Calls and expects success (HTTP 200, code 0); answers the data. */
  const ok = async <T = unknown>(token: string | undefined, method: Method, url: string, payload?: unknown) =>
    data<T>(await call(token, method, url, payload));

  /** One hash per table of the test database (see databaseFingerprint). */
  const fingerprint = () => databaseFingerprint(testApp().database.db);

  /** Runs `request` and proves it changed no row of any table; answers what it answered. */
  const nothingWritten = async <R>(request: () => Promise<R>): Promise<R> => {
    const before = await fingerprint();
    const result = await request();
    expect(await fingerprint()).toEqual(before);
    return result;
  };

  /** Makes the request and expects this refusal, having written nothing. */
  function refused(request: () => Promise<Response>, expected: Refusal): Promise<Response>;
  /** Calls and expects this refusal, having written nothing. */
  function refused(
    token: string | undefined,
    method: Method,
    url: string,
    payload: unknown,
    expected: Refusal,
  ): Promise<Response>;
  function refused(
    ...args: [() => Promise<Response>, Refusal] | [string | undefined, Method, string, unknown, Refusal]
  ): Promise<Response> {
    const [request, expected] = args.length === 2 ? args : [() => call(args[0], args[1], args[2], args[3]), args[4]];
    return nothingWritten(async () => {
      const res = await request();
      expectRefusal(res, expected);
      return res;
    });
  }

  /** Signs in by password (no token needed) and answers the envelope's code: 0 when it was let in. */
  const loginCode = async (userName: string, password: string, tenantName?: string) => {
    const res = await call(undefined, 'POST', '/identity/api/Account/LocalLogin', { userName, password, tenantName });
    return res.json().code as number;
  };

  return { call, data, ok, fingerprint, nothingWritten, refused, loginCode };
}
