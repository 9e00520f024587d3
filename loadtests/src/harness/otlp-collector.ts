// BENCH_TRACING=collector: the benches' processes trace, to a tiny OTLP/HTTP receiver on loopback
// (infra/test-support/otlp-collector.ts), so the measurement includes exporting the spans.
import { startOtlpCollector, type OtlpCollector } from '../../../infra/test-support/otlp-collector.js';
import type { Cleanup } from './cleanup.js';

export interface BenchTracing {
  /** The environment that turns tracing on in the processes a bench starts (empty: tracing off). */
  env: NodeJS.ProcessEnv;
  collector?: OtlpCollector;
}

/**
 * BENCH_TRACING=collector: starts the collector and returns the environment that turns tracing on in the
 * processes the bench starts (OTEL_EXPORTER_OTLP_ENDPOINT); otherwise tracing stays off.
 */
export async function benchTracing(cleanup: Cleanup): Promise<BenchTracing> {
  if (process.env.BENCH_TRACING !== 'collector') return { env: {} };
  return tracingToCollector(cleanup);
}

/**
 * Starts the collector and returns the environment that makes a process trace to it, whatever
 * BENCH_TRACING says (bench-api's `compare` mode starts its stacks with and without it).
 */
export async function tracingToCollector(cleanup: Cleanup): Promise<Required<BenchTracing>> {
  const collector = await startOtlpCollector();
  cleanup.add('OTLP collector', () => collector.close());
  console.log(`[bench] tracing on: spans go to ${collector.endpoint}`);
  // Every trace recorded unless BENCH_TRACE_SAMPLE_RATIO says otherwise: the worst case by default.
  const ratio = process.env.BENCH_TRACE_SAMPLE_RATIO ?? '1';
  return {
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_TRACES_SAMPLE_RATIO: ratio },
    collector,
  };
}
