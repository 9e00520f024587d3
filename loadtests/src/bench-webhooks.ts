// `npm run bench:webhooks`: 1,000 webhook events delivered to a receiver on loopback, through the whole path
// a domain command's event takes (issue 27): the command's transaction writes the event, its delivery and
// the delivery's outbox job (recordWebhookEvent); the relay queues the job; the `webhooks` queue's processor
// signs and posts it and records the attempt. On its own database and Redis key prefix:
//   1. the floor, first: BENCH_EVENTS transactions that each write one outbox socket push (`pushSocket`, as
//      every command does), commit → the relay's publish seen on the socket.io Redis channel (what every
//      gateway receives): the outbox's own cost, under the same machine noise;
//   2. the webhooks: BENCH_EVENTS transactions that each record one event for one endpoint, as fast as they
//      commit, commit → the receiver getting the signed POST (one process, one clock). Every event must
//      arrive exactly once, its signature valid.
// Prints throughput and commit → delivery p50/p99 beside the floor's. Exits 0 when every event arrived once
// and signed, 1 otherwise, 2 when the run itself failed.
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { socketIoRedisKey } from '@tradehub/contract';
import {
  createOrmConfig,
  initOrm,
  Membership,
  Organisation,
  PERMISSIONS,
  runMigrations,
  UserProfile,
} from '@tradehub/db';
import { pushSocket } from '../../infra/test-support/outbox-writer.js';
import { loadConfig } from '@tradehub/db/config';
import { createWebhookEndpoint, recordWebhookEvent, verifySignature } from '@tradehub/db/domain';
import { startWorkerRuntime } from '@tradehub/workers';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { createTestDatabase } from '../../infra/test-support/test-database.js';
import { createTestRedisPrefix } from '../../infra/test-support/test-redis.js';
import { startWebhookReceiver } from '../../infra/test-support/webhook-receiver.js';
import { formatMs, printTable, verdict } from './harness/report.js';
import { percentile } from './harness/tick-recorder.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const SESSION_SECRET = 'bench-webhooks-session-secret-of-32-chars';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sorted = (values: number[]) => Float64Array.from(values).sort();

async function waitUntil(what: string, done: () => boolean, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

async function main(): Promise<number> {
  const database = await createTestDatabase('bench_webhooks');
  const redisPrefix = createTestRedisPrefix('bench-webhooks');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tradehub-bench-webhooks-'));
  const receiver = await startWebhookReceiver();
  const orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  const subscriber = new Redis(redisPrefix.url);
  let workers: Awaited<ReturnType<typeof startWorkerRuntime>> | undefined;
  try {
    await runMigrations(orm);
    const config = loadConfig({
      DATABASE_URL: database.url,
      REDIS_URL: redisPrefix.url,
      REDIS_PREFIX: redisPrefix.prefix,
      SESSION_SECRET,
      DATA_DIR: dataDir,
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      LOG_LEVEL: 'silent',
    });
    workers = await startWorkerRuntime({
      config,
      databaseUrl: database.url,
      redisUrl: redisPrefix.url,
      sessionSecret: SESSION_SECRET,
      logger: pino({ level: 'silent' }),
      fxFeed: false,
    });
    const em = orm.em.fork();
    const user = em.create(UserProfile, {
      email: 'bench@example.com',
      businessName: 'Bench',
      emailVerified: true,
    });
    const organisation = em.create(Organisation, { name: 'Bench', status: 'approved', owner: user });
    em.create(Membership, {
      organisation,
      user,
      role: 'Owner',
      permissions: [...PERMISSIONS],
      createdBy: user,
    });
    await em.flush();
    const actor = {
      userId: user.id,
      organisationId: organisation.id,
      displayName: 'Bench',
      permissions: [...PERMISSIONS],
    };
    const { secret } = await orm.em
      .fork()
      .transactional((tx) =>
        createWebhookEndpoint(
          tx,
          actor,
          { url: `${receiver.url}/bench`, eventTypes: ['payment.created'] },
          { allowPrivate: true, sessionSecret: SESSION_SECRET },
        ),
      );

    // 1. The floor: outbox socket pushes, commit → published on the adapter's Redis channel.
    const floorCommitted = new Map<string, number>();
    const floorSeen = new Map<string, number>();
    await subscriber.psubscribe(`${socketIoRedisKey(redisPrefix.prefix)}#*`);
    subscriber.on('pmessageBuffer', (_pattern: Buffer, _channel: Buffer, message: Buffer) => {
      const match = /floor-(\d+)/.exec(message.toString('latin1'));
      if (match && !floorSeen.has(match[1]!)) floorSeen.set(match[1]!, performance.now());
    });
    const floorStart = performance.now();
    for (let index = 0; index < EVENTS; index++) {
      await orm.em.fork().transactional(async (tx) => {
        pushSocket(tx, {
          aggregate: ['bench', organisation.id],
          rooms: [`org:${organisation.id}`],
          event: 'supplier:changed',
          args: [{ supplierId: `floor-${index}` }],
        });
      });
      floorCommitted.set(String(index), performance.now());
    }
    await waitUntil('every floor push published', () => floorSeen.size >= EVENTS);
    const floorSeconds = (Math.max(...floorSeen.values()) - floorStart) / 1000;
    const floorLatencies = sorted([...floorCommitted].map(([id, at]) => floorSeen.get(id)! - at));

    // 2. The webhooks: one event per transaction, as a command records it.
    const committed = new Map<string, number>();
    const start = performance.now();
    for (let index = 0; index < EVENTS; index++) {
      const { event } = await orm.em.fork().transactional((tx) =>
        recordWebhookEvent(tx, {
          organisationId: organisation.id,
          type: 'payment.created',
          data: { id: `bench-${index}`, amountMinor: 100 * index, currency: 'EUR' },
        }),
      );
      committed.set(event!.id, performance.now());
    }
    await waitUntil('every webhook delivered', () => receiver.received.length >= EVENTS);
    await sleep(1_000); // anything sent twice would arrive now
    const received = receiver.received.filter((request) => request.path === '/bench');
    const arrivals = new Map<string, number>();
    let duplicates = 0;
    let badSignatures = 0;
    for (const request of received) {
      const id = String(request.headers['tradehub-event-id']);
      if (arrivals.has(id)) duplicates += 1;
      else arrivals.set(id, request.at);
      if (!verifySignature(String(request.headers['tradehub-signature']), request.body, secret))
        badSignatures += 1;
    }
    const seconds = (Math.max(...arrivals.values()) - start) / 1000;
    const latencies = sorted([...committed].map(([id, at]) => (arrivals.get(id) ?? NaN) - at));
    const allOnce =
      arrivals.size === EVENTS && duplicates === 0 && [...committed.keys()].every((id) => arrivals.has(id));

    printTable(
      `bench:webhooks: ${EVENTS} events to one receiver on loopback (${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(2)})`,
      [
        {
          measure: 'webhooks: throughput (commit of the first → arrival of the last)',
          value: `${(EVENTS / seconds).toFixed(0)}/s`,
        },
        { measure: 'webhooks: commit → delivery p50', value: formatMs(percentile(latencies, 50)) },
        { measure: 'webhooks: commit → delivery p99', value: formatMs(percentile(latencies, 99)) },
        {
          measure: 'floor: outbox socket push, throughput',
          value: `${(EVENTS / floorSeconds).toFixed(0)}/s`,
        },
        {
          measure: 'floor: outbox socket push, commit → publish p50',
          value: formatMs(percentile(floorLatencies, 50)),
        },
        {
          measure: 'floor: outbox socket push, commit → publish p99',
          value: formatMs(percentile(floorLatencies, 99)),
        },
        {
          measure: 'every event delivered exactly once, signed',
          value: `${arrivals.size}/${EVENTS}, ${duplicates} twice, ${badSignatures} bad signatures`,
          target: 'all, 0, 0',
          verdict: verdict(allOnce && badSignatures === 0),
        },
      ],
    );
    return allOnce && badSignatures === 0 ? 0 : 1;
  } finally {
    subscriber.disconnect();
    await workers?.close();
    await orm.close();
    await receiver.close();
    await database.drop();
    await redisPrefix.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
