import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiRequest, ApiRequestError, clientErrorCodes } from '../../src/api/client';

function answer(status: number, body: string, contentType = 'application/json') {
  return vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('returns the parsed JSON of a 2xx answer and asks for JSON', async () => {
    const fetchMock = answer(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest<{ ok: boolean }>('GET', '/api/x')).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/x');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
  });

  it('builds a typed GET from the path and its query, leaving out what is unset', async () => {
    const fetchMock = answer(200, '{"points":[]}');
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/fx/history', { query: { quote: 'EUR', range: '30d' } });
    await api.get('/api/payments', { query: { q: 'a&b', status: undefined } });
    const paths = fetchMock.mock.calls.map((call) => (call as unknown as [string])[0]);
    expect(paths).toEqual(['/api/fx/history?quote=EUR&range=30d', '/api/payments?q=a%26b']);
  });

  it('sends a JSON body', async () => {
    const fetchMock = answer(201, '{"id":"1"}');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST', '/api/things', { name: 'a' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"name":"a"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it("throws the API's error body of a non-2xx answer", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, '{"error":{"code":"VALIDATION_FAILED","message":"Email is invalid","field":"email"}}'),
    );
    const error = await apiRequest('GET', '/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Email is invalid',
      field: 'email',
    });
  });

  it('reports a non-2xx answer without the error body as an HTTP error', async () => {
    vi.stubGlobal('fetch', answer(502, '<h1>Bad gateway</h1>', 'text/html'));
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({
      status: 502,
      code: clientErrorCodes.http,
    });
  });

  it('reports a 2xx answer that is not JSON', async () => {
    vi.stubGlobal('fetch', answer(200, '<!doctype html>', 'text/html'));
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({
      code: clientErrorCodes.invalidResponse,
    });
  });

  it('reports a request that got no answer as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({
      status: 0,
      code: clientErrorCodes.network,
    });
  });

  it('passes an abort through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        init.signal?.throwIfAborted();
        return new Response('{}');
      }),
    );
    const error = await apiRequest('GET', '/api/x', undefined, { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect(error).not.toBeInstanceOf(ApiRequestError);
    expect((error as Error).name).toBe('AbortError');
  });
});
