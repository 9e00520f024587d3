// Every call to the gateway goes through one fetch core (gatewayFetch in api/client.ts) and one mapping of a
// failed answer (answerError): the typed openapi-fetch client (api/http.ts), apiRequest and the file
// downloads behave the same on a missing answer, an error body, a proxy's page, a 401 and with Auth0.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiGetBlob,
  apiRequest,
  ApiRequestError,
  clientErrorCodes,
  onUnauthorized,
  setAccessTokenProvider,
} from '../../src/api/client';
import { http, unwrap } from '../../src/api/http';

// openapi-fetch builds a Request, which needs an absolute URL outside a browser.
const baseUrl = 'http://gateway.test';
const viaHttp = () => unwrap(http.GET('/api/fx/latest', { baseUrl }));
const viaApiRequest = () => apiRequest('GET', '/api/fx/latest');
const viaBlob = () => apiGetBlob('/api/fx/latest');
const callers = [
  ['the typed http client', viaHttp],
  ['apiRequest', viaApiRequest],
  ['apiGetBlob', viaBlob],
] as const;

function answer(status: number, body: string, contentType = 'application/json') {
  return vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } }));
}

/** The Authorization header of the one request sent, whichever way fetch was called. */
function authorizationSent(fetchMock: ReturnType<typeof answer>): string | null {
  const [input, init] = fetchMock.mock.calls[0] as unknown as [string | Request, RequestInit | undefined];
  return input instanceof Request
    ? input.headers.get('authorization')
    : new Headers(init?.headers).get('authorization');
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(undefined);
});

describe.each(callers)('a call through %s', (_name, call) => {
  it('that gets no answer fails as the network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const error = await call().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, code: clientErrorCodes.network });
    expect((error as Error).message).toBe('Network request to /api/fx/latest failed');
  });

  it("throws the gateway's error body of a non-2xx answer", async () => {
    vi.stubGlobal(
      'fetch',
      answer(429, '{"error":{"code":"rate_limited","message":"Slow down","params":{"seconds":3}}}'),
    );
    await expect(call()).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Slow down',
      params: { seconds: 3 },
    });
  });

  it('reports a non-2xx answer without the error body as an HTTP error', async () => {
    vi.stubGlobal('fetch', answer(502, '<h1>Bad gateway</h1>', 'text/html'));
    const error = await call().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: clientErrorCodes.http });
    // The typed client names the answer's URL, which a stubbed Response does not have.
    expect((error as Error).message).toMatch(/answered HTTP 502$/);
  });

  it('tells the listeners about a 401 of a data call, once', async () => {
    vi.stubGlobal('fetch', answer(401, '{"error":{"code":"unauthenticated","message":"Please sign in"}}'));
    const heard: string[] = [];
    const stop = onUnauthorized((path) => heard.push(path));
    await call().catch(() => undefined);
    stop();
    expect(heard).toEqual(['/api/fx/latest']);
  });

  it('sends the Auth0 bearer token when sign-in is delegated, and none otherwise', async () => {
    const withoutToken = answer(200, '{}');
    vi.stubGlobal('fetch', withoutToken);
    await call();
    expect(authorizationSent(withoutToken)).toBeNull();

    setAccessTokenProvider(async () => 'token-1');
    const withToken = answer(200, '{}');
    vi.stubGlobal('fetch', withToken);
    await call();
    expect(authorizationSent(withToken)).toBe('Bearer token-1');
  });

  it('fails with the access-token code when Auth0 cannot give a token, without sending', async () => {
    setAccessTokenProvider(async () => {
      throw new Error('login_required');
    });
    const fetchMock = answer(200, '{}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(call()).rejects.toMatchObject({ status: 0, code: clientErrorCodes.accessToken });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the 401 listeners', () => {
  it('are not told about the profile or sign-in calls, whose callers handle a 401', async () => {
    vi.stubGlobal('fetch', answer(401, '{"error":{"code":"unauthenticated","message":"Please sign in"}}'));
    const heard: string[] = [];
    const stop = onUnauthorized((path) => heard.push(path));
    await unwrap(http.GET('/api/profile', { baseUrl })).catch(() => undefined);
    await apiRequest('POST', '/api/auth/sign-in', {}).catch(() => undefined);
    stop();
    expect(heard).toEqual([]);
  });
});

describe('the typed http client', () => {
  it('passes an abort through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        request.signal.throwIfAborted();
        return new Response('{}');
      }),
    );
    const error = await unwrap(http.GET('/api/fx/latest', { baseUrl, signal: controller.signal })).catch(
      (caught: unknown) => caught,
    );
    expect(error).not.toBeInstanceOf(ApiRequestError);
    expect((error as Error).name).toBe('AbortError');
  });
});
