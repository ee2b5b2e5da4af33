import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers of at least 1 KB whose type is text (JSON, HTML, CSS, JavaScript, by mime-db) with br or gzip,
 * whichever the client's accept-encoding prefers, br first; the zlib streams run on libuv's thread pool, not on the
 * event loop. Registered before the routes: the plugin hooks each route as it is added. The web app's precompressed
 * .br/.gz files already carry a content-encoding and go out as they are; request bodies are not decompressed, so the
 * body limits apply to what arrives.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
