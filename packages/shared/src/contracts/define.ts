import { z } from 'zod';
import type { PermissionAction, PermissionRequirement } from '../permissions/define';

/** Base prefixes of the spec (§7): `/qis`, `/jqis`, `/qiswf`, and the identity server's own authority. */
export type ApiBase = 'qis' | 'jqis' | 'qiswf' | 'identity';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: `public` needs no token, `user` needs a valid token only,
 * a permission requirement needs a token whose roles grant that action.
 */
export type EndpointAccess = 'public' | 'user' | PermissionRequirement;

/** The points of a module whose calls are shared by several of them (file-spaces.ts SPACE_POINTS). */
export type SpacePoint = 'module' | 'files' | 'setting';

/**
 * The permission of a call shared by several modules (my files of the three spaces, the settings of both seven-tools
 * sets): the request names the module, and the call needs `action` on that module's `point`. Declared beside
 * `access: 'user'` and the `plugin` list; the server applies it before anything is read or written.
 */
export interface ScopedAccess {
  readonly point: SpacePoint;
  readonly action: PermissionAction;
}

type Schema = z.ZodType | undefined;

export interface EndpointDefinition<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  D extends z.ZodType = z.ZodType,
  A extends EndpointAccess = EndpointAccess,
> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly base: ApiBase;
  /** Path after the base prefix, letter for letter as the spec writes it, e.g. `/api/app/user/changePassWord`. */
  readonly path: string;
  readonly summary: string;
  readonly access: A;
  /** Mutating calls are written to the operation log; reads are not. Defaults to true for non-GET methods. */
  readonly mutates: boolean;
  /** multipart/form-data upload: the body is read by the handler, not by a schema. */
  readonly multipart?: boolean;
  /**
   * The call acts only on the caller's own data (profile, password, own messages, favourites ...), so any signed-in
   * user may make it without a permission point. A mutating endpoint without a permission must say so.
   */
  readonly ownData?: boolean;
  /** The permission of a call shared by several modules, told apart by the request (see ScopedAccess). */
  readonly scopedAccess?: ScopedAccess;
  /**
   * The plugin whose module the endpoint serves: while the tenant has it disabled the endpoint answers 403
   * '插件未启用'. A list means any of them: a call shared by several
   * modules (my files of statistics and both seven-tools sets) is let in while one is enabled, and its service then
   * requires the plugin of what is asked. Endpoints with a permission are gated by the point.
   */
  readonly plugin?: number | readonly number[];
  /** Largest request body accepted, in bytes (Fastify's default of 1 MiB otherwise), e.g. a data sheet's columns. */
  readonly bodyLimit?: number;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** Schema of `data` in the success envelope `{ code: 0, message: '', data }`. */
  readonly data: D;
}

/** Declares one endpoint; the server registers it and the web client calls it from this one declaration. */
export function defineEndpoint<
  const A extends EndpointAccess,
  D extends z.ZodType,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(input: {
  name: string;
  method: HttpMethod;
  base: ApiBase;
  path: string;
  summary: string;
  access: A;
  mutates?: boolean;
  multipart?: boolean;
  ownData?: boolean;
  scopedAccess?: ScopedAccess;
  plugin?: number | readonly number[];
  bodyLimit?: number;
  params?: P;
  query?: Q;
  body?: B;
  data: D;
}): EndpointDefinition<P, Q, B, D, A> {
  return {
    params: undefined,
    query: undefined,
    body: undefined,
    ...input,
    mutates: input.mutates ?? input.method !== 'GET',
  } as EndpointDefinition<P, Q, B, D, A>;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** The validated input a handler of endpoint E receives. */
export type EndpointInput<E> =
  E extends EndpointDefinition<infer P, infer Q, infer B, z.ZodType, EndpointAccess>
    ? { params: Infer<P>; query: Infer<Q>; body: Infer<B> }
    : never;

/** The success envelope around an endpoint's data. */
export function envelope<D extends z.ZodType>(data: D) {
  return z.object({ code: z.literal(0), message: z.string(), data });
}

/** Error envelope: 9999 for business errors the web shows as they are; HTTP status codes otherwise. */
export const ErrorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const BUSINESS_ERROR_CODE = 9999;

/** Paged list parameters of every list call (DESIGN.md): `SkipCount` / `MaxResultCount`. */
export const PageQuery = z.object({
  SkipCount: z.coerce.number().int().min(0).default(0),
  MaxResultCount: z.coerce.number().int().min(1).max(1000).default(15),
});

export function pagedResult<I extends z.ZodType>(item: I) {
  return z.object({ items: z.array(item), totalCount: z.number().int() });
}

/** The plugins of an endpoint's `plugin`, any of which lets it in; empty when it names none. */
export const endpointPlugins = (endpoint: Pick<EndpointDefinition, 'plugin'>): readonly number[] =>
  endpoint.plugin === undefined ? [] : typeof endpoint.plugin === 'number' ? [endpoint.plugin] : endpoint.plugin;

export type EndpointData<E> = E extends EndpointDefinition<Schema, Schema, Schema, infer D> ? z.infer<D> : never;
