import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  processEnv,
  seedMember,
  signInCookie,
  startGateway,
} from '../../../infra/test-support/process-stack.js';
import { startStackProcess, type StackProcess } from '../../../infra/test-support/stack-processes.js';
import { createTestDatabase } from '../../../infra/test-support/test-database.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import type { ClientToServerEvents, ServerToClientEvents } from '@tradehub/contract';

// Two gateway processes and a workers process over one PostgreSQL and one Redis, as in production.
const database = await createTestDatabase('realtime');
const redisPrefix = createTestRedisPrefix('realtime');
const processes: StackProcess[] = [];
const sockets: Socket[] = [];
let gatewayA: string;
let gatewayB: string;
let cookie: string;

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

function connect(url: string, headers: Record<string, string> = {}): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function next<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E, timeoutMs = 15_000) {
  return new Promise<Parameters<ServerToClientEvents[E]>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, ((...args: Parameters<ServerToClientEvents[E]>) => {
      clearTimeout(timer);
      resolve(args);
    }) as never);
  });
}

beforeAll(async () => {
  const member = await seedMember(database.url, {
    email: 'live@example.com',
    businessName: 'Realtime Imports',
  });

  const env = processEnv(
    'realtime',
    { databaseUrl: database.url, redis: redisPrefix },
    { FX_TICK_MS: '250' },
  );
  const [a, b] = [await startGateway(env), await startGateway(env)];
  gatewayA = a.url;
  gatewayB = b.url;
  processes.push(a, b, startStackProcess('workers', env));
  await a.ready(30_000);
  await b.ready(30_000);
  cookie = await signInCookie(gatewayB, member);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all(processes.map((process) => process.stop()));
  await database.drop();
  await redisPrefix.cleanup();
});

describe('real-time across gateway instances', () => {
  it('delivers to a browser on gateway A what was caused through gateway B', async () => {
    const onA = await connect(gatewayA, { cookie });
    const received = next(onA, 'notification:read-all');
    const response = await fetch(`${gatewayB}/api/notifications/read-all`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(response.status).toBe(204);
    await expect(received).resolves.toEqual([]);
  });

  it('delivers the FX ticks the workers process publishes, to anonymous sockets too', async () => {
    const anonymous = await connect(gatewayA);
    const [tick] = await next(anonymous, 'fx:tick');
    expect(tick.base).toBe('USD');
    expect(Object.keys(tick.rates).length).toBeGreaterThanOrEqual(52);
    expect(Date.now() - tick.publishedAt).toBeLessThan(5_000);
  });

  it('fires a rate alert set through gateway B to the owner on gateway A, and only to them', async () => {
    const owner = await connect(gatewayA, { cookie });
    const stranger = await connect(gatewayA);
    let strangerGotIt = false;
    stranger.on('notification:new', () => (strangerGotIt = true));
    const fired = next(owner, 'alert:fired');
    const notified = next(owner, 'notification:new');
    const create = await fetch(`${gatewayB}/api/fx/alerts`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'EUR', kind: 'above', threshold: 0.0001 }),
    });
    expect(create.status).toBe(201);
    const [alert] = await fired;
    expect(alert).toMatchObject({ base: 'EUR', quote: 'USD', status: 'fired' });
    const [notification] = await notified;
    expect(notification).toMatchObject({ type: 'alert', title: 'Rate alert: EUR/USD' });
    expect(notification.message).toMatch(/EUR\/USD rose above 0\.0001/);
    expect(strangerGotIt).toBe(false);

    // Fired once: no second notification on the next ticks.
    let again = 0;
    owner.on('alert:fired', () => (again += 1));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(again).toBe(0);
  });

  it('keeps anonymous sockets out of private rooms', async () => {
    const anonymous = await connect(gatewayB);
    let leaked = false;
    anonymous.on('notification:read-all', () => (leaked = true));
    await fetch(`${gatewayA}/api/notifications/read-all`, { method: 'POST', headers: { cookie } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(leaked).toBe(false);
  });
});
