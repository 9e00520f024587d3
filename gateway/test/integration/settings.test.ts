import type { Job } from 'bullmq';
import { UserProfile } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, startSmtpSink } from '../../../infra/test-support/smtp-sink.js';
import { createEmailProcessor, type EmailJob } from '../../../workers/src/processors/email.js';
import type { OutgoingMail } from '../../../workers/src/mail/mail-transport.js';
import type { Settings } from '@tradehub/contract';
import {
  startTestGateway,
  TEST_PASSWORD,
  TEST_SESSION_SECRET,
  type TestGateway,
} from '../support/test-gateway.js';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let gateway: TestGateway;

beforeAll(async () => {
  smtp = await startSmtpSink();
  gateway = await startTestGateway('settings', { withWorkers: true, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await gateway?.close();
  await smtp?.close();
});

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, cookie?: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; field?: string } }).error;

describe('account settings', () => {
  it('updates profile information and preferences, and GET reflects them', async () => {
    const { email } = await gateway.createAccount('approved');
    const cookie = await gateway.signIn(email);
    const initial = await call('GET', '/api/settings', cookie);
    expect(initial.statusCode).toBe(200);
    expect(initial.json<{ settings: Settings }>().settings).toMatchObject({
      email,
      pendingEmail: null,
      companyName: 'approved business',
      emailNotifications: true,
      language: 'en',
      defaultCurrency: 'USD',
    });

    const update = await call('PATCH', '/api/settings', cookie, {
      fullName: 'Ada Buyer',
      companyName: 'Ada Imports',
      emailNotifications: false,
      language: 'zh',
      defaultCurrency: 'JPY',
    });
    expect(update.statusCode).toBe(200);
    const expected = {
      fullName: 'Ada Buyer',
      email,
      pendingEmail: null,
      companyName: 'Ada Imports',
      emailNotifications: false,
      language: 'zh',
      defaultCurrency: 'JPY',
    };
    expect(update.json<{ settings: Settings }>().settings).toEqual(expected);
    expect((await call('GET', '/api/settings', cookie)).json<{ settings: Settings }>().settings).toEqual(
      expected,
    );

    const invalid = await call('PATCH', '/api/settings', cookie, { language: 'fr' });
    expect(invalid.statusCode).toBe(400);
  });

  it('changes the e-mail address only once the link mailed to the new address is followed', async () => {
    const { email } = await gateway.createAccount('approved');
    const { email: taken } = await gateway.createAccount('approved');
    const cookie = await gateway.signIn(email);

    // A new sign-in address is confirmed with the current password (revocation.test.ts covers refusals).
    const conflict = await call('PATCH', '/api/settings', cookie, {
      email: taken,
      currentPassword: TEST_PASSWORD,
    });
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict).field).toBe('email');

    const newEmail = `moved-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const change = await call('PATCH', '/api/settings', cookie, {
      email: newEmail.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(change.statusCode).toBe(200);
    expect(change.json<{ settings: Settings }>().settings).toMatchObject({ email, pendingEmail: newEmail });
    // Until the link is followed, the old address still signs in.
    await gateway.signIn(email);

    const mail = await smtp.waitFor(newEmail);
    const link = new URL(extractLink(mail.raw));
    const verified = await call('GET', `${link.pathname}${link.search}`);
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe('/?emailVerification=verified');

    await gateway.signIn(newEmail);
    const refused = await call('POST', '/api/auth/sign-in', undefined, { email, password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(401);
    const settings = (await call('GET', '/api/settings', cookie)).json<{ settings: Settings }>().settings;
    expect(settings).toMatchObject({ email: newEmail, pendingEmail: null });
  });

  it('changes the password and signs out the other sessions, keeping this one', async () => {
    const { email } = await gateway.createAccount('approved');
    const current = await gateway.signIn(email);
    const other = await gateway.signIn(email);

    const wrong = await call('POST', '/api/settings/password', current, {
      currentPassword: 'not the password',
      newPassword: 'brand new secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ field: 'currentPassword', message: 'Incorrect password.' });
    const short = await call('POST', '/api/settings/password', current, {
      currentPassword: TEST_PASSWORD,
      newPassword: '12345',
    });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toMatchObject({
      field: 'newPassword',
      message: 'Password should be at least 6 characters.',
    });
    expect((await call('GET', '/api/profile', other)).statusCode).toBe(200);

    const changed = await call('POST', '/api/settings/password', current, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'brand new secret',
    });
    expect(changed.statusCode).toBe(204);
    expect((await call('GET', '/api/profile', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/profile', current)).statusCode).toBe(200);

    const user = await gateway.orm.em.fork().findOneOrFail(UserProfile, { email });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    await gateway.signIn(email, 'brand new secret');
    await expect(gateway.signIn(email)).rejects.toThrow(/401/);
  });

  it('counts current-password checks like sign-ins, so a stolen session cannot guess the password', async () => {
    const { email } = await gateway.createAccount('approved');
    const cookie = await gateway.signIn(email);
    // An address of its own, so the per-address limit is not shared with the file's other sign-ins.
    const fromThief = (method: 'PATCH' | 'POST', url: string, payload: object) =>
      gateway.app.inject({ method, url, headers: { cookie }, payload, remoteAddress: '203.0.113.77' });
    const statuses: number[] = [];
    // The per-account sign-in limit is 10 a quarter hour (the successful sign-in above reset it).
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const guess = await fromThief('POST', '/api/settings/password', {
        currentPassword: `guess number ${attempt}`,
        newPassword: 'brand new secret',
      });
      statuses.push(guess.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    const emailGuess = await fromThief('PATCH', '/api/settings', {
      email: `moved-${email}`,
      currentPassword: TEST_PASSWORD,
    });
    expect(emailGuess.statusCode).toBe(429);
    const user = await gateway.orm.em.fork().findOneOrFail(UserProfile, { email });
    expect(user.pendingEmail).toBeNull();
  });

  it('refuses writes from the demo workspace and from accounts in demo mode', async () => {
    const demo = await call('POST', '/api/auth/demo');
    const demoCookie = `th_session=${demo.cookies.find((entry) => entry.name === 'th_session')?.value}`;
    expect((await call('GET', '/api/settings', demoCookie)).statusCode).toBe(200);
    expect((await call('PATCH', '/api/settings', demoCookie, { language: 'es' })).statusCode).toBe(403);
    const password = await call('POST', '/api/settings/password', demoCookie, {
      currentPassword: 'x',
      newPassword: 'secret1',
    });
    expect(password.statusCode).toBe(403);

    const { email } = await gateway.createAccount('demo');
    const cookie = await gateway.signIn(email);
    expect((await call('PATCH', '/api/settings', cookie, { language: 'es' })).statusCode).toBe(403);
  });

  it('skips notification mails when e-mail notifications are off, but still sends verification mails', async () => {
    const { user } = await gateway.createAccount('approved');
    const sent: OutgoingMail[] = [];
    const processEmail = createEmailProcessor({
      orm: gateway.orm,
      config: { appUrl: 'http://tradehub.test', supportEmail: 'support@tradehub.test' },
      sessionSecret: TEST_SESSION_SECRET,
      mail: { send: async (message) => void sent.push(message), close: () => undefined },
    });
    const job = (name: string, data: object) =>
      ({ id: `job-${name}`, name, data }) as unknown as EmailJob & Job;

    expect(await processEmail(job('account-decision', { userId: user.id, decision: 'approved' }))).toEqual({
      status: 'sent',
    });
    await call('PATCH', '/api/settings', await gateway.signIn(user.email), { emailNotifications: false });
    expect(await processEmail(job('account-decision', { userId: user.id, decision: 'approved' }))).toEqual({
      status: 'skipped',
      reason: 'notifications off',
    });
    expect(sent).toHaveLength(1);

    const pending = `pending-${user.id}@example.com`;
    await gateway.orm.em.fork().nativeUpdate(UserProfile, { id: user.id }, { pendingEmail: pending });
    expect(await processEmail(job('verify-email', { userId: user.id, email: pending }))).toEqual({
      status: 'sent',
    });
    expect(sent[1]?.to).toBe(pending);
  });
});
