import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ALL_ENDPOINTS } from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { recursiveSchemaRegistry } from './recursive-schemas';

/**
 * OpenAPI 3.1 document at /qis/openapi.json and its UI at /qis/docs, both made from the endpoint declarations.
 * 3.1, because its schemas are JSON Schema: a nullable union is `anyOf` with `{ type: 'null' }` (3.0's `nullable`
 * needs a `type` beside it). Recursive schemas (trees) become named components that refer to themselves.
 */
export async function registerApiDocs(app: FastifyInstance) {
  const schemaRegistry = recursiveSchemaRegistry(ALL_ENDPOINTS);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'QIS 质量信息系统 API', version: '1.0.0' },
      // Relative: the document describes the server that serves it.
      servers: [{ url: '/', description: '提供本文档的服务' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
    hideUntagged: true,
  });
  await app.register(swaggerUi, { routePrefix: '/qis/docs', staticCSP: true });
  app.get('/qis/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
