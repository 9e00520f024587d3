// A processor whose query hangs must not hold its slot forever: a workers process (the real `node
// workers/dist/main.js`; build first) runs a settlement while another connection holds the payment's row
// lock, as a stuck transaction of another client would. The settlement's UPDATE waits on the lock; the
// workers' statement timeout (QUEUE_STATEMENT_TIMEOUT_MS, here 1 s) cancels it, the attempt fails, and
// BullMQ retries it with the queue's backoff. Once the lock is released, the retry settles the payment,
// once. Without a timeout the job stays active (its lock renewed by a live worker) for as long as the
// other transaction stays open.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOrmConfig, initOrm, Payment } from '@tradehub/db';
import { TypedQueue } from '@tradehub/db/queues';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApprovedMember, buildSupplier } from '../../../infra/test-support/factories.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { jobStatus, startWorkerProcess, type WorkerProcess } from '../support/worker-processes.js';

const database = await createPreparedDatabase('statement_timeout', 'migrated');
const redisPrefix = createTestRedisPrefix('statement-timeout');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tradehub-statement-timeout-'));
const redis = new Redis(redisPrefix.url, { maxRetriesPerRequest: null });
const payments = new TypedQueue('payments', { connection: redis, prefix: redisPrefix.prefix });
/** Holds the payment's row lock, as a client stuck inside its transaction would. */
const locker = new pg.Client({ connectionString: database.url });
const db = new pg.Client({ connectionString: database.url });
let workers: WorkerProcess | undefined;
let paymentId: string;

beforeAll(async () => {
  const orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  const em = orm.em.fork();
  const { organisation, user } = buildApprovedMember(em, {
    email: 'treasurer@timeout.example',
    passwordHash: 'not-used',
    businessName: 'Timeout Test Imports',
  });
  const supplier = buildSupplier(em, {
    organisation,
    createdBy: user,
    name: 'Danube Fittings GmbH',
    location: 'Austria',
    countryCode: 'AT',
    category: 'Hardware',
  });
  const payment = em.create(Payment, {
    organisation,
    createdBy: user,
    supplier,
    amountMinor: 48_000,
    currency: 'USD',
    method: 'ACH',
    date: new Date(),
    approvalStatus: 'approved',
    approvedBy: user,
    approvedAt: new Date(),
    idempotencyKey: `timeout-test:${randomUUID()}`,
  });
  await em.flush();
  paymentId = payment.id;
  await orm.close();
  await locker.connect();
  await db.connect();
  workers = startWorkerProcess({
    DATABASE_URL: database.url,
    REDIS_URL: redisPrefix.url,
    REDIS_PREFIX: redisPrefix.prefix,
    SESSION_SECRET: 'statement-timeout-test-secret-of-32-chars',
    DATA_DIR: dataDir,
    QUEUE_STATEMENT_TIMEOUT_MS: '1000',
  });
  await workers.waitForLog('workers started', 90_000);
});

afterAll(async () => {
  await locker.query('rollback').catch(() => undefined);
  await workers?.stop();
  await payments.close();
  await redis.quit();
  await locker.end();
  await db.end();
  await database.drop();
  await redisPrefix.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a settlement whose query waits on a lock that is never released', () => {
  it('is timed out and retried, and settles once the lock is gone', async () => {
    await locker.query('begin');
    await locker.query('select id from payment where id = $1 for update', [paymentId]);

    const jobId = `settle-${paymentId}`;
    await payments.add('settle-payment', { paymentId }, { jobId });

    // The first attempt fails on the statement timeout and waits for its retry (BullMQ's backoff).
    const failedAttempt = await vi.waitFor(
      async () => {
        const { job } = await jobStatus(payments.queue, jobId);
        expect(job?.attemptsMade, 'a failed attempt of the settlement').toBeGreaterThanOrEqual(1);
        expect(job?.failedReason, 'a failed attempt of the settlement').toBeTruthy();
        return job?.failedReason;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(failedAttempt).toMatch(/statement timeout/);
    const held = await db.query<{ status: string; submitted_at: Date | null }>(
      'select status, submitted_at from payment where id = $1',
      [paymentId],
    );
    expect(held.rows[0]).toEqual({ status: 'pending', submitted_at: null });

    await locker.query('rollback');
    const settlementState = async () => (await jobStatus(payments.queue, jobId)).state;
    await expect
      .poll(settlementState, {
        timeout: 30_000,
        interval: 100,
        message: 'the retried settlement to complete',
      })
      .toBe('completed');
    const { job } = await jobStatus(payments.queue, jobId);
    expect(job?.returnvalue).toEqual({ status: 'completed', paymentId });
    const settled = await db.query<{ status: string }>('select status from payment where id = $1', [
      paymentId,
    ]);
    expect(settled.rows[0]?.status).toBe('completed');
    const audit = await db.query<{ action: string }>(
      `select action from audit_log_entry where entity_type = 'payment' and entity_id = $1 order by action`,
      [paymentId],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['payment.completed', 'payment.submitted']);
  });
});
