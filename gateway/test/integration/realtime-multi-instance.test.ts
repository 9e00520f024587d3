import { createOrmConfig, initOrm, runMigrations, seedDemo } from '@tradehub/db';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedMember } from '../../../infra/test-support/factories.js';
import { freePort } from '../../../infra/test-support/product-process.js';
import {
  startStackProcess,
  waitForHttp,
  type StackProcess,
} from '../../../infra/test-support/stack-processes.js';
import { createTestDatabase } from '../../../infra/test-support/test-database.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { hashPassword } from '../../src/auth/password.js';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/contract/index.js';

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
  const orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  await runMigrations(orm);
  await seedDemo(orm.em.fork());
  const em = orm.em.fork();
  buildApprovedMember(em, {
    email: 'live@example.com',
    passwordHash: await hashPassword('secret-password'),
    businessName: 'Realtime Imports',
  });
  await em.flush();
  await orm.close();

  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisPrefix.url,
    REDIS_PREFIX: redisPrefix.prefix,
    SESSION_SECRET: 'realtime-test-secret-of-32-characters!',
    FX_TICK_MS: '250',
  };
  const [portA, portB] = [await freePort(), await freePort()];
  gatewayA = `http://127.0.0.1:${portA}`;
  gatewayB = `http://127.0.0.1:${portB}`;
  processes.push(startStackProcess('gateway', { ...env, PORT: String(portA) }));
  processes.push(startStackProcess('gateway', { ...env, PORT: String(portB) }));
  processes.push(startStackProcess('workers', env));
  await waitForHttp(`${gatewayA}/ready`, 30_000, processes[0]);
  await waitForHttp(`${gatewayB}/ready`, 30_000, processes[1]);

  const signIn = await fetch(`${gatewayB}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'live@example.com', password: 'secret-password' }),
  });
  expect(signIn.status).toBe(200);
  cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
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
      body: JSON.stringify({ quote: 'EUR', kind: 'above', threshold: 0.0001 }),
    });
    expect(create.status).toBe(201);
    const [alert] = await fired;
    expect(alert).toMatchObject({ quote: 'EUR', status: 'fired' });
    const [notification] = await notified;
    expect(notification).toMatchObject({ type: 'alert', title: 'Rate alert: USD/EUR' });
    expect(notification.message).toMatch(/USD\/EUR rose above 0\.0001/);
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
