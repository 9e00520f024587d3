// The workers process once main.ts has read the settings (and started tracing when it is on).
import {
  exitOnUnhandledErrors,
  prettyLogTransport,
  requireSharedSettings,
  type RuntimeConfig,
} from '@tradehub/db/config';
import type { Tracing } from '@tradehub/db/tracing';
import { pino } from 'pino';
import { startWorkerRuntime } from './runtime.js';

/**
 * How long SIGTERM waits for running jobs (an AI answer may take AI_TIMEOUT_MS, 30 s by default; a report or
 * an e-mail a few seconds) before exiting anyway. Kubernetes and compose must wait longer (60 s).
 */
const SHUTDOWN_GRACE_MS = 50_000;

export async function runWorkers(config: RuntimeConfig, tracing: Tracing | undefined) {
  // At a terminal in development: pino-pretty, lines labelled `workers`.
  const transport = prettyLogTransport(config, 'workers');
  const logger = pino({
    level: config.logLevel,
    base: { process: 'workers', pid: process.pid },
    ...(transport ? { transport } : {}),
  });
  exitOnUnhandledErrors(logger);
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
    logger.info({ signal, graceMs: SHUTDOWN_GRACE_MS }, 'stopping: letting running jobs finish');
    // A job still running at the deadline is not lost: its lock expires and another worker's stalled-job
    // check runs it again (the processors make that safe).
    const deadline = setTimeout(() => {
      logger.warn(
        { graceMs: SHUTDOWN_GRACE_MS },
        'jobs still running after the grace period: exiting anyway',
      );
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    try {
      await runtime.close();
    } catch (error) {
      logger.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
    logger.info('stopped');
    await tracing?.shutdown().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
