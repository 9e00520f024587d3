// The web's one way to the gateway's API (same origin: /api/...): the fetch core every call goes through
// (gatewayFetch: credentials, the Auth0 bearer token, the network error, 401 reporting), the one mapping of
// a failed answer (answerError: an ApiRequestError carrying the body's { error: { code, message, field? } }),
// and on top of them apiRequest (uploads, the first screen's calls), apiGetBlob (downloads) and a small typed
// `api`. The typed openapi-fetch client (http.ts) sends through the same core.
import type { ApiError } from '@tradehub/contract';
import type { ApiBody, ApiData, ApiQuery } from './apiTypes';
import type { paths } from './schema';

type ApiErrorBody = ApiError['error'];

/**
 * Codes of failures detected in the browser rather than reported by the gateway; the UI shows its own
 * translated text for them (the gateway's codes come with their message).
 */
export const clientErrorCodes = {
  /** The request never got an answer (offline, DNS, connection refused). */
  network: 'CLIENT_NETWORK_ERROR',
  /** A 2xx answer whose body is not the JSON we asked for. */
  invalidResponse: 'CLIENT_INVALID_RESPONSE',
  /** A non-2xx answer without the API's error body (a proxy or load balancer answered). */
  http: 'CLIENT_HTTP_ERROR',
  /** The external sign-in service (Auth0) could not hand out an access token for the request. */
  accessToken: 'CLIENT_ACCESS_TOKEN_ERROR',
} as const;

/**
 * Where requests get a bearer token when sign-in is delegated to Auth0; unset in local mode, where the
 * gateway's httpOnly session cookie does the job. Answering `undefined` sends the request without one.
 */
export type AccessTokenProvider = () => Promise<string | undefined>;
let accessTokenProvider: AccessTokenProvider | undefined;

export function setAccessTokenProvider(provider: AccessTokenProvider | undefined): void {
  accessTokenProvider = provider;
}

type UnauthorizedListener = (path: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called when a data request answers 401 (the session expired or was ended elsewhere), so the profile
 * can be re-read. The profile and sign-in calls themselves do not count: their callers handle a 401.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function reportsUnauthorized(path: string): boolean {
  return path !== '/api/profile' && !path.startsWith('/api/auth/');
}

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly code: string;
  /** The offending input on a 400. */
  readonly field: string | undefined;
  /** The numbers the message states (a limit, what is used, seconds to wait): the web words it from them. */
  readonly params: Readonly<Record<string, string | number>> | undefined;

  constructor(status: number, body: ApiErrorBody, options?: ErrorOptions) {
    super(body.message, options);
    this.status = status;
    this.code = body.code;
    this.field = body.field;
    this.params = body.params;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function isApiErrorBody(value: unknown): value is { error: ApiErrorBody } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error: unknown = value.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string' &&
    (!('field' in error) || error.field === undefined || typeof error.field === 'string') &&
    (!('params' in error) ||
      error.params === undefined ||
      (typeof error.params === 'object' && error.params !== null))
  );
}

/**
 * The one mapping of a non-2xx answer: the gateway's own `{ error: { code, message, field } }` when it sent
 * one, else the HTTP error code (a proxy or load balancer answered), its message naming the request.
 */
export function answerError(status: number, body: unknown, request: string): ApiRequestError {
  if (isApiErrorBody(body)) return new ApiRequestError(status, body.error);
  return new ApiRequestError(status, {
    code: clientErrorCodes.http,
    message: `${request} answered HTTP ${status}`,
  });
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The Auth0 bearer token, when sign-in is delegated to Auth0; a failure to get one is the client's code. */
async function accessToken(): Promise<string | undefined> {
  if (!accessTokenProvider) return undefined;
  try {
    return await accessTokenProvider();
  } catch (cause) {
    throw new ApiRequestError(
      0,
      { code: clientErrorCodes.accessToken, message: 'No access token could be obtained' },
      { cause },
    );
  }
}

/**
 * The one way a request reaches the gateway: apiRequest, apiGetBlob and the typed `http` client (api/http.ts)
 * all send through here. It sends the session cookie (same origin) and, with Auth0, the bearer token; a
 * request that gets no answer (offline, refused) fails as the network error the UI translates, while an
 * abort passes through (the caller's own decision, e.g. a superseded query); a data call's 401 is reported
 * to the listeners. Takes what `fetch` takes: a path and its init, or a Request (openapi-fetch's).
 */
export async function gatewayFetch(input: string | Request, init: RequestInit = {}): Promise<Response> {
  const url = typeof input === 'string' ? new URL(input, 'http://gateway.invalid') : new URL(input.url);
  const path = url.pathname + url.search;
  const token = await accessToken();
  let sending: Promise<Response>;
  if (typeof input === 'string') {
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    sending = fetch(input, { credentials: 'same-origin', ...init, headers });
  } else {
    if (token) input.headers.set('Authorization', `Bearer ${token}`);
    sending = fetch(input);
  }
  let response: Response;
  try {
    response = await sending;
  } catch (cause) {
    const signal = typeof input === 'string' ? init.signal : input.signal;
    if (signal?.aborted) throw cause;
    throw new ApiRequestError(
      0,
      { code: clientErrorCodes.network, message: `Network request to ${path} failed` },
      { cause },
    );
  }
  if (response.status === 401 && reportsUnauthorized(url.pathname)) {
    for (const listener of unauthorizedListeners) listener(url.pathname);
  }
  return response;
}

/**
 * True when API requests carry a bearer token (Auth0): a plain link to an API file would go without it,
 * so such a file is fetched with apiGetBlob instead.
 */
export function sendsAccessToken(): boolean {
  return accessTokenProvider !== undefined;
}

/** GETs a file (a report download) with the same credentials as the JSON calls. */
export async function apiGetBlob(path: string): Promise<Blob> {
  const response = await gatewayFetch(path);
  if (!response.ok) {
    const parsed = await readJson(response);
    throw answerError(response.status, parsed.ok ? parsed.value : undefined, `GET ${path}`);
  }
  return response.blob();
}

export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (body instanceof FormData) {
    init.body = body; // multipart: the browser sets the Content-Type with its boundary
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await gatewayFetch(path, init);
  const parsed = await readJson(response);
  if (!response.ok)
    throw answerError(response.status, parsed.ok ? parsed.value : undefined, `${method} ${path}`);
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!parsed.ok || (parsed.value !== undefined && !isJson)) {
    throw new ApiRequestError(response.status, {
      code: clientErrorCodes.invalidResponse,
      message: `${method} ${path} did not answer JSON`,
    });
  }
  return parsed.value as T;
}

type Method_ = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The paths (without path parameters) that have an operation for `M`. */
type PathsWith<M extends Method_> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

function withQuery(path: string, query: object | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Typed by the OpenAPI document like the `http` client (api/http.ts), without its code: for the few calls of
 * the first screen's JavaScript (configuration, profile, latest rates). A wrong path or body does not compile.
 */
export const api = {
  get: <P extends PathsWith<'get'>>(path: P, options: RequestOptions & { query?: ApiQuery<P, 'get'> } = {}) =>
    apiRequest<ApiData<P, 'get'>>('GET', withQuery(path, options.query), undefined, options),
  post: <P extends PathsWith<'post'>>(path: P, body: ApiBody<P, 'post'>, options?: RequestOptions) =>
    apiRequest<ApiData<P, 'post'>>('POST', path, body, options),
};
