// Settings → Developers (issue 27): API keys and webhook endpoints, for members with Team Management of an
// approved organisation. The rules are the domain's (db/src/domain/developers, db/src/domain/webhooks);
// these routes declare access and schemas and call one command each. No API key reaches them (their path
// has no scope area: auth/api-key-scopes.ts), and the commands refuse a key besides. One file per resource.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeysRoutes } from './api-keys.js';
import { webhookEndpointsRoutes, type WebhookEndpointsRoutesOptions } from './webhook-endpoints.js';

export type DevelopersRoutesOptions = WebhookEndpointsRoutesOptions;

export const developersRoutes: FastifyPluginAsyncZod<DevelopersRoutesOptions> = async (app, options) => {
  await app.register(apiKeysRoutes);
  await app.register(webhookEndpointsRoutes, options);
};
