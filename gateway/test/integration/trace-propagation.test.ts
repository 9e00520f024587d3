// One trace from an HTTP request through its job to the socket push: the request's context rides in the
// outbox row its transaction writes, the relay's publish continues it and hands it to the job in the job's
// data, the worker's span continues it again, and the row the job writes (the report's final state) is
// pushed in a span of the same trace. An in-memory exporter stands in for the OTLP collector.
import { randomBytes } from 'node:crypto';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { OutboxMessage } from '@tradehub/db';
import { startTracing, type Tracing } from '@tradehub/db/tracing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

const exporter = new InMemorySpanExporter();
let tracing: Tracing | undefined;
let gateway: TestGateway;
let cookie: string;

beforeAll(async () => {
  // Before the gateway is built: it registers its request spans only while tracing is on.
  tracing = startTracing({ serviceName: 'tradehub-test', spanExporter: exporter, instrumentations: [] });
  gateway = await startTestGateway('traces', { withWorkers: true });
  const { email } = await gateway.createAccount('approved');
  cookie = await gateway.signIn(email);
});

afterAll(async () => {
  await gateway?.close();
  await tracing?.shutdown();
});

async function spansUntil(found: (spans: ReadableSpan[]) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const spans = exporter.getFinishedSpans();
    if (found(spans)) return spans;
    if (Date.now() > deadline)
      throw new Error(`spans so far: ${spans.map((span) => span.name).join(', ') || 'none'}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('trace propagation', () => {
  it('runs one trace from POST /api/reports through the report job to the report:updated push', async () => {
    const traceId = randomBytes(16).toString('hex');
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie, traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
      payload: { range: '7d' },
    });
    expect(response.statusCode, response.body).toBe(202);

    const inTrace = (spans: ReadableSpan[]) => spans.filter((span) => span.spanContext().traceId === traceId);
    const spans = await spansUntil((all) =>
      inTrace(all).some((span) => span.name === 'socket push report:updated'),
    );
    const names = inTrace(spans).map((span) => span.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/reports',
        'outbox publish job reports.build-risk-report',
        'job reports.build-risk-report',
        'socket push report:updated',
      ]),
    );
    // Each step is the child of the one before it.
    const byName = (name: string) => inTrace(spans).find((span) => span.name === name)!;
    const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
    expect(parentOf(byName('job reports.build-risk-report'))).toBe(
      byName('outbox publish job reports.build-risk-report').spanContext().spanId,
    );
    expect(parentOf(byName('socket push report:updated'))).toBe(
      byName('job reports.build-risk-report').spanContext().spanId,
    );
  });

  it('records nothing of a request that arrives unsampled, and hands the decision on through the job', async () => {
    const traceId = randomBytes(16).toString('hex');
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie, traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-00` },
      payload: { range: '7d' },
    });
    expect(response.statusCode, response.body).toBe(202);

    // The request's outbox row, and the push row its job writes, carry the trace as not sampled.
    const traceFlagsOf = async (kind: 'job' | 'socket') => {
      const rows = await gateway.orm.em.fork().find(OutboxMessage, { kind });
      return rows
        .map((row) => (row.payload as { trace?: { traceparent?: string } }).trace?.traceparent ?? '')
        .filter((traceparent) => traceparent.includes(traceId))
        .map((traceparent) => traceparent.slice(-2));
    };
    expect(await traceFlagsOf('job')).toEqual(['00']);
    const deadline = Date.now() + 30_000;
    while ((await traceFlagsOf('socket')).length === 0) {
      if (Date.now() > deadline) throw new Error('the report job wrote no push in the unsampled trace');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await traceFlagsOf('socket')).toEqual(['00']);
    expect(exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId)).toEqual([]);
  });

  it('starts a trace of its own for a request that carries none', async () => {
    exporter.reset();
    const response = await gateway.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const spans = await spansUntil((all) => all.some((span) => span.name === 'GET /api/profile'));
    const request = spans.find((span) => span.name === 'GET /api/profile')!;
    expect(request.kind).toBe(SpanKind.SERVER);
    expect(request.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/api/profile',
      'url.path': '/api/profile',
      'http.response.status_code': 200,
    });
    expect(request.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("keeps a refused request's error on its span without marking the span failed", async () => {
    const traceId = randomBytes(16).toString('hex');
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie, traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
      payload: { range: 'forever' },
    });
    expect(response.statusCode).toBe(400);
    const spans = await spansUntil((all) => all.some((span) => span.spanContext().traceId === traceId));
    const request = spans.find((span) => span.spanContext().traceId === traceId)!;
    expect(request.name).toBe('POST /api/reports');
    expect(request.attributes['http.response.status_code']).toBe(400);
    expect(request.status.code).toBe(SpanStatusCode.UNSET);
    expect(request.events.map((event) => event.name)).toEqual(['exception']);
  });
});
