import { loadConfig } from '@tradehub/db/config';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { DemoOverview, Readiness } from '@tradehub/contract';
import { startTestGateway, TEST_SESSION_SECRET, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway('api');
});
afterAll(() => gateway?.close());

describe('operations endpoints', () => {
  it('answers /health', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports PostgreSQL and Redis up on /ready', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/ready' });
    const body = response.json<Readiness>();
    expect(response.statusCode).toBe(200);
    expect(body.status).toBe('ready');
    expect(body.checks.postgres.status).toBe('up');
    expect(body.checks.redis.status).toBe('up');
  });

  it('fails /ready with 503 naming Redis when Redis does not answer', async () => {
    const deadRedis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    deadRedis.on('error', () => undefined);
    const config = loadConfig({ DATABASE_URL: gateway.config.databaseUrl });
    const degraded = await buildApp({
      config,
      orm: gateway.orm,
      redis: deadRedis,
      // Only the producer connection (what /ready checks) is dead; socket fan-out stays on the real Redis.
      redisUrl: gateway.config.redisUrl ?? '',
      sessionSecret: TEST_SESSION_SECRET,
      webDistDir: gateway.dataDir,
      logger: false,
    });
    try {
      const response = await degraded.inject({ method: 'GET', url: '/ready' });
      const body = response.json<Readiness>();
      expect(response.statusCode).toBe(503);
      expect(body.checks.redis.status).toBe('down');
      // A class of failure, not the driver's text with its host and port (that goes to the log).
      expect(body.checks.redis.error).toMatch(
        /^(connection refused|no answer within 2000 ms|not answering)$/,
      );
      expect(body.checks.postgres.status).toBe('up');
    } finally {
      await degraded.close();
      deadRedis.disconnect();
    }
  });
});

describe('GET /api/demo/overview', () => {
  it('returns the seeded demo workspace from PostgreSQL', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/api/demo/overview' });
    expect(response.statusCode).toBe(200);
    const body = response.json<DemoOverview>();
    expect(body.organisation.name).toBe('Demo Trading Co.');
    expect(body.suppliers.total).toBe(3);
    expect(body.suppliers.byStatus).toEqual({ verified: 1, pending: 1, rejected: 1 });
    const rates = Object.fromEntries(body.fxRates.map((rate) => [rate.quote, rate.rate]));
    expect(rates).toEqual({ EUR: 0.921, GBP: 0.789, JPY: 148.25, CNY: 7.2134 });
    expect(body.recentTransactions).toHaveLength(10);
    for (const transaction of body.recentTransactions) {
      expect(Number.isSafeInteger(transaction.amountMinor)).toBe(true);
      expect(['Bank Transfer', 'Wire Transfer', 'ACH']).toContain(transaction.method);
    }
    const dates = body.recentTransactions.map((transaction) => transaction.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('errors, docs and the web app', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/nothing-here' },
    });
  });

  it('serves index.html for client-side routes', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/supplier-verification/abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('TradeHub test shell');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/ready',
        '/api/demo/overview',
        '/api/auth/sign-in',
        '/api/profile',
      ]),
    );
    const ui = await gateway.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
