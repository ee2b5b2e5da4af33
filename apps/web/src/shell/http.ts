import { t } from '../locales';
import { getAccessToken } from './auth/token';
import { toast } from './feedback';

/** Base prefix of the platform API (spec §7 also names /jqis and /qiswf for later modules). */
export const API_BASE = '/qis';
export const DEFAULT_TIMEOUT_MS = 50000;
/** Long calls (user list page, tenant creation ...) wait 600,000 ms (spec §7, §9). */
export const LONG_TIMEOUT_MS = 600000;
/** Envelope code for a business error whose message is shown to the user. */
export const CODE_BUSINESS_ERROR = 9999;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: Method;
  params?: Record<string, QueryValue>;
  /** Sent as JSON; a FormData body is sent as it is (multipart, the browser sets its Content-Type). */
  body?: unknown;
  /** Prefix for relative paths; absolute URLs are used as they are. */
  base?: string;
  /** Send the stored token and treat HTTP 401 as an expired session (default true). */
  auth?: boolean;
  /** Explicit bearer token; disables the 401 session handling. */
  token?: string;
  timeout?: number;
  /** Do not toast errors (the caller handles them). */
  silent?: boolean;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface Envelope<T> {
  code: number;
  message?: string;
  data: T;
}

let unauthorizedHandler: () => void = () => {};
let projectId: string | null = null;

/** The `id` parameter of the current route, sent as the ProjectId header (spec §7); null when it has none. */
export function setRouteProjectId(id: string | null): void {
  projectId = id;
}

/** Registers what happens when an authenticated call gets HTTP 401 (set by the auth module). */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

function buildUrl(path: string, options: RequestOptions, method: Method): string {
  const absolute = /^https?:\/\//i.test(path);
  const url = new URL(absolute ? path : `${options.base ?? API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.params ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  if (method === 'GET') url.searchParams.set('_t', String(Date.now()));
  return absolute ? url.toString() : `${url.pathname}${url.search}`;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/** Extracts a readable message from an error body: `{ message }`, ABP `{ error: { message, details } }` or text. */
function errorMessageOf(body: unknown): string {
  if (typeof body === 'string') return body.length < 200 ? body : '';
  if (typeof body !== 'object' || body === null) return '';
  const record = body as { message?: unknown; error?: { message?: unknown; details?: unknown } };
  const candidates = [record.message, record.error?.message, record.error?.details];
  return (candidates.find((value) => typeof value === 'string' && value.length > 0) as string | undefined) ?? '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function fail(error: ApiError, silent: boolean | undefined): never {
  if (!silent) toast.error(error.message);
  throw error;
}

async function send(url: string, init: RequestInit, timeout: number, outer?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), timeout);
  const forward = () => controller.abort();
  outer?.addEventListener('abort', forward);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (cause) {
    if (outer?.aborted) throw cause;
    const key = controller.signal.aborted ? 'request.error.timeout' : 'request.error.default';
    throw new ApiError(t(key), 0);
  } finally {
    window.clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/** Calls the API and unwraps the `{ code, message, data }` envelope (code 0 → data). */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const auth = options.auth ?? true;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A password login's token travels in its httpOnly cookie; a single-sign-on token in the Authorization header.
  const token = options.token ?? (auth ? getAccessToken() : null);
  if (token) headers.Authorization = `Bearer ${token}`;
  if ((token || auth) && projectId) headers.ProjectId = projectId;
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (options.body instanceof FormData) init.body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await send(buildUrl(path, options, method), init, options.timeout ?? DEFAULT_TIMEOUT_MS, options.signal);
  } catch (error) {
    if (error instanceof ApiError) fail(error, options.silent);
    throw error;
  }
  const body = await readBody(response);

  if (response.status === 401) {
    const error = new ApiError(errorMessageOf(body) || t('request.error.unauthorized'), 401);
    if (auth && !options.token) {
      unauthorizedHandler();
      throw error;
    }
    fail(error, options.silent);
  }
  if (!response.ok) {
    const text = errorMessageOf(body);
    const message =
      response.status === 500 && text.startsWith('Error while evaluating expression')
        ? t('request.error.expression')
        : text || t('request.error.default');
    fail(new ApiError(message, response.status, isEnvelope(body) ? body.code : undefined), options.silent);
  }
  if (!isEnvelope(body)) return body as T;
  if (body.code === 0) return body.data as T;
  fail(new ApiError(body.message || t('request.error.default'), response.status, body.code), options.silent);
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
