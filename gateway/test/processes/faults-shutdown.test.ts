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
import { rethrowWithOutput } from '../../../infra/test-support/with-process-output.js';

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

/** A wait's failure, with every gateway's output. */
const showOutput = rethrowWithOutput(() => processes.map((p) => p.output()).join('\n---\n'));
const wait = { timeout: 30_000, interval: 50 };

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
    await expect
      .poll(connects, { ...wait, message: 'the first connect' })
      .toBe(1)
      .catch(showOutput);

    // A slow request in flight: the assistant's provider takes a few seconds to answer.
    fake.setBehaviour({ kind: 'slow', delayMs: AI_DELAY_MS });
    const inFlight = fetch(`${baseUrl}/api/ai/messages`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Which suppliers need attention this week?' }),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));
    await expect
      .poll(() => fake.requests.length, { ...wait, message: 'the question to reach the provider' })
      .toBeGreaterThan(0)
      .catch(showOutput);

    const exited = new Promise<number | null>((resolve) => first.child.once('exit', (code) => resolve(code)));
    const signalledAt = Date.now();
    first.child.kill('SIGTERM');

    await expect
      .poll(() => hints.length, { ...wait, timeout: 10_000, message: 'the shutdown hint' })
      .toBeGreaterThan(0)
      .catch(showOutput);
    const [hint] = hints;
    expect(hint?.event).toBe('server:shutdown');
    expect(hint?.hint.reconnectInMs).toBeGreaterThan(0);
    await expect
      .poll(() => disconnects, { ...wait, message: 'the server-side disconnect' })
      .toContain('io server disconnect')
      .catch(showOutput);
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
    const reconnected = () => connects() >= 2 && client.connected;
    await expect
      .poll(reconnected, { ...wait, timeout: 90_000, message: 'the socket to reconnect' })
      .toBe(true)
      .catch(showOutput);
    console.info(
      `SIGTERM → hint and disconnect ${hintedAfterMs} ms, in-flight answered ${answeredAfterMs} ms, ` +
        `exit 0 after ${exitedAfterMs} ms; socket back ${Date.now() - restartedAt} ms after the restart began`,
    );
  });
});
