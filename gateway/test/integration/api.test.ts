import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOrmConfig, initOrm, runMigrations, seedDemo, type MikroORM } from '@tradehub/db';
import { loadConfig } from '@tradehub/db/config';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../infra/test-support/test-database.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { buildApp } from '../../src/app.js';
import type { DemoOverview, Readiness } from '../../src/contract/index.js';

const database = await createTestDatabase('gateway');
const redisPrefix = createTestRedisPrefix('gateway');
const webDistDir = mkdtempSync(path.join(tmpdir(), 'tradehub-web-'));
writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>TradeHub test shell</title>');

let orm: MikroORM;
let redis: Redis;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  await runMigrations(orm);
  await seedDemo(orm.em.fork());
  redis = new Redis(redisPrefix.url, { keyPrefix: `${redisPrefix.prefix}:` });
  const config = loadConfig({
    DATABASE_URL: database.url,
    REDIS_URL: redisPrefix.url,
    REDIS_PREFIX: redisPrefix.prefix,
  });
  app = await buildApp({ config, orm, redis, webDistDir, logger: false });
});

afterAll(async () => {
  await app?.close();
  redis?.disconnect();
  await orm?.close();
  await database.drop();
  await redisPrefix.cleanup();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('operations endpoints', () => {
  it('answers /health', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports PostgreSQL and Redis up on /ready', async () => {
    const response = await app.inject({ method: 'GET', url: '/ready' });
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
    const config = loadConfig({ DATABASE_URL: database.url });
    const degraded = await buildApp({ config, orm, redis: deadRedis, webDistDir, logger: false });
    try {
      const response = await degraded.inject({ method: 'GET', url: '/ready' });
      const body = response.json<Readiness>();
      expect(response.statusCode).toBe(503);
      expect(body.checks.redis.status).toBe('down');
      expect(body.checks.redis.error).toBeTruthy();
      expect(body.checks.postgres.status).toBe('up');
    } finally {
      await degraded.close();
      deadRedis.disconnect();
    }
  });
});

describe('GET /api/demo/overview', () => {
  it('returns the seeded demo workspace from PostgreSQL', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/demo/overview' });
    expect(response.statusCode).toBe(200);
    const body = response.json<DemoOverview>();
    expect(body.organisation.name).toBeTruthy();
    expect(body.suppliers.total).toBe(3);
    expect(body.suppliers.byStatus).toEqual({ verified: 1, pending: 1, rejected: 1 });
    const rates = Object.fromEntries(body.fxRates.map((rate) => [rate.quote, rate.rate]));
    expect(rates).toEqual({ EUR: 0.921, GBP: 0.789, JPY: 148.25, CNY: 7.2134 });
    expect(body.recentTransactions.length).toBeGreaterThan(0);
    expect(body.recentTransactions.length).toBeLessThanOrEqual(10);
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
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/nothing-here' },
    });
  });

  it('serves index.html for client-side routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/supplier-verification/abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('TradeHub test shell');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/health', '/ready', '/api/demo/overview']),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
