// The outbox relay in a process of its own, exactly as the workers process runs it (workers/src/runtime.ts:
// startWorkersOutboxRelay with the production defaults: LISTEN/NOTIFY plus a 1 s poll as a safety net),
// without the rest of the workers (FX feed
// and its 90-day backfill, BullMQ processors) that would only add noise to the measurement.
// Settings from DATABASE_URL, REDIS_URL and REDIS_PREFIX; SIGTERM closes it.
import { startWorkersOutboxRelay } from '@tradehub/workers';
import { pino } from 'pino';

const { DATABASE_URL, REDIS_URL, REDIS_PREFIX } = process.env;
if (!DATABASE_URL || !REDIS_URL || !REDIS_PREFIX) throw new Error('DATABASE_URL, REDIS_URL and REDIS_PREFIX');

const logger = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
const running = await startWorkersOutboxRelay({
  databaseUrl: DATABASE_URL,
  redisUrl: REDIS_URL,
  redisPrefix: REDIS_PREFIX,
  logger,
});
console.log(`OUTBOX_RELAY_READY listening=${running.relay.listening}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
