import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { computeDashboard, OrganisationNotFoundError, readLatestSnapshot } from '@tradehub/db/domain';
import type { RedisClient } from '@tradehub/db/queues';
import { dashboardQuerySchema, dashboardSchema } from '@tradehub/contract';
import { notFound } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';
import { createDashboardCache, DASHBOARD_CACHE_SECONDS } from './dashboard-cache.js';
import { inDisplayCurrency } from './display-currency.js';
import { errorResponses } from '../error-responses.js';

const errors = errorResponses(400, 401, 403, 404);

export interface DashboardRoutesOptions {
  redis: RedisClient;
  redisPrefix: string;
  /** Seconds a computed dashboard is served from Redis (default DASHBOARD_CACHE_SECONDS; 0 turns it off). */
  cacheSeconds?: number;
}

export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (
  app,
  { redis, redisPrefix, cacheSeconds = DASHBOARD_CACHE_SECONDS },
) => {
  const cache = createDashboardCache({ redis, redisPrefix, ttlSeconds: cacheSeconds, logger: app.log });

  app.get(
    '/api/dashboard',
    {
      config: { access: 'member' },
      schema: {
        tags: ['dashboard'],
        summary:
          "The risk dashboard of the signed-in member's organisation over 24h, 7d, 30d or 90d: risk tiles with " +
          `their previous-period values, FX exposures, payments by status, risk metrics, recent items (cached up to ${DASHBOARD_CACHE_SECONDS} s)`,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { organisationId, defaultCurrency } = requireViewer(request);
      const { range } = request.query;
      // Cached per display currency too: the same organisation's members may prefer different ones.
      const json = await cache.get(organisationId, `${range}:${defaultCurrency}`, async () => {
        try {
          const dashboard = await computeDashboard(request.em, organisationId, range);
          const rates = await readLatestSnapshot(redis, redisPrefix);
          // Checked once per computation, so what the cache serves always matches the contract.
          return JSON.stringify(dashboardSchema.parse(inDisplayCurrency(dashboard, defaultCurrency, rates)));
        } catch (error) {
          if (error instanceof OrganisationNotFoundError) throw notFound('This workspace does not exist.');
          throw error;
        }
      });
      return sendSerializedJson(reply, json);
    },
  );
};

/**
 * Sends JSON that is already serialized (and was validated against the response schema when it was made):
 * Fastify sends a string with a JSON content type as it is, skipping the schema serializer, which is what
 * makes a cached dashboard cheap to serve.
 */
function sendSerializedJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
