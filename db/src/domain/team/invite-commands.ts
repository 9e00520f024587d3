// Invitations by e-mail: inviting (with the invitation e-mail job in the same unit of work), revoking, and
// accepting, which seats the invited person with the invitation's role and permissions. Each writes its
// change with its audit row (and activity) once; the gateway's team routes call these.
import {
  LockMode,
  Membership,
  normaliseEmail,
  normalisePermissions,
  TeamInvite,
  UserProfile,
  type EntityManager,
} from '../../index.js';
import { enqueueJob } from '../../outbox/writer.js';
import { pushTeamChanged } from './team-changed.js';
import { TEAM_INVITE_JOB_OPTIONS } from '../../queues/queues.js';
import { DomainError, domainForbidden, domainNotFound } from '../errors.js';
import { effectiveInviteStatus, hashInviteToken, INVITE_TTL_MS, newInviteToken } from './invite-token.js';
import { lockOrganisation } from './organisation-lock.js';
import { dropEmptyPersonalOrganisation } from './personal-organisation.js';
import { INVITE_PERMISSION_MESSAGE, TEAM_MANAGEMENT, TEAM_MANAGEMENT_MESSAGE } from './team-permissions.js';
import { requireTeamPermission, TeamEffects, type TeamActor, type TeamEvents } from './team-effects.js';

export const INVITE_NOT_FOUND = 'This invitation does not exist.';

const inviteEffects = (em: EntityManager, organisationId: string, invite: TeamInvite, actorId: string) =>
  new TeamEffects(
    em,
    {
      organisationId,
      entityType: 'team_invite',
      entityId: invite.id,
      activityType: 'verification',
      ownerId: invite.createdBy.id,
    },
    actorId,
  );

export interface NewInvite {
  email: string;
  role: string;
  permissions: readonly unknown[];
}

/** An invitation's answer: the invite as written and the link's token (only ever in the e-mail job). */
export interface InviteChange {
  invite: TeamInvite;
  token: string;
  events: TeamEvents;
}

/**
 * Invites a person by e-mail (Team Management), valid for a week. A new invitation replaces an earlier
 * pending one to the same address; a member of the team is not invited again. The invitation e-mail is an
 * outbox job of this unit of work; its token only travels to build the link, so the relay blanks it in
 * the outbox row once the job is queued.
 */
export async function inviteTeamMember(
  em: EntityManager,
  actor: TeamActor,
  input: NewInvite,
): Promise<InviteChange> {
  requireTeamPermission(actor, TEAM_MANAGEMENT, INVITE_PERMISSION_MESSAGE);
  const { organisationId } = actor;
  const email = normaliseEmail(input.email);
  await lockOrganisation(em, organisationId);
  if ((await em.count(Membership, { organisation: organisationId, user: { email } })) > 0)
    throw new DomainError(
      'conflict',
      'already_member',
      'This person is already a member of your team.',
      'email',
    );
  const earlier = await em.find(TeamInvite, { organisation: organisationId, email, status: 'pending' });
  for (const old of earlier) old.status = 'revoked';
  const token = newInviteToken();
  const invite = em.create(TeamInvite, {
    organisation: organisationId,
    createdBy: actor.userId,
    email,
    role: input.role,
    permissions: normalisePermissions(input.permissions),
    tokenHash: hashInviteToken(token),
    expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    status: 'pending',
  });
  const effects = inviteEffects(em, organisationId, invite, actor.userId)
    .audit('team.invite_created', {
      email: { before: null, after: email },
      role: { before: null, after: invite.role },
      permissions: { before: null, after: [...invite.permissions] },
    })
    .activity({
      title: 'Team member invited',
      description: `${actor.displayName} invited ${email} to join the team as ${invite.role}.`,
      status: 'pending',
    });
  const mail = enqueueJob(em, {
    aggregate: ['team-invite', invite.id],
    queue: 'email',
    name: 'team-invite',
    data: { inviteId: invite.id, token },
    options: TEAM_INVITE_JOB_OPTIONS,
    sensitive: true,
  });
  return { invite, token, events: effects.done([mail]) };
}

export interface InviteRevocation {
  invite: TeamInvite;
  events: TeamEvents;
}

/**
 * Revokes a pending (or expired) invitation of the actor's organisation (Team Management). Revoking a
 * revoked one changes nothing and causes nothing; an accepted one is refused.
 */
export async function revokeInvite(
  em: EntityManager,
  actor: TeamActor,
  inviteId: string,
): Promise<InviteRevocation> {
  requireTeamPermission(actor, TEAM_MANAGEMENT, TEAM_MANAGEMENT_MESSAGE);
  const invite = await em.findOne(
    TeamInvite,
    { id: inviteId, organisation: actor.organisationId },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!invite) throw domainNotFound(INVITE_NOT_FOUND);
  if (invite.status === 'revoked')
    return { invite, events: { audit: [], activities: [], notifications: [], outbox: [] } };
  if (invite.status === 'accepted')
    throw new DomainError('conflict', 'invite_accepted', 'This invitation has already been accepted.');
  invite.status = 'revoked';
  const events = inviteEffects(em, actor.organisationId, invite, actor.userId)
    .audit('team.invite_revoked', { status: { before: 'pending', after: 'revoked' } })
    .done();
  return { invite, events };
}

export interface InviteAcceptance {
  invite: TeamInvite;
  membership: Membership;
  user: UserProfile;
  /** The person's empty personal organisation, deleted with their seat in it (see personal-organisation). */
  droppedOrganisationId: string | null;
  events: TeamEvents;
}

/**
 * The signed-in person accepts the invitation sent to their address: they join its organisation with its
 * role and permissions. Invited into an approved business, whose approval vetted its members, they are
 * approved too. Their empty personal organisation from sign-up is deleted (see personal-organisation).
 */
export async function acceptInvite(
  em: EntityManager,
  userId: string,
  token: string,
): Promise<InviteAcceptance> {
  const invite = await em.findOne(
    TeamInvite,
    { tokenHash: hashInviteToken(token) },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!invite) throw domainNotFound(INVITE_NOT_FOUND);
  const user = await em.findOneOrFail(UserProfile, { id: userId });
  if (user.email !== invite.email)
    throw domainForbidden('This invitation was sent to another e-mail address.');
  const status = effectiveInviteStatus(invite);
  if (status === 'revoked')
    throw new DomainError('gone', 'invite_revoked', 'This invitation has been revoked.');
  if (status === 'expired')
    throw new DomainError('gone', 'invite_expired', 'This invitation has expired. Ask for a new one.');
  if (status === 'accepted')
    throw new DomainError('gone', 'invite_used', 'This invitation has already been used.');
  const organisationId = invite.organisation.id;
  await lockOrganisation(em, organisationId);
  if ((await em.count(Membership, { organisation: organisationId, user: userId })) > 0)
    throw new DomainError('conflict', 'already_member', 'You are already a member of this organisation.');

  const droppedOrganisationId = await dropEmptyPersonalOrganisation(em, userId, organisationId);
  const membership = em.create(Membership, {
    organisation: organisationId,
    user: userId,
    role: invite.role,
    permissions: [...invite.permissions],
    createdBy: invite.createdBy.id,
  });
  const before = user.status;
  const inviter = await em.findOneOrFail(UserProfile, { id: invite.createdBy.id });
  if (inviter.status === 'approved' && user.status !== 'approved') {
    user.status = 'approved';
    user.demoMode = false;
    user.rejectionReason = null;
  }
  invite.status = 'accepted';
  invite.acceptedBy = em.getReference(UserProfile, userId, { wrapped: true });
  const events = inviteEffects(em, organisationId, invite, userId)
    .audit('team.invite_accepted', {
      status: { before: 'pending', after: 'accepted' },
      member: { before: null, after: user.email },
      ...(before !== user.status ? { accountStatus: { before, after: user.status } } : {}),
      ...(droppedOrganisationId
        ? { personalOrganisationDeleted: { before: droppedOrganisationId, after: null } }
        : {}),
    })
    .done([pushTeamChanged(em, organisationId)]);
  return { invite, membership, user, droppedOrganisationId, events };
}
