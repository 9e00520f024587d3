import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, demoOverviewSchema } from '../../contract/index.js';
import { loadDemoOverview } from './demo-overview.js';

/**
 * The read-only demo workspace. Public on purpose: a visitor opens it from the landing page without an
 * account (issue 3), and it holds only the seeded sample organisation, never a customer's data.
 */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/demo/overview',
    {
      schema: {
        tags: ['demo'],
        summary: 'The demo workspace: organisation, suppliers, latest FX rates and recent transactions',
        response: { 200: demoOverviewSchema, 404: apiErrorSchema },
      },
    },
    async (request) => loadDemoOverview(request.em),
  );
};
