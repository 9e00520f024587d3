import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  endRequestSpan,
  recordRequestError,
  startRequestTrace,
  type RequestSpan,
} from '@tradehub/db/telemetry';
import { decorateTraceContext, isApiRequest, keepTraceContext } from './request-context.js';

/*
 * Request spans while tracing is on, registered first so the span covers every later hook; the handler
 * runs in the request's trace context, entered with its EntityManager (one switch: request-context.ts).
 * What a request costs when its trace is not recorded (95 % of them at the default sample ratio) is one
 * hook, where @fastify/otel, which this replaces, added an onSend and an onError hook to every route and an
 * onRequest and an onResponse hook to the app, recorded or not. That hook and a context switch of its own
 * cost the dashboard about 2.5 % of its throughput at a sample ratio of 0 (one gateway process with the
 * hook bypassed and not, in turn: `git log -p loadtests/README.md`). Here:
 * - one onRequest hook starts the trace (startRequestTrace): a request with no `traceparent` is drawn in
 *   or out of the sample before anything is built, and drawn out, only its context says "not sampled" to
 *   the outbox rows and jobs it writes;
 * - only a recorded request listens for its response's end, to end its span with the status code;
 * - errors are recorded by an onError hook, which Fastify runs only for a request that failed;
 * - probes and scrapes get no trace at all.
 */

const UNTRACED_PATHS = new Set(['/health', '/ready', '/metrics']);

const REQUEST_SPAN = Symbol('tradehub request span');

declare module 'fastify' {
  interface FastifyRequest {
    [REQUEST_SPAN]: RequestSpan | null;
  }
}

async function requestTracing(app: FastifyInstance) {
  app.decorateRequest(REQUEST_SPAN, null);
  decorateTraceContext(app);
  app.addHook('onRequest', (request, reply, done) => {
    if (UNTRACED_PATHS.has(request.url)) return done();
    const started = startRequestTrace(request);
    const span = started.span;
    if (span !== undefined) {
      request[REQUEST_SPAN] = span;
      // 'close' comes after the response was sent, or when the connection closed before it was all written
      // (writableEnded: the response's last byte was handed to the connection).
      const response = reply.raw;
      response.once('close', () => endRequestSpan(span, response.statusCode, response.writableEnded));
    }
    // An API request enters its trace context with its EntityManager (request-context.ts); a recorded
    // request for anything else enters it here; an unrecorded one for a file writes nothing that asks.
    if (isApiRequest(request.url)) keepTraceContext(request, started.context);
    else if (span !== undefined) return started.run(done);
    done();
  });
  app.addHook('onError', (request: FastifyRequest, _reply, error, done) => {
    const span = request[REQUEST_SPAN];
    if (span !== null) recordRequestError(span, error);
    done();
  });
}

export const requestTracingPlugin = fp(requestTracing, { name: 'request-tracing' });
