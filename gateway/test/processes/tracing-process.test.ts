// Real gateway and workers processes with OTEL_EXPORTER_OTLP_ENDPOINT set start (tracing must not break any
// package they load) and export their spans over OTLP/HTTP to a collector on loopback: the gateway its
// request spans and the pg and ioredis calls made for them, the workers the pg and ioredis calls of a job
// the request queued. pg and ioredis are instrumented however they are imported (BullMQ and our Redis
// clients import ioredis as ESM). The request span is the gateway's own alone (Node's HTTP
// instrumentation, which would wrap every request for a duplicate span, is off in the gateway).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOtlpCollector, type OtlpCollector } from '../../../infra/test-support/otlp-collector.js';
import {
  processEnv,
  seedMember,
  signInCookie,
  startGateway,
  type GatewayProcess,
} from '../../../infra/test-support/process-stack.js';
import { startStackProcess, type StackProcess } from '../../../infra/test-support/stack-processes.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';

const database = await createPreparedDatabase('tracing_process', 'seeded');
const redisPrefix = createTestRedisPrefix('tracing-process');
let collector: OtlpCollector;
let gateway: GatewayProcess;
let workers: StackProcess;
let cookie: string;

beforeAll(async () => {
  const member = await seedMember(database.url, { email: 'traced@example.com' });
  collector = await startOtlpCollector();
  const env = processEnv(
    'tracing-process',
    { databaseUrl: database.url, redis: redisPrefix },
    // The batch exporter sends every 200 ms instead of every 5 s.
    {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_TRACES_SAMPLE_RATIO: '1',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
  );
  gateway = await startGateway(env);
  workers = startStackProcess('workers', env);
  await gateway.ready(60_000);
  cookie = await signInCookie(gateway.url, member);
});

afterAll(async () => {
  await gateway?.stop();
  await workers?.stop();
  await collector?.close();
  await database.drop();
  await redisPrefix.cleanup();
});

/** Waits until `service` has exported spans of every scope in `wanted`. */
async function spansOf(service: string, wanted: string[]): Promise<Record<string, number>> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const scopes = collector.spansOfService(service);
    if (wanted.every((scope) => (scopes[scope] ?? 0) > 0)) return scopes;
    if (Date.now() > deadline)
      throw new Error(
        `${service}'s spans by scope: ${JSON.stringify(scopes)}\n${gateway.output()}\n${workers.output()}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('traced gateway and workers processes', () => {
  it('export request, pg and ioredis spans to the OTLP endpoint, from both processes', async () => {
    const response = await fetch(`${gateway.url}/api/payments`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const report = await fetch(`${gateway.url}/api/reports`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'application/json',
        traceparent: `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`,
      },
      body: JSON.stringify({ range: '7d' }),
    });
    expect(report.status).toBe(202);

    const gatewayScopes = await spansOf('tradehub-gateway', [
      '@tradehub/gateway',
      '@opentelemetry/instrumentation-pg',
      '@opentelemetry/instrumentation-ioredis',
    ]);
    expect(gatewayScopes['@opentelemetry/instrumentation-http'] ?? 0).toBe(0);
    await spansOf('tradehub-workers', [
      'tradehub',
      '@opentelemetry/instrumentation-pg',
      '@opentelemetry/instrumentation-ioredis',
    ]);
  });
});

/**
 * A gateway of its own, traced with `settings` to a collector of its own, signed-in `GET /api/payments`
 * answered, then `check`ed; both are stopped after, whatever happened.
 */
async function withTracedGateway(
  settings: Record<string, string>,
  check: (traced: GatewayProcess, collector: OtlpCollector) => Promise<void>,
): Promise<void> {
  const own = await startOtlpCollector();
  const traced = await startGateway(
    processEnv(
      'tracing-process',
      { databaseUrl: database.url, redis: redisPrefix },
      { OTEL_EXPORTER_OTLP_ENDPOINT: own.endpoint, OTEL_TRACES_SAMPLE_RATIO: '1', ...settings },
    ),
  );
  try {
    await traced.ready(60_000);
    expect((await fetch(`${traced.url}/api/payments`, { headers: { cookie } })).status).toBe(200);
    await check(traced, own);
  } finally {
    await traced.stop();
    await own.close();
  }
}

/** Waits up to `withinMs` for the gateway's request span to reach `collector`. */
async function requestSpanArrives(traced: GatewayProcess, collector: OtlpCollector, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while ((collector.spansOfService('tradehub-gateway')['@tradehub/gateway'] ?? 0) === 0) {
    if (Date.now() > deadline) throw new Error(`no request span within ${withinMs} ms\n${traced.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a traced gateway with OTEL_NODE_DISABLED_INSTRUMENTATIONS=pg,ioredis', () => {
  it('exports its request spans and no pg or ioredis spans', () =>
    withTracedGateway(
      { OTEL_BSP_SCHEDULE_DELAY: '200', OTEL_NODE_DISABLED_INSTRUMENTATIONS: 'pg,ioredis' },
      async (lean, quiet) => {
        await requestSpanArrives(lean, quiet, 30_000);
        // Its pg and ioredis calls for the request (the session, the list) would have been exported with it.
        expect(Object.keys(quiet.spansOfService('tradehub-gateway'))).toEqual(['@tradehub/gateway']);
      },
    ));
});

describe('the export delay, OTEL_BSP_SCHEDULE_DELAY', () => {
  it('set to a minute, holds the finished spans, and sends them when the gateway stops', () =>
    withTracedGateway({ OTEL_BSP_SCHEDULE_DELAY: '60000' }, async (slow, patient) => {
      // Far beyond the default's 100 ms, far within the minute set: nothing has been sent yet.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(patient.spansOfService('tradehub-gateway')).toEqual({});
      await slow.stop();
      // Stopping exports what the batch held.
      expect(patient.spansOfService('tradehub-gateway')['@tradehub/gateway'] ?? 0).toBeGreaterThan(0);
    }));

  it("unset, sends a finished span well before the SDK's own 5 s", () =>
    // The default is 100 ms; 4 s leaves a loaded machine room and still tells it from the SDK's 5 s.
    withTracedGateway({}, (traced, prompt) => requestSpanArrives(traced, prompt, 4_000)));
});

describe('the ceiling on new traces, OTEL_TRACES_MAX_PER_SECOND', () => {
  it('records at most that many new traces a second, and every trace begun by a sampled traceparent', () =>
    withTracedGateway(
      { OTEL_TRACES_MAX_PER_SECOND: '2', OTEL_BSP_SCHEDULE_DELAY: '100' },
      async (capped, own) => {
        const requestSpans = () => own.spansOfService('tradehub-gateway')['@tradehub/gateway'] ?? 0;
        /** Waits for the spans exported to stop growing (two export delays without one more). */
        const settled = async () => {
          let last = -1;
          while (requestSpans() !== last) {
            last = requestSpans();
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
          return last;
        };
        // 30 new traces at once; the ratio (1) would record them all.
        const started = performance.now();
        const burst = await Promise.all(
          Array.from({ length: 30 }, () => fetch(`${capped.url}/api/profile`, { headers: { cookie } })),
        );
        const seconds = (performance.now() - started) / 1000;
        expect(burst.map((response) => response.status)).toEqual(burst.map(() => 200));
        const newTraces = await settled();
        // withTracedGateway's own request, then a full allowance of 2 and what refilled during the burst.
        expect(newTraces).toBeGreaterThanOrEqual(2);
        expect(newTraces, `the burst took ${seconds.toFixed(2)} s`).toBeLessThanOrEqual(3 + 2 * seconds);

        // Traces begun elsewhere (a sampled traceparent) are recorded whole, allowance or not.
        const continued = await Promise.all(
          Array.from({ length: 10 }, () =>
            fetch(`${capped.url}/api/profile`, {
              headers: {
                cookie,
                traceparent: `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`,
              },
            }),
          ),
        );
        expect(continued.map((response) => response.status)).toEqual(continued.map(() => 200));
        await expect.poll(requestSpans, { timeout: 15_000 }).toBe(newTraces + 10);
      },
    ));
});
