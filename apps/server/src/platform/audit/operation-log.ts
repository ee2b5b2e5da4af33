import type { EndpointDefinition } from '@qis/shared';
import { operationLogs } from '../../db/tables';
import type { EntityChange, UserContext } from '../http/request-context';

// `code` alone is a verification code; moduleCode and the like are not secrets.
const SECRET_FIELD = /password|psw|^code$|verificationCode|token|secret/i;

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
    method: endpoint.method,
    url: ctx.request.url.split('?')[0] ?? endpoint.path,
    requestId: ctx.requestId,
    ipAddress: ctx.ipAddress,
    changes: { input: endpoint.multipart ? null : redactSecrets(body ?? null), entities: redactSecrets(changes) },
  });
}
