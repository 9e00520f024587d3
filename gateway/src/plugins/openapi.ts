import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ApiScopeArea } from '@tradehub/contract/constants';
import { apiKeyAreaOf, scopeLevelOf } from '../auth/api-key-scopes.js';
import { API_DESCRIPTION, webhooksDocument } from './openapi-webhooks.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Each operation says how it may be called: with the session cookie, and (when its area is open to keys)
 * with an API key holding the scope it needs, e.g. `payments:write` (auth/api-key-scopes.ts, the same
 * table the auth hook enforces). Public routes need neither.
 */
function withSecurity(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const route = input.route as {
    method: string | string[];
    config?: { access?: string; apiKeyArea?: ApiScopeArea | null };
  };
  if (!input.url.startsWith('/api/') || route.config?.access === undefined) return transformed;
  if (route.config.access === 'public')
    return { ...transformed, schema: { ...transformed.schema, security: [] } };
  const method = [route.method].flat().find((each) => each !== 'HEAD') ?? 'GET';
  const area = apiKeyAreaOf(method, input.url, route.config.apiKeyArea);
  const scope = area ? `${area}:${scopeLevelOf(method)}` : null;
  return {
    ...transformed,
    schema: {
      ...transformed.schema,
      security: [{ session: [] }, ...(scope ? [{ apiKey: [scope] }] : [])],
      'x-api-key-scope': scope,
    },
  };
}

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json.
 * It declares both ways in (the session cookie and API keys, with each operation's scope) and the webhook
 * events with their payloads. With API_DOCS=false neither route exists; the document itself
 * (app.swagger()) is still generated, so tests can walk every route.
 */
export const openApiPlugin = fp(async function openApi(
  app: FastifyInstance,
  { serveDocs }: { serveDocs: boolean },
) {
  const options = {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TradeHub API',
        description: API_DESCRIPTION,
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'th_session',
            description: 'The web app’s session (sign in through /api/auth/sign-in).',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'thk_live_…',
            description:
              'An API key from Settings → Developers: `Authorization: Bearer thk_live_…`. Each operation lists the scope it needs (`area:read` for GET, `area:write` otherwise; write includes read). Keys never reach administration, the team’s changes, API keys or webhooks.',
          },
        },
      },
      webhooks: webhooksDocument(),
    },
    transform: withSecurity,
  };
  // The webhooks section and the transform's extra operation fields are OpenAPI 3.1 the plugin's types
  // do not spell out; it passes both through.
  await app.register(swagger, options as unknown as FastifyDynamicSwaggerOptions);
  if (serveDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
