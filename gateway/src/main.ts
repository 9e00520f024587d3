// The gateway process: `node gateway/dist/main.js`. `npm start` launches it with DATABASE_URL and
// REDIS_URL resolved; run on its own it needs both set. Tracing (OTEL_EXPORTER_OTLP_ENDPOINT) starts before
// the rest of the process is loaded, so its instrumentations see Fastify, pg and ioredis load.
// First: V8's heap settings hold before anything else allocates (v8-heap-tuning.ts says why).
import './v8-heap-tuning.js';
import { ConfigError, loadConfig } from '@tradehub/db/config';

try {
  const config = loadConfig();
  const tracing = config.tracing.otlpEndpoint
    ? (await import('@tradehub/db/tracing')).startTracing({
        serviceName: 'tradehub-gateway',
        otlpEndpoint: config.tracing.otlpEndpoint,
        sampleRatio: config.tracing.sampleRatio,
        maxNewTracesPerSecond: config.tracing.maxNewPerSecond,
        exportDelayMs: config.tracing.exportDelayMs,
        // Its request spans are its own plugin's (app.ts); Node's HTTP wrapper would only add cost.
        instrumentations: config.tracing.instrumentations.filter((name) => name !== 'http'),
      })
    : undefined;
  const { runGateway } = await import('./server.js');
  await runGateway(config, tracing);
} catch (error: unknown) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
