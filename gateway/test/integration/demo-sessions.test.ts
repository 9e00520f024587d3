import { DEMO_USER_ID } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SESSION_CAP, DEMO_SESSION_IDLE_SECONDS } from '../../src/auth/session-store.js';
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
