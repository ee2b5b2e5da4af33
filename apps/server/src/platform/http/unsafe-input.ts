import { findUnsafeText } from '@qis/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './app-error';
import { PART_NAMES } from './error-handler';

/**
 * preValidation of every declared endpoint: a NUL character or a lone surrogate anywhere in the path parameters,
 * the query or the body (declared fields or not) is answered 400 naming the field, before any schema or handler
 * sees it.
 */
export async function rejectUnsafeText(request: FastifyRequest) {
  const parts = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const;
  for (const [part, value] of parts) {
    const found = findUnsafeText(value);
    if (found) throw badRequest(`参数 ${found.path.join('.') || PART_NAMES[part]} 无效：${found.reason}`);
  }
}
