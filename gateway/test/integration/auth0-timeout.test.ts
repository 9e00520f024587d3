import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAuth0 } from '../../../infra/test-support/fake-auth0.js';
import { AUTH0_TIMEOUT_MS } from '../../src/auth/auth0-verifier.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

const AUDIENCE = 'https://api.tradehub.test';
let auth0: Awaited<ReturnType<typeof startFakeAuth0>>;
let gateway: TestGateway;

beforeAll(async () => {
  auth0 = await startFakeAuth0(AUDIENCE);
  gateway = await startTestGateway('auth0-timeout', {
    env: { AUTH0_DOMAIN: auth0.origin, AUTH0_CLIENT_ID: 'test-client', AUTH0_AUDIENCE: AUDIENCE },
  });
});
afterAll(async () => {
  await gateway?.close();
  await auth0?.close();
});

describe('Auth0 userinfo timeout', () => {
  it('answers 503 after the timeout when /userinfo hangs, and signs in once Auth0 answers again', async () => {
    const token = await auth0.tokenFor({
      sub: 'google-oauth2|slow-1',
      email: 'slow@example.com',
      email_verified: true,
      name: 'Sol Slow',
    });
    const profile = () =>
      gateway.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${token}` },
      });

    auth0.slowUserinfoOnce(AUTH0_TIMEOUT_MS * 4);
    const started = Date.now();
    const slow = await profile();
    const waited = Date.now() - started;
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toMatchObject({
      error: {
        code: 'service_unavailable',
        message: 'Sign-in could not be checked right now. Please try again in a moment.',
      },
    });
    expect(waited).toBeGreaterThanOrEqual(AUTH0_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(AUTH0_TIMEOUT_MS + 3_000);

    const again = await profile();
    expect(again.statusCode).toBe(200);
    expect(again.json().profile.email).toBe('slow@example.com');
  }, 30_000);
});
