import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestTrace } from '@tradehub/db/telemetry';

type TraceContext = RequestTrace['context'];

/*
 * A request's one context switch. An API request runs in its trace context (request-tracing.ts, while
 * tracing is on) and with its own EntityManager bound (db-context.ts): both go into the active context in
 * the one `context.with` db-context makes, where two switches, one per plugin, cost the dashboard about a
 * point of its throughput. The hooks between the two plugins do no I/O, so nothing they do is left out of
 * the request's span.
 */

/** Whether a request is the API's: only those read the database through the request (db-context.ts). */
export const isApiRequest = (url: string): boolean => url.startsWith('/api/');

const TRACE_CONTEXT = Symbol('tradehub request trace context');

declare module 'fastify' {
  interface FastifyRequest {
    [TRACE_CONTEXT]?: TraceContext;
  }
}

/**
 * Declares the request's trace-context slot (request-tracing.ts, while tracing is on), so every request
 * object has it from the start and keeps one shape (Fastify's advice for what hooks add to a request).
 */
export function decorateTraceContext(app: FastifyInstance): void {
  app.decorateRequest(TRACE_CONTEXT, undefined);
}

/** Keeps the trace context an API request is to enter with its EntityManager. */
export function keepTraceContext(request: FastifyRequest, traceContext: TraceContext): void {
  request[TRACE_CONTEXT] = traceContext;
}

/** The trace context request-tracing kept for this request, if tracing is on. */
export function keptTraceContext(request: FastifyRequest): TraceContext | undefined {
  return request[TRACE_CONTEXT];
}
