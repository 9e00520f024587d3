import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEMO_ORGANISATION_ID } from '@tradehub/db';
import { demoOverviewSchema } from '@tradehub/contract';
import { loadWorkspaceOverview } from '../workspace/workspace-overview.js';
import { errorResponses } from '../error-responses.js';

/**
 * The read-only demo workspace, public on purpose: the landing page previews it without an account,
 * and it holds only the seeded sample organisation, never a customer's data.
 */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/demo/overview',
    {
      config: { access: 'public' },
      schema: {
        tags: ['demo'],
        summary: 'The demo workspace: organisation, suppliers, latest FX rates and recent transactions',
        response: { 200: demoOverviewSchema, ...errorResponses(404) },
      },
    },
    async (request) => loadWorkspaceOverview(request.em, DEMO_ORGANISATION_ID),
  );
};
