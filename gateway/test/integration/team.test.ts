import { randomUUID } from 'node:crypto';
import {
  AuditLogEntry,
  Membership,
  Organisation,
  Payment,
  TeamInvite,
  UserProfile,
  type Permission,
} from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  extractLink,
  readableMail,
  startSmtpSink,
  type ReceivedMail,
} from '../../../infra/test-support/smtp-sink.js';
import type { Profile, TeamResponse } from '@tradehub/contract';
import { hashInviteToken, newInviteToken } from '@tradehub/db/domain';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';
import { buildSupplier } from '../../../infra/test-support/factories.js';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let gateway: TestGateway;
let owner: { id: string; cookie: string; membershipId: string };
let organisationId: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  gateway = await startTestGateway('team', { withWorkers: true, env: { SMTP_URL: smtp.url } });
  const { user, email } = await gateway.createAccount('approved');
  const membership = await gateway.orm.em.fork().findOneOrFail(Membership, { user: user.id });
  organisationId = membership.organisation.id;
  owner = { id: user.id, cookie: await gateway.signIn(email), membershipId: membership.id };
});
afterAll(async () => {
  await gateway?.close();
  await smtp?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; field?: string } }).error;

const waitForMail = (to: string, match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> =>
  vi.waitFor(
    () => {
      const found = smtp.received.find((mail) => mail.to.includes(to) && match(mail));
      expect(found, `no matching mail to ${to}`).toBeDefined();
      return found!;
    },
    { timeout: 15_000, interval: 100 },
  );

/** An invite written straight to the database, with a token the test knows. */
async function storedInvite(email: string, overrides: Partial<{ status: 'revoked'; expiresAt: Date }> = {}) {
  const token = newInviteToken();
  const em = gateway.orm.em.fork();
  const invite = em.create(TeamInvite, {
    organisation: organisationId,
    createdBy: owner.id,
    email,
    role: 'Analyst',
    permissions: ['Risk Assessment'],
    tokenHash: hashInviteToken(token),
    expiresAt: overrides.expiresAt ?? new Date(Date.now() + 60 * 60 * 1000),
    status: 'pending',
  });
  await em.flush();
  return { id: invite.id, token };
}

async function memberOf(userId: string) {
  const team = (await call('GET', '/api/team', owner.cookie)).json<TeamResponse>();
  return team.members.find((member) => member.userId === userId);
}

describe('team invitations', () => {
  let hire: { id: string; cookie: string; membershipId: string };

  it('invites by e-mail; the new person signs up, verifies, signs in and accepts', async () => {
    const email = 'new.hire@example.com';
    const created = await call('POST', '/api/team/invites', owner.cookie, {
      email: 'New.Hire@Example.com',
      role: 'Finance Manager',
      permissions: ['Financial Reports', 'Payment Approval'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().invite).toMatchObject({
      email,
      role: 'Finance Manager',
      permissions: ['Payment Approval', 'Financial Reports'],
      status: 'pending',
    });

    const mail = await waitForMail(email, (entry) => entry.raw.includes('/invite/'));
    expect(mail.raw).toContain('You are invited to join approved business on TradeHub');
    const link = new URL(extractLink(mail.raw, '/invite/'));
    expect(link.origin).toBe('http://tradehub.test');
    const token = decodeURIComponent(link.pathname.split('/').pop()!);
    const stored = await gateway.orm.em.fork().findOneOrFail(TeamInvite, { email });
    expect(stored.tokenHash).toBe(hashInviteToken(token));
    expect(stored.tokenHash).not.toContain(token);

    const preview = await call('GET', `/api/team/invites/preview?token=${encodeURIComponent(token)}`);
    expect(preview.json()).toEqual({
      organisationName: 'approved business',
      email,
      role: 'Finance Manager',
      status: 'pending',
    });

    const signUp = await call('POST', '/api/auth/sign-up', undefined, {
      email,
      password: 'secret1',
      businessName: 'Hire Personal',
    });
    expect(signUp.statusCode).toBe(201);
    const verification = await waitForMail(email, (entry) => entry.raw.includes('/api/auth/verify-email'));
    const verify = new URL(extractLink(verification.raw));
    expect((await call('GET', `${verify.pathname}${verify.search}`)).statusCode).toBe(303);
    const cookie = await gateway.signIn(email, 'secret1');

    const stranger = await gateway.createAccount('approved');
    const wrongPerson = await call('POST', '/api/team/invites/accept', await gateway.signIn(stranger.email), {
      token,
    });
    expect(wrongPerson.statusCode).toBe(403);
    expect(errorOf(wrongPerson).message).toBe('This invitation was sent to another e-mail address.');

    const accepted = await call('POST', '/api/team/invites/accept', cookie, { token });
    expect(accepted.statusCode).toBe(200);
    const profile = accepted.json<{ profile: Profile }>().profile;
    expect(profile).toMatchObject({
      email,
      status: 'approved',
      demoMode: false,
      role: 'Finance Manager',
      organisation: { id: organisationId, name: 'approved business' },
      permissions: ['Payment Approval', 'Financial Reports'],
    });
    // The empty personal organisation made at sign-up is gone.
    expect(await gateway.orm.em.fork().count(Organisation, { name: 'Hire Personal' })).toBe(0);

    const again = await call('POST', '/api/team/invites/accept', cookie, { token });
    expect(again.statusCode).toBe(410);

    const member = await memberOf(profile.id);
    expect(member).toMatchObject({
      name: 'Hire Personal',
      email,
      role: 'Finance Manager',
      permissions: ['Payment Approval', 'Financial Reports'],
      isYou: false,
    });
    hire = { id: profile.id, cookie, membershipId: member!.id };
    const team = (await call('GET', '/api/team', cookie)).json<TeamResponse>();
    expect(team.members.find((entry) => entry.isYou)?.email).toBe(email);
    expect(team.invites.map((invite) => invite.email)).not.toContain(email);
  });

  it('writes the invitation e-mail in the language the inviter chose, and refuses one it does not speak', async () => {
    const email = 'lucia.compras@example.com';
    const created = await call('POST', '/api/team/invites', owner.cookie, {
      email,
      role: 'Compras',
      permissions: [],
      language: 'es',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().invite).toMatchObject({ email, language: 'es' });
    const { subject, text } = readableMail(
      (await waitForMail(email, (entry) => entry.raw.includes('/invite/'))).raw,
    );
    expect(subject).toBe('Te han invitado a unirte a approved business en TradeHub');
    expect(text).toContain('te ha invitado a unirte a approved business en TradeHub como Compras.');

    const unknown = await call('POST', '/api/team/invites', owner.cookie, {
      email: 'jean@example.com',
      role: 'Achats',
      permissions: [],
      language: 'fr',
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).field).toBe('language');
  });

  it('refuses to invite an existing member (409 email) and refuses without Team Management (403)', async () => {
    const existing = await call('POST', '/api/team/invites', owner.cookie, {
      email: 'new.hire@example.com',
      role: 'Anything',
      permissions: [],
    });
    expect(existing.statusCode).toBe(409);
    expect(errorOf(existing).field).toBe('email');

    const refused = await call('POST', '/api/team/invites', hire.cookie, {
      email: 'someone@example.com',
      role: 'Anything',
      permissions: [],
    });
    expect(refused.statusCode).toBe(403);
  });

  it('a revoked invitation cannot be accepted', async () => {
    const { email } = await gateway.createAccount('pending', 'revoked.person@example.com');
    const invite = await storedInvite(email);
    const revoked = await call('DELETE', `/api/team/invites/${invite.id}`, owner.cookie);
    expect(revoked.statusCode).toBe(204);
    const audit = await gateway.orm.em.fork().count(AuditLogEntry, { action: 'team.invite_revoked' });
    expect(audit).toBe(1);
    const accept = await call('POST', '/api/team/invites/accept', await gateway.signIn(email), {
      token: invite.token,
    });
    expect(accept.statusCode).toBe(410);
    expect(errorOf(accept).code).toBe('invite_revoked');
  });

  it('an expired invitation is listed as expired and refused with 410', async () => {
    const { email } = await gateway.createAccount('pending', 'late.person@example.com');
    const invite = await storedInvite(email, { expiresAt: new Date(Date.now() - 1000) });
    const team = (await call('GET', '/api/team', owner.cookie)).json<TeamResponse>();
    expect(team.invites.find((entry) => entry.id === invite.id)?.status).toBe('expired');
    const accept = await call('POST', '/api/team/invites/accept', await gateway.signIn(email), {
      token: invite.token,
    });
    expect(accept.statusCode).toBe(410);
    expect(errorOf(accept).code).toBe('invite_expired');
    expect((await call('GET', '/api/team/invites/preview?token=unknown-token-123')).statusCode).toBe(404);
  });

  it('keeps the Owner, and with them a member with Team Management', async () => {
    // Dropping one's own Team Management is refused earlier still: nobody changes their own permissions.
    const drop = await call('PATCH', `/api/team/members/${owner.membershipId}`, owner.cookie, {
      permissions: ['Payment Approval'],
    });
    expect(drop.statusCode).toBe(403);
    const remove = await call('DELETE', `/api/team/members/${owner.membershipId}`, owner.cookie);
    expect(remove.statusCode).toBe(403);
    expect(errorOf(remove)).toMatchObject({
      code: 'owner_not_removable',
      message: 'The Owner cannot be removed: the Owner can hand ownership to another member first.',
    });
  });

  it('a Team Manager cannot change their own role or permissions, e.g. grant themselves Payment Approval', async () => {
    const em = gateway.orm.em.fork();
    const owned = await em.findOneOrFail(UserProfile, owner.id);
    const manager = em.create(UserProfile, {
      email: `manager-${randomUUID().slice(0, 8)}@example.com`,
      businessName: 'approved business',
      passwordHash: owned.passwordHash,
      emailVerified: true,
      isAdmin: false,
    });
    const seat = em.create(Membership, {
      organisation: organisationId,
      user: manager,
      role: 'Team Lead',
      permissions: ['Team Management'],
      createdBy: owner.id,
    });
    await em.flush();
    const cookie = await gateway.signIn(manager.email);
    const url = `/api/team/members/${seat.id}`;
    const message =
      'You cannot change your own role or permissions: another member with Team Management must do it.';

    const grant = await call('PATCH', url, cookie, { permissions: ['Team Management', 'Payment Approval'] });
    expect(grant.statusCode).toBe(403);
    expect(errorOf(grant)).toMatchObject({ code: 'forbidden', message });
    const promote = await call('PATCH', url, cookie, { role: 'Owner' });
    expect(promote.statusCode).toBe(403);
    const stored = await gateway.orm.em.fork().findOneOrFail(Membership, seat.id);
    expect(stored).toMatchObject({ role: 'Team Lead', permissions: ['Team Management'] });
    expect(await gateway.orm.em.fork().count(AuditLogEntry, { entityId: seat.id })).toBe(0);

    // Own contact details stay editable, also when the unchanged role and permissions come along.
    const contact = await call('PATCH', url, cookie, {
      phone: '+44 20 7946 0000',
      role: 'Team Lead',
      permissions: ['Team Management'],
    });
    expect(contact.statusCode).toBe(200);
    expect(contact.json().member).toMatchObject({
      phone: '+44 20 7946 0000',
      permissions: ['Team Management'],
    });

    // Another Team Manager may grant it.
    const granted = await call('PATCH', url, owner.cookie, {
      permissions: ['Team Management', 'Payment Approval'],
    });
    expect(granted.statusCode).toBe(200);
    await call('DELETE', url, owner.cookie);
  });

  it('a Team Manager cannot grant what they do not hold: no invite of a second mailbox with Payment Approval', async () => {
    // The attack (issue 24 item 3): a Team Manager without Payment Approval invites a second mailbox of their
    // own with it, or hands it to a colleague's seat, and so approves their own payments.
    const { user, email } = await gateway.addMember(organisationId, {
      permissions: ['Team Management', 'Supplier Management'],
      createdById: owner.id,
      fullName: 'Tessa Teamlead',
    });
    const cookie = await gateway.signIn(email);
    const invite = await call('POST', '/api/team/invites', cookie, {
      email: 'tessa.second.mailbox@example.com',
      role: 'Approver',
      permissions: ['Payment Approval', 'Supplier Management', 'Financial Reports'],
    });
    expect(invite.statusCode).toBe(403);
    expect(errorOf(invite)).toMatchObject({
      code: 'permission_not_held',
      field: 'permissions',
      message:
        'You can only grant permissions you hold yourself. You do not hold: Payment Approval, Financial Reports.',
    });
    expect(
      await gateway.orm.em
        .fork()
        .count(TeamInvite, { email: 'tessa.second.mailbox@example.com', organisation: organisationId }),
    ).toBe(0);
    // What they hold they may grant.
    const allowed = await call('POST', '/api/team/invites', cookie, {
      email: 'tessa.second.mailbox@example.com',
      role: 'Buyer',
      permissions: ['Supplier Management'],
    });
    expect(allowed.statusCode).toBe(201);

    // The same for a member's permissions: adding what the Team Manager lacks is refused, keeping or
    // removing what the member already has is not.
    const colleague = await gateway.addMember(organisationId, {
      permissions: ['Financial Reports'],
      createdById: owner.id,
      fullName: 'Colin Colleague',
    });
    const seat = await gateway.orm.em.fork().findOneOrFail(Membership, { user: colleague.user.id });
    const grant = await call('PATCH', `/api/team/members/${seat.id}`, cookie, {
      permissions: ['Financial Reports', 'Payment Approval'],
    });
    expect(grant.statusCode).toBe(403);
    expect(errorOf(grant)).toMatchObject({
      code: 'permission_not_held',
      message: 'You can only grant permissions you hold yourself. You do not hold: Payment Approval.',
    });
    expect((await gateway.orm.em.fork().findOneOrFail(Membership, seat.id)).permissions).toEqual([
      'Financial Reports',
    ]);
    const keep = await call('PATCH', `/api/team/members/${seat.id}`, cookie, {
      permissions: ['Supplier Management', 'Financial Reports'],
    });
    expect(keep.statusCode).toBe(200);
    const drop = await call('PATCH', `/api/team/members/${seat.id}`, cookie, { permissions: [] });
    expect(drop.statusCode).toBe(200);
    await call('DELETE', `/api/team/members/${seat.id}`, owner.cookie);
    const own = await gateway.orm.em.fork().findOneOrFail(Membership, { user: user.id });
    await call('DELETE', `/api/team/members/${own.id}`, owner.cookie);
  });

  it('removing Payment Approval takes effect at once; reports need Financial Reports', async () => {
    const em = gateway.orm.em.fork();
    const supplier = buildSupplier(em, {
      organisation: organisationId,
      createdBy: owner.id,
      name: 'Team Test Supplier',
    });
    const payment = em.create(Payment, {
      organisation: organisationId,
      createdBy: owner.id,
      supplier,
      amountMinor: 5000,
      currency: 'USD',
      status: 'pending',
      approvalStatus: 'awaiting',
      method: 'ACH',
      date: new Date(),
    });
    await em.flush();
    // The hire's session is cached with Payment Approval.
    const before = (await call('GET', '/api/profile', hire.cookie)).json<{ profile: Profile }>();
    expect(before.profile.permissions).toContain('Payment Approval');

    const permissions: Permission[] = ['Financial Reports'];
    const patched = await call('PATCH', `/api/team/members/${hire.membershipId}`, owner.cookie, {
      permissions,
      role: 'Reports Analyst',
      phone: '+44 20 7946 0000',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().member).toMatchObject({
      role: 'Reports Analyst',
      phone: '+44 20 7946 0000',
      permissions,
    });
    const audit = await gateway.orm.em
      .fork()
      .findOneOrFail(AuditLogEntry, { action: 'team.member_updated', entityId: hire.membershipId });
    expect(audit.changes.permissions).toEqual({
      before: ['Payment Approval', 'Financial Reports'],
      after: ['Financial Reports'],
    });

    const approve = await call('POST', `/api/payments/${payment.id}/approve`, hire.cookie, {});
    expect(approve.statusCode).toBe(403);

    const exported = await call('POST', '/api/reports', hire.cookie, { range: '7d' });
    expect(exported.statusCode).toBe(202);
    await call('PATCH', `/api/team/members/${hire.membershipId}`, owner.cookie, { permissions: [] });
    const refused = await call('POST', '/api/reports', hire.cookie, { range: '7d' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('Exporting reports needs the Financial Reports permission.');
  });

  it('removes a member', async () => {
    const user = await gateway.orm.em.fork().findOneOrFail(UserProfile, { email: 'new.hire@example.com' });
    const member = await memberOf(user.id);
    expect((await call('DELETE', `/api/team/members/${member!.id}`, owner.cookie)).statusCode).toBe(204);
    expect(await memberOf(user.id)).toBeUndefined();
  });
});
