import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@tradehub/contract';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

// AUTH_RATE_LIMITS reaches the limiters, and the demo entry is limited per client address.
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway('auth-rate-limits', {
    env: { AUTH_RATE_LIMITS: 'demo=3/1h, sign-in=:2/15m' },
  });
});
afterAll(() => gateway?.close());

const demo = (remoteAddress: string) =>
  gateway.app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress });

describe('auth rate limits', () => {
  it('limits opening the demo workspace per client address', async () => {
    for (let n = 0; n < 3; n += 1) expect((await demo('198.51.100.20')).statusCode).toBe(200);
    const refused = await demo('198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'rate_limited', message: AUTH_MESSAGES.tooManyAttempts },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.cookies.find((cookie) => cookie.name === 'th_session')).toBeUndefined();
    // Another client is not affected.
    expect((await demo('198.51.100.21')).statusCode).toBe(200);
  });

  it('applies an override to one limit and keeps the defaults of the others', async () => {
    const { email } = await gateway.createAccount('approved');
    const attempt = (remoteAddress: string) =>
      gateway.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: 'not-the-password' },
        remoteAddress,
      });
    // Per account now 2 per 15 minutes (default 10), whichever address tries.
    expect((await attempt('198.51.100.30')).statusCode).toBe(401);
    expect((await attempt('198.51.100.31')).statusCode).toBe(401);
    expect((await attempt('198.51.100.32')).statusCode).toBe(429);
    // Sign-up keeps its default (5 per account per hour).
    for (let n = 0; n < 6; n += 1) {
      const signUp = await gateway.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: 'secret1', businessName: 'Taken' },
        remoteAddress: `198.51.100.${40 + n}`,
      });
      expect(signUp.statusCode).toBe(n < 5 ? 409 : 429);
    }
  });
});
