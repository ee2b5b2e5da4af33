import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than its own cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON and other text types, by mime-db) of at least 1 KB with br or gzip, whichever the
 * client's accept-encoding prefers, br first. Only those two: zstd (Node 22.15+) is left out so every supported
 * runtime answers the same. Must be registered before the routes: the plugin hooks each route as it is added. The
 * web app's precompressed .br/.gz files already carry a content-encoding and are sent as they are; request bodies
 * are not decompressed (the body limits apply to what arrives).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
