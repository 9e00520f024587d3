// The gateway draws a request that carries no trace context in or out of the sample before it builds
// anything. At OTEL_TRACES_SAMPLE_RATIO 0 every such request is drawn out: no span at all, not even the
// request's, yet its outbox row and the row its job writes carry one trace as "not sampled", so the
// workers record nothing of it either. A request whose `traceparent` says "sampled" is still recorded.
import { randomBytes } from 'node:crypto';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
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
  tracing = startTracing({
    serviceName: 'tradehub-test',
    spanExporter: exporter,
    instrumentations: [],
    sampleRatio: 0,
  });
  gateway = await startTestGateway('trace-sampling', { withWorkers: true });
  const { email } = await gateway.createAccount('approved');
  cookie = await gateway.signIn(email);
});

afterAll(async () => {
  await gateway?.close();
  await tracing?.shutdown();
});

/** The traceparent of every outbox row of a kind. */
async function traceparents(kind: 'job' | 'socket'): Promise<string[]> {
  const rows = await gateway.orm.em.fork().find(OutboxMessage, { kind });
  return rows.flatMap(
    (row) => (row.payload as { trace?: { traceparent?: string } }).trace?.traceparent ?? [],
  );
}

describe('new traces at a sample ratio of 0', () => {
  it('records nothing of a request drawn out, and its job carries the same unsampled trace', async () => {
    exporter.reset();
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie },
      payload: { range: '7d' },
    });
    expect(response.statusCode, response.body).toBe(202);

    const [job] = await traceparents('job');
    expect(job).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    const traceId = job!.split('-')[1]!;
    // The report job, run by the workers, writes its final state as a push row in the same trace.
    const deadline = Date.now() + 30_000;
    let pushes: string[] = [];
    while (
      (pushes = (await traceparents('socket')).filter((parent) => parent.includes(traceId))).length === 0
    ) {
      if (Date.now() > deadline) throw new Error('the report job wrote no push in the unsampled trace');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(pushes.every((parent) => parent.endsWith('-00'))).toBe(true);
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual([]);
  });

  it('still records a request whose traceparent says sampled', async () => {
    exporter.reset();
    const traceId = randomBytes(16).toString('hex');
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie, traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
    });
    expect(response.statusCode).toBe(200);
    const request = exporter.getFinishedSpans().find((span) => span.name === 'GET /api/profile');
    expect(request?.spanContext().traceId).toBe(traceId);
    expect(request?.attributes['http.route']).toBe('/api/profile');
  });
});
