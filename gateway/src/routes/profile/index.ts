import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toProfile } from '../../auth/viewer.js';
import { apiErrorSchema, profileResponseSchema } from '@tradehub/contract';
import { requireViewer } from '../../plugins/auth.js';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['profile'],
        summary: 'The signed-in profile, whatever its state (the web app routes on it)',
        response: { 200: profileResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ profile: toProfile(requireViewer(request)) }),
  );
};
