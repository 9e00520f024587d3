import path from 'node:path';
import type { RuntimeConfig } from '@tradehub/db/config';
import { buildApp, type AppDependencies } from '../../src/app.js';
import { TEST_SESSION_SECRET, type TestGateway } from './test-gateway.js';

/**
 * A second gateway instance beside a test gateway: the same PostgreSQL database, Redis and key prefix,
 * its own Fastify app and socket.io server (joined to the first through the Redis adapter), optionally
 * with a different configuration (e.g. Auth0 turned on). Listening on a free loopback port.
 */
export async function startSiblingGateway(
  gateway: TestGateway,
  overrides: Partial<RuntimeConfig> = {},
  dependencies: Pick<AppDependencies, 'apiKeyRateLimit'> = {},
) {
  const redisUrl = gateway.config.redisUrl;
  if (!redisUrl) throw new Error('the test gateway has no Redis URL');
  const app = await buildApp({
    config: { ...gateway.config, ...overrides },
    orm: gateway.orm,
    redis: gateway.redis,
    redisUrl,
    sessionSecret: TEST_SESSION_SECRET,
    webDistDir: path.join(gateway.dataDir, 'web'),
    logger: false,
    ...dependencies,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url, close: () => app.close() };
}
export type SiblingGateway = Awaited<ReturnType<typeof startSiblingGateway>>;
