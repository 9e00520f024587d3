// The OpenAPI document without PostgreSQL or Redis: the app's OpenAPI plugin and the same route
// registration as app.ts, given stand-ins that throw when used (no route calls a service while it is
// registered) and the default configuration. `npm run api:types` writes it out and types the web from it;
// gateway/test/integration/api-types.test.ts checks that the live app serves the same document.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig } from '@tradehub/db/config';
import { openApiPlugin } from '../plugins/openapi.js';
import { registerRoutes } from '../routes/register-routes.js';
import { unavailableService } from './unavailable-service.js';

/** The document as `app.swagger()` returns it (OpenAPI 3.1). */
export type OpenApiDocument = ReturnType<FastifyInstance['swagger']>;

export async function buildOfflineOpenApiDocument(): Promise<OpenApiDocument> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  try {
    await app.register(openApiPlugin, { serveDocs: false });
    await registerRoutes(app, {
      // The defaults, not this shell's environment: the document must not depend on who generates it.
      config: loadConfig({}),
      orm: unavailableService('orm'),
      redis: unavailableService('redis'),
      sessionSecret: 'offline-openapi-document',
      sessions: unavailableService('sessions'),
      rateLimits: unavailableService('rateLimits'),
      inviteLimits: unavailableService('inviteLimits'),
      passwordResets: unavailableService('passwordResets'),
      aiJobs: unavailableService('aiJobs'),
    });
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}
