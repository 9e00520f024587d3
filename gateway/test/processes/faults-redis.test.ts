// Faults: Redis restarts under a running gateway and a running workers process (neither is restarted).
//
// Required Redis settings for "nothing queued is lost" (infra/test-support/redis-server.ts starts one so):
//   appendonly yes, appendfsync always — every write (a queued job) is on disk before Redis answers, so a
//                                        stop, even SHUTDOWN NOSAVE or a crash, loses nothing acknowledged;
//   maxmemory-policy noeviction        — Redis never drops BullMQ's keys to make room (it refuses writes).
// The test's own redis-server is used; the shared one on 6379 is never stopped.
//
// Proves: /ready goes 503 (redis down) and back to 200 by itself; a signed-in call during the outage is a
// 503, never a 500; a report job queued before the outage survives it and the same workers process builds
// it afterwards; the browser's socket is sent away once the gateway's adapter is subscribed again, reconnects,
// refetches (catch-up) and sees the notification created just after the outage.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TypedQueue } from '@tradehub/db/queues';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectLikeTheBrowser, type ClientSocket } from '../../../infra/test-support/browser-like-socket.js';
import {
  processEnv,
  seedMember,
  signInCookie,
  startGateway,
  type GatewayProcess,
} from '../../../infra/test-support/process-stack.js';
import { startOwnRedisServer, type OwnRedisServer } from '../../../infra/test-support/redis-server.js';
import { startStackProcess, type StackProcess } from '../../../infra/test-support/stack-processes.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { rethrowWithOutput } from '../../../infra/test-support/with-process-output.js';
import type { NotificationItem } from '@tradehub/contract';

const database = await createPreparedDatabase('faults_redis', 'seeded');
const redisPrefix = 'tradehub-test-faults-redis';
let redis: OwnRedisServer;
let dataDir: string;
let gateway: GatewayProcess;
let workers: StackProcess;
let baseUrl: string;
let cookie: string;
let socket: ClientSocket | undefined;

/** A wait's failure, with both processes' output. */
const showOutput = rethrowWithOutput(
  () => `--- gateway\n${gateway.output()}\n--- workers\n${workers.output()}`,
);
const wait = { timeout: 30_000, interval: 200 };

async function api(method: string, url: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

beforeAll(async () => {
  redis = await startOwnRedisServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tradehub-faults-redis-'));
  const member = await seedMember(database.url, {
    email: 'redis-outage@example.com',
    businessName: 'Redis Outage Imports',
  });

  const env = processEnv(
    'faults-redis',
    { databaseUrl: database.url, redis: { url: redis.url, prefix: redisPrefix } },
    { DATA_DIR: dataDir, FX_TICK_MS: '250' },
  );
  gateway = await startGateway(env);
  baseUrl = gateway.url;
  workers = startStackProcess('workers', env);
  await gateway.ready(90_000);
  cookie = await signInCookie(baseUrl, member);
});

afterAll(async () => {
  socket?.disconnect();
  await Promise.all([gateway?.stop(), workers?.stop()]);
  await redis?.destroy();
  await database.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('Redis restarted', () => {
  it('gateway and workers reconnect by themselves, nothing queued is lost, the browser catches up', async () => {
    // The browser's realtime layer: socket.io's own reconnection, plus the reconnect after a server's
    // hint, plus (as the web app does) a refetch of the notifications after every re-connect.
    const { socket: client, connects } = connectLikeTheBrowser(baseUrl, cookie);
    socket = client;
    const live: NotificationItem[] = [];
    const caughtUp: NotificationItem[] = [];
    client.on('notification:new', (item) => live.push(item));
    client.on('connect', () => {
      if (connects() === 1) return;
      void api('GET', '/api/notifications').then((answer) => {
        if (answer.status === 200) caughtUp.push(...(answer.body.items as NotificationItem[]));
      });
    });
    await expect
      .poll(connects, { ...wait, message: 'the first connect' })
      .toBe(1)
      .catch(showOutput);

    // A job queued and not yet processed when Redis stops: the reports queue is paused (in Redis, so the
    // running workers process leaves the job waiting), then a report is requested through the API.
    const queueConnection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const reportsQueue = new TypedQueue('reports', { connection: queueConnection, prefix: redisPrefix });
    try {
      await reportsQueue.queue.pause();
      const requested = await api('POST', '/api/reports', { range: '7d' });
      expect(requested.status).toBe(202);
      const reportId = (requested.body.report as { id: string }).id;
      // Queued by the workers' outbox relay once the request's transaction committed.
      await expect
        .poll(() => reportsQueue.queue.getWaitingCount(), { ...wait, message: 'the report job queued' })
        .toBe(1)
        .catch(showOutput);
      await reportsQueue.queue.close();
      queueConnection.disconnect();

      await redis.stop();
      const stoppedAt = Date.now();

      const down = await vi
        .waitFor(async () => {
          const response = await fetch(`${baseUrl}/ready`);
          expect(response.status, '/ready 503').toBe(503);
          return (await response.json()) as Record<string, unknown>;
        }, wait)
        .catch(showOutput);
      const downAfterMs = Date.now() - stoppedAt;
      expect(down).toMatchObject({ checks: { redis: { status: 'down' }, postgres: { status: 'up' } } });
      // Sessions live in Redis: once the viewer cache has let go, a signed-in call is a clear 503.
      const duringOutage = await vi
        .waitFor(async () => {
          const answer = await api('GET', '/api/notifications');
          expect(answer.status, 'a 503 from the API').not.toBe(200);
          return answer;
        }, wait)
        .catch(showOutput);
      expect(duringOutage.status).toBe(503);
      expect(duringOutage.body).toMatchObject({
        error: { code: 'service_unavailable', message: expect.stringMatching(/try again/i) },
      });
      expect(gateway.child.exitCode).toBeNull();
      expect(workers.child.exitCode).toBeNull();

      await redis.start();
      const backAt = Date.now();
      const readyStatus = async () => (await fetch(`${baseUrl}/ready`)).status;
      await expect
        .poll(readyStatus, { ...wait, message: '/ready 200 again' })
        .toBe(200)
        .catch(showOutput);
      const readyAfterMs = Date.now() - backAt;

      // Nothing lost: the job is still there after the restart, and the same workers process builds it.
      const afterConnection = new Redis(redis.url, { maxRetriesPerRequest: null });
      const resumed = new TypedQueue('reports', { connection: afterConnection, prefix: redisPrefix });
      expect(await resumed.queue.getWaitingCount()).toBe(1);
      await resumed.queue.resume();
      await resumed.queue.close();
      afterConnection.disconnect();
      const resumedAt = Date.now();
      const built = await vi
        .waitFor(
          async () => {
            const answer = await api('GET', `/api/reports/${reportId}`);
            const report = answer.body.report as { status: string } | undefined;
            expect(report?.status, 'the report built after the restart').toMatch(/^(completed|failed)$/);
            return report!;
          },
          { ...wait, timeout: 60_000 },
        )
        .catch(showOutput);
      const builtAfterMs = Date.now() - resumedAt;
      expect(built.status).toBe('completed');

      // A notification created right after the return (a rate alert the workers' feed fires at once).
      const alert = await vi
        .waitFor(async () => {
          const answer = await api('POST', '/api/fx/alerts', {
            currency: 'EUR',
            kind: 'above',
            threshold: 0.0001,
          });
          expect(answer.status, 'the rate alert to be accepted').toBe(201);
          return answer;
        }, wait)
        .catch(showOutput);
      expect(alert.status).toBe(201);

      // The socket was sent away once the adapter was back, came back, and caught up or heard it live.
      const alertAcceptedAt = Date.now();
      const reconnected = () => connects() >= 2 && client.connected;
      await expect
        .poll(reconnected, { ...wait, message: 'the socket to reconnect' })
        .toBe(true)
        .catch(showOutput);
      const reconnectedAfterMs = Date.now() - alertAcceptedAt;
      const seen = await vi
        .waitFor(async () => {
          const found = [...live, ...caughtUp].find((item) => item.title === 'Rate alert: EUR/USD');
          if (found) return found;
          // Another catch-up, as the next reconnect would do.
          if (connects() >= 2) {
            const answer = await api('GET', '/api/notifications');
            if (answer.status === 200) caughtUp.push(...(answer.body.items as NotificationItem[]));
          }
          throw new Error('the rate alert notification, live or on catch-up: not seen yet');
        }, wait)
        .catch(showOutput);
      expect(seen.type).toBe('alert');
      // Live delivery from the workers works again: the gateway's adapter resubscribed.
      let ticks = 0;
      client.on('fx:tick', () => (ticks += 1));
      await expect
        .poll(() => ticks, { ...wait, message: 'a live FX tick after the outage' })
        .toBeGreaterThan(0)
        .catch(showOutput);
      console.info(
        `redis outage ${backAt - stoppedAt} ms; after its return: /ready 200 in ${readyAfterMs} ms, ` +
          `queued report built ${builtAfterMs} ms after resume, socket reconnected (connects: ${connects()}) ` +
          `within ${reconnectedAfterMs} ms of the alert; /ready 503 detected ${downAfterMs} ms into the outage`,
      );
      expect(gateway.child.exitCode).toBeNull();
      expect(workers.child.exitCode).toBeNull();
    } finally {
      queueConnection.disconnect();
    }
  });
});
