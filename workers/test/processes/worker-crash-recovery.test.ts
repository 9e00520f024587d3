// Worker processes that stop, over one PostgreSQL database and one Redis prefix (real
// `node workers/dist/main.js` processes: build first with `npm run build:server`):
// - one killed with SIGKILL (as the OOM killer or a lost node would) in the middle of a report, an e-mail
//   and a settlement: another process picks the three jobs up (BullMQ's stalled-job check) and each
//   completes exactly once;
// - one stopped with SIGTERM (a deploy, a scale-in) while an e-mail is on its way: the job finishes first
//   and the process exits with code 0.
//
// To kill each job at a chosen point, and not race it, the first test holds it there:
// - the report: an ACCESS EXCLUSIVE lock on risk_metrics_snapshot stops the build at its first
//   computation, after it marked the report 'running' (a kill in the middle of writing a file is stood in
//   for by a leftover temporary file, which the rerun must remove);
// - the e-mail: the SMTP sink holds back its reply to DATA, so the message was sent but never accepted
//   (a kill after the reply would deliver it twice: SMTP is at-least-once, see processors/email.ts);
// - the settlement: a SHARE lock on notification stops it while recording the rail's outcome, after the
//   payment was claimed (submitted) and the rail answered: the case where a payment used to stay pending.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOrmConfig, initOrm, Payment, Report, UserProfile } from '@tradehub/db';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApprovedMember, buildSupplier } from '../../../infra/test-support/factories.js';
import { startSmtpSink } from '../../../infra/test-support/smtp-sink.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { rethrowWithOutput } from '../../../infra/test-support/with-process-output.js';
import { TypedQueue } from '@tradehub/db/queues';
import { outboxJobId } from '../../src/outbox/publisher.js';
import { jobStatus, startWorkerProcess, type WorkerProcess } from '../support/worker-processes.js';

/** Short locks so a dead worker's jobs are found in seconds (production: 30 s each). */
const LOCK_MS = 4000;
const STALLED_INTERVAL_MS = 1000;

const database = await createPreparedDatabase('worker_crash', 'migrated');
const redisPrefix = createTestRedisPrefix('worker-crash');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tradehub-worker-crash-'));
const smtp = await startSmtpSink();
const redis = new Redis(redisPrefix.url, { maxRetriesPerRequest: null });
const queues = {
  reports: new TypedQueue('reports', { connection: redis, prefix: redisPrefix.prefix }),
  email: new TypedQueue('email', { connection: redis, prefix: redisPrefix.prefix }),
  payments: new TypedQueue('payments', { connection: redis, prefix: redisPrefix.prefix }),
};
const db = new pg.Client({ connectionString: database.url });
const locker = new pg.Client({ connectionString: database.url });
const processes: WorkerProcess[] = [];

const env = {
  DATABASE_URL: database.url,
  REDIS_URL: redisPrefix.url,
  REDIS_PREFIX: redisPrefix.prefix,
  SESSION_SECRET: 'worker-crash-test-secret-of-32-characters',
  DATA_DIR: dataDir,
  SMTP_URL: smtp.url,
  QUEUE_LOCK_MS: String(LOCK_MS),
  QUEUE_STALLED_INTERVAL_MS: String(STALLED_INTERVAL_MS),
};

let organisationId: string;
let reportId: string;
let paymentId: string;
let paymentCreatorId: string;
let pendingUser: { id: string; email: string };
let laterUser: { id: string; email: string };

beforeAll(async () => {
  const orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  const em = orm.em.fork();
  const { organisation, user } = buildApprovedMember(em, {
    email: 'treasurer@crash.example',
    passwordHash: 'not-used',
    businessName: 'Crash Test Imports',
  });
  const supplier = buildSupplier(em, {
    organisation,
    createdBy: user,
    name: 'Rhine Components GmbH',
  });
  const report = em.create(Report, {
    organisation,
    createdBy: user,
    kind: 'risk',
    parameters: { range: '7d' },
  });
  const payment = em.create(Payment, {
    organisation,
    createdBy: user,
    supplier,
    amountMinor: 1_250_000,
    currency: 'USD',
    method: 'ACH',
    date: new Date(),
    approvalStatus: 'approved',
    approvedBy: user,
    approvedAt: new Date(),
    idempotencyKey: `crash-test:${randomUUID()}`,
  });
  const pending = em.create(UserProfile, {
    email: 'new-signup@crash.example',
    businessName: 'Fresh Signup Ltd',
    passwordHash: 'not-used',
    emailVerified: false,
  });
  const later = em.create(UserProfile, {
    email: 'later-signup@crash.example',
    businessName: 'Later Signup Ltd',
    passwordHash: 'not-used',
    emailVerified: false,
  });
  await em.flush();
  organisationId = organisation.id;
  reportId = report.id;
  paymentId = payment.id;
  paymentCreatorId = user.id;
  pendingUser = { id: pending.id, email: pending.email };
  laterUser = { id: later.id, email: later.email };
  await orm.close();
  await db.connect();
  await locker.connect();
});

afterAll(async () => {
  for (const worker of processes) await worker.stop('SIGKILL');
  await locker.end().catch(() => undefined);
  await db.end().catch(() => undefined);
  await Promise.all(Object.values(queues).map((queue) => queue.close()));
  redis.disconnect();
  await smtp.close();
  await database.drop();
  await redisPrefix.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Tables on which a session of this database waits for a lock. */
async function tablesWaitedOn(): Promise<string[]> {
  const { rows } = await db.query<{ relname: string }>(
    `select distinct c.relname from pg_locks l join pg_class c on c.oid = l.relation
      where not l.granted and l.database = (select oid from pg_database where datname = current_database())`,
  );
  return rows.map((row) => row.relname);
}

const count = async (sql: string, params: unknown[]) =>
  Number((await db.query<{ n: string }>(`select count(*) as n from (${sql}) as q`, params)).rows[0]!.n);

describe('workers processes that stop', () => {
  it('killed: a report, an e-mail and a settlement in progress complete once, in another process', async () => {
    const first = startWorkerProcess(env);
    processes.push(first);
    const describeProcesses = () => processes.map((worker) => worker.output()).join('\n---\n');
    // The first process backfills the FX history; let it finish so only the jobs compete for it.
    await first.waitForLog('backfilled simulated FX history', 120_000);

    await locker.query('begin');
    await locker.query('lock table risk_metrics_snapshot in access exclusive mode');
    await locker.query('lock table notification in share mode');
    smtp.setReplyDelay(10 * 60_000);

    // The report and the settlement are added the way the outbox relay adds them (job id `outbox-<row id>`;
    // these have no row, so each names one of its own); the e-mail the way the gateway adds it directly.
    const jobs = {
      report: { queue: queues.reports.queue, id: outboxJobId(`report-${reportId}`) },
      email: { queue: queues.email.queue, id: `verify-email-${pendingUser.id}-signup` },
      payment: { queue: queues.payments.queue, id: outboxJobId(`settle-${paymentId}`) },
    };
    await queues.reports.add('build-risk-report', { reportId }, { jobId: jobs.report.id });
    await queues.email.add('verify-email', { userId: pendingUser.id }, { jobId: jobs.email.id });
    await queues.payments.add('settle-payment', { paymentId }, { jobId: jobs.payment.id });

    // All three held by the first process at the chosen points.
    const heldInFirst = async () => {
      for (const { queue, id } of Object.values(jobs)) {
        const { state, processedBy } = await jobStatus(queue, id);
        if (state !== 'active' || processedBy !== first.name) return false;
      }
      const waitedOn = await tablesWaitedOn();
      return (
        waitedOn.includes('risk_metrics_snapshot') &&
        waitedOn.includes('notification') &&
        smtp.held().some((mail) => mail.to.includes(pendingUser.email))
      );
    };
    await expect
      .poll(heldInFirst, {
        timeout: 60_000,
        interval: 100,
        message: 'the three jobs held in the first process',
      })
      .toBe(true)
      .catch(rethrowWithOutput(describeProcesses));
    const report = await db.query('select status, progress from report where id = $1', [reportId]);
    expect(report.rows[0]).toMatchObject({ status: 'running', progress: 5 });
    const claimed = await db.query('select status, submitted_at, settled_at from payment where id = $1', [
      paymentId,
    ]);
    expect(claimed.rows[0]).toMatchObject({ status: 'pending', settled_at: null });
    expect(claimed.rows[0].submitted_at).not.toBeNull();

    // The second process starts, then the first dies at once, without a chance to clean up.
    const second = startWorkerProcess(env);
    processes.push(second);
    await second.waitForLog('workers started', 90_000);
    first.child.kill('SIGKILL');
    expect(await first.exit).toMatchObject({ signal: 'SIGKILL' });
    const killedAt = Date.now();

    // What a kill in the middle of writing the PDF would have left beside it.
    const reportDir = path.join(dataDir, 'reports', organisationId);
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, `${reportId}.pdf.0123456789ab.tmp`), 'half a PDF');
    // The dead process's database sessions give up once they can go on and find their client gone; the
    // SMTP sink has dropped the message it never accepted.
    await locker.query('rollback');
    smtp.setReplyDelay(0);
    await expect
      .poll(() => smtp.dropped.length, {
        timeout: 10_000,
        interval: 25,
        message: 'the unaccepted message dropped',
      })
      .toBeGreaterThan(0);
    expect(smtp.dropped.map((mail) => mail.to)).toEqual([[pendingUser.email]]);

    const recoveredAfter: Record<string, number> = {};
    // Waits for all three to complete, or for one to fail, which ends the wait at once.
    const failed = await vi
      .waitFor(
        async () => {
          for (const [what, { queue, id }] of Object.entries(jobs)) {
            if (recoveredAfter[what] !== undefined) continue;
            const { state } = await jobStatus(queue, id);
            if (state === 'failed') return what;
            if (state === 'completed') recoveredAfter[what] = Date.now() - killedAt;
          }
          const completed = Object.keys(recoveredAfter);
          expect(completed, 'the three jobs completed by the second process').toHaveLength(3);
          return undefined;
        },
        { timeout: 60_000, interval: 100 },
      )
      .catch(rethrowWithOutput(describeProcesses));
    if (failed) throw new Error(`${failed} job failed\n${describeProcesses()}`);
    console.log(
      `recovered after SIGKILL (lock ${LOCK_MS} ms, stalled check every ${STALLED_INTERVAL_MS} ms):`,
      recoveredAfter,
    );
    for (const [what, { queue, id }] of Object.entries(jobs)) {
      const { processedBy, job } = await jobStatus(queue, id);
      expect(processedBy, what).toBe(second.name);
      // Run again because it stalled (its worker died), not because it failed.
      expect(job?.stalledCounter, what).toBe(1);
      expect(job?.attemptsMade, what).toBe(1);
      expect(recoveredAfter[what], what).toBeLessThan(LOCK_MS + 4 * STALLED_INTERVAL_MS + 15_000);
    }
    expect((await jobStatus(jobs.report.queue, jobs.report.id)).job?.returnvalue).toMatchObject({
      status: 'completed',
    });
    expect((await jobStatus(jobs.email.queue, jobs.email.id)).job?.returnvalue).toEqual({ status: 'sent' });
    expect((await jobStatus(jobs.payment.queue, jobs.payment.id)).job?.returnvalue).toEqual({
      status: 'completed',
      paymentId,
    });

    // The report: completed, one file pair, no temporary file left.
    const built = await db.query('select status, progress, pdf_key, xlsx_key from report where id = $1', [
      reportId,
    ]);
    expect(built.rows[0]).toMatchObject({
      status: 'completed',
      progress: 100,
      pdf_key: `reports/${organisationId}/${reportId}.pdf`,
      xlsx_key: `reports/${organisationId}/${reportId}.xlsx`,
    });
    expect(readdirSync(reportDir).sort()).toEqual([`${reportId}.pdf`, `${reportId}.xlsx`]);

    // The e-mail: delivered once, with the job's Message-ID.
    const mail = await smtp.waitFor(pendingUser.email);
    expect(mail.raw.replace(/\r?\n\s+/g, ' ')).toContain(`Message-ID: <${jobs.email.id}@tradehub>`);

    // The payment: settled once. The second process asked the rail again with the same key.
    const settled = await db.query<{ status: string; events: { event: string }[] }>(
      'select status, settled_at, events from payment where id = $1',
      [paymentId],
    );
    expect(settled.rows[0]).toMatchObject({ status: 'completed' });
    expect(settled.rows[0]!.events.map((entry) => entry.event)).toEqual(['submitted', 'completed']);
    expect(second.output()).toContain('payment claimed by an earlier run: asking the rail again');

    // Nothing arrives late: give a duplicate every chance to show up, then count.
    await new Promise((resolve) => setTimeout(resolve, LOCK_MS + 2 * STALLED_INTERVAL_MS));
    expect(smtp.received.filter((received) => received.to.includes(pendingUser.email))).toHaveLength(1);
    expect(readdirSync(reportDir).sort()).toEqual([`${reportId}.pdf`, `${reportId}.xlsx`]);
    const audit = await db.query<{ action: string }>(
      `select action from audit_log_entry where entity_type = 'payment' and entity_id = $1 order by action`,
      [paymentId],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['payment.completed', 'payment.submitted']);
    const activities = await db.query<{ title: string }>(
      'select title from activity where related_id = $1 order by title',
      [paymentId],
    );
    expect(activities.rows.map((row) => row.title)).toEqual(['Payment completed', 'Payment submitted']);
    expect(
      await count(`select 1 from notification where user_id = $1 and title = 'Payment completed'`, [
        paymentCreatorId,
      ]),
    ).toBe(1);
    // The survivor stops cleanly.
    second.child.kill('SIGTERM');
    expect(await second.exit).toEqual({ code: 0, signal: null });
  }, 240_000);

  it('SIGTERM: the job in progress finishes, then the process exits with code 0', async () => {
    // The FX history is there already: this process starts without a backfill.
    const worker = startWorkerProcess(env);
    processes.push(worker);
    await worker.waitForLog('workers started', 90_000);
    // A slow mail provider: the message is accepted 1.5 s after it was sent.
    smtp.setReplyDelay(1500);
    const jobId = `verify-email-${laterUser.id}-signup`;
    await queues.email.add('verify-email', { userId: laterUser.id }, { jobId });
    const sentToLaterUser = () => smtp.held().some((mail) => mail.to.includes(laterUser.email));
    await expect
      .poll(sentToLaterUser, {
        timeout: 60_000,
        interval: 20,
        message: 'the message sent and waiting for its reply',
      })
      .toBe(true)
      .catch(rethrowWithOutput(() => worker.output()));
    expect(await jobStatus(queues.email.queue, jobId)).toMatchObject({
      state: 'active',
      processedBy: worker.name,
    });

    const signalledAt = Date.now();
    worker.child.kill('SIGTERM');
    const exit = await worker.exit;
    const stoppedAfter = Date.now() - signalledAt;
    console.log(`SIGTERM with an e-mail in progress: exited ${stoppedAfter} ms later`);
    expect(exit, worker.output()).toEqual({ code: 0, signal: null });
    // Accepted before the process exited, once, and recorded as completed by this process.
    expect(smtp.received.filter((mail) => mail.to.includes(laterUser.email))).toHaveLength(1);
    expect(smtp.dropped.filter((mail) => mail.to.includes(laterUser.email))).toHaveLength(0);
    const { state, processedBy, job } = await jobStatus(queues.email.queue, jobId);
    expect({ state, processedBy, returnvalue: job?.returnvalue }).toEqual({
      state: 'completed',
      processedBy: worker.name,
      returnvalue: { status: 'sent' },
    });
    expect(worker.output()).toContain('stopping: letting running jobs finish');
    expect(worker.output()).not.toContain('exiting anyway');
  }, 180_000);
});
