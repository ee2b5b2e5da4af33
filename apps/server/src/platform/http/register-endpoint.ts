import { type EndpointDefinition, type EndpointInput, envelope } from '@qis/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { writeOperationLog } from '../audit/operation-log';
import { notifyAuthChanged } from '../auth/auth-changes';
import { authenticate } from '../auth/authenticate';
import type { Principal } from '../auth/principal';
import { withTenant } from '../db/tenant-transaction';
import { PreparedAnswer } from './prepared-answer';
import type { EntityChange, PublicContext, UserContext } from './request-context';
import { rejectUnsafeText } from './unsafe-input';

/** A handler answers the endpoint's data, or that data already serialized (prepareAnswer, for answers it keeps). */
export type EndpointHandler<E extends EndpointDefinition> = (
  input: EndpointInput<E>,
  ctx: E['access'] extends 'public' ? PublicContext : UserContext,
) => Promise<z.input<E['data']> | PreparedAnswer>;

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
 * the body), text no database stores (NUL, lone surrogates) is refused anywhere in the input, and an
 * authenticated handler runs in one tenant transaction with its operation-log entry.
 */
export interface RegisterOptions {
  /**
   * false for a read that needs no database (it answers from the principal): no transaction is opened,
   * and the handler must not touch `ctx.tx`.
   */
  transaction?: boolean;
  /**
   * The handler returns the very same object whenever the answer is the same (it memoizes per principal):
   * the serialized envelope (and its compressed forms) is then cached by that object's identity instead of encoded
   * on every call.
   */
  memoizedData?: boolean;
}

export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RegisterOptions = {},
) {
  if (options.transaction === false && endpoint.mutates)
    throw new Error(`${endpoint.name} mutates: it needs a transaction`);
  const services = app.services;
  const isPublic = endpoint.access === 'public';
  const responseSchema = envelope(endpoint.data);
  const preparedByData = new WeakMap<object, PreparedAnswer>();
  app.route({
    method: endpoint.method,
    url: endpointUrl(endpoint, services.config.identity.prefix),
    config: { endpoint },
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    schema: {
      summary: endpoint.summary,
      operationId: endpoint.name,
      tags: [endpoint.base],
      // A public call says so with an empty list: the OpenAPI document then states every call's security.
      security: isPublic ? [] : [{ bearer: [] }],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // The serializer checks the data against the declaration: no field it does not name leaves the server.
      response: { 200: responseSchema },
    },
    onRequest: isPublic ? [] : [authenticate],
    // After authentication and the permission check, before the schemas: NUL and lone surrogates in any string.
    preValidation: rejectUnsafeText,
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
        if (options.transaction === false) {
          data = await (handler as AnyHandler)(input, withoutTransaction({ ...base, principal }));
        } else {
          const afterCommit: Array<() => void | Promise<void>> = [];
          data = await withTenant(services.db, principal.tenantId, async (tx) => {
            const changes: EntityChange[] = [];
            const ctx: UserContext = {
              ...base,
              principal,
              tx,
              recordChange: (c) => changes.push(c),
              authChanged: async () => {
                await notifyAuthChanged(tx);
                // This instance forgets at once; the others when the notification arrives.
                afterCommit.push(() => services.principals.clear());
              },
              afterCommit: (work) => afterCommit.push(work),
            };
            const result = await (handler as AnyHandler)(input, ctx);
            if (endpoint.mutates) await writeOperationLog(ctx, endpoint, input.body, changes);
            return result;
          });
          await runAfterCommit(afterCommit, request);
        }
      }
      if (data instanceof PreparedAnswer) return data.send(request, reply);
      if (options.memoizedData && data && typeof data === 'object') {
        let prepared = preparedByData.get(data);
        if (!prepared) {
          prepared = new PreparedAnswer(
            Buffer.from(JSON.stringify(responseSchema.encode({ code: 0, message: '', data }))),
          );
          preparedByData.set(data, prepared);
        }
        return prepared.send(request, reply);
      }
      return reply.send({ code: 0, message: '', data: data ?? null });
    },
  });
}

/** Work registered with ctx.afterCommit, in order, once the transaction has committed; failures are logged. */
async function runAfterCommit(work: Array<() => void | Promise<void>>, request: FastifyRequest) {
  for (const item of work) {
    try {
      await item();
    } catch (error) {
      request.log.error({ err: error, requestId: request.id }, 'after-commit work failed');
    }
  }
}

function withoutTransaction(
  base: Omit<UserContext, 'tx' | 'recordChange' | 'authChanged' | 'afterCommit'> & { principal: Principal },
): UserContext {
  const refuse = () => {
    throw new Error('endpoint registered with transaction: false used the database');
  };
  return {
    ...base,
    get tx(): never {
      return refuse();
    },
    recordChange: refuse,
    authChanged: refuse,
    afterCommit: refuse,
  };
}
