import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/app-error';
import { FILES_URL_PREFIX, parseFileKey } from './file-storage';

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };

/**
 * Serves uploaded images at the filePath the upload answered. An <img> cannot send a bearer token, so an image is
 * served to whoever holds its URL: the key carries a random UUID (122 bits) and is never listed. Other uploads
 * (imports) are only read by the server and are not served.
 */
export function serveStoredImages(app: FastifyInstance) {
  app.get(`${FILES_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const file = parseFileKey((request.params as { '*': string })['*']);
    const type = file?.category === 'images' ? IMAGE_TYPES[file.extension] : undefined;
    const bytes = file && type ? await app.services.files.read(file.key) : undefined;
    if (!bytes || !type) throw notFound('文件不存在');
    // A key never names other bytes, so the image may be cached for good.
    return reply.type(type).header('cache-control', 'private, max-age=31536000, immutable').send(bytes);
  });
}
