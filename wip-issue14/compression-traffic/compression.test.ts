import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-app';
import { localDay } from '../traffic/traffic-counter';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await t.login('admin', 'Admin@123');
});
afterAll(() => t?.close());

const MODULES = '/qis/api/app/common/modules';
/** What Chromium sends. */
const BROWSER_ACCEPT = 'gzip, deflate, br, zstd';

function get(url: string, acceptEncoding?: string) {
  return t.app.inject({
    url,
    headers: { ...bearer(adminToken), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
}

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  throw new Error(`not compressed: ${String(encoding)}`);
}

describe('compressed answers', () => {
  it('sends a JSON answer over 1 KB in br or gzip as the client accepts, decoding to the same JSON', async () => {
    const plain = await get(MODULES);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const expected = plain.json();

    for (const [accept, encoding] of [
      [BROWSER_ACCEPT, 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const res = await get(MODULES, accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(res)), accept).toEqual(expected);
    }
  });

  it('streams a large answer compressed, and the traffic counter counts the bytes sent, not the JSON', async () => {
    const plain = await get('/qis/openapi.json');
    expect(plain.rawPayload.length).toBeGreaterThan(100_000);
    const today = localDay(new Date());
    const counted = async () => (await t.app.services.traffic.bytesByDay(today, today)).get(today) ?? 0;

    const before = await counted();
    const res = await get('/qis/openapi.json', BROWSER_ACCEPT);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(res))).toEqual(plain.json());
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect((await counted()) - before).toBe(res.rawPayload.length);
  });

  it('leaves answers under 1 KB and answers to clients without accept-encoding uncompressed', async () => {
    const small = await get('/qis/api/app/systemInfo/systemInfo', BROWSER_ACCEPT);
    expect(small.statusCode, small.body).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(0);

    const identity = await get(MODULES, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().code).toBe(0);
  });
});
