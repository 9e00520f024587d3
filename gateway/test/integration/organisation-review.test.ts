import { randomUUID } from 'node:crypto';
import { AuditLogEntry, Membership, Organisation, TeamInvite, UserProfile } from '@tradehub/db';
import { hashInviteToken, newInviteToken } from '@tradehub/db/domain';
import type { Profile, TeamResponse } from '@tradehub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiblingGateway } from '../support/sibling-gateway.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

// Issue 24, item 1 and item 7, written as the attacks they stop: review is of an organisation, joining an
// approved team gives access to that team only, a person works in one organisation at a time (per
// session), invitations end with their inviter's right to invite, the Owner is not removed by others, and
// administrator rights end with a rejection or with the address leaving ADMIN_EMAILS.

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway('org-review');
});
afterAll(async () => {
  await gateway?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; field?: string } }).error;
const profileOf = async (cookie: string) =>
  (await call('GET', '/api/profile', cookie)).json<{ profile: Profile }>().profile;
const supplierNames = async (cookie: string) =>
  (await call('GET', '/api/suppliers', cookie))
    .json<{ suppliers: { name: string }[] }>()
    .suppliers.map((supplier) => supplier.name);

const supplier = (name: string) => ({
  name,
  countryCode: 'DE',
  category: 'Raw Materials',
  address: 'Industriestraße 1, 40210 Düsseldorf',
  registrationNumber: `HRB ${Math.floor(Math.random() * 99_999)}`,
  contactEmail: 'sales@example.com',
  bankIban: 'DE89 3704 0044 0532 0130 00',
  bankSwift: 'DEUTDEFF',
});

/** An approved business with its Owner signed in. */
async function approvedBusiness() {
  const account = await gateway.createAccount('approved');
  return { ...account, cookie: await gateway.signIn(account.email) };
}

/** An invitation of `organisationId` from `inviterId` to `email`, with a token the test knows. */
async function invite(organisationId: string, inviterId: string, email: string) {
  const token = newInviteToken();
  const em = gateway.orm.em.fork();
  em.create(TeamInvite, {
    organisation: organisationId,
    createdBy: inviterId,
    email,
    role: 'Buyer',
    permissions: ['Supplier Management', 'Payment Approval'],
    tokenHash: hashInviteToken(token),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    status: 'pending',
  });
  await em.flush();
  return token;
}

describe('an invitation approves nobody', () => {
  it('a pending account that joins an approved team works there, and its own business stays under review', async () => {
    const team = await approvedBusiness();
    const pending = await gateway.createAccount('pending');
    const cookie = await gateway.signIn(pending.email);
    // Its own business is not empty, so it is kept when the person joins the team.
    expect((await call('POST', '/api/suppliers', cookie, supplier('Own Pending Supplier'))).statusCode).toBe(
      201,
    );
    expect((await call('POST', '/api/suppliers', team.cookie, supplier('Team Supplier'))).statusCode).toBe(
      201,
    );

    const token = await invite(team.organisation.id, team.user.id, pending.email);
    const accepted = await call('POST', '/api/team/invites/accept', cookie, { token });
    expect(accepted.statusCode).toBe(200);
    // This session now works in the team: approved there, with the invitation's permissions.
    expect(accepted.json<{ profile: Profile }>().profile).toMatchObject({
      status: 'approved',
      organisation: { id: team.organisation.id, isOwner: false },
      permissions: ['Supplier Management', 'Payment Approval'],
    });
    expect(await supplierNames(cookie)).toEqual(['Team Supplier']);
    expect((await call('GET', '/api/payments', cookie)).statusCode).toBe(200);

    // The person's own business was not approved by joining: working in it, payments stay closed.
    const own = await gateway.orm.em.fork().findOneOrFail(Organisation, pending.organisation.id);
    expect(own.status).toBe('pending');
    const switched = await call('PUT', '/api/profile/organisation', cookie, {
      organisationId: pending.organisation.id,
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json<{ profile: Profile }>().profile).toMatchObject({
      status: 'pending',
      demoMode: true,
      organisation: { id: pending.organisation.id, isOwner: true },
    });
    expect((await call('GET', '/api/payments', cookie)).statusCode).toBe(403);
    expect(await supplierNames(cookie)).toEqual(['Own Pending Supplier']);
    // Nor can it approve anyone else: inviting needs an approved organisation to work in.
    const inviteFromPending = await call('POST', '/api/team/invites', cookie, {
      email: `friend-${randomUUID().slice(0, 8)}@example.com`,
      role: 'Buyer',
      permissions: [],
    });
    expect(inviteFromPending.statusCode).toBe(403);
  });

  it("a rejected account that joins a team stays rejected for its own business: an invitation does not undo an administrator's decision", async () => {
    const team = await approvedBusiness();
    const rejected = await gateway.createAccount('rejected');
    const cookie = await gateway.signIn(rejected.email);
    const token = await invite(team.organisation.id, team.user.id, rejected.email);
    expect((await call('POST', '/api/team/invites/accept', cookie, { token })).statusCode).toBe(200);

    const own = await gateway.orm.em.fork().findOneOrFail(Organisation, rejected.organisation.id);
    expect(own).toMatchObject({ status: 'rejected', rejectionReason: 'Documents could not be verified' });
    const back = await call('PUT', '/api/profile/organisation', cookie, {
      organisationId: rejected.organisation.id,
    });
    expect(back.json<{ profile: Profile }>().profile).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Documents could not be verified',
    });
    // Working in its own business, the approved-only API stays closed.
    expect((await call('GET', '/api/team', cookie)).statusCode).toBe(403);
  });
});

describe('working in one of several organisations', () => {
  it('keeps the choice per session: another session of the same person works where it chose', async () => {
    const first = await approvedBusiness();
    const second = await approvedBusiness();
    expect(
      (await call('POST', '/api/suppliers', first.cookie, supplier('First Co Supplier'))).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/api/suppliers', second.cookie, supplier('Second Co Supplier'))).statusCode,
    ).toBe(201);
    // The Owner of the second business also joins the first.
    const token = await invite(first.organisation.id, first.user.id, second.email);
    expect((await call('POST', '/api/team/invites/accept', second.cookie, { token })).statusCode).toBe(200);
    const profile = await profileOf(second.cookie);
    expect(profile.organisations.map((organisation) => organisation.id).sort()).toEqual(
      [first.organisation.id, second.organisation.id].sort(),
    );
    expect(await supplierNames(second.cookie)).toEqual(['First Co Supplier']);

    // A second session starts where the person last chose, then switches on its own.
    const other = await gateway.signIn(second.email);
    expect((await profileOf(other)).organisation.id).toBe(first.organisation.id);
    expect(
      (await call('PUT', '/api/profile/organisation', other, { organisationId: second.organisation.id }))
        .statusCode,
    ).toBe(200);
    expect(await supplierNames(other)).toEqual(['Second Co Supplier']);
    // The first session did not move.
    expect(await supplierNames(second.cookie)).toEqual(['First Co Supplier']);

    // A second gateway instance resolves each session the same way (the choice is in the session).
    const sibling = await startSiblingGateway(gateway);
    try {
      const onSibling = async (cookie: string) =>
        (await sibling.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json<{
          profile: Profile;
        }>().profile.organisation.id;
      expect(await onSibling(other)).toBe(second.organisation.id);
      expect(await onSibling(second.cookie)).toBe(first.organisation.id);
    } finally {
      await sibling.close();
    }
  });

  it('refuses an organisation the person has no seat in (404) and an id of the wrong shape (400)', async () => {
    const mine = await approvedBusiness();
    const theirs = await approvedBusiness();
    const foreign = await call('PUT', '/api/profile/organisation', mine.cookie, {
      organisationId: theirs.organisation.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign)).toMatchObject({ code: 'not_a_member', field: 'organisationId' });
    expect((await profileOf(mine.cookie)).organisation.id).toBe(mine.organisation.id);
    const hostile = await call('PUT', '/api/profile/organisation', mine.cookie, {
      organisationId: "'; drop table organisation; --",
    });
    expect(hostile.statusCode).toBe(400);
    expect(errorOf(hostile).field).toBe('organisationId');
    expect(
      (await call('PUT', '/api/profile/organisation', undefined, { organisationId: mine.organisation.id }))
        .statusCode,
    ).toBe(401);
  });

  it('a removed member falls back to an organisation they still belong to', async () => {
    const team = await approvedBusiness();
    const person = await approvedBusiness();
    const token = await invite(team.organisation.id, team.user.id, person.email);
    expect((await call('POST', '/api/team/invites/accept', person.cookie, { token })).statusCode).toBe(200);
    const seat = await gateway.orm.em.fork().findOneOrFail(Membership, {
      organisation: team.organisation.id,
      user: person.user.id,
    });
    expect((await call('DELETE', `/api/team/members/${seat.id}`, team.cookie)).statusCode).toBe(204);
    const profile = await profileOf(person.cookie);
    expect(profile.organisation.id).toBe(person.organisation.id);
    expect(profile.organisations.map((organisation) => organisation.id)).toEqual([person.organisation.id]);
  });
});

describe('invitations end with their inviter', () => {
  async function teamWithSecondManager() {
    const team = await approvedBusiness();
    const manager = await gateway.addMember(team.organisation.id, {
      createdById: team.user.id,
      permissions: ['Team Management', 'Supplier Management'],
    });
    const seat = await gateway.orm.em.fork().findOneOrFail(Membership, {
      organisation: team.organisation.id,
      user: manager.user.id,
    });
    return { team, manager, seatId: seat.id };
  }

  it('an inviter who is removed leaves no invitation behind that still works', async () => {
    const { team, manager, seatId } = await teamWithSecondManager();
    const invitee = `invitee-${randomUUID().slice(0, 8)}@example.com`;
    const token = await invite(team.organisation.id, manager.user.id, invitee);
    expect((await call('DELETE', `/api/team/members/${seatId}`, team.cookie)).statusCode).toBe(204);

    const stored = await gateway.orm.em
      .fork()
      .findOneOrFail(TeamInvite, { tokenHash: hashInviteToken(token) });
    expect(stored.status).toBe('revoked');
    const { email } = await gateway.createAccount('pending', invitee);
    const accept = await call('POST', '/api/team/invites/accept', await gateway.signIn(email), { token });
    expect(accept.statusCode).toBe(410);
    expect(errorOf(accept).code).toBe('invite_revoked');
    const audit = await gateway.orm.em
      .fork()
      .find(AuditLogEntry, { entityId: stored.id, action: 'team.invite_revoked' });
    expect(audit[0]?.changes).toMatchObject({ reason: { after: 'inviter_removed' } });
  });

  it('an inviter who loses Team Management leaves no invitation behind that still works', async () => {
    const { team, manager, seatId } = await teamWithSecondManager();
    const invitee = `invitee-${randomUUID().slice(0, 8)}@example.com`;
    const token = await invite(team.organisation.id, manager.user.id, invitee);
    const patched = await call('PATCH', `/api/team/members/${seatId}`, team.cookie, {
      permissions: ['Supplier Management'],
    });
    expect(patched.statusCode).toBe(200);
    const stored = await gateway.orm.em
      .fork()
      .findOneOrFail(TeamInvite, { tokenHash: hashInviteToken(token) });
    expect(stored.status).toBe('revoked');
    // Even an invitation that somehow escaped is refused at acceptance: its inviter can no longer invite.
    const escaped = await invite(team.organisation.id, manager.user.id, invitee);
    const { email } = await gateway.createAccount('pending', invitee);
    const accept = await call('POST', '/api/team/invites/accept', await gateway.signIn(email), {
      token: escaped,
    });
    expect(accept.statusCode).toBe(410);
  });
});

describe('what a leaver set in motion ends with them', () => {
  it('an invitation granting a permission its inviter has since lost is refused at acceptance', async () => {
    const team = await approvedBusiness();
    const manager = await gateway.addMember(team.organisation.id, {
      createdById: team.user.id,
      permissions: ['Team Management', 'Payment Approval'],
    });
    const seat = await gateway.orm.em.fork().findOneOrFail(Membership, {
      organisation: team.organisation.id,
      user: manager.user.id,
    });
    // The manager invites a second mailbox of their own with Payment Approval...
    const alt = `alt-${randomUUID().slice(0, 8)}@example.com`;
    const token = await invite(team.organisation.id, manager.user.id, alt);
    // ...then a colleague takes Payment Approval from them: the invitation cannot hand it on any more.
    const patched = await call('PATCH', `/api/team/members/${seat.id}`, team.cookie, {
      permissions: ['Team Management'],
    });
    expect(patched.statusCode).toBe(200);
    const { email } = await gateway.createAccount('pending', alt);
    const accept = await call('POST', '/api/team/invites/accept', await gateway.signIn(email), { token });
    expect(accept.statusCode).toBe(410);
    expect(errorOf(accept).code).toBe('invite_revoked');
  });

  it('a policy change proposed by a member who is then removed can no longer be approved', async () => {
    const team = await approvedBusiness();
    const proposer = await gateway.addMember(team.organisation.id, {
      createdById: team.user.id,
      permissions: ['Team Management'],
    });
    const proposerCookie = await gateway.signIn(proposer.email);
    const weakened = await call('PUT', '/api/team/policies', proposerCookie, {
      riskRules: { firstPayment: 'off', newBankDetails: 'off', countryMismatch: 'off' },
    });
    expect(weakened.statusCode, weakened.body).toBe(202);
    const changeId = weakened.json<{ pendingChange: { id: string } }>().pendingChange.id;
    const seat = await gateway.orm.em.fork().findOneOrFail(Membership, {
      organisation: team.organisation.id,
      user: proposer.user.id,
    });
    expect((await call('DELETE', `/api/team/members/${seat.id}`, team.cookie)).statusCode).toBe(204);

    const approve = await call('POST', `/api/team/policies/changes/${changeId}/approve`, team.cookie);
    expect(approve.statusCode).toBe(409);
    const policies = (await call('GET', '/api/team/policies', team.cookie)).json<{
      policies: { riskRules: Record<string, string> };
    }>().policies;
    expect(Object.values(policies.riskRules)).not.toContain('off');
  });
});

describe('a Team Manager alone', () => {
  it('cannot switch controls off by first taking Team Management from the only colleague who could refuse', async () => {
    const team = await approvedBusiness();
    const colleague = await gateway.addMember(team.organisation.id, {
      createdById: team.user.id,
      permissions: ['Team Management'],
    });
    const seat = await gateway.orm.em.fork().findOneOrFail(Membership, {
      organisation: team.organisation.id,
      user: colleague.user.id,
    });
    const demoted = await call('PATCH', `/api/team/members/${seat.id}`, team.cookie, { permissions: [] });
    expect(demoted.statusCode).toBe(200);

    const weakened = await call('PUT', '/api/team/policies', team.cookie, {
      riskRules: { firstPayment: 'off', newBankDetails: 'off', countryMismatch: 'off' },
    });
    expect(weakened.statusCode, weakened.body).toBe(409);
    expect(errorOf(weakened).code).toBe('second_manager_recently_removed');
    const policies = (await call('GET', '/api/team/policies', team.cookie)).json<{
      policies: { riskRules: Record<string, string> };
    }>().policies;
    expect(Object.values(policies.riskRules)).not.toContain('off');
    // A change that strengthens a control still applies at once.
    const strengthened = await call('PUT', '/api/team/policies', team.cookie, {
      riskRules: { firstPayment: 'always', newBankDetails: 'always', countryMismatch: 'always' },
    });
    expect(strengthened.statusCode, strengthened.body).toBe(200);
  });
});

describe('the Owner', () => {
  it('cannot be removed by another member nor lose Team Management; ownership moves only by a transfer from the Owner', async () => {
    const team = await approvedBusiness();
    const manager = await gateway.addMember(team.organisation.id, {
      createdById: team.user.id,
      permissions: ['Team Management'],
    });
    const managerCookie = await gateway.signIn(manager.email);
    const em = gateway.orm.em.fork();
    const ownerSeat = await em.findOneOrFail(Membership, {
      organisation: team.organisation.id,
      user: team.user.id,
    });
    const managerSeat = await em.findOneOrFail(Membership, {
      organisation: team.organisation.id,
      user: manager.user.id,
    });

    const removeOwner = await call('DELETE', `/api/team/members/${ownerSeat.id}`, managerCookie);
    expect(removeOwner.statusCode).toBe(403);
    expect(errorOf(removeOwner).code).toBe('owner_not_removable');
    const stripOwner = await call('PATCH', `/api/team/members/${ownerSeat.id}`, managerCookie, {
      permissions: ['Audit Logs'],
    });
    expect(stripOwner.statusCode).toBe(403);
    expect(errorOf(stripOwner).code).toBe('owner_keeps_team_management');
    // Only the Owner hands the organisation on.
    const seize = await call('POST', '/api/team/ownership', managerCookie, { memberId: managerSeat.id });
    expect(seize.statusCode).toBe(403);
    expect(errorOf(seize).code).toBe('not_owner');

    const members = (await call('GET', '/api/team', team.cookie)).json<TeamResponse>().members;
    expect(members.find((member) => member.userId === team.user.id)?.isOwner).toBe(true);
    const handed = await call('POST', '/api/team/ownership', team.cookie, { memberId: managerSeat.id });
    expect(handed.statusCode).toBe(200);
    const after = handed.json<Pick<TeamResponse, 'members'>>().members;
    expect(after.find((member) => member.userId === manager.user.id)).toMatchObject({
      isOwner: true,
      role: 'Owner',
    });
    expect((await profileOf(managerCookie)).organisation.isOwner).toBe(true);
    expect((await profileOf(team.cookie)).organisation.isOwner).toBe(false);
    // The former Owner is an ordinary member now: the new Owner may remove them.
    expect((await call('DELETE', `/api/team/members/${ownerSeat.id}`, managerCookie)).statusCode).toBe(204);
  });
});

describe('administrator rights', () => {
  it('end when the business they own is rejected, and nobody reviews a business they belong to', async () => {
    const first = await gateway.createAccount('admin');
    const firstCookie = await gateway.signIn(first.email);
    const second = await gateway.createAccount('admin');
    const secondCookie = await gateway.signIn(second.email);

    const own = await call('POST', `/api/admin/reviews/${first.organisation.id}/reject`, firstCookie, {
      reason: 'self',
    });
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).code).toBe('own_organisation');

    const rejected = await call('POST', `/api/admin/reviews/${second.organisation.id}/reject`, firstCookie, {
      reason: 'Not a real business',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await gateway.orm.em.fork().findOneOrFail(UserProfile, second.user.id)).isAdmin).toBe(false);
    expect((await call('GET', '/api/admin/reviews', secondCookie)).statusCode).toBe(403);
    // And they cannot approve their own business back.
    expect(
      (await call('POST', `/api/admin/reviews/${second.organisation.id}/approve`, secondCookie)).statusCode,
    ).toBe(403);
  });

  it('end at the next start when the address is no longer in ADMIN_EMAILS', async () => {
    const kept = await gateway.createAccount('admin', `kept-${randomUUID().slice(0, 8)}@example.com`);
    const dropped = await gateway.createAccount('admin', `dropped-${randomUUID().slice(0, 8)}@example.com`);
    const sibling = await startSiblingGateway(gateway, { adminEmails: [kept.email] });
    await sibling.close();
    const em = gateway.orm.em.fork();
    expect((await em.findOneOrFail(UserProfile, kept.user.id)).isAdmin).toBe(true);
    expect((await em.findOneOrFail(UserProfile, dropped.user.id)).isAdmin).toBe(false);
    const audit = await em.find(AuditLogEntry, {
      entityId: dropped.user.id,
      action: 'account.admin_revoked',
    });
    expect(audit).toHaveLength(1);
  });
});
