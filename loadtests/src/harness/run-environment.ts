// What a benchmark run's servers need of their own, so that the run never touches another run's (or the
// developer's) data: a PostgreSQL database, a Redis key prefix and a data directory, each removed by
// `cleanup` at the end, and the environment that points the product's processes at them.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../../../infra/test-support/test-database.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import type { Cleanup } from './cleanup.js';
import { migrate } from './stack.js';

export interface RunEnvironment {
  /** Only what the servers need: nothing of the caller's environment leaks in but PATH and HOME. */
  env: NodeJS.ProcessEnv;
  databaseUrl: string;
}

/**
 * A migrated database, a Redis prefix and a data directory for this run, named after `label`
 * (e.g. `bench-ws`), with their removal queued on `cleanup`.
 */
export async function prepareRunEnvironment(cleanup: Cleanup, label: string): Promise<RunEnvironment> {
  const database = await createTestDatabase(label);
  cleanup.add(`drop database ${database.name}`, () => database.drop());
  const redis = createTestRedisPrefix(label);
  cleanup.add(`delete Redis keys ${redis.prefix}*`, () => redis.cleanup());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `tradehub-${label}-`));
  cleanup.add(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));

  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Production needs a mail server; the benchmarks send no mail (a mail job would fail and be retried).
    SMTP_URL: 'smtp://127.0.0.1:9',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: redis.prefix,
    // A fresh secret per run: the run's sessions are of no use after it.
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
  };
  await migrate(env);
  return { env, databaseUrl: database.url };
}
