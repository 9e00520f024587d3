import { createOrmConfig, FxRateBar, initOrm, runMigrations, type MikroORM } from '@tradehub/db';
import { loadConfig } from '@tradehub/db/config';
import { QueueEvents } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../infra/test-support/test-database.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { bullPrefix, TypedQueue } from '../../src/queues.js';
import { createRedisConnection } from '../../src/redis-connection.js';
import { startWorkerRuntime, type WorkerRuntime } from '../../src/runtime.js';

const database = await createTestDatabase('workers');
const redisPrefix = createTestRedisPrefix('workers');
const DAY = 24 * 60 * 60 * 1000;

let orm: MikroORM;
let runtime: WorkerRuntime;

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  await runMigrations(orm);
  runtime = await startWorkerRuntime({
    config: loadConfig({ REDIS_PREFIX: redisPrefix.prefix }),
    databaseUrl: database.url,
    redisUrl: redisPrefix.url,
    sessionSecret: 'x'.repeat(32),
    logger: pino({ level: 'silent' }),
    fxFeed: false,
  });
});

afterAll(async () => {
  await runtime?.close();
  await orm?.close();
  await database.drop();
  await redisPrefix.cleanup();
});

describe('maintenance queue', () => {
  it('prunes FX bars older than the retention through a real BullMQ job', async () => {
    const em = orm.em.fork();
    const now = Date.now();
    const minute = (daysAgo: number) => new Date(Math.floor((now - daysAgo * DAY) / 60_000) * 60_000);
    for (const [daysAgo, close] of [
      [120, 0.95],
      [92, 0.94],
      [30, 0.93],
      [0, 0.92],
    ] as const) {
      em.create(FxRateBar, {
        base: 'USD',
        quote: 'EUR',
        minute: minute(daysAgo),
        open: close,
        high: close,
        low: close,
        close,
        source: 'test',
      });
    }
    await em.flush();

    const connection = createRedisConnection(redisPrefix.url, 'worker');
    const queue = new TypedQueue('maintenance', { connection, prefix: redisPrefix.prefix });
    const events = new QueueEvents('maintenance', {
      connection: connection.duplicate(),
      prefix: bullPrefix(redisPrefix.prefix),
    });
    try {
      await events.waitUntilReady();
      const job = await queue.add('prune-fx-history', { retainDays: 91 });
      const result = await job.waitUntilFinished(events, 30_000);
      expect(result).toEqual({ deleted: 2 });
      const left = await orm.em
        .fork()
        .find(FxRateBar, { base: 'USD', quote: 'EUR' }, { orderBy: { minute: 'asc' } });
      expect(left.map((bar) => bar.close)).toEqual([0.93, 0.92]);
    } finally {
      await events.close();
      await queue.close();
      connection.disconnect();
    }
  });

  it('registers the daily prune schedule exactly once however many workers start', async () => {
    const second = await startWorkerRuntime({
      config: loadConfig({ REDIS_PREFIX: redisPrefix.prefix }),
      databaseUrl: database.url,
      redisUrl: redisPrefix.url,
      sessionSecret: 'x'.repeat(32),
      logger: pino({ level: 'silent' }),
      fxFeed: false,
    });
    const connection = createRedisConnection(redisPrefix.url, 'worker');
    const queue = new TypedQueue('maintenance', { connection, prefix: redisPrefix.prefix });
    try {
      const schedulers = await queue.queue.getJobSchedulers();
      expect(schedulers.map((scheduler) => scheduler.key).sort()).toEqual([
        'daily-expire-documents',
        'daily-prune-fx-history',
      ]);
      expect(schedulers.find((scheduler) => scheduler.key === 'daily-prune-fx-history')?.pattern).toBe(
        '17 3 * * *',
      );
    } finally {
      await queue.close();
      connection.disconnect();
      await second.close();
    }
  });
});
