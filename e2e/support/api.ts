import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** The signed-in page's access token (the session cookie), for API calls that set up or check a test's data. */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Access-Tokens');
  assert.ok(cookie, 'signed in');
  return cookie.value;
}

/**
 * Calls `${baseUrl}/qis/api/app${path}` (a query in the path, a JSON body) and returns the envelope's data; gives up
 * after `timeoutMs`, a hang guard sized for a loaded machine (a bench's half a million cells may ask for more).
 */
export async function callApi<T>(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  timeoutMs = 180_000,
): Promise<T> {
  const response = await fetch(`${baseUrl}/qis/api/app${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  assert.equal(envelope.code, 0, `${method} ${path}: ${envelope.message}`);
  return envelope.data;
}
