import { UserProfile } from '@tradehub/db';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAuth0 } from '../../../infra/test-support/fake-auth0.js';
import type { Profile, PublicConfig } from '@tradehub/contract';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

const AUDIENCE = 'https://api.tradehub.test';
let auth0: Awaited<ReturnType<typeof startFakeAuth0>>;
let gateway: TestGateway;

beforeAll(async () => {
  auth0 = await startFakeAuth0(AUDIENCE);
  gateway = await startTestGateway('auth0', {
    env: { AUTH0_DOMAIN: auth0.origin, AUTH0_CLIENT_ID: 'test-client', AUTH0_AUDIENCE: AUDIENCE },
  });
});
afterAll(async () => {
  await gateway?.close();
  await auth0?.close();
});

const profileWith = (token: string) =>
  gateway.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });

describe('Auth0 sign-in', () => {
  it('tells the web app to sign in through Auth0', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json<PublicConfig>().auth).toEqual({
      mode: 'auth0',
      domain: auth0.origin,
      clientId: 'test-client',
      audience: AUDIENCE,
    });
  });

  it('creates the profile on first sign-in from the Google display name, then finds it again', async () => {
    const user = {
      sub: 'google-oauth2|1001',
      email: 'Mei.Lin@Example.com',
      email_verified: true,
      name: 'Mei Lin',
    };
    const first = await profileWith(await auth0.tokenFor(user));
    expect(first.statusCode).toBe(200);
    const profile = first.json<{ profile: Profile }>().profile;
    expect(profile).toMatchObject({
      email: 'mei.lin@example.com',
      businessName: 'Mei Lin',
      status: 'pending',
      demoMode: true,
      isAdmin: false,
      role: 'Owner',
    });
    const again = await profileWith(await auth0.tokenFor(user));
    expect(again.json<{ profile: Profile }>().profile.id).toBe(profile.id);
    const stored = await gateway.orm.em.fork().find(UserProfile, { externalId: 'google-oauth2|1001' });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.emailVerified).toBe(true);
  });

  it("falls back to 'Google User' without a display name", async () => {
    const response = await profileWith(
      await auth0.tokenFor({ sub: 'google-oauth2|1002', email: 'anon@example.com', email_verified: true }),
    );
    expect(response.json<{ profile: Profile }>().profile.businessName).toBe('Google User');
  });

  it('refuses an unverified e-mail', async () => {
    const response = await profileWith(
      await auth0.tokenFor({ sub: 'auth0|1003', email: 'unverified@example.com', email_verified: false }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: { message: 'Please verify your email before signing in' },
    });
  });

  it('refuses tokens with the wrong audience, the wrong issuer, an expiry in the past or a foreign key', async () => {
    const user = { sub: 'google-oauth2|1004', email: 'x@example.com', email_verified: true };
    const { privateKey: foreignKey } = await generateKeyPair('RS256');
    const bad = [
      await auth0.tokenFor(user, { audience: 'https://someone-else' }),
      await auth0.tokenFor(user, { issuer: 'https://evil.example/' }),
      await auth0.tokenFor(user, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      await auth0.tokenFor(user, { key: foreignKey }),
      'not-a-jwt',
    ];
    for (const token of bad) expect((await profileWith(token)).statusCode).toBe(401);
    expect(await gateway.orm.em.fork().count(UserProfile, { externalId: user.sub })).toBe(0);
  });
});
