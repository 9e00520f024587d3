import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiRequestError,
  clientErrorCodes,
  earlyGetMaxAgeMs,
  startEarlyGet,
} from '../../src/api/client';

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
    await expect(api.get<{ ok: boolean }>('/api/x')).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/x');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
  });

  it('sends a JSON body', async () => {
    const fetchMock = answer(201, '{"id":"1"}');
    vi.stubGlobal('fetch', fetchMock);
    await api.post('/api/things', { name: 'a' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"name":"a"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it("throws the API's error body of a non-2xx answer", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, '{"error":{"code":"VALIDATION_FAILED","message":"Email is invalid","field":"email"}}'),
    );
    const error = await api.get('/api/x').catch((caught: unknown) => caught);
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
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, code: clientErrorCodes.http });
  });

  it('reports a 2xx answer that is not JSON', async () => {
    vi.stubGlobal('fetch', answer(200, '<!doctype html>', 'text/html'));
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: clientErrorCodes.invalidResponse });
  });

  it('reports a request that got no answer as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, code: clientErrorCodes.network });
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
    const error = await api.get('/api/x', { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiRequestError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('early GETs (the first screen’s data, asked for while its code downloads)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the early answer to the first GET of the same path, and asks the network again after that', async () => {
    const fetchMock = answer(200, '{"n":1}');
    vi.stubGlobal('fetch', fetchMock);
    startEarlyGet('/api/early-a');
    await expect(api.get('/api/early-a')).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await api.get('/api/early-a');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await api.get('/api/other');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('starts one request for a path however often it is asked for early', async () => {
    const fetchMock = answer(200, '{}');
    vi.stubGlobal('fetch', fetchMock);
    startEarlyGet('/api/early-b');
    startEarlyGet('/api/early-b');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((settle) => setTimeout(settle, 10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not hand out an answer nobody took in time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = answer(200, '{}');
    vi.stubGlobal('fetch', fetchMock);
    startEarlyGet('/api/early-c');
    vi.setSystemTime(Date.now() + earlyGetMaxAgeMs + 1);
    await api.get('/api/early-c');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('passes an early failure to whoever takes it', async () => {
    vi.stubGlobal('fetch', answer(503, '{"error":{"code":"database_unavailable","message":"later"}}'));
    startEarlyGet('/api/early-d');
    await expect(api.get('/api/early-d')).rejects.toMatchObject({
      status: 503,
      code: 'database_unavailable',
    });
  });
});
