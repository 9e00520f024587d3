// The team commands (@tradehub/db/domain) on real PostgreSQL: inviting, revoking and accepting invitations
// and changing or removing members each write the change with its audit row (the invitation also its
// activity and e-mail job, the e-mail first) in the caller's transaction, answer with what they caused,
// and refuse what Team Management, one's own access and the last Team Manager rule do not allow.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedMember } from '../../../infra/test-support/factories.js';
import {
  acceptInvite,
  DomainError,
  hashInviteToken,
  inviteTeamMember,
  inviteToken,
  newInviteToken,
  removeTeamMember,
  revokeInvite,
  updateTeamMember,
  type TeamEvents,
  type SeatActor,
} from '../../src/domain/index.js';
import {
  Activity,
  AuditLogEntry,
  Membership,
  Organisation,
  OutboxMessage,
  TeamInvite,
  UserProfile,
  type OutboxJobPayload,
  type Permission,
} from '../../src/index.js';
import { useMigratedDatabase } from '../support/migrated-database.js';

/** SESSION_SECRET as the gateway passes it: invitation links' tokens are derived from it. */
const LINKS = { linkSecret: 'team-commands-test-secret-of-32-characters' };
const db = useMigratedDatabase('team-commands');
const { inTransaction } = db;
let organisationId: string;
let manager: SeatActor;
let analyst: SeatActor;
let managerSeat: string;
let analystSeat: string;

const outboxOf = (events: TeamEvents) =>
  events.outbox.map((row) => {
    const payload = row.payload as { name?: string; event?: string };
    return `${row.kind}:${payload.name ?? payload.event}`;
  });

const seatOf = async (userId: string) =>
  (await db.orm.em.fork().findOneOrFail(Membership, { user: userId, organisation: organisationId })).id;

/** Another approved member of the organisation, with the permissions asked. */
async function member(name: string, permissions: Permission[]) {
  const em = db.orm.em.fork();
  const organisation = em.getReference(Organisation, organisationId);
  const { user } = buildApprovedMember(em, {
    email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
    passwordHash: 'x',
    fullName: name,
    organisation,
    permissions,
  });
  await em.flush();
  const actor: SeatActor = { userId: user.id, organisationId, displayName: name, permissions };
  return { actor, seat: await seatOf(user.id), email: user.email };
}

/** A person who signed up on their own: the Owner of a business of their own, approved or awaiting review. */
async function personWithPersonalOrganisation(status: 'approved' | 'pending' | 'rejected') {
  const em = db.orm.em.fork();
  const { user, organisation } = buildApprovedMember(em, {
    email: `person-${randomUUID().slice(0, 8)}@example.com`,
    passwordHash: 'x',
    businessName: `Personal ${randomUUID().slice(0, 8)}`,
  });
  organisation.status = status;
  await em.flush();
  return { userId: user.id, email: user.email, personalOrganisationId: organisation.id };
}

/** An invitation written straight to the database, with a token the test knows. */
async function storedInvite(email: string, overrides: { status?: 'revoked'; expiresAt?: Date } = {}) {
  const token = newInviteToken();
  const em = db.orm.em.fork();
  const invite = em.create(TeamInvite, {
    organisation: organisationId,
    createdBy: manager.userId,
    email,
    role: 'Analyst',
    // What the inviter holds: an invitation grants nothing its inviter lacks (checked again at acceptance).
    permissions: ['Financial Reports'],
    tokenHash: hashInviteToken(token),
    expiresAt: overrides.expiresAt ?? new Date(Date.now() + 60 * 60 * 1000),
    status: overrides.status ?? 'pending',
  });
  await em.flush();
  return { id: invite.id, token };
}

beforeAll(async () => {
  const em = db.orm.em.fork();
  const owner = buildApprovedMember(em, {
    email: 'manager@example.com',
    passwordHash: 'x',
    fullName: 'Mia Manager',
    businessName: 'Team Imports Ltd',
    permissions: ['Payment Approval', 'Team Management', 'Financial Reports'],
  });
  await em.flush();
  organisationId = owner.organisation.id;
  manager = {
    userId: owner.user.id,
    organisationId,
    displayName: 'Mia Manager',
    permissions: ['Payment Approval', 'Team Management', 'Financial Reports'],
  };
  managerSeat = await seatOf(owner.user.id);
  const second = await member('Andy', ['Risk Assessment']);
  analyst = second.actor;
  analystSeat = second.seat;
});

describe('invitations', () => {
  it('invites with Team Management: audit row, activity, and the e-mail job before the activity', async () => {
    await expect(
      inTransaction((tx) =>
        inviteTeamMember(
          tx,
          analyst,
          { email: 'someone@example.com', role: 'Analyst', permissions: [] },
          LINKS,
        ),
      ),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      statusCode: 403,
      message: 'Inviting team members needs the Team Management permission.',
    });

    const change = await inTransaction((tx) =>
      inviteTeamMember(
        tx,
        manager,
        {
          email: 'New.Hire@Example.com',
          role: 'Finance Manager',
          permissions: ['Financial Reports', 'Payment Approval'],
        },
        LINKS,
      ),
    );
    expect(change.invite).toMatchObject({
      email: 'new.hire@example.com',
      role: 'Finance Manager',
      permissions: ['Payment Approval', 'Financial Reports'],
      status: 'pending',
      tokenHash: hashInviteToken(change.token),
    });
    // The link's token is derived from the secret and the invitation's id (the worker derives it again).
    expect(change.token).toBe(inviteToken(LINKS.linkSecret, change.invite.id));
    const week = 7 * 24 * 60 * 60 * 1000;
    expect(Math.abs(change.invite.expiresAt.getTime() - (Date.now() + week))).toBeLessThan(60_000);
    expect(change.events.audit.map((entry) => [entry.action, entry.actor?.id])).toEqual([
      ['team.invite_created', manager.userId],
    ]);
    expect(change.events.audit[0]!.changes).toEqual({
      email: { before: null, after: 'new.hire@example.com' },
      role: { before: null, after: 'Finance Manager' },
      permissions: { before: null, after: ['Payment Approval', 'Financial Reports'] },
    });
    expect(change.events.activities.map((activity) => activity.description)).toEqual([
      'Mia Manager invited new.hire@example.com to join the team as Finance Manager.',
    ]);
    expect(outboxOf(change.events)).toEqual(['job:team-invite']);

    // Committed: the e-mail job (the invitation's id, no token) comes before the activity's push.
    const rows = await db.orm.em
      .fork()
      .find(OutboxMessage, { id: { $gte: change.events.outbox[0]!.id } }, { orderBy: { id: 'asc' } });
    expect(rows.map((row) => `${row.kind}:${row.aggregateType}`)).toEqual([
      'job:team-invite',
      'socket:activity',
    ]);
    const job = rows[0]!.payload as OutboxJobPayload;
    expect(job).toMatchObject({
      queue: 'email',
      name: 'team-invite',
      data: { inviteId: change.invite.id },
    });
    expect(JSON.stringify(job)).not.toContain(change.token);
    expect(await db.orm.em.fork().count(Activity, { relatedId: change.invite.id })).toBe(1);

    // A new invitation replaces the earlier pending one to the same address.
    const again = await inTransaction((tx) =>
      inviteTeamMember(
        tx,
        manager,
        { email: 'new.hire@example.com', role: 'Analyst', permissions: [] },
        LINKS,
      ),
    );
    const em = db.orm.em.fork();
    expect((await em.findOneOrFail(TeamInvite, change.invite.id)).status).toBe('revoked');
    expect((await em.findOneOrFail(TeamInvite, again.invite.id)).status).toBe('pending');
  });

  it('grants only what the inviter holds: a Team Manager without Payment Approval cannot invite with it', async () => {
    const lead = await member('Lena', ['Team Management', 'Supplier Management']);
    await expect(
      inTransaction((tx) =>
        inviteTeamMember(
          tx,
          lead.actor,
          {
            email: 'lena.other.mailbox@example.com',
            role: 'Approver',
            permissions: ['Payment Approval', 'Supplier Management'],
          },
          LINKS,
        ),
      ),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'permission_not_held',
      field: 'permissions',
      message: 'You can only grant permissions you hold yourself. You do not hold: Payment Approval.',
    });
    expect(await db.orm.em.fork().count(TeamInvite, { email: 'lena.other.mailbox@example.com' })).toBe(0);
    // Nor add it to a colleague's seat; what the colleague already holds may stay.
    await expect(
      inTransaction((tx) =>
        updateTeamMember(tx, lead.actor, analystSeat, {
          permissions: ['Risk Assessment', 'Payment Approval'],
        }),
      ),
    ).rejects.toMatchObject({ code: 'permission_not_held' });
    const kept = await inTransaction((tx) =>
      updateTeamMember(tx, lead.actor, analystSeat, {
        permissions: ['Risk Assessment', 'Supplier Management'],
      }),
    );
    expect(kept.member.permissions).toEqual(['Supplier Management', 'Risk Assessment']);
    await inTransaction((tx) =>
      updateTeamMember(tx, manager, analystSeat, { permissions: ['Risk Assessment'] }),
    );
    await inTransaction((tx) => removeTeamMember(tx, manager, lead.seat));
  });

  it('does not invite a member of the team (409 on the email field)', async () => {
    const refused = await inTransaction((tx) =>
      inviteTeamMember(tx, manager, { email: 'MANAGER@example.com', role: 'Anyone', permissions: [] }, LINKS),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      kind: 'conflict',
      code: 'already_member',
      field: 'email',
      message: 'This person is already a member of your team.',
    });
  });

  it('revokes a pending invitation once; an accepted one cannot be revoked', async () => {
    const invite = await storedInvite('revoke.me@example.com');
    await expect(inTransaction((tx) => revokeInvite(tx, analyst, invite.id))).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'Managing the team needs the Team Management permission.',
    });
    await expect(inTransaction((tx) => revokeInvite(tx, manager, randomUUID()))).rejects.toMatchObject({
      kind: 'not_found',
      message: 'This invitation does not exist.',
    });

    const revoked = await inTransaction((tx) => revokeInvite(tx, manager, invite.id));
    expect(revoked.invite.status).toBe('revoked');
    expect(revoked.events.audit.map((entry) => entry.action)).toEqual(['team.invite_revoked']);
    expect(revoked.events.audit[0]!.changes).toEqual({ status: { before: 'pending', after: 'revoked' } });
    expect(revoked.events.outbox).toEqual([]);

    const again = await inTransaction((tx) => revokeInvite(tx, manager, invite.id));
    expect(again.events.audit).toEqual([]);
    expect(await db.orm.em.fork().count(AuditLogEntry, { entityId: invite.id })).toBe(1);

    const accepted = await storedInvite('accepted.one@example.com');
    await db.orm.em.fork().nativeUpdate(TeamInvite, { id: accepted.id }, { status: 'accepted' });
    await expect(inTransaction((tx) => revokeInvite(tx, manager, accepted.id))).rejects.toMatchObject({
      kind: 'conflict',
      code: 'invite_accepted',
      statusCode: 409,
    });
  });

  it('accepts: seats the person with the invitation, approves them, drops their empty personal organisation', async () => {
    const person = await personWithPersonalOrganisation('pending');
    const invite = await storedInvite(person.email);
    await expect(
      inTransaction((tx) => acceptInvite(tx, person.userId, 'no-such-token')),
    ).rejects.toMatchObject({ kind: 'not_found', message: 'This invitation does not exist.' });
    await expect(inTransaction((tx) => acceptInvite(tx, analyst.userId, invite.token))).rejects.toMatchObject(
      {
        kind: 'forbidden',
        message: 'This invitation was sent to another e-mail address.',
      },
    );

    const change = await inTransaction((tx) => acceptInvite(tx, person.userId, invite.token));
    expect(change.invite).toMatchObject({ status: 'accepted' });
    expect(change.invite.acceptedBy?.id).toBe(person.userId);
    expect(change.membership).toMatchObject({ role: 'Analyst', permissions: ['Financial Reports'] });
    expect(change.user.activeOrganisationId).toBe(organisationId);
    expect(change.droppedOrganisationId).toBe(person.personalOrganisationId);
    // The team's open pages, and who the policies count as verifiers and approvers, follow at once.
    expect(outboxOf(change.events)).toEqual(['socket:team:changed']);
    expect(change.events.audit.map((entry) => [entry.action, entry.actor?.id])).toEqual([
      ['team.invite_accepted', person.userId],
    ]);
    expect(change.events.audit[0]!.changes).toEqual({
      status: { before: 'pending', after: 'accepted' },
      member: { before: null, after: person.email },
      personalOrganisationDeleted: { before: person.personalOrganisationId, after: null },
    });
    const em = db.orm.em.fork();
    expect(await em.count(Organisation, { id: person.personalOrganisationId })).toBe(0);
    expect(await em.count(Membership, { user: person.userId })).toBe(1);
    expect((await em.findOneOrFail(UserProfile, person.userId)).activeOrganisationId).toBe(organisationId);

    // A used link is gone (410), as is a revoked or an expired one.
    const used = await inTransaction((tx) => acceptInvite(tx, person.userId, invite.token)).catch(
      (error: unknown) => error,
    );
    expect(used).toBeInstanceOf(DomainError);
    expect(used).toMatchObject({ code: 'invite_used', statusCode: 410 });
  });

  it('refuses revoked and expired links with 410, and a second seat in the same organisation with 409', async () => {
    const person = await personWithPersonalOrganisation('approved');
    const revoked = await storedInvite(person.email, { status: 'revoked' });
    await expect(inTransaction((tx) => acceptInvite(tx, person.userId, revoked.token))).rejects.toMatchObject(
      {
        code: 'invite_revoked',
        statusCode: 410,
        message: 'This invitation has been revoked.',
      },
    );
    const expired = await storedInvite(person.email, { expiresAt: new Date(Date.now() - 1000) });
    await expect(inTransaction((tx) => acceptInvite(tx, person.userId, expired.token))).rejects.toMatchObject(
      {
        code: 'invite_expired',
        statusCode: 410,
        message: 'This invitation has expired. Ask for a new one.',
      },
    );

    const existing = await member('Ella', []);
    const toMember = await storedInvite(existing.email);
    await expect(
      inTransaction((tx) => acceptInvite(tx, existing.actor.userId, toMember.token)),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'already_member', statusCode: 409 });
    expect((await db.orm.em.fork().findOneOrFail(TeamInvite, toMember.id)).status).toBe('pending');
  });

  it('keeps a personal organisation that holds business data; the person then has both seats', async () => {
    const person = await personWithPersonalOrganisation('approved');
    const em = db.orm.em.fork();
    em.create(Activity, {
      organisation: person.personalOrganisationId,
      createdBy: person.userId,
      type: 'verification',
      title: 'Something happened',
      description: 'Business data',
      status: 'completed',
      date: new Date(),
    });
    await em.flush();
    const invite = await storedInvite(person.email);
    const change = await inTransaction((tx) => acceptInvite(tx, person.userId, invite.token));
    expect(change.droppedOrganisationId).toBeNull();
    expect(change.events.audit[0]!.changes).toEqual({
      status: { before: 'pending', after: 'accepted' },
      member: { before: null, after: person.email },
    });
    expect(await db.orm.em.fork().count(Membership, { user: person.userId })).toBe(2);
  });
});

describe('members', () => {
  it('updates a member with Team Management, audits the fields that changed, and says when rights changed', async () => {
    await expect(
      inTransaction((tx) => updateTeamMember(tx, analyst, managerSeat, { role: 'Nobody' })),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'Managing the team needs the Team Management permission.',
    });
    await expect(
      inTransaction((tx) => updateTeamMember(tx, manager, randomUUID(), { role: 'Nobody' })),
    ).rejects.toMatchObject({ kind: 'not_found', message: 'Team member not found' });

    const contact = await inTransaction((tx) =>
      updateTeamMember(tx, manager, analystSeat, { phone: '+44 20 7946 0000', location: '' }),
    );
    expect(contact.permissionsChanged).toBe(false);
    expect(contact.member).toMatchObject({ phone: '+44 20 7946 0000', location: null });
    expect(contact.events.audit[0]!.changes).toEqual({
      phone: { before: null, after: '+44 20 7946 0000' },
    });

    const rights = await inTransaction((tx) =>
      updateTeamMember(tx, manager, analystSeat, {
        role: 'Risk Lead',
        permissions: ['Financial Reports', 'Risk Assessment', 'Risk Assessment'],
      }),
    );
    expect(rights.permissionsChanged).toBe(true);
    expect(rights.member.permissions).toEqual(['Financial Reports', 'Risk Assessment']);
    expect(rights.events.audit.map((entry) => [entry.action, entry.entityType, entry.entityId])).toEqual([
      ['team.member_updated', 'membership', analystSeat],
    ]);
    expect(rights.events.audit[0]!.changes).toEqual({
      role: { before: 'Member', after: 'Risk Lead' },
      permissions: { before: ['Risk Assessment'], after: ['Financial Reports', 'Risk Assessment'] },
    });

    // The same values again change nothing and record nothing.
    const unchanged = await inTransaction((tx) =>
      updateTeamMember(tx, manager, analystSeat, { role: 'Risk Lead', phone: '+44 20 7946 0000' }),
    );
    expect(unchanged.events.audit).toEqual([]);
    expect(unchanged.permissionsChanged).toBe(false);
  });

  it('nobody changes their own access; own contact details stay editable', async () => {
    const message =
      'You cannot change your own role or permissions: another member with Team Management must do it.';
    await expect(
      inTransaction((tx) =>
        updateTeamMember(tx, manager, managerSeat, { permissions: ['Team Management', 'Financial Reports'] }),
      ),
    ).rejects.toMatchObject({ kind: 'forbidden', code: 'forbidden', message });
    await expect(
      inTransaction((tx) => updateTeamMember(tx, manager, managerSeat, { role: 'Owner' })),
    ).rejects.toMatchObject({ kind: 'forbidden', message });

    const own = await inTransaction((tx) =>
      updateTeamMember(tx, manager, managerSeat, {
        location: 'London',
        role: 'Member',
        permissions: ['Payment Approval', 'Team Management', 'Financial Reports'],
      }),
    );
    expect(own.member.location).toBe('London');
    expect(own.events.audit[0]!.changes).toEqual({ location: { before: null, after: 'London' } });
  });

  it('the organisation keeps one member with Team Management', async () => {
    const message = 'The organisation must keep at least one member with Team Management.';
    // The Owner always keeps it; the rule below is what still holds where the Owner's account is gone.
    await db.orm.em.fork().nativeUpdate(Organisation, { id: organisationId }, { owner: null });
    const deputy = await member('Dana', ['Team Management']);
    // While another Team Manager exists, Team Management may be taken from one of them...
    const removedDeputyRights = await inTransaction((tx) =>
      updateTeamMember(tx, manager, deputy.seat, { permissions: [] }),
    );
    expect(removedDeputyRights.permissionsChanged).toBe(true);
    // ...and now the manager is the last one: neither their rights nor their seat may go, not even at the
    // hands of the deputy acting with the rights they had a moment ago (a viewer cached before the change).
    const lastRights = await inTransaction((tx) =>
      updateTeamMember(tx, { ...deputy.actor, permissions: ['Team Management'] }, managerSeat, {
        permissions: ['Payment Approval'],
      }),
    ).catch((error: unknown) => error);
    expect(lastRights).toMatchObject({
      kind: 'conflict',
      code: 'last_team_manager',
      statusCode: 409,
      message,
    });
    await expect(inTransaction((tx) => removeTeamMember(tx, manager, managerSeat))).rejects.toMatchObject({
      kind: 'conflict',
      code: 'last_team_manager',
      message,
    });
    const stored = await db.orm.em.fork().findOneOrFail(Membership, managerSeat);
    expect(stored.permissions).toContain('Team Management');
    await db.orm.em.fork().nativeUpdate(Organisation, { id: organisationId }, { owner: manager.userId });
  });

  it('removes a member with Team Management, audited with who they were', async () => {
    const leaver = await member('Leo', ['Financial Reports']);
    await expect(inTransaction((tx) => removeTeamMember(tx, analyst, leaver.seat))).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'Managing the team needs the Team Management permission.',
    });
    await expect(inTransaction((tx) => removeTeamMember(tx, manager, randomUUID()))).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Team member not found',
    });

    const removal = await inTransaction((tx) => removeTeamMember(tx, manager, leaver.seat));
    expect(removal.userId).toBe(leaver.actor.userId);
    expect(outboxOf(removal.events)).toEqual(['socket:team:changed']);
    expect(removal.events.audit.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['team.member_removed', leaver.seat],
    ]);
    expect(removal.events.audit[0]!.changes).toEqual({
      member: { before: leaver.email, after: null },
      role: { before: 'Member', after: null },
      permissions: { before: ['Financial Reports'], after: null },
    });
    const em = db.orm.em.fork();
    expect(await em.count(Membership, { id: leaver.seat })).toBe(0);
    expect(await em.count(AuditLogEntry, { action: 'team.member_removed', entityId: leaver.seat })).toBe(1);
  });
});
