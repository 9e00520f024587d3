// Builds the Fastify app: external plugins, then app plugins, then routes (DESIGN.md convention 5).
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MikroORM } from '@tradehub/db';
import type { RuntimeConfig } from '@tradehub/db/config';
import type { Redis } from 'ioredis';
import { dbContextPlugin } from './plugins/db-context.js';
import { errorsPlugin } from './plugins/errors.js';
import { openApiPlugin } from './plugins/openapi.js';
import { webAppPlugin } from './plugins/web-app.js';
import { demoRoutes } from './routes/demo/index.js';
import { healthRoutes } from './routes/health/index.js';

export interface AppDependencies {
  config: RuntimeConfig;
  orm: MikroORM;
  /** A producer-role connection (fails fast while Redis is away). */
  redis: Redis;
  /** Where the built web app lives; it is served when present. */
  webDistDir: string;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, orm, redis, webDistDir, logger }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, base: { process: 'gateway', pid: process.pid } },
    // Behind a load balancer in production; the real client address comes from X-Forwarded-For.
    trustProxy: config.nodeEnv === 'production',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(openApiPlugin);
  await app.register(dbContextPlugin, { orm });

  await app.register(healthRoutes, { orm, redis });
  await app.register(demoRoutes);

  await app.register(webAppPlugin, { distDir: webDistDir });
  return app;
}
