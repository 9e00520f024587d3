// Builds the Fastify app: external plugins, then app plugins, then routes (DESIGN.md convention 5).
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { allowPreparedStatements, type MikroORM } from '@tradehub/db';
import type { RateLimitWindow, RuntimeConfig } from '@tradehub/db/config';
import { tracingEnabled } from '@tradehub/db/telemetry';
import type { RedisClient } from '@tradehub/db/queues';
import { createAuth0Verifier } from './auth/auth0-verifier.js';
import { PasswordResetTokens } from './auth/password-reset-tokens.js';
import { ApiKeyCalls } from './auth/api-key-calls.js';
import { AuthRateLimits, InviteRateLimits } from './auth/rate-limits.js';
import { Revocation } from './auth/revocation.js';
import { SessionStore, type SessionLifetimes } from './auth/session-store.js';
import { serializeRequest } from './request-log.js';
import { authPlugin } from './plugins/auth.js';
import { dbContextPlugin } from './plugins/db-context.js';
import { errorsPlugin } from './plugins/errors.js';
import { emptyJsonBodyPlugin } from './plugins/empty-json-body.js';
import { nulBytesPlugin } from './plugins/nul-bytes.js';
import { openApiPlugin } from './plugins/openapi.js';
import { sameOriginPlugin } from './plugins/same-origin.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { metricsPlugin } from './plugins/metrics.js';
import { requestTracingPlugin } from './plugins/request-tracing.js';
import { socketIoPlugin } from './plugins/socket-io.js';
import { createGatewayMetrics, type GatewayMetrics } from './metrics/gateway-metrics.js';
import { webAppPlugin } from './plugins/web-app.js';
import { trustProxyOption } from './trust-proxy.js';
import { openAiJobs } from './routes/ai/ai-jobs.js';
import { registerRoutes } from './routes/register-routes.js';
import { endFormerAdministrators } from './auth/former-administrators.js';

export interface AppDependencies {
  config: RuntimeConfig;
  orm: MikroORM;
  /** A producer-role connection (fails fast while Redis is away): sessions, limits, readiness. */
  redis: RedisClient;
  /** For the socket.io adapter's own pub/sub connections. */
  redisUrl: string;
  /** Shared with the workers: signs cookies and e-mail verification links. */
  sessionSecret: string;
  /** Where the built web app lives; it is served when present. */
  webDistDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Session lifetimes and the demo cap (tests shorten them); the defaults otherwise. */
  sessionLifetimes?: Partial<SessionLifetimes>;
  /** Calls per API key and window (tests lower it); 600 a minute otherwise. */
  apiKeyRateLimit?: RateLimitWindow;
  /** The Prometheus registry and series (a new one by default; tests pass their own to read it). */
  metrics?: GatewayMetrics;
}

export async function buildApp(deps: AppDependencies) {
  const {
    config,
    orm,
    redis,
    redisUrl,
    sessionSecret,
    webDistDir,
    logger,
    sessionLifetimes,
    apiKeyRateLimit,
  } = deps;
  const loggerOptions = typeof logger === 'object' ? logger : {};
  const app = Fastify({
    // Whatever the logger, request lines never keep a link's token (request-log.ts).
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            base: { process: 'gateway', pid: process.pid },
            ...loggerOptions,
            serializers: { ...loggerOptions.serializers, req: serializeRequest },
          },
    // TRUST_PROXY: only these peers' X-Forwarded-For/-Proto/-Host are believed (request.ip feeds the
    // per-address rate limits); by default none, so a client cannot name its own address.
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First, so every later hook and handler runs inside the request's span (only while tracing is on).
  if (tracingEnabled()) await app.register(requestTracingPlugin);
  allowPreparedStatements(orm, config.databasePreparedStatements);
  await endFormerAdministrators(orm, config.adminEmails, app.log);
  const sessions = new SessionStore(redis, config.redisPrefix, sessionLifetimes);
  const rateLimits = new AuthRateLimits(redis, config.redisPrefix, config.authRateLimits);
  const passwordResets = new PasswordResetTokens(redis, config.redisPrefix, sessionSecret);
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
  await app.register(emptyJsonBodyPlugin);
  await app.register(nulBytesPlugin);
  await app.register(sameOriginPlugin, { appUrl: config.appUrl });
  await app.register(openApiPlugin, { serveDocs: config.apiDocs });
  await app.register(dbContextPlugin, { orm });
  await app.register(authPlugin, {
    sessionSecret,
    sessions,
    auth0Verifier,
    adminEmails: config.adminEmails,
    apiKeyCalls: new ApiKeyCalls(redis, config.redisPrefix, apiKeyRateLimit),
  });
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
  await app.register(metricsPlugin, {
    metrics: deps.metrics ?? createGatewayMetrics(),
    token: config.metrics.token,
    port: config.metrics.port,
    host: config.host,
  });

  const aiJobs = openAiJobs({ redis, redisUrl, redisPrefix: config.redisPrefix });
  app.addHook('onClose', () => aiJobs.close());
  await registerRoutes(app, {
    config,
    orm,
    redis,
    sessionSecret,
    sessions,
    rateLimits,
    inviteLimits: new InviteRateLimits(redis, config.redisPrefix, config.inviteRateLimits),
    passwordResets,
    aiJobs,
  });

  await app.register(webAppPlugin, { distDir: webDistDir });
  return app;
}
