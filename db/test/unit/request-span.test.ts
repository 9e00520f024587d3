// A served request's span follows OpenTelemetry's HTTP server conventions: named by method and route, kind
// SERVER, failed only for a 5xx or a response the connection closed before it was sent. A request whose
// `traceparent` says "not sampled" gets no span in its context, yet hands its trace on as not sampled.
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  endRequestSpan,
  recordRequestError,
  REQUEST_SPAN_SCOPE,
  startRequestTrace,
  type ServedRequest,
} from '../../src/telemetry/request-span.js';
import { currentTraceCarrier } from '../../src/telemetry/trace-context.js';
import { startTracing, type Tracing } from '../../src/telemetry/tracing.js';

const exporter = new InMemorySpanExporter();
let tracing: Tracing | undefined;

beforeAll(() => {
  tracing = startTracing({ serviceName: 'request-span-test', spanExporter: exporter, instrumentations: [] });
});

afterAll(async () => {
  await tracing?.shutdown();
});

beforeEach(() => exporter.reset());

const served = (overrides: Partial<ServedRequest> = {}): ServedRequest => ({
  method: 'GET',
  url: '/api/payments/p-1?token=secret',
  routeOptions: { url: '/api/payments/:paymentId' },
  headers: {},
  ...overrides,
});

/** Starts a request's trace and ends its span as the response would, returning the span exported. */
function serve(request: ServedRequest, statusCode: number, sent = true): ReadableSpan {
  const started = startRequestTrace(request);
  expect(started.span).toBeDefined();
  endRequestSpan(started.span!, statusCode, sent);
  const [span] = exporter.getFinishedSpans();
  return span!;
}

describe('a served request', () => {
  it('is a SERVER span named by its method and route, its query left out', () => {
    const span = serve(served(), 200);
    expect(span.name).toBe('GET /api/payments/:paymentId');
    expect(span.kind).toBe(SpanKind.SERVER);
    expect(span.instrumentationScope.name).toBe(REQUEST_SPAN_SCOPE);
    expect(span.attributes).toEqual({
      'http.request.method': 'GET',
      'url.path': '/api/payments/p-1',
      'http.route': '/api/payments/:paymentId',
      'http.response.status_code': 200,
    });
    expect(span.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('is named by its method alone when no route matched', () => {
    const span = serve(served({ url: '/nowhere', routeOptions: {} }), 404);
    expect(span.name).toBe('GET');
    expect(span.attributes['http.route']).toBeUndefined();
  });

  it('fails on a 5xx, not on a 4xx, and keeps the error its handling threw', () => {
    const started = startRequestTrace(served({ method: 'POST' }));
    recordRequestError(started.span!, new TypeError('the handler broke'));
    endRequestSpan(started.span!, 500, true);
    const [failed] = exporter.getFinishedSpans();
    expect(failed!.status.code).toBe(SpanStatusCode.ERROR);
    expect(failed!.attributes['error.type']).toBe('500');
    expect(failed!.events.map((event) => event.attributes?.['exception.message'])).toEqual([
      'the handler broke',
    ]);

    exporter.reset();
    const refused = serve(served(), 422);
    expect(refused.status.code).toBe(SpanStatusCode.UNSET);
    expect(refused.attributes['error.type']).toBeUndefined();
  });

  it('fails when the connection closed before the response was sent', () => {
    const span = serve(served(), 200, false);
    expect(span.status.code).toBe(SpanStatusCode.ERROR);
    expect(span.attributes['error.type']).toBe('connection_closed');
  });

  it('continues the trace its traceparent names, its span the active one while it runs', () => {
    const traceId = 'c'.repeat(32);
    const started = startRequestTrace(
      served({ headers: { traceparent: `00-${traceId}-${'d'.repeat(16)}-01` } }),
    );
    const active = started.run(() => trace.getSpan(context.active()));
    expect(active).toBe(started.span);
    endRequestSpan(started.span!, 200, true);
    const [span] = exporter.getFinishedSpans();
    expect(span!.spanContext().traceId).toBe(traceId);
    expect(span!.parentSpanContext?.spanId).toBe('d'.repeat(16));
  });

  it('makes no span for a traceparent that says not sampled, and hands the decision on', () => {
    const traceId = 'e'.repeat(32);
    const started = startRequestTrace(
      served({ headers: { traceparent: `00-${traceId}-${'f'.repeat(16)}-00` } }),
    );
    expect(started.span).toBeUndefined();
    const seen = started.run(() => ({
      span: trace.getSpan(context.active()),
      carrier: currentTraceCarrier(),
    }));
    expect(seen.span).toBeUndefined();
    expect(seen.carrier?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-00$`));
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('starts a trace of its own when its traceparent is malformed', () => {
    const span = serve(served({ headers: { traceparent: 'not a trace context' } }), 200);
    expect(span.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span.parentSpanContext).toBeUndefined();
  });
});
