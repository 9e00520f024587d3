// OpenTelemetry tracing of one process (@opentelemetry/sdk-node): off unless OTEL_EXPORTER_OTLP_ENDPOINT is
// set (or a test hands an exporter in). The HTTP, pg and ioredis instrumentations time the calls; the trace
// context itself travels in outbox rows and job data (trace-context.ts), so one trace runs from an HTTP
// request through its job to the socket push, whichever processes they run in.
import { createRequire } from 'node:module';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import type { Context } from '@opentelemetry/api';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  SamplingDecision,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SamplingResult,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { TRACING_INSTRUMENTATIONS, type TracingInstrumentation } from './instrumentation-names.js';
import { installContextManager } from './context-manager.js';
import { DRAWN_INTO_SAMPLE, markTracingEnabled, withinNewTraceBudget } from './trace-context.js';

export interface TracingOptions {
  /** `tradehub-gateway` or `tradehub-workers`: the service every span of this process belongs to. */
  serviceName: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: spans are sent to `<endpoint>/v1/traces` (OTLP over HTTP, protobuf-free JSON). */
  otlpEndpoint?: string | undefined;
  /** Instead of OTLP (tests: an in-memory exporter); spans are then exported one by one, at once. */
  spanExporter?: SpanExporter;
  /**
   * The client calls timed (default all: pg, ioredis, http), less those OTEL_NODE_DISABLED_INSTRUMENTATIONS
   * names; in-process tests pass none. `http` is Node's HTTP instrumentation: the process's own HTTP client
   * calls (the workers' webhook deliveries) and server. The gateway leaves it out: its request-tracing
   * plugin makes its request spans and reads their `traceparent` (request-span.ts), and the HTTP wrapper
   * around every request, traced or not, cost a quarter of `/health`'s throughput in `bench:api` at 5 %
   * sampling.
   */
  instrumentations?: readonly TracingInstrumentation[];
  /**
   * OTEL_TRACES_SAMPLE_RATIO: the share of new traces recorded (default 1). A trace whose parent arrives
   * sampled (a `traceparent` header, an outbox row, a job) follows its parent's decision, so a trace is
   * recorded whole or not at all.
   */
  sampleRatio?: number;
  /**
   * OTEL_TRACES_MAX_PER_SECOND: at most this many new traces a second are recorded, whatever the ratio
   * draws (new-trace-budget.ts); undefined: no ceiling. Traces whose parent arrives sampled are not counted:
   * a trace begun elsewhere is recorded whole.
   */
  maxNewTracesPerSecond?: number | undefined;
  /**
   * OTEL_BSP_SCHEDULE_DELAY: how long a finished span waits for its batch to be sent (default 100 ms; a full
   * batch of 512 goes at once). In bench:api's controlled comparison at 5 % sampling (three runs of 16
   * pairs each), the cached dashboard kept 0.927–0.950 of its untraced throughput (CPU per request
   * 1.06–1.13) where the SDK's 5 s gave 0.883–0.904 (CPU 1.15–1.17) in three runs of the same sitting
   * (`git log -p loadtests/README.md`). Likely why: held a second or more, spans reach V8's old generation
   * and are collected there; sent young, they die young.
   */
  exportDelayMs?: number;
}

export interface Tracing {
  /** Exports what is buffered and stops. */
  shutdown(): Promise<void>;
}

/**
 * Whether a new trace is recorded: yes when the request starting it was already drawn into the sample
 * (drawNewTrace: the gateway draws before it builds anything), else the share `ratio` by trace id, as long
 * as this second's allowance of new traces (OTEL_TRACES_MAX_PER_SECOND) is not spent.
 */
class NewTraceSampler implements Sampler {
  private readonly byRatio: TraceIdRatioBasedSampler;

  constructor(ratio: number) {
    this.byRatio = new TraceIdRatioBasedSampler(ratio);
  }

  shouldSample(context: Context, traceId: string): SamplingResult {
    // Drawn in by drawNewTrace, which has already taken it from the second's allowance.
    if (context.getValue(DRAWN_INTO_SAMPLE) === true)
      return { decision: SamplingDecision.RECORD_AND_SAMPLED };
    const byRatio = this.byRatio.shouldSample(context, traceId);
    if (byRatio.decision === SamplingDecision.RECORD_AND_SAMPLED && !withinNewTraceBudget())
      return { decision: SamplingDecision.NOT_RECORD };
    return byRatio;
  }

  toString(): string {
    return `NewTraceSampler{${this.byRatio.toString()}}`;
  }
}

/** Paths a probe or a scraper calls every few seconds: not worth a trace each. */
const UNTRACED_PATHS = new Set(['/health', '/ready', '/metrics']);

/**
 * pg and ioredis loaded through `require`, which the instrumentations hook (require-in-the-middle): they
 * patch the clients' prototypes, and an ESM `import` of either package gets the same CommonJS module, so
 * every client of the process is instrumented, whoever imports it and however. This replaces
 * import-in-the-middle's ESM loader hook (`module.register`), which ran a loader thread in every traced
 * process and rewrote modules as they loaded (wrapping all of them broke @mikro-orm/core's ESM entry) for
 * nothing require() does not give here. Throughput is the same either way: side by side, both traced at
 * 5 % (bench:api's comparison, its untraced stack given the hook by hand, 16 pairs), this way served 1.030
 * of the hook's (95 % interval 0.985–1.078).
 */
function loadInstrumentedModules(instrumentations: readonly TracingInstrumentation[]): void {
  const require = createRequire(import.meta.url);
  if (instrumentations.includes('pg')) require('pg');
  if (instrumentations.includes('ioredis')) require('ioredis');
}

/** The instrumentations of `names`, each skipping a call made outside a span (requireParentSpan). */
function instrumentationsNamed(names: readonly TracingInstrumentation[]) {
  return names.map((name) => {
    switch (name) {
      case 'pg':
        return new PgInstrumentation({ requireParentSpan: true });
      case 'ioredis':
        return new IORedisInstrumentation({ requireParentSpan: true });
      case 'http':
        return new HttpInstrumentation({
          ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
        });
    }
  });
}

/**
 * Starts tracing for this process, or returns undefined when it is off (no endpoint, no exporter). Call
 * it before the modules it instruments are loaded (main.ts imports the rest of the process afterwards).
 */
export function startTracing({
  serviceName,
  otlpEndpoint,
  spanExporter,
  instrumentations = TRACING_INSTRUMENTATIONS,
  sampleRatio = 1,
  maxNewTracesPerSecond,
  exportDelayMs = 100,
}: TracingOptions): Tracing | undefined {
  if (!otlpEndpoint && !spanExporter) return undefined;
  const spanProcessor = spanExporter
    ? new SimpleSpanProcessor(spanExporter)
    : new BatchSpanProcessor(
        new OTLPTraceExporter({ url: `${otlpEndpoint!.replace(/\/+$/, '')}/v1/traces` }),
        { scheduledDelayMillis: exportDelayMs },
      );
  // The process's one AsyncLocalStorage, shared with the request's EntityManager (context-manager.ts): the
  // SDK is told to register none of its own (null, which setupContextManager reads as "do not register"
  // though its type does not list it).
  installContextManager();
  const sdk = new NodeSDK({
    serviceName,
    contextManager: null as unknown as undefined,
    spanProcessors: [spanProcessor],
    sampler: new ParentBasedSampler({ root: new NewTraceSampler(sampleRatio) }),
    instrumentations: instrumentationsNamed(instrumentations),
    // Traces only: no OpenTelemetry metrics (Prometheus has them) nor logs (pino has them).
    metricReaders: [],
    logRecordProcessors: [],
    autoDetectResources: false,
  });
  sdk.start();
  loadInstrumentedModules(instrumentations);
  markTracingEnabled(true, { ratio: sampleRatio, maxPerSecond: maxNewTracesPerSecond });
  return {
    async shutdown() {
      markTracingEnabled(false);
      await sdk.shutdown();
    },
  };
}
