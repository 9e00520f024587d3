// Settings → Developers: the organisation's API keys. Revoking a key needs no broadcast: every request
// reads its key's row (auth/api-keys.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiKey } from '@tradehub/db';
import { createApiKey, listApiKeys, revokeApiKey } from '@tradehub/db/domain';
import {
  apiKeyParamsSchema,
  apiKeysResponseSchema,
  createApiKeyBodySchema,
  createApiKeyResponseSchema,
} from '@tradehub/contract';
import { z } from 'zod';
import { toApiKeyItem } from '../../developers/developers-dto.js';
import { requireActor } from '../../plugins/auth.js';
import { runCommand } from '../run-command.js';
import { access, errors, tags } from './route-declarations.js';

export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/developers/keys',
    {
      config: access,
      schema: {
        tags,
        summary: "The organisation's API keys (not revoked): name, prefix, scopes, creator, last use",
        response: { 200: apiKeysResponseSchema, ...errors },
      },
    },
    async (request) => {
      const keys = await listApiKeys(request.em, requireActor(request));
      return { items: keys.map(toApiKeyItem) };
    },
  );

  app.post(
    '/api/developers/keys',
    {
      config: access,
      schema: {
        tags,
        summary: 'Create an API key (Team Management): the secret is in this answer only',
        body: createApiKeyBodySchema,
        response: { 201: createApiKeyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { apiKey, secret } = await runCommand(request, (tx, actor) =>
        createApiKey(tx, actor, request.body),
      );
      const loaded = await request.em.findOneOrFail(ApiKey, { id: apiKey.id }, { populate: ['createdBy'] });
      return reply.status(201).send({ apiKey: toApiKeyItem(loaded), secret });
    },
  );

  app.delete(
    '/api/developers/keys/:keyId',
    {
      config: access,
      schema: {
        tags,
        summary: 'Revoke an API key (Team Management): its next request is 401, on every gateway',
        params: apiKeyParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await runCommand(request, (tx, actor) => revokeApiKey(tx, actor, request.params.keyId));
      return reply.status(204).send(null);
    },
  );
};
