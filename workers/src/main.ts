// The workers process: `node workers/dist/main.js`. `npm start` launches it with DATABASE_URL and
// REDIS_URL resolved; run on its own it needs both set. Tracing (OTEL_EXPORTER_OTLP_ENDPOINT) starts before
// the rest of the process is loaded, so its instrumentations see pg and ioredis load.
import { ConfigError, loadConfig } from '@tradehub/db/config';

try {
  const config = loadConfig();
  const tracing = config.tracing.otlpEndpoint
    ? (await import('@tradehub/db/tracing')).startTracing({
        serviceName: 'tradehub-workers',
        otlpEndpoint: config.tracing.otlpEndpoint,
        sampleRatio: config.tracing.sampleRatio,
        maxNewTracesPerSecond: config.tracing.maxNewPerSecond,
        exportDelayMs: config.tracing.exportDelayMs,
        instrumentations: config.tracing.instrumentations,
      })
    : undefined;
  const { runWorkers } = await import('./process.js');
  await runWorkers(config, tracing);
} catch (error: unknown) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
