import type { EndpointData, EndpointDefinition, EndpointInput } from '@qis/shared';
import { type RequestOptions, request } from './http';

type Input<E> = Partial<EndpointInput<E>>;
type CallOptions = Pick<RequestOptions, 'timeout' | 'silent' | 'signal'>;

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
  input: Input<E> = {},
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
