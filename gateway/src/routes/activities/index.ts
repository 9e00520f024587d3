import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadRecentActivities } from '@tradehub/db/domain';
import { activitiesQuerySchema, activitiesResponseSchema } from '@tradehub/contract';
import { requireViewer } from '../../plugins/auth.js';
import { errorResponses } from '../error-responses.js';

export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/activities',
    {
      config: { access: 'member' },
      schema: {
        tags: ['activities'],
        summary: "The organisation's most recent activities (verification, transaction, alert), newest first",
        querystring: activitiesQuerySchema,
        response: { 200: activitiesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      // One statement, rows mapped straight to the contract: no entities to hydrate on a hot read.
      return { items: await loadRecentActivities(request.em, viewer.organisationId, request.query.limit) };
    },
  );
};
