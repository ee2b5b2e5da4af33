import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';

/** The median of the values (the upper one of an even count). */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length / 2) - 1] as number;

/**
 * A request as the browser makes it (br accepted), timed to its last byte as sent: how long the client's own
 * decompression takes (Node's fetch decompresses several times slower than a browser) is not the server's.
 * Answers the ms, the bytes sent and the JSON they carry (decompressed after the clock stopped).
 */
export function rawRequest(
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ ms: number; sent: number; json: number; text: () => string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const start = performance.now();
    const req = http.request(
      url,
      {
        method: payload === undefined ? 'GET' : 'POST',
        headers: {
          ...headers,
          'accept-encoding': 'br, gzip',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const ms = performance.now() - start;
          const raw = Buffer.concat(chunks);
          if (res.statusCode !== 200) return reject(new Error(`${url}: HTTP ${res.statusCode}`));
          const encoding = res.headers['content-encoding'];
          const decoded =
            encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ ms, sent: raw.length, json: decoded.length, text: () => decoded.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A GET timed as rawRequest times it. */
export const rawGet = (url: string, headers: Record<string, string>) => rawRequest(url, headers);

/** The median of `runs` GETs after two warm-up reads, and the answer's size as text. */
export async function getSeries(url: string, headers: Record<string, string>, runs: number) {
  const times: number[] = [];
  let size = '';
  for (let i = 0; i < runs + 2; i++) {
    const answer = await rawGet(url, headers);
    if (i >= 2) times.push(answer.ms);
    size = `${(answer.json / 1e6).toFixed(2)} MB JSON, ${(answer.sent / 1e6).toFixed(2)} MB sent`;
  }
  return { ms: median(times), size };
}
