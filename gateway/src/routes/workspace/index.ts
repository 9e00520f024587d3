import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, workspaceOverviewSchema } from '@tradehub/contract';
import { requireViewer } from '../../plugins/auth.js';
import { loadWorkspaceOverview } from './workspace-overview.js';

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
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => loadWorkspaceOverview(request.em, requireViewer(request).organisationId),
  );
};
