import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFrankfurterProvider,
  FrankfurterError,
  FRANKFURTER_MIN_POLL_MS,
  parseFrankfurterLatest,
} from '../../src/fx/frankfurter-provider.js';

/** A fake Frankfurter server speaking the real API's shape; `answer` decides what /latest returns. */
let answer: (url: URL, response: ServerResponse) => void;
const requests: string[] = [];
let server: Server;
let baseUrl: string;

const ecbRates = { EUR: 0.9217, GBP: 0.7893, JPY: 148.31, CNY: 7.2129 };

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname !== '/latest') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
      return;
    }
    answer(url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json =
  (body: unknown, status = 200) =>
  (_url: URL, response: ServerResponse) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('parsing a Frankfurter answer', () => {
  it('reads rates against USD as of the rates’ date', () => {
    const quote = parseFrankfurterLatest({ amount: 1, base: 'USD', date: '2026-03-06', rates: ecbRates });
    expect(quote.asOf.toISOString()).toBe('2026-03-06T00:00:00.000Z');
    expect(quote.rates).toEqual(ecbRates);
  });

  it('accepts `from` instead of `base`, and divides by `amount`', () => {
    const quote = parseFrankfurterLatest({
      amount: 10,
      from: 'USD',
      date: '2026-03-06',
      rates: { EUR: 9.2 },
    });
    expect(quote.rates.EUR).toBeCloseTo(0.92, 10);
  });

  it('rejects answers that are not USD rates', () => {
    const base = { amount: 1, base: 'USD', date: '2026-03-06', rates: ecbRates };
    expect(() => parseFrankfurterLatest({ ...base, base: 'EUR' })).toThrow(/against EUR, not USD/);
    expect(() => parseFrankfurterLatest({ ...base, base: undefined })).toThrow(FrankfurterError);
    expect(() => parseFrankfurterLatest({ ...base, date: '6 March' })).toThrow(/date/);
    expect(() => parseFrankfurterLatest({ ...base, rates: {} })).toThrow(/no rates/);
    expect(() => parseFrankfurterLatest({ ...base, rates: { EUR: 'x' } })).toThrow(/rates/);
    expect(() => parseFrankfurterLatest('<html>')).toThrow(FrankfurterError);
  });
});

describe('the Frankfurter provider', () => {
  it('polls GET <url>/latest?from=USD at most once a minute', async () => {
    answer = json({ amount: 1, base: 'USD', date: '2026-03-06', rates: ecbRates });
    const provider = createFrankfurterProvider({ url: `${baseUrl}/`, tickMs: 1000 });
    expect(provider.name).toBe('frankfurter');
    expect(provider.intervalMs).toBe(FRANKFURTER_MIN_POLL_MS);
    expect(createFrankfurterProvider({ url: baseUrl, tickMs: 120_000 }).intervalMs).toBe(120_000);

    requests.length = 0;
    const quote = await provider.next();
    expect(requests).toEqual(['/latest?from=USD']);
    expect(quote).toEqual({ asOf: new Date('2026-03-06T00:00:00.000Z'), rates: ecbRates });
  });

  it('understands a server that answers `from`', async () => {
    answer = json({ amount: 1, from: 'USD', date: '2026-03-09', rates: { EUR: 0.93 } });
    const quote = await createFrankfurterProvider({ url: baseUrl, tickMs: 1000 }).next();
    expect(quote.rates).toEqual({ EUR: 0.93 });
  });

  it('fails with a clear error on HTTP errors, non-JSON answers and unreachable servers', async () => {
    const provider = createFrankfurterProvider({ url: baseUrl, tickMs: 1000 });
    answer = json({ message: 'boom' }, 500);
    await expect(provider.next()).rejects.toThrow(/answered HTTP 500/);
    answer = (_url, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>hi</h1>');
    await expect(provider.next()).rejects.toThrow(/not JSON/);
    answer = json({ amount: 1, base: 'USD', date: '2026-03-06' });
    await expect(provider.next()).rejects.toThrow(/rates/);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(createFrankfurterProvider({ url: deadUrl, tickMs: 1000 }).next()).rejects.toThrow(
      /could not be reached/,
    );

    // And it recovers on the next poll.
    answer = json({ amount: 1, base: 'USD', date: '2026-03-10', rates: { GBP: 0.79 } });
    expect((await provider.next()).rates).toEqual({ GBP: 0.79 });
  });
});
