import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-app';
import { tenantIdByName } from '../../../test/factories';
import { localDay } from '../traffic/traffic-counter';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

let t: TestApp;
let adminToken: string;
let tenantId: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await t.login('admin', 'Admin@123');
  tenantId = await tenantIdByName(t.database.db);
});
afterAll(() => t?.close());

/** A few kilobytes of JSON: compressed in one go, with a content-length. */
const MODULES = '/qis/api/app/common/modules';
/** Tens of kilobytes of JSON (the permission tree): compressed as a stream, without a content-length. */
const PERMISSION_TREE = '/qis/api/app/role/permission';
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

async function countedToday() {
  const today = localDay(new Date());
  return (await t.app.services.traffic.bytesByDay(tenantId, today, today)).get(today) ?? 0;
}

describe('compressed answers', () => {
  it('sends a JSON answer over 1 KB in br or gzip as the client accepts, decoding to the same JSON', async () => {
    for (const url of [MODULES, PERMISSION_TREE]) {
      const plain = await get(url);
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
        const res = await get(url, accept);
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.rawPayload.length, `${url} ${accept}`).toBeLessThan(plain.rawPayload.length / 2);
        expect(JSON.parse(decoded(res)), `${url} ${accept}`).toEqual(expected);
      }
    }
  });

  it('counts the bytes sent, not the JSON, in the tenant’s traffic, streamed or not', async () => {
    for (const url of [MODULES, PERMISSION_TREE]) {
      const before = await countedToday();
      const res = await get(url, BROWSER_ACCEPT);
      expect(res.headers['content-encoding']).toBe('br');
      expect((await countedToday()) - before, url).toBe(res.rawPayload.length);
    }
    // The permission tree is large enough to go out as a stream: no content-length, counted as piped.
    const streamed = await get(PERMISSION_TREE, BROWSER_ACCEPT);
    expect(streamed.headers['content-length']).toBeUndefined();
  });

  it('leaves answers under 1 KB and answers to clients without accept-encoding uncompressed', async () => {
    const small = await get('/qis/api/app/systemInfo/systemInfo', BROWSER_ACCEPT);
    expect(small.statusCode, small.body).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(0);

    for (const accept of [undefined, 'identity']) {
      const res = await get(MODULES, accept);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(res.json().code).toBe(0);
    }
  });
});
