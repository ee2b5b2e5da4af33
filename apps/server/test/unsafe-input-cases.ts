import { randomUUID } from 'node:crypto';
import type { EndpointDefinition } from '@qis/shared';
import type { InjectOptions } from 'fastify';

/** A request the endpoint must refuse with 400 naming `field`, writing nothing. */
export interface BadInputCase {
  name: string;
  request: InjectOptions;
  field: string;
}

type Path = Array<string | number>;

const WITH_NUL = 'a\u0000b';
const WITH_LONE_SURROGATE = 'a\ud800b';
const DEEP_LEVELS = 10_000;

/** Paths of every string in a JSON value, depth first in key order. */
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((element, index) => stringPaths(element, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => stringPaths(child, [...path, key]));
  return [];
}

function replaceAt(value: unknown, path: Path, text: string): unknown {
  if (path.length === 0) return text;
  const [key, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key] = replaceAt(copy[key], rest, text);
  return copy;
}

/** The valid body with `text` in its first or last string, or in a field of its own when it has no string. */
function bodyWith(valid: unknown, text: string, which: 'first' | 'last') {
  const paths = stringPaths(valid);
  const path = which === 'first' ? paths[0] : paths.at(-1);
  if (path) return { payload: replaceAt(valid, path, text), field: path.join('.') || '请求体' };
  if (Array.isArray(valid)) return { payload: [...valid, text], field: String(valid.length) };
  if (valid !== null && typeof valid === 'object') return { payload: { ...valid, note: text }, field: 'note' };
  return { payload: { note: text }, field: 'note' };
}

/**
 * Input no database stores or no parser survives, for any endpoint: a 10,000-deep JSON body, a NUL character and a
 * lone surrogate in a string of an otherwise valid body, a NUL in a query parameter and in a path parameter.
 * `route` is the endpoint's URL with its `:parameters`; `validBody` what a well-behaved client sends.
 */
export function unsafeInputCases(e: EndpointDefinition, route: string, validBody: unknown): BadInputCase[] {
  const url = route.replace(/:(\w+)/g, () => randomUUID());
  const cases: BadInputCase[] = [];
  if (e.method !== 'GET') {
    cases.push({
      name: `a ${DEEP_LEVELS.toLocaleString('en')}-deep JSON body`,
      request: {
        method: e.method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: `${'['.repeat(DEEP_LEVELS)}${']'.repeat(DEEP_LEVELS)}`,
      },
      field: '请求体',
    });
    for (const [name, text, which] of [
      ['a NUL character', WITH_NUL, 'last'],
      ['a lone surrogate', WITH_LONE_SURROGATE, 'first'],
    ] as const) {
      const { payload, field } = bodyWith(validBody, text, which);
      cases.push({
        name: `${name} in body field ${field}`,
        request: { method: e.method, url, payload: payload as InjectOptions['payload'] },
        field,
      });
    }
  }
  const queryKey = e.query && 'shape' in e.query ? Object.keys(e.query.shape as object)[0] : undefined;
  if (queryKey)
    cases.push({
      name: `a NUL character in query parameter ${queryKey}`,
      request: { method: e.method, url: `${url}?${queryKey}=a%00b` },
      field: queryKey,
    });
  const param = /:(\w+)/.exec(route)?.[1];
  if (param) {
    const withNul = route.replace(`:${param}`, 'a%00b').replace(/:(\w+)/g, () => randomUUID());
    cases.push({
      name: `a NUL character in path parameter ${param}`,
      request: { method: e.method, url: withNul, ...(e.method === 'GET' ? {} : { payload: {} }) },
      field: param,
    });
  }
  return cases;
}
