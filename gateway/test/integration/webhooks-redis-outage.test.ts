// Faults: Redis goes away while a webhook is in flight (the workers reach Redis through a TCP proxy that is
// cut; the shared Redis itself is never stopped). Nothing is lost and nothing is sent twice: the delivery in
// flight is recorded in PostgreSQL when its answer comes, events committed during the outage wait in the
// outbox, and once Redis is back every event reaches the receiver exactly once.
import { Membership, OutboxMessage, WebhookDelivery } from '@tradehub/db';
import { bullPrefix } from '@tradehub/db/queues';
import { startWorkerRuntime, type WorkerRuntime } from '@tradehub/workers';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeInTurn } from '../../../infra/test-support/close-in-turn.js';
import { startTcpProxy, type TcpProxy } from '../../../infra/test-support/tcp-proxy.js';
import { TEST_REDIS_URL } from '../../../infra/test-support/test-redis.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../../infra/test-support/webhook-receiver.js';
import { startTestGateway, TEST_SESSION_SECRET, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;
let proxy: TcpProxy;
let workers: WorkerRuntime;
let receiver: WebhookReceiver;
let queueConnection: Redis;
let webhooksQueue: Queue;
let cookie: string;

const wait = { timeout: 45_000, interval: 100 };

const sendTest = (endpointId: string) =>
  gateway.app.inject({
    method: 'POST',
    url: `/api/developers/webhooks/${endpointId}/test`,
    headers: { cookie },
  });

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // No relay beside the gateway: the workers' own relay (behind the proxy) is the only publisher.
  gateway = await startTestGateway('webhooks_outage', {
    outboxRelay: false,
    env: { WEBHOOKS_ALLOW_PRIVATE: 'true', QUEUE_LOCK_MS: '1000', QUEUE_STALLED_INTERVAL_MS: '500' },
  });
  const redisUrl = new URL(TEST_REDIS_URL);
  proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  const proxiedUrl = new URL(TEST_REDIS_URL);
  proxiedUrl.hostname = '127.0.0.1';
  proxiedUrl.port = String(proxy.port);
  workers = await startWorkerRuntime({
    config: gateway.config,
    databaseUrl: gateway.config.databaseUrl!,
    redisUrl: proxiedUrl.toString(),
    sessionSecret: TEST_SESSION_SECRET,
    logger: pino({ level: 'silent' }),
    fxFeed: false,
    webhooks: { retryBaseMs: 100 },
  });
  queueConnection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  webhooksQueue = new Queue('webhooks', {
    connection: queueConnection,
    prefix: bullPrefix(gateway.config.redisPrefix),
  });
  const { user, email } = await gateway.createAccount('approved');
  cookie = await gateway.signIn(email);
  await gateway.orm.em.fork().findOneOrFail(Membership, { user: user.id });
});

// Once (in a loaded full run) this hook outlived its 120 s without a word of which close never returned:
// each step is bounded and named.
afterAll(async () => {
  await closeInTurn([
    ['the receiver releasing its held answers', () => receiver?.release()],
    ['the Redis proxy listening again', () => proxy?.restore()],
    ['the workers', () => workers?.close()],
    ['the webhooks queue', () => webhooksQueue?.close()],
    ['the queue connection', () => queueConnection?.disconnect()],
    ['the Redis proxy', () => proxy?.close()],
    ['the gateway', () => gateway?.close()],
    ['the receiver', () => receiver?.close()],
  ]);
});

it('loses no webhook and sends none twice when Redis is cut mid-delivery', async () => {
  const created = await gateway.app.inject({
    method: 'POST',
    url: '/api/developers/webhooks',
    headers: { cookie },
    payload: { url: `${receiver.url}/outage`, eventTypes: ['payment.created'] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const endpointId = created.json().endpoint.id as string;

  receiver.hold();
  expect((await sendTest(endpointId)).statusCode).toBe(202);
  // The first delivery is in flight: the receiver has it and has not answered.
  await receiver.waitFor(1);
  await proxy.cut();
  // Committed while Redis is away: they wait in the outbox.
  expect((await sendTest(endpointId)).statusCode).toBe(202);
  expect((await sendTest(endpointId)).statusCode).toBe(202);
  receiver.release();
  const deliveredCount = () =>
    gateway.orm.em.fork().count(WebhookDelivery, { endpoint: endpointId, status: 'delivered' });
  await expect
    .poll(deliveredCount, { ...wait, message: 'the in-flight delivery recorded' })
    .toBeGreaterThanOrEqual(1);
  expect(
    await gateway.orm.em.fork().count(OutboxMessage, { publishedAt: null, aggregateId: endpointId }),
  ).toBeGreaterThanOrEqual(2);
  await proxy.restore();

  const deliveryStatuses = async () =>
    (await gateway.orm.em.fork().find(WebhookDelivery, { endpoint: endpointId })).map((row) => row.status);
  await expect
    .poll(deliveryStatuses, { ...wait, message: 'every delivery delivered' })
    .toEqual(['delivered', 'delivered', 'delivered']);
  // And the queue at rest (no job left to run again, the in-flight one included).
  const unfinishedJobs = () => webhooksQueue.getJobCounts('active', 'waiting', 'delayed', 'prioritized');
  await expect
    .poll(unfinishedJobs, { ...wait, message: 'the webhooks queue at rest' })
    .toEqual({ active: 0, waiting: 0, delayed: 0, prioritized: 0 });
  const got = receiver.received.filter((request) => request.path === '/outage');
  expect(got).toHaveLength(3);
  expect(new Set(got.map((request) => request.headers['tradehub-event-id'])).size).toBe(3);
});
