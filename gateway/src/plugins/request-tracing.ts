import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runInNewTrace, runWithoutUnsampledSpan } from '@tradehub/db/telemetry';

/*
 * Request spans while tracing is on (@fastify/otel), registered first so every later hook and handler runs
 * inside the request's span. What a request costs when its trace is not sampled (95 % of them at the
 * default ratio) is kept to one context switch:
 * - a request that carries no `traceparent` is drawn in or out of the sample before anything is built
 *   (runInNewTrace); drawn out, @fastify/otel is told to leave it alone, so no request span, no ids, no
 *   header parsing, and its context only says "not sampled" to the outbox rows and jobs it writes;
 * - no span per hook (instrumentHooks) nor for the handler (instrumentHandler; the request span already
 *   names the route), which a sampled trace would not miss;
 * - a request whose `traceparent` says "not sampled" runs its hooks and handler without @fastify/otel's
 *   span in the active context, its trace context kept aside (runWithoutUnsampledSpan), so the pg and
 *   ioredis instrumentations skip its queries instead of making a span that nothing records for each;
 * - probes and scrapes get no span at all.
 */

const UNTRACED_PATHS = new Set(['/health', '/ready', '/metrics']);

/**
 * Set while a request drawn out of the sample passes @fastify/otel's onRequest hook, which asks
 * `ignorePaths` (given only the URL and method) whether to skip it. Fastify runs a request's onRequest
 * hooks one after another in the same call stack when each calls `done` synchronously, as these do, so
 * the flag is read by that request's check and by nothing else.
 */
let skippingRequestSpan = false;

async function requestTracing(app: FastifyInstance) {
  const instrumentation = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    instrumentHandler: false,
    ignorePaths: (route) => skippingRequestSpan || UNTRACED_PATHS.has(route.url ?? ''),
  });
  // Before @fastify/otel's onRequest hook: the draw decides whether that hook builds anything.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.traceparent !== undefined || UNTRACED_PATHS.has(request.url)) return done();
    runInNewTrace(done, (run) => {
      skippingRequestSpan = true;
      try {
        run();
      } finally {
        skippingRequestSpan = false;
      }
    });
  });
  await app.register(instrumentation.plugin());
  // Runs right after @fastify/otel's own onRequest hook, in the context it made for the request.
  app.addHook('onRequest', (_request, _reply, done) => runWithoutUnsampledSpan(done));
}

export const requestTracingPlugin = fp(requestTracing, { name: 'request-tracing' });
