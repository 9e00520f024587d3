// BENCH_TRACING=collector: the benches' processes trace, to a tiny OTLP/HTTP receiver on loopback
// (infra/test-support/otlp-collector.ts), so the measurement includes exporting the spans.
import { startOtlpCollector, type OtlpCollector } from '../../../infra/test-support/otlp-collector.js';
import type { Cleanup } from './cleanup.js';

/**
 * BENCH_TRACING=collector: starts the collector and returns the environment that turns tracing on in the
 * processes the bench starts (OTEL_EXPORTER_OTLP_ENDPOINT); otherwise tracing stays off.
 */
export async function benchTracing(
  cleanup: Cleanup,
): Promise<{ env: NodeJS.ProcessEnv; collector?: OtlpCollector }> {
  if (process.env.BENCH_TRACING !== 'collector') return { env: {} };
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
