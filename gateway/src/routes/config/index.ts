import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RuntimeConfig } from '@tradehub/db/config';
import { publicConfigSchema, type PublicConfig } from '../../contract/index.js';

/** What the browser needs before anyone signs in: how to sign in, the support mailbox, the booking embed. */
export const configRoutes: FastifyPluginAsyncZod<{ config: RuntimeConfig }> = async (app, { config }) => {
  const body: PublicConfig = {
    auth: config.auth0 ? { mode: 'auth0', ...config.auth0 } : { mode: 'local' },
    supportEmail: config.supportEmail,
    schedulingEmbedUrl: config.schedulingEmbedUrl ?? null,
  };
  app.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['config'],
        summary: 'Public settings of this deployment',
        response: { 200: publicConfigSchema },
      },
    },
    async () => body,
  );
};
