import { AuditLogEntry, UserProfile } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, startSmtpSink } from '../../../infra/test-support/smtp-sink.js';
import { AUTH_MESSAGES, type Profile } from '../../src/contract/index.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let gateway: TestGateway;
const ADMIN = 'ops-admin@example.com';

beforeAll(async () => {
  smtp = await startSmtpSink();
  gateway = await startTestGateway('accounts', {
    withWorkers: true,
    env: { SMTP_URL: smtp.url, ADMIN_EMAILS: ADMIN },
  });
});
afterAll(async () => {
  await gateway?.close();
  await smtp?.close();
});

const post = (url: string, payload: object, cookie?: string) =>
  gateway.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) =>
  gateway.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; field?: string } }).error;

/** Follows the e-mailed link the way a browser would, returning where it lands. */
async function followVerificationLink(email: string) {
  const mail = await smtp.waitFor(email);
  const link = new URL(extractLink(mail.raw));
  expect(link.origin).toBe('http://tradehub.test');
  const response = await get(`${link.pathname}${link.search}`);
  expect(response.statusCode).toBe(303);
  return response.headers.location;
}

describe('sign-up, e-mail verification and sign-in', () => {
  it('creates a pending demo-mode account, mails a link that verifies it, then signs in', async () => {
    const email = 'new.buyer@example.com';
    const signUp = await post('/api/auth/sign-up', {
      email,
      password: 'secret1',
      businessName: 'Acme Imports',
    });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json()).toEqual({ email, verificationSent: true });

    const user = await gateway.orm.em.fork().findOneOrFail(UserProfile, { email });
    expect(user).toMatchObject({ status: 'pending', demoMode: true, isAdmin: false, emailVerified: false });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);

    const refused = await post('/api/auth/sign-in', { email, password: 'secret1' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('Please verify your email before signing in');

    expect(await followVerificationLink(email)).toBe('/?emailVerification=verified');

    const signIn = await post('/api/auth/sign-in', { email: 'New.Buyer@Example.com', password: 'secret1' });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.find((entry) => entry.name === 'th_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const profile = signIn.json<{ profile: Profile }>().profile;
    expect(profile).toMatchObject({
      email,
      businessName: 'Acme Imports',
      status: 'pending',
      demoMode: true,
      isAdmin: false,
      role: 'Owner',
      organisation: { name: 'Acme Imports' },
      readOnly: false,
    });
    expect(profile.permissions).toHaveLength(8);

    const me = await get('/api/profile', `th_session=${cookie?.value}`);
    expect(me.statusCode).toBe(200);
    expect(me.json<{ profile: Profile }>().profile.id).toBe(user.id);
  });

  it('produces every message of the error catalogue for its real case', async () => {
    await gateway.createAccount('approved', 'taken@example.com');
    const cases: [string, object, number, string, string][] = [
      [
        '/api/auth/sign-up',
        { email: 'taken@example.com', password: 'secret1', businessName: 'X' },
        409,
        AUTH_MESSAGES.emailInUse,
        'email',
      ],
      [
        '/api/auth/sign-up',
        { email: 'weak@example.com', password: '12345', businessName: 'X' },
        400,
        AUTH_MESSAGES.weakPassword,
        'password',
      ],
      [
        '/api/auth/sign-up',
        { email: 'not-an-email', password: 'secret1', businessName: 'X' },
        400,
        AUTH_MESSAGES.invalidEmail,
        'email',
      ],
      [
        '/api/auth/sign-up',
        { email: 'nobiz@example.com', password: 'secret1', businessName: '  ' },
        400,
        AUTH_MESSAGES.businessNameRequired,
        'businessName',
      ],
      [
        '/api/auth/sign-in',
        { email: 'nobody@example.com', password: 'secret1' },
        401,
        AUTH_MESSAGES.userNotFound,
        'email',
      ],
      [
        '/api/auth/sign-in',
        { email: 'taken@example.com', password: 'wrong-one' },
        401,
        AUTH_MESSAGES.wrongPassword,
        'password',
      ],
      ['/api/auth/sign-in', { email: 'bad@', password: 'secret1' }, 400, AUTH_MESSAGES.invalidEmail, 'email'],
      [
        '/api/auth/resend-verification',
        { email: 'nobody@example.com' },
        400,
        AUTH_MESSAGES.resendFailed,
        'email',
      ],
    ];
    for (const [url, payload, status, message, field] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(errorOf(response)).toMatchObject({ message, field });
    }
    const missingField = await post('/api/auth/sign-up', { email: 'x@example.com', password: 'secret1' });
    expect(missingField.statusCode).toBe(400);
    expect(errorOf(missingField).field).toBe('businessName');
  });

  it('resends the verification e-mail for an unverified account', async () => {
    const { email } = await gateway.createAccount('unverified', 'resend.me@example.com');
    const response = await post('/api/auth/resend-verification', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.resendSucceeded });
    expect(await followVerificationLink(email)).toBe('/?emailVerification=verified');
  });

  it('tells a forged or tampered link from a good one', async () => {
    const forged = await get('/api/auth/verify-email?token=abc.def.ghi.jkl');
    expect(forged.headers.location).toBe('/?emailVerification=invalid');
    const empty = await get('/api/auth/verify-email');
    expect(empty.headers.location).toBe('/?emailVerification=invalid');
  });

  it('makes ADMIN_EMAILS accounts approved admins once verified', async () => {
    await post('/api/auth/sign-up', { email: ADMIN, password: 'secret1', businessName: 'TradeHub Ops' });
    await followVerificationLink(ADMIN);
    const admin = await gateway.orm.em.fork().findOneOrFail(UserProfile, { email: ADMIN });
    expect(admin).toMatchObject({ isAdmin: true, status: 'approved', demoMode: false, emailVerified: true });
  });

  it('ends the session on the server at sign-out', async () => {
    const { email } = await gateway.createAccount('approved');
    const cookie = await gateway.signIn(email);
    expect((await get('/api/profile', cookie)).statusCode).toBe(200);
    expect((await post('/api/auth/sign-out', {}, cookie)).statusCode).toBe(204);
    // The old cookie value is dead even if a client kept it.
    expect((await get('/api/profile', cookie)).statusCode).toBe(401);
  });

  it('rejects a cookie whose signature was tampered with', async () => {
    const { email } = await gateway.createAccount('approved');
    const cookie = await gateway.signIn(email);
    const tampered = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await get('/api/profile', tampered)).statusCode).toBe(401);
  });

  it('rate limits sign-in per account with a clear 429', async () => {
    const { email } = await gateway.createAccount('approved');
    let last;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = await post('/api/auth/sign-in', { email, password: 'wrong-password' });
    }
    expect(last?.statusCode).toBe(429);
    expect(errorOf(last!).message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('admin review', () => {
  it('approves and rejects accounts, audits and e-mails each decision', async () => {
    const { email: adminEmail } = await gateway.createAccount('admin');
    const adminCookie = await gateway.signIn(adminEmail);
    const { user: toApprove, email: approveEmail } = await gateway.createAccount('pending');
    const { user: toReject, email: rejectEmail } = await gateway.createAccount('pending');

    const list = await get('/api/admin/accounts?status=pending', adminCookie);
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ accounts: { id: string }[] }>().accounts.map((account) => account.id);
    expect(ids).toEqual(expect.arrayContaining([toApprove.id, toReject.id]));

    const userCookie = await gateway.signIn(approveEmail);
    expect((await get('/api/payments', userCookie)).statusCode).toBe(403);

    const approve = await post(`/api/admin/accounts/${toApprove.id}/approve`, {}, adminCookie);
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ account: { status: 'approved' } });
    // The same session now reaches the approved-only API.
    expect((await get('/api/payments', userCookie)).statusCode).toBe(200);

    const noReason = await post(`/api/admin/accounts/${toReject.id}/reject`, { reason: ' ' }, adminCookie);
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).field).toBe('reason');
    const reject = await post(
      `/api/admin/accounts/${toReject.id}/reject`,
      { reason: 'Incomplete documents' },
      adminCookie,
    );
    expect(reject.json()).toMatchObject({
      account: { status: 'rejected', rejectionReason: 'Incomplete documents' },
    });

    const rejectedCookie = await gateway.signIn(rejectEmail);
    const profile = (await get('/api/profile', rejectedCookie)).json<{ profile: Profile }>().profile;
    expect(profile).toMatchObject({ status: 'rejected', rejectionReason: 'Incomplete documents' });

    const audit = await gateway.orm.em.fork().find(AuditLogEntry, {
      entityId: { $in: [toApprove.id, toReject.id] },
      action: { $like: 'account.%ed' },
    });
    expect(audit.map((entry) => entry.action).sort()).toEqual(['account.approved', 'account.rejected']);
    expect(audit.find((entry) => entry.action === 'account.rejected')?.changes).toMatchObject({
      status: { before: 'pending', after: 'rejected' },
      rejectionReason: { before: null, after: 'Incomplete documents' },
    });

    expect((await smtp.waitFor(approveEmail)).raw).toContain('approved');
    expect((await smtp.waitFor(rejectEmail)).raw).toContain('Incomplete documents');
  });

  it('keeps the admin API to admins', async () => {
    const { email } = await gateway.createAccount('approved');
    const cookie = await gateway.signIn(email);
    expect((await get('/api/admin/accounts', cookie)).statusCode).toBe(403);
  });
});

describe('the read-only demo workspace', () => {
  it('opens for a visitor, reads its data and refuses writes', async () => {
    const open = await post('/api/auth/demo', {});
    expect(open.statusCode).toBe(200);
    expect(open.json<{ profile: Profile }>().profile).toMatchObject({
      id: 'demo',
      readOnly: true,
      demoMode: true,
    });
    const cookie = `th_session=${open.cookies.find((entry) => entry.name === 'th_session')?.value}`;
    const overview = await get('/api/workspace/overview', cookie);
    expect(overview.statusCode).toBe(200);
    expect((await get('/api/payments', cookie)).statusCode).toBe(403);
    const write = await post('/api/notifications/read-all', {}, cookie);
    expect(write.statusCode).toBe(403);
    expect(errorOf(write).code).toBe('demo_read_only');
    expect((await post('/api/auth/sign-out', {}, cookie)).statusCode).toBe(204);
  });
});
