// The trace context as it travels where no HTTP header can carry it: in an outbox row's payload (written in
// the causing transaction) and in a BullMQ job's data. W3C `traceparent`/`tracestate`, injected and
// extracted through the global propagator, so it is nothing at all while tracing is off.
import { randomBytes } from 'node:crypto';
import {
  context,
  createContextKey,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Context,
  type Span,
  type SpanContext,
} from '@opentelemetry/api';
import { NewTraceBudget } from './new-trace-budget.js';

/** `{ traceparent, tracestate? }` as propagation.inject writes it. */
export type TraceCarrier = Record<string, string>;

/** The key of a job's data under which its trace context rides (processors ignore it). */
export const JOB_TRACE_KEY = 'traceContext';

/** Which new traces (those no request or job started before) a process records. */
export interface NewTraceSampling {
  /** OTEL_TRACES_SAMPLE_RATIO: the share of new traces recorded. */
  ratio: number;
  /** OTEL_TRACES_MAX_PER_SECOND: at most this many of them a second; undefined: no ceiling. */
  maxPerSecond?: number | undefined;
}

let enabled = false;
/** OTEL_TRACES_SAMPLE_RATIO: the share of new traces recorded (drawNewTrace). */
let newTraceRatio = 1;
/** OTEL_TRACES_MAX_PER_SECOND: what is left of this second's new traces; undefined: no ceiling. */
let newTraceBudget: NewTraceBudget | undefined;

/**
 * Set by startTracing: whether this process traces (the checks below cost nothing when it does not), and
 * which new traces it records.
 */
export function markTracingEnabled(value: boolean, sampling: NewTraceSampling = { ratio: 1 }) {
  enabled = value;
  newTraceRatio = sampling.ratio;
  newTraceBudget =
    sampling.maxPerSecond === undefined ? undefined : new NewTraceBudget(sampling.maxPerSecond);
}

/**
 * Whether a new trace the ratio drew in may still be recorded this second (OTEL_TRACES_MAX_PER_SECOND),
 * taking it from the allowance if so. Asked only after the ratio said yes, so the traces drawn out cost
 * nothing more.
 */
export function withinNewTraceBudget(): boolean {
  return newTraceBudget === undefined || newTraceBudget.take();
}

export function tracingEnabled(): boolean {
  return enabled;
}

const tracer = () => trace.getTracer('tradehub');

/**
 * Where the context of an unsampled trace is kept with no span in the active context: the span context
 * withoutUnsampledSpan took out, or the one drawNewTrace makes on first use. A function that returns it.
 */
const UNSAMPLED_SPAN_CONTEXT = createContextKey('tradehub unsampled span context');
type UnsampledSpanContext = () => SpanContext;

/** On a new trace's context once drawNewTrace has drawn it into the sample: the root sampler records it. */
export const DRAWN_INTO_SAMPLE = createContextKey('tradehub new trace drawn into the sample');

export interface NewTraceDraw {
  sampled: boolean;
  /** The context to run the new trace's work in. */
  context: Context;
}

/**
 * Draws whether a new trace (a request that carries no `traceparent`) is recorded, before anything is
 * built for it. Drawn in (OTEL_TRACES_SAMPLE_RATIO of them, at most OTEL_TRACES_MAX_PER_SECOND a second),
 * its context says so to the root sampler (tracing.ts), which records the span then started in it. Drawn
 * out, nothing is built: no span, no ids until an outbox row or a job asks for the trace context, which then
 * reads "not sampled" (its ids made once, so one request's rows share one trace), and the job's spans are
 * not recorded either. At 5 % sampling this spares the 95 % the request span that would only have been
 * dropped.
 */
export function drawNewTrace(
  parent: Context = context.active(),
  random: () => number = Math.random,
): NewTraceDraw {
  if (random() < newTraceRatio && withinNewTraceBudget())
    return { sampled: true, context: parent.setValue(DRAWN_INTO_SAMPLE, true) };
  let made: SpanContext | undefined;
  const unsampled: UnsampledSpanContext = () =>
    (made ??= {
      traceId: randomBytes(16).toString('hex'),
      spanId: randomBytes(8).toString('hex'),
      traceFlags: TraceFlags.NONE,
    });
  return { sampled: false, context: parent.setValue(UNSAMPLED_SPAN_CONTEXT, unsampled) };
}

/**
 * `ctx` without its span when that span is not recorded (its trace was not sampled), the span's context
 * kept aside. The pg and ioredis instrumentations (`requireParentSpan`) then skip their calls at once
 * instead of building a span, attributes and ids for each query that nothing records: at 5 % sampling,
 * that was most of what tracing cost a request. The trace context still travels (currentTraceCarrier,
 * inSpanFrom put it back), so the outbox row and the job say "not sampled" and their spans are not
 * recorded either: a trace is recorded whole or not at all.
 */
export function withoutUnsampledSpan(ctx: Context): Context {
  const span = trace.getSpan(ctx);
  if (span === undefined || span.isRecording()) return ctx;
  const unsampled: UnsampledSpanContext = () => span.spanContext();
  return trace.deleteSpan(ctx).setValue(UNSAMPLED_SPAN_CONTEXT, unsampled);
}

/** The active context, with the unsampled span's context withoutUnsampledSpan took out put back. */
function activeTraceContext(): Context {
  const active = context.active();
  const unsampled = active.getValue(UNSAMPLED_SPAN_CONTEXT) as UnsampledSpanContext | undefined;
  return unsampled && !trace.getSpan(active) ? trace.setSpanContext(active, unsampled()) : active;
}

/** The active trace context as a carrier, or undefined when there is none (tracing off, or no span). */
export function currentTraceCarrier(): TraceCarrier | undefined {
  if (!enabled) return undefined;
  const active = activeTraceContext();
  if (!trace.getSpan(active)) return undefined;
  const carrier: TraceCarrier = {};
  propagation.inject(active, carrier);
  return carrier.traceparent ? carrier : undefined;
}

/** A job's data with the active trace context added under JOB_TRACE_KEY (the same data when there is none). */
export function withJobTraceContext<T>(data: T): T {
  const carrier = currentTraceCarrier();
  if (!carrier || data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  return { ...data, [JOB_TRACE_KEY]: carrier };
}

/** The trace context a job's data carries, if any. */
export function jobTraceCarrier(data: unknown): TraceCarrier | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const carrier = (data as Record<string, unknown>)[JOB_TRACE_KEY];
  return carrier && typeof carrier === 'object' ? (carrier as TraceCarrier) : undefined;
}

/**
 * Runs `work` in a span named `name`, a child of the context `carrier` holds (a new trace when it holds
 * none); the span records a thrown error and ends when `work` settles. Without tracing, just runs `work`.
 */
export async function inSpanFrom<T>(
  carrier: TraceCarrier | undefined,
  name: string,
  kind: 'producer' | 'consumer' | 'internal',
  attributes: Record<string, string | number>,
  work: () => Promise<T>,
): Promise<T> {
  if (!enabled) return work();
  const parent = carrier ? propagation.extract(context.active(), carrier) : activeTraceContext();
  const spanKind = { producer: SpanKind.PRODUCER, consumer: SpanKind.CONSUMER, internal: SpanKind.INTERNAL }[
    kind
  ];
  const span: Span = tracer().startSpan(name, { kind: spanKind, attributes }, parent);
  // Not sampled: the work runs without the span, so its pg and ioredis calls make none either.
  return context.with(withoutUnsampledSpan(trace.setSpan(parent, span)), async () => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}
