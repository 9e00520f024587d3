// Builds the Fastify app: external plugins, then app plugins, then routes (DESIGN.md convention 5).
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { allowPreparedStatements, type MikroORM } from '@tradehub/db';
import type { RuntimeConfig } from '@tradehub/db/config';
import type { TypedQueue } from '@tradehub/db/queues';
import type { Redis } from 'ioredis';
import { createAuth0Verifier } from './auth/auth0-verifier.js';
import { PasswordResetTokens } from './auth/password-reset-tokens.js';
import { AuthRateLimits } from './auth/rate-limits.js';
import { Revocation } from './auth/revocation.js';
import { SessionStore } from './auth/session-store.js';
import { authPlugin } from './plugins/auth.js';
import { dbContextPlugin } from './plugins/db-context.js';
import { errorsPlugin } from './plugins/errors.js';
import { nulBytesPlugin } from './plugins/nul-bytes.js';
import { openApiPlugin } from './plugins/openapi.js';
import { sameOriginPlugin } from './plugins/same-origin.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { socketIoPlugin } from './plugins/socket-io.js';
import { webAppPlugin } from './plugins/web-app.js';
import { trustProxyOption } from './trust-proxy.js';
import { activitiesRoutes } from './routes/activities/index.js';
import { adminRoutes } from './routes/admin/index.js';
import { adminOrganisationsRoutes } from './routes/admin/organisations.js';
import { aiRoutes } from './routes/ai/index.js';
import { auditRoutes } from './routes/audit/index.js';
import { authRoutes } from './routes/auth/index.js';
import { configRoutes } from './routes/config/index.js';
import { dashboardRoutes } from './routes/dashboard/index.js';
import { demoRoutes } from './routes/demo/index.js';
import { fxRoutes } from './routes/fx/index.js';
import { fxTradesRoutes } from './routes/fx-trades/index.js';
import { healthRoutes } from './routes/health/index.js';
import { notificationsRoutes } from './routes/notifications/index.js';
import { paymentsRoutes } from './routes/payments/index.js';
import { profileRoutes } from './routes/profile/index.js';
import { reportsRoutes } from './routes/reports/index.js';
import { screeningRoutes } from './routes/screening/index.js';
import { settingsRoutes } from './routes/settings/index.js';
import { suppliersRoutes } from './routes/suppliers/index.js';
import { teamRoutes } from './routes/team/index.js';
import { workspaceRoutes } from './routes/workspace/index.js';

export interface AppDependencies {
  config: RuntimeConfig;
  orm: MikroORM;
  /** A producer-role connection (fails fast while Redis is away): sessions, limits, readiness. */
  redis: Redis;
  /** For the socket.io adapter's own pub/sub connections. */
  redisUrl: string;
  /** Shared with the workers: signs cookies and e-mail verification links. */
  sessionSecret: string;
  emailQueue: TypedQueue<'email'>;
  /** Where the built web app lives; it is served when present. */
  webDistDir: string;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(deps: AppDependencies) {
  const { config, orm, redis, redisUrl, sessionSecret, emailQueue, webDistDir, logger } = deps;
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, base: { process: 'gateway', pid: process.pid } },
    // TRUST_PROXY: only these peers' X-Forwarded-For/-Proto/-Host are believed (request.ip feeds the
    // per-address rate limits); by default none, so a client cannot name its own address.
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  allowPreparedStatements(orm, config.databasePreparedStatements);
  const sessions = new SessionStore(redis, config.redisPrefix);
  const rateLimits = new AuthRateLimits(redis, config.redisPrefix, config.authRateLimits);
  const passwordResets = new PasswordResetTokens(redis, config.redisPrefix);
  const auth0Verifier = config.auth0 ? createAuth0Verifier(config.auth0) : undefined;

  // Supplier documents: one file per request, refused past UPLOAD_MAX_BYTES (the route answers 413).
  // preservePath: the route sees the name as the client sent it, so a path-like name can be refused.
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  await app.register(securityHeadersPlugin, {
    appUrl: config.appUrl,
    schedulingEmbedUrl: config.schedulingEmbedUrl,
    auth0Domain: config.auth0?.domain,
  });
  await app.register(errorsPlugin);
  await app.register(nulBytesPlugin);
  await app.register(sameOriginPlugin, { appUrl: config.appUrl });
  await app.register(openApiPlugin, { serveDocs: config.apiDocs });
  await app.register(dbContextPlugin, { orm });
  await app.register(authPlugin, { sessionSecret, sessions, auth0Verifier, adminEmails: config.adminEmails });
  await app.register(socketIoPlugin, {
    redisUrl,
    redisPrefix: config.redisPrefix,
    orm,
    sessions,
    auth0Verifier,
    adminEmails: config.adminEmails,
    appUrl: config.appUrl,
  });
  app.decorate('revocation', new Revocation(sessions, app.io, app.viewerCache, app.log));

  await app.register(healthRoutes, { orm, redis });
  await app.register(configRoutes, { config });
  await app.register(authRoutes, {
    config,
    sessionSecret,
    sessions,
    rateLimits,
    emailQueue,
    passwordResets,
  });
  await app.register(profileRoutes);
  await app.register(demoRoutes);
  await app.register(workspaceRoutes);
  await app.register(paymentsRoutes, { redis, redisPrefix: config.redisPrefix, appUrl: config.appUrl });
  await app.register(notificationsRoutes);
  await app.register(activitiesRoutes);
  await app.register(fxRoutes, { redis, redisPrefix: config.redisPrefix });
  await app.register(fxTradesRoutes, { redis, redisPrefix: config.redisPrefix });
  await app.register(dashboardRoutes, { redis, redisPrefix: config.redisPrefix });
  await app.register(adminRoutes);
  await app.register(adminOrganisationsRoutes);
  await app.register(aiRoutes, { config, redis, redisUrl });
  await app.register(reportsRoutes, { dataDir: config.dataDir });
  await app.register(screeningRoutes);
  await app.register(settingsRoutes, { rateLimits });
  await app.register(auditRoutes);
  await app.register(suppliersRoutes, { dataDir: config.dataDir, uploadMaxBytes: config.uploadMaxBytes });
  await app.register(teamRoutes);

  await app.register(webAppPlugin, { distDir: webDistDir });
  return app;
}
