// A new trace is drawn in or out of the sample before anything is built for it. Drawn in, the span then
// started in its context is recorded whatever the trace id; drawn out, no span exists, yet the context
// hands "not sampled" on, with one trace id, to whatever the work writes (an outbox row, a job).
import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTraceCarrier, drawNewTrace, inSpanFrom } from '../../src/telemetry/trace-context.js';
import { startTracing, type Tracing } from '../../src/telemetry/tracing.js';

const exporter = new InMemorySpanExporter();
let tracing: Tracing | undefined;

beforeAll(() => {
  tracing = startTracing({
    serviceName: 'new-trace-draw-test',
    spanExporter: exporter,
    instrumentations: [],
    sampleRatio: 0.5,
  });
});

afterAll(async () => {
  await tracing?.shutdown();
});

describe('drawing a new trace', () => {
  it('draws OTEL_TRACES_SAMPLE_RATIO of them in', () => {
    expect(drawNewTrace(context.active(), () => 0.49).sampled).toBe(true);
    expect(drawNewTrace(context.active(), () => 0.5).sampled).toBe(false);
  });

  it('records the span started in a trace drawn in, whatever its trace id', () => {
    exporter.reset();
    // By trace id alone, half of 40 new spans would be dropped at this ratio.
    for (let index = 0; index < 40; index += 1) {
      const draw = drawNewTrace(context.active(), () => 0);
      context.with(draw.context, () => trace.getTracer('test').startSpan(`drawn in ${index}`).end());
    }
    expect(exporter.getFinishedSpans()).toHaveLength(40);
  });

  it('builds no span for a trace drawn out, and hands on one unsampled trace context', async () => {
    exporter.reset();
    const draw = drawNewTrace(context.active(), () => 0.99);
    const seen = await context.with(draw.context, async () => ({
      span: trace.getSpan(context.active()),
      first: currentTraceCarrier(),
      second: currentTraceCarrier(),
      job: await inSpanFrom(undefined, 'job', 'consumer', {}, async () => currentTraceCarrier()),
    }));
    expect(seen.span).toBeUndefined();
    expect(seen.first?.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    expect(seen.second).toEqual(seen.first);
    const traceIdOf = (traceparent = '') => traceparent.split('-')[1];
    expect(traceIdOf(seen.job?.traceparent)).toBe(traceIdOf(seen.first?.traceparent));
    expect(seen.job?.traceparent?.endsWith('-00')).toBe(true);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});
