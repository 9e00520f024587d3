// Faults: PostgreSQL goes away and comes back. The gateway process reaches the real PostgreSQL through a
// TCP proxy of the test's own (the shared server is never stopped): the outage ends every connection and
// refuses new ones. While it lasts the API answers 503 `database_unavailable` with a message for people
// (never a 500) and /ready fails; once the database is back the same calls succeed, with no restart.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  processEnv,
  seedMember,
  signInCookie,
  startGateway,
  type GatewayProcess,
} from '../../../infra/test-support/process-stack.js';
import { startTcpProxy, type TcpProxy } from '../../../infra/test-support/tcp-proxy.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { rethrowWithOutput } from '../../../infra/test-support/with-process-output.js';

const database = await createPreparedDatabase('faults_pg', 'seeded');
const redisPrefix = createTestRedisPrefix('faults-pg');
let proxy: TcpProxy;
let gateway: GatewayProcess;
let baseUrl: string;
let cookie: string;

interface Answer {
  status: number;
  body: unknown;
  retryAfter: string | null;
  ms: number;
}

async function call(path: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure message
  }
  return {
    status: response.status,
    body,
    retryAfter: response.headers.get('retry-after'),
    ms: Math.round(performance.now() - started),
  };
}

/** The first answer of `path` that `accept` takes, asked every 200 ms; a timeout shows the last one. */
const answerAccepted = (path: string, accept: (answer: Answer) => boolean, timeoutMs: number) =>
  vi
    .waitFor(
      async () => {
        const answer = await call(path);
        const last = `${path} never matched within ${timeoutMs} ms; last: ${JSON.stringify(answer)}`;
        expect(accept(answer), last).toBe(true);
        return answer;
      },
      { timeout: timeoutMs, interval: 200 },
    )
    .catch(rethrowWithOutput(() => gateway.output()));

beforeAll(async () => {
  const member = await seedMember(database.url, {
    email: 'outage@example.com',
    businessName: 'Outage Imports',
  });

  const real = new URL(database.url);
  proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
  const viaProxy = new URL(database.url);
  viaProxy.port = String(proxy.port);

  gateway = await startGateway(
    processEnv('faults-pg', { databaseUrl: viaProxy.toString(), redis: redisPrefix }),
  );
  baseUrl = gateway.url;
  await gateway.ready(90_000);
  cookie = await signInCookie(baseUrl, member);
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await database.drop();
  await redisPrefix.cleanup();
});

describe('PostgreSQL unavailable', () => {
  it('answers 503 with a clear message while it is away, and recovers by itself when it returns', async () => {
    for (const path of ['/api/notifications', '/api/dashboard']) expect((await call(path)).status).toBe(200);
    expect(proxy.connections()).toBeGreaterThan(0);

    await proxy.cut();
    const outageStarted = Date.now();

    // The viewer cache may answer who is asking for a moment; the data itself needs the database.
    for (const path of ['/api/notifications', '/api/dashboard']) {
      const answer = await answerAccepted(path, (a) => a.status !== 200, 15_000);
      expect(answer.status, `${JSON.stringify(answer.body)}\n${gateway.output().slice(-6000)}`).toBe(503);
      expect(answer.body).toEqual({
        error: {
          code: 'database_unavailable',
          message: expect.stringMatching(/database.*unavailable.*try again/i),
        },
      });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      // Fails fast rather than hanging on the pool.
      expect(answer.ms).toBeLessThan(8_000);
    }
    // Every later call fails the same way (never a 500), whatever the pool holds by then.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await call('/api/notifications');
      expect(answer.status, `${JSON.stringify(answer.body)}\n${gateway.output().slice(-6000)}`).toBe(503);
    }

    const notReady = await answerAccepted('/ready', (a) => a.status === 503, 10_000);
    expect(notReady.body).toMatchObject({
      status: 'not-ready',
      checks: { postgres: { status: 'down' }, redis: { status: 'up' } },
    });
    const health = await call('/health');
    expect(health.status).toBe(200);

    await proxy.restore();
    const restored = Date.now();
    await answerAccepted('/ready', (a) => a.status === 200, 30_000);
    const readyAt = Date.now();
    await answerAccepted('/api/notifications', (a) => a.status === 200, 30_000);
    await answerAccepted('/api/dashboard', (a) => a.status === 200, 30_000);
    const recoveredAt = Date.now();
    const recoveryMs = recoveredAt - restored;
    console.info(
      `postgres outage ${restored - outageStarted} ms; after its return: /ready 200 in ${readyAt - restored} ms, ` +
        `API 200 in ${recoveredAt - readyAt} ms (all within ${recoveryMs} ms)`,
    );
    expect(recoveryMs).toBeLessThan(15_000);
    const seen = new Set(
      [...gateway.output().matchAll(/"err":\{"type":"(\w+)","message":"(?:[^"\\]|\\.)*? - ([^"\\]+)/g)].map(
        ([, type, message]) => `${type}: ${message}`,
      ),
    );
    console.info(`failures answered 503: ${[...seen].join(' | ')}`);
    expect(gateway.child.exitCode).toBeNull();
    expect(gateway.output()).not.toMatch(/"statusCode":500|internal_error/);
  });
});
