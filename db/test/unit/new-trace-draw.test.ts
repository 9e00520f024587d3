// A new trace is drawn in or out of the sample before anything is built for it. Drawn in, the span then
// started in its context is recorded whatever the trace id; drawn out, no span exists, yet the context
// hands "not sampled" on, with one trace id, to whatever the work writes (an outbox row, a job).
import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentTraceCarrier,
  drawNewTrace,
  inSpanFrom,
  markTracingEnabled,
} from '../../src/telemetry/trace-context.js';
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

  it('draws in no more than OTEL_TRACES_MAX_PER_SECOND new traces a second, and asks it only when drawn in', () => {
    markTracingEnabled(true, { ratio: 0.5, maxPerSecond: 3 });
    try {
      // Drawn out by the ratio: the allowance is not touched.
      for (let index = 0; index < 10; index += 1) drawNewTrace(context.active(), () => 0.9);
      const drawnIn = Array.from({ length: 10 }, () => drawNewTrace(context.active(), () => 0).sampled);
      expect(drawnIn.filter(Boolean)).toHaveLength(3);
      expect(drawnIn.slice(0, 3)).toEqual([true, true, true]);
      // New root spans the gateway did not draw (a job's, the FX feed's) count against the same allowance:
      // of 40, the ratio alone would record about half (all 40 drawn out by it: one chance in 2^40).
      exporter.reset();
      for (let index = 0; index < 40; index += 1) trace.getTracer('test').startSpan(`root ${index}`).end();
      // The allowance refills at 3 a second: a slow machine may give back one or two meanwhile.
      expect(exporter.getFinishedSpans().length).toBeLessThanOrEqual(2);
    } finally {
      markTracingEnabled(true, { ratio: 0.5 });
    }
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
