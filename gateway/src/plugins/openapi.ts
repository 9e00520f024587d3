import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json.
 * With API_DOCS=false neither route exists; the document itself (app.swagger()) is still generated, so
 * tests can walk every route.
 */
export const openApiPlugin = fp(async function openApi(
  app: FastifyInstance,
  { serveDocs }: { serveDocs: boolean },
) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TradeHub API',
        description: 'Real-time risk and global-sourcing dashboard: the gateway REST API.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  if (serveDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
