// BENCH_TRACING=collector: the benches' processes trace, to a tiny OTLP/HTTP receiver on loopback
// (infra/test-support/otlp-collector.ts) in a process of its own (otlp-collector-process.ts), so the
// measurement includes exporting the spans and the receiving does not slow the load generator down.
import { fork, type ChildProcess } from 'node:child_process';
import type { Cleanup } from './cleanup.js';
import type { CollectorReceived, FromCollector, ToCollector } from './otlp-collector-process.js';

export interface BenchCollector {
  endpoint: string;
  /** Spans received so far, by instrumentation scope (e.g. @opentelemetry/instrumentation-pg). */
  spansByScope(): Promise<Record<string, number>>;
  /** The exports and bytes it received so far, and the CPU its process spent. */
  received(): Promise<CollectorReceived>;
}

export interface BenchTracing {
  /** The environment that turns tracing on in the processes a bench starts (empty: tracing off). */
  env: NodeJS.ProcessEnv;
  collector?: BenchCollector;
}

/**
 * BENCH_TRACING=collector: starts the collector and returns the environment that turns tracing on in the
 * processes the bench starts (OTEL_EXPORTER_OTLP_ENDPOINT); otherwise tracing stays off.
 */
export async function benchTracing(cleanup: Cleanup): Promise<BenchTracing> {
  if (process.env.BENCH_TRACING !== 'collector') return { env: {} };
  return tracingToCollector(cleanup);
}

function nextMessage<T extends FromCollector['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<FromCollector, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromCollector) => {
      if (message.type !== type) return;
      child.off('exit', onExit);
      child.off('message', onMessage);
      resolve(message as Extract<FromCollector, { type: T }>);
    };
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`the OTLP collector process exited (${code}) before answering ${type}`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function startCollectorProcess(cleanup: Cleanup): Promise<BenchCollector> {
  const child = fork(new URL('./otlp-collector-process.js', import.meta.url), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanup.add('OTLP collector', async () => {
    if (child.exitCode === null && child.connected) child.send({ type: 'close' } satisfies ToCollector);
    else child.kill();
    await exited;
  });
  const { endpoint } = await nextMessage(child, 'ready');
  const counts = () => {
    const answer = nextMessage(child, 'counts');
    child.send({ type: 'counts' } satisfies ToCollector);
    return answer;
  };
  return {
    endpoint,
    async spansByScope() {
      return (await counts()).counts;
    },
    async received() {
      return (await counts()).received;
    },
  };
}

/**
 * Starts the collector and returns the environment that makes a process trace to it, whatever
 * BENCH_TRACING says (bench-api's `compare` mode starts its stacks with and without it).
 */
/**
 * What the receiver took in between two of its `received()` readings, `seconds` apart, as one line: exports,
 * bytes and its own CPU, each per second.
 */
export function describeReceived(
  before: CollectorReceived,
  after: CollectorReceived,
  seconds: number,
): string {
  const [exports, bytes, cpuUs] = [
    after.exports - before.exports,
    after.bytes - before.bytes,
    after.cpuUs - before.cpuUs,
  ];
  return (
    `${(exports / seconds).toFixed(1)} exports/s of ${(bytes / Math.max(1, exports) / 1e3).toFixed(1)} kB ` +
    `(${(bytes / seconds / 1e3).toFixed(0)} kB/s), its CPU ${(cpuUs / seconds / 1e3).toFixed(1)} ms/s`
  );
}

export async function tracingToCollector(cleanup: Cleanup): Promise<Required<BenchTracing>> {
  const collector = await startCollectorProcess(cleanup);
  console.log(`[bench] tracing on: spans go to ${collector.endpoint} (a process of its own)`);
  // Every trace recorded unless BENCH_TRACE_SAMPLE_RATIO says otherwise: the worst case by default.
  const ratio = process.env.BENCH_TRACE_SAMPLE_RATIO ?? '1';
  // BENCH_TRACE_DISABLED_INSTRUMENTATIONS=pg,ioredis: what tracing costs with those calls not timed.
  const disabled = process.env.BENCH_TRACE_DISABLED_INSTRUMENTATIONS;
  // OTEL_BSP_* (the batch span processor's delay and batch sizes) and OTEL_TRACES_MAX_PER_SECOND (the
  // ceiling on new traces, the product's default unless set) reach the traced stacks as set here.
  const batchSettings = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name.startsWith('OTEL_BSP_') || name === 'OTEL_TRACES_MAX_PER_SECOND',
    ),
  );
  return {
    env: {
      ...batchSettings,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_TRACES_SAMPLE_RATIO: ratio,
      ...(disabled ? { OTEL_NODE_DISABLED_INSTRUMENTATIONS: disabled } : {}),
    },
    collector,
  };
}
