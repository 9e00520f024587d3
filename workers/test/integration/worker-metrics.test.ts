// A workers process's own listener (WORKERS_METRICS_PORT): /metrics behind METRICS_TOKEN, /health and
// /ready without; a job moves its queue's series (wait, processing, failures, depth), the outbox relay its
// throughput and lag, the FX feed its age, and the webhook deliveries series waits at 0 for issue 27.
import { createOrmConfig, initOrm, OUTBOX_RELAY_LOCK_KEY, type MikroORM } from '@tradehub/db';
import { fxLatestKey } from '@tradehub/db/domain';
import { bullPrefix, createRedisConnection, TypedQueue } from '@tradehub/db/queues';
import { QueueEvents } from 'bullmq';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../infra/test-support/product-process.js';
import { sampleValue } from '../../../infra/test-support/prometheus-text.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import type { WorkerRuntime } from '../../src/runtime.js';
import { startTestWorkerRuntime } from '../support/worker-runtime.js';

const TOKEN = 'workers-metrics-token-0123456789';
const database = await createPreparedDatabase('worker-metrics', 'migrated');
const redisPrefix = createTestRedisPrefix('worker-metrics');
let orm: MikroORM;
let runtime: WorkerRuntime;
let base: string;

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  runtime = await startTestWorkerRuntime(
    { databaseUrl: database.url, redis: redisPrefix },
    { WORKERS_METRICS_PORT: String(port), METRICS_TOKEN: TOKEN },
  );
});

afterAll(async () => {
  await runtime?.close();
  await orm?.close();
  await database.drop();
  await redisPrefix.cleanup();
});

async function scrape(): Promise<string> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
}

/** Adds one maintenance job (no retry) and waits for it to finish, completed or failed. */
async function runJob(name: 'prune-demo-chats', data: { retainDays: unknown }) {
  const connection = createRedisConnection(redisPrefix.url, 'worker');
  const queue = new TypedQueue('maintenance', { connection, prefix: redisPrefix.prefix });
  const events = new QueueEvents('maintenance', {
    connection: connection.duplicate(),
    prefix: bullPrefix(redisPrefix.prefix),
  });
  try {
    await events.waitUntilReady();
    const job = await queue.add(name, data as { retainDays: number }, { attempts: 1 });
    await job.waitUntilFinished(events, 30_000).catch(() => undefined);
  } finally {
    await events.close();
    await queue.close();
    connection.disconnect();
  }
}

describe('the workers metrics listener', () => {
  it('answers 401 to a scrape without the token, and /health and /ready to anyone', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, {
      headers: { authorization: 'Bearer wrong-token-0123456789' },
    });
    expect(wrong.status).toBe(401);
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    await expect(health.json()).resolves.toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(200);
    await expect(ready.json()).resolves.toMatchObject({
      status: 'ready',
      checks: { postgres: { status: 'up' }, redis: { status: 'up' } },
    });
    expect((await fetch(`${base}/api/profile`)).status).toBe(404);
  });

  it("moves a queue's series when a job runs, and its failures when one fails", async () => {
    const labels = { queue: 'maintenance', name: 'prune-demo-chats' };
    const before = await scrape();
    await runJob('prune-demo-chats', { retainDays: 7 });
    await runJob('prune-demo-chats', { retainDays: 'not a number' });
    const after = await scrape();
    const count = (text: string, name: string, extra: Record<string, string> = {}) =>
      sampleValue(text, name, { ...labels, ...extra });
    expect(count(after, 'tradehub_job_processing_seconds_count', { outcome: 'completed' })).toBe(
      count(before, 'tradehub_job_processing_seconds_count', { outcome: 'completed' }) + 1,
    );
    expect(count(after, 'tradehub_job_wait_seconds_count')).toBe(
      count(before, 'tradehub_job_wait_seconds_count') + 2,
    );
    expect(count(after, 'tradehub_job_failures_total')).toBe(
      count(before, 'tradehub_job_failures_total') + 1,
    );
    expect(after).toMatch(/tradehub_queue_jobs\{queue="maintenance",state="failed",process="workers"\} 1/);
    expect(after).toMatch(/tradehub_queue_jobs\{queue="payments",state="waiting",process="workers"\} 0/);
    for (const name of ['nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes'])
      expect(after).toContain(`${name}{process="workers"}`);
  });

  it("reports the outbox's lag while a row waits, and the relay's throughput once it goes out", async () => {
    const before = sampleValue(await scrape(), 'tradehub_outbox_published_total', { kind: 'socket' });
    // Holding the relays' lock keeps the row unpublished while the test looks at the lag.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock($1)', [OUTBOX_RELAY_LOCK_KEY]);
      await orm.em.getConnection().execute(
        `insert into outbox_message (aggregate_type, aggregate_id, kind, payload, created_at, attempts)
         values ('test', 'lag', 'socket', '{"rooms":["fx"],"event":"server:resync","args":[{"reconnectInMs":1}]}', now() - interval '90 seconds', 0)`,
      );
      expect(sampleValue(await scrape(), 'tradehub_outbox_lag_seconds')).toBeGreaterThanOrEqual(90);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    await runtime.outboxRelay!.relay.drain();
    const published = async () =>
      sampleValue(await scrape(), 'tradehub_outbox_published_total', { kind: 'socket' });
    await expect
      .poll(published, { timeout: 10_000, interval: 25, message: 'the row published' })
      .toBe(before + 1);
    const text = await scrape();
    expect(sampleValue(text, 'tradehub_outbox_lag_seconds')).toBe(0);
    expect(sampleValue(text, 'tradehub_outbox_publish_delay_seconds_count')).toBeGreaterThanOrEqual(1);
  });

  it("reports the FX feed's age per provider, and webhook deliveries at 0 until they exist", async () => {
    const redis = createRedisConnection(redisPrefix.url, 'worker');
    try {
      await redis.set(
        fxLatestKey(redisPrefix.prefix),
        JSON.stringify({
          source: 'frankfurter',
          publishedAt: Date.now() - 42_000,
          asOf: new Date().toISOString(),
        }),
      );
    } finally {
      redis.disconnect();
    }
    const text = await scrape();
    const age = sampleValue(text, 'tradehub_fx_feed_age_seconds', { provider: 'frankfurter' });
    expect(age).toBeGreaterThanOrEqual(42);
    expect(age).toBeLessThan(120);
    for (const outcome of ['delivered', 'failed'])
      expect(text).toContain(`tradehub_webhook_deliveries_total{outcome="${outcome}",process="workers"} 0`);
  });
});
