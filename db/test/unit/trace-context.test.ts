// Work under an unsampled span runs with no span in the active context, which is what makes the pg and
// ioredis instrumentations (`requireParentSpan`) skip its calls, while the trace context still travels:
// an outbox row or a job written there carries the "not sampled" decision, so its own spans are not
// recorded either and a trace stays whole or absent.
import { context, trace, TraceFlags } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTraceCarrier, inSpanFrom, withoutUnsampledSpan } from '../../src/telemetry/trace-context.js';
import { startTracing, type Tracing } from '../../src/telemetry/tracing.js';

const exporter = new InMemorySpanExporter();
let tracing: Tracing | undefined;

beforeAll(() => {
  tracing = startTracing({ serviceName: 'trace-context-test', spanExporter: exporter, instrumentations: [] });
});

afterAll(async () => {
  await tracing?.shutdown();
});

const traceId = 'a'.repeat(32);
const parentSpanId = 'b'.repeat(16);

describe('an unsampled trace', () => {
  it('runs its work without a span, yet hands its context on as not sampled', async () => {
    const unsampled = `00-${traceId}-${parentSpanId}-00`;
    const seen = await inSpanFrom({ traceparent: unsampled }, 'job unsampled', 'consumer', {}, async () => ({
      span: trace.getSpan(context.active()),
      carrier: currentTraceCarrier(),
      nested: await inSpanFrom(undefined, 'nested', 'internal', {}, async () => currentTraceCarrier()),
    }));
    expect(seen.span).toBeUndefined();
    expect(seen.carrier?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-00$`));
    expect(seen.nested?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-00$`));
    expect(exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId)).toEqual([]);
  });

  it('leaves a sampled span where it is', async () => {
    const sampled = `00-${traceId}-${parentSpanId}-01`;
    const seen = await inSpanFrom({ traceparent: sampled }, 'job sampled', 'consumer', {}, async () =>
      trace.getSpan(withoutUnsampledSpan(context.active()))?.spanContext(),
    );
    expect(seen?.traceId).toBe(traceId);
    expect(seen?.traceFlags).toBe(TraceFlags.SAMPLED);
    expect(exporter.getFinishedSpans().map((span) => span.name)).toContain('job sampled');
  });
});
