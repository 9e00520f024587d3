import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RuntimeConfig } from '@tradehub/db/config';
import { publicConfigSchema, type PublicConfig } from '@tradehub/contract';

/**
 * Simulated ticks come every FX_TICK_MS: five missed ticks (at least 10 s) is stale. ECB reference rates
 * are published once per working day: stale after four days (a long weekend).
 */
export function fxStaleAfterMs(config: RuntimeConfig): number {
  return config.fx.provider === 'frankfurter'
    ? 4 * 24 * 60 * 60 * 1000
    : Math.max(5 * config.fx.tickMs, 10_000);
}

/** What the browser needs before anyone signs in: how to sign in, the support mailbox, the booking embed. */
export const configRoutes: FastifyPluginAsyncZod<{ config: RuntimeConfig }> = async (app, { config }) => {
  const body: PublicConfig = {
    auth: config.auth0 ? { mode: 'auth0', ...config.auth0 } : { mode: 'local' },
    supportEmail: config.supportEmail,
    fxStaleAfterMs: fxStaleAfterMs(config),
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
