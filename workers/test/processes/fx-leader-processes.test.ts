// Exactly one FX feed however many worker processes run, and a killed leader is replaced: two real
// `node workers/dist/main.js` processes (build first: `npx tsc -b`), the leader killed with SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createOrmConfig, initOrm } from '@tradehub/db';
import type { FxSnapshot } from '@tradehub/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { rethrowWithOutput } from '../../../infra/test-support/with-process-output.js';
import { fxLatestKey, fxLeaderKey } from '@tradehub/db/domain';
import { listenToFxRoom } from '../integration/fx-support.js';

const workersMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');
const TICK_MS = 200;

const database = await createPreparedDatabase('fx_leader', 'migrated');
const redisPrefix = createTestRedisPrefix('fx-leader');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tradehub-fx-leader-'));
const redis = new Redis(redisPrefix.url);
const children: { child: ChildProcess; output: () => string; exited: Promise<unknown> }[] = [];

function startWorkerProcess() {
  const child = spawn(process.execPath, [workersMain], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: database.url,
      REDIS_URL: redisPrefix.url,
      REDIS_PREFIX: redisPrefix.prefix,
      SESSION_SECRET: 'fx-leader-test-secret-of-at-least-32-chars',
      DATA_DIR: dataDir,
      FX_TICK_MS: String(TICK_MS),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const entry = { child, output: () => output, exited };
  children.push(entry);
  return entry;
}

/** The pid in the leader key (`host:pid:random`), or undefined while nobody leads. */
async function leaderPid(): Promise<number | undefined> {
  const holder = await redis.get(fxLeaderKey(redisPrefix.prefix));
  return holder ? Number(holder.split(':').at(-2)) : undefined;
}

async function latestPublishedAt(): Promise<number | undefined> {
  const raw = await redis.get(fxLatestKey(redisPrefix.prefix));
  return raw ? (JSON.parse(raw) as FxSnapshot).publishedAt : undefined;
}

beforeAll(async () => {
  if (!existsSync(workersMain)) throw new Error(`${workersMain} is missing: run \`npx tsc -b\` first`);
  const orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  await orm.close();
});

afterAll(async () => {
  for (const { child, exited } of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  }
  redis.disconnect();
  await database.drop();
  await redisPrefix.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the FX feed across worker processes', () => {
  it('has one leader, ticks at FX_TICK_MS, and moves to the other process when the leader is killed', async () => {
    const room = await listenToFxRoom(redisPrefix.url, redisPrefix.prefix);
    const [first, second] = [startWorkerProcess(), startWorkerProcess()];
    const describeProcesses = () => children.map((entry) => entry.output()).join('\n---\n');

    // The first leader backfills 90 days of history (a few seconds; 30 s and more on a busy 2-core
    // machine) before its first tick.
    await expect
      .poll(() => room.ticks.length, { timeout: 90_000, interval: 25, message: 'the first tick' })
      .toBeGreaterThan(0)
      .catch(rethrowWithOutput(describeProcesses));
    const leader = await leaderPid();
    expect([first.child.pid, second.child.pid]).toContain(leader);
    const [leading, standingBy] = leader === first.child.pid ? [first, second] : [second, first];

    // Exactly one feed ticks: two would double the rate. 2 s at 200 ms is 10 ticks.
    const windowStart = Date.now();
    await sleep(2000);
    const steadyTicks = room.countSince(windowStart);
    expect(steadyTicks).toBeGreaterThanOrEqual(6);
    expect(steadyTicks).toBeLessThanOrEqual(12);
    expect(await leaderPid()).toBe(leading.child.pid);
    expect(Date.now() - (await latestPublishedAt())!).toBeLessThan(1000);

    leading.child.kill('SIGKILL');
    await leading.exited;
    const killedAt = Date.now();
    // The lease (max(3 × 200 ms, 3 s)) expires, and the survivor tries every second.
    await expect
      .poll(() => room.countSince(killedAt), {
        timeout: 8000,
        interval: 25,
        message: 'a tick from the survivor',
      })
      .toBeGreaterThan(0);
    const takeoverMs = Date.now() - killedAt;
    console.log(`FX feed taken over ${takeoverMs} ms after SIGKILL of the leader`);
    expect(takeoverMs).toBeLessThan(6000);
    expect(await leaderPid()).toBe(standingBy.child.pid);
    expect(standingBy.output()).toContain('leading the FX feed');
    // The survivor found the history and did not backfill it again.
    expect(standingBy.output()).not.toContain('backfilled');
    expect(leading.output()).toContain('backfilled');

    const resumedStart = Date.now();
    await sleep(2000);
    const resumedTicks = room.countSince(resumedStart);
    expect(resumedTicks).toBeGreaterThanOrEqual(6);
    expect(resumedTicks).toBeLessThanOrEqual(12);

    // A clean shutdown gives the lease back.
    standingBy.child.kill('SIGTERM');
    expect(await standingBy.exited).toBe(0);
    expect(await leaderPid()).toBeUndefined();
    await room.close();
  }, 180_000);
});
