import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runWithoutUnsampledSpan } from '@tradehub/db/telemetry';

/*
 * Request spans while tracing is on (@fastify/otel), registered first so every later hook and handler runs
 * inside the request's span. What a request costs when its trace is not sampled (95 % of them at the
 * default ratio) is kept to the request span @fastify/otel starts and ends:
 * - no span per hook (instrumentHooks) nor for the handler (instrumentHandler; the request span already
 *   names the route), which a sampled trace would not miss;
 * - an unsampled request runs its hooks and handler without that span in the active context, its trace
 *   context kept aside (runWithoutUnsampledSpan), so the pg and ioredis instrumentations skip its queries
 *   instead of making a span that nothing records for each of them;
 * - probes and scrapes get no span at all.
 */

const UNTRACED_PATHS = new Set(['/health', '/ready', '/metrics']);

async function requestTracing(app: FastifyInstance) {
  const instrumentation = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    instrumentHandler: false,
    ignorePaths: (route) => UNTRACED_PATHS.has(route.url ?? ''),
  });
  await app.register(instrumentation.plugin());
  // Runs right after @fastify/otel's own onRequest hook, in the context it made for the request.
  app.addHook('onRequest', (_request, _reply, done) => runWithoutUnsampledSpan(done));
}

export const requestTracingPlugin = fp(requestTracing, { name: 'request-tracing' });
