import type { EndpointDefinition } from '@qis/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operationLogs } from '../../db/tables';
import type { EntityChange, UserContext } from '../http/request-context';
import { actionOfSummary, moduleNameOfPath } from './module-names';

// A bare `code` is a business code (dictionary, template, organization) the log must show: the e-mail verification
// code travels only in public calls, which write no operation log.
const SECRET_FIELD = /password|psw|verificationCode|token|secret/i;

/** Copies a request body for the log with every secret-looking field masked. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_FIELD.test(k) ? '***' : redactSecrets(v)]),
    );
  }
  return value;
}

const arrivals = new WeakMap<FastifyRequest, number>();

/** Notes when each request arrives, so its operation-log entry can say how long the call took. */
export function trackRequestArrival(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    arrivals.set(request, performance.now());
  });
}

function millisecondsSinceArrival(request: FastifyRequest): number | null {
  const arrival = arrivals.get(request);
  return arrival === undefined ? null : Math.round(performance.now() - arrival);
}

/** Request bodies up to this size are logged whole; a larger one (a data sheet) by its size only. */
const LOGGED_BODY_BYTES = 64 * 1024;

function loggedInput(ctx: UserContext, endpoint: EndpointDefinition, body: unknown): unknown {
  if (endpoint.multipart) return null;
  const bytes = Number(ctx.request.headers['content-length'] ?? 0);
  if (bytes > LOGGED_BODY_BYTES) return { omitted: true, bytes };
  return redactSecrets(body ?? null);
}

/** Writes the operation-log entry of a mutating call, in the call's own transaction. */
export async function writeOperationLog(
  ctx: UserContext,
  endpoint: EndpointDefinition,
  body: unknown,
  changes: EntityChange[],
) {
  await ctx.tx.insert(operationLogs).values({
    tenantId: ctx.principal.tenantId,
    userId: ctx.principal.userId,
    userName: ctx.principal.userName,
    endpoint: endpoint.name,
    module: moduleNameOfPath(endpoint.path),
    action: actionOfSummary(endpoint.summary),
    durationMs: millisecondsSinceArrival(ctx.request),
    method: endpoint.method,
    url: ctx.request.url.split('?')[0] ?? endpoint.path,
    requestId: ctx.requestId,
    ipAddress: ctx.ipAddress,
    changes: { input: loggedInput(ctx, endpoint, body), entities: redactSecrets(changes) },
  });
}
