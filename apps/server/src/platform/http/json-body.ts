import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The deepest legitimate input (a tree diagram's
 * outline, 12 levels of nodes with their `children`) stays far below; a 10,000-deep body would otherwise overflow
 * the stack of whatever walks it recursively (zod, JSON.stringify in the operation log).
 */
export const MAX_JSON_DEPTH = 64;

/** True when `value` nests arrays and objects deeper than `limit`; iterative, and stops at the first too deep. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; depth: number };
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth > limit) return true;
    const children = Array.isArray(item.value) ? item.value : Object.values(item.value);
    for (const child of children)
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: item.depth + 1 });
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused) followed by the depth limit: a body nested too deep is
 * answered 400 naming the body, on every route.
 */
export function installJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body.toString(), (error, value) => {
      if (error) return done(error, undefined);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH))
        return done(badRequest(`参数 请求体 无效：嵌套不能超过 ${MAX_JSON_DEPTH} 层`), undefined);
      done(null, value);
    });
  });
}
