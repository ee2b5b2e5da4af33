import { type EndpointDefinition, type EndpointInput, envelope } from '@qis/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { writeOperationLog } from '../audit/operation-log';
import { authenticate } from '../auth/authenticate';
import { withTenant } from '../db/tenant-transaction';
import type { EntityChange, PublicContext, UserContext } from './request-context';

export type EndpointHandler<E extends EndpointDefinition> = (
  input: EndpointInput<E>,
  ctx: E['access'] extends 'public' ? PublicContext : UserContext,
) => Promise<z.input<E['data']>>;

type AnyHandler = (input: unknown, ctx: PublicContext | UserContext) => Promise<unknown>;

const BASE_PREFIXES = { qis: '/qis', jqis: '/jqis', qiswf: '/qiswf' } as const;

export function endpointUrl(endpoint: EndpointDefinition, identityPrefix: string): string {
  const prefix =
    endpoint.base === 'identity' ? identityPrefix : BASE_PREFIXES[endpoint.base as keyof typeof BASE_PREFIXES];
  return `${prefix}${endpoint.path}`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: EndpointDefinition;
  }
}

/**
 * Registers a handler for a declared endpoint: validation and the OpenAPI entry come from the declaration's
 * schemas, authentication and the permission check run before validation (so no token gives 401 whatever
 * the body), and an authenticated handler runs in one tenant transaction with its operation-log entry.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
) {
  const services = app.services;
  const isPublic = endpoint.access === 'public';
  app.route({
    method: endpoint.method,
    url: endpointUrl(endpoint, services.config.identity.prefix),
    config: { endpoint },
    schema: {
      summary: endpoint.summary,
      operationId: endpoint.name,
      tags: [endpoint.base],
      ...(isPublic ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // The serializer checks the data against the declaration: no field it does not name leaves the server.
      response: { 200: envelope(endpoint.data) },
    },
    onRequest: isPublic ? [] : [authenticate],
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const input = { params: request.params, query: request.query, body: request.body } as EndpointInput<E>;
      const base = {
        services,
        requestId: String(request.id),
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
        request,
      };
      let data: unknown;
      if (isPublic) {
        data = await (handler as AnyHandler)(input, { ...base, db: services.db });
      } else {
        const principal = request.principal;
        if (!principal) throw new Error('authenticate hook did not set the principal');
        data = await withTenant(services.db, principal.tenantId, async (tx) => {
          const changes: EntityChange[] = [];
          const ctx: UserContext = { ...base, principal, tx, recordChange: (c) => changes.push(c) };
          const result = await (handler as AnyHandler)(input, ctx);
          if (endpoint.mutates) await writeOperationLog(ctx, endpoint, input.body, changes);
          return result;
        });
      }
      return reply.send({ code: 0, message: '', data: data ?? null });
    },
  });
}
