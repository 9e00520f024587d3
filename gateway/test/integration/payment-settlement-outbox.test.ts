// Fault: Redis goes away between the approval's commit and the settlement job (issue 17). The settlement job
// is an outbox row written in the approving transaction, so the approval needs only PostgreSQL; the workers
// (their relay and their BullMQ workers, behind a TCP proxy to Redis that the test cuts) cannot publish it
// while Redis is away, keep the row, and publish it once Redis is back: the payment settles exactly once,
// with no retry by the user. (The gateway keeps its own Redis here: sessions live in Redis, so a full
// outage answers signed-in calls with 503 once the 2 s viewer cache lets go — faults-redis.test.ts.)
import { randomUUID } from 'node:crypto';
import { Membership, OutboxMessage, Payment } from '@tradehub/db';
import { bullPrefix } from '@tradehub/db/queues';
import { startWorkerRuntime, type WorkerRuntime } from '@tradehub/workers';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../../infra/test-support/tcp-proxy.js';
import { TEST_REDIS_URL } from '../../../infra/test-support/test-redis.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';
import { buildSupplier } from '../../../infra/test-support/factories.js';

let gateway: TestGateway;
let proxy: TcpProxy;
let workers: WorkerRuntime;
let queueConnection: Redis;
let paymentsQueue: Queue;
let organisationId: string;
let ownerCookie: string;
let approverCookie: string;
let supplierId: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  // No relay beside the gateway: the workers' own relay (behind the proxy) is the only publisher.
  gateway = await startTestGateway('payment_outbox', { outboxRelay: false });
  const redisUrl = new URL(TEST_REDIS_URL);
  proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  const proxiedUrl = new URL(TEST_REDIS_URL);
  proxiedUrl.hostname = '127.0.0.1';
  proxiedUrl.port = String(proxy.port);
  workers = await startWorkerRuntime({
    config: gateway.config,
    databaseUrl: gateway.config.databaseUrl!,
    redisUrl: proxiedUrl.toString(),
    sessionSecret: 'x'.repeat(32),
    logger: pino({ level: 'silent' }),
    fxFeed: false,
  });
  queueConnection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  paymentsQueue = new Queue('payments', {
    connection: queueConnection,
    prefix: bullPrefix(gateway.config.redisPrefix),
  });

  const { user, email } = await gateway.createAccount('approved');
  ownerCookie = await gateway.signIn(email);
  const em = gateway.orm.em.fork();
  organisationId = (await em.findOneOrFail(Membership, { user: user.id })).organisation.id;
  const { email: approverEmail } = await gateway.addMember(organisationId, { createdById: user.id });
  const supplier = buildSupplier(em, {
    organisation: organisationId,
    createdBy: user.id,
    name: 'Outbox Supplier GmbH',
    bankDetailsChangedAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
  });
  await em.flush();
  supplierId = supplier.id;
  approverCookie = await gateway.signIn(approverEmail);
});

afterAll(async () => {
  await proxy?.restore();
  await workers?.close();
  await paymentsQueue?.close();
  queueConnection?.disconnect();
  await proxy?.close();
  await gateway?.close();
});

it('settles a payment approved while Redis is away exactly once, when Redis is back', async () => {
  // Over the approval threshold: it waits for another member's approval.
  const created = await call('POST', '/api/payments', ownerCookie, {
    supplierId,
    amount: '20000.00',
    currency: 'USD',
    method: 'Bank Transfer',
    reference: 'INV-OUTBOX',
    valueDate: '2026-11-21',
    idempotencyKey: randomUUID(),
  });
  expect(created.statusCode).toBe(201);
  const paymentId = created.json().payment.id as string;
  expect(created.json().payment.approvalStatus).toBe('awaiting');

  // The creation's own rows go out first: were one still queued at the cut, it would be the row the relay
  // keeps retrying (rows never overtake each other), and the approval's rows would not be tried yet.
  const unpublished = () => gateway.orm.em.fork().count(OutboxMessage, { publishedAt: null });
  await expect
    .poll(unpublished, { timeout: 30_000, interval: 100, message: 'the creation rows to be published' })
    .toBe(0);
  await proxy.cut();
  const approved = await call('POST', `/api/payments/${paymentId}/approve`, approverCookie);
  // Only PostgreSQL was needed: the settlement job is a row of the approving transaction.
  expect(approved.statusCode).toBe(200);
  expect(approved.json().payment).toMatchObject({ approvalStatus: 'approved', status: 'pending' });

  // The relay tries the approval's first row (whichever of its activity, `payment:changed` or job comes
  // first), fails, keeps it with the reason, and goes no further: rows never overtake each other.
  const failed = await vi.waitFor(
    async () => {
      const found = await gateway.orm.em
        .fork()
        .find(OutboxMessage, { publishedAt: null }, { orderBy: { id: 'asc' } });
      expect(found[0]?.attempts, 'a failed publish of the approval rows').toBeGreaterThan(0);
      return found;
    },
    { timeout: 30_000, interval: 100 },
  );
  expect(failed[0]?.lastError).toBeTruthy();
  const row = failed.find(
    (each) => each.kind === 'job' && each.aggregateType === 'payment' && each.aggregateId === paymentId,
  )!;
  expect(row).toBeDefined();
  expect(row.payload).toMatchObject({ queue: 'payments', name: 'settle-payment', data: { paymentId } });
  expect(await paymentsQueue.getJob(`outbox-${row.id}`)).toBeUndefined();
  expect((await call('GET', `/api/payments/${paymentId}`, ownerCookie)).json().payment.status).toBe(
    'pending',
  );

  // Redis is back: nobody retries anything, the payment settles.
  await proxy.restore();
  const settled = await vi.waitFor(
    async () => {
      const payment = (await call('GET', `/api/payments/${paymentId}`, ownerCookie)).json().payment;
      expect(payment.status, 'the payment to settle after Redis is back').toBe('completed');
      return payment;
    },
    { timeout: 60_000, interval: 100 },
  );
  expect(settled.events.map((entry: { event: string }) => entry.event)).toEqual([
    'created',
    'approval_requested',
    'approved',
    'submitted',
    'completed',
  ]);
  const published = await gateway.orm.em.fork().findOneOrFail(OutboxMessage, row.id);
  expect(published.publishedAt).toBeInstanceOf(Date);

  // Exactly one settlement job ever existed for this payment, and it completed once.
  const jobs = (
    await paymentsQueue.getJobs(['completed', 'failed', 'waiting', 'active', 'delayed', 'prioritized'])
  ).filter((job) => (job.data as { paymentId?: string }).paymentId === paymentId);
  expect(jobs.map((job) => job.id)).toEqual([`outbox-${row.id}`]);
  await sleep(500);
  const stored = await gateway.orm.em.fork().findOneOrFail(Payment, paymentId);
  expect(stored.events.filter((entry) => entry.event === 'completed')).toHaveLength(1);
});
