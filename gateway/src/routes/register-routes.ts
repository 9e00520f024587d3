// Every route of the API, by area, with the services each area needs. The app (app.ts) registers them
// after its plugins; the OpenAPI document is generated from the same registration without any live
// service (openapi/offline-document.ts), so a route is declared in one place and documented from it.
// A route plugin may keep the services it is given but must not call them while it is registered.
import type { FastifyInstance } from 'fastify';
import type { MikroORM } from '@tradehub/db';
import type { RuntimeConfig } from '@tradehub/db/config';
import type { RedisClient } from '@tradehub/db/queues';
import type { PasswordResetTokens } from '../auth/password-reset-tokens.js';
import type { AuthRateLimits, InviteRateLimits } from '../auth/rate-limits.js';
import type { SessionStore } from '../auth/session-store.js';
import { accountingRoutes } from './accounting/index.js';
import { activitiesRoutes } from './activities/index.js';
import { adminRoutes } from './admin/index.js';
import { adminOrganisationsRoutes } from './admin/organisations.js';
import type { AiJobs } from './ai/ai-jobs.js';
import { aiRoutes } from './ai/index.js';
import { auditRoutes } from './audit/index.js';
import { authRoutes } from './auth/index.js';
import { billsRoutes } from './bills/index.js';
import { configRoutes } from './config/index.js';
import { dashboardRoutes } from './dashboard/index.js';
import { demoRoutes } from './demo/index.js';
import { developersRoutes } from './developers/index.js';
import { fxTradesRoutes } from './fx-trades/index.js';
import { fxRoutes } from './fx/index.js';
import { healthRoutes } from './health/index.js';
import { notificationsRoutes } from './notifications/index.js';
import { paymentsRoutes } from './payments/index.js';
import { profileRoutes } from './profile/index.js';
import { reportsRoutes } from './reports/index.js';
import { screeningRoutes } from './screening/index.js';
import { settingsRoutes } from './settings/index.js';
import { suppliersRoutes } from './suppliers/index.js';
import { teamRoutes } from './team/index.js';
import { workspaceRoutes } from './workspace/index.js';

export interface RouteServices {
  config: RuntimeConfig;
  orm: MikroORM;
  redis: RedisClient;
  /** Shared with the workers: signs cookies, e-mail links and invitation tokens; seals webhook secrets. */
  sessionSecret: string;
  sessions: SessionStore;
  rateLimits: AuthRateLimits;
  inviteLimits: InviteRateLimits;
  passwordResets: PasswordResetTokens;
  aiJobs: AiJobs;
}

export async function registerRoutes(app: FastifyInstance, services: RouteServices) {
  const { config, orm, redis, sessionSecret, sessions, rateLimits, inviteLimits } = services;
  const redisPrefix = config.redisPrefix;
  await app.register(healthRoutes, { orm, redis });
  await app.register(configRoutes, { config });
  await app.register(authRoutes, {
    config,
    sessionSecret,
    sessions,
    rateLimits,
    passwordResets: services.passwordResets,
  });
  await app.register(profileRoutes, { sessions });
  await app.register(demoRoutes);
  await app.register(workspaceRoutes);
  await app.register(paymentsRoutes, { redis, redisPrefix, appUrl: config.appUrl, rateLimits });
  await app.register(notificationsRoutes);
  await app.register(activitiesRoutes);
  await app.register(fxRoutes, { redis, redisPrefix });
  await app.register(fxTradesRoutes, { redis, redisPrefix });
  await app.register(billsRoutes, { redis, redisPrefix });
  await app.register(dashboardRoutes, { redis, redisPrefix });
  await app.register(adminRoutes);
  await app.register(adminOrganisationsRoutes);
  await app.register(aiRoutes, { config, redis, aiJobs: services.aiJobs });
  await app.register(reportsRoutes, { dataDir: config.dataDir });
  await app.register(screeningRoutes);
  await app.register(settingsRoutes, { rateLimits });
  await app.register(auditRoutes);
  await app.register(accountingRoutes);
  await app.register(suppliersRoutes, { dataDir: config.dataDir, uploadMaxBytes: config.uploadMaxBytes });
  await app.register(teamRoutes, { sessions, sessionSecret, inviteLimits });
  await app.register(developersRoutes, {
    sessionSecret,
    webhooks: { allowPrivate: config.webhooks.allowPrivate },
  });
}
