import { AuditLogEntry, UserProfile } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  passwordResetKey,
  passwordResetToken,
  PASSWORD_RESET_TTL_SECONDS,
} from '../../src/auth/password-reset-tokens.js';
import { AUTH_MESSAGES } from '@tradehub/contract';
import {
  startTestGateway,
  TEST_PASSWORD,
  TEST_SESSION_SECRET,
  type TestGateway,
} from '../support/test-gateway.js';

// 'Forgot password?' through the API. The mail is an outbox row the relay queues; no workers run here, so
// the queued mail jobs stay in the queue and the test derives the link's token from the job's grant id and
// the secret, as the worker does (workers/test covers the mail itself; link-secrets-at-rest.test.ts that the
// job alone opens nothing).
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway('password-reset');
});
afterAll(() => gateway?.close());

// Each test comes from an address of its own, so the per-address limits of one do not touch another.
let addresses = 0;
const newAddress = () => `192.0.2.${(addresses += 1)}`;

const post = (url: string, payload: object, remoteAddress: string, cookie?: string) =>
  gateway.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; field?: string } }).error;

/** The mail jobs queued so far, once the relay has published every committed outbox row. */
async function queuedMails() {
  await gateway.outboxRelay!.drain();
  return gateway.emailQueue.queue.getJobs(['waiting', 'delayed', 'prioritized', 'active']);
}

async function resetJobsFor(userId: string) {
  const jobs = await queuedMails();
  return jobs.filter((job) => job.name === 'reset-password' && job.data.userId === userId);
}

/** Asks for a link and returns the token of the one mail it queued. */
async function requestToken(email: string, userId: string, from: string) {
  const before = (await resetJobsFor(userId)).length;
  const response = await post('/api/auth/forgot-password', { email }, from);
  expect(response.statusCode).toBe(200);
  const jobs = await resetJobsFor(userId);
  expect(jobs).toHaveLength(before + 1);
  const newest = jobs.sort((a, b) => b.timestamp - a.timestamp)[0]!;
  const { grantId } = newest.data as { grantId: string };
  return passwordResetToken(TEST_SESSION_SECRET, grantId);
}

describe('forgot password', () => {
  it('answers the same whether or not the address has an account, and mails only an account', async () => {
    const from = newAddress();
    const { email, user } = await gateway.createAccount('approved');
    const before = (await queuedMails()).length;

    const unknown = await post('/api/auth/forgot-password', { email: 'nobody.at.all@example.com' }, from);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
    expect(await queuedMails()).toHaveLength(before);

    const known = await post('/api/auth/forgot-password', { email: `  ${email.toUpperCase()} ` }, from);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const jobs = await resetJobsFor(user.id);
    expect(jobs).toHaveLength(1);
    // Queued by the outbox relay from the request's outbox row, not by the gateway.
    expect(jobs[0]!.id).toMatch(/^outbox-\d+$/);
    // The job holds a grant id, never the token; the worker derives the token from it and the secret.
    expect(Object.keys(jobs[0]!.data).sort()).toEqual(['email', 'grantId', 'userId']);
    expect(jobs[0]!.data).toMatchObject({ userId: user.id, email });
    const token = passwordResetToken(TEST_SESSION_SECRET, (jobs[0]!.data as { grantId: string }).grantId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Redis keeps the token's hash with a one-hour TTL.
    expect(await gateway.redis.exists(`${gateway.config.redisPrefix}:password-reset:${token}`)).toBe(0);
    const ttl = await gateway.redis.ttl(passwordResetKey(gateway.config.redisPrefix, token));
    expect(ttl).toBeGreaterThan(PASSWORD_RESET_TTL_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(PASSWORD_RESET_TTL_SECONDS);

    const malformed = await post('/api/auth/forgot-password', { email: 'not-an-address' }, from);
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed)).toMatchObject({ code: 'invalid_email', field: 'email' });
  });

  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const from = newAddress();
    const { email, user } = await gateway.createAccount('approved');
    const laptop = await gateway.signIn(email);
    const phone = await gateway.signIn(email);
    const token = await requestToken(email, user.id, from);

    // Too short: refused without using up the link.
    const weak = await post('/api/auth/reset-password', { token, password: '12345' }, from);
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak)).toMatchObject({ code: 'weak_password', field: 'password' });

    const reset = await post('/api/auth/reset-password', { token, password: 'a-brand-new-one' }, from);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: AUTH_MESSAGES.passwordReset });
    // No session is opened by the reset: the person signs in.
    expect(reset.cookies.find((cookie) => cookie.name === 'th_session')).toBeUndefined();

    for (const cookie of [laptop, phone]) {
      const profile = await gateway.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
      expect(profile.statusCode).toBe(401);
    }
    const again = await post('/api/auth/reset-password', { token, password: 'yet-another-one' }, from);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toEqual({
      code: 'reset_link_invalid',
      message: AUTH_MESSAGES.resetLinkInvalid,
      field: 'token',
    });

    const old = await post('/api/auth/sign-in', { email, password: TEST_PASSWORD }, from);
    expect(old.statusCode).toBe(401);
    expect(errorOf(old).code).toBe('wrong_password');
    expect(await gateway.signIn(email, 'a-brand-new-one')).toMatch(/^th_session=/);

    const audit = await gateway.orm.em.fork().find(AuditLogEntry, { action: 'account.password-reset' });
    expect(audit.filter((entry) => entry.entityId === user.id)).toHaveLength(1);
  });

  it('refuses an expired link, a made-up one, and the older links once one was used', async () => {
    const from = newAddress();
    const { email, user } = await gateway.createAccount('approved');
    const expired = await requestToken(email, user.id, from);
    await gateway.redis.pexpire(passwordResetKey(gateway.config.redisPrefix, expired), 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const late = await post('/api/auth/reset-password', { token: expired, password: 'too-late-now' }, from);
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).code).toBe('reset_link_invalid');

    for (const token of ['', 'made-up', 'x'.repeat(200)]) {
      const forged = await post('/api/auth/reset-password', { token, password: 'whatever-1' }, from);
      expect(forged.statusCode, token).toBe(400);
      expect(errorOf(forged).code).toBe('reset_link_invalid');
    }
    const huge = await post(
      '/api/auth/reset-password',
      { token: 'x'.repeat(5000), password: 'a1b2c3' },
      from,
    );
    expect(huge.statusCode).toBe(400);

    const first = await requestToken(email, user.id, from);
    const second = await requestToken(email, user.id, from);
    expect(
      (await post('/api/auth/reset-password', { token: second, password: 'second-link' }, from)).statusCode,
    ).toBe(200);
    const stale = await post('/api/auth/reset-password', { token: first, password: 'first-link' }, from);
    expect(stale.statusCode).toBe(400);
    expect(await gateway.signIn(email, 'second-link')).toMatch(/^th_session=/);
  });

  it('verifies an unverified address (the link proves the mailbox) and refuses a link for an old address', async () => {
    const from = newAddress();
    const { email, user } = await gateway.createAccount('unverified');
    const token = await requestToken(email, user.id, from);
    expect(
      (await post('/api/auth/reset-password', { token, password: 'verified-by-mail' }, from)).statusCode,
    ).toBe(200);
    const stored = await gateway.orm.em.fork().findOneOrFail(UserProfile, { id: user.id });
    expect(stored.emailVerified).toBe(true);
    const signIn = await post('/api/auth/sign-in', { email, password: 'verified-by-mail' }, from);
    // Verified now; still pending the administrator's approval like any new account.
    expect(signIn.statusCode).toBe(200);

    const moved = await gateway.createAccount('approved');
    const forOldAddress = await requestToken(moved.email, moved.user.id, from);
    await gateway.orm.em
      .fork()
      .nativeUpdate(UserProfile, { id: moved.user.id }, { email: `new-${moved.email}` });
    const refused = await post(
      '/api/auth/reset-password',
      { token: forOldAddress, password: 'hijacked!' },
      from,
    );
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('reset_link_invalid');
  });

  it('rate limits asking for links per account and per address', async () => {
    const { email } = await gateway.createAccount('approved');
    // Per account: three links an hour, whichever addresses ask.
    for (let n = 0; n < 3; n += 1) {
      expect((await post('/api/auth/forgot-password', { email }, newAddress())).statusCode).toBe(200);
    }
    const perAccount = await post('/api/auth/forgot-password', { email }, newAddress());
    expect(perAccount.statusCode).toBe(429);
    expect(errorOf(perAccount)).toMatchObject({
      code: 'rate_limited',
      message: AUTH_MESSAGES.tooManyAttempts,
    });
    expect(Number(perAccount.headers['retry-after'])).toBeGreaterThan(0);

    // Per address: ten an hour, whichever accounts they name (unknown ones included).
    const from = newAddress();
    for (let n = 0; n < 10; n += 1) {
      const response = await post('/api/auth/forgot-password', { email: `someone-${n}@example.com` }, from);
      expect(response.statusCode).toBe(200);
    }
    expect(
      (await post('/api/auth/forgot-password', { email: 'one-more@example.com' }, from)).statusCode,
    ).toBe(429);

    // Using links is limited per address too.
    const guesser = newAddress();
    let last;
    for (let n = 0; n < 21; n += 1) {
      last = await post('/api/auth/reset-password', { token: `guess-${n}`, password: 'guessing' }, guesser);
    }
    expect(last?.statusCode).toBe(429);
  });
});
