// The outbox relay against real PostgreSQL and Redis (and the embedded PostgreSQL server): rows of a rolled-back
// transaction are never published; committed rows are published once, in order, with the outbox id as the
// BullMQ job id; two relays never publish a row twice; a relay that dies mid-batch leaves nothing lost and
// no duplicate job; a Redis outage leaves rows queued until Redis is back. Prints commit → publish latency.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createOrmConfig,
  initOrm,
  runMigrations,
  type EntityManager,
  type MikroORM,
  type OutboxMessage,
} from '@tradehub/db';
import { enqueueJob, pushSocket } from '../../../infra/test-support/outbox-writer.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@tradehub/db/embedded';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../../infra/test-support/tcp-proxy.js';
import { type TestDatabase } from '../../../infra/test-support/test-database.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { createRedisOutboxPublisher, outboxJobId, type OutboxPublisher } from '../../src/outbox/publisher.js';
import {
  startOutboxRelay,
  type OutboxRelay,
  type OutboxRelayOptions,
  type OutboxRow,
} from '../../src/outbox/relay.js';

// A real queue name (the writer is typed by the contract); no worker consumes it in this file.
const QUEUE = 'payments';
const logger = pino({ level: 'silent' });
const redisPrefix = createTestRedisPrefix('outbox');
const bullPrefix = `${redisPrefix.prefix}:bull`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const wait = { timeout: 15_000, interval: 10 };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** A fail-fast connection, as the workers give the relay (no offline queue). */
function producerRedis(port = 6379) {
  return new Redis({ host: '127.0.0.1', port, maxRetriesPerRequest: 1, enableOfflineQueue: false });
}

interface Harness {
  orm: MikroORM;
  databaseUrl: string;
  queue: Queue;
  relays: OutboxRelay[];
  publishers: OutboxPublisher[];
  connections: Redis[];
  /** Every publish any relay reported, in the order they happened. */
  published: OutboxRow[];
  start(options?: Partial<OutboxRelayOptions> & { redis?: Redis }): Promise<OutboxRelay>;
  /** Runs `write` in a transaction and returns the ids of the outbox rows it returns, once committed. */
  commit(write: (em: EntityManager) => OutboxMessage[]): Promise<string[]>;
  unpublished(): Promise<{ id: string; attempts: number; last_error: string | null }[]>;
  stopRelays(): Promise<void>;
}

function harness(orm: MikroORM, databaseUrl: string): Harness {
  const queueConnection = new Redis(redisPrefix.url, { maxRetriesPerRequest: null });
  const h: Harness = {
    orm,
    databaseUrl,
    queue: new Queue(QUEUE, { connection: queueConnection, prefix: bullPrefix }),
    relays: [],
    publishers: [],
    connections: [queueConnection],
    published: [],
    async start({ redis, ...options } = {}) {
      const connection = redis ?? producerRedis();
      h.connections.push(connection);
      // A relay's own connection is fail-fast (no offline queue): a drain run before it is ready would
      // count a failed attempt and back off. Relays here start with Redis up unless a test passes its own.
      if (!redis) await vi.waitFor(() => expect(connection.status, 'relay Redis ready').toBe('ready'), wait);
      const publisher = createRedisOutboxPublisher({
        redis: connection,
        bullPrefix,
        socketKey: `${redisPrefix.prefix}:socket.io`,
        defaultJobOptions: { [QUEUE]: { removeOnComplete: 100 } },
        timeoutMs: 1_000,
      });
      h.publishers.push(publisher);
      const userHook = options.afterPublish;
      const relay = await startOutboxRelay({
        databaseUrl,
        publisher,
        logger,
        backoffMs: 50,
        maxBackoffMs: 500,
        ...options,
        afterPublish: async (row, index) => {
          h.published.push(row);
          await userHook?.(row, index);
        },
      });
      h.relays.push(relay);
      return relay;
    },
    async commit(write) {
      let messages: OutboxMessage[] = [];
      await orm.em.fork().transactional(async (em) => {
        messages = write(em);
      });
      return messages.map((message) => message.id);
    },
    async unpublished() {
      return orm.em
        .fork()
        .getConnection()
        .execute<{ id: string; attempts: number; last_error: string | null }[]>(
          'select id::text as id, attempts, last_error from outbox_message where published_at is null order by outbox_message.id',
        );
    },
    async stopRelays() {
      await Promise.all(h.relays.splice(0).map((relay) => relay.close()));
      await Promise.all(h.publishers.splice(0).map((publisher) => publisher.close()));
      for (const connection of h.connections.splice(1)) connection.disconnect();
    },
  };
  return h;
}

function writeJob(em: EntityManager, aggregateId: string, n: number) {
  return enqueueJob(em, {
    aggregate: ['payment', aggregateId],
    queue: QUEUE,
    name: 'settle-payment',
    data: { paymentId: `${aggregateId}/${n}` },
  });
}

const jobNumber = (data: unknown) => Number((data as { paymentId: string }).paymentId.split('/')[1]);

describe('on PostgreSQL', () => {
  let database: TestDatabase;
  let h: Harness;

  beforeAll(async () => {
    database = await createPreparedDatabase('outbox', 'migrated');
    const orm = await initOrm(createOrmConfig({ clientUrl: database.url, poolMax: 6 }));
    h = harness(orm, database.url);
  });

  afterEach(async () => {
    await h.stopRelays();
    h.published.length = 0;
    await h.queue.obliterate({ force: true });
    await h.orm.em.fork().getConnection().execute('delete from outbox_message');
  });

  afterAll(async () => {
    await h?.queue.close();
    for (const connection of h?.connections ?? []) connection.disconnect();
    await h?.orm.close();
    await database?.drop();
    await redisPrefix.cleanup();
  });

  it('publishes committed rows once, in order, with the outbox id as job id; never a rolled-back row', async () => {
    const relay = await h.start();
    expect(relay.listening).toBe(true);
    await expect(
      h.orm.em.fork().transactional(async (em) => {
        writeJob(em, 'rolled-back', 0);
        await em.flush();
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');

    const committedAt = new Map<string, number>();
    const publishedAt = new Map<string, number>();
    const ids: string[] = [];
    const timedRelay = await h.start({
      afterPublish: (row) => void publishedAt.set(row.id, performance.now()),
    });
    expect(timedRelay.listening).toBe(true);
    for (let i = 0; i < 40; i += 1) {
      let written: string[] = [];
      await h.orm.em.fork().transactional(async (em) => {
        const job = writeJob(em, `p-${i % 4}`, i);
        const push = pushSocket(em, {
          aggregate: ['payment', `p-${i % 4}`],
          rooms: ['org:o1', 'user:u1'],
          event: 'payment:changed',
          args: [{ paymentId: `p-${i % 4}`, status: 'pending', approvalStatus: `step ${i}` }],
        });
        await em.flush();
        written = [job.id, push.id];
      });
      const now = performance.now();
      for (const id of written) committedAt.set(id, now);
      ids.push(...written);
      await sleep(5);
    }
    await expect.poll(() => h.unpublished(), { ...wait, message: 'every row published' }).toEqual([]);

    const publishedIds = h.published.map((row) => row.id);
    expect(publishedIds).toEqual(ids);
    expect(new Set(publishedIds).size).toBe(publishedIds.length);
    const jobs = await h.queue.getJobs(['waiting']);
    expect(jobs).toHaveLength(40);
    expect(jobs.map((job) => jobNumber(job.data)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i),
    );
    const firstJobRow = ids[0]!;
    expect((await h.queue.getJob(outboxJobId(firstJobRow)))?.data).toEqual({ paymentId: 'p-0/0' });

    const latencies = ids
      .filter((id) => publishedAt.has(id))
      .map((id) => Math.max(0, publishedAt.get(id)! - committedAt.get(id)!));
    console.log(
      `outbox commit → publish on PostgreSQL (LISTEN/NOTIFY), ${latencies.length} rows: ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
        `max ${Math.max(...latencies).toFixed(1)} ms`,
    );
  });

  it('lets two relays run at once without publishing a row twice or out of order', async () => {
    await h.start();
    await h.start();
    const ids: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      ids.push(
        ...(await h.commit((em) => [
          writeJob(em, `a-${i % 3}`, i * 2),
          writeJob(em, `a-${i % 3}`, i * 2 + 1),
        ])),
      );
    }
    await expect.poll(() => h.unpublished(), { ...wait, message: 'every row published' }).toEqual([]);
    const publishedIds = h.published.map((row) => row.id);
    expect(publishedIds).toEqual(ids);
    expect(await h.queue.getJobCountByTypes('waiting')).toBe(120);
  });

  it('publishes every row exactly once after a relay dies mid-batch', async () => {
    const ids = await h.commit((em) => Array.from({ length: 10 }, (_, i) => writeJob(em, `k-${i % 2}`, i)));
    expect(ids).toHaveLength(10);
    let died!: () => void;
    const death = new Promise<void>((resolve) => (died = resolve));
    const dying = await h.start({
      afterPublish: (_row, index) => {
        if (index === 4) {
          died();
          throw new Error('killed after publishing 5 rows, before marking them');
        }
      },
    });
    await death;
    await dying.close();
    // The dead relay's batch rolled back: all ten rows are still to publish, five jobs are already queued.
    expect(await h.unpublished()).toHaveLength(10);
    expect(await h.queue.getJobCountByTypes('waiting')).toBe(5);

    const successor = await h.start();
    await successor.drain();
    expect(await h.unpublished()).toEqual([]);
    const jobs = await h.queue.getJobs(['waiting']);
    expect(jobs).toHaveLength(10);
    expect(jobs.map((job) => job.id).sort()).toEqual(ids.map(outboxJobId).sort());
  });

  it('keeps rows while Redis is away and publishes them once it is back', async () => {
    const proxy: TcpProxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
    try {
      const redis = producerRedis(proxy.port);
      await expect.poll(() => redis.status, { ...wait, message: 'proxied Redis ready' }).toBe('ready');
      await h.start({ redis });
      await proxy.cut();
      await expect.poll(() => redis.status, { ...wait, message: 'Redis seen as away' }).not.toBe('ready');

      const ids = await h.commit((em) => [
        writeJob(em, 'r-1', 1),
        writeJob(em, 'r-1', 2),
        pushSocket(em, {
          aggregate: ['supplier', 's-1'],
          rooms: ['org:o1'],
          event: 'supplier:changed',
          args: [{ supplierId: 's-1' }],
        }),
      ]);
      const attempted = async () => (await h.unpublished()).some((row) => row.attempts > 0);
      await expect.poll(attempted, { ...wait, message: 'a failed attempt recorded' }).toBe(true);
      const stuck = await h.unpublished();
      expect(stuck.map((row) => row.id)).toEqual(ids);
      expect(stuck[0]?.last_error).toMatch(/Redis|connect|closed|writeable/i);
      expect(await h.queue.getJobCountByTypes('waiting')).toBe(0);

      await proxy.restore();
      await expect
        .poll(() => h.unpublished(), {
          ...wait,
          timeout: 30_000,
          message: 'rows published after Redis is back',
        })
        .toEqual([]);
      const jobs = await h.queue.getJobs(['waiting']);
      expect(jobs.map((job) => job.id).sort()).toEqual(ids.slice(0, 2).map(outboxJobId).sort());
      expect(h.published.map((row) => row.id)).toEqual(ids);
    } finally {
      await h.stopRelays();
      await proxy.close();
    }
  });

  it('does not keep a sensitive job payload in the database once it is published', async () => {
    const [id] = await h.commit((em) => [
      enqueueJob(em, {
        aggregate: ['team-invite', 'i-1'],
        queue: 'email',
        name: 'team-invite',
        data: { inviteId: 'i-1' },
        options: { removeOnComplete: true },
        sensitive: true,
      }),
    ]);
    const relay = await h.start();
    await relay.drain();
    const emailQueue = new Queue('email', { connection: h.connections[0]!, prefix: bullPrefix });
    try {
      expect((await emailQueue.getJob(outboxJobId(id!)))?.data).toEqual({ inviteId: 'i-1' });
    } finally {
      await emailQueue.obliterate({ force: true });
      await emailQueue.close();
    }
    const [row] = await h.orm.em
      .fork()
      .getConnection()
      .execute<{ payload: Record<string, unknown> }[]>('select payload from outbox_message where id = ?', [
        id,
      ]);
    expect(row?.payload).toEqual({
      queue: 'email',
      name: 'team-invite',
      data: null,
      options: { removeOnComplete: true },
      sensitive: true,
    });
  });

  it('deletes published rows after the retention', async () => {
    const ids = await h.commit((em) => [writeJob(em, 'old', 1), writeJob(em, 'new', 2)]);
    const relay = await h.start();
    await relay.drain();
    await h.relays.splice(0)[0]?.close();
    await h.orm.em
      .fork()
      .getConnection()
      .execute(`update outbox_message set published_at = now() - interval '8 days' where id = ?`, [ids[0]]);
    await h.start({ retentionMs: 7 * 24 * 60 * 60 * 1000 });
    const remaining = async () =>
      (
        await h.orm.em
          .fork()
          .getConnection()
          .execute<{ id: string }[]>('select id::text as id from outbox_message order by outbox_message.id')
      ).map((row) => row.id);
    await expect.poll(remaining, { ...wait, message: 'old row pruned' }).toEqual([ids[1]]);
  });
});

describe('on the embedded PostgreSQL server', () => {
  let dataDir: string;
  let server: EmbeddedPostgres;
  let h: Harness;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tradehub-outbox-'));
    server = await startEmbeddedPostgres({ dataDir });
    const orm = await initOrm(createOrmConfig({ clientUrl: server.url, poolMax: 4 }));
    await runMigrations(orm);
    h = harness(orm, server.url);
  });

  afterAll(async () => {
    await h?.stopRelays();
    await h?.queue.obliterate({ force: true });
    await h?.queue.close();
    for (const connection of h?.connections ?? []) connection.disconnect();
    await h?.orm.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is woken by NOTIFY, not its poll, and publishes in order', async () => {
    const publishedAt = new Map<string, number>();
    // A poll an hour apart: whatever is published here was woken by a notification.
    const relay = await h.start({
      pollMs: 60 * 60 * 1000,
      afterPublish: (row) => void publishedAt.set(row.id, performance.now()),
    });
    expect(relay.listening).toBe(true);
    const committedAt = new Map<string, number>();
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const [id] = await h.commit((em) => [writeJob(em, `e-${i % 3}`, i)]);
      committedAt.set(id!, performance.now());
      ids.push(id!);
      await sleep(20);
    }
    await expect.poll(() => h.unpublished(), { ...wait, message: 'every row published' }).toEqual([]);
    expect(h.published.map((row) => row.id)).toEqual(ids);
    expect(await h.queue.getJobCountByTypes('waiting')).toBe(30);
    const latencies = ids.map((id) => Math.max(0, publishedAt.get(id)! - committedAt.get(id)!));
    console.log(
      `outbox commit → publish on the embedded PostgreSQL server (LISTEN), ${latencies.length} rows: ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
  });
});
