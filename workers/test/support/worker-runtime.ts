// The workers' runtime started inside the test process, as the maintenance and metrics tests run it: over the
// test's own database and Redis key prefix, silent, without the FX feed (it has its own tests).
import { loadConfig } from '@tradehub/db/config';
import { pino } from 'pino';
import { startWorkerRuntime } from '../../src/runtime.js';

/** Starts a runtime over `databaseUrl` and `redis` (URL and prefix); `env` adds to its configuration. */
export function startTestWorkerRuntime(
  stores: { databaseUrl: string; redis: { url: string; prefix: string } },
  env: Record<string, string> = {},
) {
  return startWorkerRuntime({
    config: loadConfig({ REDIS_PREFIX: stores.redis.prefix, ...env }),
    databaseUrl: stores.databaseUrl,
    redisUrl: stores.redis.url,
    sessionSecret: 'x'.repeat(32),
    logger: pino({ level: 'silent' }),
    fxFeed: false,
  });
}
