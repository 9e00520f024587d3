import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workspaceOverviewSchema } from '@tradehub/contract';
import { requireViewer } from '../../plugins/auth.js';
import { loadWorkspaceOverview } from './workspace-overview.js';
import { errorResponses } from '../error-responses.js';

export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/workspace/overview',
    {
      config: { access: 'member' },
      schema: {
        tags: ['workspace'],
        summary: "The signed-in member's organisation: suppliers, latest FX rates, recent transactions",
        response: {
          200: workspaceOverviewSchema,
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => loadWorkspaceOverview(request.em, requireViewer(request).organisationId),
  );
};
