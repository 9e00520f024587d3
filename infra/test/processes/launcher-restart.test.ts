// `npm start` keeps the product up: the workers process is killed (SIGKILL) in the middle of a risk report
// export; the launcher starts it again, the gateway answers throughout, and the interrupted report is
// built once, within 15 s of the restart (the launcher's short job lock: infra/src/queue-recovery.ts).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedMember, signInCookie, type SeededMember } from '../../test-support/process-stack.js';
import { startedPids, workersRestarted } from '../../test-support/launcher-output.js';
import { freePort, startProduct, type RunningProduct } from '../../test-support/product-process.js';
import { type TestDatabase } from '../../test-support/test-database.js';
import { createPreparedDatabase } from '../../test-support/template-databases.js';
import { createTestRedisPrefix } from '../../test-support/test-redis.js';
import { rethrowWithOutput } from '../../test-support/with-process-output.js';

/** The advisory lock the test holds while the report's build must wait (see holdTheBuildAt70). */
const BUILD_GATE = 1717;
const RESTARTED_WITHIN_MS = 15_000;

const redisPrefix = createTestRedisPrefix('launcher-restart');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tradehub-launcher-restart-'));
let database: TestDatabase;
let member: SeededMember;
let product: RunningProduct | undefined;
/** The test's own connection: it holds the build gate and reads the report rows. */
let db: pg.Client;
/** A wait's failure, with what the product printed. */
const showOutput = rethrowWithOutput(() => product!.output());

beforeAll(async () => {
  database = await createPreparedDatabase('launcher_restart', 'seeded');
  member = await seedMember(database.url, { email: 'treasurer@restart.example' });
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  product = await startProduct({
    DATABASE_URL: database.url,
    REDIS_URL: redisPrefix.url,
    REDIS_PREFIX: redisPrefix.prefix,
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    SESSION_SECRET: 'launcher-restart-secret-of-at-least-32-characters',
  });
});

afterAll(async () => {
  const exitCode = await product?.stop();
  await db?.end();
  await database?.drop();
  await redisPrefix.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
  // Ctrl-C still stops everything, cleanly, after a restart.
  if (product) expect(exitCode).toBe(0);
});

/**
 * Makes the build wait, once it has written its PDF (progress 70), until the test releases BUILD_GATE:
 * a trigger on the report row takes the gate (shared) before the update. The build is fast (well under
 * a second), so without this the kill could not be placed in its middle.
 */
async function holdTheBuildAt70() {
  await db.query('select pg_advisory_lock($1)', [BUILD_GATE]);
  await db.query(`
    create function wait_for_the_test() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock_shared(${BUILD_GATE});
      return new;
    end $$`);
  await db.query(`
    create trigger report_waits_for_the_test before update on report
    for each row when (new.progress = 70) execute function wait_for_the_test()`);
}

/** Resolves once the build's update of the report waits for the gate: the build is held. */
async function buildIsHeld(timeoutMs = 20_000) {
  const updatesWaitingOnTheGate = async () => {
    const { rows } = await db.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'
         and query ilike 'update "report"%'`,
    );
    return rows[0]!.waiting;
  };
  await expect
    .poll(updatesWaitingOnTheGate, {
      timeout: timeoutMs,
      interval: 50,
      message: 'the report build never reached 70 %',
    })
    .toBeGreaterThan(0)
    .catch(showOutput);
}

describe('npm start when the workers process is killed in the middle of a report', () => {
  it('restarts it, keeps the gateway up, and builds the report once within 15 s of the restart', async () => {
    const { url } = product!;
    const [firstPid] = startedPids('workers', product!.output());
    expect(firstPid, `no workers pid in the launcher's output:\n${product!.output()}`).toBeDefined();
    const cookie = await signInCookie(url, member);

    // The gateway must answer throughout: a probe every 100 ms records anything but 200.
    const notReady: string[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        try {
          const response = await fetch(`${url}/ready`);
          if (response.status !== 200) notReady.push(`${response.status}`);
        } catch (error) {
          notReady.push(String(error));
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    await holdTheBuildAt70();
    const requested = await fetch(`${url}/api/reports`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ range: '30d' }),
    });
    expect(requested.status).toBe(202);
    const { report } = (await requested.json()) as { report: { id: string } };
    await buildIsHeld();
    const held = await db.query<{ status: string; progress: number }>(
      'select status, progress from report where id = $1',
      [report.id],
    );
    expect(held.rows[0]).toEqual({ status: 'running', progress: 40 });

    process.kill(firstPid!, 'SIGKILL');
    await workersRestarted(product!);
    const restartedAt = Date.now();
    // The killed build's connection still waits on the gate: released, its transaction finds no client.
    await db.query('select pg_advisory_unlock($1)', [BUILD_GATE]);
    expect(product!.output()).toMatch(
      /\[tradehub\] the workers process exited \(code null, signal SIGKILL\); restarting in 0\.5 s \(restart 1\)/,
    );
    const secondPid = startedPids('workers', product!.output())[1];
    expect(secondPid).not.toBe(firstPid);

    // Waits for the report to complete, or to fail, which ends the wait at once and fails below.
    const finalStatus = await vi
      .waitFor(
        async () => {
          const response = await fetch(`${url}/api/reports/${report.id}`, { headers: { cookie } });
          const body = (await response.json()) as { report: { status: string } };
          expect(body.report.status, 'the report was not completed').toMatch(/^(completed|failed)$/);
          return body.report.status;
        },
        { timeout: RESTARTED_WITHIN_MS + 5_000, interval: 100 },
      )
      .catch(showOutput);
    const completedAt = Date.now();
    expect(finalStatus).not.toBe('failed');
    probing = false;
    await probe;
    console.info(`interrupted report completed ${completedAt - restartedAt} ms after the restart`);
    expect(completedAt - restartedAt).toBeLessThan(RESTARTED_WITHIN_MS);

    expect(notReady).toEqual([]);
    const rows = await db.query<{ id: string; status: string; organisation_id: string }>(
      'select id, status, organisation_id from report',
    );
    expect(rows.rows).toEqual([{ id: report.id, status: 'completed', organisation_id: expect.any(String) }]);
    // One file pair, no leftover temporary file from the killed build.
    const files = readdirSync(path.join(dataDir, 'reports', rows.rows[0]!.organisation_id)).sort();
    expect(files).toEqual([`${report.id}.pdf`, `${report.id}.xlsx`]);
    // And the launcher restarted the workers once, the gateway never.
    expect(startedPids('workers', product!.output())).toHaveLength(2);
    expect(product!.output()).not.toContain('the gateway process exited');
  });
});
