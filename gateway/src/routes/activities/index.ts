import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Activity } from '@tradehub/db';
import { toActivityItem } from '@tradehub/workers';
import { activitiesQuerySchema, activitiesResponseSchema, apiErrorSchema } from '../../contract/index.js';
import { requireViewer } from '../../plugins/auth.js';

export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/activities',
    {
      config: { access: 'member' },
      schema: {
        tags: ['activities'],
        summary: "The organisation's most recent activities (verification, transaction, alert), newest first",
        querystring: activitiesQuerySchema,
        response: { 200: activitiesResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const items = await request.em.find(
        Activity,
        { organisation: viewer.organisationId },
        { orderBy: { date: 'desc' }, limit: request.query.limit },
      );
      return { items: items.map(toActivityItem) };
    },
  );
};
