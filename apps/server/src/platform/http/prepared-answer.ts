import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type EndpointDefinition, envelope } from '@qis/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// The fastest levels: a kept answer that changed is compressed anew in the request that reads it first. On the JSON of
// a large FMEA net (8.5 MB): brotli quality 1 235 KB in 9 ms (quality 2 205 KB in 23 ms, the compression plugin's 4
// 210 KB in 51 ms); gzip level 1 326 KB in 13 ms (the default level 6 271 KB in 50 ms).
const COMPRESS: Record<Encoding, (json: Buffer) => Promise<Buffer>> = {
  br: (json) =>
    brotli(json, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => gzip(json, { level: 1 }),
};

/** br or gzip as the client accepts them (the higher q; br on a tie, as the compression plugin prefers), or none. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) q.set(name, weight === undefined ? 1 : Number(weight));
  }
  const weight = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0;
  const [br, gz] = [weight('br'), weight('gzip')];
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/**
 * An answer serialized once and sent many times: the envelope's JSON (through the endpoint's response schema, as
 * every answer is) and, made on first demand and kept, its br and gzip forms. The compression plugin passes an answer
 * that already names its content-encoding as it is. For answers that stay the same across requests (a large FMEA
 * net between two changes): encoding and compressing several megabytes is then done once, not per request.
 */
export class PreparedAnswer {
  private readonly compressed = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly json: Buffer) {}

  /** The size of its JSON. */
  get bytes(): number {
    return this.json.length;
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.type('application/json; charset=utf-8');
    if (this.json.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(this.json);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    if (!encoding) return reply.send(this.json);
    let body = this.compressed.get(encoding);
    if (!body) {
      body = COMPRESS[encoding](this.json);
      this.compressed.set(encoding, body);
      body.catch(() => this.compressed.delete(encoding));
    }
    const bytes = await body;
    return reply.header('content-encoding', encoding).send(bytes);
  }
}

const envelopes = new WeakMap<EndpointDefinition, z.ZodType>();

/** `data` serialized as the endpoint answers it: checked against and encoded by its response envelope. */
export function prepareAnswer<E extends EndpointDefinition>(endpoint: E, data: z.input<E['data']>): PreparedAnswer {
  let schema = envelopes.get(endpoint);
  if (!schema) {
    schema = envelope(endpoint.data);
    envelopes.set(endpoint, schema);
  }
  return new PreparedAnswer(Buffer.from(JSON.stringify(schema.encode({ code: 0, message: '', data }))));
}
