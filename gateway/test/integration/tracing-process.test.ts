// A real gateway process with OTEL_EXPORTER_OTLP_ENDPOINT set starts (its ESM hooks must not break any
// package it loads) and exports its spans over OTLP/HTTP: the request spans, and the pg and ioredis calls
// made for them, reach a collector on loopback. The request span is the gateway's own alone (Node's HTTP
// instrumentation, which would wrap every request for a duplicate span, is off in the gateway).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOtlpCollector, type OtlpCollector } from '../../../infra/test-support/otlp-collector.js';
import {
  processEnv,
  seedMember,
  signInCookie,
  startGateway,
  type GatewayProcess,
} from '../../../infra/test-support/process-stack.js';
import { createTestDatabase } from '../../../infra/test-support/test-database.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';

const database = await createTestDatabase('tracing_process');
const redisPrefix = createTestRedisPrefix('tracing-process');
let collector: OtlpCollector;
let gateway: GatewayProcess;
let cookie: string;

beforeAll(async () => {
  const member = await seedMember(database.url, { email: 'traced@example.com' });
  collector = await startOtlpCollector();
  gateway = await startGateway(
    processEnv(
      'tracing-process',
      { databaseUrl: database.url, redis: redisPrefix },
      // The batch exporter sends every 200 ms instead of every 5 s.
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
        OTEL_TRACES_SAMPLE_RATIO: '1',
        OTEL_BSP_SCHEDULE_DELAY: '200',
      },
    ),
  );
  await gateway.ready(60_000);
  cookie = await signInCookie(gateway.url, member);
});

afterAll(async () => {
  await gateway?.stop();
  await collector?.close();
  await database.drop();
  await redisPrefix.cleanup();
});

describe('a traced gateway process', () => {
  it('exports request, pg and ioredis spans to the OTLP endpoint', async () => {
    const response = await fetch(`${gateway.url}/api/payments`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const deadline = Date.now() + 20_000;
    const wanted = [
      '@tradehub/gateway',
      '@opentelemetry/instrumentation-pg',
      '@opentelemetry/instrumentation-ioredis',
    ];
    for (;;) {
      const scopes = collector.spansByScope();
      if (wanted.every((scope) => (scopes[scope] ?? 0) > 0)) break;
      if (Date.now() > deadline)
        throw new Error(`spans by scope: ${JSON.stringify(scopes)}\n${gateway.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(collector.spansByScope()['@opentelemetry/instrumentation-http'] ?? 0).toBe(0);
  });
});
