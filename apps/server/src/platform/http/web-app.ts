import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { webDistFolder as webDist } from '../paths';

const API_PREFIXES = ['/qis/', '/jqis/', '/qiswf/'];

/** Serves the built web app; any other GET that is not an API call gets index.html (client-side routes). */
export async function serveWebApp(app: FastifyInstance) {
  const built = existsSync(webDist);
  if (built)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      maxAge: '1h',
      preCompressed: true,
      // File names under assets/ carry a content hash: they never change, so browsers may keep them for good.
      // index.html names the current ones, so it is revalidated every time.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (filePath.endsWith('.html')) res.header('cache-control', 'no-cache');
      },
    });
  else app.log.warn(`web app not built (${webDist} missing): run npm run build -w apps/web`);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const identityPrefix = `${app.services.config.identity.prefix}/`;
    const isApi = API_PREFIXES.some((p) => url.startsWith(p)) || url.startsWith(identityPrefix);
    if (built && request.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 404, message: `接口不存在：${request.method} ${url}` });
  });
}
