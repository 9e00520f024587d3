import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  processEnv,
  seedMember,
  signInCookie,
  startTwoGateways,
  type TwoGatewayStack,
} from '../../../infra/test-support/process-stack.js';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { createTestRedisPrefix } from '../../../infra/test-support/test-redis.js';
import { nextEvent as next, testSockets } from '../../../infra/test-support/test-sockets.js';

// Two gateway processes and a workers process over one PostgreSQL and one Redis, as in production.
const database = await createPreparedDatabase('realtime', 'seeded');
const redisPrefix = createTestRedisPrefix('realtime');
const sockets = testSockets();
const connect = sockets.connect;
let stack: TwoGatewayStack | undefined;
let gatewayA: string;
let gatewayB: string;
let cookie: string;

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
  stack = await startTwoGateways(env);
  [gatewayA, gatewayB] = stack.urls;
  cookie = await signInCookie(gatewayB, member);
});

afterAll(async () => {
  sockets.disconnectAll();
  await stack?.stop();
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
