import { randomUUID } from 'node:crypto';
import {
  AuditLogEntry,
  FxRateBar,
  Membership,
  Notification,
  Organisation,
  Payment,
  UserProfile,
} from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, readableMail, startSmtpSink } from '../../../infra/test-support/smtp-sink.js';
import {
  AUTH_MESSAGES,
  type NotificationsResponse,
  type Profile,
  type WorkspaceOverview,
} from '@tradehub/contract';
import { loadWorkspaceOverview } from '../../src/routes/workspace/workspace-overview.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';
import { buildSupplier } from '../../../infra/test-support/factories.js';

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

    const em = gateway.orm.em.fork();
    const user = await em.findOneOrFail(UserProfile, { email });
    expect(user).toMatchObject({ isAdmin: false, emailVerified: false });
    // The business is what awaits review, owned by the person who signed it up.
    expect(await em.findOneOrFail(Organisation, { owner: user.id })).toMatchObject({
      name: 'Acme Imports',
      status: 'pending',
    });
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
      organisation: { name: 'Acme Imports', isOwner: true },
      organisations: [{ name: 'Acme Imports', status: 'pending', role: 'Owner' }],
      readOnly: false,
    });
    expect(profile.permissions).toHaveLength(8);

    const me = await get('/api/profile', `th_session=${cookie?.value}`);
    expect(me.statusCode).toBe(200);
    expect(me.json<{ profile: Profile }>().profile.id).toBe(user.id);
  });

  it('mails the verification of a sign-up made in Spanish in Spanish, and keeps Spanish as the profile’s language', async () => {
    const email = 'lucia.importa@example.com';
    const signUp = await post('/api/auth/sign-up', {
      email,
      password: 'secret1',
      businessName: 'Importadora Lucía',
      language: 'es',
    });
    expect(signUp.statusCode).toBe(201);
    const user = await gateway.orm.em.fork().findOneOrFail(UserProfile, { email });
    expect(user.language).toBe('es');
    const mail = await smtp.waitFor(email);
    // The message as a mail client reads it: the Q-encoded subject and the quoted-printable body decoded.
    const { subject, text: decoded } = readableMail(mail.raw);
    expect(subject).toBe('Verifica tu correo electrónico para TradeHub');
    expect(decoded).toContain('Te damos la bienvenida a TradeHub, Importadora Lucía.');
    const wrong = await post('/api/auth/sign-up', {
      email: 'other@example.com',
      password: 'secret1',
      businessName: 'Other',
      language: 'fr',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).field).toBe('language');
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

  it('sends a new mail for a resend right after sign-up, and again for a second resend', async () => {
    const email = 'resend.after.signup@example.com';
    const from = { remoteAddress: '192.0.2.77' };
    const signedUp = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'secret1', businessName: 'Resend Co' },
      ...from,
    });
    expect(signedUp.statusCode).toBe(201);
    for (let resend = 0; resend < 2; resend += 1) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: { email },
        ...from,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.resendSucceeded });
    }
    // Three mails within the same minute, each a message of its own (one outbox row each).
    const mails = await Promise.all([1, 2, 3].map((nth) => smtp.waitFor(email, 15_000, nth)));
    const messageIds = mails.map((mail) => /^Message-ID:\s*(.+)$/im.exec(mail.raw)?.[1]?.trim());
    expect(new Set(messageIds).size).toBe(3);
    expect(await followVerificationLink(email)).toBe('/?emailVerification=verified');
    // Verified: nothing more to resend.
    const late = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      payload: { email },
      ...from,
    });
    expect(late.statusCode).toBe(400);
    expect(errorOf(late)).toMatchObject({ message: AUTH_MESSAGES.resendFailed, field: 'email' });
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
    const em = gateway.orm.em.fork();
    const admin = await em.findOneOrFail(UserProfile, { email: ADMIN });
    expect(admin).toMatchObject({ isAdmin: true, emailVerified: true });
    // Their own business needs no other reviewer.
    expect(await em.findOneOrFail(Organisation, { owner: admin.id })).toMatchObject({ status: 'approved' });
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
  it('approves and rejects businesses, audits and e-mails each decision', async () => {
    const { email: adminEmail } = await gateway.createAccount('admin');
    const adminCookie = await gateway.signIn(adminEmail);
    const { organisation: toApprove, email: approveEmail } = await gateway.createAccount('pending');
    const { organisation: toReject, email: rejectEmail } = await gateway.createAccount('pending');

    const list = await get('/api/admin/reviews?status=pending', adminCookie);
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ organisations: { id: string; email: string }[] }>().organisations;
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: toApprove.id, email: approveEmail }),
        expect.objectContaining({ id: toReject.id, email: rejectEmail }),
      ]),
    );

    const userCookie = await gateway.signIn(approveEmail);
    expect((await get('/api/payments', userCookie)).statusCode).toBe(403);

    const approve = await post(`/api/admin/reviews/${toApprove.id}/approve`, {}, adminCookie);
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ organisation: { status: 'approved', memberCount: 1 } });
    // The same session now reaches the approved-only API.
    expect((await get('/api/payments', userCookie)).statusCode).toBe(200);

    const noReason = await post(`/api/admin/reviews/${toReject.id}/reject`, { reason: ' ' }, adminCookie);
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).field).toBe('reason');
    const reject = await post(
      `/api/admin/reviews/${toReject.id}/reject`,
      { reason: 'Incomplete documents' },
      adminCookie,
    );
    expect(reject.json()).toMatchObject({
      organisation: { status: 'rejected', rejectionReason: 'Incomplete documents' },
    });

    const rejectedCookie = await gateway.signIn(rejectEmail);
    const profile = (await get('/api/profile', rejectedCookie)).json<{ profile: Profile }>().profile;
    expect(profile).toMatchObject({ status: 'rejected', rejectionReason: 'Incomplete documents' });

    const audit = await gateway.orm.em.fork().find(AuditLogEntry, {
      entityId: { $in: [toApprove.id, toReject.id] },
      action: { $like: 'organisation.%ed' },
    });
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'organisation.approved',
      'organisation.rejected',
    ]);
    expect(audit.find((entry) => entry.action === 'organisation.rejected')?.changes).toMatchObject({
      status: { before: 'pending', after: 'rejected' },
      rejectionReason: { before: null, after: 'Incomplete documents' },
    });

    expect((await smtp.waitFor(approveEmail)).raw).toContain('approved');
    expect((await smtp.waitFor(rejectEmail)).raw).toContain('Incomplete documents');
  });

  it('keeps the admin API to admins', async () => {
    const { email } = await gateway.createAccount('approved');
    const cookie = await gateway.signIn(email);
    expect((await get('/api/admin/reviews', cookie)).statusCode).toBe(403);
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

describe('my notifications', () => {
  it('pages newest first with the total and unread count of all of them, whatever the offset', async () => {
    const me = await gateway.createAccount('approved');
    const someoneElse = await gateway.createAccount('approved');
    const cookie = await gateway.signIn(me.email);
    const em = gateway.orm.em.fork();
    const organisation = (await em.findOneOrFail(Membership, { user: me.user.id })).organisation.id;
    const at = (minute: number) => new Date(Date.UTC(2031, 0, 1, 0, minute, 0, 123));
    const token = randomUUID().slice(0, 8);
    const add = (id: string, user: string, minute: number, readAt: Date | null) =>
      em.create(Notification, {
        id: `${token}-${id}`,
        organisation,
        user,
        type: 'info',
        title: `Title ${id}`,
        message: `Message ${id}`,
        readAt,
        createdAt: at(minute),
      });
    // Newest first, `tie-b` before `tie-a` (same instant, then by id); four of seven unread.
    for (const [id, minute, read] of [
      ['oldest', 1, true],
      ['tie-a', 5, false],
      ['tie-b', 5, true],
      ['middle', 3, false],
      ['newer', 7, false],
      ['newest', 9, true],
      ['second', 2, false],
    ] as const)
      add(id, me.user.id, minute, read ? at(minute + 30) : null);
    add('not-mine', someoneElse.user.id, 8, null);
    await em.flush();

    const page = async (query: string) => {
      const response = await get(`/api/notifications?${query}`, cookie);
      expect(response.statusCode, query).toBe(200);
      const body = response.json<NotificationsResponse>();
      return { ...body, items: body.items.map((item) => item.id.slice(token.length + 1)) };
    };
    const newestFirst = ['newest', 'newer', 'tie-b', 'tie-a', 'middle', 'second', 'oldest'];
    expect(await page('limit=3')).toEqual({ unreadCount: 4, total: 7, items: newestFirst.slice(0, 3) });
    expect(await page('limit=3&offset=3')).toEqual({
      unreadCount: 4,
      total: 7,
      items: newestFirst.slice(3, 6),
    });
    expect(await page('limit=3&offset=6')).toEqual({ unreadCount: 4, total: 7, items: ['oldest'] });
    expect(await page('offset=7')).toEqual({ unreadCount: 4, total: 7, items: [] });
    expect(await page('limit=5&offset=500')).toEqual({ unreadCount: 4, total: 7, items: [] });

    const first = (await get('/api/notifications?limit=2', cookie)).json<NotificationsResponse>().items;
    expect(first).toEqual([
      {
        id: `${token}-newest`,
        type: 'info',
        title: 'Title newest',
        message: 'Message newest',
        messageKey: null,
        params: null,
        link: null,
        createdAt: '2031-01-01T00:09:00.123Z',
        readAt: '2031-01-01T00:39:00.123Z',
      },
      {
        id: `${token}-newer`,
        type: 'info',
        title: 'Title newer',
        message: 'Message newer',
        messageKey: null,
        params: null,
        link: null,
        createdAt: '2031-01-01T00:07:00.123Z',
        readAt: null,
      },
    ]);

    expect((await post('/api/notifications/read-all', {}, cookie)).statusCode).toBe(204);
    const afterReadAll = await page('limit=100');
    expect(afterReadAll).toEqual({ unreadCount: 0, total: 7, items: newestFirst });
    // Someone else's notifications are theirs alone (and still unread).
    const theirs = await get('/api/notifications', await gateway.signIn(someoneElse.email));
    expect(theirs.json<NotificationsResponse>()).toMatchObject({ unreadCount: 1, total: 1 });
  });
});

// Last in the file: it removes the CNY rates of this test database.
describe('my workspace overview', () => {
  it("shows only my organisation's suppliers and transactions, and the latest rates that exist", async () => {
    const me = await gateway.createAccount('approved');
    const cookie = await gateway.signIn(me.email);
    const em = gateway.orm.em.fork();
    const organisation = (await em.findOneOrFail(Membership, { user: me.user.id })).organisation;
    const other = await gateway.createAccount('approved');
    const otherOrganisation = (await em.findOneOrFail(Membership, { user: other.user.id })).organisation.id;
    const created = Date.now();
    const supplier = (
      name: string,
      status: 'verified' | 'pending' | 'rejected',
      ageMs: number,
      org = organisation.id,
    ) =>
      buildSupplier(em, {
        organisation: org,
        createdBy: org === organisation.id ? me.user.id : other.user.id,
        name,
        status,
        riskScore: 'Medium',
        createdAt: new Date(created - ageMs),
        countryCode: null,
        screeningStatus: 'not_screened',
      });
    const older = supplier('Older GmbH', 'verified', 3000);
    const newest = supplier('Newest Ltd', 'pending', 1000);
    const middle = supplier('Middle SA', 'verified', 2000);
    const foreign = supplier('Foreign Co', 'rejected', 0, otherOrganisation);
    const day = (n: number) => new Date(Date.UTC(2031, 1, n));
    for (let n = 1; n <= 12; n++)
      em.create(Payment, {
        organisation: organisation.id,
        createdBy: me.user.id,
        supplier: n % 2 ? older.id : middle.id,
        amountMinor: n === 12 ? Number.MAX_SAFE_INTEGER : n * 100,
        currency: 'EUR',
        status: 'completed',
        method: 'Wire Transfer',
        date: day(n),
      });
    em.create(Payment, {
      organisation: otherOrganisation,
      createdBy: other.user.id,
      supplier: foreign.id,
      amountMinor: 1,
      currency: 'USD',
      method: 'ACH',
      date: day(20),
    });
    const nextHour = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000);
    em.create(FxRateBar, {
      base: 'USD',
      quote: 'EUR',
      minute: nextHour,
      open: 0.9,
      high: 0.95,
      low: 0.9,
      close: 0.9512345678,
      source: 'test',
    });
    await em.flush();
    await em.nativeDelete(FxRateBar, { base: 'USD', quote: 'CNY' });

    const response = await get('/api/workspace/overview', cookie);
    expect(response.statusCode).toBe(200);
    const overview = response.json<WorkspaceOverview>();
    expect(overview.organisation).toEqual({ id: organisation.id, name: 'approved business' });
    expect(overview.suppliers).toEqual({
      total: 3,
      byStatus: { verified: 2, pending: 1, rejected: 0 },
      items: [newest, middle, older].map((row) => ({
        id: row.id,
        name: row.name,
        location: 'Germany',
        category: 'Electronics',
        status: row.status,
        riskScore: 'Medium',
      })),
    });
    expect(overview.recentTransactions.map((row) => row.date)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => day(n).toISOString()),
    );
    expect(overview.recentTransactions[0]).toEqual({
      id: expect.any(String),
      supplierName: 'Middle SA',
      amountMinor: Number.MAX_SAFE_INTEGER,
      currency: 'EUR',
      status: 'completed',
      method: 'Wire Transfer',
      date: day(12).toISOString(),
    });
    // USD→EUR, GBP, JPY in that order, EUR at its newest bar; CNY has no bar left, so no rate.
    expect(overview.fxRates.map((rate) => rate.quote)).toEqual(['EUR', 'GBP', 'JPY']);
    expect(overview.fxRates[0]).toEqual({
      base: 'USD',
      quote: 'EUR',
      rate: 0.9512345678,
      asOf: nextHour.toISOString(),
      source: 'test',
    });

    await expect(
      loadWorkspaceOverview(gateway.orm.em.fork(), `missing-${randomUUID()}`),
    ).rejects.toMatchObject({
      statusCode: 404,
      message: 'This workspace does not exist.',
    });
  });
});
