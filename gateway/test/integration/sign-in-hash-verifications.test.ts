// Sign-in costs one password-hash verification whatever the outcome (issue 24 item 11): an unknown address
// and an account without a password (made through Auth0, or invited and never given one) verify against the
// dummy hash, so how long the answer takes does not tell them apart from a wrong password. Counted through
// the password module: the real argon2 runs, each call is tallied.
import { UserProfile } from '@tradehub/db';
import type * as PasswordModule from '../../src/auth/password.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestGateway, TEST_PASSWORD, type TestGateway } from '../support/test-gateway.js';

const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/auth/password.js', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  return {
    ...real,
    verifyPassword: (passwordHash: string, password: string) => {
      verifications.count += 1;
      return real.verifyPassword(passwordHash, password);
    },
  };
});

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway('sign-in-verifications');
});
afterAll(() => gateway?.close());
beforeEach(() => {
  verifications.count = 0;
});

let addresses = 0;
const signIn = (email: string, password: string) =>
  gateway.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: `192.0.2.${(addresses += 1)}`,
  });

describe('sign-in verifies one password hash on every path', () => {
  it('for an account without a password (Auth0-made or invited), as for a wrong password', async () => {
    const { email, user } = await gateway.createAccount('approved');
    await gateway.orm.em.fork().nativeUpdate(UserProfile, { id: user.id }, { passwordHash: null });
    const answer = await signIn(email, TEST_PASSWORD);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.code).toBe('wrong_password');
    expect(verifications.count).toBe(1);
  });

  it('for an unknown address, a wrong password, an unverified account and a success', async () => {
    const unknown = await signIn('nobody-here@example.com', TEST_PASSWORD);
    expect(unknown.json().error.code).toBe('user_not_found');
    expect(verifications.count).toBe(1);

    const { email } = await gateway.createAccount('approved');
    verifications.count = 0;
    expect((await signIn(email, 'not-the-password')).json().error.code).toBe('wrong_password');
    expect(verifications.count).toBe(1);

    const unverified = await gateway.createAccount('unverified');
    verifications.count = 0;
    expect((await signIn(unverified.email, TEST_PASSWORD)).json().error.code).toBe('email_not_verified');
    expect(verifications.count).toBe(1);

    verifications.count = 0;
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(verifications.count).toBe(1);
  });
});
