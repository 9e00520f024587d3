import { AuditLogEntry, UserProfile } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAuth0 } from '../../../infra/test-support/fake-auth0.js';
import type { Profile } from '@tradehub/contract';
import { startSiblingGateway, type SiblingGateway } from '../support/sibling-gateway.js';
import { startTestGateway, TEST_PASSWORD, type TestGateway } from '../support/test-gateway.js';
import { ViewerCache } from '../../src/auth/viewer-cache.js';

// One database, two gateways: `local` without Auth0 (how accounts were made before Auth0 was configured)
// and `withAuth0`. An Auth0 identity whose verified address matches a local profile takes it over: the old
// password and every old session stop working. A profile already linked to another identity is not taken
// over: 409, audited.
const AUDIENCE = 'https://api.tradehub.test';
let auth0: Awaited<ReturnType<typeof startFakeAuth0>>;
let local: TestGateway;
let withAuth0: SiblingGateway;

beforeAll(async () => {
  auth0 = await startFakeAuth0(AUDIENCE);
  local = await startTestGateway('auth0-linking');
  withAuth0 = await startSiblingGateway(local, {
    auth0: { domain: auth0.origin, clientId: 'test-client', audience: AUDIENCE },
  });
});
afterAll(async () => {
  await withAuth0?.close();
  await local?.close();
  await auth0?.close();
});

const profileWithToken = (token: string) =>
  withAuth0.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
const signIn = (app: 'local' | 'auth0', email: string, password = TEST_PASSWORD) =>
  (app === 'local' ? local.app : withAuth0.app).inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
  });

describe('with Auth0 configured', () => {
  it('turns e-mail/password sign-up, sign-in and verification resends off', async () => {
    const { email } = await local.createAccount('approved');
    const answers = await Promise.all([
      withAuth0.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: 'new.person@example.com', password: TEST_PASSWORD, businessName: 'New Co' },
      }),
      signIn('auth0', email),
      withAuth0.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ error: { code: 'password_sign_in_disabled' } });
    }
    expect(await local.orm.em.fork().count(UserProfile, { email: 'new.person@example.com' })).toBe(0);
    // The same account still signs in with its password where Auth0 is not configured.
    expect((await signIn('local', email)).statusCode).toBe(200);
  });
});

describe('an Auth0 identity matching a local profile by e-mail', () => {
  it('takes over a never-verified local sign-up: the old password no longer signs in', async () => {
    const email = 'squatter.target@example.com';
    const signedUp = await local.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: TEST_PASSWORD, businessName: 'Early Bird Ltd' },
    });
    expect(signedUp.statusCode).toBe(201);
    expect((await signIn('local', email)).statusCode).toBe(403);
    const before = await local.orm.em.fork().findOneOrFail(UserProfile, { email });

    // Auth0 saying the address is unverified links nothing.
    const unverified = await profileWithToken(
      await auth0.tokenFor({ sub: 'auth0|link-1', email, email_verified: false }),
    );
    expect(unverified.statusCode).toBe(403);
    const untouched = await local.orm.em.fork().findOneOrFail(UserProfile, { email });
    expect(untouched.externalId ?? null).toBeNull();
    expect(untouched.passwordHash).toBeTruthy();

    const linked = await profileWithToken(
      await auth0.tokenFor({ sub: 'google-oauth2|link-1', email, email_verified: true, name: 'Real Owner' }),
    );
    expect(linked.statusCode).toBe(200);
    expect(linked.json<{ profile: Profile }>().profile.id).toBe(before.id);

    const after = await local.orm.em.fork().findOneOrFail(UserProfile, { email });
    expect(after.externalId).toBe('google-oauth2|link-1');
    expect(after.emailVerified).toBe(true);
    expect(after.passwordHash ?? null).toBeNull();
    // The old password signs in nowhere, not even on a gateway without Auth0.
    const refused = await signIn('local', email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { message: 'Incorrect password.' } });

    const audit = await local.orm.em
      .fork()
      .find(AuditLogEntry, { action: 'account.auth0-linked', entityId: before.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.changes).toMatchObject({ password: { before: 'set', after: 'cleared' } });
  });

  it('takes over a verified password account too, ending every session it had', async () => {
    const { email, user } = await local.createAccount('approved');
    const oldSession = await local.signIn(email);
    expect(
      (await local.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: oldSession } }))
        .statusCode,
    ).toBe(200);

    const linked = await profileWithToken(
      await auth0.tokenFor({ sub: 'auth0|link-2', email, email_verified: true }),
    );
    expect(linked.json<{ profile: Profile }>().profile.id).toBe(user.id);

    // The gateway that linked answers 401 at once; the other one had the session in its viewer cache, which
    // the link drops through an inter-server event and which, should that be late on a busy machine, expires
    // within its TTL anyway.
    const stale = (app: typeof local.app) =>
      app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: oldSession } });
    expect((await stale(withAuth0.app)).statusCode).toBe(401);
    await expect
      .poll(async () => (await stale(local.app)).statusCode, { timeout: ViewerCache.TTL_MS + 500 })
      .toBe(401);
    expect((await signIn('local', email)).statusCode).toBe(401);
    // The Auth0 identity keeps working, and finds the same profile again without re-linking.
    const again = await profileWithToken(
      await auth0.tokenFor({ sub: 'auth0|link-2', email, email_verified: true }),
    );
    expect(again.json<{ profile: Profile }>().profile.id).toBe(user.id);
    expect(
      await local.orm.em.fork().count(AuditLogEntry, { action: 'account.auth0-linked', entityId: user.id }),
    ).toBe(1);
  });

  it('refuses a different identity for a profile already linked to one, audited, and the first one keeps working', async () => {
    const email = 'linked.once@example.com';
    const original = async () =>
      profileWithToken(await auth0.tokenFor({ sub: 'auth0|original-1', email, email_verified: true }));
    const first = await original();
    expect(first.statusCode).toBe(200);
    const profileId = first.json<{ profile: Profile }>().profile.id;

    // Another sign-in (say, a Google account) that Auth0 also verified for the same address.
    const intruder = await auth0.tokenFor({ sub: 'google-oauth2|other-1', email, email_verified: true });
    const refused = await profileWithToken(intruder);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'identity_already_linked',
        message: expect.stringContaining('already linked to another sign-in'),
      },
    });
    // Asking again changes nothing, and the attempt is audited once an hour, not once a request.
    expect((await profileWithToken(intruder)).statusCode).toBe(409);
    const stored = await local.orm.em.fork().findOneOrFail(UserProfile, { email });
    expect(stored.externalId).toBe('auth0|original-1');
    const audit = await local.orm.em
      .fork()
      .find(AuditLogEntry, { action: 'account.auth0-link-refused', entityId: profileId });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.changes).toEqual({
      externalId: { before: 'auth0|original-1', after: 'auth0|original-1' },
      refusedExternalId: { before: null, after: 'google-oauth2|other-1' },
    });
    expect(
      await local.orm.em.fork().count(AuditLogEntry, { action: 'account.auth0-linked', entityId: profileId }),
    ).toBe(0);

    const again = await original();
    expect(again.statusCode).toBe(200);
    expect(again.json<{ profile: Profile }>().profile.id).toBe(profileId);
  });
});
