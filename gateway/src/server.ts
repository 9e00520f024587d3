// The gateway process once main.ts has read the settings (and started tracing when it is on).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOrmConfig, initOrm } from '@tradehub/db';
import {
  exitOnUnhandledErrors,
  prettyLogTransport,
  requireSharedSettings,
  type RuntimeConfig,
} from '@tradehub/db/config';
import type { Tracing } from '@tradehub/db/tracing';
import { createRedisConnection } from '@tradehub/db/queues';
import { buildApp } from './app.js';

const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const SHUTDOWN_GRACE_MS = 10_000;

export async function runGateway(config: RuntimeConfig, tracing: Tracing | undefined) {
  const { databaseUrl, redisUrl, sessionSecret } = requireSharedSettings(config, 'gateway');
  const orm = await initOrm(
    createOrmConfig({
      clientUrl: databaseUrl,
      poolMax: 10,
      connectionWaitMs: config.databaseWaitMs,
      replicaUrls: config.databaseReplicaUrls,
    }),
  );
  const redis = createRedisConnection(redisUrl, 'producer');
  const app = await buildApp({
    config,
    orm,
    redis,
    redisUrl,
    sessionSecret,
    webDistDir: WEB_DIST_DIR,
    // At a terminal in development: pino-pretty, lines labelled `gateway`.
    logger: transportOption(prettyLogTransport(config, 'gateway')),
  });
  exitOnUnhandledErrors(app.log);
  await app.listen({ port: config.port, host: config.host });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: draining HTTP connections');
    const forceExit = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    forceExit.unref();
    // Fastify stops listening, answers 503 to requests that arrive on open connections, and waits for the
    // requests in flight; socket.io sends its sockets away first (plugins/socket-io.ts). Keep-alive
    // connections whose request finishes during the drain would hold server.close() open: close each as
    // soon as it is idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(closeIdle);
    await redis.quit();
    await orm.close();
    await tracing?.shutdown().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

const transportOption = (transport: ReturnType<typeof prettyLogTransport>) =>
  transport ? { transport } : undefined;
