// Demo sessions: capped (1,000 at once by default), short-lived, and an address that opens many ends its own
// oldest first, so one client cannot push every other visitor out (issue 24 item 11).
import { DEMO_USER_ID } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SESSION_CAP, DEMO_SESSION_IDLE_SECONDS } from '../../src/auth/session-store.js';
import { ViewerCache } from '../../src/auth/viewer-cache.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway('demo-sessions');
});
afterAll(async () => {
  await gateway?.close();
});

/** Opens the demo as a client of its own address (the demo entry is rate limited per address). */
async function openDemo(index: number): Promise<string> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/api/auth/demo',
    remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
  });
  if (response.statusCode !== 200)
    throw new Error(`demo entry ${index}: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((entry) => entry.name === 'th_session');
  if (!cookie) throw new Error('no session cookie');
  expect(cookie.maxAge).toBeLessThanOrEqual(24 * 60 * 60);
  return `th_session=${cookie.value}`;
}

async function keysMatching(pattern: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await gateway.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

const profileStatus = async (cookie: string) =>
  (await gateway.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode;

describe('demo sessions', () => {
  it('are capped: 5,000 demo entries leave at most the cap of session keys, the oldest evicted', async () => {
    const prefix = gateway.config.redisPrefix;
    const oldest = await openDemo(0);
    expect(await profileStatus(oldest)).toBe(200);
    let newest = oldest;
    for (let start = 1; start < 5_000; start += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, 5_000 - start) }, (_, offset) => openDemo(start + offset)),
      );
      newest = batch.at(-1) ?? newest;
    }
    // One more, alone, so it is certainly the newest.
    newest = await openDemo(5_000);

    const sessionKeys = await keysMatching(`${prefix}:session:*`);
    expect(sessionKeys.length).toBeLessThanOrEqual(DEMO_SESSION_CAP);
    expect(await gateway.redis.zcard(`${prefix}:demo-sessions`)).toBeLessThanOrEqual(DEMO_SESSION_CAP);
    // The demo user's per-user index does not grow with them.
    expect(await gateway.redis.scard(`${prefix}:user-sessions:${DEMO_USER_ID}`)).toBe(0);

    expect(await profileStatus(oldest)).toBe(401);
    expect(await profileStatus(newest)).toBe(200);
  }, 120_000);

  it('are short-lived: a demo session idles out after hours, not weeks', async () => {
    const cookie = await openDemo(6_000);
    expect(await profileStatus(cookie)).toBe(200);
    const prefix = gateway.config.redisPrefix;
    const keys = await keysMatching(`${prefix}:session:*`);
    const ttls = await Promise.all(keys.map((key) => gateway.redis.ttl(key)));
    expect(Math.max(...ttls)).toBeLessThanOrEqual(DEMO_SESSION_IDLE_SECONDS);
    expect(Math.min(...ttls)).toBeGreaterThan(0);
  });
});

describe('the demo session cap, per client address', () => {
  const CAP = 5;
  let small: TestGateway;
  beforeAll(async () => {
    small = await startTestGateway('demo-cap-per-address', {
      // The entry's own per-address rate limit out of the way: this is about the cap.
      env: { AUTH_RATE_LIMITS: 'demo=10000/1h' },
      sessionLifetimes: { demoCap: CAP },
    });
  });
  afterAll(async () => {
    await small?.close();
  });

  const enter = async (remoteAddress: string) => {
    const response = await small.app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((entry) => entry.name === 'th_session');
    // Distinct creation times (milliseconds), so "oldest" names one session.
    await new Promise((resolve) => setTimeout(resolve, 3));
    return `th_session=${cookie?.value}`;
  };
  const status = async (cookie: string) =>
    (await small.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode;

  it("one address opening demo after demo ends its own oldest sessions, never other visitors'", async () => {
    const visitors: string[] = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '2001:db8::3', '203.0.113.4'])
      visitors.push(await enter(address));
    const flood: string[] = [];
    for (let n = 0; n < 12; n += 1) flood.push(await enter('198.51.100.7'));
    // And at once, as from several gateways: the script is one atomic step in Redis.
    flood.push(...(await Promise.all(Array.from({ length: 12 }, () => enter('198.51.100.7')))));

    for (const visitor of visitors) expect(await status(visitor)).toBe(200);
    const flooderLive = (await Promise.all(flood.map(status))).filter((code) => code === 200);
    expect(flooderLive).toHaveLength(CAP - visitors.length);
    expect(await status(flood[0]!)).toBe(401);
    expect(await small.redis.zcard(`${small.config.redisPrefix}:demo-sessions`)).toBe(CAP);

    // An address with no demo session of its own ends the oldest one there is (here the first visitor's).
    const newcomer = await enter('192.0.2.99');
    expect(await status(newcomer)).toBe(200);
    // (Read a moment ago, it may answer from a gateway's 2-second viewer cache until that expires.)
    await expect
      .poll(() => status(visitors[0]!), { timeout: ViewerCache.TTL_MS + 1_000, interval: 200 })
      .toBe(401);
    for (const visitor of visitors.slice(1)) expect(await status(visitor)).toBe(200);
    const prefix = small.config.redisPrefix;
    expect(await small.redis.zcard(`${prefix}:demo-sessions`)).toBe(CAP);
    // Every live demo session knows its address, and no ended one is left behind in that index.
    expect(await small.redis.hlen(`${prefix}:demo-session-clients`)).toBe(CAP);

    // Signing out removes the session from its address's set too.
    const signOut = await small.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: newcomer },
    });
    expect(signOut.statusCode).toBe(204);
    expect(await small.redis.zcard(`${prefix}:demo-sessions-of:192.0.2.99`)).toBe(0);
    expect(await small.redis.hlen(`${prefix}:demo-session-clients`)).toBe(CAP - 1);
    expect(await small.redis.zcard(`${prefix}:demo-sessions`)).toBe(CAP - 1);
  });
});
