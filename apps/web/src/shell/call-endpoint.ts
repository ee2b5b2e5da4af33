// Types only from @qis/shared and zod: this module is part of the login route, which must not carry the schemas.
import type { EndpointData, EndpointDefinition } from '@qis/shared';
import type { z } from 'zod';
import { type RequestOptions, request } from './http';

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
/**
 * What a call of endpoint E sends: its schemas' input types (the server fills defaults, coerces query strings and
 * transforms), where EndpointInput is what the handler receives.
 */
export type EndpointRequest<E> =
  E extends EndpointDefinition<infer P, infer Q, infer B>
    ? { params: InputOf<P>; query: InputOf<Q>; body: InputOf<B> }
    : never;
/** `auth: false` for public endpoints called before sign-in: no token, and a 401 is not an expired session. */
type CallOptions = Pick<RequestOptions, 'timeout' | 'silent' | 'signal'> & { auth?: false };

const BASES: Record<EndpointDefinition['base'], string | undefined> = {
  qis: undefined,
  jqis: '/jqis',
  qiswf: '/qiswf',
  identity: undefined,
};

/**
 * Calls a declared endpoint: method, base and path come from its declaration in @qis/shared, `:name` path
 * parameters are filled from `input.params`, the query goes to GET parameters and the body is sent as JSON.
 */
export function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  input: Partial<EndpointRequest<E>> = {},
  options: CallOptions = {},
): Promise<EndpointData<E>> {
  const params = (input.params ?? {}) as Record<string, string>;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return request<EndpointData<E>>(path, {
    ...options,
    method: endpoint.method,
    base: BASES[endpoint.base],
    params: input.query as RequestOptions['params'],
    body: input.body,
  });
}
