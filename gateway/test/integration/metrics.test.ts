// The gateway's Prometheus metrics: a request moves its route's histogram (by route pattern, not URL), a
// scrape without METRICS_TOKEN is 401, METRICS_PORT moves /metrics to a listener of its own, /metrics is
// never the web app's page, and the socket series (open sockets by room kind, broadcast fan-out) move.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../infra/test-support/product-process.js';
import { sampleValue } from '../../../infra/test-support/prometheus-text.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

const TOKEN = 'metrics-token-of-the-test-0123456789';
const DURATION = 'tradehub_http_request_duration_seconds_count';

describe('gateway metrics behind METRICS_TOKEN', () => {
  let gateway: TestGateway;
  let cookie: string;
  beforeAll(async () => {
    gateway = await startTestGateway('metrics-token', { env: { METRICS_TOKEN: TOKEN } });
    const { email } = await gateway.createAccount('approved');
    cookie = await gateway.signIn(email);
  });
  afterAll(async () => {
    await gateway?.close();
  });

  const scrape = async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    return response.body;
  };

  it('answers 401 without the token or with another one, and never the web page', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-the-token-at-all-0000' },
      { authorization: TOKEN },
    ]) {
      const response = await gateway.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.body).not.toMatch(/<!doctype html>/i);
    }
  });

  it("counts a request in its route pattern's histogram, by status", async () => {
    const route = { method: 'GET', route: '/api/payments/:paymentId', status_code: '404' };
    const before = sampleValue(await scrape(), DURATION, route);
    const missing = await gateway.app.inject({
      method: 'GET',
      url: `/api/payments/${randomUUID()}`,
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
    const text = await scrape();
    expect(sampleValue(text, DURATION, route)).toBe(before + 1);
    // The pattern, never the URL (one series per route, whatever the ids).
    expect(text).not.toMatch(/route="\/api\/payments\/[0-9a-f]{8}-/);
    // Node's own series ride along.
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ])
      expect(text).toContain(`${name}{process="gateway"}`);
    expect(text).toContain('nodejs_gc_duration_seconds');
  });

  it('counts open sockets by room kind and times a broadcast fan-out', async () => {
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gateway.app.server.address() as AddressInfo;
    const sockets: Socket[] = [];
    const connect = (headers: Record<string, string> = {}) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = io(`http://127.0.0.1:${port}`, {
          transports: ['websocket'],
          extraHeaders: headers,
          reconnection: false,
        });
        sockets.push(socket);
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    try {
      const anonymous = await connect();
      await connect({ cookie });
      const text = await scrape();
      const open = (kind: string) => sampleValue(text, 'tradehub_socketio_open_sockets', { room_kind: kind });
      expect(open('fx')).toBe(2);
      expect(open('user')).toBe(1);
      expect(open('org')).toBe(1);
      expect(open('session')).toBe(1);

      const fanout = 'tradehub_socketio_broadcast_fanout_seconds_count';
      const before = sampleValue(text, fanout, { event: 'notification:read-all' });
      const received = new Promise((resolve) => anonymous.once('notification:read-all', resolve));
      gateway.app.io.to('fx').emit('notification:read-all');
      await received;
      expect(sampleValue(await scrape(), fanout, { event: 'notification:read-all' })).toBeGreaterThan(before);
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });
});

describe('gateway metrics on METRICS_PORT', () => {
  let gateway: TestGateway;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    gateway = await startTestGateway('metrics-port', {
      env: { METRICS_PORT: String(metricsPort), HOST: '127.0.0.1' },
    });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('serves /metrics only on its own port; the app answers 404 JSON there, not the web page', async () => {
    const onApp = await gateway.app.inject({ method: 'GET', url: '/metrics' });
    expect(onApp.statusCode).toBe(404);
    expect(onApp.json()).toMatchObject({ error: { code: 'not_found' } });

    await gateway.app.inject({ method: 'GET', url: '/health' });
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    expect(
      sampleValue(await scraped.text(), DURATION, { route: '/health', status_code: '200' }),
    ).toBeGreaterThan(0);

    // Nothing else of the product is reachable through that port.
    const other = await fetch(`http://127.0.0.1:${metricsPort}/api/profile`);
    expect(other.status).toBe(404);
  });
});
