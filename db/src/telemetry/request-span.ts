// The span of an HTTP request the gateway serves, by OpenTelemetry's HTTP server conventions (`GET
// /api/payments/:paymentId`, kind SERVER, method, route, path and status as attributes), started by the
// gateway's request-tracing plugin for every request it traces. Most requests get no span at all: a new
// trace drawn out of the sample is only a context that says so (drawNewTrace, trace-context.ts).
import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import { drawNewTrace, withoutUnsampledSpan } from './trace-context.js';

/** The instrumentation scope of the request spans. */
export const REQUEST_SPAN_SCOPE = '@tradehub/gateway';

const tracer = () => trace.getTracer(REQUEST_SPAN_SCOPE);

/** What a request's trace is started from: a Fastify request is one, as it is (nothing built per request). */
export interface ServedRequest {
  method: string;
  /** The URL as sent, query included; only its path is recorded (a query may carry a link's token). */
  url: string;
  /** Its `traceparent` and `tracestate` headers, when it carries a trace context. */
  headers: Record<string, string | string[] | undefined>;
  /** The matched route, read only for a recorded span: its pattern, undefined when no route matched. */
  readonly routeOptions: { readonly url?: string | undefined };
}

/** A request's span (only a recorded one is ever handed out). */
export type RequestSpan = Span;

/** Where a request runs: its trace context, and its span when that is recorded. */
export class RequestTrace {
  constructor(
    /** The context the request's work runs in: its span's, or one that says its trace is not sampled. */
    readonly context: Context,
    /** The request's span when it is recorded; undefined when its trace is not sampled. */
    readonly span: RequestSpan | undefined,
  ) {}

  /** Runs `next` (the request's next hook) in the request's trace context. */
  run<T>(next: () => T): T {
    return context.with(this.context, next);
  }
}

/**
 * Where a request's trace starts. One that carries no `traceparent` is drawn in or out of the sample first
 * (drawNewTrace): drawn out, as most are, nothing is built at all. One that carries a trace context gets
 * its span as the sampler decides from its parent; an unsampled one runs without it in the active context
 * (withoutUnsampledSpan), so its pg and ioredis calls make no spans either, and its outbox rows and jobs
 * still say "not sampled".
 */
export function startRequestTrace(request: ServedRequest): RequestTrace {
  const active = context.active();
  let parent = active;
  if (request.headers.traceparent !== undefined) parent = propagation.extract(active, request.headers);
  if (trace.getSpanContext(parent) === undefined) {
    const draw = drawNewTrace(parent);
    if (!draw.sampled) return new RequestTrace(draw.context, undefined);
    parent = draw.context;
  }
  const route = request.routeOptions.url;
  const span = tracer().startSpan(
    route === undefined ? request.method : `${request.method} ${route}`,
    {
      kind: SpanKind.SERVER,
      attributes: {
        [ATTR_HTTP_REQUEST_METHOD]: request.method,
        [ATTR_URL_PATH]: request.url.split('?', 1)[0],
        ...(route === undefined ? {} : { [ATTR_HTTP_ROUTE]: route }),
      },
    },
    parent,
  );
  if (!span.isRecording())
    return new RequestTrace(withoutUnsampledSpan(trace.setSpan(parent, span)), undefined);
  return new RequestTrace(trace.setSpan(parent, span), span);
}

/** Records an error its handling threw, as an event of the request's span (its status is set at the end). */
export function recordRequestError(span: RequestSpan, error: Error): void {
  span.recordException(error);
}

/**
 * Ends the request's span with the status code it answered. A 5xx, or a response the connection closed
 * before it was sent, marks it failed; a 4xx does not (by the conventions, that failure is the client's).
 */
export function endRequestSpan(span: RequestSpan, statusCode: number, sent: boolean): void {
  span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, statusCode);
  const errorType = !sent ? 'connection_closed' : statusCode >= 500 ? String(statusCode) : undefined;
  if (errorType !== undefined) {
    span.setAttribute(ATTR_ERROR_TYPE, errorType);
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}
