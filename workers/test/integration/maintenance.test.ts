import {
  ChatMessage,
  createOrmConfig,
  DEMO_ORGANISATION_ID,
  DEMO_USER_ID,
  FxRateBar,
  initOrm,
  seedDemo,
  type MikroORM,
} from '@tradehub/db';
import { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedMember } from '../../../infra/test-support/factories.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import {
  bullPrefix,
  TypedQueue,
  type JobName,
  type JobPayloads,
  createRedisConnection,
} from '@tradehub/db/queues';
import type { WorkerRuntime } from '../../src/runtime.js';
import { startTestWorkerRuntime } from '../support/worker-runtime.js';

const database = await createPreparedDatabase('workers', 'migrated');
const redisPrefix = createTestRedisPrefix('workers');
const DAY = 24 * 60 * 60 * 1000;

let orm: MikroORM;
let runtime: WorkerRuntime;

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  runtime = await startTestWorkerRuntime({ databaseUrl: database.url, redis: redisPrefix });
});

afterAll(async () => {
  await runtime?.close();
  await orm?.close();
  await database.drop();
  await redisPrefix.cleanup();
});

/** Queues one maintenance job the way the schedule does and waits for the workers' result. */
async function runMaintenanceJob<N extends JobName<'maintenance'>>(
  name: N,
  data: JobPayloads['maintenance'][N],
): Promise<unknown> {
  const connection = createRedisConnection(redisPrefix.url, 'worker');
  const queue = new TypedQueue('maintenance', { connection, prefix: redisPrefix.prefix });
  const events = new QueueEvents('maintenance', {
    connection: connection.duplicate(),
    prefix: bullPrefix(redisPrefix.prefix),
  });
  try {
    await events.waitUntilReady();
    const job = await queue.add(name, data);
    return await job.waitUntilFinished(events, 30_000);
  } finally {
    await events.close();
    await queue.close();
    connection.disconnect();
  }
}

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

    expect(await runMaintenanceJob('prune-fx-history', { retainDays: 91 })).toEqual({ deleted: 2 });
    const left = await orm.em
      .fork()
      .find(FxRateBar, { base: 'USD', quote: 'EUR' }, { orderBy: { minute: 'asc' } });
    expect(left.map((bar) => bar.close)).toEqual([0.93, 0.92]);
  });

  it("drops demo visitors' AI conversations after a week and keeps members' however old", async () => {
    const em = orm.em.fork();
    await seedDemo(em);
    const { organisation, user } = buildApprovedMember(em, { email: 'chat@example.com', passwordHash: 'x' });
    const now = Date.now();
    const message = (owner: 'demo' | 'member', daysAgo: number, content: string) =>
      em.create(ChatMessage, {
        organisation: owner === 'demo' ? DEMO_ORGANISATION_ID : organisation,
        user: owner === 'demo' ? DEMO_USER_ID : user,
        conversationKey: owner === 'demo' ? 'demo-session-hash' : user.id,
        role: 'user',
        content,
        status: 'answered',
        createdAt: new Date(now - daysAgo * DAY),
      });
    message('demo', 8, 'old demo question');
    message('demo', 6, 'recent demo question');
    message('member', 30, 'old member question');
    await em.flush();

    expect(await runMaintenanceJob('prune-demo-chats', { retainDays: 7 })).toEqual({ deleted: 1 });
    const left = await orm.em.fork().find(ChatMessage, {}, { orderBy: { content: 'asc' } });
    expect(left.map((kept) => kept.content)).toEqual(['old member question', 'recent demo question']);
  });

  it('registers the daily prune schedule exactly once however many workers start', async () => {
    const second = await startTestWorkerRuntime({ databaseUrl: database.url, redis: redisPrefix });
    const connection = createRedisConnection(redisPrefix.url, 'worker');
    const queue = new TypedQueue('maintenance', { connection, prefix: redisPrefix.prefix });
    try {
      const schedulers = await queue.queue.getJobSchedulers();
      expect(schedulers.map((scheduler) => scheduler.key).sort()).toEqual([
        'daily-expire-documents',
        'daily-prune-demo-chats',
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
