// `npm start` with nothing configured (the embedded database, as a newcomer runs it) survives what
// PostgreSQL survives:
// - a batch of 300 small payments is settling when the workers process is killed (SIGKILL) after some
//   rows settled; the launcher restarts it and every row ends settled or declined exactly once, nothing
//   left pending, the batch completed (embedded PGlite used to leave rows pending for good: all its
//   connections shared one session, so a killed client's half-done work stayed in everyone's);
// - then the launcher itself is killed with everything it started but the database server, which an
//   unclean end leaves running: the next start stops that orphan and starts again on the same data.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOrmConfig, initOrm } from '@tradehub/db';
import { readEmbeddedPostgresUrl } from '@tradehub/db/embedded';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../../gateway/src/auth/password.js';
import { buildApprovedMember, buildSupplier } from '../../test-support/factories.js';
import { MEMBER_PASSWORD, signInCookie, type SeededMember } from '../../test-support/process-stack.js';
import { startedPids, workersRestarted } from '../../test-support/launcher-output.js';
import { freePort, startProduct, type RunningProduct } from '../../test-support/product-process.js';
import { createTestRedisPrefix } from '../../test-support/test-redis.js';
import { rethrowWithOutput } from '../../test-support/with-process-output.js';

const ROWS = 300;
/** Rows settled (or declined) before the kill: some done, most still to come. */
const KILL_AFTER_SETTLED = 40;

const redisPrefix = createTestRedisPrefix('embedded-crash');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tradehub-embedded-crash-'));
let env: Record<string, string>;
let product: RunningProduct | undefined;
let db: pg.Client | undefined;
/** A wait's failure, with what the product printed. */
const showOutput = rethrowWithOutput(() => product?.output() ?? '');

beforeAll(async () => {
  env = {
    REDIS_URL: redisPrefix.url,
    REDIS_PREFIX: redisPrefix.prefix,
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    SESSION_SECRET: 'embedded-crash-secret-of-at-least-32-characters',
  };
  // A data directory from an earlier version, whose embedded database was PGlite.
  mkdirSync(path.join(dataDir, 'pglite'));
  writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '18\n');
  product = await startProduct(env);
  expect(product.output()).toContain(
    `${path.join(dataDir, 'pglite')} holds the database of an earlier TradeHub version (embedded PGlite)`,
  );
  // A newcomer is told how to look around and how to get an approved workspace of their own.
  expect(product.output()).toContain("choose 'Explore the Demo Workspace'");
  expect(product.output()).toContain('start with ADMIN_EMAILS=you@example.com npm start');
});

afterAll(async () => {
  await db?.end().catch(() => undefined);
  await product?.stop();
  // A test that failed between killing the launcher and starting it again leaves its database server.
  const leftover = readEmbeddedPostgresUrl(dataDir) && postmasterPid();
  if (leftover) {
    process.kill(leftover, 'SIGINT');
    await vi
      .waitFor(() => expect(isGone(leftover), 'the leftover database server did not stop').toBe(true), {
        timeout: 30_000,
        interval: 100,
      })
      .catch(showOutput);
  }
  await redisPrefix.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The embedded database `npm start` serves on DATA_DIR (a test reaches it as any tool would). */
async function connect() {
  const url = readEmbeddedPostgresUrl(dataDir);
  expect(url, 'no embedded PostgreSQL runs on the data directory').toBeDefined();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { client, url: url! };
}

/** A member whose organisation pays three verified suppliers without any approver (approval is not tested here). */
async function seedPayer(databaseUrl: string): Promise<{ member: SeededMember; suppliers: string[] }> {
  const orm = await initOrm(createOrmConfig({ clientUrl: databaseUrl, poolMax: 2 }));
  try {
    const em = orm.em.fork();
    const email = 'treasurer@embedded-crash.example';
    const { organisation, user } = buildApprovedMember(em, {
      email,
      passwordHash: await hashPassword(MEMBER_PASSWORD),
      businessName: 'Embedded Crash Imports',
    });
    organisation.policies = {
      approvalTiers: [{ fromMinor: 0, approvers: 0 }],
      riskRules: { firstPayment: 'off', newBankDetails: 'off', countryMismatch: 'off' },
    };
    const suppliers = ['Rhine Components GmbH', 'Lyon Textiles SA', 'Osaka Fasteners KK'].map((name, index) =>
      buildSupplier(em, {
        organisation,
        createdBy: user,
        name,
        location: ['Germany', 'France', 'Japan'][index]!,
        countryCode: ['DE', 'FR', 'JP'][index]!,
        category: 'Components',
      }),
    );
    await em.flush();
    return {
      member: { email, password: MEMBER_PASSWORD, userId: user.id },
      suppliers: suppliers.map((supplier) => supplier.id),
    };
  } finally {
    await orm.close();
  }
}

/** ROWS distinct small USD rows; every amount ending in .13 is declined by the sandbox rail. */
function batchCsv(suppliers: string[]) {
  const today = new Date().toISOString().slice(0, 10);
  const lines = ['supplier,amount,currency,method,reference,value date'];
  let declined = 0;
  for (let i = 0; i < ROWS; i += 1) {
    const cents = i % 50 === 7 ? 13 : (i * 7) % 100 === 13 ? 14 : (i * 7) % 100;
    if (cents === 13) declined += 1;
    lines.push(
      `${suppliers[i % suppliers.length]},${10 + (i % 90)}.${String(cents).padStart(2, '0')},USD,ACH,CRASH-${i + 1},${today}`,
    );
  }
  return { csv: `${lines.join('\r\n')}\r\n`, declined };
}

function postmasterPid() {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

const isGone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

describe('npm start on the embedded database', () => {
  it('settles or declines every row of a batch exactly once when the workers are killed in the middle', async () => {
    const connection = await connect();
    db = connection.client;
    const { member, suppliers } = await seedPayer(connection.url);
    const cookie = await signInCookie(product!.url, member);
    const { csv, declined } = batchCsv(suppliers);

    const body = new FormData();
    body.append('file', new Blob([csv], { type: 'text/csv' }), 'crash-batch.csv');
    const created = await fetch(`${product!.url}/api/payments/batches`, {
      method: 'POST',
      headers: { cookie },
      body,
    });
    const answer = (await created.json()) as { batch: { id: string; rowCount: number; status: string } };
    expect(created.status, JSON.stringify(answer)).toBe(201);
    expect(answer.batch).toMatchObject({ rowCount: ROWS, status: 'processing' });
    const batchId = answer.batch.id;

    const settledSoFar = async () =>
      (
        await db!.query<{ done: number }>(
          `select count(*)::int as done from payment where batch_id = $1 and status in ('completed', 'failed')`,
          [batchId],
        )
      ).rows[0]!.done;
    const settledBeforeKill = await vi
      .waitFor(
        async () => {
          const done = await settledSoFar();
          expect(done, `${KILL_AFTER_SETTLED} rows were not settled`).toBeGreaterThanOrEqual(
            KILL_AFTER_SETTLED,
          );
          return done;
        },
        { timeout: 60_000, interval: 100 },
      )
      .catch(showOutput);
    const [firstWorkers] = startedPids('workers', product!.output());
    process.kill(firstWorkers!, 'SIGKILL');
    await workersRestarted(product!);
    const restartedAt = Date.now();
    // The kill came in the middle: rows were still to be settled.
    expect(settledBeforeKill).toBeLessThan(ROWS);

    const batchStatus = async () =>
      (await db!.query<{ status: string }>('select status from payment_batch where id = $1', [batchId]))
        .rows[0]?.status;
    await expect
      .poll(batchStatus, { timeout: 90_000, interval: 100, message: 'the batch did not complete' })
      .toBe('completed')
      .catch(showOutput);
    const completedAt = Date.now();
    console.info(
      `embedded database: ${settledBeforeKill} of ${ROWS} rows settled at the kill; ` +
        `the batch completed ${completedAt - restartedAt} ms after the workers' restart`,
    );

    // Every row settled or declined: none pending or half-way (submitted, not settled).
    const statuses = await db.query<{ status: string; settled: boolean; count: number }>(
      `select status, settled_at is not null as settled, count(*)::int as count from payment
        where batch_id = $1 group by 1, 2 order by 1`,
      [batchId],
    );
    expect(statuses.rows).toEqual([
      { status: 'completed', settled: true, count: ROWS - declined },
      { status: 'failed', settled: true, count: declined },
    ]);
    // Each exactly once: one outcome in the audit log per payment, and the batch counted each row once.
    const outcomes = await db.query<{ outcomes: number; count: number }>(
      `select outcomes, count(*)::int as count from (
         select p.id, (select count(*)::int from audit_log_entry a
                        where a.entity_type = 'payment' and a.entity_id = p.id
                          and a.action in ('payment.completed', 'payment.failed')) as outcomes
           from payment p where p.batch_id = $1) per_payment
        group by outcomes`,
      [batchId],
    );
    expect(outcomes.rows).toEqual([{ outcomes: 1, count: ROWS }]);
    const batch = await db.query(
      'select settled_count, failed_count, row_count from payment_batch where id = $1',
      [batchId],
    );
    expect(batch.rows[0]).toEqual({
      settled_count: ROWS - declined,
      failed_count: declined,
      row_count: ROWS,
    });
    expect(startedPids('workers', product!.output())).toHaveLength(2);
  });

  it('starts again on the same data after the launcher itself was killed, stopping the database it left running', async () => {
    const output = product!.output();
    const launcher = product!.child.pid!;
    const gateway = startedPids('gateway', output).at(-1)!;
    const workers = startedPids('workers', output).at(-1)!;
    const before = await db!.query<{ count: number }>('select count(*)::int as count from payment');
    await db!.end();
    db = undefined;

    // As a crash of the launcher's whole process group would: everything but the database server, which
    // runs in a group of its own (a terminal's Ctrl-C reaches the launcher, which stops it last).
    for (const pid of [launcher, gateway, workers]) process.kill(pid, 'SIGKILL');
    for (const pid of [launcher, gateway, workers])
      await expect
        .poll(() => isGone(pid), { timeout: 10_000, interval: 100, message: `pid ${pid} did not exit` })
        .toBe(true)
        .catch(showOutput);
    const orphan = readEmbeddedPostgresUrl(dataDir);
    expect(orphan, 'the database server should outlive the killed launcher').toBeDefined();

    product = await startProduct(env);
    expect(product.output()).toMatch(
      /stopping the embedded PostgreSQL \(pid \d+\) that an earlier start left running/,
    );
    const { client } = await connect();
    const after = await client.query<{ count: number }>('select count(*)::int as count from payment');
    await client.end();
    expect(after.rows[0]).toEqual(before.rows[0]);
    expect(await product.stop()).toBe(0);
    product = undefined;
    // Ctrl-C stopped the database too.
    expect(readEmbeddedPostgresUrl(dataDir)).toBeUndefined();
  });
});
