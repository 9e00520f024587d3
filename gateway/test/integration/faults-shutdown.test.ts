// Faults: a gateway is stopped with SIGTERM (a deploy, a scale-down). It stops taking connections, lets
// the requests in flight finish, tells every socket when to come back (`server:shutdown`) before closing
// them, and exits 0 within its grace period. The browser's socket reconnects once a gateway listens again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLikeTheBrowser, type ClientSocket } from '../../../infra/test-support/browser-like-socket.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../../infra/test-support/fake-openai.js';
import {
  processEnv,
  seedMember,
  signInCookie,
  startGateway,
} from '../../../infra/test-support/process-stack.js';
import { startStackProcess, type StackProcess } from '../../../infra/test-support/stack-processes.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';

/** gateway/src/server.ts: past this the process is forced out with code 1. */
const SHUTDOWN_GRACE_MS = 10_000;
const AI_DELAY_MS = 3_000;

const database = await createPreparedDatabase('faults_shutdown', 'seeded');
const redisPrefix = createTestRedisPrefix('faults-shutdown');
let fake: FakeOpenAi;
let env: Record<string, string>;
let port: number;
let baseUrl: string;
let cookie: string;
const processes: StackProcess[] = [];
let socket: ClientSocket | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = probe();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error(`${what} not within ${timeoutMs} ms\n${processes.map((p) => p.output()).join('\n---\n')}`);
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const member = await seedMember(database.url, {
    email: 'shutdown@example.com',
    businessName: 'Shutdown Imports',
  });

  env = processEnv(
    'faults-shutdown',
    { databaseUrl: database.url, redis: redisPrefix },
    { AI_BASE_URL: fake.baseUrl, FX_PROVIDER: 'simulated' },
  );
  const gateway = await startGateway(env);
  port = gateway.port;
  baseUrl = gateway.url;
  processes.push(gateway);
  processes.push(startStackProcess('workers', env));
  await gateway.ready(90_000);
  cookie = await signInCookie(baseUrl, member);
});

afterAll(async () => {
  socket?.disconnect();
  await Promise.all(processes.map((process) => process.stop()));
  await fake?.close();
  await database.drop();
  await redisPrefix.cleanup();
});

describe('graceful shutdown of a gateway', () => {
  it('drains the request in flight, hints the sockets, exits 0, and the socket comes back', async () => {
    const [first] = processes;
    if (!first) throw new Error('no gateway');

    // After a server-side disconnect that follows a hint, it reconnects after the hinted delay plus jitter.
    const { socket: client, hints, disconnects, connects } = connectLikeTheBrowser(baseUrl, cookie);
    socket = client;
    await waitFor('the first connect', () => (connects() === 1 ? true : undefined));

    // A slow request in flight: the assistant's provider takes a few seconds to answer.
    fake.setBehaviour({ kind: 'slow', delayMs: AI_DELAY_MS });
    const inFlight = fetch(`${baseUrl}/api/ai/messages`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Which suppliers need attention this week?' }),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));
    await waitFor('the question to reach the provider', () => (fake.requests.length > 0 ? true : undefined));

    const exited = new Promise<number | null>((resolve) => first.child.once('exit', (code) => resolve(code)));
    const signalledAt = Date.now();
    first.child.kill('SIGTERM');

    const [hint] = await waitFor('the shutdown hint', () => (hints.length ? hints : undefined), 10_000);
    expect(hint?.event).toBe('server:shutdown');
    expect(hint?.hint.reconnectInMs).toBeGreaterThan(0);
    await waitFor('the server-side disconnect', () =>
      disconnects.includes('io server disconnect') ? true : undefined,
    );
    const hintedAfterMs = Date.now() - signalledAt;

    // The request that was in flight completes normally.
    const answered = await inFlight;
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body).toMatchObject({ reply: { role: 'assistant' } });
    const answeredAfterMs = Date.now() - signalledAt;

    const code = await exited;
    const exitedAfterMs = Date.now() - signalledAt;
    expect(code, first.output()).toBe(0);
    expect(exitedAfterMs).toBeLessThan(SHUTDOWN_GRACE_MS);
    // Stopped taking connections.
    await expect(fetch(`${baseUrl}/health`)).rejects.toThrow();

    // A gateway on the same address again (the restart): the socket is connected again by itself.
    const restartedAt = Date.now();
    processes.push(await startGateway(env, port));
    await waitFor(
      'the socket to reconnect',
      () => (connects() >= 2 && client.connected ? true : undefined),
      90_000,
    );
    console.info(
      `SIGTERM → hint and disconnect ${hintedAfterMs} ms, in-flight answered ${answeredAfterMs} ms, ` +
        `exit 0 after ${exitedAfterMs} ms; socket back ${Date.now() - restartedAt} ms after the restart began`,
    );
  });
});
