// The workers process: `node workers/dist/main.js`. `npm start` launches it with DATABASE_URL and
// REDIS_URL resolved; run on its own it needs both set.
import { ConfigError, loadConfig, requireSharedSettings } from '@tradehub/db/config';
import { pino } from 'pino';
import { startWorkerRuntime } from './runtime.js';

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, base: { process: 'workers', pid: process.pid } });
  const { databaseUrl, redisUrl, sessionSecret } = requireSharedSettings(config, 'workers');
  const runtime = await startWorkerRuntime({
    config,
    databaseUrl,
    redisUrl,
    sessionSecret,
    logger,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: letting running jobs finish');
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
