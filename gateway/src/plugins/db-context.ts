import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readFromPrimary, runWithEntityManager, type EntityManager, type MikroORM } from '@tradehub/db';
import { isApiRequest, keptTraceContext } from './request-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's own MikroORM identity map (DESIGN.md convention 7); set for /api/ routes only. */
    em: EntityManager;
  }
}

export const dbContextPlugin = fp(async function dbContext(app: FastifyInstance, { orm }: { orm: MikroORM }) {
  app.decorateRequest('em');
  app.addHook('onRequest', (request, _reply, done) => {
    // Only the API reads the database through the request. /health, /ready (the pool itself) and the web
    // app's files do not, and forking an identity map for each was an eighth of the gateway's CPU under a
    // /health load.
    if (!isApiRequest(request.url)) return done();
    const em = orm.em.fork();
    request.em = em;
    // A request that changes something reads from the primary throughout (read-your-writes); only GETs
    // may read from a replica (DATABASE_REPLICA_URLS), and only until they flush a change themselves.
    if (request.method !== 'GET' && request.method !== 'HEAD') readFromPrimary(em);
    // Also bind it as the request context, so code that reaches for the global em gets this one, in the
    // request's trace context while tracing is on (one switch for both: request-context.ts).
    const traceContext = keptTraceContext(request);
    if (traceContext === undefined) runWithEntityManager(em, done);
    else runWithEntityManager(em, done, traceContext);
  });
});
